// A seat's information and the sampler that deals full states agreeing with it:
// every sampled state gives the seat exactly its real view, the real state always
// agrees with what the seat has watched, and over many samples each card the
// seat cannot see turns up in every place it could be.
#include <catch2/catch.hpp>

#include <map>

#include "bots/random_bot.hpp"
#include "sugarworks/information.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

std::string describe(const Scenario& sc, ToggleSet toggles, int players, std::uint64_t seed) {
    std::string text =
        sc.id + ", " + std::to_string(players) + " players, seed " + std::to_string(seed);
    for (Toggle t : kAllToggles) {
        if (toggles.has(t))
            text += ", " + std::string(toggle_id(t));
    }
    return text;
}

// Plays a random game, keeping every seat's information by observation, and at
// every step checks the real state and `samples` sampled states against it.
void check_game(const Game& game, std::uint64_t seed, int samples, const std::string& what) {
    std::vector<GameEvent> events;
    GameState s = game.new_game(seed, events);
    std::vector<SeatInformation> seats;
    for (int p = 0; p < s.player_count; ++p)
        seats.push_back(first_information(player_view(game, s, p)));
    bots::RandomBot bot(bots::bot_seed(seed));
    Rng sampler(seed * 31 + 1);
    std::vector<Action> legal;
    for (int step = 0; !s.over() && step < 3000; ++step) {
        for (const SeatInformation& info : seats) {
            INFO(what << ", action " << step << ", seat " << info.seat);
            REQUIRE(agrees_with(game, s, info));
            for (int n = 0; n < samples; ++n) {
                const GameState sample = sample_state(game, info, sampler);
                REQUIRE(player_view(game, sample, info.seat) == info.view);
                REQUIRE(agrees_with(game, sample, info));
                // The seat to act has the same choices in every state it cannot tell apart.
                if (info.seat == s.current && n == 0)
                    REQUIRE(game.legal_actions(sample) == game.legal_actions(s));
            }
        }
        game.legal_actions(s, legal);
        REQUIRE(!legal.empty());
        events.clear();
        REQUIRE(!game.apply_in_place(s, bot.choose(legal), events));
        for (SeatInformation& info : seats)
            observe(info, events, player_view(game, s, info.seat));
    }
}

}  // namespace

TEST_CASE("Sampled states give the seat its real view in every mode and toggle", "[information]") {
    std::uint64_t seed = 9'100'000;
    int games = 0;
    for (const Scenario& sc : testkit::catalog().scenarios) {
        for (ToggleSet toggles : toggle_subsets(sc.allowed_toggles)) {
            for (int players = sc.min_players; players <= sc.max_players; ++players) {
                const Game game(testkit::catalog(),
                                GameOptions::for_scenario(sc, players, toggles));
                for (int i = 0; i < 2; ++i) {
                    ++seed;
                    check_game(game, seed, 1, describe(sc, toggles, players, seed));
                    ++games;
                }
            }
        }
    }
    CHECK(games > 100);
}

TEST_CASE("An order an opponent took from the market stays known in their hand", "[information]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(5);
    SeatInformation me = first_information(player_view(game, s, 1));
    // Player 0 takes the first face-up order.
    const int card = s.market[0];
    std::vector<GameEvent> events;
    REQUIRE(!game.apply_in_place(s, Action::take_order(card), events));
    observe(me, events, player_view(game, s, 1));
    CHECK(me.known_orders[0].contains(card));
    Rng rng(3);
    for (int n = 0; n < 50; ++n)
        CHECK(sample_state(game, me, rng).players[0].orders.contains(card));
}

TEST_CASE("Over many samples each unseen card turns up wherever it could be", "[information]") {
    const Game game(testkit::catalog(), testkit::options_on(3));
    const GameState s = game.new_game(11);
    const SeatInformation me = first_information(player_view(game, s, 0));
    // Where the cards seat 0 cannot see lie, counted over many samples.
    std::map<int, std::array<int, 3>> places;  // card -> {player 1, player 2, deck}
    constexpr int kSamples = 4000;
    Rng rng(17);
    for (int n = 0; n < kSamples; ++n) {
        const GameState sample = sample_state(game, me, rng);
        for (int p = 1; p <= 2; ++p)
            sample.players[static_cast<size_t>(p)].orders.for_each(
                [&](int c) { ++places[c][static_cast<size_t>(p - 1)]; });
        for (int i = 0; i < sample.order_deck.size(); ++i)
            ++places[sample.order_deck.at(i)][2];
    }
    // Every unseen order: 3 of the unknowns in each opponent's hand, the rest in the deck.
    const int unknown = 3 + 3 + s.order_deck.size();
    REQUIRE(static_cast<int>(places.size()) == unknown);
    for (const auto& [card, counts] : places) {
        INFO("order " << card);
        const double in_hand = 3.0 / unknown * kSamples;
        CHECK(std::abs(counts[0] - in_hand) < 5 * std::sqrt(in_hand));
        CHECK(std::abs(counts[1] - in_hand) < 5 * std::sqrt(in_hand));
        CHECK(counts[0] + counts[1] + counts[2] == kSamples);
    }
    // The seat's own hand never moves.
    Rng again(5);
    CHECK(sample_state(game, me, again).players[0].orders == s.players[0].orders);
}
