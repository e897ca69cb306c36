#include "drivers/lesson_script.hpp"

#include <SDL.h>

#include <algorithm>

#include "sugarworks/game_text.hpp"
#include "sugarworks/geometry.hpp"

namespace sugarworks::app {
namespace {

// Frames without any change before a lesson step of a script gives up: a whole
// movement at the tests' speed passes well within it.
constexpr int kLessonPatience = 3000;

// Where a card is in the hand as the screen draws it: tiles, then orders, each in
// the order they came into the hand.
int hand_index_of_tile(const TableFrame& f, int tile) {
    const auto it = std::find(f.hand_tiles.begin(), f.hand_tiles.end(), tile);
    return it == f.hand_tiles.end() ? -1 : static_cast<int>(it - f.hand_tiles.begin());
}

int hand_index_of_order(const TableFrame& f, int card) {
    const auto it = std::find(f.hand_orders.begin(), f.hand_orders.end(), card);
    return it == f.hand_orders.end() ? -1
                                     : static_cast<int>(f.hand_tiles.size()) +
                                           static_cast<int>(it - f.hand_orders.begin());
}

int market_slot_of(const PlayerView& view, int card) {
    for (std::size_t i = 0; i < view.market.size(); ++i) {
        if (view.market[i] == card)
            return static_cast<int>(i);
    }
    return -1;
}

// The actions the learner has taken (the computers go on while a wrong move is tried).
std::size_t learner_actions(const TableModel& model) {
    const Match& match = model.table().match();
    std::size_t n = 0;
    for (std::size_t i = 0; i < match.actions().size(); ++i)
        n += match.actor(i) == model.lesson()->learner() ? 1 : 0;
    return n;
}

}  // namespace

std::vector<std::string> clicks_for(const Action& a, const TableFrame& f) {
    const PlayerView& view = f.view;
    const int rows = view.floor.rows();
    switch (a.kind) {
        case ActionKind::PlayTile:
            return {"tile:" + std::to_string(hand_index_of_tile(f, a.card)),
                    "cell:" + cell_name(a.cell, rows)};
        case ActionKind::Adjust:
            return {"dock:" + std::to_string(a.from), "dock:" + std::to_string(a.to)};
        case ActionKind::MakeCandy: {
            const auto spot = view.floor.output_spot(a.candy);
            return {"order:" + std::to_string(hand_index_of_order(f, a.card)),
                    "dock:" + std::to_string(spot.value_or(-1))};
        }
        case ActionKind::TakeOrder:
            return {"market:" + std::to_string(market_slot_of(view, a.card))};
        case ActionKind::DiscardMarket:
            return {"market_discard:" + std::to_string(market_slot_of(view, a.card))};
        case ActionKind::DrawOrder:
            return {"draw_order"};
        case ActionKind::RollDie:
            return {"roll"};
        case ActionKind::DiscardFromHand:
            return {"order:" + std::to_string(hand_index_of_order(f, a.card))};
        default:
            return {"action:" + std::string(action_kind_id(a.kind))};
    }
}

void LessonScript::follow(int steps) {
    *this = {};
    mode_ = Mode::Follow;
    steps_ = steps;
}

void LessonScript::try_wrong() {
    *this = {};
    mode_ = Mode::Wrong;
}

void LessonScript::wrong_at_each_step() {
    try_wrong();
    each_step_ = true;
}

// The state of one step of the script, for the next (the mode is kept).
void LessonScript::reset_step() {
    first_step_.reset();
    clicks_.clear();
    phase_ = 0;
    idle_ = 0;
    seen_actions_ = 0;
    seen_step_ = -1;
    wrong_sent_ = false;
    expected_.clear();
}

bool LessonScript::learners_turn(const TableModel& model, const TableFrame& f) {
    return model.phase() == TablePhase::Table && !f.movement.active && !f.staged &&
           !f.computer_turn && model.lesson() &&
           model.table().state().current == model.lesson()->learner() &&
           !model.table().state().over();
}

bool LessonScript::click(const DriverFrame& frame, std::string& problem) {
    if (clicks_.empty())
        return false;
    const auto r = frame.marks.find(clicks_.front());
    if (!r) {
        if (++idle_ > kLessonPatience)
            problem = "\"" + clicks_.front() + "\" never appeared";
        return true;
    }
    frame.window.script_mouse(r->center(), phase_ == 1);
    if (++phase_ == 3) {
        phase_ = 0;
        clicks_.pop_front();
    }
    return true;
}

LessonScript::Result LessonScript::frame(const DriverFrame& frame, std::string& problem,
                                         std::string& said) {
    if (!frame.model || !frame.model->lesson()) {
        problem = "no lesson is at the table";
        return Result::Failed;
    }
    TableModel& model = *frame.model;
    // Followed to its end: the score sheet may be up already.
    if (mode_ == Mode::Follow && model.lesson()->over() && clicks_.empty() && phase_ == 0)
        return Result::Done;
    if (frame.screen != "table" || !frame.marks.find("menu"))
        return Result::Going;  // the table is not drawn yet
    const Result r = mode_ == Mode::Follow ? follow_frame(frame, model, problem)
                                           : wrong_frame(frame, model, problem, said);
    if (!problem.empty())
        return Result::Failed;
    if (r == Result::Done && each_step_) {
        if (model.lesson()->over())
            return Result::Done;
        // The wrong move, then the step itself; then the next step's wrong move.
        const bool was_wrong = mode_ == Mode::Wrong;
        reset_step();
        mode_ = was_wrong ? Mode::Follow : Mode::Wrong;
        steps_ = 1;
        return Result::Going;
    }
    return r;
}

LessonScript::Result LessonScript::follow_frame(const DriverFrame& frame, TableModel& model,
                                                std::string& problem) {
    const TableLesson& lesson = *model.lesson();
    const int step = lesson.run().step();
    if (!first_step_)
        first_step_ = step;
    const std::size_t actions = model.table().match().actions().size();
    if (actions != seen_actions_ || step != seen_step_) {
        seen_actions_ = actions;
        seen_step_ = step;
        idle_ = 0;
    } else if (++idle_ > kLessonPatience) {
        problem = "the lesson stayed at step " + std::to_string(step + 1) + " for " +
                  std::to_string(kLessonPatience) + " frames";
        return Result::Failed;
    }
    if (steps_ > 0 && step >= *first_step_ + steps_ && clicks_.empty() && phase_ == 0)
        return Result::Done;
    if (click(frame, problem))
        return Result::Going;

    const TableFrame f = model.frame();
    if (!f.lesson)
        return Result::Going;
    if (f.staged) {
        clicks_.push_back("confirm");  // the action waits for its second click
        return Result::Going;
    }
    if (f.lesson->can_next) {
        clicks_.push_back("lesson:next");
        return Result::Going;
    }
    const lessons::LessonStep& now = lesson.run().current();
    if (!learners_turn(model, f))
        return Result::Going;  // the computers, the conveyors or the die
    if (now.task == lessons::LessonTask::Act) {
        std::optional<Action> wanted;
        for (const Action& a : now.actions) {
            if (std::find(f.legal.begin(), f.legal.end(), a) != f.legal.end()) {
                wanted = a;
                break;
            }
        }
        if (!wanted && !f.legal.empty())
            wanted = f.legal.front();  // a step that names kinds: the first it offers
        if (!wanted) {
            problem = "step " + std::to_string(step + 1) + " offers nothing to do";
            return Result::Failed;
        }
        for (std::string& name : clicks_for(*wanted, f))
            clicks_.push_back(std::move(name));
        return Result::Going;
    }
    if (now.task == lessons::LessonTask::Free && !f.legal.empty()) {
        // The learner's own play: the first thing offered, as a click would send it.
        TableIntents want;
        want.act = f.legal[(actions * 7) % f.legal.size()];
        model.handle(want);
    }
    return Result::Going;
}

LessonScript::Result LessonScript::wrong_frame(const DriverFrame& frame, TableModel& model,
                                               std::string& problem, std::string& said) {
    const TableLesson& lesson = *model.lesson();
    if (click(frame, problem))
        return Result::Going;
    const TableFrame f = model.frame();
    const std::size_t actions = learner_actions(model);
    if (wrong_sent_) {
        // Checked a few frames on, once the clicks have landed.
        if (++idle_ < 3)
            return Result::Going;
        if (expected_.empty()) {
            // Next pressed too early: the step stays (unless the sight has come
            // on the floor meanwhile, when Next is right).
            if (lesson.run().step() != step_before_ && !lesson.run().seen()) {
                problem = "Next went on at step " + std::to_string(step_before_ + 1) +
                          " before its sight";
                return Result::Failed;
            }
            said = "step " + std::to_string(step_before_ + 1) +
                   ": Next waits while the panel says \"Watch the floor\"";
            return Result::Done;
        }
        if (actions != actions_before_ || lesson.run().step() != step_before_) {
            problem = "a move the lesson did not ask for was taken (step " +
                      std::to_string(step_before_ + 1) + ")";
            return Result::Failed;
        }
        if (!f.refusal || f.refusal->reason != expected_) {
            problem = "step " + std::to_string(step_before_ + 1) + ": expected the correction \"" +
                      expected_ + "\", the table shows \"" +
                      (f.refusal ? f.refusal->reason : std::string("nothing")) + "\"";
            return Result::Failed;
        }
        said = "step " + std::to_string(step_before_ + 1) + " refused a wrong move: \"" +
               expected_ + "\"";
        return Result::Done;
    }
    if (lesson.over()) {
        said = "the lesson is over: nothing is wrong any more";
        return Result::Done;
    }
    const lessons::LessonStep& now = lesson.run().current();
    actions_before_ = actions;
    step_before_ = lesson.run().step();
    if (now.task == lessons::LessonTask::Free) {
        said = "step " + std::to_string(step_before_ + 1) + " is free play: every move is right";
        return Result::Done;
    }
    // A step to read may be tried at any time (the conveyors may stand held
    // under it); one that asks for an action, on the learner's turn.
    const bool reading = now.task == lessons::LessonTask::Read ||
                         (now.task == lessons::LessonTask::Watch && f.lesson->can_next);
    if (!reading && !learners_turn(model, f)) {
        if (now.task == lessons::LessonTask::Watch && f.lesson->waiting) {
            // Nothing to click but Next, which is not yet offered: press it anyway.
            SDL_Event e{};
            e.type = SDL_KEYDOWN;
            e.key.state = SDL_PRESSED;
            e.key.keysym.sym = SDLK_n;
            e.key.keysym.scancode = SDL_SCANCODE_N;
            e.key.windowID = SDL_GetWindowID(frame.window.sdl());
            SDL_PushEvent(&e);
            e.type = SDL_KEYUP;
            e.key.state = SDL_RELEASED;
            SDL_PushEvent(&e);
            wrong_sent_ = true;
            idle_ = 0;
            return Result::Going;
        }
        if (++idle_ > kLessonPatience)
            problem = "the learner never had the table at step " + std::to_string(step_before_ + 1);
        return Result::Going;
    }
    // A tile the step has no use for, else the right tile on a wrong space.
    const PlayerView& view = f.view;
    std::optional<int> unused;
    std::optional<std::pair<int, Cell>> misplaced;
    int index = 0;
    for (const int tile : f.hand_tiles) {
        const bool used = std::any_of(f.legal.begin(), f.legal.end(), [&](const Action& a) {
            return a.kind == ActionKind::PlayTile && a.card == tile;
        });
        if (!used && !unused)
            unused = index;
        for (int r = 0; r < view.floor.rows() && used && !misplaced; ++r) {
            for (int c = 0; c < view.floor.cols() && !misplaced; ++c) {
                const Action there = Action::play_tile(tile, {r, c});
                if (std::find(f.legal.begin(), f.legal.end(), there) == f.legal.end())
                    misplaced = std::pair{index, Cell{r, c}};
            }
        }
        ++index;
    }
    if (unused) {
        clicks_.push_back("tile:" + std::to_string(*unused));
    } else if (misplaced) {
        clicks_.push_back("tile:" + std::to_string(misplaced->first));
        clicks_.push_back("cell:" + cell_name(misplaced->second, view.floor.rows()));
    } else {
        said = "step " + std::to_string(step_before_ + 1) + " allows every tile anywhere";
        return Result::Done;
    }
    expected_ = lesson.run().refusal();
    wrong_sent_ = true;
    idle_ = 0;
    return Result::Going;
}

}  // namespace sugarworks::app
