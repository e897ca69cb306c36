// Shared helpers of the movement conformance suite (tests/sugarworks/floor/*_test.cpp):
// readable candy names, a one-line-per-event trace of a movement phase, and the
// invariants every phase must keep (candy conserved, each candy activates at
// most once, every event belongs to the activation it follows, Bonk! depths
// count 1, 2, 3 ... within a step).
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "sugarworks/movement.hpp"
#include "support/testkit.hpp"

namespace sugarworks::conformance {

// The candy types by their first letters, as the rulebook's pictures are read in
// the tests: R, Y, G, B, P.
inline constexpr CandyType R = CandyType::RedCircle;
inline constexpr CandyType Y = CandyType::YellowHexagon;
inline constexpr CandyType G = CandyType::GreenTriangle;
inline constexpr CandyType B = CandyType::BlueSquare;
inline constexpr CandyType P = CandyType::PurpleRectangle;

constexpr CandyId red(int serial) {
    return make_candy_id(CandyType::RedCircle, serial);
}
constexpr CandyId yellow(int serial) {
    return make_candy_id(CandyType::YellowHexagon, serial);
}
constexpr CandyId green(int serial) {
    return make_candy_id(CandyType::GreenTriangle, serial);
}
constexpr CandyId blue(int serial) {
    return make_candy_id(CandyType::BlueSquare, serial);
}
constexpr CandyId purple(int serial) {
    return make_candy_id(CandyType::PurpleRectangle, serial);
}

// "Red0", "Yel1", "Grn0", "Blu2", "Pur0": type and serial (the FloorBuilder takes
// serials from the supply in the order candies are placed, from 0).
inline std::string candy_name(CandyId id) {
    if (id == kNoCandy)
        return "none";
    static const char* const kShort[] = {"Red", "Yel", "Grn", "Blu", "Pur"};
    return std::string(kShort[index_of(type_of(id))]) + std::to_string(serial_of(id));
}

// "B3" on the grid, "B-upper" on a dock, "Heart" for a crate, "off:(-1,2)" or
// "off:B7" for a place outside the grid where no crate stands.
inline std::string place_name(const Place& p, const Floor& floor) {
    switch (p.kind) {
        case PlaceKind::Grid:
            return cell_name(p.cell(), floor.rows());
        case PlaceKind::Dock:
            return dock_spot_name(p.index);
        case PlaceKind::Crate:
            return std::string(crate_kind_name(floor.crate(p.index).kind));
        case PlaceKind::OffBoard:
            return "off:" + cell_name(p.cell(), floor.rows());
        case PlaceKind::Lost:
            return "lost";
        case PlaceKind::Supply:
            return "supply";
        case PlaceKind::None:
            break;
    }
    return "none";
}

// One event as one line. Every event of an activation is prefixed with its step
// and the Bonk! chain depth reached so far in that step: "s1 d2 ...".
inline std::string event_line(const Event& e, const Floor& floor) {
    const std::string sd =
        "s" + std::to_string(int{e.step}) + " d" + std::to_string(int{e.depth}) + " ";
    switch (e.kind) {
        case EventKind::Activate:
            return "activate " + candy_name(e.candy) + " at " + place_name(e.from, floor);
        case EventKind::Move:
            return sd + "move " + candy_name(e.candy) + " " + place_name(e.from, floor) + ">" +
                   place_name(e.to, floor) + " " + std::string(move_cause_id(e.cause));
        case EventKind::Bonk:
            return sd + "bonk " + candy_name(e.candy) + " hits " + candy_name(e.other) + " at " +
                   place_name(e.to, floor);
        case EventKind::Eaten:
            return sd + "eaten " + candy_name(e.candy) + " at " + place_name(e.to, floor);
        case EventKind::Delivered:
            return sd + "delivered " + candy_name(e.candy) + " into " + place_name(e.to, floor);
        case EventKind::Lost:
            return sd + "lost " + candy_name(e.candy) + " " + std::string(loss_cause_id(e.loss));
        case EventKind::TilePlaced:
            return "tile placed at " + place_name(e.to, floor);
    }
    return "?";
}

inline std::vector<std::string> trace(const std::vector<Event>& events, const Floor& floor) {
    std::vector<std::string> lines;
    for (const Event& e : events)
        lines.push_back(event_line(e, floor));
    return lines;
}

// Only the events of one candy's activation (its Activate event and every event
// whose actor it is).
inline std::vector<std::string> trace_of(const std::vector<Event>& events, const Floor& floor,
                                         CandyId actor) {
    std::vector<std::string> lines;
    for (const Event& e : events) {
        if (e.actor == actor || (e.kind == EventKind::Activate && e.candy == actor))
            lines.push_back(event_line(e, floor));
    }
    return lines;
}

// The candies that activated, in order, with where each started: "Red0@B3".
inline std::vector<std::string> activations(const std::vector<Event>& events, const Floor& floor) {
    std::vector<std::string> lines;
    for (const Event& e : events) {
        if (e.kind == EventKind::Activate)
            lines.push_back(candy_name(e.candy) + "@" + place_name(e.from, floor));
    }
    return lines;
}

inline int count_kind(const std::vector<Event>& events, EventKind kind) {
    int n = 0;
    for (const Event& e : events)
        n += e.kind == kind ? 1 : 0;
    return n;
}

inline int crate_count(const Floor& floor, CrateKind kind, CandyType type) {
    for (int i = 0; i < floor.crate_count(); ++i) {
        if (floor.crate(i).kind == kind)
            return floor.crate(i).contents[static_cast<size_t>(index_of(type))];
    }
    return -1;
}

inline int delivered_total(const Floor& floor) {
    int n = 0;
    for (int i = 0; i < floor.crate_count(); ++i)
        n += total(floor.crate(i).contents);
    return n;
}

inline int lost_of(const Floor& floor, CandyType type) {
    return floor.lost()[static_cast<size_t>(index_of(type))];
}

inline int on_grid_count(const Floor& floor) {
    int n = 0;
    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c)
            n += floor.candy_at({r, c}) != kNoCandy ? 1 : 0;
    }
    return n;
}

// The invariants every movement phase keeps, whatever the rules.
inline void check_phase_invariants(const Floor& before, const MovementOutcome& out,
                                   const MovementRules& rules) {
    for (CandyType type : kAllCandyTypes) {
        INFO("candies conserved: " << candy_type_name(type));
        CHECK(out.floor.accounted(type) == before.accounted(type));
        CHECK(out.floor.accounted(type) == out.floor.candies_per_type());
    }
    std::uint64_t activated = 0;
    CandyId actor = kNoCandy;
    int last_step = 0;
    int last_depth = 0;
    for (const Event& e : out.events) {
        if (e.kind == EventKind::Activate) {
            INFO("each candy activates at most once: " << candy_name(e.candy));
            CHECK((activated & (std::uint64_t{1} << e.candy)) == 0);
            activated |= std::uint64_t{1} << e.candy;
            CHECK(e.actor == e.candy);
            actor = e.candy;
            last_step = 0;
            last_depth = 0;
            continue;
        }
        INFO("event " << event_line(e, out.floor));
        CHECK(e.kind != EventKind::TilePlaced);
        CHECK(e.actor == actor);
        CHECK(int{e.step} >= 1);
        CHECK(int{e.step} <= rules.steps_per_activation);
        CHECK(int{e.step} >= last_step);
        if (e.step != last_step)
            last_depth = 0;
        last_step = e.step;
        if (e.kind == EventKind::Bonk) {
            CHECK(int{e.depth} == last_depth + 1);
        } else {
            CHECK(int{e.depth} == last_depth);
        }
        last_depth = e.depth;
    }
}

// One movement phase, with the invariants checked.
inline MovementOutcome run(const Floor& floor,
                           const MovementRules& rules = testkit::standard_rules()) {
    MovementOutcome out = resolve_movement(floor, rules);
    check_phase_invariants(floor, out, rules);
    return out;
}

using Lines = std::vector<std::string>;

}  // namespace sugarworks::conformance
