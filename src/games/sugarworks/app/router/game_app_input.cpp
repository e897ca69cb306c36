// The router's input: which screen is up, and keys and the table's intents turned into what they
// ask.
#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <utility>

#include "engine/count_words.hpp"
#include "lessons/lesson_progress.hpp"
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

// [SECTION] Input

Screen GameApp::shown() const {
    if (screen_ != Screen::Table || !model_)
        return screen_;
    switch (model_->phase()) {
        case TablePhase::Cover:
            return Screen::Cover;
        case TablePhase::Recap:
            return Screen::Recap;
        case TablePhase::Table:
            return Screen::Table;
        case TablePhase::Over:
            return Screen::ScoreSheet;
    }
    return Screen::Table;
}

void GameApp::handle(const SDL_Event& event) {
    // On the screens ImGui's keyboard navigation works, Enter presses the focused
    // control as Space does (ImGui 1.86 keeps Enter for text fields), so Enter
    // works everywhere as the Keys page says. In a text field it stays Enter.
    SDL_Event e = event;
    const Screen drawn = shown();
    // The score sheet comes up as the last movement ends, often under a key
    // still being pressed for the game: Enter or Space in its first second
    // would start the next game before its scores were seen.
    if (drawn == Screen::ScoreSheet && e.type == SDL_KEYDOWN &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER ||
         e.key.keysym.sym == SDLK_SPACE) &&
        SDL_GetTicks() - sheet_shown_at_ < kSheetKeyGuardMs)
        return;
    const bool navigated = drawn != Screen::Table && drawn != Screen::Cover &&
                           drawn != Screen::Recap && drawn != Screen::Example &&
                           drawn != Screen::Replay;
    if (navigated && (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER) &&
        !ImGui::GetIO().WantTextInput) {
        e.key.keysym.sym = SDLK_SPACE;
        e.key.keysym.scancode = SDL_SCANCODE_SPACE;
    }
    // Before any arrow key, the focus is on the screen's first choice but not
    // shown, and ImGui would take the first Enter or Space only to show it: the
    // first press presses it.
    if (navigated && e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_SPACE &&
        !ImGui::GetIO().WantTextInput)
        ImGui::GetCurrentContext()->NavDisableHighlight = false;
    if (!window_.process_event(e)) {
        // The window's close button is Quit. A quit from the system (a signal,
        // logging out) ends at once, with the game saved if it can be.
        if (e.type == SDL_QUIT) {
            autosave();
            quit_ = true;
        } else {
            request_quit();
        }
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        ui_.window_resized();
    if (screen_ == Screen::Example && viewer_) {
        // ImGui has the event already: the viewer only reads its keys.
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
            viewer_.reset();
            screen_ = Screen::Rules;
            rules_ignore_escape_ = true;  // this Esc is spent: not the Rules' Back too
            return;
        }
        viewer_->handle_key(e);
        if (viewer_->quit_requested())
            request_quit();  // its Ctrl+Q, as everywhere
        return;
    }
    if (e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN)
        key_focus_.mouse_used();
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    // The keys of every screen (app_keys(), listed on the Keys page).
    if (const auto app_key = shell::find_key(shell::app_keys(), e.key)) {
        switch (app_key->binding->does) {
            case shell::AppKey::Quit:
                request_quit();
                return;
            case shell::AppKey::FullScreen:
                if (e.key.repeat == 0) {
                    window_.toggle_fullscreen();
                    // Kept, as if ticked on the settings screen.
                    if (settings_.fullscreen != window_.is_fullscreen()) {
                        settings_.fullscreen = window_.is_fullscreen();
                        keep_settings();
                    }
                }
                return;
            case shell::AppKey::MenuBack:
                // Esc on the menu goes back to the game under way (the other
                // screens read Esc themselves, for their Back).
                if (screen_ == Screen::Menu) {
                    if (e.key.repeat == 0)
                        key_focus_.press("menu:resume", marks_);
                    return;
                }
                break;
        }
    }
    // The replay's own keys first; Tab, Enter and the other arrows walk its controls.
    if (screen_ == Screen::Replay && replay_) {
        const auto keyed = replay_key_intents(e.key, replay_->frame());
        // Esc presses Close, a few frames on: the Load screen it goes back to
        // would read this same Esc as its own Back.
        if (keyed && keyed->back)
            key_focus_.press("replay:leave", marks_);
        else if (keyed)
            replay_intents(*keyed);
        else
            key_focus_.handle_key(e.key, marks_);
        return;
    }
    const bool on_table = screen_ == Screen::Table && model_;
    // While the conveyors run, Space, Right and End work the playback.
    const bool playback_key = on_table && shown() == Screen::Table &&
                              model_->frame().movement.active &&
                              (key == SDLK_SPACE || key == SDLK_RIGHT || key == SDLK_END);
    // In a lesson, Enter reads on wherever the keys' focus stands, unless it
    // stands on the lesson's own Restart or Leave.
    const bool lesson_enter = on_table && (key == SDLK_RETURN || key == SDLK_KP_ENTER) &&
                              e.key.repeat == 0 && shown() == Screen::Table &&
                              model_->frame().lesson && model_->frame().lesson->can_next &&
                              key_focus_.focused().rfind("lesson:", 0) != 0;
    if (lesson_enter) {
        TableIntents want;
        want.lesson_next = true;
        table_intents(want);
        return;
    }
    if (on_table && !playback_key && key_focus_.handle_key(e.key, marks_))
        return;
    if (on_table) {
        const Screen up = shown();
        const bool enter = (key == SDLK_RETURN || key == SDLK_KP_ENTER) && e.key.repeat == 0;
        TableIntents want;
        if (enter && up == Screen::Cover)
            want.lift_cover = true;  // the cover's default button
        else if (enter && up == Screen::Recap)
            want.recap_read = true;
        else if (const auto keyed = table_key_intents(e.key, model_->frame()))
            want = *keyed;
        if (want.pick_in_hand)
            key_focus_.picked_by_key();
        table_intents(want);
    }
}

void GameApp::table_intents(const TableIntents& want) {
    if (!model_)
        return;
    if (want.movement.speed)
        speed_ = *want.movement.speed;
    if (want.save)
        model_->set_notice(save_game(shell::kGameGoesOn));
    if (want.rules) {
        back_to_ = Screen::Table;
        screen_ = Screen::Rules;
    }
    if (want.menu) {
        autosave();
        note_.clear();
        model_->hand_off();
        screen_ = Screen::Menu;
        return;
    }
    if (model_->lesson() && (want.lesson_restart || want.lesson_leave || want.lesson_onward)) {
        const std::string id = model_->lesson()->lesson().id;
        if (want.lesson_onward) {
            if (const lessons::Lesson* next = next_lesson())
                start_lesson(next->id, true);
        } else if (want.lesson_restart) {
            lesson_book_.forget(id);
            write_lesson_book();
            start_lesson(id, false);
        } else {
            // Its place is in the book already; the game stays open behind the
            // menu's "Back to the game" until another is begun.
            model_->hand_off();
            open_tutorial();
        }
        return;
    }
    model_->handle(want);
    keep_lesson_place();
    if (model_->take_round_started())
        autosave();
}

}  // namespace sugarworks::app
