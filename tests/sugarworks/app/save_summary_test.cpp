// The Load screen's line for each save, and the menu's Continue: read from the
// save's header alone, never replayed; another game's save, a newer format's and a
// file that is not a save are listed with what they are.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "bots/random_bot.hpp"
#include "setup/save_summary.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/save.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

std::filesystem::path temp_dir() {
    const auto dir = std::filesystem::temp_directory_path() / "sugarworks_save_summary_test";
    std::filesystem::create_directories(dir);
    return dir;
}

std::filesystem::path write(const std::string& name, const std::string& text) {
    const auto path = temp_dir() / name;
    std::ofstream(path) << text;
    return path;
}

Game game_of(const std::string& scenario, int players) {
    const Scenario* s = testkit::catalog().scenario(scenario);
    REQUIRE(s);
    return Game(testkit::catalog(), GameOptions::for_scenario(*s, players, {}));
}

}  // namespace

TEST_CASE("a save is listed by mode, round, players and date, and a finished one says so",
          "[app][saves]") {
    const Game game = game_of("third_shift", 2);
    Match match(game, 7);
    // Play into round 2 or later with random legal actions.
    const bots::RandomGame played = bots::play_random_game(game, 7);
    for (size_t i = 0; i < played.actions.size() && match.state().round < 3; ++i)
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(match.apply(played.actions[i])));
    const auto path = write("under_way.json", save_text(match, SaveInfo{{"Alex", "Blake"}, {}}));
    const SaveSummary s = summarize_save(path, testkit::catalog());
    CHECK(s.readable);
    CHECK(s.mode == "Third Shift");
    CHECK(s.round == match.state().round);
    CHECK(s.players == std::vector<std::string>{"Alex", "Blake"});
    CHECK_FALSE(s.finished);
    CHECK(s.saved_at.size() == 16);  // "2026-12-02 14:05"
    const std::string line = describe_save(s);
    CHECK_THAT(line, Catch::Contains("Third Shift") && Catch::Contains("round 3") &&
                         Catch::Contains("Alex, Blake") && Catch::Contains(s.saved_at));

    Match done(game, 7);
    for (const Action& a : played.actions)
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(done.apply(a)));
    REQUIRE(done.state().over());
    const SaveSummary f =
        summarize_save(write("finished.json", save_text(done, SaveInfo{})), testkit::catalog());
    CHECK(f.finished);
    CHECK(f.players == std::vector<std::string>{"Player 1", "Player 2"});
    CHECK_THAT(describe_save(f), Catch::Contains("finished"));
}

TEST_CASE("a file that cannot be opened is listed with what it is and why", "[app][saves]") {
    const SaveSummary s =
        summarize_save(write("broken.json", "{\"schema\": 3"), testkit::catalog());
    CHECK_FALSE(s.readable);
    CHECK_THAT(s.problem, Catch::StartsWith("not a save: not valid JSON"));
    CHECK_THAT(describe_save(s), Catch::Contains("broken") && Catch::Contains("cannot be opened"));

    const SaveSummary sparks = summarize_save(
        write("robots.json", R"({"schema": "sparks.save/1", "options": {"players": 2}})"),
        testkit::catalog());
    CHECK_FALSE(sparks.readable);
    CHECK(sparks.problem == "a save of a game this program does not know (\"sparks.save/1\")");

    const SaveSummary newer =
        summarize_save(write("newer.json", R"({"schema": "sugarworks.save/3", "options": {}})"),
                       testkit::catalog());
    CHECK_FALSE(newer.readable);
    CHECK(newer.problem ==
          "a save of a newer Sugarworks (format 3; this Sugarworks reads format 2 and older)");

    const SaveSummary options = summarize_save(
        write("options.json", R"({"schema": "sugarworks.save/2", "options": {"players": 9}})"),
        testkit::catalog());
    CHECK_FALSE(options.readable);
    CHECK_THAT(options.problem, Catch::StartsWith("the save does not read: "));
}

TEST_CASE("a save is listed from its header: one whose replay fails lists, and says so on opening",
          "[app][saves]") {
    const Game game = game_of("third_shift", 2);
    Match match(game, 9);
    const bots::RandomGame played = bots::play_random_game(game, 9);
    for (size_t i = 0; i < 12 && i < played.actions.size(); ++i)
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(match.apply(played.actions[i])));
    std::string text = save_text(match, SaveInfo{{"Alex", "Blake"}, {}});
    // A hash of the history changed: the replay no longer matches, the header still reads.
    const auto at = text.find("\"hashes\"");
    REQUIRE(at != std::string::npos);
    const auto digit = text.find_first_of("0123456789abcdef", text.find('"', at + 9) + 1);
    text[digit] = text[digit] == '0' ? '1' : '0';
    const auto path = write("tampered.json", text);
    const SaveSummary s = summarize_save(path, testkit::catalog());
    CHECK(s.readable);
    CHECK(s.round == match.state().round);
    CHECK_FALSE(load_save_file(path, testkit::catalog()).match);
}
