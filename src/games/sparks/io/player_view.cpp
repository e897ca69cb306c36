// Player views: the public table, the seat's own cards and counts of the rest;
// and back, the state as the seat knows it.
#include "sparks/player_view.hpp"

#include <algorithm>

namespace sparks {

namespace {

int count(const std::vector<int>& cards) {
    return static_cast<int>(cards.size());
}

std::vector<int> hidden(int count) {
    return std::vector<int>(static_cast<std::size_t>(count), kHidden);
}

PublicSeat public_seat(const PlayerState& p) {
    PublicSeat s;
    s.dice = p.dice;
    s.upgrade_section = p.upgrade_section;
    s.level = p.level;
    s.factory_credit = p.factory_credit;
    s.line = p.line;
    s.completed = p.completed;
    s.board_box = p.board_box;
    s.played = p.played;
    s.sparks = p.sparks;
    s.cogs = p.cogs;
    s.upgrades = p.upgrades;
    s.track = p.track;
    s.production = p.production;
    s.ignore_colour = p.ignore_colour;
    s.ignore_value = p.ignore_value;
    s.reroll_ready = p.reroll_ready;
    s.refilling = p.refilling;
    s.drew_robots = p.drew_robots;
    s.hand_size = count(p.hand);
    s.offer_size = count(p.offer);
    s.packet_size = count(p.packet);
    return s;
}

// The seat's public part with its cards: the viewer's own, or kHidden for each.
PlayerState known_seat(const PublicSeat& s, const PlayerView& view, int holder) {
    PlayerState p;
    p.dice = s.dice;
    p.upgrade_section = s.upgrade_section;
    p.level = s.level;
    p.factory_credit = s.factory_credit;
    p.line = s.line;
    p.completed = s.completed;
    p.board_box = s.board_box;
    p.played = s.played;
    p.sparks = s.sparks;
    p.cogs = s.cogs;
    p.upgrades = s.upgrades;
    p.track = s.track;
    p.production = s.production;
    p.ignore_colour = s.ignore_colour;
    p.ignore_value = s.ignore_value;
    p.reroll_ready = s.reroll_ready;
    p.refilling = s.refilling;
    p.drew_robots = s.drew_robots;
    const bool own = holder == view.seat;
    p.hand = own ? view.my_hand : hidden(s.hand_size);
    p.offer = own ? view.my_offer : hidden(s.offer_size);
    p.packet = own ? view.my_packet : hidden(s.packet_size);
    return p;
}

PlayerView view_for(const GameState& state, int viewer) {
    PlayerView v;
    v.seat = viewer;
    v.players = state.players;
    v.phase = state.phase;
    v.round = state.round;
    v.turn = state.turn;
    v.first_player = state.first_player;
    v.active = state.active;
    v.current = state.current;
    v.draft_picks = state.draft_picks;
    // Dice are drawn from the bag at random: what is in it is known, its order
    // (which says nothing to the rules either) is not shown.
    v.bag = state.bag;
    std::sort(v.bag.begin(), v.bag.end());
    v.discard = state.discard;
    v.junkyard = state.junkyard;
    v.faces = state.faces;
    v.stacks = state.stacks;
    v.bonus = state.bonus;
    v.robot_deck_size = count(state.robot_deck);
    v.assistant_deck_size = count(state.assistant_deck);
    v.goals = state.goals;
    v.played_tiles = state.played_tiles;
    v.seats.reserve(state.seats.size());
    for (const PlayerState& p : state.seats)
        v.seats.push_back(public_seat(p));
    v.pending = state.pending;
    if (viewer >= 0 && viewer < static_cast<int>(state.seats.size())) {
        const PlayerState& own = state.seats[static_cast<std::size_t>(viewer)];
        v.my_hand = own.hand;
        v.my_offer = own.offer;
        v.my_packet = own.packet;
    }
    return v;
}

}  // namespace

bool sees_hand(int viewer, int holder) {
    return viewer == kRecordViewer || (viewer >= 0 && viewer == holder);
}

PlayerView player_view(const Game&, const GameState& state, int seat) {
    return view_for(state, seat);
}

PlayerView table_view(const Game&, const GameState& state) {
    return view_for(state, kTableViewer);
}

GameState known_state(const Game&, const PlayerView& view) {
    GameState s;
    s.players = view.players;
    s.phase = view.phase;
    s.round = view.round;
    s.turn = view.turn;
    s.first_player = view.first_player;
    s.active = view.active;
    s.current = view.current;
    s.draft_picks = view.draft_picks;
    s.bag = view.bag;
    s.discard = view.discard;
    s.junkyard = view.junkyard;
    s.faces = view.faces;
    s.stacks = view.stacks;
    s.bonus = view.bonus;
    s.robot_deck = hidden(view.robot_deck_size);
    s.assistant_deck = hidden(view.assistant_deck_size);
    s.goals = view.goals;
    s.played_tiles = view.played_tiles;
    s.seats.reserve(view.seats.size());
    for (std::size_t p = 0; p < view.seats.size(); ++p)
        s.seats.push_back(known_seat(view.seats[p], view, static_cast<int>(p)));
    s.pending = view.pending;
    s.rng = engine::Rng(0);
    return s;
}

}  // namespace sparks
