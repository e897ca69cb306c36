// Which sound goes with which moment of the game. Pure.
#pragma once

#include <optional>
#include <vector>

#include "audio/sound_bank.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/game_event.hpp"

namespace sugarworks::app {

// A floor event's sound: a Bonk!, an eating, a delivery, a loss (other than by
// eating, which has its own), a tile laid. Moves are silent.
std::optional<Cue> cue_of(const Event& event);

// The sounds of an action's events heard at once: the die and a tile laid. The
// movement's own events are heard as the playback reaches them, not here.
std::vector<Cue> cues_outside_movement(const std::vector<GameEvent>& events);

}  // namespace sugarworks::app
