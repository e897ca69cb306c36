// What the replay's screen is given, and what it gives back. A frame is the
// table as it stood after some of the game's actions, from the view chosen (a
// PlayerView, never the state), with where the replay stands in the game; the
// screen answers with intents that the ReplayModel alone carries out.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "anim/movement_intents.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

// One of the views the replay offers: everyone's (no hand), or a seat's.
struct ReplayViewChoice {
    int viewer = kSpectatorViewer;
    std::string label;  // "Everyone", or the seat's name
};

struct ReplayFrame {
    TableFrame table;         // the table as it stood, from the view chosen
    std::string title;        // the save's file name
    std::size_t shown = 0;    // the actions done in what is shown (0: the set-up)
    std::size_t actions = 0;  // the actions of the whole game
    int round = 1;            // the round of what is shown
    int rounds = 1;           // the round the game was saved in (or ended in)
    std::string actor;        // who took the last action shown (empty at the set-up)
    bool finished = false;    // the game saved is over: each seat's view may be chosen
    std::vector<ReplayViewChoice> views;
    int viewer = kSpectatorViewer;
    bool can_take_over = false;  // what is shown is not the end of the game
};

struct ReplayIntents {
    int actions = 0;  // steps of one action: +1 on, -1 back
    int rounds = 0;   // steps of one round
    bool to_start = false;
    bool to_end = false;
    std::optional<std::size_t> go_to;  // the scrub bar: the position, with no movement played
    std::optional<int> viewer;
    bool take_over = false;
    MovementIntents movement;  // the conveyor controls under the floor
    bool back = false;         // for the router: back to the list of saves
};

}  // namespace sugarworks::app
