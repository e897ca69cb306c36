// Sugarworkers (advanced rule): the deal and the choice of a side, and every
// ability of data/sugarworkers.json through the action API (docs/sugarworks/rules.md 6.10).
#include <set>

#include "sugarworks/game_text.hpp"
#include "sugarworks/player_view.hpp"

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

Game workers_game(const std::string& scenario, int players) {
    return game_of(scenario, players, only(Toggle::Sugarworkers));
}

// Every player chooses side A: the state at the first player's first turn.
GameState set_up(const Game& game, std::uint64_t seed) {
    GameState s = game.new_game(seed);
    while (s.step == Step::ChooseWorker)
        s = apply_ok(game, s, Action::choose_worker_side(0)).state;
    return s;
}

// Gives the player to act the card and side that carry `ability_id`.
const WorkerAbility& give_ability(GameState& s, const std::string& ability_id) {
    const auto& cards = testkit::catalog().sugarworkers;
    for (size_t c = 0; c < cards.size(); ++c) {
        for (size_t side = 0; side < 2; ++side) {
            if (cards[c].sides[side].id != ability_id)
                continue;
            // The card may be another player's: they swap.
            for (PlayerState& p : s.players) {
                if (p.worker == static_cast<std::int8_t>(c))
                    p.worker = s.players[s.current].worker;
            }
            s.players[s.current].worker = static_cast<std::int8_t>(c);
            s.players[s.current].worker_side = static_cast<std::int8_t>(side);
            return cards[c].sides[side];
        }
    }
    FAIL("no ability " << ability_id);
    return cards[0].sides[0];
}

}  // namespace

TEST_CASE(
    "Sugarworkers: each player is dealt a different card and chooses a side, in turn order, "
    "before the first turn, the choice is public",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 4);
    GameState s = game.new_game(3);
    REQUIRE(s.step == Step::ChooseWorker);
    std::set<int> dealt;
    for (int p = 0; p < 4; ++p) {
        CHECK(s.players[static_cast<size_t>(p)].worker >= 0);
        CHECK(s.players[static_cast<size_t>(p)].worker_side == -1);
        dealt.insert(s.players[static_cast<size_t>(p)].worker);
    }
    CHECK(dealt.size() == 4);
    CHECK(game.legal_actions(s) ==
          std::vector<Action>{Action::choose_worker_side(0), Action::choose_worker_side(1)});
    refused(game, s, Action::choose_worker_side(2), RejectReason::NoSuchSide);
    refused(game, s, Action::draw_order(), RejectReason::WrongStep);

    const int sides[] = {1, 0, 0, 1};
    for (int p = 0; p < 4; ++p) {
        REQUIRE(s.step == Step::ChooseWorker);
        REQUIRE(s.current == p);
        const Applied chosen = apply_ok(game, s, Action::choose_worker_side(sides[p]));
        const GameEvent e = events_of(chosen.events, GameEventKind::WorkerChosen).at(0);
        const WorkerAbility& ability = game.catalog()
                                           .sugarworkers[static_cast<size_t>(e.card)]
                                           .sides[static_cast<size_t>(sides[p])];
        // The log states the ability in the card's own words.
        CHECK_THAT(narrate_game_event(e, game, s.floor, {}, -1),
                   Catch::Contains(ability_text(ability)));
        s = chosen.state;
        CHECK(player_view(game, s, (p + 1) % 4).players[static_cast<size_t>(p)].worker_side ==
              sides[p]);
    }
    CHECK(s.step == Step::OrderAction);
    CHECK(s.current == 0);
    CHECK(s.round == 1);

    // Without the rule, nobody holds a card and the game starts at once.
    const Game plain = game_of("third_shift", 4);
    const GameState p = plain.new_game(3);
    CHECK(p.step == Step::OrderAction);
    CHECK(p.players[0].worker == -1);
    refused(plain, p, Action::use_worker(WorkerEffect::ExtraFactoryAction),
            RejectReason::NotOffered);
}

TEST_CASE("Sugarworkers, Overtime: once per game, one more factory action this turn",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 5);
    give_ability(s, "overtime");
    s = apply_ok(game, s, Action::draw_order()).state;
    const Action use = Action::use_worker(WorkerEffect::ExtraFactoryAction);
    REQUIRE(is_legal(game, s, use));
    const Applied used = apply_ok(game, s, use);
    CHECK(count_events(used.events, GameEventKind::WorkerUsed) == 1);
    CHECK(used.state.step == Step::FactoryAction);
    const Applied first = apply_ok(game, used.state, an_adjust(used.state));
    CHECK(first.state.current == 0);  // still this player's turn
    CHECK(first.state.step == Step::FactoryAction);
    refused(game, first.state, use, RejectReason::AbilityUsed);  // once per game
    const Applied second = apply_ok(game, first.state, an_adjust(first.state));
    CHECK(second.state.current == 1);
    // Another player's ability is not this player's.
    refused(game, s, Action::use_worker(WorkerEffect::ExtraOrderAction),
            RejectReason::NotYourAbility);
}

TEST_CASE("Sugarworkers, Double Shift: once per game, one more order action this turn",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 6);
    give_ability(s, "double_shift");
    const Action use = Action::use_worker(WorkerEffect::ExtraOrderAction);
    const Applied used = apply_ok(game, s, use);
    const Applied first = apply_ok(game, used.state, Action::take_order(used.state.market[0]));
    CHECK(first.state.step == Step::OrderAction);
    const Applied second = apply_ok(game, first.state, Action::take_order(first.state.market[1]));
    // Five orders in hand: the limit holds, and the turn goes on to the factory.
    CHECK(second.state.players[0].orders.size() == 5);
    CHECK(second.state.step == Step::FactoryAction);
    // Once the order action is past, the ability has nothing to give.
    GameState later = s;
    later = apply_ok(game, later, Action::draw_order()).state;
    refused(game, later, use, RejectReason::WrongStep);
}

TEST_CASE(
    "Sugarworkers, Retool: once per turn, a conveyor tile from hand is discarded and another "
    "drawn",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 7);
    give_ability(s, "retool");
    int tile = -1;
    s.players[0].tiles.for_each([&](int t) { tile = t; });
    const int top = s.tile_deck.top();
    const Action use = Action::use_worker(WorkerEffect::RedrawTile, tile);
    REQUIRE(is_legal(game, s, use));
    const Applied used = apply_ok(game, s, use);
    CHECK(used.state.tile_discard.contains(tile));
    CHECK(used.state.players[0].tiles.contains(top));
    CHECK(used.state.players[0].tiles.size() == 3);
    CHECK(used.state.step == Step::OrderAction);  // no action spent
    int another = -1;
    used.state.players[0].tiles.for_each([&](int t) { another = t; });
    refused(game, used.state, Action::use_worker(WorkerEffect::RedrawTile, another),
            RejectReason::AbilityUsed);
    refused(game, s, Action::use_worker(WorkerEffect::RedrawTile, top), RejectReason::NotInHand);
    // The next turn of the same player, it may be used again.
    GameState next = used.state;
    next = apply_ok(game, next, Action::draw_order()).state;
    next = apply_ok(game, next, an_adjust(next)).state;  // player 1's turn
    next = apply_ok(game, next, Action::draw_order()).state;
    next = apply_ok(game, next, an_adjust(next)).state;  // movement, round 2
    next = apply_ok(game, next, Action::roll()).state;
    while (next.current != 0 && !next.over()) {
        next = apply_ok(game, next, Action::draw_order()).state;
        next = apply_ok(game, next, an_adjust(next)).state;
    }
    REQUIRE(next.current == 0);
    next.players[0].tiles.for_each([&](int t) { another = t; });
    CHECK(is_legal(game, next, Action::use_worker(WorkerEffect::RedrawTile, another)));
}

TEST_CASE("Sugarworkers, Spare Parts: once per game, two more conveyor tiles in hand",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 8);
    const WorkerAbility& ability = give_ability(s, "spare_parts");
    REQUIRE(ability.amount == 2);
    const Applied used = apply_ok(game, s, Action::use_worker(WorkerEffect::DrawTiles));
    CHECK(used.state.players[0].tiles.size() == 5);
    CHECK(count_events(used.events, GameEventKind::TileDrawn) == 2);
    CHECK(used.state.players[0].worker_spent);
    refused(game, used.state, Action::use_worker(WorkerEffect::DrawTiles),
            RejectReason::AbilityUsed);
}

TEST_CASE("Sugarworkers, Restock: once per game, the whole market is discarded and dealt anew",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 9);
    give_ability(s, "restock");
    const auto old = s.market;
    const Applied used = apply_ok(game, s, Action::use_worker(WorkerEffect::RefreshMarket));
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        CHECK(used.state.order_discard.contains(old[static_cast<size_t>(slot)]));
        CHECK(used.state.market[static_cast<size_t>(slot)] != kNoCard);
        CHECK(used.state.market[static_cast<size_t>(slot)] != old[static_cast<size_t>(slot)]);
    }
    CHECK(count_events(used.events, GameEventKind::MarketDiscarded) == 4);
    CHECK(used.state.step == Step::OrderAction);
    GameState bare = s;
    for (auto& slot : bare.market) {
        bare.order_discard.add(slot);
        slot = kNoCard;
    }
    refused(game, bare, Action::use_worker(WorkerEffect::RefreshMarket), RejectReason::MarketEmpty);
}

TEST_CASE(
    "Sugarworkers, Second Thoughts: once per turn, an order from hand is discarded and "
    "another drawn",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 10);
    give_ability(s, "second_thoughts");
    int card = -1;
    s.players[0].orders.for_each([&](int c) { card = c; });
    const int top = s.order_deck.top();
    const Applied used = apply_ok(game, s, Action::use_worker(WorkerEffect::RedrawOrder, card));
    CHECK(used.state.order_discard.contains(card));
    CHECK(used.state.players[0].orders.contains(top));
    CHECK(used.state.players[0].orders.size() == 3);
    refused(game, s, Action::use_worker(WorkerEffect::RedrawOrder, s.market[0]),
            RejectReason::NotInHand);
}

TEST_CASE("Sugarworkers, Salvage: once per turn, a Lost candy goes back into the supply",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 11);
    give_ability(s, "salvage");
    refused(game, s, Action::use_worker_candy(WorkerEffect::Salvage, Red), RejectReason::NoneLost);
    use_up_supply(s, Red);
    REQUIRE(s.floor.supply(Red) == 0);
    const Applied used = apply_ok(game, s, Action::use_worker_candy(WorkerEffect::Salvage, Red));
    CHECK(used.state.floor.supply(Red) == 1);
    CHECK(used.state.floor.lost()[index_of(Red)] == s.floor.lost()[index_of(Red)] - 1);
    CHECK(used.state.floor.accounted(Red) == 5);
    CHECK(count_events(used.events, GameEventKind::CandySalvaged) == 1);
}

TEST_CASE(
    "Sugarworkers, Snack Break: once per game, a candy on the floor is eaten and goes to Lost, "
    "it completes no special order for an eaten candy",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 12);
    give_ability(s, "snack_break");
    const int green_eaten = order_card("s02-green-eaten");
    give_order(s, 1, green_eaten);
    put_candy(s, "B3", Green);
    const Action use = Action::use_worker_at(WorkerEffect::SnackBreak, at("B3"));
    REQUIRE(is_legal(game, s, use));
    const Applied used = apply_ok(game, s, use);
    CHECK(used.state.floor.candy_at(at("B3")) == kNoCandy);
    CHECK(used.state.floor.lost()[index_of(Green)] == 1);
    CHECK(used.state.players[1].orders.contains(green_eaten));
    CHECK(count_events(used.events, GameEventKind::CandyEaten) == 1);
    refused(game, s, Action::use_worker_at(WorkerEffect::SnackBreak, at("A1")),
            RejectReason::NoCandyThere);
    const int spot = *s.floor.output_spot(Red);
    CHECK(is_legal(game, s, Action::use_worker_output(WorkerEffect::SnackBreak, spot)));
}

TEST_CASE(
    "Sugarworkers, Quick Hands: once per game, a candy on its empty output without "
    "discarding an order",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 13);
    give_ability(s, "quick_hands");
    const Action use = Action::use_worker_candy(WorkerEffect::FreeCandy, Blue);
    refused(game, s, use, RejectReason::OutputFull);
    empty_output(s, Blue);
    const Applied used = apply_ok(game, s, use);
    CHECK(used.state.floor.dock(*s.floor.output_spot(Blue)).candy != kNoCandy);
    CHECK(used.state.players[0].orders == s.players[0].orders);
    CHECK(used.state.step == Step::OrderAction);
}

TEST_CASE(
    "Sugarworkers, Switchboard: once per game, an output tile moves to an open dock spot "
    "besides the turn's actions",
    "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    GameState s = set_up(game, 14);
    give_ability(s, "switchboard");
    s = apply_ok(game, s, Action::draw_order()).state;
    const Action move = an_adjust(s);
    const Action use = Action::use_worker_adjust(WorkerEffect::FreeAdjust, move.from, move.to);
    REQUIRE(is_legal(game, s, use));
    const Applied used = apply_ok(game, s, use);
    CHECK(used.state.floor.dock(move.to).has_output());
    CHECK_FALSE(used.state.floor.dock(move.from).has_output());
    CHECK(used.state.step == Step::FactoryAction);
    CHECK(used.state.current == 0);
    refused(game, s, Action::use_worker_adjust(WorkerEffect::FreeAdjust, move.to, move.from),
            RejectReason::NoOutputThere);
}

TEST_CASE("Sugarworkers: every ability of the data is one the rules core can use",
          "[game][scenario][sugarworkers]") {
    const Game game = workers_game("third_shift", 2);
    std::set<WorkerEffect> effects;
    for (const SugarworkerCard& card : testkit::catalog().sugarworkers) {
        for (const WorkerAbility& ability : card.sides) {
            INFO(ability.id);
            GameState s = set_up(game, 15);
            give_ability(s, ability.id);
            // Make every effect usable: a Lost candy, an empty output.
            use_up_supply(s, Purple);
            s.floor.salvage(Purple);
            empty_output(s, Yellow);
            bool offered = false;
            for (const Action& a : game.legal_actions(s))
                offered =
                    offered || (a.kind == ActionKind::UseWorker && a.ability == ability.effect);
            CHECK(offered);
            effects.insert(ability.effect);
        }
    }
    CHECK(effects.size() == static_cast<size_t>(kWorkerEffectCount));
}

TEST_CASE(
    "Sugarworkers: a side whose ability can never be used in the mode played cannot be "
    "chosen, and its text says why",
    "[game][scenario][sugarworkers]") {
    // Classic has no order market: Market Mallow's Restock has nothing to restock.
    const Game game = workers_game("classic", 2);
    GameState s = game.new_game(3);
    REQUIRE(s.step == Step::ChooseWorker);
    const WorkerAbility restock = give_ability(s, "restock");
    s.players[s.current].worker_side = -1;  // dealt, not yet chosen
    REQUIRE(restock.name == "Restock");
    REQUIRE(testkit::catalog()
                .sugarworkers[static_cast<size_t>(s.players[s.current].worker)]
                .sides[0] == restock);
    CHECK(game.legal_actions(s) == std::vector<Action>{Action::choose_worker_side(1)});
    const Rejection r = refused(game, s, Action::choose_worker_side(0), RejectReason::NotInMode);
    CHECK_THAT(r.message, Catch::Contains("market"));
    // The card's text says why, where the mode cannot use it, and only there.
    CHECK(ability_text(restock, game.scenario()) ==
          ability_text(restock) + " Not in this game: Classic Sugarworks has no order market.");

    // Where the mode has a market, both sides may be chosen.
    const Game standard = workers_game("third_shift", 2);
    GameState t = standard.new_game(3);
    give_ability(t, "restock");
    t.players[t.current].worker_side = -1;
    CHECK(standard.legal_actions(t) ==
          std::vector<Action>{Action::choose_worker_side(0), Action::choose_worker_side(1)});
    CHECK(ability_text(restock, standard.scenario()) == ability_text(restock));
}
