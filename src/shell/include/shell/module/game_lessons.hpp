// The lessons a game teaches, as the shell's lesson runner knows them: the
// shell lists them on its lessons card, keeps the learner's place in each in its
// lesson book, and opens one at the table; the game gives the lessons, reads
// and writes its places, and plays a lesson as a game in play whose table says
// what to do and why.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "shell/setup/lesson_book.hpp"
#include "shell/ui/lessons_card.hpp"

namespace shell {

class GameInPlay;

// A lesson on the shelf, in the order to take them.
struct LessonListed {
    std::string id;
    std::string title;
    std::string summary;
    int minutes = 5;
    int steps = 0;
};

struct LessonShelf {
    std::vector<LessonListed> lessons;
    std::string problems;  // lessons that do not read, as "FILE:/pointer: message" lines
};

struct GameLessons {
    // The menu's Tutorial: what it opens, under the pointer.
    std::string menu_tooltip;
    // The lessons card's look: its intro, and its inks.
    LessonsLook look;
    // The lessons, read from the game's data (once: the shell keeps the shelf).
    std::function<LessonShelf()> shelf;
    // Reads a place's members besides "lesson" (the lesson book's reader).
    ReadLessonPlace read_place;
    // The step (1-based) a kept place resumes at; nothing, and why, when it no
    // longer fits the lesson (the lesson or the rules changed since).
    std::function<std::optional<int>(const std::string& lesson, const LessonPlace& place,
                                     std::string& why)>
        resumes_at;
    // The lesson at the table, from its first step or from `place`; `next_title`:
    // the lesson after it, which its end offers (empty for the last). Nothing, and
    // why, when it cannot be set up.
    std::function<std::unique_ptr<GameInPlay>(const std::string& lesson, const LessonPlace* place,
                                              const std::string& next_title, std::string& error)>
        start;
};

}  // namespace shell
