// The router's tutorial: the lessons listed, opened, resumed and their places kept in the learner's
// book.
#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <utility>

#include "engine/count_words.hpp"
#include "lessons/lesson_progress.hpp"
#include "module/sugarworks_lessons.hpp"
#include "render/floor_painter.hpp"
#include "replay/replay_keys.hpp"
#include "setup/score_summary.hpp"
#include "setup/table_opening.hpp"
#include "shell/platform/app_keys.hpp"
#include "shell/setup/fresh_seed.hpp"
#include "shell/setup/player_file.hpp"
#include "sugarworks/state_io.hpp"
#include "table/table_keys.hpp"
#include "ui/cover_screen.hpp"
#include "ui/menu_screen.hpp"
#include "ui/new_game_screen.hpp"
#include "ui/rules_screen.hpp"
#include "ui/score_book_screen.hpp"
#include "ui/score_sheet_screen.hpp"
#include "ui/settings_screen.hpp"

namespace sugarworks::app {

// [SECTION] The tutorial

void GameApp::open_tutorial() {
    if (!lessons_)
        lessons_ = lessons::load_lessons(opt_.data_dir, catalog_);
    lessons_note_.clear();
    if (!lessons_->errors.empty())
        lessons_note_ = "Some lessons do not read and are left out:\n" +
                        shell::joined_diagnostics(lessons_->errors);
    const shell::LessonBookLoad book =
        saves_folder_.usable()
            ? shell::load_lesson_book(saves_folder_.file(shell::kLessonBookFileName), "sugarworks",
                                      read_lesson_place)
            : shell::LessonBookLoad{};
    if (book.broken) {
        lessons_note_ += (lessons_note_.empty() ? "" : "\n") +
                         std::string(
                             "Your place in the lessons does not read; the file is kept "
                             "as it is and a new one begun:\n") +
                         book.error;
    }
    lesson_book_ = book.book;
    tutorial_.clear();
    for (const lessons::Lesson& l : lessons_->lessons) {
        TutorialEntry e{l.id,
                        l.title,
                        l.summary,
                        l.minutes,
                        lesson_book_.is_done(l.id),
                        {},
                        static_cast<int>(l.steps.size())};
        if (const std::optional<lessons::LessonProgress> p =
                lesson_progress_of(lesson_book_.place(l.id))) {
            const auto resumed = lessons::resume_lesson(l, catalog_, *p);
            if (const auto* r = std::get_if<lessons::ResumedLesson>(&resumed))
                e.left_at = std::min(r->run.step() + 1, r->run.steps());
        }
        tutorial_.push_back(std::move(e));
    }
    screen_ = Screen::Tutorial;
}

const lessons::Lesson* GameApp::find_lesson(std::string_view id) const {
    if (!lessons_)
        return nullptr;
    for (const lessons::Lesson& l : lessons_->lessons) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

const lessons::Lesson* GameApp::next_lesson() const {
    if (!model_ || !model_->lesson() || !lessons_)
        return nullptr;
    const std::string& id = model_->lesson()->lesson().id;
    const auto& all = lessons_->lessons;
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        if (all[i].id == id)
            return &all[i + 1];
    }
    return nullptr;
}

bool GameApp::start_lesson(std::string_view id, bool resume) {
    const lessons::Lesson* lesson = find_lesson(id);
    if (!lesson) {
        note_ = "There is no lesson \"" + std::string(id) + "\" in " +
                (opt_.data_dir / "lessons").string() + ".";
        return false;
    }
    std::string problem;
    std::optional<Match> match;
    std::optional<lessons::LessonRun> run;
    lessons::LessonProgress progress{lesson->id, {}, {}};
    if (const std::optional<lessons::LessonProgress> kept =
            lesson_progress_of(lesson_book_.place(lesson->id));
        resume && kept) {
        auto resumed = lessons::resume_lesson(*lesson, catalog_, *kept);
        if (auto* r = std::get_if<lessons::ResumedLesson>(&resumed)) {
            match = std::move(r->match);
            run = std::move(r->run);
            progress = *kept;
        } else {
            // The lesson or the rules changed since: it begins again.
            lessons_note_ = "Your place in " + lesson->title + " no longer fits the lesson (" +
                            std::get<std::string>(resumed) + "); it begins again.";
        }
    }
    if (!match) {
        match = lessons::lesson_match(*lesson, catalog_, &problem);
        if (!match) {
            note_ = lesson->title + " cannot be set up: " + problem;
            return false;
        }
        run.emplace(*lesson);
    }
    std::string kept_as;
    if (!keep_game_in_play(kept_as))
        return false;
    model_.emplace(Table(std::move(*match), lesson_seats(*lesson)), table_prefs());
    // The lesson's own words explain each moment: no tips on top of them.
    model_->set_game_tips(false);
    model_->set_lesson(TableLesson(std::move(*run), std::move(progress)));
    if (!kept_as.empty())
        model_->set_notice("The game you left is kept as " + kept_as + ".");
    if (const lessons::Lesson* next = next_lesson())
        model_->set_next_lesson(next->title);
    sheet_.reset();
    sheet_note_.clear();
    unrecorded_ = false;  // a lesson is not a run for the score book
    autoplayed_ = false;
    note_.clear();
    screen_ = Screen::Table;
    return true;
}

void GameApp::keep_lesson_place() {
    if (!model_ || !model_->take_lesson_changed())
        return;
    const TableLesson& lesson = *model_->lesson();
    if (lesson.over())
        lesson_book_.finish(lesson.lesson().id);
    else
        lesson_book_.keep(lesson_place(lesson.progress()));
    write_lesson_book();
}

void GameApp::write_lesson_book() {
    if (!saves_folder_.usable())
        return;
    const shell::LessonBookWrite written =
        shell::write_lesson_book(saves_folder_.file(shell::kLessonBookFileName), lesson_book_,
                                 "sugarworks", read_lesson_place);
    if (!written.problem.empty())
        std::fprintf(stderr, "sugarworks: lesson book: %s\n", written.problem.c_str());
    if (!written.kept_aside.empty())
        std::fprintf(stderr, "sugarworks: %s\n", written.kept_aside.c_str());
}

}  // namespace sugarworks::app
