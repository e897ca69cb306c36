#include "platform/main_loop.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <thread>

#include "router/game_app.hpp"
#include "shell/platform/screenshot.hpp"
#include "shell/platform/window.hpp"
#include "viewer/movement_viewer.hpp"

namespace sugarworks::app {
namespace {

constexpr const char* kXvfbHint =
    "There seems to be no display to open a window on. To run the game without one, use a\n"
    "virtual display:\n"
    "  xvfb-run -a -s \"-screen 0 1280x800x24\" "
    "./build/release/src/games/sugarworks/app/sugarworks [options]\n";

// Frames drawn after an input event before the loop waits again: ImGui shows
// hover and press states one frame after the event that caused them.
constexpr int kSettleFrames = 3;
// Frames drawn once the program is done, before the last one is saved: the log
// scrolls to its newest line a frame late.
constexpr int kClosingFrames = 2;

double ms_between(shell::Clock::time_point a, shell::Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

class MainLoop {
  public:
    MainLoop(const Options& o, shell::Frontend& g, shell::Window& w, shell::Clock::time_point start)
        : opt_(o), game_(g), window_(w), stats_(start), start_(start) {}

    int run(shell::Clock::time_point window_ready, shell::Clock::time_point game_ready);

  private:
    void wait_or_poll();
    bool save_screenshot_if_asked();
    int finish_autoplay(bool last_frame, bool done);
    void report() const;

    const Options& opt_;
    shell::Frontend& game_;
    shell::Window& window_;
    shell::FrameStats stats_;
    shell::Clock::time_point start_;
    int settle_ = kSettleFrames;
};

// Idle (nothing moving, no recent input): sleeps in SDL_WaitEventTimeout
// instead of drawing the same frame again.
void MainLoop::wait_or_poll() {
    const bool continuous = game_.animating() || opt_.frames > 0 || opt_.autoplay ||
                            !opt_.script.empty() || settle_ > 0 || game_.quit_requested();
    SDL_Event e;
    if (!continuous) {
        while (!SDL_WaitEventTimeout(&e, 1000)) {
        }
        settle_ = kSettleFrames;
        game_.handle(e);
    }
    while (SDL_PollEvent(&e)) {
        settle_ = kSettleFrames;
        game_.handle(e);
    }
    settle_ = std::max(0, settle_ - 1);
}

bool MainLoop::save_screenshot_if_asked() {
    if (opt_.screenshot.empty())
        return true;
    int w = 0;
    int h = 0;
    window_.drawable_size(w, h);
    std::string error;
    if (!shell::save_screenshot(opt_.screenshot, w, h, error)) {
        std::fprintf(stderr, "sugarworks: cannot save the screenshot %s: %s\n",
                     opt_.screenshot.string().c_str(), error.c_str());
        return false;
    }
    std::printf("sugarworks: saved %s (%dx%d)\n", opt_.screenshot.string().c_str(), w, h);
    return true;
}

void MainLoop::report() const {
    if (!opt_.report_stats())
        return;
    std::printf("sugarworks: %s; %d textures, %.1f MB of art\n", stats_.summary().c_str(),
                game_.art().texture_count(),
                static_cast<double>(game_.art().texture_bytes()) / 1048576.0);
    std::printf("sugarworks: last frame: %d draw calls, %d vertices\n", window_.draw_calls(),
                window_.vertices());
    std::printf("sugarworks: %s\n", game_.report().c_str());
}

int MainLoop::run(shell::Clock::time_point window_ready, shell::Clock::time_point game_ready) {
    if (opt_.verbose)
        std::printf("sugarworks: %s\n", game_.describe_setup().c_str());
    int exit_code = kExitOk;
    int closing_frames = 0;
    bool was_playing = false;
    auto last = shell::Clock::now();
    for (;;) {
        wait_or_poll();
        game_.refresh_fonts_if_needed();

        const auto frame_start = shell::Clock::now();
        const double cpu_start = shell::process_cpu_seconds();
        double dt = std::min(0.1, std::chrono::duration<double>(frame_start - last).count());
        if (!was_playing)
            dt = 1.0 / 60.0;  // the first frame of a run starts at the beginning
        if (opt_.fixed_dt > 0)
            dt = opt_.fixed_dt;
        last = frame_start;
        const bool animating = game_.animating();
        // The last frames may be the one --screenshot saves: they are drawn.
        if (!opt_.screenshot.empty() &&
            (closing_frames > 0 || (opt_.frames > 0 && stats_.frames() + 1 >= opt_.frames)))
            window_.will_read_pixels();
        game_.draw_frame(dt);
        was_playing = game_.animating();

        const bool quit = game_.quit_requested();
        const bool done = quit || game_.finished();
        closing_frames = done ? closing_frames + 1 : 0;
        const bool cap = opt_.frames > 0 && stats_.frames() + 1 >= opt_.frames;
        const bool last_frame = (done && closing_frames > kClosingFrames) || cap;
        if (last_frame && !save_screenshot_if_asked())
            exit_code = kExitBadData;

        const auto present_start = shell::Clock::now();
        window_.present();
        const auto frame_end = shell::Clock::now();
        if (stats_.frames() == 0 && opt_.verbose) {
            std::printf(
                "sugarworks: startup: data + window + GL %.0f ms, fonts %.0f ms, "
                "first frame (art rasterized) %.0f ms\n",
                ms_between(start_, window_ready), ms_between(window_ready, game_ready),
                ms_between(game_ready, frame_end));
        }
        stats_.first_frame_shown();
        stats_.frame(std::chrono::duration<double>(frame_end - frame_start).count(),
                     std::chrono::duration<double>(frame_end - present_start).count(),
                     shell::process_cpu_seconds() - cpu_start, animating);
        game_.end_frame();
        // Undrawn frames take a fraction of a millisecond: they keep a 60 Hz
        // display's pace, so that what runs on the clock (a computer's thinking, the
        // animations, the score sheet's guard on keys) runs as it does for a player.
        if (opt_.draw_only_screenshots)
            std::this_thread::sleep_until(frame_start + std::chrono::microseconds(16667));

        if (!last_frame)
            continue;
        if (done && !quit) {
            std::printf("sugarworks: finished in %d frames\n", stats_.frames());
            if (game_.exit_code() != kExitOk)
                exit_code = game_.exit_code();
        } else if ((opt_.autoplay || !opt_.script.empty()) && !quit) {
            std::fprintf(stderr, "sugarworks: %s did not finish within --frames %d\n",
                         opt_.autoplay ? "--autoplay" : "--script", opt_.frames);
            exit_code = kExitUnfinished;
        } else if (quit && game_.exit_code() != kExitOk) {
            exit_code = game_.exit_code();
        }
        break;
    }
    report();
    return exit_code;
}

}  // namespace

int run_game(const Options& options, const Catalog& catalog, Session* example,
             std::span<const engine::save::GameSaves> known,
             shell::Clock::time_point process_start) {
    shell::WindowSpec spec;
    spec.program = "sugarworks";
    spec.title = "Sugarworks";
    spec.width = options.width;
    spec.height = options.height;
    spec.fullscreen = options.fullscreen;
    // Test and benchmark runs measure what a frame costs, not the display's rate.
    spec.vsync = !(options.frames > 0 || options.autoplay);
    std::string error;
    std::unique_ptr<shell::Window> window = shell::Window::open(spec, error);
    if (!window) {
        std::fprintf(stderr, "sugarworks: %s.\n%s", error.c_str(), kXvfbHint);
        return kExitNoDisplay;
    }
    window->draw_only_frames_read(options.draw_only_screenshots);
    const auto window_ready = shell::Clock::now();
    int code = kExitOk;
    {
        UiContext ui(options.assets_dir, *window, options.ui_scale);
        std::unique_ptr<shell::Frontend> frontend;
        if (example)
            frontend = std::make_unique<MovementViewer>(options, *example, *window, ui);
        else
            frontend = std::make_unique<GameApp>(options, catalog, known, *window, ui);
        const auto game_ready = shell::Clock::now();
        MainLoop loop(options, *frontend, *window, process_start);
        code = loop.run(window_ready, game_ready);
    }  // textures go before the GL context does
    return code;
}

}  // namespace sugarworks::app
