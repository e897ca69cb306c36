// The learner's place in a game's lessons, kept between runs in lessons.json in
// the game's own folder: which lessons are done, and where each lesson under way
// was left. A place is the game's own (Sugarworks keeps its actions and Nexts),
// an object whose "lesson" member names its lesson; the game reads the rest.
// Written atomically; a book that does not read is reported, kept aside under
// another name and a new one begun, never written over.
#pragma once

#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json_reader.hpp"

namespace shell {

inline constexpr std::string_view kLessonBookFileName = "lessons.json";

// A lesson's place, as the game writes it: {"lesson": id, ...the game's members}.
using LessonPlace = nlohmann::ordered_json;

// Reads the game's members of a place at `at` (its "lesson" read already),
// every problem told to `reader`.
using ReadLessonPlace = std::function<void(
    const nlohmann::json& place, const engine::io::Pointer& at, engine::io::JsonReader& reader)>;

struct LessonBook {
    std::vector<std::string> done;       // lesson ids, in the order first finished
    std::vector<LessonPlace> under_way;  // at most one per lesson

    bool is_done(std::string_view lesson) const;
    const LessonPlace* place(std::string_view lesson) const;
    // Keeps `place` as its lesson's (replacing the one before).
    void keep(const LessonPlace& place);
    void forget(std::string_view lesson);  // begun again from its start
    void finish(std::string_view lesson);  // done, and no longer under way
    friend bool operator==(const LessonBook&, const LessonBook&) = default;
};

// The lesson a place is of ("" when it names none).
std::string place_lesson(const LessonPlace& place);

struct LessonBookLoad {
    LessonBook book;      // what read (nothing when the file is broken)
    std::string error;    // "FILE:/pointer: message" lines; empty when it read
    bool broken = false;  // the file is there but does not read as a lesson book
};

// The book of the game `game_id` (its schema "<game_id>.lessons/1"). A missing
// file is an empty book, not an error.
LessonBookLoad load_lesson_book(const std::filesystem::path& file, std::string_view game_id,
                                const ReadLessonPlace& read_place);
LessonBookLoad lesson_book_from_text(std::string_view text, const std::string& file,
                                     std::string_view game_id, const ReadLessonPlace& read_place);
std::string lesson_book_text(const LessonBook& book, std::string_view game_id);

struct LessonBookWrite {
    std::string problem;     // why it could not be written; empty when it was
    std::string kept_aside;  // a broken book found there, and where it was kept
};
// Writes `book` at `file` atomically (its folder made if missing). A broken book
// there is kept aside first.
LessonBookWrite write_lesson_book(const std::filesystem::path& file, const LessonBook& book,
                                  std::string_view game_id, const ReadLessonPlace& read_place);

}  // namespace shell
