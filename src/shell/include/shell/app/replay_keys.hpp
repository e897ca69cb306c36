// The replay's keys in every program on the shell, as Sugarworks' replay has
// them: Left and Right one action, Home and End to the ends, 0 for everyone's view
// and 1 - 9 for a seat's (a finished game), T to play on from the position shown.
// Tab, Up, Down and Enter walk and press the screen's controls, and Esc leaves,
// as on every screen. A table (replay_keys()), so that a key cannot work unlisted.
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "shell/platform/key_chart.hpp"

namespace shell {

enum class ReplayKey { ActionBack, ActionOn, ToStart, ToEnd, Everyone, Seat, PlayOn };

// The keys of a replay of a game of at most `seats` seats (1 - 9): a seat's number
// runs to the last seat there can be.
std::vector<KeyBinding<ReplayKey>> replay_keys(int seats = 9);

struct ReplayKeyPressed {
    ReplayKey key = ReplayKey::ActionOn;
    int index = 0;  // which key of a run: the seat of "1 - 9", from 0
};

// The replay key an event is, or nothing (a held key repeats the steps only).
std::optional<ReplayKeyPressed> replay_key_of(const SDL_KeyboardEvent& event);

}  // namespace shell
