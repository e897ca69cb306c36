#include "viewer/movement_viewer.hpp"

#include <SDL.h>
#include <imgui.h>

#include <backends/imgui_impl_opengl3.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "render/floor_layout.hpp"
#include "render/floor_painter.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "ui/control_panel.hpp"
#include "ui/header_bar.hpp"
#include "ui/movement_bar.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {

MovementViewer::MovementViewer(const Options& o, Session& s, shell::Window& w, UiContext& ui,
                               std::string back_label)
    : opt_(o), session_(s), window_(w), ui_(ui), back_label_(std::move(back_label)) {
    playback_ = Playback(session_.scenario.floor, {});
    playback_.set_speed(opt_.speed);
    if (opt_.autoplay)
        run_conveyors();
}

bool MovementViewer::finished() const {
    return opt_.autoplay && (playback_.finished() || playback_.held());
}

std::string MovementViewer::report() const {
    const Playback& pb = playback_;
    char buf[256];
    std::snprintf(buf, sizeof buf, "playback at event %d of %d%s", pb.lines_shown(), pb.size(),
                  pb.size() > 0 && pb.finished() ? " (finished)" : "");
    std::string out = buf;
    if (opt_.autoplay) {
        std::snprintf(buf, sizeof buf, "\nsugarworks: autoplay %s: %d of %d events",
                      pb.held() ? "held" : (pb.finished() ? "finished" : "stopped"),
                      pb.lines_shown(), pb.size());
        out += buf;
    }
    return out;
}

// [SECTION] Intents

void MovementViewer::resolve_if_needed() {
    if (session_.outcome)
        return;
    const MovementOutcome& outcome = session_.resolve();
    playback_ = Playback(session_.scenario.floor, outcome.events);
    playback_.set_speed(opt_.speed);
    if (opt_.pause_at > 0 && playback_.size() > 0) {
        if (opt_.pause_at > playback_.size()) {
            std::fprintf(stderr,
                         "sugarworks: --pause-at %d: this playback has %d events; "
                         "holding at the last\n",
                         opt_.pause_at, playback_.size());
        }
        playback_.hold_at(std::min(opt_.pause_at, playback_.size()) - 1, 0.5f);
    }
}

void MovementViewer::run_conveyors() {
    const double speed = playback_.speed();
    resolve_if_needed();
    playback_.set_speed(speed);
    if (playback_.finished())
        playback_.rewind();
    playback_.play();
}

void MovementViewer::step() {
    const double speed = playback_.speed();
    resolve_if_needed();
    playback_.set_speed(speed);
    playback_.step();
}

void MovementViewer::reset() {
    playback_.rewind();
}

// [SECTION] Frames

void MovementViewer::handle(const SDL_Event& e) {
    if (!window_.process_event(e)) {
        quit_ = true;
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        ui_.window_resized();
    handle_key(e);
}

void MovementViewer::handle_key(const SDL_Event& e) {
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    const bool repeat = e.key.repeat != 0;
    if (key == SDLK_SPACE && !repeat) {
        if (playback_.playing())
            playback_.pause();
        else
            run_conveyors();
    } else if (key == SDLK_RIGHT) {
        if (!playback_.playing())
            step();
    } else if (key == SDLK_r && !repeat) {
        reset();
    } else if ((key == SDLK_F11 || (key == SDLK_ESCAPE && window_.is_fullscreen())) && !repeat) {
        if (window_.toggle_fullscreen() && opt_.verbose) {
            int w = 0;
            int h = 0;
            SDL_GetWindowSize(window_.sdl(), &w, &h);
            std::printf("sugarworks: full screen %s (%dx%d)\n",
                        window_.is_fullscreen() ? "on" : "off", w, h);
        }
    } else if (key == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) {
        quit_ = true;
    }
}

std::string MovementViewer::status_line() const {
    std::string s = session_.scenario.board.name + "  \xC2\xB7  movement phase";
    if (playback_.playing())
        s += "  \xC2\xB7  the conveyors are running";
    else if (session_.outcome && playback_.finished())
        s += "  \xC2\xB7  all candies have moved";
    else if (session_.outcome && playback_.lines_shown() > 0)
        s += "  \xC2\xB7  paused";
    if (opt_.seed)
        s += "  \xC2\xB7  seed " + std::to_string(*opt_.seed);
    return s;
}

void MovementViewer::draw_side_panel(float x, float y, float w, float h) {
    ImGui::SetNextWindowPos({x, y});
    ImGui::SetNextWindowSize({w, h});
    constexpr ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                       ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                       ImGuiWindowFlags_NoSavedSettings |
                                       ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##side", nullptr, flags);
    if (!back_label_.empty() && ui_button(marks_, "example:back", back_label_.c_str()))
        back_ = true;
    draw_scenario_heading(session_.scenario.name, session_.scenario.description, opt_.seed,
                          ui_.fonts());
    // The same conveyor controls and log as the table's.
    MovementControls controls;
    controls.active = session_.outcome.has_value();
    controls.playing = playback_.playing();
    controls.finished = controls.active && playback_.finished() && playback_.size() > 0;
    controls.done = playback_.lines_shown();
    controls.total = playback_.size();
    controls.speed = playback_.speed();
    controls.can_replay = true;
    controls.replay_label =
        controls.finished ? "Run them again (Space)" : "Run the conveyors (Space)";
    const MovementIntents want = draw_movement_bar(controls, ui_.scale(), marks_);
    ImGui::Spacing();
    log_.draw(session_.log_lines, playback_.lines_shown(),
              playback_.finished() ? -1 : playback_.current(), ui_.fonts(),
              "Press \"Run the conveyors\" (or Space): every candy activates in turn, red "
              "circles first, and each thing that happens is told here. Right arrow: one "
              "event. R: back to the start.");
    ImGui::End();

    steer(playback_, want);
    if (want.replay)
        run_conveyors();
    if (want.skip) {
        playback_.advance(1e9);
        sound_cursor_.silence(playback_);
    }
}

std::vector<Cue> MovementViewer::take_sounds() {
    return std::exchange(sounds_, {});
}

void MovementViewer::draw_frame(double dt) {
    playback_.advance(dt);
    sound_cursor_.follow(playback_, sounds_);
    window_.begin_frame();
    marks_.begin_frame();
    const ImGuiIO& io = ImGui::GetIO();
    const float W = io.DisplaySize.x;
    const float H = io.DisplaySize.y;
    const float s = ui_.scale();
    const float pad = std::round(14 * s);
    const float header_h = std::round(76 * s);
    const float panel_w = std::round(std::min(std::clamp(W * 0.29f, 300 * s, 480 * s), W * 0.42f));

    const Painter p{ImGui::GetBackgroundDrawList(), &ui_.art(), ui_.fonts().board};
    const FloorLayout layout(session_.scenario.floor, {pad, header_h + pad},
                             {W - panel_w - 2 * pad, H - pad});
    // No pattern where the banner, the side panel and the board will cover it.
    const float round = ImGui::GetStyle().WindowRounding;
    const Rect side{{W - panel_w - pad, header_h + pad}, {W - pad, H - pad}};
    draw_backdrop(p, {{0, 0}, {W, H}},
                  {{{0, 0}, {W, header_h}},
                   side.inset(round),
                   layout.board().inset(0.2f * layout.cell()),
                   layout.lost_card().inset(0.12f * layout.cell()),
                   layout.supply_card().inset(0.12f * layout.cell())});
    const Scene scene = build_scene(playback_, layout);
    const FloorView view{&session_.scenario.floor, &session_.catalog, &playback_.tally(), &scene};
    draw_floor_scene(p, layout, view);
    draw_header(p, ui_.fonts().title, ui_.fonts().body, {{0, 0}, {W, header_h}},
                session_.scenario.name, status_line(), W);
    draw_side_panel(W - panel_w - pad, header_h + pad, panel_w, H - header_h - 2 * pad);
    window_.end_frame();
}

}  // namespace sugarworks::app
