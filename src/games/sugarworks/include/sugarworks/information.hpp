// What one seat knows: its player view, plus what it has watched happen that the
// view alone no longer shows (an order an opponent took face up from the market
// is still in their hand). Bots and the coach decide from this alone; the
// sampler deals full states that agree with it.
#pragma once

#include <array>
#include <span>

#include "sugarworks/match.hpp"
#include "sugarworks/player_view.hpp"

namespace sugarworks {

struct SeatInformation {
    int seat = 0;
    PlayerView view;
    // Per player: orders this seat saw go into that player's hand facing them
    // (taken from the market, pawned from it, swapped by or with this seat) and
    // has not seen leave it since. Never the seat's own hand, which it sees.
    std::array<CardSet, kMaxPlayers> known_orders{};
    friend bool operator==(const SeatInformation&, const SeatInformation&) = default;
};

// The seat's information at the start: its view of the set-up (nothing watched yet).
SeatInformation first_information(PlayerView view);

// The information after an action: `events` are the action's events (only what
// the seat may see of them is read: a face-up card taken, a swap it took part
// in) and `after` is the seat's view once the action is applied.
void observe(SeatInformation& info, std::span<const GameEvent> events, PlayerView after);

// The seat's information after every action of a match so far (replayed from
// its start, observing each action's events): what a loaded game's computer
// players and the coach start from.
SeatInformation information_from(const Match& match, int seat);

// Deals a full state that agrees with the seat's information: the cards the seat
// cannot see (other hands, deck orders, orders facing away from the seat, cards
// being chosen from, undealt cards set aside) shuffled into the places it cannot
// see, and a fresh generator for every roll and draw still to come, all drawn
// from `rng`. player_view(game, sample, info.seat) == info.view.
GameState sample_state(const Game& game, const SeatInformation& info, Rng& rng);

// Whether a full state agrees with the seat's information (the check the
// sampler's tests and the harness apply to the real state).
bool agrees_with(const Game& game, const GameState& state, const SeatInformation& info);

}  // namespace sugarworks
