// The shell's replay: a game watched back action by action, the table as it stood
// beside the list of what happened, from the whole table's view (no hand) or, once
// the game is over, from any seat's as that player saw it; and a way to play on
// from any position as a game of its own. It keeps the position it shows; the
// game it watches is the shell's.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "shell/app/replay_keys.hpp"
#include "shell/module/game_module.hpp"
#include "shell/module/table_ui.hpp"

namespace shell {

class ReplayFrame {
  public:
    // Watches `game` (which outlives the frame) from before its first action.
    explicit ReplayFrame(const GameInPlay& game);

    struct Pressed {
        bool close = false;
        // "Play on from here": the game after the actions shown, to play on.
        std::unique_ptr<GameInPlay> play_on{};
    };
    // Draws the frame; what was pressed. A step or a view chosen takes effect after
    // the frame, which was begun for the position and view it shows.
    Pressed draw(TableUi& ui, float ui_scale);
    // A replay key (replay_keys()), between frames: true when it did something. A
    // step or a view takes effect at once; playing on is handed out by the next draw.
    bool press(const ReplayKeyPressed& key);

    const GameInPlay& shown() const { return *shown_; }
    std::size_t at() const { return at_; }  // the actions done in what is shown
    int viewer() const { return viewer_; }
    // Words naming what the viewer may not know of what is shown: for the whole
    // table, no hand of the position nor of the game's end; for a seat of a
    // finished game, what that seat did not know then (the end is no guide: a
    // card may have changed hands since).
    std::vector<std::string> secrets() const;
    // The same for the position and view the last frame drew.
    const std::vector<std::string>& drawn_secrets() const { return drawn_secrets_; }

  private:
    void set_viewer(int viewer);
    void go_to(std::size_t at);
    bool can_choose_view() const { return game_.finished(); }

    const GameInPlay& game_;
    std::unique_ptr<GameInPlay> shown_;
    std::size_t at_ = 0;
    int viewer_ = kWholeTable;
    std::vector<std::string> words_;  // each action, as the viewer reads it
    bool stepped_ = false;            // the list scrolls to the action shown
    std::vector<std::string> drawn_secrets_;
    bool play_on_asked_ = false;  // by its key, since the last frame
};

}  // namespace shell
