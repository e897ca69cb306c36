// A table arranged by hand after the seeded set-up: a lesson's fixed deal, or a
// rulebook example. Each card, tile and candy it names is moved from wherever the
// set-up put it to the named place; what was there goes to where the named one
// came from, so every card and candy of the game is still in exactly one place.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sugarworks/board.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/game_state.hpp"
#include "sugarworks/geometry.hpp"

namespace sugarworks {

class Game;

// A seat's hand, each part replaced whole when given (cards by catalog index).
struct SeatArrangement {
    std::optional<std::vector<int>> tiles;   // the conveyor tiles in hand
    std::optional<std::vector<int>> orders;  // the order cards in hand
};

struct TileOnFloor {
    Cell at{};
    int tile = 0;  // physical tile, by catalog index
};

// A candy on the floor: on a grid space, or on the output tile of its type.
struct CandyOnFloor {
    CandyType type = CandyType::RedCircle;
    Cell at{};
    bool on_output = false;
};

// Candies that left the floor before the game starts: in a crate, or Lost.
struct CandiesOffFloor {
    std::optional<CrateKind> crate;  // none: the Lost gutter
    CandyType type = CandyType::RedCircle;
    int count = 1;
};

struct BlanketArrangement {
    int card = 0;  // catalog index
    bool colourful = false;
};

struct Arrangement {
    std::vector<SeatArrangement> seats;  // by seat; seats not listed keep their deal
    // The face-up orders, slot by slot (kNoCard: the slot keeps its card).
    std::vector<int> market;
    std::vector<int> order_deck_top;  // the top cards of the order deck, the top one first
    std::vector<int> tile_deck_top;   // the top tiles of the tile deck, the top one first
    // The blanket orders in play, all of them, with the side each shows.
    std::optional<std::vector<BlanketArrangement>> blankets;
    // Which output tile stands on each dock spot, all of them (a spot left out is
    // open); an output's candy moves with it.
    std::optional<std::array<std::optional<CandyType>, kMaxDocks>> outputs;
    std::vector<TileOnFloor> tiles;  // tiles lying on the floor, as if played earlier
    // The candies on the floor, all of them: those not named go back to the supply.
    std::optional<std::vector<CandyOnFloor>> candies;
    std::vector<CandiesOffFloor> off_floor;

    bool empty() const;
};

// Which entry of an arrangement a problem is about, for the caller to name in its
// own words (a lesson names a JSON pointer). `index` is the entry's place in its
// list (for Outputs the dock spot), -1 for the part as a whole.
enum class ArrangePart : std::uint8_t {
    Seat,        // seats[seat]
    SeatTiles,   // seats[seat].tiles[index]
    SeatOrders,  // seats[seat].orders[index]
    Market,
    OrderDeckTop,
    TileDeckTop,
    Blankets,
    Outputs,
    Tiles,
    Candies,
    OffFloor,
};

struct ArrangeProblem {
    ArrangePart part = ArrangePart::Seat;
    int seat = -1;
    int index = -1;
    std::string message;
    friend bool operator==(const ArrangeProblem&, const ArrangeProblem&) = default;
};

// Arranges `state`, fresh from game.new_game(), as `arrangement` says. Every
// problem is listed (a card unknown, not in this game or named twice, a hand over
// its limit, a space off the board, a candy type not in play, more candies than
// there are ...); with any problem the state is left as it was.
std::vector<ArrangeProblem> arrange(const Game& game, GameState& state,
                                    const Arrangement& arrangement);

}  // namespace sugarworks
