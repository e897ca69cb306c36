#include "module/sugarworks_lessons.hpp"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "lessons/lesson.hpp"
#include "lessons/lesson_progress.hpp"
#include "setup/lesson_place.hpp"
#include "shell/setup/player_file.hpp"

namespace sugarworks::app {
namespace {

// The lessons, read once: every call of the module asks the same shelf.
struct Shelf {
    const Catalog* catalog;
    std::filesystem::path data_dir;
    std::optional<lessons::LessonLoad> load;

    const lessons::LessonLoad& lessons() {
        if (!load)
            load = lessons::load_lessons(data_dir, *catalog);
        return *load;
    }
    const lessons::Lesson* find(const std::string& id) {
        for (const lessons::Lesson& l : lessons().lessons) {
            if (l.id == id)
                return &l;
        }
        return nullptr;
    }
};

// The lesson resumed from `place`, or why it no longer fits.
std::variant<lessons::ResumedLesson, std::string> resumed(const lessons::Lesson& lesson,
                                                          const Catalog& catalog,
                                                          const shell::LessonPlace& place,
                                                          lessons::LessonProgress& progress) {
    const std::optional<lessons::LessonProgress> read = lesson_progress(place);
    if (!read)
        return std::string("the place kept does not read");
    progress = *read;
    return lessons::resume_lesson(lesson, catalog, progress);
}

}  // namespace

std::vector<Seat> lesson_seats(const lessons::Lesson& lesson) {
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < lesson.seats.size(); ++i) {
        const lessons::LessonSeat& ls = lesson.seats[i];
        Seat seat{ls.name, static_cast<int>(i), std::nullopt};
        if (!ls.learner)
            seat.computer = ls.level;
        seats.push_back(std::move(seat));
    }
    return seats;
}

shell::GameLessons sugarworks_lessons(const Catalog& catalog, std::filesystem::path data_dir,
                                      std::shared_ptr<TableArt> art) {
    auto shelf = std::make_shared<Shelf>(Shelf{&catalog, std::move(data_dir), std::nullopt});
    shell::GameLessons out;
    out.menu_tooltip = "Learn the game in lessons, one shift at a time, from the basics";
    out.look.intro =
        "Learn Sugarworks one shift at a time, in the rulebook's order. Each lesson is a short "
        "game: its words tell you what to do and why. Leave whenever you like: you come back "
        "to the same step.";
    out.look.intro_ink = ImVec4(0.45f, 0.30f, 0.25f, 1);  // the soft ink of explanations
    out.look.done_ink = ImVec4(0.15f, 0.50f, 0.30f, 1);
    out.shelf = [shelf] {
        shell::LessonShelf listed;
        const lessons::LessonLoad& load = shelf->lessons();
        for (const lessons::Lesson& l : load.lessons)
            listed.lessons.push_back(
                {l.id, l.title, l.summary, l.minutes, static_cast<int>(l.steps.size())});
        listed.problems = shell::joined_diagnostics(load.errors);
        return listed;
    };
    out.read_place = read_lesson_place;
    out.resumes_at = [shelf](const std::string& id, const shell::LessonPlace& place,
                             std::string& why) -> std::optional<int> {
        const lessons::Lesson* lesson = shelf->find(id);
        if (!lesson) {
            why = "there is no such lesson";
            return std::nullopt;
        }
        lessons::LessonProgress progress;
        const auto back = resumed(*lesson, *shelf->catalog, place, progress);
        if (const auto* r = std::get_if<lessons::ResumedLesson>(&back))
            return std::min(r->run.step() + 1, r->run.steps());
        why = std::get<std::string>(back);
        return std::nullopt;
    };
    out.start = [shelf, art](const std::string& id, const shell::LessonPlace* place,
                             const std::string& next_title,
                             std::string& error) -> std::unique_ptr<shell::GameInPlay> {
        const lessons::Lesson* lesson = shelf->find(id);
        if (!lesson) {
            error = "there is no lesson \"" + id + "\"";
            return nullptr;
        }
        const Catalog& catalog = *shelf->catalog;
        std::optional<Match> match;
        std::optional<lessons::LessonRun> run;
        lessons::LessonProgress progress{lesson->id, {}, {}};
        if (place) {
            lessons::LessonProgress kept;
            auto back = resumed(*lesson, catalog, *place, kept);
            if (auto* r = std::get_if<lessons::ResumedLesson>(&back)) {
                match = std::move(r->match);
                run = std::move(r->run);
                progress = std::move(kept);
            }
        }
        if (!match) {
            match = lessons::lesson_match(*lesson, catalog, &error);
            if (!match)
                return nullptr;
            run.emplace(*lesson);
        }
        auto table =
            std::make_unique<SugarworksTable>(Table(std::move(*match), lesson_seats(*lesson)), art);
        table->begin_lesson(TableLesson(std::move(*run), std::move(progress)), next_title);
        return table;
    };
    return out;
}

}  // namespace sugarworks::app
