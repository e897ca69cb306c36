// Pebbles, a take-away game with a hidden hand, as pure values: a test-only game
// a few hundred lines long that proves the shell's game-module interface with a
// game the shell has never heard of.
//
// 2 to 4 seats share a pile of 21 pebbles. A deck of twelve number cards
// (1,1,1,1,2,2,2,2,3,3,3,3), shuffled by the state's one generator, deals each seat
// a hidden hand of 2. On your turn you play a card from your hand: take that many
// pebbles (at most what is left), discard the card face up and draw a card (an empty
// deck is made again from the discards, shuffled). Whoever takes the last pebble
// wins, and the game is over.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/match.hpp"
#include "engine/rng.hpp"

namespace pebbles {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 4;
inline constexpr int kStartingPile = 21;
inline constexpr int kHandSize = 2;
// Nobody: the seat to act once the game is over, the winner before.
inline constexpr int kNobody = -1;

// The deck before it is shuffled: a card is the number of pebbles it takes.
std::vector<int> full_deck();

struct State {
    int pile = kStartingPile;
    std::vector<int> deck;      // the last card is the top, drawn next
    std::vector<int> discards;  // face up, the last played last
    std::vector<std::vector<int>> hands;
    int to_act = 0;  // kNobody once the game is over
    int winner = kNobody;
    int turns = 0;  // cards played so far
    engine::Rng rng;
    friend bool operator==(const State&, const State&) = default;
};

// Play the card at `card` in the hand of `seat`.
struct Action {
    int seat = 0;
    int card = 0;
    friend bool operator==(const Action&, const Action&) = default;
};

struct Event {
    enum class Kind {
        Dealt,       // a card to `seat` at set-up (hidden: no card named)
        Took,        // `seat` played a card of `amount` and took `pebbles`
        Reshuffled,  // the discards became the deck again
        Drew,        // `seat` drew a card (hidden: no card named)
        Won,         // `seat` took the last pebble
    } kind = Kind::Dealt;
    int seat = kNobody;
    int amount = 0;
    int pebbles = 0;
    friend bool operator==(const Event&, const Event&) = default;
};

struct Rejection {
    enum class Reason { GameOver, NotYourTurn, NoSuchCard } reason = Reason::GameOver;
    std::string message;
    friend bool operator==(const Rejection&, const Rejection&) = default;
};

// The rules as engine::Match uses them (engine/match.hpp).
class PebblesGame {
  public:
    using State = pebbles::State;
    using Action = pebbles::Action;
    using Event = pebbles::Event;
    using Rejection = pebbles::Rejection;

    explicit PebblesGame(int seats) : seats_(seats) {}
    int seats() const { return seats_; }

    // The deck shuffled by a generator seeded with `seed`, then two cards dealt to
    // each seat in turn; the first seat acts.
    State new_game(std::uint64_t seed, std::vector<Event>& events) const;
    // Why `action` may not be played now; nothing when it may.
    std::optional<Rejection> check(const State& state, const Action& action) const;
    std::optional<Rejection> apply_in_place(State& state, const Action& action,
                                            std::vector<Event>& events) const;
    static int actor(const State& state) { return state.to_act; }
    // A drawn card cannot be hidden again: no play is taken back.
    static bool undoable(const Action&, const std::vector<Event>&) { return false; }

    friend bool operator==(const PebblesGame&, const PebblesGame&) = default;

  private:
    int seats_;
};

using Match = engine::Match<PebblesGame>;

}  // namespace pebbles
