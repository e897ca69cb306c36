// The game's command line.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sugarworks::app {

struct Options {
    std::filesystem::path data_dir;     // --data
    std::filesystem::path scenario;     // --scenario: open the movement viewer on it
    std::filesystem::path assets_dir;   // --assets
    bool assets_given = false;          // --assets was given (not the default)
    std::optional<std::uint64_t> seed;  // --seed: the game's seed (random without it)
    std::string mode;                   // --mode: a scenario id ("third_shift")
    std::vector<std::string> toggles;   // --toggle, repeatable
    std::vector<std::string> players;   // --players "Alex,Blake" (or a count: "3")
    std::filesystem::path load;         // --load: a saved game
    std::string lesson;                 // --lesson: a lesson's id
    std::filesystem::path script;       // --script: UI steps (JSON)
    double speed = 1.0;                 // --speed, 0.25..8
    bool speed_given = false;
    int frames = 0;                    // --frames: quit after this many frames (0: never)
    std::filesystem::path screenshot;  // --screenshot: PNG of the last frame
    bool autoplay = false;             // --autoplay
    int pause_at = 0;                  // --pause-at: hold in the middle of this event (1-based)
    float ui_scale = 0;                // --ui-scale; 0: from the display's DPI
    int width = 1280;                  // --size WxH
    int height = 800;
    bool fullscreen = false;             // --fullscreen
    double fixed_dt = 0;                 // --fixed-dt: each frame advances this many seconds
    bool draw_only_screenshots = false;  // --draw-only-screenshots
    bool verbose = false;                // --verbose

    // The movement scenario the example viewer shows: --scenario, else the rulebook's.
    std::filesystem::path scenario_path() const;
    // Start a game at once, without the menu (any of --mode, --players, --toggle, --seed,
    // --autoplay).
    // --toggle alone starts the standard game with that rule, rather than being ignored.
    bool starts_game() const {
        return !mode.empty() || !players.empty() || !toggles.empty() || seed || autoplay;
    }
    // Timing figures are printed at exit in test and benchmark runs.
    bool report_stats() const { return verbose || frames > 0 || autoplay || !script.empty(); }
};

struct ParsedOptions {
    std::optional<Options> options;  // nullopt: exit with `exit_code` (help, version, error)
    int exit_code = 0;
};

ParsedOptions parse_options(int argc, char** argv);

}  // namespace sugarworks::app
