#include "viewer/movement_example.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "render/backdrop.hpp"
#include "render/floor_layout.hpp"
#include "render/floor_painter.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "ui/control_panel.hpp"
#include "ui/header_bar.hpp"
#include "ui/movement_bar.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {

MovementExample::MovementExample(Session session, ExamplePlay run, std::string back_label)
    : session_(std::move(session)), run_(run), back_label_(std::move(back_label)) {
    playback_ = Playback(session_.scenario.floor, {});
    playback_.set_speed(run_.speed);
    if (run_.autoplay)
        run_conveyors();
}

bool MovementExample::done() const {
    return run_.autoplay && (playback_.finished() || playback_.held());
}

std::string MovementExample::report() const {
    const Playback& pb = playback_;
    char buf[256];
    std::snprintf(buf, sizeof buf, "playback at event %d of %d%s", pb.lines_shown(), pb.size(),
                  pb.size() > 0 && pb.finished() ? " (finished)" : "");
    std::string out = buf;
    if (run_.autoplay) {
        std::snprintf(buf, sizeof buf, "\nsugarworks: autoplay %s: %d of %d events",
                      pb.held() ? "held" : (pb.finished() ? "finished" : "stopped"),
                      pb.lines_shown(), pb.size());
        out += buf;
    }
    return out;
}

// [SECTION] Intents

void MovementExample::resolve_if_needed() {
    if (session_.outcome)
        return;
    const MovementOutcome& outcome = session_.resolve();
    playback_ = Playback(session_.scenario.floor, outcome.events);
    playback_.set_speed(run_.speed);
    if (run_.pause_at > 0 && playback_.size() > 0) {
        if (run_.pause_at > playback_.size()) {
            std::fprintf(stderr,
                         "sugarworks: --pause-at %d: this playback has %d events; "
                         "holding at the last\n",
                         run_.pause_at, playback_.size());
        }
        playback_.hold_at(std::min(run_.pause_at, playback_.size()) - 1, 0.5f);
    }
}

void MovementExample::run_conveyors() {
    const double speed = playback_.speed();
    resolve_if_needed();
    playback_.set_speed(speed);
    if (playback_.finished())
        playback_.rewind();
    playback_.play();
}

void MovementExample::step() {
    const double speed = playback_.speed();
    resolve_if_needed();
    playback_.set_speed(speed);
    playback_.step();
}

void MovementExample::reset() {
    playback_.rewind();
}

bool MovementExample::key(int keycode, bool repeat) {
    if (keycode == SDLK_SPACE) {
        if (repeat)
            return true;
        if (playback_.playing())
            playback_.pause();
        else
            run_conveyors();
        return true;
    }
    if (keycode == SDLK_RIGHT) {
        if (!playback_.playing())
            step();
        return true;
    }
    if (keycode == SDLK_r) {
        if (!repeat)
            reset();
        return true;
    }
    return false;
}

// [SECTION] Frames

void MovementExample::advance(double dt) {
    playback_.advance(dt);
    sound_cursor_.follow(playback_, sounds_);
}

std::string MovementExample::status_line() const {
    std::string s = session_.scenario.board.name + "  \xC2\xB7  movement phase";
    if (playback_.playing())
        s += "  \xC2\xB7  the conveyors are running";
    else if (session_.outcome && playback_.finished())
        s += "  \xC2\xB7  all candies have moved";
    else if (session_.outcome && playback_.lines_shown() > 0)
        s += "  \xC2\xB7  paused";
    if (run_.seed)
        s += "  \xC2\xB7  seed " + std::to_string(*run_.seed);
    return s;
}

bool MovementExample::draw_side_panel(float x, float y, float w, float h, const shell::Fonts& fonts,
                                      float ui_scale, Marks& marks) {
    bool back = false;
    ImGui::SetNextWindowPos({x, y});
    ImGui::SetNextWindowSize({w, h});
    constexpr ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                                       ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                       ImGuiWindowFlags_NoSavedSettings |
                                       ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##side", nullptr, flags);
    marks.begin_area("##side", Rect{{x, y}, {x + w, y + h}});
    if (!back_label_.empty() && ui_button(marks, "example:back", back_label_.c_str()))
        back = true;
    draw_scenario_heading(session_.scenario.name, session_.scenario.description, run_.seed, fonts);
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
    const MovementIntents want = draw_movement_bar(controls, ui_scale, marks);
    ImGui::Spacing();
    log_.draw(session_.log_lines, playback_.lines_shown(),
              playback_.finished() ? -1 : playback_.current(), fonts,
              "Press \"Run the conveyors\" (or Space): every candy activates in turn, red "
              "circles first, and each thing that happens is told here. Right arrow: one "
              "event. R: back to the start.");
    marks.end_area();
    ImGui::End();

    steer(playback_, want);
    if (want.replay)
        run_conveyors();
    if (want.skip) {
        playback_.advance(1e9);
        sound_cursor_.silence(playback_);
    }
    return back;
}

bool MovementExample::draw(const shell::Fonts& fonts, shell::TextureCache* art, float ui_scale,
                           Marks& marks) {
    const ImGuiIO& io = ImGui::GetIO();
    const float W = io.DisplaySize.x;
    const float H = io.DisplaySize.y;
    const float s = ui_scale;
    const float pad = std::round(14 * s);
    const float header_h = std::round(76 * s);
    const float panel_w = std::round(std::min(std::clamp(W * 0.29f, 300 * s, 480 * s), W * 0.42f));

    const Painter p{ImGui::GetBackgroundDrawList(), art, fonts.board};
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
    draw_header(p, fonts.title, fonts.body, {{0, 0}, {W, header_h}}, session_.scenario.name,
                status_line(), W);
    return draw_side_panel(W - panel_w - pad, header_h + pad, panel_w, H - header_h - 2 * pad,
                           fonts, ui_scale, marks);
}

}  // namespace sugarworks::app
