// What happens on the floor, one step at a time: the list the GUI animates,
// the log narrates and special orders are triggered from.
#pragma once

#include <cstdint>

#include "sugarworks/board.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {

enum class EventKind : std::uint8_t {
    Activate,    // a candy starts its activation (from)
    Move,        // a candy moves (from -> to, with cause)
    Bonk,        // candy strikes other at `to` (depth = place in the chain, from 1)
    Eaten,       // a corner icon eats candy at `to` (tile = the tile that ate it)
    Delivered,   // candy drops into crate `index` at `to`
    Lost,        // candy goes to the Lost gutter (loss = why)
    TilePlaced,  // a conveyor tile is played on `to` (tile = new tile, other_tile = old one)
};

enum class MoveCause : std::uint8_t {
    Conveyor,   // the centre arrow of the space (or an output tile) moved it
    Jump,       // a jump moved it two spaces, skipping the one between
    Pushed,     // a Bonk! knocked it (it was struck by a Red Circle / Yellow Hexagon rule)
    Deflected,  // it struck a candy and the Bonk! sent it on
};

enum class LossCause : std::uint8_t {
    None,
    OffEdge,     // it left the grid where no crate stands
    OntoOutput,  // it was moved left of column 0, onto the output side
    Eaten,       // an eater or an X took it
    Loop,        // the infinite-loop guard
};

struct Event {
    EventKind kind = EventKind::Move;
    CandyId candy = kNoCandy;  // the candy this event is about
    CandyId other = kNoCandy;  // Bonk!: the candy struck
    CandyId actor =
        kNoCandy;  // the candy whose activation this belongs to (kNoCandy outside movement)
    Place from{};
    Place to{};
    MoveCause cause = MoveCause::Conveyor;  // Move; also Delivered and Lost: the move that did it
    LossCause loss = LossCause::None;
    CornerKind corner = CornerKind::None;  // Eaten: an eater or an X
    CrateKind crate = CrateKind::Heart;    // Delivered: which crate
    std::uint8_t step = 0;                 // 1 or 2: the actor's step this event belongs to
    std::uint8_t depth = 0;                // Bonk! chain depth reached so far in this step
    std::int8_t tile = -1;                 // Eaten, TilePlaced: physical tile (-1 printed)
    std::int8_t other_tile = -1;

    friend bool operator==(const Event&, const Event&) = default;
};

std::string_view event_kind_id(EventKind kind);
std::string_view move_cause_id(MoveCause cause);
std::string_view loss_cause_id(LossCause cause);

}  // namespace sugarworks
