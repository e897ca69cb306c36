// The JSON form and the hash of a game state: both cover every field, the JSON
// reads back to the same state, the hash is stable and moves with any field, and a
// bad snapshot is refused with its pointer.
#include <catch2/catch.hpp>
#include <functional>

#include "io/io_kit.hpp"
#include "sparks/state_io.hpp"

using namespace sparks;
using nlohmann::json;
using Pointer = json::json_pointer;

namespace {

std::optional<GameState> read(const json& value, engine::Diagnostics& errors) {
    return state_from_json(testing::shipped_content(), value, "save.json", Pointer("/snapshot"),
                           errors);
}

// A state well into a 3-player game with the draft: most fields in use.
GameState busy_state() {
    const Game game = testing::game_of(3, true, true);
    return testing::random_match(game, 11, 150).state();
}

std::vector<std::string> refusal(const json& value) {
    engine::Diagnostics errors;
    CHECK_FALSE(read(value, errors));
    std::vector<std::string> out;
    for (const auto& d : errors)
        out.push_back(engine::format_diagnostic(d));
    CHECK_FALSE(out.empty());
    return out;
}

}  // namespace

TEST_CASE("The state's vocabularies have ids that read back", "[sparks][io]") {
    for (int p = 0; p < kPhases; ++p)
        CHECK(parse_phase(phase_id(static_cast<Phase>(p))) == static_cast<Phase>(p));
    for (int k = 0; k < kPendingKinds; ++k)
        CHECK(parse_pending_kind(pending_kind_id(static_cast<PendingKind>(k))) ==
              static_cast<PendingKind>(k));
    for (int b = 0; b < kBoxFills; ++b)
        CHECK(parse_box_fill(box_fill_id(static_cast<BoxFill>(b))) == static_cast<BoxFill>(b));
    CHECK(phase_id(Phase::ChooseRobots) == "choose_robots");
    CHECK(pending_kind_id(PendingKind::MaxActivate) == "max_activate");
}

TEST_CASE("Every state of random games reads back from its JSON exactly", "[sparks][io]") {
    int checked = 0;
    for (const Game& game : testing::some_games()) {
        const Match match = testing::random_match(game, 5, 100000);
        for (std::size_t i = 0; i < match.states().size(); i += 3) {
            const GameState& state = match.states()[i];
            const json written = state_to_json(state);
            engine::Diagnostics errors;
            const auto back = read(written, errors);
            INFO("state " << i << "\n" << testing::lines(errors));
            REQUIRE(back);
            REQUIRE(*back == state);
            REQUIRE(state_hash(*back) == state_hash(state));
            ++checked;
        }
        // The last state too: the end of the game.
        const auto back = [&] {
            engine::Diagnostics errors;
            return read(state_to_json(match.state()), errors);
        }();
        REQUIRE(back);
        CHECK(*back == match.state());
    }
    CHECK(checked > 100);
}

TEST_CASE("A state is written field by field, kNone as null", "[sparks][io]") {
    const GameState s = testing::game_of(2).new_game(3);
    const json j = state_to_json(s);
    CHECK(j["players"] == 2);
    CHECK(j["phase"] == "choose_robots");
    CHECK(j["seats"].size() == 2);
    CHECK(j["seats"][0]["line"][0] ==
          json::parse(R"({"card": null, "dice": [null, null, null, null], "upgrade": null})"));
    CHECK(j["seats"][0]["track"] ==
          json::parse(R"({"red": null, "yellow": null, "green": null, "blue": null})"));
    CHECK(j["rng"].size() == 4);
    CHECK(j["rng"][0].get<std::string>().size() == 16);
    CHECK(j["faces"].size() == 44);
}

TEST_CASE("The state hash is stable and moves with every field", "[sparks][io]") {
    const GameState s = busy_state();
    const std::uint64_t h = state_hash(s);
    CHECK(state_hash(GameState(s)) == h);
    CHECK(hash_hex(h).size() == 16);
    CHECK(hash_hex(0x0123456789abcdefull) == "0123456789abcdef");
    // The same seed gives the same set-up, whose hash does not depend on the run.
    const Game game = testing::game_of(2);
    CHECK(state_hash(game.new_game(42)) == state_hash(game.new_game(42)));
    CHECK(state_hash(game.new_game(42)) != state_hash(game.new_game(43)));

    const std::vector<std::pair<std::string, std::function<void(GameState&)>>> changes = {
        {"phase", [](GameState& g) { g.phase = Phase::Refill; }},
        {"round", [](GameState& g) { ++g.round; }},
        {"turn", [](GameState& g) { ++g.turn; }},
        {"first player", [](GameState& g) { g.first_player = (g.first_player + 1) % 3; }},
        {"active", [](GameState& g) { g.active = (g.active + 1) % 3; }},
        {"current", [](GameState& g) { g.current = (g.current + 1) % 3; }},
        {"draft picks", [](GameState& g) { ++g.draft_picks; }},
        {"a face",
         [](GameState& g) { g.faces[5] = static_cast<std::uint8_t>(g.faces[5] % 6 + 1); }},
        {"a die from the bag to the discard",
         [](GameState& g) {
             g.discard.push_back(g.bag.back());
             g.bag.pop_back();
         }},
        {"the bag's order", [](GameState& g) { std::swap(g.bag.front(), g.bag.back()); }},
        {"the robot deck's order",
         [](GameState& g) { std::swap(g.robot_deck.front(), g.robot_deck.back()); }},
        {"an upgrade stack", [](GameState& g) { --g.stacks[0].left; }},
        {"a bonus tile", [](GameState& g) { g.bonus[0] = g.bonus[0] == kNone ? 0 : kNone; }},
        {"a goal", [](GameState& g) { g.goals.push_back(5); }},
        {"a played tile",
         [](GameState& g) {
             g.played_tiles.push_back({0, 1});
         }},
        {"cogs", [](GameState& g) { ++g.seats[1].cogs; }},
        {"sparks", [](GameState& g) { ++g.seats[2].sparks; }},
        {"a track", [](GameState& g) { g.seats[0].track[2] += 1; }},
        {"the level", [](GameState& g) { ++g.seats[0].level; }},
        {"factory credit", [](GameState& g) { ++g.seats[0].factory_credit; }},
        {"a slot upgrade",
         [](GameState& g) {
             int& upgrade = g.seats[0].line[1].upgrade;
             upgrade = upgrade == 7 ? 6 : 7;
         }},
        {"the board's box",
         [](GameState& g) {
             BoxFill& box = g.seats[0].board_box;
             box = box == BoxFill::Cog ? BoxFill::Spark : BoxFill::Cog;
         }},
        {"a hand", [](GameState& g) { g.seats[1].hand.push_back(g.assistant_deck.back()); }},
        {"a played assistant",
         [](GameState& g) {
             g.seats[1].played.push_back({3, kNone, true});
         }},
        {"a token", [](GameState& g) { ++g.seats[0].ignore_value; }},
        {"reroll ready", [](GameState& g) { g.seats[0].reroll_ready = !g.seats[0].reroll_ready; }},
        {"refilling", [](GameState& g) { g.seats[2].refilling = !g.seats[2].refilling; }},
        {"drew robots", [](GameState& g) { g.seats[2].drew_robots = !g.seats[2].drew_robots; }},
        {"a pending decision", [](GameState& g) { g.pending.push_back({}); }},
        {"the generator", [](GameState& g) { g.rng.next(); }},
    };
    for (const auto& [what, change] : changes) {
        GameState changed = s;
        change(changed);
        INFO(what);
        CHECK(state_hash(changed) != h);
    }
}

TEST_CASE("The state hash of a fixed state does not change between builds", "[sparks][io]") {
    // Saves hold these hashes: a change to the hash breaks every save made before it.
    GameState s;
    CHECK(hash_hex(state_hash(s)) == "925a6a16a3ae0b79");
    s.players = 2;
    s.seats.resize(2);
    s.bag = {3, 1, 2};
    s.faces.assign(44, 1);
    s.rng = engine::Rng(7);
    s.seats[1].cogs = 4;
    s.seats[0].line[2].dice[1] = 9;
    s.pending.push_back({PendingKind::Silas, 3});
    CHECK(hash_hex(state_hash(s)) == "2ea4ecb7d39b2fff");
}

TEST_CASE("A bad snapshot is refused with its pointer", "[sparks][io]") {
    const json good = state_to_json(testing::game_of(2).new_game(9));
    SECTION("a die in two places") {
        json bad = good;
        bad["discard"].push_back(bad["bag"][0]);
        const int die = bad["bag"][0];
        CHECK(refusal(bad) ==
              std::vector<std::string>{"save.json:/snapshot/discard/0: die " + std::to_string(die) +
                                       " is in two places: /snapshot/bag/0 and here"});
    }
    SECTION("a robot in a deck and an offer") {
        json bad = good;
        bad["seats"][1]["offer"][0] = bad["robot_deck"][3];
        const auto errors = refusal(bad);
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].find("save.json:/snapshot/seats/1/offer/0: robot ") == 0);
    }
    SECTION("a card hidden from a player view") {
        json bad = good;
        bad["assistant_deck"][0] = "hidden";
        CHECK(refusal(bad) ==
              std::vector<std::string>{"save.json:/snapshot/assistant_deck/0: a card hidden from "
                                       "a player view; only a whole game state can be read"});
    }
    SECTION("seats and players that disagree, and unknown members") {
        json bad = good;
        bad["seats"].erase(1);
        bad["colour"] = "red";
        CHECK(refusal(bad) == std::vector<std::string>{
                                  "save.json:/snapshot/colour: unknown member \"colour\"",
                                  "save.json:/snapshot/seats: expected one seat per player (2), "
                                  "found 1"});
    }
    SECTION("a phase, a decision or an upgrade not known") {
        json bad = good;
        bad["phase"] = "lunch";
        bad["pending"] = json::parse(R"([{"kind": "dance", "amount": 1, "colour": null,
                                          "card": null, "dice": [], "slot": null}])");
        bad["seats"][0]["upgrades"] = {"teleport"};
        CHECK(refusal(bad) ==
              std::vector<std::string>{
                  "save.json:/snapshot/phase: unknown phase \"lunch\"",
                  "save.json:/snapshot/seats/0/upgrades/0: unknown upgrade "
                  "\"teleport\"",
                  "save.json:/snapshot/pending/0/kind: unknown decision \"dance\""});
    }
    SECTION("the generator's words") {
        json bad = good;
        bad["rng"][2] = "xyz";
        CHECK(refusal(bad) ==
              std::vector<std::string>{
                  "save.json:/snapshot/rng/2: expected 16 hex digits, found \"xyz\""});
    }
    SECTION("out of range") {
        json bad = good;
        bad["faces"][0] = 7;
        bad["current"] = 2;
        bad["seats"][0]["line"][0]["dice"] = {1, 2};
        CHECK(refusal(bad) == std::vector<std::string>{
                                  "save.json:/snapshot/current: expected an integer from 0 to 1, "
                                  "found 2",
                                  "save.json:/snapshot/faces/0: expected an integer from 0 to 6, "
                                  "found 7",
                                  "save.json:/snapshot/seats/0/line/0/dice: expected 4 entries, "
                                  "found 2"});
    }
}
