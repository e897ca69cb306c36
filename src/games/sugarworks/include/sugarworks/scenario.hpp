// A way to play (a mode of the rulebook: First Shift ... Lucy Mode, Classic) as
// data: data/sugarworks/scenarios/<id>.json. The rules core reads these fields; no mode is
// a branch of its own. The advanced rules are toggles that combine with a
// scenario where its file allows them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sugarworks/candy.hpp"

namespace sugarworks {

// The advanced rules and the Irritating Coworkers rules, each switched on or off
// before a game starts.
enum class Toggle : std::uint8_t {
    SideB,               // board side B, with the die deciding which icon spaces get a tile
    Sugarworkers,        // one Sugarworker card per player, a side chosen
    ShuffledActivation,  // a shuffled candy activation sequence for the whole game
    ShuffledOutputs,     // the five outputs placed at random in the six dock spots
    OrderPawning,        // Irritating Coworkers: place an order in another player's hand
    OrderSwapping,       // Irritating Coworkers: swap an order with an opponent
    HiddenOrders,        // Irritating Coworkers: turn an opponent's order away from them
};
inline constexpr int kToggleCount = 7;
inline constexpr std::array<Toggle, kToggleCount> kAllToggles = {
    Toggle::SideB,           Toggle::Sugarworkers, Toggle::ShuffledActivation,
    Toggle::ShuffledOutputs, Toggle::OrderPawning, Toggle::OrderSwapping,
    Toggle::HiddenOrders};

std::string_view toggle_id(Toggle toggle);    // "side_b"
std::string_view toggle_name(Toggle toggle);  // "Side B"
// The rule in one sentence: "Play on board side B: the candy die decides ...".
std::string_view toggle_summary(Toggle toggle);
std::optional<Toggle> parse_toggle(std::string_view id);

// A set of toggles.
class ToggleSet {
  public:
    constexpr bool has(Toggle t) const { return (bits_ >> static_cast<unsigned>(t)) & 1u; }
    constexpr void add(Toggle t) {
        bits_ |= static_cast<std::uint8_t>(1u << static_cast<unsigned>(t));
    }
    constexpr void remove(Toggle t) {
        bits_ &= static_cast<std::uint8_t>(~(1u << static_cast<unsigned>(t)));
    }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint8_t bits() const { return bits_; }
    static constexpr ToggleSet from_bits(std::uint8_t bits) {
        ToggleSet s;
        s.bits_ = bits;
        return s;
    }
    friend constexpr bool operator==(const ToggleSet&, const ToggleSet&) = default;

  private:
    std::uint8_t bits_ = 0;
};

// Every subset of the toggles `allowed` holds (the empty set first).
std::vector<ToggleSet> toggle_subsets(ToggleSet allowed);

// Which order cards make the order deck.
enum class OrderPool : std::uint8_t {
    All,         // every card of data/sugarworks/orders.json
    SalesOnly,   // the sales orders
    FirstShift,  // the First Shift cards (sales orders on Circle, Triangle and Rectangle)
};

// Where new candy comes from after the candy movement.
enum class Production : std::uint8_t {
    Die,          // the first player rolls the candy die (standard)
    EveryOutput,  // after each movement every output in play produces, no die (First Shift)
    EveryTurn,    // after every player's turn (the last one: after the movement) every output
                  // in play produces, no die (Lucy Mode)
};

// How the blanket orders are dealt (grey side up; blankets_flipped_by_die says whether the
// set-up roll then flips the card of the rolled type).
enum class BlanketDeal : std::uint8_t {
    Random,  // blankets_dealt cards shuffled
    Fixed,   // exactly the cards of fixed_blanket_types
};

// The extra factory actions a scenario offers.
enum class ExtraAction : std::uint8_t {
    EatCandy,        // Lucy Mode: a candy on the floor goes to Lost
    FiveSecondRule,  // Lucy Mode: a Lost candy is removed from the game
    DrawTwoKeepOne,  // Classic: draw two sales orders, keep one
};

// Co-operative play: the team's score earns a rating, the lowest first.
struct Rating {
    int at_least = 0;  // the first rating takes every score below the second's
    std::string name;  // "Bitter Start"
    friend bool operator==(const Rating&, const Rating&) = default;
};

// Co-operative and solo play (rulebook "Cooperative or Solo").
struct TeamRules {
    int shared_orders = 8;        // dealt face up into the team's shared hand
    bool no_adjust_back = true;   // an output moved out of a spot may not return that round
    std::vector<Rating> ratings;  // by rising at_least
    friend bool operator==(const TeamRules&, const TeamRules&) = default;
};

struct Scenario {
    std::string id;       // the file's base name: "first_shift"
    std::string name;     // "First Shift"
    std::string tagline;  // the rulebook's line: "This is my first day."
    std::string summary;  // what differs from the standard game, for the menu
    int min_players = 1;
    int max_players = 4;
    bool tutorial = false;  // part of the First/Second/Third Shift course

    // [SECTION] Candies and production.
    // The candy types in play: only their outputs stand on the floor and only
    // their candies are made. Conveyor tiles that name another type are
    // discarded and redrawn when dealt or drawn.
    std::array<bool, kCandyTypeCount> candies_in_play{true, true, true, true, true};
    Production production = Production::Die;

    // [SECTION] Orders.
    OrderPool order_pool = OrderPool::All;
    int orders_dealt = 3;
    bool market = true;  // a face-up order market of market_size cards
    int market_size = 4;
    bool order_actions = true;            // each turn starts with an order action
    bool discard_undealt_orders = false;  // First Shift: the rest of the deck is discarded
    int hand_limit = 5;

    // [SECTION] Blanket orders.
    BlanketDeal blanket_deal = BlanketDeal::Random;
    int blankets_dealt = 3;
    std::vector<CandyType> fixed_blanket_types;  // BlanketDeal::Fixed
    // The set-up rolls the candy die and the card of the rolled type turns colourful (all
    // of them on ALL). False: they stay grey all game (First and Second Shift, Classic).
    bool blankets_flipped_by_die = true;

    // [SECTION] Factory actions beyond adjust, play a tile and make a candy.
    std::vector<ExtraAction> extra_actions;

    // [SECTION] The end.
    int round_cap = 40;  // the digital safety cap (rulings section 4)

    // [SECTION] Co-operative play: one shared hand of orders face up, one team score.
    bool cooperative = false;
    TeamRules team;

    // [SECTION] Which toggles may be switched on with this scenario.
    ToggleSet allowed_toggles;

    bool in_play(CandyType type) const {
        return candies_in_play[static_cast<size_t>(index_of(type))];
    }
    bool offers(ExtraAction action) const {
        for (ExtraAction a : extra_actions) {
            if (a == action)
                return true;
        }
        return false;
    }
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// The standard game (the rulebook's Third Shift), for games set up without a
// scenario file.
Scenario standard_scenario();

struct OrderCard;
struct BlanketSide;
struct BlanketCard;
// Whether an order card belongs to the order deck of a pool.
bool in_pool(const OrderCard& card, OrderPool pool);

// Whether a blanket side can ever score in `scenario`: what it counts, over every
// order card of the scenario's pool (`orders`: the catalog's cards), reaches what
// the side asks (its threshold; one card for "most").
bool blanket_side_can_score(const BlanketSide& side, const Scenario& scenario,
                            const std::vector<OrderCard>& orders);
// Whether `scenario` deals `card`: every side it may show can score there (the
// grey side, and the colourful one where the set-up roll turns cards over). A card
// no player could ever score is left in the box (docs/sugarworks/rules.md 6.1).
bool deals_blanket(const Scenario& scenario, const BlanketCard& card,
                   const std::vector<OrderCard>& orders);
// Why `scenario` does not deal `card`, in words ("its grey side counts completed
// special orders, and the order cards it deals give none"); nothing when it does.
std::optional<std::string> why_blanket_not_dealt(const Scenario& scenario, const BlanketCard& card,
                                                 const std::vector<OrderCard>& orders);

}  // namespace sugarworks
