// The movement clip is what the table animates after a turn: it must hold
// exactly the core's floor events, start from the floor the conveyors found,
// and lead to the floor the core ended on. Checked over random games of every
// scenario, where tiles, eaters, crates and production all take part.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "anim/movement_clip.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/movement.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

struct Setup {
    std::string scenario;
    int players = 2;
    std::vector<Toggle> toggles;
    std::uint64_t seed = 1;
};

std::string place_text(const Place& p) {
    std::ostringstream out;
    out << "kind " << static_cast<int>(p.kind) << " row " << static_cast<int>(p.row) << " col "
        << static_cast<int>(p.col) << " index " << static_cast<int>(p.index);
    return out.str();
}

// The first difference between two tallies in words, or "" when they agree
// (Catch cannot print a tally, and "{?} == {?}" helps nobody).
std::string difference(const FloorTally& got, const FloorTally& want) {
    for (int id = 0; id < kCandyIdSlots; ++id) {
        const auto i = static_cast<size_t>(id);
        if (got.where[i] != want.where[i])
            return "candy " + std::to_string(id) + " is at " + place_text(got.where[i]) +
                   ", expected " + place_text(want.where[i]);
    }
    for (size_t c = 0; c < got.crates.size(); ++c) {
        if (got.crates[c] != want.crates[c])
            return "crate " + std::to_string(c) + " holds other candies";
    }
    if (got.lost != want.lost)
        return "the Lost counts differ";
    if (got.supply != want.supply)
        return "the supply counts differ";
    return "";
}

struct MovementSpan {
    int started = -1;
    int ended = -1;
};

MovementSpan find_movement(const std::vector<GameEvent>& events) {
    MovementSpan span;
    for (int i = 0; i < static_cast<int>(events.size()); ++i) {
        const GameEventKind kind = events[static_cast<size_t>(i)].kind;
        if (kind == GameEventKind::MovementStarted && span.started < 0)
            span.started = i;
        else if (kind == GameEventKind::MovementEnded && span.started >= 0 && span.ended < 0)
            span.ended = i;
    }
    return span;
}

// The floor the conveyors started from: the same action on the state before
// it, with the turn count set back so that this turn does not end the round.
// The action's own changes to the floor (a tile, a candy made, an output
// moved) happen as before; only the movement is left out.
std::optional<Floor> floor_before_movement(const sugarworks::Game& game, const GameState& before,
                                           const Action& action) {
    GameState s = before;
    s.turns_taken = 0;
    if (s.player_count == 1)
        s.player_count = 2;
    auto applied = game.apply(s, action);
    const auto* done = std::get_if<Applied>(&applied);
    if (!done || find_movement(done->events).started >= 0)
        return std::nullopt;
    // Lucy Mode makes candy after a turn that ends no round: the conveyors would have
    // run before it, so it is taken back.
    Floor floor = done->state.floor;
    for (const GameEvent& e : done->events) {
        if (e.kind != GameEventKind::CandyProduced || e.player >= 0)
            continue;
        const CandyId id = floor.dock(e.spot).candy;
        floor.set_dock_candy(e.spot, kNoCandy);
        floor.set_supply_bits(floor.supply_bits() | (std::uint64_t{1} << id));
    }
    return floor;
}

struct Counts {
    int actions = 0;
    int movements = 0;
    int rebuilt = 0;  // movements whose starting floor was found by replaying the action
    int produced_after = 0;
    int delivered = 0;
    int lost = 0;
};

void check_game(const Setup& setup, Counts& counts) {
    const Catalog& catalog = testkit::catalog();
    const Scenario* scenario = catalog.scenario(setup.scenario);
    REQUIRE(scenario);
    ToggleSet toggles;
    for (Toggle t : setup.toggles)
        toggles.add(t);
    Match match(
        sugarworks::Game(catalog, GameOptions::for_scenario(*scenario, setup.players, toggles)),
        setup.seed);
    const sugarworks::Game& game = match.game();
    Rng rng(setup.seed * 7919u + 13u);
    std::vector<Action> legal;

    for (int step = 0; step < 600 && !match.state().over(); ++step) {
        game.legal_actions(match.state(), legal);
        REQUIRE_FALSE(legal.empty());
        const Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const GameState before = match.state();
        auto applied = match.apply(action);
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(applied));
        const auto& events = std::get<std::vector<GameEvent>>(applied);
        const GameState& after = match.state();
        ++counts.actions;

        const MovementSpan span = find_movement(events);
        INFO(setup.scenario << " for " << setup.players << ", seed " << setup.seed << ", action "
                            << step);
        // The core keeps the floor the conveyors started from exactly when they ran.
        REQUIRE((match.movement_start().has_value()) == (span.started >= 0));
        const std::optional<MovementClip> clip =
            match.movement_start() ? movement_clip(events, *match.movement_start()) : std::nullopt;
        if (span.started < 0) {
            // (d) nothing to play back.
            REQUIRE_FALSE(clip);
            continue;
        }
        REQUIRE(span.ended > span.started);
        REQUIRE(clip);
        ++counts.movements;

        // (a) the floor events between the start and the end of the conveyors, in order.
        std::vector<Event> floor_events;
        std::vector<int> indices;
        for (int i = span.started + 1; i < span.ended; ++i) {
            const GameEvent& e = events[static_cast<size_t>(i)];
            if (e.kind == GameEventKind::Floor) {
                floor_events.push_back(e.floor);
                indices.push_back(i);
            }
        }
        REQUIRE(clip->events == floor_events);
        CHECK(clip->game_events == indices);
        CHECK(clip->first_game_event == span.started);
        CHECK(clip->round == events[static_cast<size_t>(span.started)].round);

        // (b) played from its start, the clip ends where the core's floor is,
        // but for the candies produced after the conveyors stopped: those are
        // still in the supply when the clip ends.
        FloorTally want = tally_floor(after.floor);
        for (size_t i = static_cast<size_t>(span.ended); i < events.size(); ++i) {
            const GameEvent& e = events[i];
            if (e.kind != GameEventKind::CandyProduced)
                continue;
            REQUIRE(e.spot >= 0);
            const CandyId made = after.floor.dock(e.spot).candy;
            REQUIRE(made != kNoCandy);
            REQUIRE(type_of(made) == e.candy);
            want.where[made] = Place{};
            ++want.supply[static_cast<size_t>(index_of(e.candy))];
            ++counts.produced_after;
        }
        FloorTally played = clip->start;
        for (const Event& e : clip->events) {
            apply_event(played, e);
            counts.delivered += e.kind == EventKind::Delivered;
            counts.lost += e.kind == EventKind::Lost;
        }
        CHECK(difference(played, want) == "");

        // (c) every candy at the start stands on its own grid space or dock.
        std::vector<Place> taken;
        for (const Place& p : clip->start.where) {
            if (p.kind == PlaceKind::None)
                continue;
            CHECK((p.kind == PlaceKind::Grid || p.kind == PlaceKind::Dock));
            if (p.kind == PlaceKind::Grid)
                CHECK(after.floor.on_grid(p.cell()));
            else
                CHECK(p.index < after.floor.dock_count());
            CHECK(std::find(taken.begin(), taken.end(), p) == taken.end());
            taken.push_back(p);
        }

        // ...and the start is the floor the conveyors found, which moves on to
        // exactly these events.
        const std::optional<Floor> pre = floor_before_movement(game, before, action);
        if (!pre)
            continue;
        ++counts.rebuilt;
        const MovementOutcome again = resolve_movement(*pre, game.movement_rules(before));
        REQUIRE(again.events == clip->events);
        CHECK(difference(clip->start, tally_floor(*pre)) == "");
    }
}

}  // namespace

TEST_CASE("a movement clip holds the core's movement events and its start and end floors",
          "[app][clip]") {
    std::vector<Setup> setups = {
        {"first_shift", 1, {}, 3},
        {"first_shift", 4, {}, 4},
        {"second_shift", 2, {}, 5},
        {"third_shift", 1, {}, 6},
        {"third_shift", 2, {}, 7},
        {"third_shift", 3, {Toggle::SideB, Toggle::ShuffledActivation}, 8},
        {"third_shift", 4, {Toggle::ShuffledOutputs, Toggle::Sugarworkers}, 9},
        {"classic", 2, {}, 10},
        {"lucy", 1, {}, 11},
        {"lucy", 3, {Toggle::SideB}, 12},
        {"cooperative", 1, {}, 13},
        {"cooperative", 3, {Toggle::Sugarworkers}, 14},
        {"irritating_coworkers",
         2,
         {Toggle::OrderPawning, Toggle::OrderSwapping, Toggle::HiddenOrders},
         15},
        {"irritating_coworkers", 4, {Toggle::HiddenOrders, Toggle::ShuffledActivation}, 16},
    };
    Counts counts;
    for (const Setup& setup : setups) {
        for (std::uint64_t extra = 0; extra < 2; ++extra) {
            Setup s = setup;
            s.seed = setup.seed * 1000u + extra;
            check_game(s, counts);
        }
    }
    INFO(counts.actions << " actions, " << counts.movements << " movements, " << counts.rebuilt
                        << " rebuilt");
    // The games must have exercised what the clip takes back out.
    CHECK(counts.movements >= 200);
    CHECK(counts.rebuilt == counts.movements);
    CHECK(counts.produced_after > 0);
    CHECK(counts.delivered > 0);
    CHECK(counts.lost > 0);
}

TEST_CASE("events without a movement give no clip", "[app][clip]") {
    Match match(sugarworks::Game(testkit::catalog(), testkit::options_on(2)), 21);
    CHECK_FALSE(movement_clip(match.setup_events(), match.state().floor));
    CHECK_FALSE(movement_clip({}, match.state().floor));
}
