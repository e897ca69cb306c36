// The shell's lessons: the card that lists them, a lesson opened at the table,
// and the learner's place kept as it changes.
#include "shell/app/shell_app.hpp"

namespace shell {

void ShellApp::draw_lessons() {
    const LessonsIntents want = draw_lessons_card(lessons_->entries(), lessons_->look(), fonts_,
                                                  ui_.ui_scale(), ui_.marks(), lessons_->note());
    if (want.back)
        screen_ = ShellScreen::Menu;
    // A lesson that cannot be begun is said on this card, where it was clicked.
    else if (want.start)
        start_lesson(*want.start, false);
    else if (want.resume)
        start_lesson(*want.resume, true);
}

bool ShellApp::start_lesson(const std::string& lesson, bool resume) {
    if (!lessons_)
        return false;
    std::unique_ptr<GameInPlay> fresh = lessons_->start(lesson, resume);
    if (!fresh)
        return false;
    if (!put_in_play(std::move(fresh))) {
        lessons_->set_note(status_);  // said on the card, where it was clicked
        return false;
    }
    after_game_changed();
    return true;
}

void ShellApp::lesson_asked(TableUi::Ask ask) {
    if (!lessons_ || !in_lesson())
        return;
    const std::string lesson = game_->lesson();
    switch (ask) {
        case TableUi::Ask::LessonAgain:
            start_lesson(lesson, false);
            break;
        case TableUi::Ask::NextLesson:
            if (const std::optional<std::string> next = lessons_->next_after(lesson))
                start_lesson(*next, true);
            break;
        case TableUi::Ask::Lessons:
            lessons_->open();
            screen_ = ShellScreen::Lessons;
            break;
        default:
            break;
    }
}

void ShellApp::keep_lesson_place() {
    if (!lessons_ || !game_)
        return;
    if (const std::optional<GameInPlay::LessonReached> reached = game_->take_lesson_place())
        lessons_->keep(reached->place, reached->over);
}

}  // namespace shell
