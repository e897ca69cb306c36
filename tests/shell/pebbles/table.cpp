#include "table.hpp"

#include <charconv>

namespace pebbles {

namespace {

constexpr std::string_view kPlayPrefix = "play:";

std::string seat_words(int seat, const std::vector<std::string>& names) {
    const auto at = static_cast<std::size_t>(seat);
    const std::string number = "seat " + std::to_string(seat + 1);
    return at < names.size() ? names[at] + " (" + number + ")" : number;
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace

std::string hidden_card_words(int seat, int card) {
    return "seat " + std::to_string(seat + 1) + " card: take " + std::to_string(card);
}

std::string play_id(int index) {
    return std::string(kPlayPrefix) + std::to_string(index);
}

std::optional<int> played_index(std::string_view id) {
    if (!id.starts_with(kPlayPrefix))
        return std::nullopt;
    const std::string_view number = id.substr(kPlayPrefix.size());
    int index = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), index);
    if (error != std::errc() || end != number.data() + number.size() || number.empty())
        return std::nullopt;
    return index;
}

std::string result_words(int winner, const std::vector<std::string>& names) {
    if (winner == kNobody)
        return {};
    const auto at = static_cast<std::size_t>(winner);
    const std::string name = at < names.size() ? names[at] : "Seat " + std::to_string(winner + 1);
    return name + " wins, taking the last pebble.";
}

std::string events_words(const std::vector<Event>& events, const std::vector<std::string>& names) {
    std::string out;
    for (const Event& e : events) {
        const auto at = static_cast<std::size_t>(e.seat);
        const std::string who =
            e.seat >= 0 && at < names.size() ? names[at] : "Seat " + std::to_string(e.seat + 1);
        std::string line;
        switch (e.kind) {
            case Event::Kind::Dealt:
                line = who + " was dealt a card.";
                break;
            case Event::Kind::Took:
                line = who + " played a " + std::to_string(e.amount) + " and took " +
                       plural(e.pebbles, "pebble", "pebbles") + ".";
                break;
            case Event::Kind::Reshuffled:
                line = "The discards were shuffled into a new deck.";
                break;
            case Event::Kind::Drew:
                line = who + " drew a card.";
                break;
            case Event::Kind::Won:
                line = who + " took the last pebble and wins.";
                break;
        }
        out += (out.empty() ? "" : " ") + line;
    }
    return out;
}

std::string turn_prompt(int pile) {
    return "Play a card and take that many pebbles: " + plural(pile, "is", "are") + " left.";
}

std::vector<TableItem> table_items(const PlayerView& view, const std::vector<std::string>& names) {
    using Kind = TableItem::Kind;
    std::vector<TableItem> items;
    items.push_back(
        {Kind::Heading, "The pile: " + plural(view.pile, "pebble", "pebbles"), "", true});
    std::string discards = "discard pile:";
    for (std::size_t i = 0; i < view.discards.size(); ++i)
        discards += (i == 0 ? " " : ", ") + std::to_string(view.discards[i]);
    if (view.discards.empty())
        discards += " empty";
    items.push_back({Kind::Text, discards, "", true});
    items.push_back({Kind::Text, "Deck: " + plural(view.deck_size, "card", "cards"), "", true});
    for (int seat = 0; seat < static_cast<int>(view.hand_sizes.size()); ++seat) {
        std::string line = seat_words(seat, names) + " holds " +
                           plural(view.hand_sizes[static_cast<std::size_t>(seat)], "card", "cards");
        if (seat == view.to_act)
            line += ", to play";
        items.push_back({Kind::Text, line, "", true});
    }
    if (view.winner != kNobody)
        items.push_back({Kind::Heading, result_words(view.winner, names), "", true});
    if (view.viewer == kNobody)
        return items;
    items.push_back({Kind::Heading, "Your hand, " + seat_words(view.viewer, names), "", true});
    const bool your_turn = view.winner == kNobody && view.to_act == view.viewer;
    for (int i = 0; i < static_cast<int>(view.own_hand.size()); ++i) {
        items.push_back({Kind::Button,
                         hidden_card_words(view.viewer, view.own_hand[static_cast<std::size_t>(i)]),
                         play_id(i), your_turn});
    }
    return items;
}

}  // namespace pebbles
