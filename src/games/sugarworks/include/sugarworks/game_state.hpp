// The state of one game: everything that changes, as one copyable value (the
// PRNG included). The fixed content lives in the Catalog; the set-up choices in
// GameOptions.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string_view>

#include "sugarworks/floor.hpp"
#include "sugarworks/orders.hpp"
#include "sugarworks/rng.hpp"

namespace sugarworks {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxCards = 64;  // order cards and conveyor tiles each fit a 64-bit set
inline constexpr int kMarketSlots = 4;
inline constexpr int kMaxBlankets = 5;
inline constexpr std::int8_t kNoCard = -1;

// A set of cards (order cards or conveyor tiles, by catalog index) where order
// does not matter: a hand, a discard pile, the completed orders.
class CardSet {
  public:
    constexpr bool contains(int card) const { return (bits_ >> card) & 1u; }
    constexpr void add(int card) { bits_ |= std::uint64_t{1} << card; }
    constexpr void remove(int card) { bits_ &= ~(std::uint64_t{1} << card); }
    constexpr int size() const { return std::popcount(bits_); }
    constexpr bool empty() const { return bits_ == 0; }
    constexpr std::uint64_t bits() const { return bits_; }
    constexpr void clear() { bits_ = 0; }
    static constexpr CardSet from_bits(std::uint64_t bits) {
        CardSet s;
        s.bits_ = bits;
        return s;
    }
    // Calls f(card) for each card, lowest index first.
    template <typename F>
    constexpr void for_each(F f) const {
        for (std::uint64_t b = bits_; b != 0; b &= b - 1)
            f(std::countr_zero(b));
    }
    friend constexpr bool operator==(const CardSet&, const CardSet&) = default;

  private:
    std::uint64_t bits_ = 0;
};

// A face-down deck: order matters; the top card is the last one.
class Deck {
  public:
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int top() const { return cards_[static_cast<size_t>(size_ - 1)]; }
    int at(int i) const { return cards_[static_cast<size_t>(i)]; }
    int draw() { return cards_[static_cast<size_t>(--size_)]; }
    void push(int card) { cards_[static_cast<size_t>(size_++)] = static_cast<std::uint8_t>(card); }
    // The same cards in the same order (what lies beyond the top after draws does not count).
    friend bool operator==(const Deck& a, const Deck& b) {
        return a.size_ == b.size_ &&
               std::equal(a.cards_.begin(), a.cards_.begin() + a.size_, b.cards_.begin());
    }

  private:
    std::array<std::uint8_t, kMaxCards> cards_{};
    std::uint8_t size_ = 0;
};

// Cards in the order they came (Hidden Orders: the orders facing away from their
// holder, the first turned away first). A player points at one by its place in
// the row, which everybody knows, without knowing which card it is.
class CardRow {
  public:
    constexpr bool contains(int card) const { return set_.contains(card); }
    constexpr int size() const { return size_; }
    constexpr bool empty() const { return size_ == 0; }
    constexpr int at(int place) const { return cards_[static_cast<size_t>(place)]; }
    // The place of `card` in the row, or -1.
    constexpr int place_of(int card) const {
        for (int i = 0; i < size_; ++i) {
            if (cards_[static_cast<size_t>(i)] == card)
                return i;
        }
        return -1;
    }
    constexpr CardSet set() const { return set_; }
    constexpr std::uint64_t bits() const { return set_.bits(); }
    // Puts `card` at the end of the row (nothing when it is in the row already).
    constexpr void add(int card) {
        if (contains(card))
            return;
        cards_[static_cast<size_t>(size_++)] = static_cast<std::int8_t>(card);
        set_.add(card);
    }
    // Takes `card` out; the cards after it move up one place.
    constexpr void remove(int card) {
        const int place = place_of(card);
        if (place < 0)
            return;
        for (int i = place; i + 1 < size_; ++i)
            cards_[static_cast<size_t>(i)] = cards_[static_cast<size_t>(i + 1)];
        --size_;
        set_.remove(card);
    }
    constexpr void clear() {
        size_ = 0;
        set_.clear();
    }
    // Calls f(card) for each card, in row order.
    template <typename F>
    constexpr void for_each(F f) const {
        for (int i = 0; i < size_; ++i)
            f(static_cast<int>(cards_[static_cast<size_t>(i)]));
    }
    friend constexpr bool operator==(const CardRow& a, const CardRow& b) {
        return a.size_ == b.size_ &&
               std::equal(a.cards_.begin(), a.cards_.begin() + a.size_, b.cards_.begin());
    }

  private:
    std::array<std::int8_t, kMaxCards> cards_{};
    CardSet set_;
    std::uint8_t size_ = 0;
};

struct PlayerState {
    CardSet tiles;      // conveyor tiles in hand
    CardSet orders;     // order cards in hand (all incomplete)
    CardSet completed;  // special orders played face up
    // Hidden Orders: the orders in hand turned to face away from their holder (the
    // other players see them), in the order they were turned, and those of them
    // that are special orders whose event has happened since: a claim naming one
    // completes it, and so does turning the cards back or the end of the game.
    CardRow facing_away;
    CardSet claimable;
    // Sugarworkers: the card dealt (catalog index, -1 without the rule), the side
    // chosen (-1 until chosen) and whether a once-per-game ability is used up.
    std::int8_t worker = -1;
    std::int8_t worker_side = -1;
    bool worker_spent = false;

    // The orders the holder can see.
    CardSet orders_in_sight() const {
        return CardSet::from_bits(orders.bits() & ~facing_away.bits());
    }
    // Takes an order out of the hand, wherever it faces.
    void remove_order(int card) {
        orders.remove(card);
        facing_away.remove(card);
        claimable.remove(card);
    }
    friend bool operator==(const PlayerState&, const PlayerState&) = default;
};

// Where the game stands in the round sequence.
enum class Step : std::uint8_t {
    Roll,           // the first player rolls the candy die (from round 2 on)
    OrderAction,    // the current player takes one order action
    DiscardDown,    // the current player discards down to the hand limit
    FactoryAction,  // the current player takes one factory action
    GameOver,
    KeepOne,       // Classic: the current player keeps one of the orders drawn to choose from
    ChooseWorker,  // Sugarworkers set-up: the player to act chooses a side of their card
    ChooseCandy,   // Hidden Orders: the card pointed at can make a candy: which of its candies
};

enum class EndReason : std::uint8_t {
    None,
    CandyRanOut,  // a candy type has none left in the supply and none on the floor
    RoundCap,     // the safety cap on rounds was reached
};

// Stable ids of the steps and end reasons ("factory_action", "candy_ran_out"), for
// saves and reports, and the words a player reads for them.
std::string_view step_id(Step step);
std::optional<Step> parse_step(std::string_view id);
// What the game waits for at `step`: "a factory action".
std::string_view step_words(Step step);
std::string_view end_reason_id(EndReason end);
std::optional<EndReason> parse_end_reason(std::string_view id);
// Why the game ended: "a candy type has run out" ("" for None).
std::string_view end_reason_words(EndReason end);

struct BlanketInPlay {
    std::uint8_t card = 0;  // catalog index
    bool colourful = false;
    friend bool operator==(const BlanketInPlay&, const BlanketInPlay&) = default;
};

struct GameState {
    Floor floor;
    Rng rng;
    ActivationOrder activation_order = kStandardActivationOrder;

    Deck tile_deck;
    CardSet tile_discard;
    Deck order_deck;
    CardSet order_discard;
    // Cards the scenario leaves out of this game (orders outside its pool or not
    // dealt in First Shift, tiles that call for a candy type not in play). They
    // never come back, not even when a discard pile is shuffled into a deck.
    CardSet orders_set_aside;
    CardSet tiles_set_aside;
    std::array<std::int8_t, kMarketSlots> market{kNoCard, kNoCard, kNoCard, kNoCard};
    std::array<BlanketInPlay, kMaxBlankets> blankets{};
    std::uint8_t blanket_count = 0;

    std::array<PlayerState, kMaxPlayers> players{};
    std::uint8_t player_count = 0;
    std::uint8_t first_player = 0;  // holds the candy die this round
    std::uint8_t current = 0;       // the player to act
    std::uint8_t turns_taken = 0;   // player turns finished this round
    std::uint16_t round = 1;
    Step step = Step::OrderAction;
    std::optional<DieFace> last_roll;
    EndReason end = EndReason::None;
    // Classic: the orders drawn by "draw two, keep one", seen by the current player only.
    std::array<std::int8_t, 2> choosing{kNoCard, kNoCard};
    // Hidden Orders: the card facing away that answered "yes" to making a candy, face up
    // for everyone while its holder chooses which of its candies to make.
    std::int8_t revealed = kNoCard;
    // The current player has taken their factory action: a discard down to the
    // hand limit now ends the turn (Classic's draw two, keep one).
    bool factory_done = false;
    // Co-operative play: per output type, the dock spots it was moved out of this
    // round (bit per spot); it may not be moved back into them until the next round.
    std::array<std::uint16_t, kCandyTypeCount> moved_out_of{};
    // This turn so far. Hidden Orders: a claim was made. Sugarworkers: a
    // once-per-turn ability was used; one more order or factory action is owed.
    bool claimed_this_turn = false;
    bool worker_used_this_turn = false;
    bool extra_order_action = false;
    bool extra_factory_action = false;

    bool over() const { return step == Step::GameOver; }
    friend bool operator==(const GameState&, const GameState&) = default;
};

}  // namespace sugarworks
