// The game's command line.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace sugarworks::app {

struct Options {
    std::filesystem::path data_dir;     // --data
    std::filesystem::path scenario;     // --scenario; empty: the rulebook example
    std::filesystem::path assets_dir;   // --assets
    std::optional<std::uint64_t> seed;  // --seed: stored and shown, not used yet
    double speed = 1.0;                 // --speed, 0.25..8
    int frames = 0;                     // --frames: quit after this many frames (0: never)
    std::filesystem::path screenshot;   // --screenshot: PNG of the last frame
    bool autoplay = false;              // --autoplay
    int pause_at = 0;                   // --pause-at: hold in the middle of this event (1-based)
    float ui_scale = 0;                 // --ui-scale; 0: from the display's DPI
    int width = 1280;                   // --size WxH
    int height = 800;
    bool fullscreen = false;  // --fullscreen
    double fixed_dt = 0;      // --fixed-dt: each frame advances this many seconds
    bool verbose = false;     // --verbose

    // The scenario to show: --scenario, else the rulebook example in the data folder.
    std::filesystem::path scenario_path() const;
    // Timing figures are printed at exit in test and benchmark runs.
    bool report_stats() const { return verbose || frames > 0 || autoplay; }
};

struct ParsedOptions {
    std::optional<Options> options;  // nullopt: exit with `exit_code` (help, version, error)
    int exit_code = 0;
};

ParsedOptions parse_options(int argc, char** argv);

}  // namespace sugarworks::app
