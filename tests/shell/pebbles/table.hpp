// The Pebbles table as words and controls, built from a player view alone: the
// module draws these with the shell's TableUi, and tests read them without a window.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "view.hpp"

namespace pebbles {

struct TableItem {
    enum class Kind { Heading, Text, Button } kind = Kind::Text;
    std::string words;  // the text, or the button's label
    std::string id;     // a button's: "play:0"
    bool enabled = true;
    friend bool operator==(const TableItem&, const TableItem&) = default;
};

// How a card in the hand of `seat` is written: "seat 2 card: take 3". The only form
// that names a hand's card, and never used for anything public (the discards are
// "discard pile: 3, 1"), so the privacy check can look for it in every frame.
std::string hidden_card_words(int seat, int card);

// The control that plays the card at `index` of the hand: "play:0"; and back.
std::string play_id(int index);
std::optional<int> played_index(std::string_view id);

// "Alex wins, taking the last pebble."; empty while nobody has won.
std::string result_words(int winner, const std::vector<std::string>& names);

// What the seat to act is asked to do, as the hand-off cover says it: "Play a card
// and take that many pebbles: 7 are left."
std::string turn_prompt(int pile);

// What an action's events were, as everyone saw them (no event names a card drawn):
// "Alex played a 3 and took 3 pebbles. Alex drew a card."
std::string events_words(const std::vector<Event>& events, const std::vector<std::string>& names);

// The table `view` shows, the seats named by `names`: the pile, the discards, the
// deck's size, every hand's size and whose turn it is; the viewer's own hand with a
// button a card, pressable on the viewer's turn.
std::vector<TableItem> table_items(const PlayerView& view, const std::vector<std::string>& names);

}  // namespace pebbles
