// Pebbles, the test-only game that proves the shell's module interface: its rules,
// what a seat sees, its table's words, its computer seat and its saves, read in
// full and by their header alone.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <variant>

#include "computer.hpp"
#include "engine/save_header.hpp"
#include "engine/save_text.hpp"
#include "rules.hpp"
#include "save.hpp"
#include "table.hpp"
#include "view.hpp"

using namespace pebbles;
namespace fs = std::filesystem;

namespace {

// A match from a start laid out by hand, seat 0 to act.
Match arranged(int pile, std::vector<int> deck, std::vector<int> discards,
               std::vector<std::vector<int>> hands) {
    State start;
    start.pile = pile;
    start.deck = std::move(deck);
    start.discards = std::move(discards);
    start.hands = std::move(hands);
    start.rng = engine::Rng(5);
    const int seats = static_cast<int>(start.hands.size());
    return Match(PebblesGame(seats), 5, std::move(start), {});
}

std::vector<Event> played(const Match::Outcome& outcome) {
    REQUIRE(std::holds_alternative<std::vector<Event>>(outcome));
    return std::get<std::vector<Event>>(outcome);
}

Rejection::Reason refused(const Match::Outcome& outcome) {
    REQUIRE(std::holds_alternative<Rejection>(outcome));
    return std::get<Rejection>(outcome).reason;
}

std::vector<int> sorted(std::vector<int> cards) {
    std::sort(cards.begin(), cards.end());
    return cards;
}

// Every card of the state, wherever it lies.
std::vector<int> every_card(const State& state) {
    std::vector<int> cards = state.deck;
    cards.insert(cards.end(), state.discards.begin(), state.discards.end());
    for (const auto& hand : state.hands)
        cards.insert(cards.end(), hand.begin(), hand.end());
    return sorted(cards);
}

// `count` plays of the computer seat from the game of `seats` and `seed`, or to its end.
Match played_by_computer(int seats, std::uint64_t seed, int count = 1000) {
    Match match(PebblesGame(seats), seed);
    for (int i = 0; i < count && match.to_act() != kNobody; ++i) {
        const auto action =
            random_play(view_of(match.state(), match.to_act()), seed, match.actions().size());
        played(match.apply(action));
    }
    return match;
}

SaveInfo seats_named(std::vector<std::string> names) {
    SaveInfo info;
    for (std::size_t i = 0; i < names.size(); ++i)
        info.seats.push_back({names[i], i == 0 ? "person" : "random"});
    return info;
}

}  // namespace

TEST_CASE("Pebbles deals from the seed: the same seed the same hands, each seat two",
          "[pebbles][rules]") {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
        const Match first(PebblesGame(seats), 11);
        const Match again(PebblesGame(seats), 11);
        CHECK(first.state() == again.state());
        const State& state = first.state();
        CHECK(state.pile == 21);
        CHECK(state.hands.size() == static_cast<std::size_t>(seats));
        for (const auto& hand : state.hands)
            CHECK(hand.size() == 2);
        CHECK(state.deck.size() == static_cast<std::size_t>(12 - 2 * seats));
        CHECK(state.discards.empty());
        CHECK(every_card(state) == full_deck());
        CHECK(state.to_act == 0);
        CHECK(state.winner == kNobody);
    }
    // Another seed deals otherwise (seeds 11 and 12 happen to deal different decks).
    CHECK(Match(PebblesGame(2), 11).state().deck != Match(PebblesGame(2), 12).state().deck);
}

TEST_CASE("A card played takes its pebbles, is discarded face up and a card is drawn",
          "[pebbles][rules]") {
    Match match = arranged(21, {1, 2, 3}, {}, {{3, 1}, {2, 2}});
    const auto events = played(match.apply({0, 0}));
    const State& state = match.state();
    CHECK(state.pile == 18);
    CHECK(state.discards == std::vector<int>{3});
    CHECK(state.hands[0] == std::vector<int>{1, 3});  // the 1 kept, the deck's top drawn
    CHECK(state.deck == std::vector<int>{1, 2});
    CHECK(state.to_act == 1);
    CHECK(state.turns == 1);
    CHECK(events == std::vector<Event>{{Event::Kind::Took, 0, 3, 3}, {Event::Kind::Drew, 0, 0, 0}});
    // The turn passes round the table to seat 0 again.
    played(match.apply({1, 1}));
    CHECK(match.state().pile == 16);
    CHECK(match.state().to_act == 0);
}

TEST_CASE("A card takes at most what is left, and the last pebble wins the game",
          "[pebbles][rules]") {
    Match match = arranged(2, {1, 2, 3}, {}, {{1, 3}, {2, 2}});
    const auto events = played(match.apply({0, 1}));
    const State& state = match.state();
    CHECK(state.pile == 0);
    CHECK(state.winner == 0);
    CHECK(state.to_act == kNobody);
    CHECK(state.discards == std::vector<int>{3});
    CHECK(state.hands[0] == std::vector<int>{1});  // nothing drawn after the last pebble
    CHECK(events == std::vector<Event>{{Event::Kind::Took, 0, 3, 2}, {Event::Kind::Won, 0, 0, 0}});
}

TEST_CASE("An empty deck is made again from the discards, shuffled by the state's generator",
          "[pebbles][rules]") {
    Match match = arranged(21, {}, {1, 1, 2, 3, 3, 3, 2, 2}, {{1, 2}, {1, 3}});
    const engine::Rng before = match.state().rng;
    const auto events = played(match.apply({0, 0}));
    const State& state = match.state();
    // The played 1 went to the discards first, then all nine became the deck.
    std::vector<int> expected_deck = {1, 1, 2, 3, 3, 3, 2, 2, 1};
    engine::Rng shuffler = before;
    shuffler.shuffle(expected_deck);
    const int drawn = expected_deck.back();
    expected_deck.pop_back();
    CHECK(state.deck == expected_deck);
    CHECK(state.discards.empty());
    CHECK(state.hands[0] == std::vector<int>{2, drawn});
    CHECK(state.rng == shuffler);
    CHECK(every_card(state) == full_deck());
    CHECK(events == std::vector<Event>{{Event::Kind::Took, 0, 1, 1},
                                       {Event::Kind::Reshuffled, kNobody, 9, 0},
                                       {Event::Kind::Drew, 0, 0, 0}});
}

TEST_CASE("A play is refused out of turn, for a card not held and once the game is over",
          "[pebbles][rules]") {
    Match match = arranged(3, {1, 2, 3}, {}, {{3, 1}, {2, 2}});
    CHECK(refused(match.apply({1, 0})) == Rejection::Reason::NotYourTurn);
    CHECK(refused(match.apply({0, 2})) == Rejection::Reason::NoSuchCard);
    CHECK(refused(match.apply({0, -1})) == Rejection::Reason::NoSuchCard);
    CHECK(match.actions().empty());
    CHECK(match.state().pile == 3);
    played(match.apply({0, 0}));
    REQUIRE(match.state().winner == 0);
    CHECK(refused(match.apply({1, 0})) == Rejection::Reason::GameOver);
    CHECK(std::get<Rejection>(match.apply({1, 0})).message ==
          "The game is over: nobody plays a card.");
}

TEST_CASE("A seat's view holds its own hand and only the sizes of the others", "[pebbles][view]") {
    const Match match = arranged(14, {1, 2}, {3, 1}, {{3, 1}, {2, 2}, {1, 3}});
    const PlayerView view = view_of(match.state(), 1);
    CHECK(view.viewer == 1);
    CHECK(view.own_hand == std::vector<int>{2, 2});
    CHECK(view.hand_sizes == std::vector<int>{2, 2, 2});
    CHECK(view.pile == 14);
    CHECK(view.discards == std::vector<int>{3, 1});
    CHECK(view.deck_size == 2);
    CHECK(view.to_act == 0);
    CHECK(view.winner == kNobody);
    CHECK(view_of(match.state(), kNobody).own_hand.empty());

    // The other hands and the deck's order change nothing seat 1 sees.
    State other = match.state();
    other.hands[0] = {2, 3};
    other.hands[2] = {1, 1};
    other.deck = {2, 1};
    CHECK(view_of(other, 1) == view);
    other.hands[1] = {2, 3};
    CHECK_FALSE(view_of(other, 1) == view);
}

TEST_CASE("The table shows a seat's own cards as buttons, and no other seat's cards",
          "[pebbles][table]") {
    const Match match = arranged(14, {1, 2}, {3, 1}, {{3, 1}, {2, 2}, {1, 3}});
    const std::vector<std::string> names = {"Alex", "Blake", "Cam"};
    auto shows = [](const std::vector<TableItem>& items, const std::string& words) {
        return std::any_of(items.begin(), items.end(), [&](const TableItem& item) {
            return item.words.find(words) != std::string::npos;
        });
    };
    for (int viewer = kNobody; viewer < 3; ++viewer) {
        const auto items = table_items(view_of(match.state(), viewer), names);
        CHECK(shows(items, "The pile: 14 pebbles"));
        CHECK(shows(items, "discard pile: 3, 1"));
        CHECK(shows(items, "Deck: 2 cards"));
        CHECK(shows(items, "Alex (seat 1) holds 2 cards, to play"));
        CHECK(shows(items, "Cam (seat 3) holds 2 cards"));
        for (int seat = 0; seat < 3; ++seat) {
            if (seat == viewer)
                continue;
            for (int card = 1; card <= 3; ++card)
                CHECK_FALSE(shows(items, hidden_card_words(seat, card)));
        }
    }
    // The seat to act presses its cards; another seat sees its own, greyed.
    const auto to_act = table_items(view_of(match.state(), 0), names);
    const auto buttons = std::count_if(to_act.begin(), to_act.end(), [](const TableItem& item) {
        return item.kind == TableItem::Kind::Button;
    });
    CHECK(buttons == 2);
    CHECK(std::find(to_act.begin(), to_act.end(),
                    TableItem{TableItem::Kind::Button, "seat 1 card: take 3", "play:0", true}) !=
          to_act.end());
    CHECK(std::find(to_act.begin(), to_act.end(),
                    TableItem{TableItem::Kind::Button, "seat 1 card: take 1", "play:1", true}) !=
          to_act.end());
    const auto waiting = table_items(view_of(match.state(), 2), names);
    CHECK(std::find(waiting.begin(), waiting.end(),
                    TableItem{TableItem::Kind::Button, "seat 3 card: take 1", "play:0", false}) !=
          waiting.end());
    CHECK(played_index("play:1") == 1);
    CHECK_FALSE(played_index("play:").has_value());
    CHECK_FALSE(played_index("take:1").has_value());
}

TEST_CASE("The computer plays a card of its hand, the same one for the same game",
          "[pebbles][computer]") {
    const Match match(PebblesGame(3), 21);
    const PlayerView view = view_of(match.state(), 0);
    std::vector<int> chosen(2, 0);
    for (std::size_t count = 0; count < 200; ++count) {
        const Action action = random_play(view, 21, count);
        CHECK(action.seat == 0);
        REQUIRE((action.card == 0 || action.card == 1));
        ++chosen[static_cast<std::size_t>(action.card)];
        CHECK(random_play(view, 21, count) == action);
    }
    CHECK(chosen[0] > 50);
    CHECK(chosen[1] > 50);
    // Whole games end, the winner having taken the last pebble.
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Match game = played_by_computer(2 + static_cast<int>(seed % 3), seed);
        const State& end = game.state();
        REQUIRE(end.winner != kNobody);
        CHECK(end.pile == 0);
        CHECK(game.actor(game.actions().size() - 1) == end.winner);
        CHECK(every_card(end) == full_deck());
    }
}

TEST_CASE("A Pebbles save loads back to the same match and writes the same bytes",
          "[pebbles][save]") {
    for (int actions : {0, 4, 1000}) {
        const Match match = played_by_computer(3, 77, actions);
        const SaveInfo info = seats_named({"Alex", "Blake", ""});
        const std::string text = save_text(match, info);
        const LoadedGame loaded = load_save_text(text, "game.json");
        INFO(text);
        REQUIRE(loaded.errors.empty());
        REQUIRE(loaded.match);
        CHECK(loaded.match->states() == match.states());
        CHECK(loaded.match->actions() == match.actions());
        CHECK(loaded.match->seed() == 77);
        CHECK(loaded.info == info);
        CHECK(save_text(*loaded.match, loaded.info) == text);
    }
}

TEST_CASE("A Pebbles save with a broken hash is refused, naming the file and the pointer",
          "[pebbles][save]") {
    const Match match = played_by_computer(2, 9, 5);
    std::string text = save_text(match, seats_named({"Alex", "Blake"}));
    auto doc = nlohmann::json::parse(text);
    const std::string third = doc["hashes"][2];
    const auto at = text.find("\"" + third + "\"");
    REQUIRE(at != std::string::npos);
    text.replace(at + 1, third.size(), "0000000000000000");
    const LoadedGame loaded = load_save_text(text, "saves/broken.json");
    CHECK_FALSE(loaded.match);
    REQUIRE(loaded.errors.size() == 1);
    CHECK(engine::format_diagnostic(loaded.errors[0]) ==
          "saves/broken.json:/hashes/2: the state after action 2 is not the one saved: the "
          "replay gives " +
              third + ", the save says 0000000000000000");
}

TEST_CASE("The engine reads a Pebbles save's header: seats, round and whether it is over",
          "[pebbles][save]") {
    const fs::path folder = fs::temp_directory_path() / "pebbles_header_test";
    fs::remove_all(folder);
    fs::create_directories(folder);
    const std::vector<engine::save::GameSaves> games = {game_saves()};
    auto header_of = [&](const Match& match, const std::string& name) {
        const fs::path path = folder / name;
        std::ofstream(path) << save_text(match, seats_named({"Alex", "", "Cam"}));
        const auto listed = engine::save::list_save(path, "pebbles", games);
        INFO(listed.problem);
        REQUIRE(listed.header);
        return *listed.header;
    };
    const Match part = played_by_computer(3, 4, 7);
    const auto header = header_of(part, "part.json");
    CHECK(header.kind == engine::save::SaveKind{"pebbles", 1});
    CHECK(header.seats == std::vector<engine::save::SeatHeader>{
                              {"Alex", "person"}, {"Player 2", "random"}, {"Cam", "random"}});
    CHECK(header.mode == "3 players");
    CHECK(header.round == 3);  // 7 cards played by 3 seats: the third round
    CHECK_FALSE(header.finished);
    CHECK(header.setup_hash == engine::save::hash_hex(state_hash(part.states().front())));

    const Match whole = played_by_computer(3, 4);
    const auto end = header_of(whole, "whole.json");
    CHECK(end.finished);
    CHECK(end.round == whole.state().turns / 3 + 1);
    fs::remove_all(folder);
}
