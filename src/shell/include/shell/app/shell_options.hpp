// The command line every game's program on the shell takes (its man page lists
// the same): how the window opens and the test runs that drive it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "shell/module/game_module.hpp"
#include "shell/module/new_game_setup.hpp"
#include "shell/module/program.hpp"

namespace shell {

struct ShellOptions {
    std::optional<std::uint64_t> seed;  // --seed: the new game's seed (random without it)
    std::vector<std::string> players;   // --players "Alex,random": start at once, these seats
    std::filesystem::path load;         // --load: open this save at once
    std::string lesson;                 // --lesson: open this lesson at once
    std::filesystem::path script;       // --script: steps a person would take (JSON)
    bool autoplay = false;              // --autoplay: a whole game by random controls
    int frames = 0;                     // --frames: quit after this many (0: never)
    std::filesystem::path screenshot;   // --screenshot: PNG of the last frame
    float ui_scale = 0;                 // --ui-scale; 0: the settings' (or the display's)
    int width = 1280;                   // --size WxH
    int height = 800;
    bool fullscreen = false;  // --fullscreen
    bool verbose = false;     // --verbose
    double speed = 0;         // --speed: the table's animation speed; 0: the settings'
    // --draw-only-screenshots: a test run lays out every frame but draws only those a
    // screenshot keeps.
    bool draw_only_screenshots = false;
    // --fixed-dt: seconds the table advances a frame, whatever the clock says; 0: a
    // driven run's 1/60, a person's the clock.
    double fixed_dt = 0;
    std::filesystem::path data;    // --data: the game's data folder (read before the module)
    std::filesystem::path assets;  // --assets: its art folder
    // The game's worked example to show as the program's only screen (its own flag,
    // OwnRules::example_flag), and the step a test run holds it at (--pause-at).
    std::filesystem::path example;
    int pause_at = 0;
    // The game's own options the command line set (GameModule::command_line).
    std::map<std::string, std::string> game_options;
    std::vector<std::string> game_flags;  // the game's own flags given ("--mode")
};

struct ParsedShellOptions {
    std::optional<ShellOptions> options;  // nothing: exit with `exit_code` (help, error)
    int exit_code = 0;
};

// The command line of `game`'s program (its id names it in --help and in messages):
// the shell's options, the game's own (GameModule::command_line) and its worked
// example's flag; `lessons`, the ids of the lessons it teaches, if any (--lesson's
// help); `folders`, the data and art folders read already. A bad command line
// exits 2 (kExitUsage) with what is wrong said; --help and --version exit 0.
ParsedShellOptions parse_shell_options(const GameModule& game, int argc, char** argv,
                                       const std::string& lessons = "",
                                       const ProgramFolders* folders = nullptr);

// The folders --data and --assets give (`defaults` where they are not given),
// read before the rest of the command line, which the game's module, made from
// them, reads. Nothing, and the exit status, when the command line is broken.
std::optional<ProgramFolders> folders_from_command_line(const std::string& program,
                                                        const ProgramFolders& defaults, int argc,
                                                        char** argv, int& exit_code);

// The game --players (with --autoplay alone: the fewest people) and the game's own
// options start: a seat is a person's name, a computer level of the game's
// ("random": a computer the form names), or "Blake:hard" (a computer named so);
// "--players 3" is three people named as the form names them. `error` says what
// is wrong when the seats do not fit the game.
NewGameSetup setup_from_command_line(const GameModule& game, const ShellOptions& options,
                                     std::uint64_t seed, std::string& error);

}  // namespace shell
