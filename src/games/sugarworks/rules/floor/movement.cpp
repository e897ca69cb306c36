// The candy movement resolver (rulings section 3).
//
// A Bonk! never branches: each collision sends exactly one candy on (the struck
// one or the striker), so a chain reaction is a loop over "the candy in
// transit", not a recursion. The activating candy takes its next step only when
// that loop has ended.
#include "sugarworks/movement.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

namespace sugarworks {
namespace {

constexpr std::uint64_t bit(CandyId id) {
    return std::uint64_t{1} << id;
}

// Cells in activation order as bits: the highest set bit is the right-most
// column and, within it, the top-most row.
constexpr int activation_bit(Cell c) {
    return c.col * kMaxRows + (kMaxRows - 1 - c.row);
}
// The inverse, as a table: it is asked once per activation.
constexpr auto kCellOfActivationBit = [] {
    std::array<Cell, 64> cells{};
    for (int b = 0; b < kMaxCells; ++b)
        cells[static_cast<size_t>(b)] = {kMaxRows - 1 - b % kMaxRows, b / kMaxRows};
    return cells;
}();
constexpr Cell cell_of_activation_bit(int b) {
    return kCellOfActivationBit[static_cast<size_t>(b)];
}
static_assert(activation_bit(cell_of_activation_bit(37)) == 37);
static_assert(kMaxCells <= 64, "one 64-bit mask holds the whole grid");

// What the floor looked like when a candy in transit entered an occupied space;
// a chain that meets the same arrangement again is going round in a loop.
struct Arrangement {
    CandyId mover;
    Cell at;
    std::array<CandyId, kMaxCells> grid;
    bool operator==(const Arrangement&) const = default;
};

// The arrangements met during one chain. Chains are short, so they live in a
// small fixed buffer; a longer chain spills into a vector.
class ArrangementLog {
  public:
    void clear() {
        count_ = 0;
        spill_.clear();
    }
    // Records `a`; true if it was recorded before.
    bool seen_or_add(const Arrangement& a) {
        const size_t inline_count = std::min(count_, kInline);
        for (size_t i = 0; i < inline_count; ++i) {
            if (inline_[i] == a)
                return true;
        }
        if (std::find(spill_.begin(), spill_.end(), a) != spill_.end())
            return true;
        if (count_ < kInline) {
            inline_[count_] = a;
        } else {
            spill_.push_back(a);
        }
        ++count_;
        return false;
    }

  private:
    static constexpr size_t kInline = 8;
    std::array<Arrangement, kInline> inline_;  // only the first count_ are meaningful
    std::vector<Arrangement> spill_;
    size_t count_ = 0;
};

class Resolver {
  public:
    Resolver(Floor& floor, const MovementRules& rules, std::vector<Event>& events)
        : floor_(floor),
          rules_(rules),
          events_(events),
          chains_can_loop_(chains_can_loop(rules.bonk)) {}

    void run() {
        // No branch on "is there a candy here": an empty space files its bit
        // under kNoCandy's slot, which is never read. Half the spaces are empty
        // in no pattern, so a branch here would be mispredicted half the time.
        for (int r = 0; r < floor_.rows(); ++r) {
            for (int c = 0; c < floor_.cols(); ++c) {
                waiting_on_grid_[type_index(floor_.candy_at({r, c}))] |= std::uint64_t{1}
                                                                         << activation_bit({r, c});
            }
        }
        for (int spot = 0; spot < floor_.dock_count(); ++spot)
            waiting_on_docks_[type_index(floor_.dock(spot).candy)] |= 1u << spot;
        for (CandyType type : rules_.order) {
            const auto t = static_cast<size_t>(index_of(type));
            for (;;) {
                // Right-most column first, then top-most row; docks count as the
                // column left of column 0. Chosen afresh each time, since Bonks!
                // move candies around.
                if (waiting_on_grid_[t] != 0) {
                    const Cell cell =
                        cell_of_activation_bit(63 - std::countl_zero(waiting_on_grid_[t]));
                    activate(floor_.candy_at(cell), Place::grid(cell));
                } else if (waiting_on_docks_[t] != 0) {
                    const int spot = std::countr_zero(waiting_on_docks_[t]);
                    activate(floor_.dock(spot).candy,
                             Place{PlaceKind::Dock, static_cast<std::int8_t>(dock_row(spot)), -1,
                                   static_cast<std::uint8_t>(spot)});
                } else {
                    break;
                }
            }
        }
    }

  private:
    static size_t type_index(CandyId id) { return static_cast<size_t>(index_of(type_of(id))); }
    bool activated(CandyId id) const { return (activated_ & bit(id)) != 0; }

    void activate(CandyId id, Place at) {
        if (at.kind == PlaceKind::Dock) {
            waiting_on_docks_[type_index(id)] &= ~(1u << at.index);
        } else {
            waiting_on_grid_[type_index(id)] &= ~(std::uint64_t{1} << activation_bit(at.cell()));
        }
        activated_ |= bit(id);
        actor_ = id;
        step_ = 0;
        depth_ = 0;
        emit({.kind = EventKind::Activate, .candy = id, .from = at});
        for (int s = 1; s <= rules_.steps_per_activation; ++s) {
            step_ = static_cast<std::uint8_t>(s);
            depth_ = 0;
            actor_on_grid_ = false;
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
            if (!actor_on_grid_)
                return;  // delivered or lost: the activation stops
            at = Place::grid(actor_cell_);
        }
    }

    // Moves `mover`, the activating candy (already lifted off the floor), from `from`
    // to `to`, then keeps resolving the Bonk! chain until no candy is left in transit.
    void travel(CandyId mover, Place from, Cell to, MoveCause cause) {
        arrangements_.clear();
        // The rulings: a chain that would go round forever does not happen; the candy
        // whose step began it blinks out into Lost from where it stood. What the chain
        // changes is kept to be put back (only a chart that can loop needs it).
        const size_t events_before = events_.size();
        if (chains_can_loop_) {
            floor_before_chain_ = floor_;
            waiting_before_chain_ = waiting_on_grid_;
        }
        const Place start = from;
        const MoveCause first_cause = cause;
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
                      .corner = tile.face.corner.kind,
                      .tile = tile.tile});
                lose(mover, here, here, LossCause::Eaten, cause);
                return;
            }
            const CandyId struck = floor_.candy_at(to);
            if (struck == kNoCandy) {
                put(to, mover);
                return;
            }
            if (chains_can_loop_ &&
                arrangements_.seen_or_add(Arrangement{mover, to, floor_.grid_candies()})) {
                floor_ = *floor_before_chain_;
                waiting_on_grid_ = waiting_before_chain_;
                events_.resize(events_before);
                depth_ = 0;
                actor_on_grid_ = false;
                lose(actor_, start, start, LossCause::Loop, first_cause);
                return;
            }
            ++depth_;
            emit({.kind = EventKind::Bonk,
                  .candy = mover,
                  .other = struck,
                  .from = from,
                  .to = here});
            const BonkRule rule = rules_.bonk[type_index(struck)];
            if (rule.mover == BonkMover::Struck) {
                lift(to, struck);
                put(to, mover);  // the striker takes the struck candy's space
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
            emit({.kind = EventKind::Delivered,
                  .candy = mover,
                  .from = in_crate,
                  .to = in_crate,
                  .cause = cause,
                  .crate = floor_.crate(*crate).kind});
            floor_.deliver(*crate, type_of(mover));
            return;
        }
        const Place off{PlaceKind::OffBoard, c8(to.row), c8(to.col), 0};
        emit({.kind = EventKind::Move, .candy = mover, .from = from, .to = off, .cause = cause});
        // The FAQ: nothing may be pushed back onto an output tile; left of column 0 is Lost.
        const bool onto_output = to.col < 0 && to.row >= 0 && to.row < floor_.rows();
        lose(mover, off, off, onto_output ? LossCause::OntoOutput : LossCause::OffEdge, cause);
    }

    void lose(CandyId id, Place from, Place at, LossCause why, MoveCause cause) {
        emit({.kind = EventKind::Lost,
              .candy = id,
              .from = from,
              .to = at,
              .cause = cause,
              .loss = why});
        floor_.lose(type_of(id));
    }

    void put(Cell to, CandyId id) {
        floor_.put_candy(to, id);
        if (!activated(id))
            waiting_on_grid_[type_index(id)] |= std::uint64_t{1} << activation_bit(to);
        if (id == actor_) {
            actor_cell_ = to;
            actor_on_grid_ = true;
        }
    }

    void lift(Cell from, CandyId id) {
        floor_.clear_candy(from);
        if (!activated(id))
            waiting_on_grid_[type_index(id)] &= ~(std::uint64_t{1} << activation_bit(from));
        if (id == actor_)
            actor_on_grid_ = false;
    }

    // Appends an event of this activation. The caller builds the whole event as
    // one value, so it is written with a few wide stores rather than field by field.
    void emit(Event e) {
        e.actor = actor_;
        e.step = step_;
        e.depth = depth_;
        events_.push_back(e);
    }

    Floor& floor_;
    const MovementRules& rules_;
    std::vector<Event>& events_;
    const bool chains_can_loop_;
    ArrangementLog arrangements_;

    // Candies not yet activated, per type: grid cells as activation bits, dock spots as bits.
    // Indexed by type_index(id); the last slot is kNoCandy's (see run()).
    static constexpr size_t kWaitingSlots = static_cast<size_t>(kNoCandy / kMaxCandiesPerType) + 1;
    std::array<std::uint64_t, kWaitingSlots> waiting_on_grid_{};
    std::array<std::uint32_t, kWaitingSlots> waiting_on_docks_{};
    // The floor and the candies waiting on it as a chain began (charts that can loop only).
    std::optional<Floor> floor_before_chain_;
    std::array<std::uint64_t, kWaitingSlots> waiting_before_chain_{};
    std::uint64_t activated_ = 0;
    CandyId actor_ = kNoCandy;
    // Where the activating candy stands now; not on the grid once delivered or lost.
    // Kept as a cell and a flag, not a Place: a Place assembled byte by byte and
    // read back whole stalls the store buffer on every step.
    Cell actor_cell_{};
    bool actor_on_grid_ = false;
    std::uint8_t step_ = 0;
    std::uint8_t depth_ = 0;
};

}  // namespace

// Every Bonk! sends a candy on from the space just entered. When each rule's
// direction moves right, or straight up or down with all such rules agreeing, the
// spaces entered in one chain strictly advance (column first, then row), so no chain
// can meet an arrangement twice and the loop guard has nothing to watch. The standard
// chart (right, up-right, down) is such a chart.
bool chains_can_loop(const BonkChart& chart) {
    int vertical = 0;
    for (const BonkRule& rule : chart) {
        const Offset o = offset_of(rule.direction);
        if (o.dcol < 0)
            return true;
        if (o.dcol == 0) {
            if (vertical != 0 && vertical != o.drow)
                return true;
            vertical = o.drow;
        }
    }
    return false;
}

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
        events.push_back({.kind = EventKind::Eaten,
                          .candy = id,
                          .from = here,
                          .to = here,
                          .corner = tile.face.corner.kind,
                          .tile = tile.tile});
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
