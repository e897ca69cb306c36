// A replay that is a screen of the game's own: a table that fills the window is
// watched back on its own board, its movements played again, rather than in the
// shell's frame of words. The shell opens it (from the table's bar, Load's Watch,
// a finished save), hands it the clock, the keys and the test steps, and checks
// each frame it draws; the replay says what it shows and to whom.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "shell/drivers/script.hpp"
#include "shell/module/table_ui.hpp"
#include "shell/platform/window.hpp"
#include "shell/setup/settings.hpp"

namespace shell {

class GameInPlay;

class OwnReplay {
  public:
    virtual ~OwnReplay() = default;

    struct Pressed {
        bool close = false;
        // Playing on from the position shown, as a game of its own.
        std::unique_ptr<GameInPlay> play_on{};
    };
    // Draws the replay over the whole window.
    virtual Pressed draw(TableUi& ui) = 0;
    // `dt` seconds passed: a movement playing moves on.
    virtual void advance(double dt) = 0;
    virtual bool moving() const = 0;
    virtual void use_settings(const Settings& settings) = 0;
    // The actions done in the position shown, and whose view it is (kWholeTable:
    // everyone's).
    virtual std::size_t at() const = 0;
    virtual int viewer() const = 0;
    // Words naming what the view shown may not know.
    virtual std::vector<std::string> secrets() const = 0;
    // Its own check of what the frame just drawn showed (its pictures), or nothing.
    virtual std::optional<std::string> privacy_breach(const Marks& frame) const = 0;
    // A key of its own (a step, a view): true when it took it.
    virtual bool key(const SDL_KeyboardEvent& key) = 0;
    // Its panels in the order the keys' focus walks them.
    virtual std::vector<std::string> panel_order() const = 0;
    // The sounds it made since the last call, by the module's numbers.
    virtual std::vector<int> take_sounds() = 0;
    // A test step of the game's own (its layout checked), as GameInPlay::script_step.
    using StepProgress = shell::StepProgress;
    virtual StepProgress script_step(const ScriptStep& /*step*/, Window& /*window*/,
                                     const Marks& /*frame*/, float /*ui_scale*/) {
        return {};
    }
};

}  // namespace shell
