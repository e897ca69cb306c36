// Tips for new players: which kind of moment an event is, so that the game can
// explain a rule the first time a player sees it happen, and the one line that
// explains it. The line comes from the data the engine plays (the Bonk! chart,
// the tile faces, the scenario's round cap), so it always says what the engine
// did; which tips a player has seen is the game's business, not the core's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sugarworks/event.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/game_event.hpp"

namespace sugarworks {

enum class TipKind : std::uint8_t {
    // A Bonk!, by the type of the candy struck: each type has its own line of the chart.
    BonkRedCircle,
    BonkYellowHexagon,
    BonkGreenTriangle,
    BonkBlueSquare,
    BonkPurpleRectangle,
    Eater,             // an eater took a candy of its type
    XTile,             // an X took a candy
    Jump,              // a jump arrow moved a candy two spaces
    Delivered,         // a candy went into a crate
    LostOffEdge,       // a candy left the board where no crate stands
    LostOntoOutput,    // a candy was moved left of column 1
    LostInLoop,        // the infinite-loop guard took a candy
    SpecialCompleted,  // a special order was completed
    GameEnded,         // the game is over
};

inline constexpr int kTipKindCount = static_cast<int>(TipKind::GameEnded) + 1;

// Stable ids, for the file that remembers which tips a player has seen:
// "bonk_red_circle", "eater", "x_tile", "jump", "delivered", "lost_off_edge",
// "lost_onto_output", "lost_in_loop", "special_completed", "game_ended".
std::string_view tip_kind_id(TipKind kind);
std::optional<TipKind> parse_tip_kind(std::string_view id);

// The Bonk! of a struck candy of this type.
constexpr TipKind bonk_tip(CandyType struck) {
    return static_cast<TipKind>(static_cast<int>(TipKind::BonkRedCircle) + index_of(struck));
}

// Whether a kind happens at a place on the floor (told there), or is told by
// the panel that shows it (a special order completed, the game's end).
bool on_the_floor(TipKind kind);

// A set of tip kinds, as a bit each.
class TipSet {
  public:
    bool has(TipKind kind) const { return (bits_ >> static_cast<int>(kind)) & 1u; }
    void add(TipKind kind) { bits_ |= 1u << static_cast<int>(kind); }
    bool empty() const { return bits_ == 0; }
    int size() const;
    friend bool operator==(const TipSet&, const TipSet&) = default;

  private:
    std::uint32_t bits_ = 0;
};
static_assert(kTipKindCount <= 32);

// The kind of moment a floor event is, if it is one worth a tip. A move along a
// conveyor, an activation, a tile laid, or the loss that follows an eating (the
// eating is the moment) are none.
std::optional<TipKind> tip_kind(const Event& event);
// The same for a game event: a floor event as above, a special order completed
// (or claimed, in Hidden Orders), the end of the game.
std::optional<TipKind> tip_kind(const GameEvent& event);

// The line explaining the rule behind a floor event that is a tip's moment
// (empty for one that is not): the Bonk! chart's line for the candy struck, the
// eater's or the X's corner icon as its tile describes it, and so on.
std::string tip_words(const Event& event, const Catalog& catalog);
// The same for a game event of `game`.
std::string tip_words(const GameEvent& event, const Game& game);

}  // namespace sugarworks
