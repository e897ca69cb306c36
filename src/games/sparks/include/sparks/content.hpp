// What is in the Sparks box, as loaded from data/sparks/: the dice, the robot
// and assistant cards, the production, upgrade, bonus and goal tiles, the
// player board and the score board. The rules read these values and hold no
// content of their own; the text on every card is generated from them
// (card_text.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sparks {

// A game seats one to four players (one: the solo game).
inline constexpr int kMaxPlayers = 4;

// Robots, scoring tracks, dice and player boards come in these four colours.
enum class Colour : std::uint8_t { Red, Yellow, Green, Blue };
inline constexpr int kColours = 4;
std::string_view colour_id(Colour c);  // "red"
std::optional<Colour> parse_colour(std::string_view id);

// One symbol of an effect: an immediate reward, a power box, a bonus tile, a
// one-time or once-per-turn assistant.
enum class EffectKind : std::uint8_t {
    Die,            // draw `amount` random dice from the bag (random faces)
    DieValue,       // draw a random die from the bag and set it to `value`
    ColourDie,      // a die of `colour` from the discard pile, else the bag, rolled
    Advance,        // advance `amount` spaces on the `colour` track
    AdvanceAny,     // advance one space on any track, `amount` times
    Cogs,           // take `amount` cogs
    Sparks,         // take `amount` sparks into storage
    DrawAssistant,  // draw `amount` assistant cards into the hand
    FreeAssistant,  // play one assistant card from the hand for free
    Factory,        // `amount` counts towards the next factory upgrade
    Reroll,         // reroll any number of the available dice
    Adjust,         // one available die up or down by 1, `amount` times
    IgnoreValue,    // ignore a value requirement when placing one die
    IgnoreColour,   // ignore a colour requirement when placing one die
    UpgradeTile,    // take one upgrade tile from the junkyard
};
inline constexpr int kEffectKinds = 15;
std::string_view effect_id(EffectKind k);  // "die", "die_value", "colour_die", ...
std::optional<EffectKind> parse_effect(std::string_view id);

struct Effect {
    EffectKind kind = EffectKind::Cogs;
    int amount = 1;                // how many (dice, spaces, cogs, cards...)
    std::optional<Colour> colour;  // ColourDie, Advance
    int value = 0;                 // DieValue: the face, 1-6
    friend bool operator==(const Effect&, const Effect&) = default;
};

// A die space on a robot card: a colour, a value, or both.
struct DieSpace {
    std::optional<Colour> colour;
    std::optional<int> value;  // 1-6
    friend bool operator==(const DieSpace&, const DieSpace&) = default;
};

struct RobotCard {
    std::string id;
    Colour colour = Colour::Red;    // the scoring track it advances
    int steps = 1;                  // spaces advanced on completion
    std::vector<DieSpace> spaces;   // 1 to kMaxRobotSpaces
    std::vector<Effect> rewards;    // immediate rewards on completion
    std::vector<Effect> power_box;  // empty: no power box
    bool has_power_box() const { return !power_box.empty(); }
    friend bool operator==(const RobotCard&, const RobotCard&) = default;
};
inline constexpr int kMaxRobotSpaces = 4;

// The abilities of the named assistants, exactly as the rulebook words them.
enum class Ability : std::uint8_t {
    None,         // an assistant of effects only
    Conrad,       // copies another played assistant (effect and points)
    Emma,         // a cog may activate a power box, discarded at the end of the round
    Frank,        // once a turn: discard a 5 or 6 to advance on its colour's track
    Gordon,       // discard a cog to ignore a colour requirement
    Max,          // on completing a robot with a power box: a cog activates it at once
    FactoryPlus,  // Margot, Theodora: +`amount` towards every factory upgrade
    Octavia,      // once a turn: turn a die to its opposite side
    Olympia,      // at once: the effect of two of your power boxes
    Redirect,     // Penelope (red), Walter (blue): advance elsewhere instead
    Quincy,       // take dice from anywhere on other players' turns
    Silas,        // discard a die, spend its value adjusting others
};
std::string_view ability_id(Ability a);
std::optional<Ability> parse_ability(std::string_view id);

// When an assistant's effect applies: the card's symbol.
enum class Timing : std::uint8_t {
    OneTime,      // star: once, when hired
    OncePerTurn,  // (1) arrow: once each turn, on any player's turn
    Permanent,    // hourglass: as often as wanted
};
std::string_view timing_id(Timing t);
std::optional<Timing> parse_timing(std::string_view id);

struct AssistantCard {
    std::string id;
    std::string name;
    Timing timing = Timing::OneTime;
    Ability ability = Ability::None;
    int amount = 0;                // FactoryPlus: the bonus
    std::optional<Colour> colour;  // Redirect: the track it redirects from
    std::vector<Effect> effects;   // Ability::None: what it does
    int points = 0;                // the number in its top right corner
    friend bool operator==(const AssistantCard&, const AssistantCard&) = default;
};

// The four production tiles of a player: what each gives the active player.
enum class ProductionKind : std::uint8_t {
    Bag,       // take `dice`, then draw 2 more from the bag
    Anywhere,  // take `dice` adjacent dice from anywhere in the junkyard
    Reroll,    // take `dice`; once this turn, reroll any of your available dice
    TwoFive,   // 1-3 players: take 5; 4 players: take 2 and one cog
};
std::string_view production_id(ProductionKind k);
std::optional<ProductionKind> parse_production(std::string_view id);

struct ProductionTile {
    ProductionKind kind = ProductionKind::Bag;
    int dice = 3;       // Bag, Anywhere, Reroll
    int bag_dice = 0;   // Bag: extra dice from the bag
    int few_dice = 5;   // TwoFive with 1-3 players
    int many_dice = 2;  // TwoFive with 4 players
    int many_cogs = 1;  // TwoFive with 4 players
    friend bool operator==(const ProductionTile&, const ProductionTile&) = default;
};

// The eight upgrade tile types.
enum class UpgradeKind : std::uint8_t {
    Rearrange,     // general: move placed dice again
    Discount,      // general: assistants cost 1 cog less
    SalesBoost,    // general: a sold die gives 2 cogs
    IgnoreColour,  // die: dice of your colour have any colour
    IgnoreValue,   // die: dice of your colour have any value
    BonusPoint,    // slot: a robot completed here advances one more space
    BonusCog,      // slot: a robot completed here gives a cog
    Recycle,       // slot: a die of a robot completed here moves to another robot
};
inline constexpr int kUpgradeKinds = 8;
std::string_view upgrade_id(UpgradeKind k);
std::optional<UpgradeKind> parse_upgrade(std::string_view id);
bool is_slot_upgrade(UpgradeKind k);

struct UpgradeType {
    UpgradeKind kind = UpgradeKind::Rearrange;
    std::string name;
    int copies = 4;
    int points = 0;
    int amount = 0;  // Discount: cogs off; SalesBoost: cogs per die sold
    friend bool operator==(const UpgradeType&, const UpgradeType&) = default;
};

struct BonusTile {
    std::string id;
    std::vector<Effect> effects;
    friend bool operator==(const BonusTile&, const BonusTile&) = default;
};

enum class GoalKind : std::uint8_t {
    PlayAssistants,     // played at least `amount` assistants
    FactoryLevel,       // factory level at least `amount`
    RobotsOfOneColour,  // at least `amount` completed robots of one colour
    PowerBoxRobots,     // at least `amount` completed robots with a power box
    Sparks,             // at least `amount` sparks (in storage and on boxes)
    ThirdBonusSpace,    // reached the `amount`-th bonus space on `tracks` tracks
};
std::string_view goal_id(GoalKind k);
std::optional<GoalKind> parse_goal(std::string_view id);

struct GoalTile {
    std::string id;
    GoalKind kind = GoalKind::PlayAssistants;
    int amount = 0;
    int tracks = 0;  // ThirdBonusSpace
    friend bool operator==(const GoalTile&, const GoalTile&) = default;
};

// One level of the factory track: the sum of dice (and bonuses) needed to reach
// it from the level below, and the reward for reaching it.
struct FactoryLevel {
    int requirement = 0;         // 0 for the first level, where the marker starts
    std::vector<Effect> reward;  // a spark or an upgrade tile
    friend bool operator==(const FactoryLevel&, const FactoryLevel&) = default;
};

struct PlayerBoard {
    Colour colour = Colour::Red;
    std::array<Colour, 3> upgrade_spaces{};  // the colours of the upgrade section
    friend bool operator==(const PlayerBoard&, const PlayerBoard&) = default;
};

// A scoring track: its spaces in order, each worth points or holding a bonus tile.
struct TrackSpace {
    int points = 0;
    bool bonus = false;  // a bonus space: skipped when counting, its tile taken
    friend bool operator==(const TrackSpace&, const TrackSpace&) = default;
};

struct Content {
    int dice_per_colour = 11;
    int junkyard_spaces = 7;
    int upgrade_stacks = 6;
    int starting_sparks = 1;
    int robots_drawn_at_setup = 4;
    int assistants_dealt = 6;
    int assistants_drafted = 7;
    int kept_dice = 1;
    int rounds = 4;
    int solo_points_to_win = 50;
    int goal_points = 5;
    int goals_in_game = 2;
    int set_points = 3;  // for each set of four colours of completed robots
    int cogs_per_point = 3;

    std::vector<RobotCard> robots;               // 56
    std::vector<AssistantCard> assistants;       // 32
    std::vector<ProductionTile> production;      // one player's set of 4
    std::vector<UpgradeType> upgrades;           // 8 types
    std::vector<BonusTile> bonus_tiles;          // 8
    std::vector<GoalTile> goals;                 // 6
    std::vector<FactoryLevel> factory;           // the level track, lowest first
    std::vector<Effect> board_power_box;         // the box printed on every player board
    std::array<PlayerBoard, kColours> boards{};  // by colour
    std::array<std::vector<TrackSpace>, kColours> tracks{};  // by colour

    friend bool operator==(const Content&, const Content&) = default;
};

}  // namespace sparks
