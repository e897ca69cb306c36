// What a move does, against not taking it, and the words for it: the facts the
// computer players and the coach read off the next movement (orders completed,
// another seat's order stopped, candies saved, kept out of the Lost gutter or
// delivered), what the simulated futures tell two moves apart by, and the tally
// the search fills for them.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "bots/arranged_position.hpp"
#include "bots/future_tally.hpp"
#include "bots/move_effects.hpp"
#include "bots/reason_words.hpp"
#include "bots/search_adapter.hpp"
#include "engine/search/is_mcts.hpp"
#include "sugarworks/game_text.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::bots;

namespace {

const std::string kOpen = "\xE2\x80\x9C";   // “
const std::string kClose = "\xE2\x80\x9D";  // ”

int tile_of_kind(const GameState& s, const Game& game, int seat, std::string_view kind) {
    int found = -1;
    s.players[static_cast<std::size_t>(seat)].tiles.for_each([&](int t) {
        if (found < 0 && game.catalog().kind_of_tile(t).id == kind)
            found = t;
    });
    REQUIRE(found >= 0);
    return found;
}

// Third Shift for two, the first seat's factory action, on `floor`, with these
// orders and tiles in its hand.
GameState position(const Game& game, const Floor& floor,
                   const std::vector<std::string_view>& orders,
                   const std::vector<std::string_view>& tiles) {
    GameState s = game.new_game(21);
    s.floor = floor;
    testkit::give_orders(game, s, 0, orders);
    testkit::give_tiles(game, s, 0, tiles);
    s.step = Step::FactoryAction;
    return s;
}

SeatInformation seat_of(const Game& game, const GameState& s) {
    return first_information(player_view(game, s, s.current));
}

std::string words_of(const Game& game, const GameState& s, const SeatInformation& info,
                     const Action& action, PlayerNames names = {}) {
    return effects_sentence(game, move_effects(game, info, s, action), s.floor, names);
}

}  // namespace

TEST_CASE("A move that turns a candy away from an eater saves it, and keeps an order true",
          "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const Floor floor = testkit::FloorBuilder()
                            .tile("B4", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                            .candy("B3", CandyType::RedCircle)
                            .build();
    const GameState s =
        position(game, floor, {"f06-no-red-lost", "s02-green-eaten", "s07-red-into-bunny"},
                 {"up_spring", "belt_right", "belt_left"});
    const SeatInformation info = seat_of(game, s);
    const Action up = Action::play_tile(tile_of_kind(s, game, 0, "up_spring"), testkit::at("B3"));
    const MoveEffects effects = move_effects(game, info, s, up);
    REQUIRE(effects.candies.size() == 1);
    CHECK(effects.candies[0].kind == CandyFact::Kind::SavedFromEater);
    CHECK(effects.candies[0].candy == s.floor.candy_at(testkit::at("B3")));
    CHECK(effects.met_next == std::vector<int>{testkit::order_named(game, "f06-no-red-lost")});
    CHECK(words_of(game, s, info, up) ==
          "It keeps your " + kOpen + "No Red Circle is in the Lost gutter" + kClose +
              " (4 points) true in the next movement and saves the Red Circle on B3 from the "
              "eater.");
    // Playing far from it changes nothing the next movement shows.
    const Action far = Action::play_tile(tile_of_kind(s, game, 0, "belt_right"), testkit::at("C1"));
    CHECK(move_effects(game, info, s, far).empty());
    CHECK(words_of(game, s, info, far).empty());
}

TEST_CASE("A move that keeps a candy on the board, sends one into a crate or loses one says so",
          "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    // A Yellow Hexagon on A3 on an Up arrow goes off the top edge; a Purple
    // Rectangle on C4 stops at C6, short of the Pumpkin crate.
    const Floor floor = testkit::FloorBuilder()
                            .tile("A3", CenterIcon::Up)
                            .candy("A3", CandyType::YellowHexagon)
                            .candy("C4", CandyType::PurpleRectangle)
                            .candy("B1", CandyType::RedCircle)
                            .build();
    const GameState s =
        position(game, floor, {"s01-red-bonks-red", "s02-green-eaten", "s07-red-into-bunny"},
                 {"belt_right", "jump_right", "belt_left"});
    const SeatInformation info = seat_of(game, s);
    const Action cover =
        Action::play_tile(tile_of_kind(s, game, 0, "belt_right"), testkit::at("A3"));
    CHECK(words_of(game, s, info, cover) ==
          "It keeps the Yellow Hexagon on A3 out of the Lost gutter.");
    const Action jump =
        Action::play_tile(tile_of_kind(s, game, 0, "jump_right"), testkit::at("C4"));
    CHECK(words_of(game, s, info, jump) ==
          "It sends the Purple Rectangle on C4 into the Pumpkin crate.");
    // And a cost is said as plainly: a Left Belt under the Red Circle on B1
    // pushes it back onto the output side.
    const Action back = Action::play_tile(tile_of_kind(s, game, 0, "belt_left"), testkit::at("B1"));
    CHECK(words_of(game, s, info, back) == "It sends the Red Circle on B1 into the Lost gutter.");
}

TEST_CASE("A move that stops a known order of another seat names that seat", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const Floor floor = testkit::FloorBuilder()
                            .tile("B4", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                            .candy("B3", CandyType::RedCircle)
                            .build();
    GameState s =
        position(game, floor, {"s02-green-eaten", "s07-red-into-bunny", "s01-red-bonks-red"},
                 {"up_spring", "belt_right", "belt_left"});
    testkit::give_orders(game, s, 1, {"s17-red-eaten-by-eater"});
    const Action up = Action::play_tile(tile_of_kind(s, game, 0, "up_spring"), testkit::at("B3"));
    const std::vector<std::string> names = {"Alex", "Blake"};
    const std::string stops = "stops Blake's " + kOpen + "A Red Circle is eaten by a candy eater" +
                              kClose + " (4 points) from completing in the next movement";
    SECTION("an order seen taken is a public fact") {
        SeatInformation info = seat_of(game, s);
        info.known_orders[1].add(testkit::order_named(game, "s17-red-eaten-by-eater"));
        CHECK(words_of(game, s, info, up, names) ==
              "It " + stops + " and saves the Red Circle on B3 from the eater.");
    }
    SECTION("an order in a hidden hand is not named") {
        CHECK(words_of(game, s, seat_of(game, s), up, names) ==
              "It saves the Red Circle on B3 from the eater.");
    }
}

TEST_CASE("A move that costs the seat's own order says so", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    const Floor floor = testkit::FloorBuilder()
                            .tile("B4", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                            .candy("B3", CandyType::RedCircle)
                            .build();
    const GameState s =
        position(game, floor, {"s17-red-eaten-by-eater", "s02-green-eaten", "s01-red-bonks-red"},
                 {"up_spring", "belt_right", "belt_left"});
    const Action up = Action::play_tile(tile_of_kind(s, game, 0, "up_spring"), testkit::at("B3"));
    CHECK(words_of(game, s, seat_of(game, s), up) ==
          "It saves the Red Circle on B3 from the eater, though the next movement no longer "
          "completes your " +
              kOpen + "A Red Circle is eaten by a candy eater" + kClose + " (4 points).");
}

TEST_CASE("An order facing away from its holder is never named in their reasons", "[bots][coach]") {
    // Hidden Orders: the seat's "A Red Circle is eaten by a candy eater" is turned
    // away from it. It cannot see the card, so the words do not name it.
    const Scenario* sc = testkit::catalog().scenario("irritating_coworkers");
    REQUIRE(sc);
    ToggleSet toggles;
    toggles.add(Toggle::HiddenOrders);
    const Game game(testkit::catalog(), GameOptions::for_scenario(*sc, 2, toggles));
    GameState s = game.new_game(21);
    s.floor = testkit::FloorBuilder()
                  .tile("B4", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                  .candy("B3", CandyType::RedCircle)
                  .build();
    testkit::give_orders(game, s, 0, {"s17-red-eaten-by-eater"});
    testkit::give_tiles(game, s, 0, {"belt_left"});
    s.players[0].facing_away.add(testkit::order_named(game, "s17-red-eaten-by-eater"));
    s.step = Step::FactoryAction;
    const SeatInformation info = seat_of(game, s);
    REQUIRE_FALSE(
        info.view.my_orders.contains(testkit::order_named(game, "s17-red-eaten-by-eater")));
    // A Left Belt on A1 changes nothing: the eater still has the candy, and the
    // order (which the seat cannot see) is neither "completed" nor "spoiled".
    const Action far = Action::play_tile(tile_of_kind(s, game, 0, "belt_left"), testkit::at("A1"));
    CHECK(words_of(game, s, info, far).empty());
    const Action cover =
        Action::play_tile(tile_of_kind(s, game, 0, "belt_left"), testkit::at("B4"));
    const std::string words = words_of(game, s, info, cover);
    CHECK(words.find("eaten by a candy eater") == std::string::npos);
    CHECK(words.find("saves the Red Circle on B3") != std::string::npos);
}

TEST_CASE("Every action reads as something done, inside a sentence", "[bots][coach]") {
    // Over random games of every mode and advanced rule, the first word of every
    // legal action's words, done: "drawing an order from the deck".
    const std::vector<std::string> doing = {
        "asking", "claiming", "discarding", "drawing", "eating",  "giving", "keeping", "making",
        "moving", "pawning",  "playing",    "putting", "rolling", "taking", "turning"};
    std::set<ActionKind> kinds;
    std::vector<std::string> unread;  // words whose first word is not a doing one
    std::uint64_t seed = 700;
    for (const Scenario& sc : testkit::catalog().scenarios) {
        for (ToggleSet toggles : toggle_subsets(sc.allowed_toggles)) {
            const int players = std::clamp(3, sc.min_players, sc.max_players);
            const Game game(testkit::catalog(), GameOptions::for_scenario(sc, players, toggles));
            GameState s = game.new_game(++seed);
            Rng rng(seed);
            std::vector<GameEvent> events;
            for (int n = 0; n < 150 && !s.over(); ++n) {
                const std::vector<Action> legal = game.legal_actions(s);
                for (const Action& a : legal) {
                    const std::string words = doing_words(a, game);
                    const std::string action = describe_action(a, game);
                    const std::size_t space = words.find(' ');
                    const bool doing_first = std::find(doing.begin(), doing.end(),
                                                       words.substr(0, space)) != doing.end();
                    if (!doing_first || words.substr(space) != action.substr(action.find(' ')))
                        unread.push_back(action + " -> " + words);
                    kinds.insert(a.kind);
                }
                events.clear();
                REQUIRE_FALSE(game.apply_in_place(
                    s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], events));
            }
        }
    }
    INFO((unread.empty() ? std::string() : unread.front()));
    CHECK(unread.empty());
    // Every kind of action met: the list above covers them all.
    std::string missing;
    for (int k = 0; k <= static_cast<int>(ActionKind::ChooseCandy); ++k) {
        if (!kinds.contains(static_cast<ActionKind>(k)))
            missing += " " + std::string(action_kind_id(static_cast<ActionKind>(k)));
    }
    INFO("not met:" << missing);
    CHECK(missing.empty());
}

TEST_CASE("The futures tell two moves apart by an order only beyond their noise", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(2));
    GameState s = game.new_game(21);
    testkit::give_orders(game, s, 0,
                         {"s02-green-eaten", "s07-red-into-bunny", "s01-red-bonks-red"});
    const SeatInformation info = seat_of(game, s);
    const int green = testkit::order_named(game, "s02-green-eaten");
    const Action best = Action::draw_order();
    const Action other = Action::take_order(s.market[0]);
    FutureCounts b;
    FutureCounts o;
    b.futures = 400;
    o.futures = 100;
    SECTION("a clear difference") {
        b.ours[static_cast<std::size_t>(green)] = 240;  // 60%
        o.ours[static_cast<std::size_t>(green)] = 20;   // 20%
        CHECK(futures_sentence(game, info, best, b, other, o, {}, {}) ==
              "Your " + kOpen + "A Green Triangle is eaten" + kClose +
                  " (2 points) scored in 60% of the games simulated after it, against 20% after " +
                  doing_words(other, game) + ".");
        // Named by the sentence before: "that order".
        CardSet named;
        named.add(green);
        CHECK(futures_sentence(game, info, best, b, other, o, named, {})
                  .rfind("That order scored in 60%", 0) == 0);
    }
    SECTION("a difference too small to tell") {
        b.ours[static_cast<std::size_t>(green)] = 120;  // 30%
        o.ours[static_cast<std::size_t>(green)] = 20;   // 20%
        CHECK(futures_sentence(game, info, best, b, other, o, {}, {}).empty());
    }
    SECTION("a difference within the noise of few futures") {
        o.futures = 30;
        b.ours[static_cast<std::size_t>(green)] = 268;  // 67%
        o.ours[static_cast<std::size_t>(green)] = 15;   // 50%, give or take 9
        CHECK(futures_sentence(game, info, best, b, other, o, {}, {}).empty());
        o.futures = 300;
        o.ours[static_cast<std::size_t>(green)] = 150;  // 50%, give or take 3
        CHECK_FALSE(futures_sentence(game, info, best, b, other, o, {}, {}).empty());
    }
    SECTION("too few futures") {
        o.futures = 10;
        b.ours[static_cast<std::size_t>(green)] = 400;
        CHECK(futures_sentence(game, info, best, b, other, o, {}, {}).empty());
    }
    SECTION("an order the seat cannot name") {
        // Not in its hand, not taken by the move, not seen in another hand.
        const int unseen = testkit::order_named(game, "s20-purple-into-pumpkin");
        REQUIRE_FALSE(info.view.my_orders.contains(unseen));
        b.ours[static_cast<std::size_t>(unseen)] = 400;
        b.theirs[static_cast<std::size_t>(unseen)] = 0;
        o.theirs[static_cast<std::size_t>(unseen)] = 100;
        CHECK(futures_sentence(game, info, best, b, other, o, {}, {}).empty());
    }
}

TEST_CASE("Two means are as good as each other when their error bars overlap", "[bots][coach]") {
    CHECK(about_as_good(0.50, 0.01, 0.515, 0.01));
    CHECK(about_as_good(0.50, 0.00, 0.50, 0.00));
    CHECK_FALSE(about_as_good(0.50, 0.01, 0.53, 0.01));
    CHECK_FALSE(about_as_good(0.60, 0.00, 0.59, 0.00));
}

TEST_CASE("The tally sees every future of the search and changes nothing of it", "[bots][coach]") {
    const Game game(testkit::catalog(), testkit::options_on(3));
    const GameState s = game.new_game(31);
    const SeatInformation info = seat_of(game, s);
    const SearchAdapter adapter(game);
    engine::SearchLimits limits;
    limits.iterations = 600;
    limits.max_seconds = 0;
    Rng plain_rng(9);
    engine::IsMcts<SearchAdapter> plain(adapter, limits);
    const auto without = plain.search(info, plain_rng);
    Rng watched_rng(9);
    engine::IsMcts<SearchAdapter> watched(adapter, limits);
    FutureTally tally(game, info);
    const auto with = watched.search(info, watched_rng, tally);
    CHECK(with.best == without.best);
    REQUIRE(with.moves.size() == without.moves.size());
    int futures = 0;
    for (std::size_t i = 0; i < with.moves.size(); ++i) {
        CHECK(with.moves[i].action == without.moves[i].action);
        CHECK(with.moves[i].visits == without.moves[i].visits);
        CHECK(with.moves[i].mean_return == without.moves[i].mean_return);
        const FutureCounts& counts = tally.through(with.moves[i].action);
        CHECK(counts.futures == with.moves[i].visits);
        CHECK(counts.wins <= counts.futures);
        futures += counts.futures;
    }
    CHECK(futures == with.iterations);
}
