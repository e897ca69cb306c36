#include "shell/app/lesson_runner.hpp"

#include <algorithm>
#include <cstdio>

#include "shell/module/game_module.hpp"

namespace shell {

LessonRunner::LessonRunner(const GameLessons& lessons, std::string game_id,
                           std::filesystem::path book_file)
    : lessons_(lessons), game_id_(std::move(game_id)), book_file_(std::move(book_file)) {}

void LessonRunner::read_shelf() {
    if (!shelf_)
        shelf_ = lessons_.shelf ? lessons_.shelf() : LessonShelf{};
}

const LessonListed* LessonRunner::find(const std::string& lesson) const {
    if (!shelf_)
        return nullptr;
    for (const LessonListed& l : shelf_->lessons) {
        if (l.id == lesson)
            return &l;
    }
    return nullptr;
}

bool LessonRunner::has(const std::string& lesson) {
    read_shelf();
    return find(lesson) != nullptr;
}

std::string LessonRunner::ids() {
    read_shelf();
    std::string out;
    for (const LessonListed& l : shelf_->lessons)
        out += (out.empty() ? "" : ", ") + l.id;
    return out;
}

void LessonRunner::open() {
    read_shelf();
    note_.clear();
    if (!shelf_->problems.empty())
        note_ = "Some lessons do not read and are left out:\n" + shelf_->problems;
    const LessonBookLoad book = book_file_.empty()
                                    ? LessonBookLoad{}
                                    : load_lesson_book(book_file_, game_id_, lessons_.read_place);
    if (book.broken) {
        note_ += (note_.empty() ? "" : "\n") +
                 std::string(
                     "Your place in the lessons does not read; the file is kept as it is and a "
                     "new one begun:\n") +
                 book.error;
    }
    book_ = book.book;
    book_read_ = true;
    entries_.clear();
    for (const LessonListed& l : shelf_->lessons) {
        LessonEntry e{l.id, l.title, l.summary, l.minutes, book_.is_done(l.id), {}, l.steps};
        if (const LessonPlace* place = book_.place(l.id); place && lessons_.resumes_at) {
            std::string why;
            e.left_at = lessons_.resumes_at(l.id, *place, why);
        }
        entries_.push_back(std::move(e));
    }
}

std::optional<std::string> LessonRunner::next_after(const std::string& lesson) {
    read_shelf();
    const auto& all = shelf_->lessons;
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        if (all[i].id == lesson)
            return all[i + 1].id;
    }
    return std::nullopt;
}

std::unique_ptr<GameInPlay> LessonRunner::start(const std::string& lesson, bool resume) {
    if (!book_read_)
        open();  // the learner's place, for a lesson opened from the command line
    const LessonListed* listed = find(lesson);
    if (!listed || !lessons_.start) {
        note_ = "There is no lesson \"" + lesson + "\".";
        return nullptr;
    }
    const LessonPlace* place = resume ? book_.place(lesson) : nullptr;
    if (place && lessons_.resumes_at) {
        std::string why;
        if (!lessons_.resumes_at(lesson, *place, why)) {
            // The lesson or the rules changed since: it begins again.
            note_ = "Your place in " + listed->title + " no longer fits the lesson (" + why +
                    "); it begins again.";
            place = nullptr;
        }
    }
    if (!resume) {
        book_.forget(lesson);
        write_book();
    }
    const std::optional<std::string> next = next_after(lesson);
    const LessonListed* next_listed = next ? find(*next) : nullptr;
    std::string error;
    std::unique_ptr<GameInPlay> game =
        lessons_.start(lesson, place, next_listed ? next_listed->title : "", error);
    if (!game)
        note_ = listed->title + " cannot be set up: " + error;
    return game;
}

void LessonRunner::keep(const LessonPlace& place, bool over) {
    const std::string lesson = place_lesson(place);
    if (over)
        book_.finish(lesson);
    else
        book_.keep(place);
    write_book();
}

void LessonRunner::write_book() {
    if (book_file_.empty())
        return;
    const LessonBookWrite written =
        write_lesson_book(book_file_, book_, game_id_, lessons_.read_place);
    if (!written.problem.empty())
        std::fprintf(stderr, "%s: lesson book: %s\n", game_id_.c_str(), written.problem.c_str());
    if (!written.kept_aside.empty())
        std::fprintf(stderr, "%s: %s\n", game_id_.c_str(), written.kept_aside.c_str());
}

}  // namespace shell
