#include "shell/app/frame_loop.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <thread>

#include "shell/platform/screenshot.hpp"

namespace shell {
namespace {

// Frames drawn after an input event before the loop waits again: ImGui shows
// hover and press states one frame after the event that caused them.
constexpr int kSettleFrames = 3;
// Frames drawn once the program is done, before the last one is saved: the log
// scrolls to its newest line a frame late.
constexpr int kClosingFrames = 2;

double ms_between(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

class MainLoop {
  public:
    MainLoop(const FrameLoopRun& o, Frontend& g, Window& w, Clock::time_point start)
        : opt_(o), game_(g), window_(w), stats_(start), start_(start) {}

    int run(Clock::time_point window_ready, Clock::time_point game_ready);

  private:
    void wait_or_poll();
    bool save_screenshot_if_asked();
    int finish_autoplay(bool last_frame, bool done);
    void report() const;
    const char* program() const { return opt_.program.c_str(); }

    const FrameLoopRun& opt_;
    Frontend& game_;
    Window& window_;
    FrameStats stats_;
    Clock::time_point start_;
    int settle_ = kSettleFrames;
};

// Idle (nothing moving, no recent input): sleeps in SDL_WaitEventTimeout
// instead of drawing the same frame again.
void MainLoop::wait_or_poll() {
    const bool continuous = game_.animating() || opt_.frames > 0 || !opt_.driven_by.empty() ||
                            settle_ > 0 || game_.quit_requested();
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
    if (!save_screenshot(opt_.screenshot, w, h, error)) {
        std::fprintf(stderr, "%s: cannot save the screenshot %s: %s\n", program(),
                     opt_.screenshot.string().c_str(), error.c_str());
        return false;
    }
    std::printf("%s: saved %s (%dx%d)\n", program(), opt_.screenshot.string().c_str(), w, h);
    return true;
}

void MainLoop::report() const {
    if (!opt_.report_stats)
        return;
    if (const TextureCache* art = game_.art()) {
        std::printf("%s: %s; %d textures, %.1f MB of art\n", program(), stats_.summary().c_str(),
                    art->texture_count(), static_cast<double>(art->texture_bytes()) / 1048576.0);
    } else {
        std::printf("%s: %s\n", program(), stats_.summary().c_str());
    }
    std::printf("%s: last frame: %d draw calls, %d vertices\n", program(), window_.draw_calls(),
                window_.vertices());
    if (const std::string said = game_.report(); !said.empty())
        std::printf("%s: %s\n", program(), said.c_str());
}

int MainLoop::run(Clock::time_point window_ready, Clock::time_point game_ready) {
    if (opt_.verbose)
        std::printf("%s: %s\n", program(), game_.describe_setup().c_str());
    int exit_code = kExitOk;
    int closing_frames = 0;
    bool was_playing = false;
    auto last = Clock::now();
    for (;;) {
        wait_or_poll();
        game_.refresh_fonts_if_needed();

        const auto frame_start = Clock::now();
        const double cpu_start = process_cpu_seconds();
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

        const auto present_start = Clock::now();
        window_.present();
        const auto frame_end = Clock::now();
        if (stats_.frames() == 0 && opt_.verbose) {
            std::printf(
                "%s: startup: data + window + GL %.0f ms, fonts %.0f ms, "
                "first frame (art rasterized) %.0f ms\n",
                program(), ms_between(start_, window_ready), ms_between(window_ready, game_ready),
                ms_between(game_ready, frame_end));
        }
        stats_.first_frame_shown();
        stats_.frame(std::chrono::duration<double>(frame_end - frame_start).count(),
                     std::chrono::duration<double>(frame_end - present_start).count(),
                     process_cpu_seconds() - cpu_start, animating);
        game_.end_frame();
        // Undrawn frames take a fraction of a millisecond: they keep a 60 Hz
        // display's pace, so that what runs on the clock (a computer's thinking, the
        // animations, the score sheet's guard on keys) runs as it does for a player.
        if (opt_.draw_only_screenshots)
            std::this_thread::sleep_until(frame_start + std::chrono::microseconds(16667));

        if (!last_frame)
            continue;
        if (done && !quit) {
            std::printf("%s: finished in %d frames\n", program(), stats_.frames());
            if (game_.exit_code() != kExitOk)
                exit_code = game_.exit_code();
        } else if (!opt_.driven_by.empty() && !quit) {
            std::fprintf(stderr, "%s: %s did not finish within --frames %d\n", program(),
                         opt_.driven_by.c_str(), opt_.frames);
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

int run_frame_loop(const FrameLoopRun& run, Frontend& frontend, Window& window,
                   Clock::time_point process_start, Clock::time_point window_ready,
                   Clock::time_point frontend_ready) {
    MainLoop loop(run, frontend, window, process_start);
    return loop.run(window_ready, frontend_ready);
}

}  // namespace shell
