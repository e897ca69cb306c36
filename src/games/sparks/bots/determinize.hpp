// A full game state dealt from what one seat knows (its player view, through
// known_state): the hidden cards (other hands, offers, packets, the decks) dealt
// at random from those the seat has not seen, and a fresh generator. The bots
// decide on such states only, never on the game's own.
#pragma once

#include "engine/rng.hpp"
#include "sparks/player_view.hpp"

namespace sparks::bots {

GameState determinize(const Game& game, const PlayerView& view, engine::Rng& random);

}  // namespace sparks::bots
