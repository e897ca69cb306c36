// Sugarworks' replay as the shell holds a game's own (shell::OwnReplay): a game
// watched back on its own factory floor, each movement played again, from
// everyone's view or, once the game is over, from any seat's; and a take-over
// from the position shown as a game of its own.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "drivers/test_driver.hpp"
#include "module/sugarworks_table.hpp"
#include "replay/replay_model.hpp"
#include "shell/module/own_replay.hpp"
#include "ui/replay_screen.hpp"

namespace sugarworks::app {

class SugarworksReplay final : public shell::OwnReplay {
  public:
    SugarworksReplay(Table table, std::string title, std::shared_ptr<TableArt> art);

    Pressed draw(shell::TableUi& ui) override;
    void advance(double dt) override { model_.update(dt); }
    bool moving() const override { return model_.animating(); }
    void use_settings(const shell::Settings& settings) override;
    std::size_t at() const override { return model_.shown(); }
    int viewer() const override { return shell_viewer(model_.viewer()); }
    // The replay's pictures are checked by Sugarworks' own replay check
    // (privacy_breach), which knows what each view may see at each position.
    std::vector<std::string> secrets() const override { return {}; }
    std::optional<std::string> privacy_breach(const shell::Marks& frame) const override;
    bool key(const SDL_KeyboardEvent& key) override;
    std::vector<std::string> panel_order() const override;
    std::vector<int> take_sounds() override;
    StepProgress script_step(const shell::ScriptStep& step, shell::Window& window,
                             const shell::Marks& frame, float ui_scale) override;

  private:
    std::shared_ptr<TableArt> art_;
    ReplayModel model_;
    ReplayScreen screen_;
    bool colourblind_ = false;
    std::vector<ReplayIntents> keyed_;  // what keys asked since the last frame
    // The position and view the last frame began with: a step taken in it is
    // checked in the next.
    std::size_t drawn_shown_ = 0;
    int drawn_viewer_ = kTableViewer;
    std::unique_ptr<TestDriver> step_driver_;
};

}  // namespace sugarworks::app
