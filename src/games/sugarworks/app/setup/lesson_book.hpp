// The learner's place in the tutorial, kept between runs in lessons.json in the
// game's own folder: which lessons are done, and how far each lesson under way
// got (its actions and Nexts, so it resumes at the same step). Written
// atomically; a book that does not read is reported, kept aside under another
// name and a new one begun, never written over.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "lessons/lesson_progress.hpp"

namespace sugarworks::app {

inline constexpr std::string_view kLessonBookSchema = "sugarworks.lessons/1";
inline constexpr std::string_view kLessonBookFileName = "lessons.json";

struct LessonBook {
    std::vector<std::string> done;                   // lesson ids, in the order first finished
    std::vector<lessons::LessonProgress> under_way;  // at most one per lesson

    bool is_done(std::string_view lesson) const;
    const lessons::LessonProgress* progress(std::string_view lesson) const;
    // Keeps `progress` as its lesson's place (replacing the one before).
    void keep(const lessons::LessonProgress& progress);
    void forget(std::string_view lesson);  // begun again from its start
    void finish(std::string_view lesson);  // done, and no longer under way
    friend bool operator==(const LessonBook&, const LessonBook&) = default;
};

struct LessonBookLoad {
    LessonBook book;      // what read (nothing when the file is broken)
    std::string error;    // "FILE:/pointer: message" lines; empty when it read
    bool broken = false;  // the file is there but does not read as a lesson book
};

// A missing file is an empty book, not an error.
LessonBookLoad load_lesson_book(const std::filesystem::path& file);
LessonBookLoad lesson_book_from_text(std::string_view text, const std::string& file);
std::string lesson_book_text(const LessonBook& book);

struct LessonBookWrite {
    std::string problem;     // why it could not be written; empty when it was
    std::string kept_aside;  // a broken book found there, and where it was kept
};
// Writes `book` at `file` atomically (its folder made if missing). A broken book
// there is kept aside first.
LessonBookWrite write_lesson_book(const std::filesystem::path& file, const LessonBook& book);

}  // namespace sugarworks::app
