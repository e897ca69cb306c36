// The shell's lesson runner: a game's lessons on the lessons card, the
// learner's place in each kept in the lesson book of the game's folder, and a
// lesson opened at the table from its start or where it was left. The game
// gives the lessons and plays them (shell/module/game_lessons.hpp); the runner
// keeps what the learner has done, alike for every game.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "shell/module/game_lessons.hpp"
#include "shell/setup/lesson_book.hpp"
#include "shell/ui/lessons_card.hpp"

namespace shell {

class LessonRunner {
  public:
    // `book_file`: where the learner's place is kept; empty when it cannot be
    // (then lessons are played, and begin again next time).
    LessonRunner(const GameLessons& lessons, std::string game_id, std::filesystem::path book_file);

    // Reads the lessons (the first time) and the learner's book afresh, for the card.
    void open();
    const std::vector<LessonEntry>& entries() const { return entries_; }
    // What went wrong reading the lessons or the book, or a lesson that would not begin.
    const std::string& note() const { return note_; }
    void set_note(std::string note) { note_ = std::move(note); }
    const LessonsLook& look() const { return lessons_.look; }

    // Whether `lesson` is one of the game's.
    bool has(const std::string& lesson);
    // The lessons' ids, in order ("first_shift, second_shift").
    std::string ids();
    // The lesson at the table: where it was left when `resume` and a place is
    // kept, else from its first step (its place forgotten). Nothing, and the
    // note says why, when it cannot be begun.
    std::unique_ptr<GameInPlay> start(const std::string& lesson, bool resume);
    // The lesson after `lesson`, if any.
    std::optional<std::string> next_after(const std::string& lesson);
    // The learner reached `place` in its lesson (`over`: the lesson is done).
    void keep(const LessonPlace& place, bool over);

  private:
    void read_shelf();
    const LessonListed* find(const std::string& lesson) const;
    void write_book();

    const GameLessons& lessons_;
    std::string game_id_;
    std::filesystem::path book_file_;
    std::optional<LessonShelf> shelf_;
    LessonBook book_;
    bool book_read_ = false;
    std::vector<LessonEntry> entries_;
    std::string note_;
};

}  // namespace shell
