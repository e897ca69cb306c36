// What both games' save readers share (engine/save_replay.hpp): the text read as one
// JSON object, the hashes, the replay checked state by state, the snapshot's first
// difference. Played here on a game of one counter, so that no game's rules are needed.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "engine/match.hpp"
#include "engine/save_replay.hpp"

using engine::Diagnostics;
using engine::io::json;
using engine::io::Pointer;

namespace {

// A counter: the seed is the start, an action adds itself, a negative one is refused.
struct Counter {
    using State = int;
    using Action = int;
    using Event = int;
    struct Rejection {
        std::string message;
    };
    State new_game(std::uint64_t seed, std::vector<Event>&) const { return static_cast<int>(seed); }
    std::optional<Rejection> apply_in_place(State& s, const Action& a,
                                            std::vector<Event>& events) const {
        if (a < 0)
            return Rejection{"no going back"};
        s += a;
        events.push_back(a);
        return std::nullopt;
    }
    int actor(const State&) const { return 0; }
    bool undoable(const Action&, const std::vector<Event>&) const { return true; }
};

struct Failure {
    std::string at;
    std::string why;
};

// The replay of `actions` from 10, against the saved `setup` and `hashes`; the first failure.
std::optional<Failure> replay(const std::vector<int>& actions, std::uint64_t setup,
                              const std::vector<std::uint64_t>& hashes) {
    engine::Match<Counter> match(Counter{}, 10);
    std::optional<Failure> failure;
    const bool held = engine::save::replay_checked(
        match, actions, setup, hashes, [](int s) { return static_cast<std::uint64_t>(s); },
        [](const Counter::Rejection& r) { return "refused: " + r.message; },
        [&](const Pointer& at, const std::string& why) {
            failure = Failure{at.to_string(), why};
        });
    CHECK(held == !failure);
    return failure;
}

}  // namespace

TEST_CASE("A replay holds when every state is the one saved", "[engine][save_replay]") {
    CHECK_FALSE(replay({1, 2, 3}, 10, {11, 13, 16}));
}

TEST_CASE("A replay stops at the first state that is not the one saved", "[engine][save_replay]") {
    const auto setup = replay({1, 2}, 9, {11, 13});
    REQUIRE(setup);
    CHECK(setup->at == "/setup_hash");
    CHECK(setup->why ==
          "the set-up is not the one saved: the seed and options give the state "
          "000000000000000a, the save says 0000000000000009");
    const auto second = replay({1, 2, 3}, 10, {11, 14, 99});
    REQUIRE(second);
    CHECK(second->at == "/hashes/1");
    CHECK(second->why ==
          "the state after action 1 is not the one saved: the replay gives "
          "000000000000000d, the save says 000000000000000e");
    const auto refused = replay({1, -2, 3}, 10, {11, 9, 12});
    REQUIRE(refused);
    CHECK(refused->at == "/actions/1");
    CHECK(refused->why == "refused: no going back");
}

TEST_CASE("A snapshot's first difference is pointed at with the replay's value",
          "[engine][save_replay]") {
    const json replayed = json::parse(R"({"round": 3, "dice": [1, 2, 5]})");
    const json saved = json::parse(R"({"round": 3, "dice": [1, 4, 5]})");
    const engine::save::Difference d = engine::save::snapshot_difference(replayed, saved);
    CHECK(d.at.to_string() == "/snapshot/dice/1");
    CHECK(d.why == "the snapshot is not the state the actions lead to (the replay gives 2)");
    bool failed = false;
    CHECK(engine::save::snapshot_matches(
        3, 3, [](int s) { return json(s); },
        [&](const Pointer&, const std::string&) { failed = true; }));
    CHECK_FALSE(failed);
}

TEST_CASE("A save's text is one JSON object, and the hashes one per action",
          "[engine][save_replay]") {
    Diagnostics errors;
    CHECK_FALSE(engine::save::parse_save_json("  \n", "a.json", errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message == "the file is empty (a save is a JSON object)");
    errors.clear();
    CHECK_FALSE(engine::save::parse_save_json(R"({"seed": "1", "actions": [)", "a.json", errors));
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].message,
               Catch::EndsWith(" (the file seems cut short: a save ends with \"}\")"));
    errors.clear();
    const auto doc = engine::save::parse_save_json(
        R"({"actions": [1, 2], "hashes": ["000000000000000b"]})", "a.json", errors);
    REQUIRE(doc);
    engine::io::JsonReader reader("a.json", errors);
    const auto hashes = engine::save::read_hashes(reader, *doc, &(*doc)["actions"]);
    CHECK(hashes == std::vector<std::uint64_t>{11});
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].pointer == "/hashes");
    CHECK(errors[0].message == "expected 2 hashes (one per action), found 1");
}
