// The candy movement resolver (rulings section 3).
//
// A Bonk! never branches: each collision sends exactly one candy on (the struck
// one or the striker), so a chain reaction is a loop over "the candy in
// transit", not a recursion. The activating candy takes its next step only when
// that loop has ended.
#include "sugarworks/movement.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace sugarworks {
namespace {

constexpr std::uint64_t bit(CandyId id) {
    return std::uint64_t{1} << id;
}

// What the floor looked like when a candy in transit entered an occupied space;
// a chain that meets the same arrangement again is going round in a loop.
struct Arrangement {
    std::array<CandyId, kMaxCells> grid;
    CandyId mover;
    Cell at;
};

class Resolver {
  public:
    Resolver(Floor& floor, const MovementRules& rules, std::vector<Event>& events)
        : floor_(floor), rules_(rules), events_(events) {}

    void run() {
        for (CandyType type : rules_.order) {
            while (auto place = next_to_activate(type))
                activate(*place);
        }
    }

  private:
    // Right-most column first, then top-most row; docks count as the column left
    // of column 0. Chosen afresh each time, since Bonks! move candies around.
    std::optional<std::pair<CandyId, Place>> next_to_activate(CandyType type) const {
        for (int c = floor_.cols() - 1; c >= 0; --c) {
            for (int r = 0; r < floor_.rows(); ++r) {
                const CandyId id = floor_.candy_at({r, c});
                if (id != kNoCandy && type_of(id) == type && !(activated_ & bit(id))) {
                    return std::pair{id, Place::grid({r, c})};
                }
            }
        }
        for (int spot = 0; spot < floor_.dock_count(); ++spot) {
            const CandyId id = floor_.dock(spot).candy;
            if (id != kNoCandy && type_of(id) == type && !(activated_ & bit(id))) {
                return std::pair{
                    id, Place{PlaceKind::Dock, static_cast<std::int8_t>(dock_row(spot)), -1,
                              static_cast<std::uint8_t>(spot)}};
            }
        }
        return std::nullopt;
    }

    void activate(std::pair<CandyId, Place> candidate) {
        auto [id, at] = candidate;
        activated_ |= bit(id);
        actor_ = id;
        step_ = 0;
        depth_ = 0;
        emit({.kind = EventKind::Activate, .candy = id, .from = at});
        for (int s = 1; s <= rules_.steps_per_activation; ++s) {
            step_ = static_cast<std::uint8_t>(s);
            depth_ = 0;
            if (at.kind == PlaceKind::Dock) {
                // An output tile sends its candy into column 0 of its row, like a right arrow.
                floor_.set_dock_candy(at.index, kNoCandy);
                travel(id, at, Cell{at.row, 0}, MoveCause::Conveyor);
            } else {
                const Cell cell = at.cell();
                const CenterMove move = move_of(floor_.tile_at(cell).face.center);
                floor_.clear_candy(cell);
                travel(id, at, step(cell, move.direction, move.distance),
                       move.distance > 1 ? MoveCause::Jump : MoveCause::Conveyor);
            }
            const auto now = floor_.find(id);
            if (!now)
                return;  // delivered or lost: the activation stops
            at = *now;
        }
    }

    // Moves `mover` (already lifted off the floor) from `from` to `to`, then keeps
    // resolving the Bonk! chain until no candy is left in transit.
    void travel(CandyId mover, Place from, Cell to, MoveCause cause) {
        arrangements_.clear();
        for (;;) {
            if (!floor_.on_grid(to)) {
                leave_grid(mover, from, to, cause);
                return;
            }
            const Place here = Place::grid(to);
            emit({.kind = EventKind::Move,
                  .candy = mover,
                  .from = from,
                  .to = here,
                  .cause = cause});
            const PlacedTile& tile = floor_.tile_at(to);
            if (tile.face.corner.eats_candy(type_of(mover))) {
                // Eating happens on entry, before any Bonk!.
                emit({.kind = EventKind::Eaten,
                      .candy = mover,
                      .from = here,
                      .to = here,
                      .tile = tile.tile});
                lose(mover, here, here, LossCause::Eaten);
                return;
            }
            const CandyId struck = floor_.candy_at(to);
            if (struck == kNoCandy) {
                floor_.put_candy(to, mover);
                return;
            }
            if (seen_before(mover, to)) {
                lose(mover, here, here, LossCause::Loop);
                return;
            }
            ++depth_;
            emit({.kind = EventKind::Bonk,
                  .candy = mover,
                  .other = struck,
                  .from = from,
                  .to = here});
            const BonkRule rule = rules_.bonk[static_cast<size_t>(index_of(type_of(struck)))];
            if (rule.mover == BonkMover::Struck) {
                floor_.put_candy(to, mover);  // the striker takes the struck candy's space
                mover = struck;
                cause = MoveCause::Pushed;
            } else {
                cause = MoveCause::Deflected;
            }
            from = here;
            to = step(to, rule.direction);
        }
    }

    void leave_grid(CandyId mover, Place from, Cell to, MoveCause cause) {
        const auto c8 = [](int v) { return static_cast<std::int8_t>(v); };
        if (const auto crate = floor_.crate_at(to)) {
            const Place in_crate{PlaceKind::Crate, c8(to.row), c8(to.col),
                                 static_cast<std::uint8_t>(*crate)};
            emit({.kind = EventKind::Move,
                  .candy = mover,
                  .from = from,
                  .to = in_crate,
                  .cause = cause});
            emit({.kind = EventKind::Delivered, .candy = mover, .from = in_crate, .to = in_crate});
            floor_.deliver(*crate, type_of(mover));
            return;
        }
        const Place off{PlaceKind::OffBoard, c8(to.row), c8(to.col), 0};
        emit({.kind = EventKind::Move, .candy = mover, .from = from, .to = off, .cause = cause});
        // The FAQ: nothing may be pushed back onto an output tile; left of column 0 is Lost.
        const bool onto_output = to.col < 0 && to.row >= 0 && to.row < floor_.rows();
        lose(mover, off, off, onto_output ? LossCause::OntoOutput : LossCause::OffEdge);
    }

    void lose(CandyId id, Place from, Place at, LossCause why) {
        emit({.kind = EventKind::Lost, .candy = id, .from = from, .to = at, .loss = why});
        floor_.lose(type_of(id));
    }

    bool seen_before(CandyId mover, Cell at) {
        Arrangement now{};
        for (int r = 0; r < floor_.rows(); ++r) {
            for (int c = 0; c < floor_.cols(); ++c)
                now.grid[static_cast<size_t>(r * kMaxCols + c)] = floor_.candy_at({r, c});
        }
        now.mover = mover;
        now.at = at;
        const bool seen =
            std::any_of(arrangements_.begin(), arrangements_.end(), [&](const Arrangement& a) {
                return a.mover == now.mover && a.at == now.at && a.grid == now.grid;
            });
        arrangements_.push_back(now);
        return seen;
    }

    void emit(Event e) {
        e.actor = actor_;
        e.step = step_;
        e.depth = depth_;
        events_.push_back(e);
    }

    Floor& floor_;
    const MovementRules& rules_;
    std::vector<Event>& events_;
    std::vector<Arrangement> arrangements_;
    std::uint64_t activated_ = 0;
    CandyId actor_ = kNoCandy;
    std::uint8_t step_ = 0;
    std::uint8_t depth_ = 0;
};

}  // namespace

void resolve_movement_in_place(Floor& floor, const MovementRules& rules,
                               std::vector<Event>& events) {
    Resolver(floor, rules, events).run();
}

MovementOutcome resolve_movement(const Floor& floor, const MovementRules& rules) {
    MovementOutcome outcome{floor, {}};
    outcome.events.reserve(64);
    resolve_movement_in_place(outcome.floor, rules, outcome.events);
    return outcome;
}

PlacedTile place_tile(Floor& floor, Cell cell, PlacedTile tile, std::vector<Event>& events) {
    const PlacedTile old = floor.tile_at(cell);
    floor.set_tile(cell, tile);
    const Place here = Place::grid(cell);
    events.push_back(
        {.kind = EventKind::TilePlaced, .to = here, .tile = tile.tile, .other_tile = old.tile});
    const CandyId id = floor.candy_at(cell);
    if (id != kNoCandy && tile.face.corner.eats_candy(type_of(id))) {
        // The FAQ: a tile played under its favourite candy eats it at once.
        events.push_back(
            {.kind = EventKind::Eaten, .candy = id, .from = here, .to = here, .tile = tile.tile});
        events.push_back({.kind = EventKind::Lost,
                          .candy = id,
                          .from = here,
                          .to = here,
                          .loss = LossCause::Eaten});
        floor.clear_candy(cell);
        floor.lose(type_of(id));
    }
    return old;
}

}  // namespace sugarworks
