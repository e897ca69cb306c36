// Player views: a seat sees its own cards and the public table, and of another
// player's hand, offer or packet and of the decks only how many cards there are;
// the bag's contents, not its order; never the generator. Two states that differ
// only in what the seat may not know look the same to it, and the state the bots
// plan on (known_state) is the full state with exactly those things hidden.
#include <algorithm>
#include <catch2/catch.hpp>
#include <type_traits>

#include "io/io_kit.hpp"
#include "sparks/player_view.hpp"

using namespace sparks;

// A view is not a state: code that holds one cannot hand it where a state is wanted.
static_assert(!std::is_base_of_v<GameState, PlayerView>);
static_assert(!std::is_convertible_v<PlayerView, GameState>);
static_assert(!std::is_convertible_v<PlayerView, const GameState&>);

namespace {

int size_of(const std::vector<int>& cards) {
    return static_cast<int>(cards.size());
}

// What `viewer` may know of `s`, said as a full state: everything as it is, but
// every card of a deck and of another's hand, offer and packet kHidden (the count
// kept), the bag sorted and the generator reset. Written out here from the rules
// of what is hidden, apart from the code under test.
GameState with_hidden_blanked(const GameState& s, int viewer) {
    GameState k = s;
    const auto hide = [](std::vector<int>& cards) {
        std::fill(cards.begin(), cards.end(), kHidden);
    };
    hide(k.robot_deck);
    hide(k.assistant_deck);
    std::sort(k.bag.begin(), k.bag.end());
    k.rng = engine::Rng(0);
    for (std::size_t p = 0; p < k.seats.size(); ++p) {
        if (static_cast<int>(p) == viewer)
            continue;
        hide(k.seats[p].hand);
        hide(k.seats[p].offer);
        hide(k.seats[p].packet);
    }
    return k;
}

// Every `step`-th position of two random games of every variant.
template <typename Visit>
int each_position(int step, Visit&& visit) {
    int positions = 0;
    for (const Game& game : testing::some_games()) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            const Match match = testing::random_match(game, seed, 100000);
            for (std::size_t i = 0; i < match.states().size();
                 i += static_cast<std::size_t>(step)) {
                INFO("players " << game.options().players << ", seed " << seed << ", state " << i);
                visit(game, match.states()[i]);
                ++positions;
            }
        }
    }
    return positions;
}

}  // namespace

TEST_CASE("A seat's view holds its own cards and only counts of the others' and of the decks",
          "[sparks][io]") {
    int own_cards_seen = 0;
    int others_counted = 0;
    each_position(5, [&](const Game& game, const GameState& s) {
        std::vector<int> bag = s.bag;
        std::sort(bag.begin(), bag.end());
        for (int seat = 0; seat < s.players; ++seat) {
            INFO("seat " << seat);
            const PlayerView v = player_view(game, s, seat);
            const PlayerState& own = s.seats[static_cast<std::size_t>(seat)];
            CHECK(v.seat == seat);
            CHECK(v.my_hand == own.hand);
            CHECK(v.my_offer == own.offer);
            CHECK(v.my_packet == own.packet);
            own_cards_seen += own.hand.empty() && own.offer.empty() && own.packet.empty() ? 0 : 1;
            CHECK(v.robot_deck_size == size_of(s.robot_deck));
            CHECK(v.assistant_deck_size == size_of(s.assistant_deck));
            CHECK(v.bag == bag);
            REQUIRE(v.seats.size() == s.seats.size());
            for (std::size_t p = 0; p < s.seats.size(); ++p) {
                CHECK(v.seats[p].hand_size == size_of(s.seats[p].hand));
                CHECK(v.seats[p].offer_size == size_of(s.seats[p].offer));
                CHECK(v.seats[p].packet_size == size_of(s.seats[p].packet));
                if (static_cast<int>(p) != seat)
                    others_counted += s.seats[p].hand.empty() ? 0 : 1;
            }
        }
    });
    CHECK(own_cards_seen > 200);
    CHECK(others_counted > 200);
}

TEST_CASE("The whole table's view holds no hand, offer or packet, only their counts",
          "[sparks][io]") {
    int cards_held = 0;
    each_position(5, [&](const Game& game, const GameState& s) {
        const PlayerView v = table_view(game, s);
        CHECK(v.seat == kTableViewer);
        CHECK(v.my_hand.empty());
        CHECK(v.my_offer.empty());
        CHECK(v.my_packet.empty());
        REQUIRE(v.seats.size() == s.seats.size());
        for (std::size_t p = 0; p < s.seats.size(); ++p) {
            CHECK(v.seats[p].hand_size == size_of(s.seats[p].hand));
            CHECK(v.seats[p].offer_size == size_of(s.seats[p].offer));
            CHECK(v.seats[p].packet_size == size_of(s.seats[p].packet));
            cards_held +=
                s.seats[p].hand.size() + s.seats[p].offer.size() + s.seats[p].packet.size();
        }
        // Nothing hidden comes back from the table's view.
        CHECK(known_state(game, v) == with_hidden_blanked(s, kTableViewer));
    });
    CHECK(cards_held > 1000);
    CHECK(sees_hand(kRecordViewer, 2));
    CHECK(sees_hand(2, 2));
    CHECK_FALSE(sees_hand(1, 2));
    CHECK_FALSE(sees_hand(kTableViewer, 0));
}

TEST_CASE("The state known from a view is the game with exactly what the seat may not know hidden",
          "[sparks][io]") {
    int views = 0;
    const int positions = each_position(3, [&](const Game& game, const GameState& s) {
        for (int seat = 0; seat < s.players; ++seat) {
            INFO("seat " << seat);
            CHECK(known_state(game, player_view(game, s, seat)) == with_hidden_blanked(s, seat));
            ++views;
        }
        CHECK(known_state(game, table_view(game, s)) == with_hidden_blanked(s, kTableViewer));
    });
    CHECK(positions > 300);
    CHECK(views > 800);
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
