// Saved games: the same match always gives the same bytes; loading replays every
// action and checks every state, so a save loads whole or not at all; a broken,
// truncated, tampered or foreign save is refused with the file, the JSON pointer
// and a clear message; files are written atomically.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/harness_scale.hpp"
#include "sugarworks/rules_edition.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/state_io.hpp"
#include "support/random_match.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using nlohmann::json;
using testkit::random_match;
namespace fs = std::filesystem;

namespace {

GameOptions options_for(int players, const std::string& board = "side_a") {
    return testkit::options_on(players, board);
}

std::vector<std::string> lines(const Diagnostics& errors) {
    std::vector<std::string> out;
    for (const Diagnostic& d : errors)
        out.push_back(format_diagnostic(d));
    return out;
}

// Loads `text` as save.json; it must be refused. The errors, formatted.
std::vector<std::string> refusal(const std::string& text,
                                 const Catalog& catalog = testkit::catalog()) {
    const LoadedGame loaded = load_save_text(text, "save.json", catalog);
    CHECK_FALSE(loaded.match);
    CHECK(loaded.info == SaveInfo{});
    CHECK_FALSE(loaded.errors.empty());
    return lines(loaded.errors);
}

std::vector<std::string> refusal_of(const json& doc) {
    return refusal(doc.dump(2));
}

std::vector<std::string> one(std::string line) {
    return {std::move(line)};
}

// The save of a 3-player game of 40 actions, and the match itself.
struct Fixture {
    Match match = random_match(options_for(3), 2024, 40);
    SaveInfo info{{"Ada", "Blake", "Chidi"}, {}};
    std::string text = save_text(match, info);
    json doc = json::parse(text);
};

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_file(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// A fresh folder for one test (tests run in parallel, one process each).
fs::path temp_folder(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() /
                         ("sugarworks-save-test-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::vector<std::string> names_in(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& entry : fs::directory_iterator(dir))
        out.push_back(entry.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE(
    "the catalog's fingerprint depends on what the data says of the game, not on its folder, "
    "its layout or the words a player reads",
    "[io][save]") {
    const Catalog& catalog = testkit::catalog();
    CHECK(catalog.fingerprint != 0);
    CHECK(catalog.fingerprint_hex().size() == 16);
    CHECK(load_catalog(SUGARWORKS_TEST_DATA_DIR).catalog.fingerprint == catalog.fingerprint);

    const fs::path dir = temp_folder("fingerprint");
    fs::copy(SUGARWORKS_TEST_DATA_DIR, dir / "copy", fs::copy_options::recursive);
    CHECK(load_catalog(dir / "copy").catalog.fingerprint == catalog.fingerprint);
    const auto rewrite = [&](const std::string& file, const auto& change) {
        std::ifstream in(dir / "copy" / file);
        json doc = json::parse(in);
        in.close();
        change(doc);
        std::ofstream(dir / "copy" / file) << doc.dump(4);  // another layout, too
        const CatalogLoad load = load_catalog(dir / "copy");
        REQUIRE(load.ok());
        return load.catalog.fingerprint;
    };
    // Spaces, line ends and members in another order: the same data.
    std::ofstream(dir / "copy" / "die.json", std::ios::app) << " \r\n";
    CHECK(load_catalog(dir / "copy").catalog.fingerprint == catalog.fingerprint);
    CHECK(rewrite("tiles.json", [](json&) {}) == catalog.fingerprint);
    // The words a player reads: names, taglines, summaries.
    CHECK(rewrite("scenarios/lucy.json", [](json& d) { d["summary"] = "Eat it all."; }) ==
          catalog.fingerprint);
    CHECK(rewrite("tiles.json", [](json& d) { d["tiles"][0]["name"] = "Conveyor"; }) ==
          catalog.fingerprint);
    CHECK(rewrite("sugarworkers.json", [](json& d) { d["cards"][0]["name"] = "Fudge"; }) ==
          catalog.fingerprint);
    // What plays: a value of the rules.
    CHECK(rewrite("scenarios/lucy.json", [](json& d) { d["round_cap"] = 39; }) !=
          catalog.fingerprint);
    fs::remove_all(dir);
}

TEST_CASE("save_text writes the versioned save format", "[io][save]") {
    const Fixture f;
    CHECK(f.text.starts_with("{\n  \"schema\": \"sugarworks.save/2\",\n  \"rules_edition\": " +
                             std::to_string(kRulesEdition) + ",\n"));
    CHECK(f.text.ends_with("}\n"));
    CHECK(f.doc["catalog_fingerprint"] == testkit::catalog().fingerprint_hex());
    CHECK(f.doc["options"] == json({{"players", 3},
                                    {"scenario", "third_shift"},
                                    {"toggles", json::array()},
                                    {"board", "side_a"},
                                    {"first_player", 0},
                                    {"round_cap", 40},
                                    {"hand_limit", 5},
                                    {"tiles_in_hand", 3},
                                    {"orders_dealt", 3},
                                    {"market_size", 4},
                                    {"blankets_dealt", 3}}));
    CHECK(f.doc["seed"] == "2024");
    CHECK(f.doc["player_names"] == json({"Ada", "Blake", "Chidi"}));
    REQUIRE(f.doc["actions"].size() == 40);
    CHECK(f.doc["actions"][7] == action_to_json(f.match.actions()[7]));
    CHECK(f.doc["setup_hash"] == hash_hex(state_hash(f.match.states()[0])));
    REQUIRE(f.doc["hashes"].size() == 40);
    CHECK(f.doc["hashes"][39] == hash_hex(state_hash(f.match.state())));
    CHECK(f.doc["snapshot"] == state_to_json(f.match.state()));
    // One action per line: a person can read and diff the list.
    CHECK(f.text.find("\n  \"actions\": [\n    {\"action\": \"") != std::string::npos);
}

TEST_CASE("a seed beyond 2^53 survives as a string of digits", "[io][save]") {
    const std::uint64_t seed = 18446744073709551557ull;
    const Match match = random_match(options_for(2), seed, 5);
    const std::string text = save_text(match, {});
    CHECK(json::parse(text)["seed"] == "18446744073709551557");
    const LoadedGame loaded = load_save_text(text, "save.json", testkit::catalog());
    INFO((loaded.errors.empty() ? "" : format_diagnostic(loaded.errors.front())));
    REQUIRE(loaded.match);
    CHECK(loaded.match->seed() == seed);
}

TEST_CASE("save, load, save gives the same bytes and every state again", "[io][save]") {
    int games = 0;
    for (const std::string board : {"side_a", "side_b"}) {
        for (int players = 1; players <= kMaxPlayers; ++players) {
            for (const int actions : {0, 1, 17, -1}) {
                const Match match =
                    random_match(options_for(players, board),
                                 static_cast<std::uint64_t>(players * 1000 + actions + 7), actions);
                SaveInfo info;
                for (int p = 0; p < players - 1; ++p)
                    info.player_names.push_back("Player of seat " + std::to_string(p + 1));
                const std::string text = save_text(match, info);
                CHECK(save_text(match, info) == text);  // the same match, the same bytes
                const LoadedGame loaded = load_save_text(text, "save.json", testkit::catalog());
                INFO(board << ", " << players << " players, " << actions << " actions");
                INFO((loaded.errors.empty() ? "" : format_diagnostic(loaded.errors.front())));
                REQUIRE(loaded.match);
                CHECK(loaded.errors.empty());
                CHECK(loaded.info == info);
                CHECK(loaded.match->game().options() == match.game().options());
                CHECK(loaded.match->seed() == match.seed());
                CHECK(loaded.match->actions() == match.actions());
                CHECK(loaded.match->setup_events() == match.setup_events());
                REQUIRE(loaded.match->states().size() == match.states().size());
                for (size_t i = 0; i < match.states().size(); ++i)
                    REQUIRE(loaded.match->states()[i] == match.states()[i]);
                CHECK(save_text(*loaded.match, loaded.info) == text);
                ++games;
            }
        }
    }
    CHECK(games == 32);
}

TEST_CASE("a save keeps who played each seat and the hints they asked for", "[io][save]") {
    const Match match = random_match(options_for(3), 77, 12);
    SaveInfo people;
    people.player_names = {"Ada", "Blake", "Chidi"};
    // A game of people without hints saves as it always did: no "seats".
    CHECK_FALSE(json::parse(save_text(match, people)).contains("seats"));

    SaveInfo info = people;
    info.seats = {{"human", 2}, {"hard", 0}, {"easy", 0}};
    const std::string text = save_text(match, info);
    CHECK(json::parse(text)["seats"] == json::parse(R"([{"player": "human", "hints": 2},
        {"player": "hard", "hints": 0}, {"player": "easy", "hints": 0}])"));
    const LoadedGame loaded = load_save_text(text, "save.json", testkit::catalog());
    REQUIRE(loaded.match);
    CHECK(loaded.info == info);
    CHECK(save_text(*loaded.match, loaded.info) == text);

    json doc = json::parse(text);
    SECTION("an unknown player") {
        doc["seats"][1]["player"] = "genius";
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{"save.json:/seats/1/player: unknown player \"genius\" "
                                       "(expected human, random, easy, medium or hard)"});
    }
    SECTION("a seat too few") {
        doc["seats"].erase(2);
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{
                  "save.json:/seats: expected one seat per player (3), found 2"});
    }
    SECTION("a negative hint count") {
        doc["seats"][0]["hints"] = -1;
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{
                  "save.json:/seats/0/hints: expected an integer from 0 to 1000000, found -1"});
    }
}

TEST_CASE("a loaded match can be played on and undone", "[io][save]") {
    const Fixture f;
    LoadedGame loaded = load_save_text(f.text, "save.json", testkit::catalog());
    REQUIRE(loaded.match);
    Match& match = *loaded.match;
    CHECK(match.can_undo() == f.match.can_undo());
    std::vector<Action> legal;
    match.game().legal_actions(match.state(), legal);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(std::holds_alternative<std::vector<GameEvent>>(match.apply(legal.front())));
    const LoadedGame again =
        load_save_text(save_text(match, loaded.info), "save.json", testkit::catalog());
    REQUIRE(again.match);
    CHECK(again.match->state() == match.state());
}

TEST_CASE("load refuses what is not a save", "[io][save]") {
    CHECK(refusal("") == one("save.json: the file is empty (a save is a JSON object)"));
    CHECK(refusal(" \n") == one("save.json: the file is empty (a save is a JSON object)"));
    CHECK(refusal("hello") == one("save.json: not valid JSON (line 1, column 1): syntax error "
                                  "while parsing value - invalid literal; last read: 'h'"));
    CHECK(refusal("{\"schema\": \"sugarworks.save/2\",\n  \"seed\": \"1") ==
          one("save.json: not valid JSON (line 2, column 13): syntax error while parsing value - "
              "invalid string: missing closing quote; last read: '\"1' (the file seems cut "
              "short: a save ends with \"}\")"));
    CHECK(refusal("[1, 2]") == one("save.json: expected an object, found an array"));
    CHECK(refusal("{}") == one("save.json: missing member \"schema\""));
    CHECK(refusal(R"({"schema": "sugarworks.board/1", "id": "side_a"})") ==
          one("save.json:/schema: expected schema \"sugarworks.save/2\", found "
              "\"sugarworks.board/1\""));
    CHECK(refusal(R"({"schema": "sugarworks.save/3", "anything": "new"})") ==
          one("save.json:/schema: schema version \"sugarworks.save/3\" is not supported (this "
              "build reads \"sugarworks.save/2\")"));
}

TEST_CASE("load refuses a save cut short anywhere, and never crashes", "[io][save]") {
    // Every prefix of a short save, and every 7th of a whole game (every 28th in the
    // sanitizer build: harness_scale.hpp).
    const Match short_match = random_match(options_for(2), 31, 6);
    const Match whole_game = random_match(options_for(4), 32);
    REQUIRE(whole_game.state().over());
    for (const Match* match : {&short_match, &whole_game}) {
        const std::string text = save_text(*match, {});
        const size_t step =
            match == &short_match ? 1 : 7 * static_cast<size_t>(engine::harness::sweep_stride());
        int refused = 0;
        // Without its final newline a save is whole: every shorter prefix is refused.
        for (size_t n = 0; n + 1 < text.size(); n += step) {
            const LoadedGame loaded = load_save_text(std::string_view(text).substr(0, n),
                                                     "save.json", testkit::catalog());
            INFO("cut after " << n << " of " << text.size() << " bytes");
            REQUIRE_FALSE(loaded.match);
            REQUIRE_FALSE(loaded.errors.empty());
            REQUIRE(loaded.errors.front().file == "save.json");
            ++refused;
        }
        CHECK(refused > 100);
        CHECK(load_save_text(std::string_view(text).substr(0, text.size() - 1), "save.json",
                             testkit::catalog())
                  .match);
    }
    const std::string text = save_text(short_match, {});
    CHECK(refusal(text.substr(0, text.size() / 2))
              .front()
              .ends_with("(the file seems cut short: a save ends with \"}\")"));
}

TEST_CASE("load refuses a save made with other game data", "[io][save]") {
    const Fixture f;
    const fs::path dir = temp_folder("foreign");
    fs::copy(SUGARWORKS_TEST_DATA_DIR, dir / "data", fs::copy_options::recursive);
    // The same cards, but one scores another number of points.
    std::ifstream in(dir / "data" / "orders.json");
    json orders = json::parse(in);
    in.close();
    orders["orders"][0]["points"] = orders["orders"][0]["points"].get<int>() % 6 + 1;
    std::ofstream(dir / "data" / "orders.json") << orders.dump(2);
    const CatalogLoad other = load_catalog(dir / "data");
    REQUIRE(other.ok());
    CHECK(refusal(f.text, other.catalog) ==
          one("save.json:/catalog_fingerprint: this save was made with different game data (its "
              "data fingerprint is " +
              testkit::catalog().fingerprint_hex() + "; the data here has " +
              other.catalog.fingerprint_hex() + ")"));
    fs::remove_all(dir);
}

TEST_CASE("load refuses bad members with their pointers", "[io][save]") {
    Fixture f;
    json& doc = f.doc;

    SECTION("a missing member") {
        doc.erase("hashes");
        CHECK(refusal_of(doc) == one("save.json: missing member \"hashes\""));
    }
    SECTION("missing members are all named") {
        doc.erase("seed");
        doc.erase("snapshot");
        CHECK(refusal_of(doc) ==
              std::vector<std::string>{"save.json: missing member \"seed\"",
                                       "save.json: missing member \"snapshot\""});
    }
    SECTION("an unknown member") {
        doc["comment"] = "hi";
        CHECK(refusal_of(doc) == one("save.json:/comment: unknown member \"comment\""));
    }
    SECTION("a member written twice") {
        std::string text = f.text;
        text.insert(text.find("\"seed\""), "\"seed\": \"1\",\n  ");
        CHECK(refusal(text) ==
              one("save.json:/seed: member \"seed\" is written twice in this object (only one "
                  "of them would count)"));
    }
    SECTION("too many players") {
        doc["options"]["players"] = 9;
        CHECK(refusal_of(doc) ==
              one("save.json:/options/players: expected an integer from 1 to 4, found 9"));
    }
    SECTION("options that do not fit together") {
        doc["options"]["players"] = 2;
        doc["options"]["first_player"] = 3;
        doc["player_names"] = json::array();
        CHECK(refusal_of(doc) ==
              one("save.json:/options: the first player must be one of the players"));
    }
    SECTION("an unknown board") {
        doc["options"]["board"] = "side_z";
        CHECK(refusal_of(doc) ==
              one("save.json:/options/board: unknown board \"side_z\" (the data has side_a, "
                  "side_b)"));
    }
    SECTION("an unknown scenario") {
        doc["options"]["scenario"] = "night_shift";
        CHECK(refusal_of(doc) == one("save.json:/options: unknown scenario \"night_shift\""));
    }
    SECTION("an unknown toggle") {
        doc["options"]["toggles"] = json::array({"side_c"});
        CHECK(refusal_of(doc) == one("save.json:/options/toggles/0: unknown toggle \"side_c\""));
    }
    SECTION("a toggle the scenario does not allow") {
        doc["options"]["scenario"] = "first_shift";
        doc["options"]["toggles"] = json::array({"shuffled_outputs"});
        const auto refusal = refusal_of(doc);
        CHECK(std::find(refusal.begin(), refusal.end(),
                        "save.json:/options: Shuffled candy outputs cannot be played with First "
                        "Shift") != refusal.end());
    }
    SECTION("a missing option") {
        doc["options"].erase("hand_limit");
        CHECK(refusal_of(doc) == one("save.json:/options: missing member \"hand_limit\""));
    }
    SECTION("a seed written as a number") {
        doc["seed"] = 2024;
        CHECK(refusal_of(doc) ==
              one("save.json:/seed: expected the seed as a string of decimal digits (0 to "
                  "18446744073709551615), found a number (64-bit numbers do not survive every "
                  "JSON reader, so saves write them in quotes)"));
    }
    SECTION("a seed that is not a number") {
        doc["seed"] = "-1";
        CHECK(refusal_of(doc) ==
              one("save.json:/seed: expected the seed as a string of decimal digits (0 to "
                  "18446744073709551615), found \"-1\""));
        doc["seed"] = "18446744073709551616";
        CHECK(refusal_of(doc).front().ends_with("found \"18446744073709551616\""));
    }
    SECTION("more names than players") {
        doc["player_names"].push_back("Dana");
        CHECK(refusal_of(doc) ==
              one("save.json:/player_names: expected at most 3 names (one per player), found 4"));
    }
    SECTION("a malformed action") {
        doc["actions"][4] = {{"action", "play_tile"}, {"tile", 3}, {"at", "Z99x"}};
        CHECK(refusal_of(doc) ==
              one("save.json:/actions/4/at: \"Z99x\" is not a cell name like \"B4\""));
    }
    SECTION("a hash that is not one") {
        doc["hashes"][2] = "xyz";
        CHECK(refusal_of(doc) ==
              one("save.json:/hashes/2: expected a state hash of 16 hex digits, found \"xyz\""));
    }
    SECTION("fewer hashes than actions") {
        doc["hashes"].erase(39);
        CHECK(refusal_of(doc) ==
              one("save.json:/hashes: expected 40 hashes (one per action), found 39"));
    }
}

TEST_CASE("load replays the actions and refuses a tampered save at the spot", "[io][save]") {
    Fixture f;
    json& doc = f.doc;

    SECTION("an action the rules refuse") {
        // Action 0 is the first player's order action; rolling is not allowed then.
        REQUIRE(f.match.states()[0].step == Step::OrderAction);
        doc["actions"][0] = {{"action", "roll_die"}};
        CHECK(refusal_of(doc) ==
              one("save.json:/actions/0: the rules refuse this action: The game is waiting for "
                  "an order action from Player 1, not for rolling the candy die."));
    }
    SECTION("an action replaced by another legal one") {
        // The same player takes another legal action: the game goes on, differently.
        const GameState& before = f.match.states()[10];
        std::vector<Action> legal;
        f.match.game().legal_actions(before, legal);
        const Action original = f.match.actions()[10];
        const auto other = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
            const auto applied = f.match.game().apply(before, a);
            return a != original &&
                   state_hash(std::get<Applied>(applied).state) != state_hash(f.match.states()[11]);
        });
        REQUIRE(other != legal.end());
        doc["actions"][10] = action_to_json(*other);
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        // Either refused later on, or at its own hash.
        CHECK((errors[0].starts_with("save.json:/hashes/10: the state after action 10 is not the "
                                     "one saved: the replay gives ") ||
               errors[0].starts_with("save.json:/actions/")));
    }
    SECTION("a changed hash") {
        const std::string real = doc["hashes"][3];
        doc["hashes"][3] = "0123456789abcdef";
        CHECK(refusal_of(doc) ==
              one("save.json:/hashes/3: the state after action 3 is not the one saved: the "
                  "replay gives " +
                  real + ", the save says 0123456789abcdef"));
    }
    SECTION("a changed set-up hash") {
        const std::string real = doc["setup_hash"];
        doc["setup_hash"] = "0123456789abcdef";
        CHECK(refusal_of(doc) ==
              one("save.json:/setup_hash: the set-up is not the one saved: the seed and options "
                  "give the state " +
                  real + ", the save says 0123456789abcdef"));
    }
    SECTION("another seed") {
        doc["seed"] = "2025";
        CHECK(refusal_of(doc).front().starts_with(
            "save.json:/setup_hash: the set-up is not the one saved"));
    }
    SECTION("a snapshot that is not the last state") {
        const int round = doc["snapshot"]["round"].get<int>();
        doc["snapshot"]["round"] = round + 1;
        CHECK(refusal_of(doc) ==
              one("save.json:/snapshot/round: the snapshot is not the state the actions lead to "
                  "(the replay gives " +
                  std::to_string(round) + ")"));
    }
    SECTION("a snapshot with the generator moved on") {
        doc["snapshot"]["rng"][1] = "0000000000000001";
        CHECK(refusal_of(doc).front().starts_with(
            "save.json:/snapshot/rng/1: the snapshot is not the state the actions lead to"));
    }
    SECTION("a snapshot that breaks the bookkeeping") {
        doc["snapshot"]["order_discard"].push_back(doc["snapshot"]["market"][0]);
        const auto errors = refusal_of(doc);
        REQUIRE(errors.size() == 1);
        CHECK_THAT(errors[0], Catch::StartsWith("save.json:/snapshot/market/0: order card "));
        CHECK_THAT(errors[0], Catch::Contains(" is in two places: /snapshot/order_discard/"));
    }
    SECTION("an action added at the end without its hash") {
        doc["actions"].push_back({{"action", "draw_order"}});
        CHECK(refusal_of(doc) ==
              one("save.json:/hashes: expected 41 hashes (one per action), found 40"));
    }
}

TEST_CASE("load_save_file names a missing file and a folder", "[io][save]") {
    const fs::path dir = temp_folder("load-file");
    const Fixture f;
    write_file(dir / "game.json", f.text);
    const LoadedGame loaded = load_save_file(dir / "game.json", testkit::catalog());
    REQUIRE(loaded.match);
    CHECK(loaded.match->state() == f.match.state());

    const LoadedGame missing = load_save_file(dir / "nope.json", testkit::catalog());
    CHECK_FALSE(missing.match);
    CHECK(lines(missing.errors) ==
          one((dir / "nope.json").generic_string() + ": the file is missing"));
    const LoadedGame folder = load_save_file(dir, testkit::catalog());
    CHECK_FALSE(folder.match);
    CHECK(lines(folder.errors) == one(dir.generic_string() + ": is a folder, not a JSON file"));

    write_file(dir / "cut.json", f.text.substr(0, 500));
    const LoadedGame cut = load_save_file(dir / "cut.json", testkit::catalog());
    CHECK_FALSE(cut.match);
    REQUIRE(cut.errors.size() == 1);
    CHECK(cut.errors[0].file == (dir / "cut.json").generic_string());
    fs::remove_all(dir);
}

TEST_CASE("write_file_atomically writes, replaces, and leaves the old file on failure",
          "[io][save]") {
    const fs::path dir = temp_folder("atomic");
    const fs::path target = dir / "game.json";

    REQUIRE_FALSE(write_file_atomically(target, "first\n"));
    CHECK(read_file(target) == "first\n");
    REQUIRE_FALSE(write_file_atomically(target, "second, longer\n"));
    CHECK(read_file(target) == "second, longer\n");
    REQUIRE_FALSE(write_file_atomically(target, ""));
    CHECK(read_file(target).empty());
    REQUIRE_FALSE(write_file_atomically(target, "old\n"));
    CHECK(names_in(dir) == std::vector<std::string>{"game.json"});  // no temporary files left

    SECTION("a large file") {
        const std::string big(3 * 1024 * 1024 + 17, 'x');
        REQUIRE_FALSE(write_file_atomically(target, big));
        CHECK(read_file(target) == big);
    }
    SECTION("the permissions of the file replaced are kept") {
        REQUIRE(::chmod(target.c_str(), 0600) == 0);
        REQUIRE_FALSE(write_file_atomically(target, "new\n"));
        struct stat st {};
        REQUIRE(::stat(target.c_str(), &st) == 0);
        CHECK((st.st_mode & 0777) == 0600);
    }
    SECTION("the folder does not exist") {
        const fs::path path = dir / "no_such_folder" / "game.json";
        const auto error = write_file_atomically(path, "new\n");
        REQUIRE(error);
        CHECK(*error == "cannot save " + path.string() + ": the folder " +
                            (dir / "no_such_folder").string() +
                            " does not exist (No such file or directory)");
        CHECK(read_file(target) == "old\n");
    }
    SECTION("the folder is a file") {
        const fs::path path = target / "game.json";
        const auto error = write_file_atomically(path, "new\n");
        REQUIRE(error);
        CHECK(*error == "cannot save " + path.string() +
                            ": a file stands in the way of the folder " + target.string() +
                            " (Not a directory)");
        CHECK(read_file(target) == "old\n");
    }
    SECTION("the path is a folder") {
        fs::create_directory(dir / "folder.json");
        write_file(dir / "folder.json" / "inside.txt", "kept\n");
        const auto error = write_file_atomically(dir / "folder.json", "new\n");
        REQUIRE(error);
        CHECK(*error == "cannot save " + (dir / "folder.json").string() + ": it is a folder");
        CHECK(read_file(dir / "folder.json" / "inside.txt") == "kept\n");
    }
    fs::remove_all(dir);
}

TEST_CASE("a saved game survives a trip through a file", "[io][save]") {
    const fs::path dir = temp_folder("file-trip");
    const Fixture f;
    REQUIRE_FALSE(write_file_atomically(dir / "game.json", f.text));
    CHECK(read_file(dir / "game.json") == f.text);
    const LoadedGame loaded = load_save_file(dir / "game.json", testkit::catalog());
    REQUIRE(loaded.match);
    CHECK(loaded.info == f.info);
    CHECK(save_text(*loaded.match, loaded.info) == f.text);
    fs::remove_all(dir);
}

TEST_CASE("load never throws or half-loads on mangled saves", "[io][save]") {
    const Match match = random_match(options_for(2), 99, 25);
    const std::string text = save_text(match, SaveInfo{{"Ada", "Blake"}, {}});
    const json base = json::parse(text);

    // Every value outside the snapshot (tested on its own) replaced by values of every kind.
    const std::vector<json> replacements = {
        nullptr,       true,          -1, 0, 3, 255, 1e300, "x", "0000000000000000",
        json::array(), json::object()};
    int loaded_anyway = 0;
    const json flat = base.flatten();
    for (const auto& [path, value] : flat.items()) {
        if (path.starts_with("/snapshot"))
            continue;
        for (const json& replacement : replacements) {
            json doc = base;
            doc[json::json_pointer(path)] = replacement;
            LoadedGame loaded;
            REQUIRE_NOTHROW(loaded = load_save_text(doc.dump(), "save.json", testkit::catalog()));
            INFO(path << " = " << replacement.dump());
            CHECK(loaded.match.has_value() == loaded.errors.empty());
            if (loaded.match) {
                // Only a change that changes nothing may load: the same game again.
                CHECK(loaded.match->state() == match.state());
                ++loaded_anyway;
            }
        }
    }
    // A handful of replacements change nothing (the same value again, such as an
    // empty toggle list replaced by an empty list); many more would mean the
    // loader ignores what it reads.
    CHECK(loaded_anyway < 12);

    // Random bytes changed: refused or (rarely, in a name) loaded, never a crash.
    Rng rng(4242);
    for (int n = 0; n < 300; ++n) {
        std::string changed = text;
        for (int k = 0; k < 1 + n % 3; ++k) {
            changed[rng.below(static_cast<std::uint32_t>(changed.size()))] =
                static_cast<char>(rng.below(256));
        }
        LoadedGame loaded;
        REQUIRE_NOTHROW(loaded = load_save_text(changed, "save.json", testkit::catalog()));
        CHECK(loaded.match.has_value() == loaded.errors.empty());
    }
}

// [SECTION] Saves of an older edition of the rules.

namespace {

const fs::path kEdition1 = fs::path(SUGARWORKS_TEST_FIXTURES_DIR) / "saves" / "edition1";

LoadedGame load_edition1(const std::string& name) {
    return load_save_file(kEdition1 / name, testkit::catalog());
}

}  // namespace

TEST_CASE(
    "A save of edition 1 of the rules whose game no rules change touched still loads: every "
    "state replays to its hash, and saved again it is of today's edition",
    "[io][save][edition]") {
    for (const char* name :
         {"third_shift_2p.json", "third_shift_2p_midgame.json", "second_shift_2p.json",
          "irritating_pawning_swapping_3p.json", "third_shift_advanced_2p.json", "lucy_2p.json"}) {
        INFO(name);
        const LoadedGame loaded = load_edition1(name);
        CHECK(lines(loaded.errors).empty());
        REQUIRE(loaded.match);
        std::ifstream in(kEdition1 / name);
        const json old = json::parse(in);
        CHECK(old["schema"] == "sugarworks.save/1");
        CHECK(loaded.match->actions().size() == old["actions"].size());
        const json again = json::parse(save_text(*loaded.match, loaded.info));
        CHECK(again["schema"] == "sugarworks.save/2");
        CHECK(again["rules_edition"] == kRulesEdition);
        CHECK(again["actions"] == old["actions"]);
        CHECK(again["hashes"] == old["hashes"]);
    }
}

TEST_CASE(
    "A save of edition 1 of the rules whose game a rules change touched, and that no longer "
    "replays, is refused whole with the change named",
    "[io][save][edition]") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"classic_2p.json", "Classic Sugarworks has an order action"},
        {"lucy_2p_output_emptied.json",
         "Lucy Mode makes a candy on every empty output after "
         "every turn"},
        {"cooperative_2p.json", "co-operative play deals the market and three blanket orders"},
        {"cooperative_1p.json", "co-operative play deals the market and three blanket orders"},
        {"first_shift_2p.json", "First Shift deals three blanket orders grey side up"},
        {"third_shift_1p.json", "a player alone takes two sets of player actions"},
        {"irritating_hidden_3p.json", "with Hidden Orders a candy is made by pointing at a card"},
    };
    for (const auto& [name, change] : cases) {
        INFO(name);
        const LoadedGame loaded = load_edition1(name);
        CHECK_FALSE(loaded.match);
        CHECK(loaded.info == SaveInfo{});
        REQUIRE(loaded.errors.size() == 1);
        const Diagnostic& d = loaded.errors.front();
        CHECK(d.file == (kEdition1 / name).generic_string());
        CHECK_FALSE(d.pointer.empty());  // where the replay parts from the save
        CHECK(d.message.starts_with(
            "this save was made under edition 1 of the rules, and it cannot be replayed under "
            "edition " +
            std::to_string(kRulesEdition) + " ("));
        CHECK_THAT(d.message, Catch::Contains(change));
        CHECK(d.message.ends_with("Start a new game."));
    }
    // Where the set-up of the mode changed, the options say so.
    const LoadedGame coop = load_edition1("cooperative_2p.json");
    REQUIRE_FALSE(coop.errors.empty());
    CHECK(coop.errors.front().pointer == "/options");
    CHECK_THAT(coop.errors.front().message,
               Catch::Contains("market_size 0 (today 4), blankets_dealt 0 (today 3)"));
}

TEST_CASE(
    "A save of edition 2 that no longer replays names edition 3's change where it touches the "
    "game: First Shift's blanket orders",
    "[io][save][edition]") {
    const auto changes_for = [](std::string_view mode) {
        const auto options = options_from_names(testkit::catalog(), mode, 2, {});
        REQUIRE(std::holds_alternative<GameOptions>(options));
        return rules_changes_since(2, Game(testkit::catalog(), std::get<GameOptions>(options)));
    };
    const std::vector<std::string> first = changes_for("first_shift");
    REQUIRE(first.size() == 1);
    CHECK_THAT(first.front(), Catch::Contains("blanket order") && Catch::Contains("6.1"));
    // Every other mode deals every card it did: nothing of edition 3 touches it.
    for (const Scenario& scenario : testkit::catalog().scenarios) {
        if (scenario.id == "first_shift")
            continue;
        INFO(scenario.id);
        CHECK(changes_for(scenario.id).empty());
    }
}

TEST_CASE("The rules edition of a save is checked", "[io][save][edition]") {
    const Match match = random_match(options_for(2), 3, 10);
    json doc = json::parse(save_text(match, {}));
    SECTION("an edition this build does not know") {
        doc["rules_edition"] = kRulesEdition + 1;
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{"save.json:/rules_edition: expected an integer from 1 to " +
                                       std::to_string(kRulesEdition) + ", found " +
                                       std::to_string(kRulesEdition + 1)});
    }
    SECTION("no edition in a save of schema 2") {
        doc.erase("rules_edition");
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{"save.json: missing member \"rules_edition\""});
    }
    SECTION("an edition in a save of schema 1, which had none") {
        doc["schema"] = "sugarworks.save/1";
        CHECK(refusal(doc.dump()) ==
              std::vector<std::string>{
                  "save.json:/rules_edition: a save of schema \"sugarworks.save/1\" has no rules "
                  "edition (it was made under the first)"});
    }
    SECTION("today's edition with other data is foreign, as before") {
        doc["catalog_fingerprint"] = "0123456789abcdef";
        const auto refused = refusal(doc.dump());
        REQUIRE(refused.size() == 1);
        CHECK(refused[0].starts_with(
            "save.json:/catalog_fingerprint: this save was made with different game data"));
    }
}
