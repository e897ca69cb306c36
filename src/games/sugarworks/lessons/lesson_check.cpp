// The lessons are checked without a window: their script is played from the
// deal, so a lesson whose words no longer fit its game (the data or the rules
// changed) is found by validate-data and the tests, not by a learner.
#include <algorithm>
#include <variant>

#include "lessons/lesson.hpp"
#include "lessons/lesson_run.hpp"
#include "lessons/lesson_words.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::lessons {
namespace {

std::string pointer_of(std::size_t step) {
    return "/steps/" + std::to_string(step);
}

// The legal actions, in their JSON forms, for a message that helps to fix the file.
std::string legal_list(const Game& game, const GameState& state) {
    std::string out;
    for (const Action& a : game.legal_actions(state))
        out += "\n    " + action_to_json(a).dump() + "  (" + describe_action(a, game) + ")";
    return out;
}

}  // namespace

std::optional<Game> lesson_game(const Lesson& lesson, const Catalog& catalog,
                                std::string* problem) {
    const auto options = options_from_names(catalog, lesson.scenario,
                                            static_cast<int>(lesson.seats.size()), lesson.toggles);
    if (const auto* errors = std::get_if<std::vector<std::string>>(&options)) {
        if (problem) {
            problem->clear();
            for (const std::string& e : *errors)
                *problem += (problem->empty() ? "" : "; ") + e;
        }
        return std::nullopt;
    }
    return Game(catalog, std::get<GameOptions>(options));
}

std::optional<Match> lesson_match(const Lesson& lesson, const Catalog& catalog,
                                  std::string* problem) {
    const auto game = lesson_game(lesson, catalog, problem);
    if (!game)
        return std::nullopt;
    if (lesson.setup.empty())
        return Match(*game, lesson.seed);
    std::vector<GameEvent> events;
    GameState start = game->new_game(lesson.seed, events);
    const auto problems = arrange(*game, start, lesson.setup);
    if (!problems.empty()) {
        if (problem) {
            problem->clear();
            for (const ArrangeProblem& p : problems)
                *problem += (problem->empty() ? "" : "; ") + p.message;
        }
        return std::nullopt;
    }
    // The setup's blanket sides follow the set-up roll (arrange refuses any other), so
    // the log tells the roll as in any game.
    return Match(*game, lesson.seed, std::move(start), std::move(events));
}

Diagnostics check_lesson(const Lesson& lesson, const Catalog& catalog, const std::string& file,
                         std::vector<std::string>* trace) {
    Diagnostics out;
    std::string problem;
    const auto start = lesson_match(lesson, catalog, &problem);
    if (!start) {
        out.push_back({file, "", "its game cannot be set up: " + problem});
        return out;
    }
    const Game* game = &start->game();
    GameState state = start->state();
    LessonRun run(lesson);
    const int learner = lesson.learner();
    std::vector<std::string> names;
    for (const LessonSeat& seat : lesson.seats)
        names.push_back(seat.name);
    auto note = [&](std::string line) {
        if (trace)
            trace->push_back(std::move(line));
    };
    // The events of the last action are told as the steps come to them: a Watch
    // step tells them up to its sight, so steps that follow one movement event by
    // event each show theirs; the rest are told before the next action or step.
    struct Told {
        std::vector<GameEvent> events;
        Floor floor;
        std::size_t next = 0;
    } told;
    auto tell_until = [&](std::size_t end) {
        for (; told.next < end && told.next < told.events.size(); ++told.next)
            note("    " + narrate_game_event(told.events[told.next], *game, told.floor, names));
    };
    auto tell_rest = [&] { tell_until(told.events.size()); };
    // A game the script played to its end: the score sheet the learner sees.
    auto tell_score = [&] {
        if (!state.over())
            return;
        const ScoreSheet sheet = score(*game, state);
        for (std::size_t p = 0; p < sheet.players.size(); ++p) {
            note("  score sheet, " + names[p] + ": " + std::to_string(sheet.players[p].total));
            for (const ScoreLine& line : sheet.players[p].lines)
                note("    " + std::to_string(line.points) + "  " + line.text);
        }
    };
    auto play = [&](const Action& action, bool by_learner, std::size_t step,
                    const std::string& what) -> bool {
        tell_rest();
        std::vector<GameEvent> events;
        const Floor before = state.floor;
        const auto actor = static_cast<std::size_t>(state.current);
        if (auto refused = game->apply_in_place(state, action, events)) {
            out.push_back({file, pointer_of(step),
                           what + " " + action_to_json(action).dump() +
                               " is refused: " + refused->message +
                               "; the legal actions are:" + legal_list(*game, state)});
            return false;
        }
        note("  " + names[actor] + ": " + describe_action(action, *game));
        told = {events, before, 0};
        run.observe(action, by_learner, events);
        return true;
    };
    // Computers play their scripted actions until the learner is to act, the
    // step's sight is seen, or the game ends, as they do at the table.
    auto computers_until_learner = [&](std::size_t step) -> bool {
        while (!state.over() && state.current != learner) {
            if (run.current().task == LessonTask::Watch && run.seen())
                return true;  // the table waits for the learner's Next
            const auto scripted = run.scripted_computer_action();
            if (!scripted) {
                out.push_back({file, pointer_of(step),
                               "seat " + std::to_string(state.current) +
                                   " is to act and the script has no action due for it by this "
                                   "step (add one to \"computers\" here or before); the legal "
                                   "actions are:" +
                                   legal_list(*game, state)});
                return false;
            }
            if (!play(*scripted, false, step, "the computers' action"))
                return false;
        }
        return true;
    };

    while (!run.finished()) {
        const auto index = static_cast<std::size_t>(run.step());
        const LessonStep& step = run.current();
        // What the last action showed is told under the steps that watch for it, as
        // the table plays it back while they are up; the rest of it before a step
        // where the learner acts.
        if (step.task == LessonTask::Act || step.task == LessonTask::Free)
            tell_rest();
        note("step " + std::to_string(index + 1) + " (" + std::string(task_id(step.task)) +
             "): " + step.say);
        switch (step.task) {
            case LessonTask::Read:
                run.go_on();
                break;
            case LessonTask::Watch:
                if (!computers_until_learner(index))
                    return out;
                if (!run.seen()) {
                    tell_rest();
                    out.push_back({file, pointer_of(index),
                                   "the learner is to act before " +
                                       sight_words(step.until, step.until_detail) +
                                       " is seen (or the game ended)"});
                    return out;
                }
                if (const auto at = run.sight_event()) {
                    tell_until(*at);
                    if (told.next == *at) {
                        note("    " +
                             narrate_game_event(told.events[*at], *game, told.floor, names) +
                             "  <- seen");
                        ++told.next;
                    }
                }
                run.go_on();
                break;
            case LessonTask::Act: {
                if (!computers_until_learner(index))
                    return out;
                if (state.over() || state.current != learner) {
                    out.push_back({file, pointer_of(index), "the game is over before this step"});
                    return out;
                }
                std::optional<Action> chosen;
                if (!step.actions.empty()) {
                    chosen = step.actions.front();
                } else {
                    for (const Action& a : game->legal_actions(state))
                        if (run.allows(a)) {
                            chosen = a;
                            break;
                        }
                }
                if (!chosen) {
                    out.push_back({file, pointer_of(index),
                                   "no legal action is of the kinds named; the legal actions "
                                   "are:" +
                                       legal_list(*game, state)});
                    return out;
                }
                for (std::size_t i = 1; i < step.actions.size(); ++i)
                    if (game->check(state, step.actions[i]))
                        out.push_back({file, pointer_of(index) + "/actions/" + std::to_string(i),
                                       "is not legal at this step: " +
                                           game->check(state, step.actions[i])->message});
                if (!play(*chosen, true, index, "the learner's action"))
                    return out;
                break;
            }
            case LessonTask::Free:
                // What the learner does from here is theirs.
                tell_score();
                return out;
        }
    }
    tell_rest();
    tell_score();
    return out;
}

}  // namespace sugarworks::lessons
