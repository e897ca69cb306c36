// Player views: a seat sees its own cards and the public table, never another
// player's hand, offer or packet, the decks' order or the generator; two states
// that differ only in what the seat may not know look the same to it.
#include <algorithm>
#include <catch2/catch.hpp>

#include "io/io_kit.hpp"
#include "sparks/player_view.hpp"

using namespace sparks;

namespace {

bool all_hidden(const std::vector<int>& cards) {
    return std::all_of(cards.begin(), cards.end(), [](int c) { return c == kHidden; });
}

// What `viewer` should see of `s`, built field by field from the full state.
void check_view(const GameState& s, const PlayerView& v, int viewer) {
    CHECK(v.seat == viewer);
    CHECK(v.rng == engine::Rng(0));
    CHECK(v.robot_deck.size() == s.robot_deck.size());
    CHECK(all_hidden(v.robot_deck));
    CHECK(v.assistant_deck.size() == s.assistant_deck.size());
    CHECK(all_hidden(v.assistant_deck));
    std::vector<int> bag = s.bag;
    std::sort(bag.begin(), bag.end());
    CHECK(v.bag == bag);
    REQUIRE(v.seats.size() == s.seats.size());
    GameState expected = s;
    for (std::size_t p = 0; p < s.seats.size(); ++p) {
        const PlayerState& full = s.seats[p];
        const PlayerState& seen = v.seats[p];
        if (static_cast<int>(p) == viewer) {
            CHECK(seen.hand == full.hand);
            CHECK(seen.offer == full.offer);
            CHECK(seen.packet == full.packet);
            continue;
        }
        CHECK(seen.hand.size() == full.hand.size());
        CHECK(seen.offer.size() == full.offer.size());
        CHECK(seen.packet.size() == full.packet.size());
        CHECK(all_hidden(seen.hand));
        CHECK(all_hidden(seen.offer));
        CHECK(all_hidden(seen.packet));
        expected.seats[p].hand = seen.hand;
        expected.seats[p].offer = seen.offer;
        expected.seats[p].packet = seen.packet;
    }
    // Everything else is the state's.
    expected.robot_deck = v.robot_deck;
    expected.assistant_deck = v.assistant_deck;
    expected.bag = v.bag;
    expected.rng = v.rng;
    CHECK(static_cast<const GameState&>(v) == expected);
}

}  // namespace

TEST_CASE("A seat's view hides the others' cards, the decks and the generator", "[sparks][io]") {
    int views = 0;
    for (const Game& game : testing::some_games()) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            const Match match = testing::random_match(game, seed, 100000);
            for (std::size_t i = 0; i < match.states().size(); i += 5) {
                const GameState& s = match.states()[i];
                for (int seat = 0; seat < s.players; ++seat) {
                    INFO("players " << s.players << ", seed " << seed << ", state " << i
                                    << ", seat " << seat);
                    check_view(s, player_view(game, s, seat), seat);
                    ++views;
                }
                check_view(s, table_view(game, s), kTableViewer);
            }
        }
    }
    CHECK(views > 500);
}

TEST_CASE("The whole table's view shows no hand, offer or packet", "[sparks][io]") {
    const Game game = testing::game_of(3, false, true);
    const GameState s = game.new_game(4);
    const PlayerView v = table_view(game, s);
    CHECK(v.seat == kTableViewer);
    for (std::size_t p = 0; p < s.seats.size(); ++p) {
        CHECK(v.seats[p].packet.size() == s.seats[p].packet.size());
        CHECK(all_hidden(v.seats[p].packet));
        CHECK(all_hidden(v.seats[p].offer));
        CHECK(all_hidden(v.seats[p].hand));
    }
    CHECK(sees_hand(kRecordViewer, 2));
    CHECK(sees_hand(2, 2));
    CHECK_FALSE(sees_hand(1, 2));
    CHECK_FALSE(sees_hand(kTableViewer, 0));
}

TEST_CASE("States that differ only in what a seat may not know look the same to it",
          "[sparks][io]") {
    const Game game = testing::game_of(3, true);
    const GameState s = testing::random_match(game, 8, 60).state();
    GameState other = s;
    // Another deal of everything hidden from seat 0: the decks' order, the bag's order,
    // the generator, and which cards seats 1 and 2 hold (swapped with the decks).
    engine::Rng rng(99);
    rng.shuffle(other.robot_deck);
    rng.shuffle(other.assistant_deck);
    rng.shuffle(other.bag);
    other.rng = engine::Rng(12345);
    for (int p : {1, 2}) {
        PlayerState& seat = other.seats[static_cast<std::size_t>(p)];
        for (int& card : seat.hand) {
            if (!other.assistant_deck.empty())
                std::swap(card, other.assistant_deck[rng.below(
                                    static_cast<std::uint32_t>(other.assistant_deck.size()))]);
        }
        for (int& card : seat.offer) {
            if (!other.robot_deck.empty())
                std::swap(card, other.robot_deck[rng.below(
                                    static_cast<std::uint32_t>(other.robot_deck.size()))]);
        }
    }
    REQUIRE_FALSE(other == s);
    CHECK(player_view(game, other, 0) == player_view(game, s, 0));
    CHECK(table_view(game, other) == table_view(game, s));
    // Seat 1 sees its own hand change.
    if (!s.seats[1].hand.empty() && other.seats[1].hand != s.seats[1].hand)
        CHECK_FALSE(player_view(game, other, 1) == player_view(game, s, 1));
    // And seat 0 sees a change of its own hand.
    GameState mine = s;
    if (!mine.seats[0].hand.empty() && !mine.assistant_deck.empty()) {
        std::swap(mine.seats[0].hand[0], mine.assistant_deck[0]);
        CHECK_FALSE(player_view(game, mine, 0) == player_view(game, s, 0));
    }
}
