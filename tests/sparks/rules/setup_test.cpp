// Components and set-up (rulebook "Components", "Setup", "Each player takes the
// following"): what is in the box, and the table every game starts from.
#include <catch2/catch.hpp>

#include <numeric>
#include <set>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

TEST_CASE("Components: the box holds the cards, dice and tiles the rulebook lists",
          "[sparks][rules][setup]") {
    const Content& c = content();
    CHECK(c.robots.size() == 56);
    CHECK(c.assistants.size() == 32);
    CHECK(c.dice_per_colour * kColours == 44);
    CHECK(c.bonus_tiles.size() == 8);
    // 16 production tiles: a set of 4 for each of the 4 players.
    CHECK(c.production.size() * kMaxPlayers == 16);
    // 32 upgrade tiles: 8 types of 4 identical tiles.
    CHECK(c.upgrades.size() == 8);
    int tiles = 0;
    for (const UpgradeType& u : c.upgrades)
        tiles += u.copies;
    CHECK(tiles == 32);
    CHECK(c.goals.size() == 6);
    // 4 player boards, one of each colour, and a scoring track of each colour.
    CHECK(c.boards.size() == 4);
    CHECK(c.tracks.size() == 4);
    const Game game = game_for(4);
    const GameState s = game.new_game(1);
    // 44 dice, all in the one bag.
    CHECK(s.faces.size() == 44);
    CHECK(s.bag.size() == 44);
    CHECK(c.junkyard_spaces == 7);
    for (const PlayerState& p : s.seats) {
        // One level marker (the factory level) and 4 score markers (one per track) each.
        CHECK(p.level == 0);
        CHECK(p.track.size() == 4);
    }
    // One first player marker.
    CHECK(s.first_player >= 0);
    CHECK(s.first_player < 4);
}

TEST_CASE("Components: the supply of cogs and sparks never runs out", "[sparks][rules][setup]") {
    // The box holds 22 sparks and 25 cogs; the digital supply is not limited by them.
    const Game game = game_for(2);
    GameState s = in_actions(game);
    seat(s, 0).cogs = 30;
    seat(s, 1).cogs = 30;
    seat(s, 0).sparks = 25;
    const int die = give_die(s, 0, Red, 3);
    apply_ok(game, s, sell(die));
    CHECK(seat(s, 0).cogs == 31);
    apply_ok(game, s, activate(kNone));
    CHECK(seat(s, 0).cogs == 33);
}

TEST_CASE("Setup: the 8 bonus tiles are shuffled onto the 8 bonus spaces",
          "[sparks][rules][setup]") {
    int spaces = 0;
    for (const auto& track : content().tracks)
        for (const TrackSpace& t : track)
            spaces += t.bonus ? 1 : 0;
    CHECK(spaces == 8);
    const Game game = game_for(2);
    std::set<std::vector<int>> orders;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const GameState s = game.new_game(seed);
        std::vector<int> sorted = s.bonus;
        std::sort(sorted.begin(), sorted.end());
        std::vector<int> all(8);
        std::iota(all.begin(), all.end(), 0);
        CHECK(sorted == all);
        orders.insert(s.bonus);
    }
    CHECK(orders.size() > 1);
}

TEST_CASE(
    "Setup: six of the eight upgrade types lie in the junkyard in stacks of four identical tiles, "
    "two types stay in the box",
    "[sparks][rules][setup]") {
    const Game game = game_for(3);
    std::set<std::set<int>> chosen;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GameState s = game.new_game(seed);
        REQUIRE(s.stacks.size() == 6);
        std::set<int> kinds;
        for (const UpgradeStack& st : s.stacks) {
            kinds.insert(st.kind);
            CHECK(st.left == 4);
        }
        CHECK(kinds.size() == 6);
        chosen.insert(kinds);
    }
    // The stacks are chosen at random.
    CHECK(chosen.size() > 1);
}

TEST_CASE("Setup: the robot and assistant decks are shuffled, and every die is in the bag",
          "[sparks][rules][setup]") {
    const Game game = game_for(2);
    std::set<std::vector<int>> robot_orders, assistant_orders;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        std::vector<Event> events;
        const GameState s = game.new_game(seed, events);
        check_invariants(game, s);
        // Two players drew 4 robots and 6 assistants each.
        CHECK(s.robot_deck.size() == 56 - 8);
        CHECK(s.assistant_deck.size() == 32 - 12);
        robot_orders.insert(s.robot_deck);
        assistant_orders.insert(s.assistant_deck);
        CHECK(s.bag.size() == 44);
        CHECK(s.discard.empty());
        CHECK(s.junkyard.empty());
    }
    CHECK(robot_orders.size() == 5);
    CHECK(assistant_orders.size() == 5);
}

TEST_CASE("Setup: the goal tiles stay in the box unless the goal tiles variant is played",
          "[sparks][rules][setup]") {
    CHECK(game_for(2).new_game(3).goals.empty());
    CHECK(game_for(4).new_game(3).goals.empty());
    CHECK(game_for(3, true).new_game(3).goals.size() == 2);
}

TEST_CASE(
    "Setup: each player has a board of their colour, markers off the tracks, four production "
    "tiles, one spark and the level marker on the lowest level",
    "[sparks][rules][setup]") {
    for (int players = 1; players <= 4; ++players) {
        const Game game = players == 1 ? solo_game() : game_for(players);
        const GameState s = game.new_game(11);
        REQUIRE(s.seats.size() == static_cast<std::size_t>(players));
        for (int p = 0; p < players; ++p) {
            const PlayerState& player = seat(s, p);
            // The board's colour is the player's colour: seat 0 red, 1 yellow, 2 green, 3 blue.
            CHECK(seat_colour(p) == static_cast<Colour>(p));
            CHECK(content().boards[static_cast<std::size_t>(p)].colour == seat_colour(p));
            for (int track : player.track)
                CHECK(track == kNone);
            CHECK(player.production == std::vector<int>{0, 1, 2, 3});
            CHECK(player.sparks == 1);
            CHECK(player.cogs == 0);
            CHECK(player.level == 0);
            CHECK(content().factory[0].requirement == 0);
            CHECK(player.dice.empty());
            CHECK(player.played.empty());
        }
    }
}

TEST_CASE(
    "Setup: each player draws 4 robots, places 3 in the assembly line and returns the last to "
    "the bottom of the deck",
    "[sparks][rules][setup]") {
    const Game game = game_for(2);
    std::vector<Event> dealt;
    GameState s = game.new_game(5, dealt);
    REQUIRE(events_of(dealt, EventKind::RobotsDrawn).size() == 2);
    CHECK(events_of(dealt, EventKind::RobotsDrawn)[0].amount == 4);
    REQUIRE(s.phase == Phase::ChooseRobots);
    const int p = s.current;
    CHECK(p == s.first_player);
    std::vector<int> offer = seat(s, p).offer;
    REQUIRE(offer.size() == 4);
    // Every robot of the offer may go into every empty slot.
    CHECK(game.legal_actions(s).size() == 4 * 3);
    // A card that was not drawn, and a slot that does not exist, are refused.
    refused(game, s, assign(s.robot_deck.back(), 0), RejectReason::NoSuchThing);
    refused(game, s, assign(offer[0], 3), RejectReason::NotAllowed);
    apply_ok(game, s, assign(offer[0], 2));
    // A filled slot takes no other robot.
    refused(game, s, assign(offer[1], 2), RejectReason::NotAllowed);
    apply_ok(game, s, assign(offer[1], 0));
    const auto events = apply_ok(game, s, assign(offer[2], 1));
    CHECK(seat(s, p).line[0].card == offer[1]);
    CHECK(seat(s, p).line[1].card == offer[2]);
    CHECK(seat(s, p).line[2].card == offer[0]);
    CHECK(seat(s, p).offer.empty());
    // The fourth card goes to the bottom of the deck (the front of robot_deck).
    CHECK(s.robot_deck.front() == offer[3]);
    REQUIRE(count_of(events, EventKind::RobotReturned) == 1);
    CHECK(events_of(events, EventKind::RobotReturned)[0].card == offer[3]);
    // Then the next player chooses theirs.
    CHECK(s.phase == Phase::ChooseRobots);
    CHECK(s.current == (p + 1) % 2);
}

TEST_CASE("Setup: each player draws 6 assistant cards into their hand", "[sparks][rules][setup]") {
    for (int players = 1; players <= 4; ++players) {
        const Game game = players == 1 ? solo_game() : game_for(players);
        std::vector<Event> events;
        const GameState s = game.new_game(2, events);
        for (const PlayerState& p : s.seats)
            CHECK(p.hand.size() == 6);
        for (const Event& e : events_of(events, EventKind::AssistantsDealt))
            CHECK(e.amount == 6);
    }
}

TEST_CASE(
    "Setup: a random player holds the first player marker and is the active player of the "
    "first turn",
    "[sparks][rules][setup]") {
    const Game game = game_for(4);
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        std::vector<Event> events;
        const GameState s = game.new_game(seed, events);
        REQUIRE(count_of(events, EventKind::FirstPlayer) == 1);
        CHECK(events_of(events, EventKind::FirstPlayer)[0].player == s.first_player);
        firsts.insert(s.first_player);
        if (seed <= 3) {
            const GameState ready = setup_done(game, seed);
            CHECK(ready.active == s.first_player);
            CHECK(ready.current == s.first_player);
            CHECK(ready.first_player == s.first_player);
        }
    }
    CHECK(firsts.size() == 4);
    // The solo player is the first player.
    CHECK(solo_game().new_game(9).first_player == 0);
}

TEST_CASE("Setup: once every player has placed their robots, the first turn begins",
          "[sparks][rules][setup]") {
    const Game game = game_for(3);
    GameState s = game.new_game(8);
    std::vector<Event> all;
    while (s.phase == Phase::ChooseRobots) {
        const auto events = apply_ok(game, s, game.legal_actions(s).front());
        all.insert(all.end(), events.begin(), events.end());
    }
    CHECK(s.phase == Phase::Production);
    CHECK(s.round == 0);
    CHECK(s.turn == 0);
    CHECK(s.junkyard.size() == 7);
    CHECK(count_of(all, EventKind::TurnStarted) == 1);
    CHECK(count_of(all, EventKind::JunkyardRefilled) == 1);
    for (const PlayerState& p : s.seats)
        for (const Slot& slot : p.line)
            CHECK(slot.card != kNone);
}

TEST_CASE("Setup: options outside the rules are refused", "[sparks][rules][setup]") {
    CHECK(Game::validate_options(content(), {.players = 0}).size() == 1);
    CHECK(Game::validate_options(content(), {.players = 5}).size() == 1);
    CHECK(Game::validate_options(content(), {.players = 1, .solo_goals = 5}).size() == 1);
    CHECK(Game::validate_options(content(), {.players = 1, .goal_tiles = true}).size() == 1);
    for (int players = 1; players <= 4; ++players)
        for (bool draft : {false, true})
            CHECK(Game::validate_options(content(), {.players = players, .assistant_draft = draft})
                      .empty());
}
