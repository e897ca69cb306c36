#include "rules.hpp"

#include <algorithm>

namespace pebbles {

namespace {

// The top card of the deck to `seat`; an empty deck is made again from the discards
// first, shuffled by the state's generator. Told as `told_as`, the card unnamed.
void draw(State& state, int seat, Event::Kind told_as, std::vector<Event>& events) {
    if (state.deck.empty()) {
        state.deck.swap(state.discards);
        state.rng.shuffle(state.deck);
        events.push_back(
            {Event::Kind::Reshuffled, kNobody, static_cast<int>(state.deck.size()), 0});
    }
    if (state.deck.empty())
        return;  // every card is in a hand: not with 12 cards and at most 4 hands of 2
    state.hands[static_cast<std::size_t>(seat)].push_back(state.deck.back());
    state.deck.pop_back();
    events.push_back({told_as, seat, 0, 0});
}

}  // namespace

std::vector<int> full_deck() {
    return {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
}

State PebblesGame::new_game(std::uint64_t seed, std::vector<Event>& events) const {
    State state;
    state.rng = engine::Rng(seed);
    state.deck = full_deck();
    state.rng.shuffle(state.deck);
    state.hands.assign(static_cast<std::size_t>(seats_), {});
    for (int round = 0; round < kHandSize; ++round) {
        for (int seat = 0; seat < seats_; ++seat) {
            draw(state, seat, Event::Kind::Dealt, events);
        }
    }
    return state;
}

std::optional<Rejection> PebblesGame::check(const State& state, const Action& action) const {
    if (state.winner != kNobody)
        return Rejection{Rejection::Reason::GameOver, "The game is over: nobody plays a card."};
    if (action.seat != state.to_act) {
        return Rejection{Rejection::Reason::NotYourTurn,
                         "It is seat " + std::to_string(state.to_act + 1) + "'s turn, not seat " +
                             std::to_string(action.seat + 1) + "'s."};
    }
    const auto& hand = state.hands[static_cast<std::size_t>(action.seat)];
    if (action.card < 0 || action.card >= static_cast<int>(hand.size())) {
        return Rejection{Rejection::Reason::NoSuchCard,
                         "There is no card " + std::to_string(action.card + 1) + " in a hand of " +
                             std::to_string(hand.size()) + "."};
    }
    return std::nullopt;
}

std::optional<Rejection> PebblesGame::apply_in_place(State& state, const Action& action,
                                                     std::vector<Event>& events) const {
    if (auto refused = check(state, action))
        return refused;
    auto& hand = state.hands[static_cast<std::size_t>(action.seat)];
    const int card = hand[static_cast<std::size_t>(action.card)];
    hand.erase(hand.begin() + action.card);
    const int taken = std::min(card, state.pile);
    state.pile -= taken;
    state.discards.push_back(card);
    ++state.turns;
    events.push_back({Event::Kind::Took, action.seat, card, taken});
    if (state.pile == 0) {
        state.winner = action.seat;
        state.to_act = kNobody;
        events.push_back({Event::Kind::Won, action.seat, 0, 0});
        return std::nullopt;
    }
    draw(state, action.seat, Event::Kind::Drew, events);
    state.to_act = (action.seat + 1) % seats_;
    return std::nullopt;
}

}  // namespace pebbles
