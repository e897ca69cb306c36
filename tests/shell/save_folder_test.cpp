// A game's own folder: saves written side by side and never over each other,
// listed from their headers with the player's other files left out, and a score
// book that keeps every finished game and never loses a broken one.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "shell/setup/game_book.hpp"
#include "shell/setup/save_folder.hpp"

namespace fs = std::filesystem;

namespace {

// A fresh folder for one test, its game's home variable pointing at it.
struct FolderHome {
    fs::path dir;
    FolderHome() {
        dir =
            fs::temp_directory_path() / ("shell_folder_" + std::to_string(std::random_device{}()));
        fs::create_directories(dir);
        setenv("FOLDERTEST_HOME", dir.string().c_str(), 1);
    }
    ~FolderHome() {
        unsetenv("FOLDERTEST_HOME");
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    FolderHome(const FolderHome&) = delete;
    FolderHome& operator=(const FolderHome&) = delete;
};

std::string read(const fs::path& p) {
    std::ifstream in(p);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p) << text;
}

shell::SaveFolder test_folder() {
    return shell::SaveFolder(shell::folder_owner("foldertest", "Foldertest"));
}

// A reader of "foldertest" saves: every one opens, its header empty.
engine::save::GameSaves foldertest_saves() {
    return {"foldertest", "Foldertest", 1,
            [](const nlohmann::json&, const std::string&, engine::Diagnostics&)
                -> std::optional<engine::save::SaveHeader> { return engine::save::SaveHeader{}; }};
}

}  // namespace

TEST_CASE("a game's folder follows its own home variable", "[shell][saves]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    REQUIRE(folder.usable());
    CHECK(folder.saves_folder() == home.dir / "saves");
    CHECK(folder.file("score_book.json") == home.dir / "score_book.json");
    CHECK(folder.settings_file() == home.dir / "settings.json");
}

TEST_CASE("two saves in the same second are two files", "[shell][saves]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    const shell::SaveFolder::Saved first = folder.save("classic", "{\"one\": 1}");
    const shell::SaveFolder::Saved second = folder.save("classic", "{\"two\": 2}");
    REQUIRE(first.problem.empty());
    REQUIRE(second.problem.empty());
    CHECK(first.path != second.path);
    CHECK(read(first.path) == "{\"one\": 1}");
    CHECK(read(second.path) == "{\"two\": 2}");
    CHECK(first.path.filename().string().rfind("classic-", 0) == 0);
    CHECK(first.path.parent_path() == folder.saves_folder());
}

TEST_CASE("with no folder, a save says why and writes nothing", "[shell][saves]") {
    FolderHome home;
    const fs::path file_in_the_way = home.dir / "not_a_folder";
    write(file_in_the_way, "x");
    setenv("FOLDERTEST_HOME", (file_in_the_way / "inside").string().c_str(), 1);
    const shell::SaveFolder folder = test_folder();
    REQUIRE_FALSE(folder.usable());
    CHECK(folder.file("settings.json").empty());
    const auto autosaved = folder.autosave("{}");
    REQUIRE(autosaved);
    CHECK_THAT(*autosaved, Catch::StartsWith("cannot save the game: "));
    CHECK(folder.save("classic", "{}").problem == *autosaved);
}

TEST_CASE(
    "the saves are listed from their headers, newest first, and the player's other files "
    "are not",
    "[shell][saves]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    write(folder.saves_folder() / "a.json", "{\"schema\": \"foldertest.save/1\"}");
    write(folder.saves_folder() / "b.json", "{\"schema\": \"foldertest.save/1\"}");
    fs::last_write_time(
        folder.saves_folder() / "a.json",
        fs::last_write_time(folder.saves_folder() / "b.json") + std::chrono::hours(1));
    REQUIRE_FALSE(folder.autosave("{\"schema\": \"foldertest.save/1\"}"));
    fs::last_write_time(
        folder.autosave_file(),
        fs::last_write_time(folder.saves_folder() / "b.json") - std::chrono::hours(1));
    write(folder.saves_folder() / "other.json", "{\"schema\": \"elsewhere.save/1\"}");
    write(folder.saves_folder() / "newer.json", "{\"schema\": \"foldertest.save/9\"}");
    write(folder.saves_folder() / "broken.json", "{\"schema\": 3");
    write(folder.saves_folder() / "notes.txt", "not a save");
    write(folder.settings_file(), "{\"schema\": \"foldertest.settings/1\"}");
    write(folder.file("score_book.json"), "{\"schema\": \"foldertest.score_book/1\"}");
    const std::vector<engine::save::GameSaves> known = {foldertest_saves()};
    const auto listed = folder.listed("foldertest", known);
    std::vector<std::string> names;
    for (const auto& save : listed)
        names.push_back(save.path.filename().string());
    REQUIRE(names.size() == 6);
    CHECK(names[0] == "a.json");             // the newest
    CHECK(names.back() == "autosave.json");  // the oldest
    for (const auto& save : listed) {
        const std::string name = save.path.filename().string();
        const bool opens = name == "a.json" || name == "b.json" || name == "autosave.json";
        INFO(name << ": " << save.problem);
        CHECK(save.header.has_value() == opens);
        CHECK(save.problem.empty() == opens);
    }
}

TEST_CASE("the score book keeps every finished game, oldest first", "[shell][score_book]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    const fs::path book = folder.file(shell::kGameBookFileName);
    CHECK(shell::read_game_book(book, "foldertest").lines.empty());
    CHECK(shell::read_game_book(book, "foldertest").problem.empty());
    REQUIRE(shell::add_to_game_book(book, "foldertest",
                                    {"2026-12-06 20:00", "Alex, Blake", "Alex wins.", ""})
                .empty());
    REQUIRE(shell::add_to_game_book(
                book, "foldertest",
                {"2026-12-06 21:00", "Alex, Player 2 (random)", "Player 2 wins.", ""})
                .empty());
    const shell::GameBookRead read_back = shell::read_game_book(book, "foldertest");
    CHECK(read_back.problem.empty());
    REQUIRE(read_back.lines.size() == 2);
    CHECK(read_back.lines[0].result == "Alex wins.");
    CHECK(read_back.lines[1].seats == "Alex, Player 2 (random)");
}

TEST_CASE("the score book keeps each game's kind and score, and the best score of each kind",
          "[shell][score_book]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    const fs::path book = folder.file(shell::kGameBookFileName);
    // A book written before games had kinds and scores still reads.
    {
        std::ofstream old(book);
        old << R"({"schema": "foldertest.score_book/1", "games": [)"
            << R"({"date": "2026-12-01 10:00", "seats": "Alex", "result": "Alex wins.", "save": ""}]})";
    }
    using Line = shell::ScoreBookLine;
    for (const Line& line : {Line{.date = "d1", .kind = "Solo, 1 goal tile", .score = 48},
                             Line{.date = "d2", .kind = "Solo, 3 goal tiles", .score = 40},
                             Line{.date = "d3", .kind = "Solo, 1 goal tile", .score = 55},
                             Line{.date = "d4", .kind = "Solo, 1 goal tile", .score = 55},
                             Line{.date = "d5", .kind = "2 players"}})
        REQUIRE(shell::add_to_game_book(book, "foldertest", line).empty());
    const shell::GameBookRead read_back = shell::read_game_book(book, "foldertest");
    INFO(read_back.problem);
    REQUIRE(read_back.lines.size() == 6);
    CHECK(read_back.lines[0].kind.empty());
    CHECK_FALSE(read_back.lines[0].score);
    CHECK(read_back.lines[1].kind == "Solo, 1 goal tile");
    CHECK(read_back.lines[1].score == 48);
    CHECK_FALSE(read_back.lines[5].score);
    const std::vector<Line> best = shell::best_of_each_kind(read_back.lines);
    REQUIRE(best.size() == 2);
    CHECK(best[0].kind == "Solo, 1 goal tile");
    CHECK(best[0].score == 55);
    CHECK(best[0].date == "d3");  // the first to reach it
    CHECK(best[1].kind == "Solo, 3 goal tiles");
    CHECK(best[1].score == 40);
}

TEST_CASE("a broken score book is set aside, not lost, and never over one set aside before",
          "[shell][score_book]") {
    FolderHome home;
    const shell::SaveFolder folder = test_folder();
    const fs::path book = folder.file(shell::kGameBookFileName);
    write(book, "not json at all");
    const shell::GameBookRead broken = shell::read_game_book(book, "foldertest");
    CHECK(broken.lines.empty());
    CHECK_THAT(broken.problem, Catch::Contains("score_book.json"));
    std::string kept;
    REQUIRE(shell::add_to_game_book(book, "foldertest",
                                    {"2026-12-06 20:00", "Alex", "Alex wins.", ""}, &kept)
                .empty());
    CHECK(read(home.dir / "score_book.broken.json") == "not json at all");
    CHECK_THAT(kept, Catch::Contains("score_book.broken.json"));
    CHECK(shell::read_game_book(book, "foldertest").lines.size() == 1);

    // A second broken book (another game's schema, say) goes beside the first.
    write(book, "{\"schema\": \"elsewhere.score_book/1\", \"games\": []}");
    CHECK_THAT(shell::read_game_book(book, "foldertest").problem, Catch::Contains("schema"));
    REQUIRE(
        shell::add_to_game_book(book, "foldertest", {"2026-12-07 20:00", "Alex", "Alex wins.", ""})
            .empty());
    CHECK(read(home.dir / "score_book.broken.json") == "not json at all");
    CHECK_THAT(read(home.dir / "score_book.broken-2.json"), Catch::Contains("elsewhere"));
}

TEST_CASE("seats are named as the score book names them", "[shell][score_book]") {
    CHECK(shell::seat_words({{"Alex", "person"}, {"Player 2", "random"}}) ==
          "Alex, Player 2 (random)");
}
