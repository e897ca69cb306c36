#include "shell/app/shell_frontend.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <utility>

#include "shell/app/frame_loop.hpp"
#include "shell/platform/app_keys.hpp"
#include "shell/platform/screenshot.hpp"

namespace shell {

ShellFrontend::ShellFrontend(ShellApp& app, ShellDriver& driver, KeyFocus& key_focus,
                             Window& window, ScaledLook& look, std::string program, AudioOut* audio)
    : app_(app),
      driver_(driver),
      key_focus_(key_focus),
      window_(window),
      look_(look),
      program_(std::move(program)),
      audio_(audio) {
    if (audio_) {
        audio_->set_volume(app_.settings().volume, app_.settings().muted);
        if (!audio_->open()) {
            std::fprintf(stderr, "%s: %s\n", program_.c_str(), AudioOut::kSilentWords);
            app_.set_silent_words(AudioOut::kSilentWords);
        }
    }
}

void ShellFrontend::play_sounds() {
    const std::vector<int> sounds = app_.take_sounds();
    sounds_played_ += static_cast<int>(sounds.size());
    if (!audio_)
        return;
    for (const int sound : sounds)
        audio_->play(sound);
    if (app_.take_sample_sound())
        audio_->play(0);  // the first of the game's sounds, to hear how loud they are
}

void ShellFrontend::refresh_fonts_if_needed() {
    if (look_.refresh_if_needed())
        app_.use_fonts(look_.fonts());
    app_.set_ui_scale(look_.scale());
}

void ShellFrontend::apply_settings() {
    look_.set_scale(app_.settings().ui_scale);
    if (audio_)
        audio_->set_volume(app_.settings().volume, app_.settings().muted);
    if (app_.settings().fullscreen != window_.is_fullscreen())
        window_.toggle_fullscreen();
}

void ShellFrontend::handle(const SDL_Event& e) {
    if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEMOTION)
        key_focus_.mouse_used();
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        look_.window_resized();
    // The keys of every screen (app_keys(), listed on the Keys page): Ctrl+Q
    // quits (the game is kept in the autosave), F11 the full screen.
    if (e.type == SDL_KEYDOWN && !ImGui::GetIO().WantTextInput) {
        if (const auto key = find_key(app_keys(), e.key)) {
            if (key->binding->does == AppKey::Quit) {
                app_.request_quit();
                return;
            }
            if (key->binding->does == AppKey::FullScreen) {
                if (e.key.repeat == 0) {
                    window_.toggle_fullscreen();
                    app_.fullscreen_changed(window_.is_fullscreen());
                }
                return;
            }
        }
    }
    // The keys walk and press what the frame drew, but for a field being typed in
    // and the replay's own keys.
    const bool typing = ImGui::GetIO().WantTextInput;
    if (e.type == SDL_KEYDOWN && !typing && app_.replay_key(e.key))
        return;
    // The settings are ImGui's own sliders and boxes: walked by ImGui's keys (Space
    // takes hold of a slider, the arrows move it), as in Sugarworks' settings.
    if (imgui_walks_keys()) {
        if (!window_.process_event(e))
            app_.request_quit();
        return;
    }
    // Tab in a field being typed in ends the typing and goes on to the next stop
    // (ImGui's own Tab would take the typing into the next field, the ring left behind).
    if (e.type == SDL_KEYDOWN && typing && e.key.keysym.sym == SDLK_TAB &&
        app_.ui().marks().is_text_field(key_focus_.focused())) {
        ImGui::ClearActiveID();
        key_focus_.handle_key(e.key, app_.ui().marks());
        app_.ui().marks().bring_into_view(key_focus_.focused());
        return;
    }
    if (e.type == SDL_KEYDOWN && !typing && app_.table_key_first(e.key, key_focus_.focused()))
        return;
    if (e.type == SDL_KEYDOWN && !typing && key_focus_.handle_key(e.key, app_.ui().marks())) {
        app_.ui().marks().bring_into_view(key_focus_.focused());
        return;
    }
    // The table's own keys (a hint, undo), after the focus's.
    if (e.type == SDL_KEYDOWN && !typing && app_.table_key(e.key)) {
        if (app_.screen() == ShellScreen::Table && app_.game() && app_.game()->take_picked_by_key())
            key_focus_.picked_by_key();
        return;
    }
    // A letter typed with the keys' focus on a text field starts the typing there,
    // as a click on it would, and goes into it.
    if (e.type == SDL_TEXTINPUT && !typing && key_focus_.shown() &&
        app_.ui().is_text_field(key_focus_.focused())) {
        if (typed_ahead_.empty())
            key_focus_.press(key_focus_.focused(), app_.ui().marks());
        typed_ahead_ += e.text.text;
        return;
    }
    if (!window_.process_event(e))
        app_.request_quit();
}

void ShellFrontend::draw_frame(double dt) {
    // The table moves on first: the frame, who it is drawn for and what it may
    // show all see it as it then is.
    app_.advance(dt);
    // What the viewer may not know before the frame as well as after it: a frame
    // that applies an action drew the game as it was.
    const std::vector<std::string> secrets_before =
        driver_.active() ? app_.secrets_for(app_.viewer(), app_.screen())
                         : std::vector<std::string>{};
    driver_.before_frame(app_, window_);
    key_focus_.before_frame(window_);
    // At the table the keys walk its panels in its order; elsewhere the shell's one.
    const std::vector<std::string> panels = app_.table_panels();
    key_focus_.set_panel_order(panels.empty() ? std::vector<std::string>{kTablePanel} : panels);
    app_.ui().set_key_point(key_focus_.board_point());
    if (!typed_ahead_.empty() && ImGui::GetIO().WantTextInput) {
        ImGui::GetIO().AddInputCharactersUTF8(typed_ahead_.c_str());
        typed_ahead_.clear();
    } else if (!typed_ahead_.empty() && !key_focus_.pressing()) {
        typed_ahead_.clear();  // the field went before its typing started
    }
    window_.begin_frame();
    int w = 0;
    int h = 0;
    SDL_GetWindowSize(window_.sdl(), &w, &h);
    app_.frame(dt, static_cast<float>(w), static_cast<float>(h));
    key_focus_.after_frame(app_.ui().marks(),
                           imgui_walks_keys() ? nullptr : ImGui::GetForegroundDrawList(),
                           look_.scale());
    if (driver_.active())
        driver_.after_frame(app_, secrets_before);
    const std::optional<std::string> shot = driver_.take_screenshot();
    if (shot)
        window_.will_read_pixels();
    window_.end_frame();
    if (shot) {
        int dw = 0;
        int dh = 0;
        window_.drawable_size(dw, dh);
        if (std::string why; !save_screenshot(*shot, dw, dh, why)) {
            std::fprintf(stderr, "%s: %s\n", program_.c_str(), why.c_str());
            exit_code_ = kExitCheckFailed;
        } else {
            std::printf("%s: saved %s (%dx%d)\n", program_.c_str(), shot->c_str(), dw, dh);
        }
    }
    if (app_.take_settings_change())
        apply_settings();
    play_sounds();
    if (driver_.failed() && !failure_told_) {
        std::fprintf(stderr, "%s: %s\n", program_.c_str(), driver_.failure().c_str());
        failure_told_ = true;
        exit_code_ = kExitCheckFailed;
    }
}

bool ShellFrontend::animating() const {
    return app_.on_the_clock() || key_focus_.pressing();
}

std::string ShellFrontend::report() const {
    std::string out;
    if (driver_.active()) {
        out = std::to_string(driver_.frames_checked()) + " frames, each checked for privacy; " +
              std::to_string(driver_.actions_pressed()) + " presses by autoplay; " +
              std::to_string(sounds_played_) + " sounds";
    }
    if (const OwnScreen* example = app_.example())
        out += (out.empty() ? "" : "\n" + program_ + ": ") + example->report();
    if (!app_.game())  // what is up, for a test run's last line
        out += (out.empty() ? "" : "\n" + program_ + ": ") + "screen " + app_.showing();
    if (const GameInPlay* g = app_.game()) {
        out += (out.empty() ? "" : "\n" + program_ + ": ") + std::to_string(g->action_count()) +
               " actions; " + (g->finished() ? g->result() : std::string("not over"));
        if (const std::string more = g->report(); !more.empty())
            out += "\n" + program_ + ": screen " + app_.showing() + "; " + more;
    }
    return out;
}

std::string ShellFrontend::describe_setup() const {
    return app_.module().name + ", UI scale " + std::to_string(look_.scale()).substr(0, 4);
}

}  // namespace shell
