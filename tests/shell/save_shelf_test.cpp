// A game's own folder: saves written side by side and never over each other,
// and a score book that keeps every finished game and never loses a broken one.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "shell/app/save_shelf.hpp"

namespace fs = std::filesystem;

namespace {

// A fresh folder for one test, its game's home variable pointing at it.
struct ShelfHome {
    fs::path dir;
    ShelfHome() {
        dir = fs::temp_directory_path() / ("shell_shelf_" + std::to_string(std::random_device{}()));
        fs::create_directories(dir);
        setenv("SHELFTEST_HOME", dir.string().c_str(), 1);
    }
    ~ShelfHome() {
        unsetenv("SHELFTEST_HOME");
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

std::string read(const fs::path& p) {
    std::ifstream in(p);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("a game's folder follows its own home variable", "[shell][saves]") {
    ShelfHome home;
    const shell::SaveShelf shelf("shelftest", "Shelftest");
    REQUIRE(shelf.usable());
    CHECK(shelf.saves_folder() == home.dir / "saves");
}

TEST_CASE("two saves in the same second are two files", "[shell][saves]") {
    ShelfHome home;
    shell::SaveShelf shelf("shelftest", "Shelftest");
    std::string error;
    const auto first = shelf.write_save("{\"one\": 1}", error);
    const auto second = shelf.write_save("{\"two\": 2}", error);
    REQUIRE(first);
    REQUIRE(second);
    CHECK(*first != *second);
    CHECK(read(*first) == "{\"one\": 1}");
    CHECK(read(*second) == "{\"two\": 2}");
    CHECK(first->filename().string().rfind("shelftest-", 0) == 0);
}

TEST_CASE("the score book keeps every finished game, oldest first", "[shell][score_book]") {
    ShelfHome home;
    const shell::SaveShelf shelf("shelftest", "Shelftest");
    CHECK(shelf.score_book().empty());
    std::string error;
    REQUIRE(shelf.add_to_score_book({"2026-12-06 20:00", "Alex, Blake", "Alex wins.", ""}, error));
    REQUIRE(shelf.add_to_score_book(
        {"2026-12-06 21:00", "Alex, Player 2 (random)", "Player 2 wins.", ""}, error));
    const auto lines = shelf.score_book();
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].result == "Alex wins.");
    CHECK(lines[1].seats == "Alex, Player 2 (random)");
}

TEST_CASE("a broken score book is set aside, not lost", "[shell][score_book]") {
    ShelfHome home;
    const shell::SaveShelf shelf("shelftest", "Shelftest");
    std::ofstream(home.dir / "score_book.json") << "not json at all";
    std::string problem;
    CHECK(shelf.score_book(&problem).empty());
    CHECK(problem.find("score_book.json") != std::string::npos);
    std::string error;
    REQUIRE(shelf.add_to_score_book({"2026-12-06 20:00", "Alex", "Alex wins.", ""}, error));
    CHECK(read(home.dir / "score_book.broken.json") == "not json at all");
    CHECK(shelf.score_book().size() == 1);
}

TEST_CASE("seats are named as the score book names them", "[shell][score_book]") {
    CHECK(shell::seat_words({{"Alex", "person"}, {"Player 2", "random"}}) ==
          "Alex, Player 2 (random)");
}
