#include "drivers/test_driver.hpp"

#include <imgui.h>

#include "drivers/lesson_script.hpp"
#include "ui/layout_check.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "shell/drivers/script_key.hpp"
#include "shell/platform/screenshot.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/information.hpp"
#include "sugarworks/visibility.hpp"
#include "ui/order_card.hpp"

namespace sugarworks::app {
namespace {

constexpr int kScriptPatience = 600;  // frames a script waits for an element
constexpr auto kScriptPatienceTime = std::chrono::seconds(20);  // and at least this long

// The first element drawn whose name begins with `prefix`.
const Mark* mark_starting(const Marks& marks, const std::string& prefix) {
    const auto it = marks.marks().lower_bound(prefix);
    return it != marks.marks().end() && it->first.starts_with(prefix) ? &it->second : nullptr;
}

bool is_hand_mark(const std::string& name) {
    return name.rfind("tile:", 0) == 0 || name.rfind("order:", 0) == 0 ||
           name.rfind("choosing:", 0) == 0;
}

}  // namespace

std::optional<std::string> privacy_breach(const TableModel& model, const Marks& marks,
                                          const DrawnFor& drawn) {
    const Table& table = model.table();
    const Game& game = table.game();
    if (hands_public(game))
        return std::nullopt;
    const bool cover = drawn.screen == "cover" || drawn.screen == "recap";
    if (!cover && drawn.screen != "table")
        return std::nullopt;
    const int viewer = cover ? kTableViewer : drawn.viewer;
    const std::string who = viewer >= 0 ? table.seat(viewer).name : std::string("everyone");
    // A moment the whole table watches shows no hand at all.
    if (cover || drawn.shared) {
        for (const auto& [name, mark] : marks.marks()) {
            if (is_hand_mark(name))
                return "the " + std::string(drawn.screen) + " screen, watched by " + who +
                       ", shows a hand (" + name + ")";
        }
    }
    const GameState& s = table.state();
    // What the viewer watched go face up into a hand (taken from the market, as
    // the movement's panels may still show it there) is no secret from them.
    std::optional<SeatInformation> known;
    for (const int card : marks.cards_shown()) {
        for (int p = 0; p < s.player_count; ++p) {
            if (!s.players[static_cast<size_t>(p)].orders.contains(card))
                continue;
            if (!sees_order(game, s, viewer, p, card) && viewer >= 0 && !known)
                known = information_from(table.match(), viewer);
            if (!sees_order(game, s, viewer, p, card) &&
                !(known && known->known_orders[static_cast<size_t>(p)].contains(card))) {
                return "the " + std::string(drawn.screen) + " screen of " + who + " shows order " +
                       std::to_string(card) + " of " + table.seat(p).name + "'s hand";
            }
        }
    }
    return std::nullopt;
}

std::optional<std::string> replay_privacy_breach(const ReplayModel& replay, const Marks& marks) {
    const Table& table = replay.table();
    const int viewer = replay.viewer();
    const std::string who = viewer >= 0 ? table.seat(viewer).name : std::string("everyone");
    if (!replay.finished() || viewer == kSpectatorViewer) {
        for (const auto& [name, mark] : marks.marks()) {
            if (is_hand_mark(name))
                return "the replay, seen by " + who + ", shows a hand (" + name + ")";
        }
    }
    // While the conveyors run the panels show the table as they started.
    if (replay.animating())
        return std::nullopt;
    const GameState& s = replay.state();
    for (const int card : marks.cards_shown()) {
        for (int p = 0; p < s.player_count; ++p) {
            if (s.players[static_cast<size_t>(p)].orders.contains(card) &&
                !sees_order(table.game(), s, viewer, p, card))
                return "the replay, seen by " + who + ", shows order " + std::to_string(card) +
                       " of " + table.seat(p).name + "'s hand";
        }
    }
    return std::nullopt;
}

bool shows_hand_text(const GameState& s, const Catalog& catalog, const Marks& marks) {
    for (int p = 0; p < s.player_count; ++p) {
        bool found = false;
        s.players[static_cast<size_t>(p)].orders.for_each([&](int card) {
            const std::string text = order_card_text(catalog, card);
            for (const std::string& w : marks.words())
                found = found || w.find(text) != std::string::npos;
        });
        if (found)
            return true;
    }
    return false;
}

namespace {

// The hands of the game on screen: the one watched back, or the one at the table.
bool shows_hand_text(const DriverFrame& frame, const Marks& marks) {
    if (frame.replay)
        return app::shows_hand_text(frame.replay->state(), frame.replay->table().game().catalog(),
                                    marks);
    if (frame.model)
        return app::shows_hand_text(frame.model->table().state(),
                                    frame.model->table().game().catalog(), marks);
    return false;
}

}  // namespace

TestDriver::TestDriver(bool autoplay, std::vector<shell::ScriptStep> script, std::uint64_t seed)
    : autoplay_(autoplay), script_(std::move(script)), rng_(seed ^ 0x5EA7ull) {}

TestDriver::~TestDriver() = default;

std::optional<std::string> TestDriver::load_script(const std::filesystem::path& file) {
    if (file.empty())
        return std::nullopt;
    shell::ScriptLoad script = shell::load_script(file);  // the reader, not this member
    if (!script.steps)
        return script.error;
    script_ = std::move(*script.steps);
    return std::nullopt;
}

void TestDriver::fail(const std::string& message) {
    std::fprintf(stderr, "sugarworks: --script step %zu: %s\n", at_ + 1, message.c_str());
    failure_ = message;
    exit_code_ = 4;
    finished_ = true;
}

void TestDriver::before_frame(const DriverFrame& frame) {
    if (finished_)
        return;
    // Every frame a driver drives is checked for a card shown to the wrong player.
    if (breach_) {
        std::fprintf(stderr, "sugarworks: %s: %s\n", script_.empty() ? "autoplay" : "--script",
                     breach_->c_str());
        if (!script_.empty())
            std::fprintf(stderr, "sugarworks: --script step %zu: privacy breach\n", at_ + 1);
        exit_code_ = 4;
        finished_ = true;
        return;
    }
    if (!script_.empty())
        script_step(frame);
    else if (autoplay_)
        autoplay_step(frame);
}

void TestDriver::after_frame(const DriverFrame& frame, const DrawnFor& drawn) {
    if (!pending_shot_.empty()) {
        const std::string shot = std::exchange(pending_shot_, {});
        int w = 0;
        int h = 0;
        frame.window.drawable_size(w, h);
        std::string error;
        if (shell::save_screenshot(shot, w, h, error))
            std::printf("sugarworks: saved %s (%dx%d)\n", shot.c_str(), w, h);
        else
            fail("cannot save " + shot + ": " + error);
    }
    if (steady_ && frame.screen == "table") {
        const std::vector<std::string> moved =
            steady_->observe(frame.marks, ImGui::GetIO().DisplaySize, frame.ui_scale);
        for (const std::string& line : moved)
            std::printf("sugarworks: moved (table screen): %s\n", line.c_str());
        if (!moved.empty()) {
            fail(std::to_string(moved.size()) + " element(s) moved on the table screen");
            steady_.reset();
        }
    }
    if (active() && frame.replay) {
        // A step taken in this frame is checked in the next one.
        if (frame.replay->shown() == drawn.actions)
            breach_ = replay_privacy_breach(*frame.replay, frame.marks);
        return;
    }
    // An action taken in this frame changed the hands after they were drawn:
    // the next frame is checked instead.
    if (!active() || !frame.model || frame.model->table().match().actions().size() != drawn.actions)
        return;
    breach_ = privacy_breach(*frame.model, frame.marks, drawn);
}

// Random legal actions for every seat, taken through the intents the screens
// return when a person clicks: the cover lifted, the recap read, the staged
// action confirmed.
void TestDriver::autoplay_step(const DriverFrame& frame) {
    if (frame.screen == "score_sheet") {
        finished_ = true;
        return;
    }
    if (!frame.model)
        return;
    TableModel& model = *frame.model;
    TableIntents want;
    switch (model.phase()) {
        case TablePhase::Cover:
            if (!frame.marks.find("cover:show"))
                return;
            want.lift_cover = true;
            break;
        case TablePhase::Recap:
            want.recap_read = true;
            break;
        case TablePhase::Table: {
            if (frame.screen != "table" || !frame.marks.find("menu"))
                return;
            const TableFrame f = model.frame();
            if (f.movement.active && !f.movement.finished)
                return;
            if (f.staged) {
                want.confirm = true;
                break;
            }
            if (f.legal.empty())
                return;
            want.act = f.legal[rng_.below(static_cast<std::uint32_t>(f.legal.size()))];
            break;
        }
        case TablePhase::Over:
            return;
    }
    model.handle(want);
}

// One step of --script per frame, on what the last frame drew.
std::optional<std::string> TestDriver::layout_problem(const DriverFrame& frame) const {
    return app::layout_problem(frame.marks, frame.screen, frame.ui_scale);
}

void TestDriver::script_step(const DriverFrame& frame) {
    if (at_ >= script_.size()) {
        finished_ = true;
        return;
    }
    const shell::ScriptStep& step = script_[at_];
    const auto next = [&] {
        ++at_;
        phase_ = 0;
        wait_ = 0;
        waiting_since_ = std::chrono::steady_clock::now();
    };
    // A wait ends after kScriptPatience frames and, frames drawn or not, after
    // kScriptPatienceTime: a computer's thinking takes its time either way.
    const auto impatient = [&] {
        return ++wait_ > kScriptPatience &&
               std::chrono::steady_clock::now() - waiting_since_ > kScriptPatienceTime;
    };
    const Marks& marks = frame.marks;
    const TableModel* model = frame.model;
    switch (step.kind) {
        case shell::ScriptStep::Kind::Click:
        case shell::ScriptStep::Kind::ClickIf: {
            const auto r = marks.find(step.text);
            if (!r) {
                // A screen drawn after the last click needs a frame or two to show.
                if (step.kind == shell::ScriptStep::Kind::ClickIf && ++wait_ > 5) {
                    next();
                    return;
                }
                if (impatient())
                    fail("\"" + step.text + "\" never appeared on the " +
                         std::string(frame.screen) + " screen");
                return;
            }
            // Point, press, release: three frames, as ImGui sees a real click.
            frame.window.script_mouse(r->center(), phase_ == 1);
            if (++phase_ == 3)
                next();
            return;
        }
        case shell::ScriptStep::Kind::Point: {
            const auto r = marks.find(step.text);
            if (!r) {
                if (impatient())
                    fail("\"" + step.text + "\" never appeared");
                return;
            }
            frame.window.script_mouse(r->center(), false);
            next();
            return;
        }
        case shell::ScriptStep::Kind::Autoplay: {
            if (!model) {
                fail("there is no game to play");
                return;
            }
            const int done = static_cast<int>(model->table().match().actions().size());
            if (phase_ == 0)
                wait_ = done;  // the count before this step
            phase_ = 1;
            const TableFrame f = model->frame();
            if (f.movement.active || model->table().state().over() || done - wait_ >= step.frames) {
                next();
                return;
            }
            autoplay_step(frame);
            return;
        }
        case shell::ScriptStep::Kind::AutoplayUntil:
            if (mark_starting(marks, step.text)) {
                next();
                return;
            }
            if (frame.screen == "score_sheet" || !model) {
                fail("\"" + step.text + "\" never appeared before the game ended");
                return;
            }
            autoplay_step(frame);
            return;
        case shell::ScriptStep::Kind::WaitFor:
            if (marks.find(step.text))
                next();
            else if (impatient())
                fail("\"" + step.text + "\" never appeared");
            return;
        case shell::ScriptStep::Kind::Wait:
            if (wait_++ >= step.frames)
                next();
            return;
        case shell::ScriptStep::Kind::Key:
            // Down in one frame, up in the next, so ImGui sees the key held.
            if (const auto unknown =
                    shell::push_script_key(step.text, phase_ == 0, frame.window.sdl()))
                fail(*unknown);
            else if (++phase_ == 2)
                next();
            return;
        case shell::ScriptStep::Kind::ExpectGreyed: {
            const std::optional<bool> greyed = shell::drawn_greyed(marks, step.text);
            if (greyed && *greyed)
                next();
            else if (greyed)
                fail("\"" + step.text + "\" can be pressed");
            else if (impatient())
                fail("\"" + step.text + "\" never appeared");
            return;
        }
        case shell::ScriptStep::Kind::Type:
            if (const auto refused = shell::push_script_text(step.text, frame.window.sdl()))
                fail(*refused);
            else
                next();
            return;
        case shell::ScriptStep::Kind::ExpectScreen:
            if (frame.screen == step.text)
                next();
            else if (impatient())
                fail("expected the " + step.text + " screen, but the " + std::string(frame.screen) +
                     " screen is up");
            return;
        case shell::ScriptStep::Kind::ExpectLog: {
            bool found = false;
            if (model) {
                for (const LogEntry& e : model->table().log()) {
                    for (const std::string& t : e.text)
                        found = found || t.find(step.text) != std::string::npos;
                }
            }
            if (!found) {
                fail("no line of the log says \"" + step.text + "\"");
                return;
            }
            next();
            return;
        }
        case shell::ScriptStep::Kind::ExpectText: {
            // A message may come a frame or two after what caused it.
            const auto& words = marks.words();
            if (std::any_of(words.begin(), words.end(), [&](const std::string& w) {
                    return w.find(step.text) != std::string::npos;
                })) {
                std::printf("sugarworks: script: the %s screen says \"%s\"\n",
                            std::string(frame.screen).c_str(), step.text.c_str());
                next();
            } else if (impatient()) {
                fail("no words on the " + std::string(frame.screen) + " screen say \"" + step.text +
                     "\"");
            }
            return;
        }
        case shell::ScriptStep::Kind::ExpectTilePlayed: {
            if (!model || model->table().match().actions().empty() ||
                model->table().match().actions().back().kind != ActionKind::PlayTile) {
                fail("the last action did not play a tile");
                return;
            }
            const Table& t = model->table();
            const Action& a = t.match().actions().back();
            if (t.state().floor.tile_at(a.cell).tile != a.card) {
                fail("the tile played is not on " + cell_name(a.cell, t.state().floor.rows()));
                return;
            }
            std::printf("sugarworks: script: %s\n", describe_action(a, t.game()).c_str());
            next();
            return;
        }
        case shell::ScriptStep::Kind::CheckSteady:
            steady_ = SteadyWatch{};
            std::printf("sugarworks: script: watching that nothing moves\n");
            next();
            return;
        case shell::ScriptStep::Kind::CheckLayout: {
            if (marks.marks().empty()) {
                fail("nothing was drawn to check");
                return;
            }
            if (const auto problem = layout_problem(frame)) {
                fail(*problem);
                return;
            }
            std::printf("sugarworks: script: layout of the %s screen checked (%zu elements)\n",
                        std::string(frame.screen).c_str(), marks.marks().size());
            next();
            return;
        }
        case shell::ScriptStep::Kind::ExpectNoPrivateText:
            if (marks.words().empty()) {
                fail("nothing was drawn to check");
                return;
            }
            if (shows_hand_text(frame, marks)) {
                fail("the " + std::string(frame.screen) +
                     " screen shows the text of a card in a hand");
                return;
            }
            if (breach_) {
                fail(*breach_);
                return;
            }
            std::printf("sugarworks: script: the %s screen shows %zu texts, none from a hand\n",
                        std::string(frame.screen).c_str(), marks.words().size());
            next();
            return;
        case shell::ScriptStep::Kind::ExpectActions: {
            // On the replay: the actions done in what it shows.
            const int actions = frame.replay ? static_cast<int>(frame.replay->shown())
                                : model ? static_cast<int>(model->table().match().actions().size())
                                        : 0;
            if (actions != step.frames) {
                fail("expected " + std::to_string(step.frames) + " actions, the game has " +
                     std::to_string(actions));
                return;
            }
            next();
            return;
        }
        case shell::ScriptStep::Kind::ExpectPrivateText:
            if (!shows_hand_text(frame, marks)) {
                fail("the " + std::string(frame.screen) +
                     " screen shows no card of the hand in play");
                return;
            }
            std::printf("sugarworks: script: the %s screen shows the hand\n",
                        std::string(frame.screen).c_str());
            next();
            return;
        case shell::ScriptStep::Kind::Screenshot:
            pending_shot_ = step.text;  // taken when this frame is drawn
            frame.window.will_read_pixels();
            next();
            return;
        case shell::ScriptStep::Kind::LessonFollow:
        case shell::ScriptStep::Kind::LessonWrong:
        case shell::ScriptStep::Kind::LessonWrongEach: {
            if (!lesson_) {
                lesson_ = std::make_unique<LessonScript>();
                if (step.kind == shell::ScriptStep::Kind::LessonFollow)
                    lesson_->follow(step.frames);
                else if (step.kind == shell::ScriptStep::Kind::LessonWrong)
                    lesson_->try_wrong();
                else
                    lesson_->wrong_at_each_step();
            }
            // Each step followed is laid out right once its words and marks have
            // settled (a panel knows it scrolls a frame after its words change):
            // what it points at in view, nothing over it. The learner waits for
            // the check, so no step goes by unchecked.
            if (step.kind == shell::ScriptStep::Kind::LessonFollow && model && model->lesson()) {
                constexpr int kSettleFrames = 6;
                const int at = model->lesson()->run().step();
                if (at != lesson_layout_.step) {
                    lesson_layout_ = {at, 0};
                    return;
                }
                if (lesson_layout_.frames < kSettleFrames) {
                    ++lesson_layout_.frames;
                    return;
                }
                if (lesson_layout_.frames == kSettleFrames) {
                    ++lesson_layout_.frames;
                    if (const auto problem = layout_problem(frame)) {
                        fail("lesson step " + std::to_string(at + 1) + ": " + *problem);
                        return;
                    }
                }
            }
            std::string problem;
            std::string said;
            const LessonScript::Result r = lesson_->frame(frame, problem, said);
            if (!said.empty())
                std::printf("sugarworks: script: %s\n", said.c_str());
            if (r == LessonScript::Result::Going)
                return;
            lesson_.reset();
            if (r == LessonScript::Result::Failed) {
                fail(problem);
                return;
            }
            next();
            return;
        }
        case shell::ScriptStep::Kind::ExpectLessonStep: {
            const int at = model && model->lesson() ? model->lesson()->run().step() + 1 : 0;
            if (at != step.frames) {
                fail("expected the lesson at step " + std::to_string(step.frames) + ", it is at " +
                     (at ? "step " + std::to_string(at) : std::string("no lesson")));
                return;
            }
            next();
            return;
        }
    }
}

shell::StepProgress drive_step(std::unique_ptr<TestDriver>& driver, const shell::ScriptStep& step,
                               std::uint64_t seed, const DriverFrame& frame) {
    using State = shell::StepProgress::State;
    if (!driver)
        driver = std::make_unique<TestDriver>(false, std::vector{step}, seed);
    driver->before_frame(frame);
    if (!driver->finished())
        return {State::Going, {}};
    const std::unique_ptr<TestDriver> done = std::move(driver);
    if (done->exit_code() != 0)
        return {State::Failed, done->failure()};
    return {State::Done, {}};
}

}  // namespace sugarworks::app
