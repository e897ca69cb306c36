#include "shell/app/shell_driver.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdio>

#include "shell/drivers/script_key.hpp"

namespace shell {
namespace {

// How long a step waits for what it needs to appear before the run fails.
constexpr int kPatience = 600;
// How long a click_if looks for what it would click before it goes on without it.
constexpr int kClickIfFrames = 5;

ImVec2 centre(const TableUi::Control& c) {
    return ImVec2((c.min.x + c.max.x) / 2, (c.min.y + c.max.y) / 2);
}

}  // namespace

ShellDriver::ShellDriver(std::vector<ScriptStep> steps, bool autoplay, std::uint64_t seed)
    : steps_(std::move(steps)), autoplay_(autoplay), rng_(seed ^ 0x5eed5eedULL) {}

void ShellDriver::fail(const std::string& why) {
    if (failure_.empty())
        failure_ = why;
    finished_ = true;
}

void ShellDriver::next() {
    ++step_;
    phase_ = 0;
    waited_ = 0;
    autoplay_from_.reset();
    clicking_.clear();
    if (step_ >= steps_.size() && !autoplay_)
        finished_ = true;
}

std::optional<std::string> ShellDriver::take_screenshot() {
    auto out = std::move(screenshot_);
    screenshot_.reset();
    return out;
}

// Point, press, release: three frames, as ImGui sees a real click. True once released.
bool ShellDriver::click(const ShellApp& app, Window& window, const std::string& id) {
    const std::optional<TableUi::Control> c = app.ui().control(id);
    // A table that fills the window answers a click on its greyed things too (a
    // card that cannot be taken now says why), as a person may click them.
    const bool own_table =
        app.screen() == ShellScreen::Table && app.game() && app.game()->fills_the_window();
    if (!c || (!c->enabled && !own_table)) {
        if (++waited_ > kPatience)
            fail("\"" + id + "\" never appeared on the " + screen_name(app.screen()) + " screen");
        return false;
    }
    window.script_mouse(centre(*c), phase_ == 1);
    return ++phase_ == 3;
}

// One person's press at a time: the cover passed, or a random control of the
// table's own for the seat to act. True when the game is over.
bool ShellDriver::autoplay_step(ShellApp& app, Window& window) {
    // A worked example plays itself through.
    if (const OwnScreen* example = app.example())
        return example->autoplay_done();
    const GameInPlay* game = app.game();
    if (!game) {
        fail("there is no game to play");
        return true;
    }
    if (!clicking_.empty()) {
        if (click(app, window, clicking_)) {
            phase_ = 0;
            waited_ = 0;
            clicking_.clear();
            ++actions_pressed_;
        }
        return false;
    }
    if (game->finished())
        return app.screen() == ShellScreen::Table && !game->moving();
    // A table that plays itself through (its own covers, its boards) says what a
    // person would press next.
    if (app.screen() == ShellScreen::Table) {
        if (const auto press = app.game()->autoplay_press(
                app.ui().marks(), static_cast<std::uint32_t>(rng_.next()))) {
            if (!*press) {
                if (++waited_ > kPatience * 10)
                    fail("the table waited too long for nothing a person could press");
                return false;
            }
            waited_ = 0;
            clicking_ = **press;
            return false;
        }
    }
    if (app.screen() == ShellScreen::Cover) {
        clicking_ = "cover:show";
        return false;
    }
    if (app.screen() == ShellScreen::Recap) {
        clicking_ = "recap:start";
        return false;
    }
    if (app.screen() != ShellScreen::Table) {
        fail(std::string("autoplay needs the table, not the ") + screen_name(app.screen()) +
             " screen");
        return true;
    }
    const int to_act = game->seat_to_act();
    if (!game->seats()[static_cast<std::size_t>(to_act)].is_person())
        return false;  // a computer plays by itself
    if (app.drawn_for() != to_act)
        return false;  // the table is being handed over
    const auto [first, last] = app.table_controls();
    std::vector<const TableUi::Control*> offered;
    for (std::size_t i = first; i < last; ++i) {
        const TableUi::Control& c = app.ui().controls()[i];
        if (c.enabled && !c.id.starts_with(TableUi::kViewOnly))
            offered.push_back(&c);
    }
    if (offered.empty()) {
        if (++waited_ > kPatience)
            fail("the table offers the seat to act nothing to press");
        return false;
    }
    waited_ = 0;
    clicking_ = offered[rng_.below(static_cast<std::uint32_t>(offered.size()))]->id;
    return false;
}

void ShellDriver::before_frame(ShellApp& app, Window& window) {
    if (finished_)
        return;
    if (step_ >= steps_.size()) {
        // --autoplay after the script (or alone): a whole game.
        if (autoplay_ && autoplay_step(app, window))
            finished_ = true;
        return;
    }
    const ScriptStep& step = steps_[step_];
    using Kind = ScriptStep::Kind;
    switch (step.kind) {
        case Kind::Click:
            if (click(app, window, step.text))
                next();
            return;
        case Kind::ClickIf:
            // A screen drawn after the last click needs a frame or two to show.
            if (phase_ == 0 && !app.ui().control(step.text)) {
                if (++waited_ > kClickIfFrames)
                    next();
                return;
            }
            if (click(app, window, step.text))
                next();
            return;
        case Kind::Point:
            if (const std::optional<TableUi::Control> c = app.ui().control(step.text)) {
                window.script_mouse(centre(*c), false);
                next();
            } else if (++waited_ > kPatience) {
                fail("\"" + step.text + "\" never appeared");
            }
            return;
        case Kind::Wait:
            if (++waited_ > step.frames)
                next();
            return;
        case Kind::Key:
            if (const auto unknown = push_script_key(step.text, phase_ == 0, window.sdl()))
                fail(*unknown);
            else if (++phase_ == 2)
                next();
            return;
        case Kind::ExpectGreyed: {
            const std::optional<bool> greyed = drawn_greyed(app.ui().marks(), step.text);
            if (greyed && *greyed)
                next();
            else if (greyed)
                fail("\"" + step.text + "\" can be pressed on the " + screen_name(app.screen()) +
                     " screen");
            else if (++waited_ > kPatience)
                fail("\"" + step.text + "\" never appeared");
            return;
        }
        case Kind::Type:
            if (const auto refused = push_script_text(step.text, window.sdl()))
                fail(*refused);
            else
                next();
            return;
        case Kind::WaitFor:
            if (app.ui().control(step.text) || app.ui().shows(step.text))
                next();
            else if (++waited_ > kPatience)
                fail("\"" + step.text + "\" never appeared");
            return;
        case Kind::ExpectScreen:
            if (app.showing() == step.text)
                next();
            else if (++waited_ > 60)
                fail(std::string("expected the ") + step.text + " screen, not the " +
                     app.showing());
            return;
        case Kind::ExpectText:
            if (app.ui().shows(step.text))
                next();
            else if (++waited_ > kPatience)
                fail("\"" + step.text + "\" was never on the screen");
            return;
        case Kind::ExpectActions: {
            const GameInPlay* game = app.game();
            const std::size_t done = app.replay_at().value_or(game ? game->action_count() : 0);
            if (done == static_cast<std::size_t>(step.frames))
                next();
            else
                fail("expected " + std::to_string(step.frames) + " actions, not " +
                     std::to_string(done));
            return;
        }
        case Kind::ExpectNoPrivateText:
        case Kind::ExpectPrivateText: {
            const GameInPlay* game = app.game();
            const std::vector<std::string> hidden =
                game ? game->secrets_from(kWholeTable) : std::vector<std::string>{};
            const bool shown = std::any_of(hidden.begin(), hidden.end(), [&](const std::string& s) {
                const auto& words = app.ui().words();
                return std::any_of(words.begin(), words.end(), [&](const std::string& word) {
                    return game->shows_secret(word, s);
                });
            });
            if (shown == (step.kind == Kind::ExpectPrivateText)) {
                if (!shown)
                    std::printf("%s: script: the %s screen shows %zu texts, none from a hand\n",
                                app.module().id.c_str(), app.showing().c_str(),
                                app.ui().words().size());
                next();
            } else
                fail(shown ? "this frame shows a card of a hand" : "this frame shows no hand");
            return;
        }
        case Kind::Screenshot:
            screenshot_ = step.text;
            next();
            return;
        case Kind::Autoplay: {
            if (!autoplay_from_)  // the count before the step
                autoplay_from_ = app.game() ? app.game()->action_count() : 0;
            const bool over = autoplay_step(app, window);
            const bool enough = step.frames > 0 && app.game() &&
                                app.game()->action_count() >=
                                    *autoplay_from_ + static_cast<std::size_t>(step.frames);
            if (over || (enough && clicking_.empty()))
                next();
            return;
        }
        case Kind::CheckLayout:
            // The game's check of where the frame put things, on whichever screen is up.
            if (app.module().check_layout) {
                const Marks& marks = app.ui().marks();
                if (marks.marks().empty()) {
                    fail("nothing was drawn to check");
                } else if (const auto problem = app.module().check_layout(marks, app.showing(),
                                                                          app.ui().ui_scale())) {
                    fail(*problem);
                } else {
                    std::printf("%s: script: layout of the %s screen checked (%zu elements)\n",
                                app.module().id.c_str(), app.showing().c_str(),
                                marks.marks().size());
                    next();
                }
                return;
            }
            [[fallthrough]];
        default: {
            // The table's own steps (a lesson followed, its log, its layout).
            using State = GameInPlay::StepProgress::State;
            StepProgress progress;
            if (OwnReplay* own = app.own_replay()) {
                // The replay's own steps.
                progress = own->script_step(step, window, app.ui().marks(), app.ui().ui_scale());
            } else if (app.game()) {
                progress =
                    app.game()->script_step(step, window, app.ui().marks(), app.ui().ui_scale());
            }
            switch (progress.state) {
                case State::Going:
                    return;
                case State::Done:
                    next();
                    return;
                case State::Failed:
                    fail("step " + std::to_string(step_ + 1) + ": " + progress.failure);
                    return;
                case State::NotMine:
                    break;
            }
            fail("step " + std::to_string(step_ + 1) + " is a step of another game's program");
            return;
        }
    }
}

void ShellDriver::after_frame(ShellApp& app, const std::vector<std::string>& secrets_before) {
    ++frames_checked_;
    // The table's own watches over its frames (nothing on it moved).
    if (GameInPlay* game = app.game();
        game && app.drawn_screen() == ShellScreen::Table && !app.game_replaced()) {
        if (const auto wrong = game->check_frame(app.ui().marks(), app.ui().ui_scale())) {
            fail("frame " + std::to_string(frames_checked_) + ": " + *wrong);
            return;
        }
    }
    // The table's own check of what it drew (its boards' pictures are not words).
    if (const GameInPlay* game = app.game();
        game && app.drawn_screen() == ShellScreen::Table && !app.game_replaced()) {
        if (const auto breach = game->privacy_breach(app.ui().marks(), app.drawn_for())) {
            fail("privacy: frame " + std::to_string(frames_checked_) + ": " + *breach);
            return;
        }
    }
    // The game's own replay's check of its pictures.
    if (const OwnReplay* own = app.own_replay(); own && app.drawn_screen() == ShellScreen::Replay) {
        if (const auto breach = own->privacy_breach(app.ui().marks())) {
            fail("privacy: frame " + std::to_string(frames_checked_) + ": " + *breach);
            return;
        }
    }
    std::vector<std::string> secrets = secrets_before;
    for (std::string& s : app.drawn_secrets())
        secrets.push_back(std::move(s));
    const GameInPlay* game = app.game();
    for (const std::string& word : app.ui().words()) {
        for (const std::string& secret : secrets) {
            const bool shown = game ? game->shows_secret(word, secret)
                                    : !secret.empty() && word.find(secret) != std::string::npos;
            if (shown) {
                fail("privacy: frame " + std::to_string(frames_checked_) + " (the " +
                     screen_name(app.drawn_screen()) + " screen, drawn for " +
                     (app.drawn_for() == kWholeTable
                          ? std::string("the whole table")
                          : "seat " + std::to_string(app.drawn_for() + 1)) +
                     ") shows \"" + secret + "\" in \"" + word + "\"");
                return;
            }
        }
    }
}

}  // namespace shell
