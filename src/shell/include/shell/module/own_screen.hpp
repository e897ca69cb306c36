// A screen of the game's own beside its table: a worked example of its rules (a
// movement played out on a board), opened from its rules screen, or by its
// command line as the program's only screen. The shell hands it the clock, the
// keys and the sounds; it shows no player's hidden cards (it is no one's game).
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <SDL.h>

#include "shell/module/table_ui.hpp"
#include "shell/setup/settings.hpp"

namespace shell {

class OwnScreen {
  public:
    virtual ~OwnScreen() = default;
    // Draws the screen over the whole window; true when its Back was pressed.
    virtual bool draw(TableUi& ui) = 0;
    // `dt` seconds passed: what plays moves on.
    virtual void advance(double dt) = 0;
    virtual bool moving() const = 0;
    // The player's settings (its pace among them), as it opens and whenever they change.
    virtual void use_settings(const Settings& settings) = 0;
    // A key of its own: true when it took it.
    virtual bool key(const SDL_KeyboardEvent& key) = 0;
    // Its panels in the order the keys' focus walks them.
    virtual std::vector<std::string> panel_order() const = 0;
    // The sounds it made since the last call, by the module's numbers.
    virtual std::vector<int> take_sounds() = 0;
    // A test run's autoplay (ExampleRun::autoplay) has seen it through.
    virtual bool autoplay_done() const = 0;
    // What a test run's last line says of it.
    virtual std::string report() const = 0;
};

// How a worked example is opened.
struct ExampleRun {
    std::filesystem::path file{};  // the example to show; empty: the game's own
    bool autoplay = false;         // a test run plays it through at once
    int pause_at = 0;              // and holds in the middle of this step (1-based; 0: never)
};

// A rules screen of the game's own (pages, charts, a worked example), in place of
// the shell's page of the module's words.
struct OwnRules {
    struct Pressed {
        bool back = false;
        bool example = false;  // its worked example, to watch
    };
    // Draws the rules over the whole window.
    std::function<Pressed(TableUi& ui)> draw;
    // The worked example as `run` asks; nothing, and `error` naming the file, when it
    // cannot be read.
    std::function<std::unique_ptr<OwnScreen>(const ExampleRun& run, std::string& error)> example;
    // The command line's flag that opens an example file as the program's only screen
    // ("--scenario"), and its help; none: no such flag.
    std::string example_flag{};
    std::string example_help{};
};

}  // namespace shell
