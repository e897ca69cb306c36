// Every game's frame loop: input, the clock, drawing, presenting, idling when
// nothing moves, and the ends of a test or benchmark run (--frames, --autoplay,
// --script, --screenshot) with the frame statistics they print. It drives a
// Frontend (a game's program, a viewer) and knows nothing of what it draws.
#pragma once

#include <filesystem>
#include <string>

#include "shell/platform/frame_stats.hpp"
#include "shell/platform/frontend.hpp"
#include "shell/platform/window.hpp"

namespace shell {

// The exit statuses of every game's program.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadData = 1;      // a data file, the art or a screenshot failed
inline constexpr int kExitNoDisplay = 2;    // no window could be opened
inline constexpr int kExitUsage = 2;        // the command line asks for what cannot be done
inline constexpr int kExitUnfinished = 3;   // --autoplay or --script did not finish within --frames
inline constexpr int kExitCheckFailed = 4;  // a --script step or the privacy check failed

struct FrameLoopRun {
    std::string program;  // "sugarworks": the first word of every line printed
    int frames = 0;       // --frames: stop after this many (0: when the player quits)
    // --autoplay or --script drives the run ("--autoplay", "--script"), or empty:
    // a driven run that is cut short by --frames did not finish.
    std::string driven_by;
    double fixed_dt = 0;                 // --fixed-dt: each frame advances this many seconds
    std::filesystem::path screenshot;    // --screenshot: the last frame, as a PNG
    bool draw_only_screenshots = false;  // undrawn frames keep a 60 Hz pace
    bool verbose = false;                // the start-up's times and the set-up, at start
    bool report_stats = false;           // the frame statistics, at exit
};

// Runs `frontend` in `window` until it is done; the process's exit status. The
// times are when the process started, the window opened and the frontend was
// ready, for --verbose.
int run_frame_loop(const FrameLoopRun& run, Frontend& frontend, Window& window,
                   Clock::time_point process_start, Clock::time_point window_ready,
                   Clock::time_point frontend_ready);

}  // namespace shell
