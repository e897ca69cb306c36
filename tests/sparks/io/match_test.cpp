// The engine's match (engine/match.hpp) on a small made-up game, then on Sparks:
// actions applied and refused, undo only of what showed nothing, redo until
// another action, a match cut short, and events found again by replaying.
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/match.hpp"
#include "io/io_kit.hpp"
#include "sparks/match.hpp"

namespace {

// Two players take turns adding 1 to 3 to a total; a "peek" draws a secret number,
// which may not be taken back.
struct Counting {
    struct State {
        int total = 0;
        int turn = 0;
        int secret = 0;
        friend bool operator==(const State&, const State&) = default;
    };
    struct Action {
        int add = 1;
        bool peek = false;
        friend bool operator==(const Action&, const Action&) = default;
    };
    struct Event {
        enum Kind { Start, Added, Peeked } kind = Start;
        int amount = 0;
        friend bool operator==(const Event&, const Event&) = default;
    };
    struct Rejection {
        std::string why;
    };

    int start = 0;

    State new_game(std::uint64_t seed, std::vector<Event>& events) const {
        events.push_back({Event::Start, static_cast<int>(seed)});
        return State{start, 0, static_cast<int>(seed % 100)};
    }
    std::optional<Rejection> apply_in_place(State& s, const Action& a,
                                            std::vector<Event>& events) const {
        if (a.add < 1 || a.add > 3)
            return Rejection{"add 1 to 3"};
        s.total += a.add;
        events.push_back({Event::Added, a.add});
        if (a.peek) {
            s.secret = (s.secret * 31 + 7) % 100;
            events.push_back({Event::Peeked, s.secret});
        }
        ++s.turn;
        return std::nullopt;
    }
    int actor(const State& s) const { return s.turn % 2; }
    static bool undoable(const Action&, const std::vector<Event>& events) {
        for (const Event& e : events) {
            if (e.kind == Event::Peeked)
                return false;
        }
        return true;
    }
};

using CountingMatch = engine::Match<Counting>;

Counting::Action add(int n, bool peek = false) {
    return {n, peek};
}

}  // namespace

TEST_CASE("A match applies actions and keeps the state before each", "[sparks][match]") {
    CountingMatch match(Counting{10}, 42);
    CHECK(match.seed() == 42);
    CHECK_FALSE(match.arranged());
    CHECK(match.state().total == 10);
    CHECK(match.setup_events() == std::vector<Counting::Event>{{Counting::Event::Start, 42}});
    CHECK(match.to_act() == 0);

    const auto result = match.apply(add(2));
    REQUIRE(std::holds_alternative<std::vector<Counting::Event>>(result));
    CHECK(std::get<0>(result) == std::vector<Counting::Event>{{Counting::Event::Added, 2}});
    CHECK(match.state().total == 12);
    CHECK(match.to_act() == 1);

    const auto refused = match.apply(add(5));
    REQUIRE(std::holds_alternative<Counting::Rejection>(refused));
    CHECK(std::get<1>(refused).why == "add 1 to 3");
    CHECK(match.actions().size() == 1);
    CHECK(match.state().total == 12);

    match.apply(add(3, true));
    match.apply(add(1));
    CHECK(match.states().size() == 4);
    CHECK(match.states()[1].total == 12);
    CHECK(match.actor(0) == 0);
    CHECK(match.actor(1) == 1);
    CHECK(match.actor(2) == 0);
    // Events are found again by applying the action to the state before it.
    CHECK(match.events(1) ==
          std::vector<Counting::Event>{{Counting::Event::Added, 3}, {Counting::Event::Peeked, 9}});
    CHECK(match.events(7).empty());
}

TEST_CASE("Undo takes back only what showed nothing, and redo puts it back", "[sparks][match]") {
    CountingMatch match(Counting{}, 1);
    CHECK_FALSE(match.can_undo());
    CHECK_FALSE(match.undo());
    CHECK_FALSE(match.redo());

    match.apply(add(1));
    match.apply(add(2, true));  // a peek: not to be taken back
    CHECK_FALSE(match.can_undo());
    CHECK_FALSE(match.undo());

    match.apply(add(3));
    match.apply(add(1));
    CHECK(match.can_undo());
    CHECK(match.can_take_back(1));  // seat 1 took the last action
    CHECK_FALSE(match.can_take_back(0));
    const auto before = match.states();

    REQUIRE(match.undo());
    REQUIRE(match.undo());
    CHECK(match.actions().size() == 2);
    CHECK(match.state() == before[2]);
    CHECK_FALSE(match.can_undo());  // the peek is next
    CHECK(match.can_redo());

    // Redo in the order taken back, with the events of the action.
    const auto redone = match.redo();
    REQUIRE(redone);
    CHECK(*redone == std::vector<Counting::Event>{{Counting::Event::Added, 3}});
    CHECK(match.state() == before[3]);
    CHECK(match.can_redo());
    REQUIRE(match.redo());
    CHECK(match.state() == before[4]);
    CHECK(match.states() == before);
    CHECK_FALSE(match.can_redo());

    // Another action ends what can be redone.
    REQUIRE(match.undo());
    CHECK(match.can_redo());
    match.apply(add(2));
    CHECK_FALSE(match.can_redo());
    CHECK(match.state().total == 8);
}

TEST_CASE("A match cut after its first actions plays on from there", "[sparks][match]") {
    CountingMatch match(Counting{}, 5);
    for (int n : {1, 2, 3, 1})
        match.apply(add(n));
    match.undo();
    const CountingMatch first = match.first(2);
    CHECK(first.actions() == std::vector<Counting::Action>{add(1), add(2)});
    CHECK(first.states().size() == 3);
    CHECK(first.state() == match.states()[2]);
    CHECK_FALSE(first.can_redo());
    CHECK(first.can_undo());
    CHECK(match.first(100).actions().size() == 3);
    CHECK(match.first(0).state() == match.states()[0]);

    // A start arranged by hand.
    CountingMatch arranged(Counting{}, 5, Counting::State{50, 1, 0}, {});
    CHECK(arranged.arranged());
    CHECK(arranged.to_act() == 1);
    arranged.apply(add(3));
    CHECK(arranged.state().total == 53);
}

using namespace sparks;

TEST_CASE("Sparks actions that draw, deal, reroll or pass cards are not undoable",
          "[sparks][match]") {
    const Action sell{.kind = ActionKind::Sell, .die = 3};
    CHECK(undoable(sell, {{.kind = EventKind::DieSold, .player = 0, .die = 3, .amount = 1}}));
    CHECK(undoable(sell, {}));
    for (EventKind revealing :
         {EventKind::DieGained, EventKind::DieRerolled, EventKind::JunkyardRefilled,
          EventKind::RobotsDrawn, EventKind::AssistantDrawn, EventKind::AssistantsDealt,
          EventKind::PacketsPassed, EventKind::BagRefilled}) {
        INFO(event_kind_id(revealing));
        CHECK_FALSE(undoable(sell, {{.kind = EventKind::CogsGained}, {.kind = revealing}}));
    }
    // Starting a reroll and choosing its dice show nothing; the roll's DieRerolled does.
    CHECK(undoable(Action{.kind = ActionKind::RerollDice}, {}));
}

TEST_CASE("In random games of Sparks, undo restores the state and shows nothing drawn",
          "[sparks][match]") {
    int undone = 0;
    int kept = 0;
    for (const Game& game : testing::some_games()) {
        const Match played = testing::random_match(game, 21, 100000);
        Match match(game, played.seed());
        for (std::size_t i = 0; i < played.actions().size(); ++i) {
            const GameState before = match.state();
            const auto result = match.apply(played.actions()[i]);
            REQUIRE(std::holds_alternative<std::vector<Event>>(result));
            const auto& events = std::get<0>(result);
            CHECK(match.events(i) == events);
            CHECK(can_be_undone(game, before, played.actions()[i]) == match.can_undo());
            // Whatever used the generator drew or rolled something: never undone.
            if (!(match.state().rng == before.rng)) {
                INFO("action " << i << " of " << game.options().players << " players, kind "
                               << action_kind_id(played.actions()[i].kind));
                CHECK_FALSE(match.can_undo());
            }
            if (match.can_undo()) {
                const GameState after = match.state();
                REQUIRE(match.undo());
                CHECK(match.state() == before);
                const auto redone = match.redo();
                REQUIRE(redone);
                CHECK(*redone == events);
                CHECK(match.state() == after);
                ++undone;
            } else {
                ++kept;
            }
        }
        CHECK(match.states() == played.states());
    }
    CHECK(undone > 100);
    CHECK(kept > 10);
}
