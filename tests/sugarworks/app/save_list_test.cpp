// The Load screen's line for each save, and the menu's Continue: read from the
// save's header alone, never replayed; another game's save, a newer format's and a
// file that is not a save are listed with what they are.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "bots/random_bot.hpp"
#include "engine/save_header.hpp"
#include "shell/ui/load_screen.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/save_header.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

std::filesystem::path temp_dir() {
    const auto dir = std::filesystem::temp_directory_path() / "sugarworks_save_list_test";
    std::filesystem::create_directories(dir);
    return dir;
}

std::filesystem::path write(const std::string& name, const std::string& text) {
    const auto path = temp_dir() / name;
    std::ofstream(path) << text;
    return path;
}

// The save at `path` as Sugarworks' Load screen lists it.
engine::save::ListedSave listed(const std::filesystem::path& path) {
    const std::vector<engine::save::GameSaves> games = {game_saves(testkit::catalog())};
    return engine::save::list_save(path, "sugarworks", games);
}

std::vector<std::string> names_of(const engine::save::ListedSave& save) {
    std::vector<std::string> names;
    for (const engine::save::SeatHeader& seat : save.header->seats)
        names.push_back(seat.name);
    return names;
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
    const engine::save::ListedSave s = listed(path);
    REQUIRE(s.header);
    CHECK(s.header->mode == "Third Shift");
    CHECK(s.header->round == match.state().round);
    CHECK(names_of(s) == std::vector<std::string>{"Alex", "Blake"});
    CHECK_FALSE(s.header->finished);
    CHECK(s.saved_at.size() == 16);  // "2026-12-02 14:05"
    const std::string line = shell::save_line(s);
    CHECK_THAT(line, Catch::Contains("Third Shift") && Catch::Contains("round 3") &&
                         Catch::Contains("Alex, Blake") && Catch::Contains(s.saved_at));
    // Where the list has no room for the line whole, the seats go, then the file's
    // name; the date stays.
    const std::string shorter = shell::save_line(s, shell::SaveLineLength::NoSeats);
    CHECK_THAT(shorter, Catch::StartsWith("under_way") && Catch::Contains("round 3") &&
                            Catch::Contains(s.saved_at) && !Catch::Contains("Alex"));
    const std::string shortest = shell::save_line(s, shell::SaveLineLength::NoSeatsNoFile);
    CHECK_THAT(shortest, Catch::StartsWith("Third Shift") && Catch::Contains(s.saved_at));

    Match done(game, 7);
    for (const Action& a : played.actions)
        REQUIRE(std::holds_alternative<std::vector<GameEvent>>(done.apply(a)));
    REQUIRE(done.state().over());
    const engine::save::ListedSave f = listed(write("finished.json", save_text(done, SaveInfo{})));
    CHECK(f.header->finished);
    CHECK(names_of(f) == std::vector<std::string>{"Player 1", "Player 2"});
    CHECK_THAT(shell::save_line(f), Catch::Contains("finished"));
}

TEST_CASE("a file that cannot be opened is listed with what it is and why", "[app][saves]") {
    const engine::save::ListedSave s = listed(write("broken.json", "{\"schema\": 3"));
    CHECK_FALSE(s.header);
    CHECK_THAT(s.problem, Catch::StartsWith("not a save: not valid JSON"));
    CHECK_THAT(shell::save_line(s),
               Catch::Contains("broken") && Catch::Contains("cannot be opened"));

    const engine::save::ListedSave sparks =
        listed(write("robots.json", R"({"schema": "sparks.save/1", "options": {"players": 2}})"));
    CHECK_FALSE(sparks.header);
    CHECK(sparks.problem == "a save of a game this program does not know (\"sparks.save/1\")");

    const engine::save::ListedSave newer =
        listed(write("newer.json", R"({"schema": "sugarworks.save/3", "options": {}})"));
    CHECK_FALSE(newer.header);
    CHECK(newer.problem ==
          "a save of a newer Sugarworks (format 3; this Sugarworks reads format 2 and older)");

    const engine::save::ListedSave options = listed(
        write("options.json", R"({"schema": "sugarworks.save/2", "options": {"players": 9}})"));
    CHECK_FALSE(options.header);
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
    const engine::save::ListedSave s = listed(path);
    REQUIRE(s.header);
    CHECK(s.header->round == match.state().round);
    CHECK_FALSE(load_save_file(path, testkit::catalog()).match);
}
