// What Sparks' table is drawn from, and what it answers: the viewer's PlayerView
// (never the state), the actions the rules allow the viewer now, the log as the
// viewer may read it. The table keeps no copy of the game; a press is an intent
// the game in play validates and applies.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sparks/game.hpp"
#include "sparks/player_view.hpp"

namespace sparks::table {

struct TableModel {
    const Game& game;
    const PlayerView& view;
    // The game as the view knows it (hidden cards kHidden): what the rules' own
    // functions (scores, upgrade progress, refusals) are asked of.
    const GameState& known;
    std::vector<std::string> names{};  // by seat, as the table names them
    int viewer = kTableViewer;         // a seat, or kTableViewer: the whole table
    // The viewer is the person the game waits for: the actions are theirs.
    bool acting = false;
    std::vector<Action> legal{};     // the viewer's legal actions; empty unless acting
    std::vector<std::string> log{};  // what happened, the newest last, as the viewer reads it
    std::string refused{};           // why the last press was refused; empty: it was not
    bool can_undo = false;
    bool can_redo = false;
    std::string result{};  // how the game ended; empty before
    // An action waiting for the player's second click: the last of their decisions
    // before the table goes to another seat, which cannot then be taken back.
    std::optional<Action> staged{};
    // The coach's advice for this decision, once asked: what it would do and why.
    std::optional<Action> hint{};
    std::string hint_reason{};
};

// What a press at the table asks of the game.
struct TableIntent {
    std::optional<Action> act{};  // tried: applied when the rules allow it, else refused
    bool undo = false;
    bool redo = false;
    bool hint = false;     // the coach is asked what it would do
    bool skip = false;     // what is being shown happening is shown at once
    bool confirm = false;  // the staged action is sent
    bool unstage = false;  // the staged action is put back, nothing done
};

}  // namespace sparks::table
