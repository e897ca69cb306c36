// The shell's lesson book holding Sugarworks' places: which lessons are done and
// where each one under way was left (its actions and Nexts), written atomically
// and read back; a broken book reported, kept aside and never written over; a
// missing folder made.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "setup/lesson_place.hpp"
#include "shell/setup/lesson_book.hpp"
#include "support/doc_example.hpp"
#include "support/temp_folder.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using shell::LessonBook;
using shell::LessonBookLoad;
using shell::LessonBookWrite;
using sugarworks::testkit::TempFolder;
namespace fs = std::filesystem;

namespace {

lessons::LessonProgress progress_under_way(const std::string& id) {
    return {id,
            {Action::play_tile(8, Cell{2, 1}), Action::draw_order(), Action::adjust(0, 1)},
            {0, 0, 0, 3}};
}

shell::LessonPlace under_way(const std::string& id) {
    return lesson_place(progress_under_way(id));
}

LessonBookLoad load_lesson_book(const fs::path& file) {
    return shell::load_lesson_book(file, "sugarworks", read_lesson_place);
}

LessonBookLoad lesson_book_from_text(std::string_view text, const std::string& file) {
    return shell::lesson_book_from_text(text, file, "sugarworks", read_lesson_place);
}

LessonBookWrite write_lesson_book(const fs::path& file, const LessonBook& book) {
    return shell::write_lesson_book(file, book, "sugarworks", read_lesson_place);
}

}  // namespace

TEST_CASE("the lesson book keeps what is done and where a lesson was left", "[app][lessons]") {
    TempFolder dir("lesson-book");
    const fs::path file = dir.path() / "deeper" / "lessons.json";  // no folder yet
    CHECK(load_lesson_book(file).book == LessonBook{});
    CHECK(load_lesson_book(file).error.empty());

    LessonBook book;
    book.keep(under_way("first_shift"));
    book.keep(under_way("second_shift"));
    book.finish("first_shift");
    CHECK(book.is_done("first_shift"));
    CHECK_FALSE(book.place("first_shift"));  // done: no longer under way
    REQUIRE(book.place("second_shift"));
    CHECK(lesson_progress(*book.place("second_shift")) == progress_under_way("second_shift"));
    // A second place for the same lesson replaces the first.
    lessons::LessonProgress later = progress_under_way("second_shift");
    later.nexts.push_back(3);
    book.keep(lesson_place(later));
    CHECK(book.under_way.size() == 1);

    REQUIRE(write_lesson_book(file, book).problem.empty());
    const LessonBookLoad back = load_lesson_book(file);
    CHECK(back.error.empty());
    CHECK(back.book == book);
    // Written back as it read, its places' members in their order.
    CHECK(shell::lesson_book_text(back.book, "sugarworks") == testkit::file_text(file));

    book.forget("second_shift");
    CHECK(book.under_way.empty());
    CHECK(book.is_done("first_shift"));
}

TEST_CASE("a lesson book that does not read is reported and kept aside", "[app][lessons]") {
    TempFolder dir("lesson-book-broken");
    const fs::path file = dir.path() / "lessons.json";
    const std::string old_text =
        R"({"schema": "sugarworks.lessons/1", "done": ["first_shift"], "under_way": [)"
        R"({"lesson": "second_shift", "actions": [{"action": "juggle"}], "nexts": [0]}]})";
    { std::ofstream(file) << old_text; }
    const LessonBookLoad loaded = load_lesson_book(file);
    CHECK(loaded.broken);
    CHECK(loaded.error.find("lessons.json:/under_way/0/actions/0") != std::string::npos);
    CHECK(loaded.book == LessonBook{});  // kept whole or not at all

    LessonBook fresh;
    fresh.finish("first_shift");
    const LessonBookWrite written = write_lesson_book(file, fresh);
    CHECK(written.problem.empty());
    CHECK(written.kept_aside.find("lessons.broken.json") != std::string::npos);
    CHECK(testkit::file_text(dir.path() / "lessons.broken.json") == old_text);  // never lost
    CHECK(load_lesson_book(file).book == fresh);

    // Not JSON at all, and the name taken: another name beside it.
    { std::ofstream(file) << "not json"; }
    CHECK(load_lesson_book(file).error.find("lessons.json") != std::string::npos);
    CHECK(write_lesson_book(file, fresh).problem.empty());
    CHECK(testkit::file_text(dir.path() / "lessons.broken.json") == old_text);
    CHECK(testkit::file_text(dir.path() / "lessons.broken-2.json") == "not json");
}

TEST_CASE("a lesson book of another kind names what is wrong", "[app][lessons]") {
    const LessonBookLoad loaded = lesson_book_from_text(
        R"({"schema": "sugarworks.lessons/9", "done": [3], "extra": true})", "lessons.json");
    CHECK(loaded.broken);
    CHECK(loaded.error.find("lessons.json:/schema") != std::string::npos);
    CHECK(loaded.error.find("lessons.json:/done/0") != std::string::npos);
    CHECK(loaded.error.find("lessons.json:/extra") != std::string::npos);

    // A place names its lesson (the book's member) and has no member Sugarworks does not know.
    const LessonBookLoad place =
        lesson_book_from_text(R"({"schema": "sugarworks.lessons/1", "done": [], "under_way": [)"
                              R"({"actions": [], "nexts": [2, 1], "juggle": 1}]})",
                              "lessons.json");
    CHECK(place.broken);
    CHECK(place.error.find("lessons.json:/under_way/0: missing member \"lesson\"") !=
          std::string::npos);
    CHECK(place.error.find("lessons.json:/under_way/0/juggle") != std::string::npos);
    CHECK(place.error.find("lessons.json:/under_way/0/nexts") != std::string::npos);
}

TEST_CASE("the lesson book example in docs/sugarworks/data.md reads without a problem",
          "[app][lessons]") {
    const std::string example = sugarworks::testkit::doc_example(
        fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "docs" / "sugarworks",
        "sugarworks.lessons/1");
    const LessonBookLoad load = lesson_book_from_text(example, "docs/sugarworks/data.md");
    CHECK(load.error.empty());
    CHECK(load.book.is_done("first_shift"));
    REQUIRE(load.book.place("second_shift"));
    CHECK(lesson_progress(*load.book.place("second_shift"))->actions.size() == 2);
}
