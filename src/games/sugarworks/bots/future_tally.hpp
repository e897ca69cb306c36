// What the Hard player's simulated futures ended with, move by move: a witness
// of the engine's search (engine::NoWitness says what one is), filled as the
// search plays and read afterwards for the coach's words ("your order scored in
// 64% of the games simulated after it, against 21% after drawing one"). It only
// looks, so the search chooses as it does without it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/search/search_game.hpp"
#include "sugarworks/information.hpp"

namespace sugarworks::bots {

struct FutureCounts {
    int futures = 0;
    double wins = 0;  // competitive play: the futures the seat won (a shared win split)
    // Per order card (catalog index): the futures in which it ended complete
    // (a special order played, a sales order true in hand) for the seat's side,
    // and for any other seat.
    std::array<int, kMaxCards> ours{};
    std::array<int, kMaxCards> theirs{};
};

class FutureTally {
  public:
    // For the seat of `info` (in co-operative play, the team). Only the orders
    // the seat could name are counted: its own in sight, the market's, and those
    // it saw other seats take.
    FutureTally(const Game& game, const SeatInformation& info);

    // The engine's witness calls.
    void future_through(const Action& action);
    void future_ended(const GameState& end, const engine::Outcome& outcome);

    // The counts of the futures through `action` (all zero if none went through it).
    const FutureCounts& through(const Action& action) const;

  private:
    const Game* game_;
    int seat_;
    int own_;
    CardSet counted_;  // the orders counted
    CardSet sales_;    // those of them that are sales orders
    std::vector<std::pair<std::uint64_t, FutureCounts>> moves_;  // by action key
    std::size_t current_ = 0;  // the entry of the future under way
    FutureCounts none_;
};

}  // namespace sugarworks::bots
