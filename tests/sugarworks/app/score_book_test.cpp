// The score book: runs written atomically and read back, a broken book kept
// aside and never written over, a missing folder made, two games in a row
// both kept, and the best runs of each way to play.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "setup/score_book.hpp"
#include "support/doc_example.hpp"
#include "support/temp_folder.hpp"

using namespace sugarworks::app;
using sugarworks::testkit::file_text;
using sugarworks::testkit::TempFolder;
namespace fs = std::filesystem;

namespace {

ScoreRun run(int score, std::uint64_t seed, const std::string& scenario = "cooperative",
             int players = 2) {
    ScoreRun r;
    r.scenario = scenario;
    r.players = players;
    r.score = score;
    r.rating = score > 10 ? "Good" : "Fair";
    r.seed = seed;
    r.date = "2026-12-02";
    return r;
}

}  // namespace

TEST_CASE("the score book keeps two games in a row, in a folder it makes", "[app][book]") {
    TempFolder dir("book-rows");
    const fs::path file = dir.path() / "deeper" / "score_book.json";  // no folder yet
    CHECK(load_score_book(file).book.runs.empty());
    CHECK(load_score_book(file).error.empty());
    ScoreRun big = run(14, 18446744073709551557ull);
    big.toggles = {"side_b"};
    big.hints = 3;
    REQUIRE(record_run(file, run(7, 1)).problem.empty());
    REQUIRE(record_run(file, big).problem.empty());
    const ScoreBookLoad back = load_score_book(file);
    CHECK(back.error.empty());
    REQUIRE(back.book.runs.size() == 2);
    CHECK(back.book.runs[0] == run(7, 1));
    CHECK(back.book.runs[1] == big);  // a seed past 2^53 survives, as digits
    CHECK(file_text(file).starts_with("{\n  \"schema\": \"sugarworks.score-book/1\""));
    // No temporary file is left beside it.
    int files = 0;
    for (const auto& entry : fs::directory_iterator(file.parent_path()))
        files += entry.is_regular_file() ? 1 : 0;
    CHECK(files == 1);
}

TEST_CASE("a broken score book is reported, kept aside and never written over", "[app][book]") {
    TempFolder dir("book-broken");
    fs::create_directories(dir.path());
    const fs::path file = dir.path() / "score_book.json";
    std::ofstream(file) << "{\"schema\": \"sugarworks.score-book/1\", \"runs\": [ {\"score\": }";
    const ScoreBookLoad broken = load_score_book(file);
    CHECK(broken.broken);
    CHECK(broken.error.find("score_book.json:") != std::string::npos);
    const std::string old_text = file_text(file);

    const RecordResult first = record_run(file, run(9, 3));
    CHECK(first.problem.empty());
    CHECK(first.kept_aside.find("score_book.broken.json") != std::string::npos);
    CHECK(file_text(dir.path() / "score_book.broken.json") == old_text);  // kept whole
    REQUIRE(load_score_book(file).book.runs.size() == 1);

    // Broken again: kept under the next free name, the first one untouched.
    std::ofstream(file) << "not json";
    const RecordResult second = record_run(file, run(11, 4));
    CHECK(second.kept_aside.find("score_book.broken-2.json") != std::string::npos);
    CHECK(file_text(dir.path() / "score_book.broken.json") == old_text);
    CHECK(file_text(dir.path() / "score_book.broken-2.json") == "not json");
    CHECK(load_score_book(file).book.runs == std::vector<ScoreRun>{run(11, 4)});
}

TEST_CASE("each broken run of a score book is named with its pointer", "[app][book]") {
    const ScoreBookLoad load = score_book_from_text(
        R"({"schema": "sugarworks.score-book/1", "runs": [
             {"scenario": "cooperative", "toggles": [], "players": 9, "score": 3,
              "seed": "12x", "date": "2026-12-02"}]})",
        "book.json");
    CHECK(load.broken);
    CHECK(load.book.runs.empty());
    CHECK(load.error.find("book.json:/runs/0/players: expected an integer from 1 to 4, found 9") !=
          std::string::npos);
    CHECK(load.error.find("book.json:/runs/0/seed: expected the seed as a string of digits") !=
          std::string::npos);
    const ScoreBookLoad other =
        score_book_from_text(R"({"schema": "sugarworks.save/2"})", "b.json");
    CHECK(other.broken);
}

TEST_CASE("the best runs of each way to play, best first", "[app][book]") {
    ScoreBook book;
    book.runs = {run(5, 1), run(12, 2), run(3, 3, "third_shift", 1), run(12, 4), run(8, 5)};
    ScoreRun sided = run(20, 6);
    sided.toggles = {"side_b"};
    book.runs.push_back(sided);
    const std::vector<WayToPlay> ways = best_runs(book, 3);
    REQUIRE(ways.size() == 3);
    CHECK(ways[0].scenario == "cooperative");
    CHECK(ways[0].toggles.empty());
    REQUIRE(ways[0].best.size() == 3);
    CHECK(ways[0].best[0].seed == 2);  // 12, the earlier of the two
    CHECK(ways[0].best[1].seed == 4);  // 12
    CHECK(ways[0].best[2].seed == 5);  // 8; the 5 is not among the best three
    CHECK(ways[1].scenario == "third_shift");
    CHECK(ways[2].toggles == std::vector<std::string>{"side_b"});
}

TEST_CASE("the score book example in docs/sugarworks/data.md reads without a problem",
          "[app][book]") {
    const std::string example = sugarworks::testkit::doc_example(
        fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "docs" / "sugarworks",
        "sugarworks.score-book/1");
    const ScoreBookLoad load = score_book_from_text(example, "docs/sugarworks/data.md");
    CHECK(load.error.empty());
    REQUIRE(load.book.runs.size() == 1);
    CHECK(load.book.runs[0].score == 14);
}

namespace {

// A run that passed through `states` (their 32-bit hashes, after each action).
ScoreRun run_through(int score, std::vector<std::uint32_t> states) {
    ScoreRun r = run(score, 42, "cooperative", 1);
    r.states = std::move(states);
    return r;
}

}  // namespace

TEST_CASE("who played a run is kept with it and sets it apart", "[app][book]") {
    TempFolder dir("book-who");
    const fs::path file = dir.path() / "score_book.json";
    ScoreRun person = run(12, 5, "cooperative", 2);
    ScoreRun with_computer = person;
    with_computer.computers = 1;
    ScoreRun computer = person;
    computer.computers = 2;
    ScoreRun autoplay = person;
    autoplay.autoplay = true;
    autoplay.score = 30;  // a better score than the person's, by random moves
    for (const ScoreRun& r : {person, with_computer, computer, autoplay})
        REQUIRE(record_run(file, r).problem.empty());
    const ScoreBookLoad back = load_score_book(file);
    REQUIRE(back.error.empty());
    REQUIRE(back.book.runs.size() == 4);
    CHECK(back.book.runs[1] == with_computer);
    CHECK(back.book.runs[3] == autoplay);
    CHECK(played_by(back.book.runs[0]) == PlayedBy::People);
    CHECK(played_by(back.book.runs[1]) == PlayedBy::WithComputers);
    CHECK(played_by(back.book.runs[2]) == PlayedBy::Computers);
    CHECK(played_by(back.book.runs[3]) == PlayedBy::Autoplay);
    // Four ways: the autoplay's 30 is not the person's best.
    const std::vector<WayToPlay> ways = best_runs(back.book);
    REQUIRE(ways.size() == 4);
    CHECK(ways[0].by == PlayedBy::People);
    REQUIRE(ways[0].best.size() == 1);
    CHECK(ways[0].best[0].score == 12);
    CHECK(ways[1].computers == 1);
    CHECK(ways[3].by == PlayedBy::Autoplay);

    SECTION("a run a person played writes neither member") {
        const std::string text = score_book_text(ScoreBook{{person}});
        CHECK(text.find("autoplay") == std::string::npos);
        CHECK(text.find("computers") == std::string::npos);
    }
}

TEST_CASE("a game played on from one already in the score book is not written again",
          "[app][book]") {
    TempFolder dir("book-again");
    const fs::path file = dir.path() / "score_book.json";
    const ScoreRun first = run_through(9, {0x11, 0x22, 0x33, 0x44, 0x55});
    REQUIRE(record_run(file, first, 0).problem.empty());

    // Opened from a save of it after 3 actions (or Continue, or taken over from its
    // replay there), and ended otherwise: the same game, not written again.
    const ScoreRun again = run_through(14, {0x11, 0x22, 0x33, 0x99, 0xaa, 0xbb});
    const RecordResult second = record_run(file, again, 3);
    CHECK(second.problem.empty());
    REQUIRE(second.already);
    CHECK(*second.already == first);
    CHECK(load_score_book(file).book.runs == std::vector<ScoreRun>{first});

    SECTION("the same deal dealt afresh is a run of its own") {
        CHECK_FALSE(record_run(file, again, 0).already);
        CHECK(load_score_book(file).book.runs.size() == 2);
    }
    SECTION("a game opened at a state the book's run never passed through is written") {
        const ScoreRun other = run_through(7, {0x11, 0x22, 0x77, 0x88});
        CHECK_FALSE(record_run(file, other, 3).already);
        CHECK(load_score_book(file).book.runs.size() == 2);
    }
    SECTION("another deal with the same states is another game") {
        ScoreRun other_seed = again;
        other_seed.seed = 43;
        CHECK_FALSE(record_run(file, other_seed, 3).already);
    }
    SECTION("the states read back as written") {
        CHECK(file_text(file).find("\"states\": \"0000001100000022000000330000004400000055\"") !=
              std::string::npos);
    }
}

TEST_CASE("the states of a run that do not read are named with their pointer", "[app][book]") {
    const auto error_of = [](const std::string& states) {
        const std::string text =
            R"({"schema": "sugarworks.score-book/1", "runs": [{"scenario": "cooperative",
            "toggles": [], "players": 1, "score": 3, "seed": "1", "date": "2026-12-02",
            "states": ")" +
            states + R"("}]})";
        return score_book_from_text(text, "book.json").error;
    };
    CHECK(error_of("0000001") ==
          "book.json:/runs/0/states: expected 8 hexadecimal digits for each state, found "
          "\"0000001\"");
    CHECK(error_of("0000001g") ==
          "book.json:/runs/0/states: expected 8 hexadecimal digits for each state, found "
          "\"0000001g\"");
    CHECK(error_of("000000010000000f").empty());
}
