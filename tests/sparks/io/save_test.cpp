// Saves of Sparks: the same match always gives the same bytes; loading replays
// every action and checks every state, so a save loads whole or not at all; a
// broken, truncated, tampered or foreign save is refused with the file, the JSON
// pointer and a clear message; files are written whole.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/io_kit.hpp"
#include "sparks/action_json.hpp"
#include "sparks/save.hpp"
#include "sparks/state_io.hpp"

using namespace sparks;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const Content& content() {
    return testing::shipped_content();
}

std::vector<std::string> formatted(const engine::Diagnostics& errors) {
    std::vector<std::string> out;
    for (const auto& d : errors)
        out.push_back(engine::format_diagnostic(d));
    return out;
}

// Loads `text` as save.json; it must be refused. The errors, formatted.
std::vector<std::string> refusal(const std::string& text) {
    const LoadedGame loaded = load_save_text(text, "save.json", content());
    CHECK_FALSE(loaded.match);
    CHECK(loaded.info == SaveInfo{});
    CHECK_FALSE(loaded.errors.empty());
    return formatted(loaded.errors);
}

std::vector<std::string> refusal_of(const json& doc) {
    return refusal(doc.dump(2));
}

struct Fixture {
    Game game = testing::game_of(3, true, true);
    Match match = testing::random_match(game, 2024, 120);
    SaveInfo info{{{"human", "Ada"}, {"random", "Blake"}, {"easy", ""}}};
    std::string text = save_text(match, info);
    json doc = json::parse(text);
};

}  // namespace

TEST_CASE("A save loads back to the same match, and writes the same bytes", "[sparks][save]") {
    Fixture f;
    REQUIRE(f.match.actions().size() == 120);
    CHECK(f.doc["schema"] == "sparks.save/1");
    CHECK(f.doc["seed"] == "2024");
    CHECK(f.doc["options"] == json::parse(R"({"players": 3, "goal_tiles": true,
                                              "assistant_draft": true, "solo_goals": 1})"));
    CHECK(f.doc["seats"][2] == json::parse(R"({"player": "easy", "name": ""})"));
    CHECK(f.doc["actions"].size() == 120);
    CHECK(f.doc["hashes"].size() == 120);
    CHECK(f.doc["hashes"][119] == hash_hex(state_hash(f.match.state())));
    CHECK(f.doc["content_fingerprint"] == hash_hex(content_fingerprint(content())));

    const LoadedGame loaded = load_save_text(f.text, "save.json", content());
    INFO(testing::lines(loaded.errors));
    REQUIRE(loaded.match);
    CHECK(loaded.errors.empty());
    CHECK(loaded.info == f.info);
    CHECK(loaded.match->states() == f.match.states());
    CHECK(loaded.match->actions() == f.match.actions());
    CHECK(loaded.match->seed() == 2024);
    CHECK(loaded.match->game().options() == f.game.options());
    CHECK(save_text(*loaded.match, loaded.info) == f.text);
    CHECK(save_text(f.match, f.info) == f.text);
}

TEST_CASE("Saves of every kind of game load back, finished or not", "[sparks][save]") {
    for (const Game& game : testing::some_games()) {
        for (int actions : {0, 1, 37, 100000}) {
            const Match match = testing::random_match(game, 7, actions);
            const std::string text = save_text(match, {});
            const LoadedGame loaded = load_save_text(text, "save.json", content());
            INFO(game.options().players << " players, " << actions << " actions\n"
                                        << testing::lines(loaded.errors));
            REQUIRE(loaded.match);
            CHECK(loaded.match->state() == match.state());
            // Missing seats are people without names.
            CHECK(loaded.info.seats.size() == static_cast<std::size_t>(game.options().players));
            CHECK(loaded.info.seats[0] == SavedSeat{});
        }
    }
}

TEST_CASE("A save with a changed hash or action is refused at its pointer", "[sparks][save]") {
    Fixture f;
    SECTION("a hash") {
        json doc = f.doc;
        doc["hashes"][57] = "0123456789abcdef";
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK(
            errors[0].starts_with("save.json:/hashes/57: the state after action 57 is not the "
                                  "one saved: the replay gives "));
        CHECK(errors[0].ends_with(", the save says 0123456789abcdef"));
    }
    SECTION("the set-up's hash") {
        json doc = f.doc;
        doc["setup_hash"] = "ffffffffffffffff";
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].starts_with("save.json:/setup_hash: the set-up is not the one saved"));
    }
    SECTION("the seed") {
        json doc = f.doc;
        doc["seed"] = "2025";
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].starts_with("save.json:/setup_hash: "));
    }
    SECTION("an action the rules refuse") {
        json doc = f.doc;
        doc["actions"][40] = {{"action", "draw_robots"}};
        doc["actions"][41] = {{"action", "draw_robots"}};
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        // Either the rules refuse it, or it leads to another state than the one saved.
        const bool refused = errors[0].starts_with("save.json:/actions/4") &&
                             errors[0].find("the rules refuse this action") != std::string::npos;
        const bool other_state = errors[0].starts_with("save.json:/hashes/4");
        CHECK((refused || other_state));
    }
    SECTION("another legal action in place of the one saved") {
        // The first action where another legal one leads elsewhere.
        json doc = f.doc;
        std::optional<std::size_t> changed;
        for (std::size_t i = 0; i < f.match.actions().size() && !changed; ++i) {
            for (const Action& other : f.game.legal_actions(f.match.states()[i])) {
                GameState next = f.match.states()[i];
                std::vector<Event> events;
                REQUIRE_FALSE(f.game.apply_in_place(next, other, events));
                if (state_hash(next) != state_hash(f.match.states()[i + 1])) {
                    doc["actions"][i] = action_to_json(other);
                    changed = i;
                    break;
                }
            }
        }
        REQUIRE(changed);
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        const std::string i = std::to_string(*changed);
        CHECK(errors[0].starts_with("save.json:/hashes/" + i + ": the state after action " + i +
                                    " is not the one saved"));
    }
    SECTION("an action that does not read") {
        json doc = f.doc;
        doc["actions"][3]["colour_by"] = "paint";
        doc["actions"][9] = {{"action", "jump"}};
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 2);
        CHECK(errors[0].starts_with("save.json:/actions/3/"));
        CHECK(errors[1] == "save.json:/actions/9/action: unknown action \"jump\"");
    }
    SECTION("the snapshot") {
        json doc = f.doc;
        doc["snapshot"]["seats"][1]["cogs"] = 99;
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK(
            errors[0].starts_with("save.json:/snapshot/seats/1/cogs: the snapshot is not the "
                                  "state the actions lead to (the replay gives "));
    }
    SECTION("a hash missing") {
        json doc = f.doc;
        doc["hashes"].erase(119);
        CHECK(refusal_of(doc) ==
              std::vector<std::string>{"save.json:/hashes: expected 120 hashes (one per action), "
                                       "found 119"});
    }
}

TEST_CASE("A broken, truncated or foreign save is refused in plain words", "[sparks][save]") {
    Fixture f;
    SECTION("cut short") {
        const auto errors = refusal(f.text.substr(0, f.text.find("\"hashes\"")));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].starts_with("save.json:"));
        CHECK(errors[0].ends_with("(the file seems cut short: a save ends with \"}\")"));
    }
    SECTION("empty") {
        CHECK(refusal("  \n") ==
              std::vector<std::string>{"save.json: the file is empty (a save is a JSON object)"});
    }
    SECTION("another kind of file or version") {
        json doc = f.doc;
        doc["schema"] = "sugarworks.save/2";
        CHECK(refusal_of(doc) ==
              std::vector<std::string>{"save.json:/schema: expected schema \"sparks.save/1\", "
                                       "found \"sugarworks.save/2\""});
        doc["schema"] = "sparks.save/9";
        CHECK(refusal_of(doc) ==
              std::vector<std::string>{"save.json:/schema: schema version \"sparks.save/9\" is "
                                       "not supported (this build reads \"sparks.save/1\")"});
    }
    SECTION("other content") {
        json doc = f.doc;
        doc["content_fingerprint"] = "00000000000000aa";
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK(
            errors[0].starts_with("save.json:/content_fingerprint: this save was made with "
                                  "other Sparks content (its fingerprint is 00000000000000aa"));
        Content changed = content();
        changed.robots[4].steps += 1;
        CHECK(content_fingerprint(changed) != content_fingerprint(content()));
    }
    SECTION("every problem of the members at once") {
        json doc = f.doc;
        doc["seed"] = 2024;
        doc["options"]["players"] = 5;
        doc["seats"][0]["player"] = "robot";
        doc["extra"] = true;
        doc.erase("setup_hash");
        CHECK(refusal_of(doc) ==
              std::vector<std::string>{"save.json:/extra: unknown member \"extra\"",
                                       "save.json:/options/players: expected an integer from 1 to "
                                       "4, found 5",
                                       "save.json:/seed: expected the seed as a string of decimal "
                                       "digits (0 to 18446744073709551615), found a number (64-bit "
                                       "numbers do not survive every JSON reader, so saves write "
                                       "them in quotes)",
                                       "save.json:/seats/0/player: unknown player \"robot\" "
                                       "(expected human, random, easy, medium or hard)",
                                       "save.json: missing member \"setup_hash\""});
    }
    SECTION("options the rules refuse") {
        json doc = f.doc;
        doc["options"]["players"] = 1;
        doc["options"]["goal_tiles"] = true;
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() >= 1);
        CHECK(errors[0].starts_with("save.json:/options: The goal tiles variant is for 2 or more"));
    }
    SECTION("not JSON, or not an object") {
        CHECK(refusal("[1, 2]") ==
              std::vector<std::string>{"save.json: expected an object, found an array"});
        CHECK(refusal("{\"schema\": }").size() == 1);
    }
}

TEST_CASE("A save is written to disk whole and read back from it", "[sparks][save]") {
    Fixture f;
    const fs::path folder = fs::temp_directory_path() / "sparks_save_test";
    fs::remove_all(folder);
    fs::create_directories(folder);
    const fs::path path = folder / "game.json";
    REQUIRE_FALSE(write_save_file(path, f.match, f.info));
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    CHECK(bytes.str() == f.text);
    const LoadedGame loaded = load_save_file(path, content());
    REQUIRE(loaded.match);
    CHECK(loaded.match->state() == f.match.state());

    // Cut short on disk: refused, naming the file.
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << f.text.substr(0, f.text.find("\"snapshot\""));
    }
    const LoadedGame cut = load_save_file(path, content());
    CHECK_FALSE(cut.match);
    REQUIRE(cut.errors.size() == 1);
    CHECK(cut.errors[0].file == path.generic_string());
    CHECK(cut.errors[0].message.ends_with("(the file seems cut short: a save ends with \"}\")"));

    const LoadedGame missing = load_save_file(folder / "none.json", content());
    CHECK_FALSE(missing.match);
    CHECK(missing.errors.size() == 1);
    fs::remove_all(folder);
}
