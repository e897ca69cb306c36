// What one player may know of a game of Sparks: the public table, their own
// cards, and only counts of everything hidden. The screens and the bots read
// views only, so they cannot show or use a card they should not see. The one
// place that decides who sees what.
#pragma once

#include <array>
#include <vector>

#include "sparks/event_text.hpp"
#include "sparks/game.hpp"
#include "sparks/state.hpp"

namespace sparks {

// What everyone sees of a seat: all of PlayerState but the cards in hand, the
// robots drawn to choose from (offer) and the draft packet, of which only how
// many there are.
struct PublicSeat {
    std::vector<int> dice;
    std::array<int, kUpgradeSpaces> upgrade_section{kNone, kNone, kNone};
    int level = 0;
    int factory_credit = 0;
    std::array<Slot, kSlots> line{};
    std::vector<CompletedRobot> completed;
    BoxFill board_box = BoxFill::Empty;
    std::vector<PlayedAssistant> played;
    int sparks = 0;
    int cogs = 0;
    std::vector<int> upgrades;
    std::array<int, kColours> track{kNone, kNone, kNone, kNone};
    std::vector<int> production;
    int ignore_colour = 0;
    int ignore_value = 0;
    bool reroll_ready = false;
    bool refilling = false;
    bool drew_robots = false;
    int hand_size = 0;
    int offer_size = 0;
    int packet_size = 0;
    friend bool operator==(const PublicSeat&, const PublicSeat&) = default;
};

// A game as `seat` may know it: each public field of GameState copied in by
// name, so that a field added to the state stays out of the view until it is
// named here. The decks are counts; the bag's contents are known, not its order
// (sorted by die id); the generator is not in it. Two states that differ only in
// what the seat may not know give equal views.
struct PlayerView {
    int seat = kTableViewer;  // whose view: a seat, or kTableViewer
    int players = 2;
    Phase phase = Phase::ChooseRobots;
    int round = 0;
    int turn = 0;
    int first_player = 0;
    int active = 0;
    int current = 0;
    int draft_picks = 0;
    std::vector<int> bag;  // sorted by die id
    std::vector<int> discard;
    std::vector<int> junkyard;
    std::vector<std::uint8_t> faces;
    std::vector<UpgradeStack> stacks;
    std::vector<int> bonus;
    int robot_deck_size = 0;
    int assistant_deck_size = 0;
    std::vector<int> goals;
    std::vector<PlayedTile> played_tiles;
    std::vector<PublicSeat> seats;
    std::vector<Pending> pending;
    // The viewing seat's own cards; empty in the whole table's view.
    std::vector<int> my_hand;
    std::vector<int> my_offer;
    std::vector<int> my_packet;
    friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

// `seat` is 0 to players - 1.
PlayerView player_view(const Game& game, const GameState& state, int seat);
// The view of the whole table at once, for the moments everyone watches: no
// hand, offer or packet at all, only how many cards each holds.
PlayerView table_view(const Game& game, const GameState& state);

// The state as the seat of `view` knows it, for the bots to plan on: every card
// it may not see kHidden with the count kept (another's hand, offer and packet,
// both decks), the bag sorted, the generator engine::Rng(0). The bots deal the
// hidden cards from there (bots/determinize.hpp).
GameState known_state(const Game& game, const PlayerView& view);

// Whether `viewer` (a seat, kTableViewer or kRecordViewer) may see the cards in
// `holder`'s hand, offer and packet.
bool sees_hand(int viewer, int holder);

}  // namespace sparks
