#include "lessons/lesson_progress.hpp"

#include "sugarworks/game_text.hpp"

namespace sugarworks::lessons {

std::variant<ResumedLesson, std::string> resume_lesson(const Lesson& lesson, const Catalog& catalog,
                                                       const LessonProgress& progress) {
    std::string problem;
    std::optional<Match> match = lesson_match(lesson, catalog, &problem);
    if (!match)
        return "its game cannot be set up: " + problem;
    LessonRun run(lesson);
    std::size_t next = 0;
    const auto press_next = [&](std::size_t played) -> bool {
        for (; next < progress.nexts.size() && progress.nexts[next] == played; ++next) {
            if (!run.can_go_on())
                return false;
            run.go_on();
        }
        return true;
    };
    const int learner = lesson.learner();
    for (std::size_t i = 0; i < progress.actions.size(); ++i) {
        if (!press_next(i))
            return "Next was pressed where the lesson has none (before action " +
                   std::to_string(i + 1) + ")";
        const Action& action = progress.actions[i];
        const bool by_learner = match->state().current == learner;
        if (by_learner && !run.allows(action))
            return "action " + std::to_string(i + 1) + " (" +
                   describe_action(action, match->game()) + ") is not one the lesson asks for";
        auto applied = match->apply(action);
        if (const auto* refused = std::get_if<Rejection>(&applied))
            return "action " + std::to_string(i + 1) + " is refused: " + refused->message;
        run.observe(action, by_learner, std::get<std::vector<GameEvent>>(applied));
    }
    if (!press_next(progress.actions.size()) || next != progress.nexts.size())
        return "Next was pressed where the lesson has none";
    return ResumedLesson{std::move(*match), std::move(run)};
}

}  // namespace sugarworks::lessons
