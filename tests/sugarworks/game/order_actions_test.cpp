// Order actions (rulebook "Order Actions", rulings section 4): take a face-up
// order, draw the top card, or discard a face-up order; then discard down to
// five, and only then refill the market; deck exhaustion.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;

TEST_CASE(
    "Order action: taking a face-up order puts it in hand and refills its market slot "
    "from the top of the deck",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(1);
    const int wanted = order_card("s02-green-eaten");
    const int next = order_card("x01-blue-most-heart");
    put_in_market(s, 2, wanted);
    put_on_order_deck(s, next);
    const int deck_before = s.order_deck.size();
    const int hand_before = s.players[0].orders.size();

    const Applied a = apply_ok(game, s, Action::take_order(wanted));
    CHECK(a.state.players[0].orders.contains(wanted));
    CHECK(a.state.players[0].orders.size() == hand_before + 1);
    CHECK(a.state.market[2] == next);
    CHECK(a.state.order_deck.size() == deck_before - 1);
    CHECK(a.state.step == Step::FactoryAction);
    CHECK(a.state.current == 0);
    // The other slots did not change.
    for (size_t slot : {0u, 1u, 3u})
        CHECK(a.state.market[slot] == s.market[slot]);
    const auto taken = events_of(a.events, GameEventKind::OrderTaken);
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].card == wanted);
    CHECK(taken[0].slot == 2);
    const auto refilled = events_of(a.events, GameEventKind::MarketRefilled);
    REQUIRE(refilled.size() == 1);
    CHECK(refilled[0].card == next);
    CHECK(refilled[0].slot == 2);
    CHECK(position_of(a.events, GameEventKind::OrderTaken) <
          position_of(a.events, GameEventKind::MarketRefilled));
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Order action: drawing takes the top card of the order deck and leaves the market as "
    "it is",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(2);
    const int top = order_card("s13-blue-bonks");
    put_on_order_deck(s, top);
    const int hand_before = s.players[0].orders.size();
    const Applied a = apply_ok(game, s, Action::draw_order());
    CHECK(a.state.players[0].orders.contains(top));
    CHECK(a.state.players[0].orders.size() == hand_before + 1);
    CHECK(a.state.market == s.market);
    CHECK(a.state.order_deck.size() == s.order_deck.size() - 1);
    CHECK(a.state.step == Step::FactoryAction);
    const auto drawn = events_of(a.events, GameEventKind::OrderDrawn);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].card == top);
    CHECK(drawn[0].player == 0);
    CHECK(count_events(a.events, GameEventKind::MarketRefilled) == 0);
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Order action: discarding a face-up order puts it face up on the discard pile and "
    "refills its slot",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(3);
    const int unwanted = s.market[1];
    const int next = order_card("f06-no-red-lost");
    put_on_order_deck(s, next);
    const Applied a = apply_ok(game, s, Action::discard_market(unwanted));
    CHECK(a.state.order_discard.contains(unwanted));
    CHECK(a.state.market[1] == next);
    CHECK(a.state.players[0].orders == s.players[0].orders);
    CHECK(a.state.step == Step::FactoryAction);
    const auto discarded = events_of(a.events, GameEventKind::MarketDiscarded);
    REQUIRE(discarded.size() == 1);
    CHECK(discarded[0].card == unwanted);
    CHECK(discarded[0].slot == 1);
    CHECK(count_events(a.events, GameEventKind::MarketRefilled) == 1);
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Order action: the legal order actions are taking or discarding each face-up order "
    "and drawing from the deck",
    "[game][orders]") {
    const Game game = game_for(3);
    const GameState s = game.new_game(4);
    std::vector<Action> expected;
    for (auto card : s.market)
        expected.push_back(Action::take_order(card));
    expected.push_back(Action::draw_order());
    for (auto card : s.market)
        expected.push_back(Action::discard_market(card));
    CHECK(game.legal_actions(s) == expected);
    for (const Action& a : expected)
        CHECK_FALSE(game.check(s, a).has_value());
}

TEST_CASE("Order action: only a card face up in the market can be taken or discarded",
          "[game][orders]") {
    const Game game = game_for(2);
    const GameState s = game.new_game(5);
    int in_hand = -1;
    s.players[0].orders.for_each([&](int card) { in_hand = card; });
    const int in_deck = s.order_deck.top();
    refused(game, s, Action::take_order(in_hand), RejectReason::NotInMarket);
    refused(game, s, Action::take_order(in_deck), RejectReason::NotInMarket);
    refused(game, s, Action::discard_market(in_deck), RejectReason::NotInMarket);
    refused(game, s, Action::take_order(40), RejectReason::UnknownCard);
    refused(game, s, Action::discard_market(-1), RejectReason::UnknownCard);
}

TEST_CASE(
    "Discard down: a player holding more than five orders after the order action must "
    "discard down to five, and only then",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(6);
    set_orders(s, 0,
               {order_card("s01-red-bonks-red"), order_card("s02-green-eaten"),
                order_card("f01-purple-most-bunny"), order_card("f02-red-most-bunny"),
                order_card("x01-blue-most-heart")});
    REQUIRE(s.players[0].orders.size() == 5);

    SECTION("within the limit there is no discard step") {
        GameState four = s;
        set_orders(four, 0, {order_card("s01-red-bonks-red"), order_card("s02-green-eaten")});
        const Applied a = apply_ok(game, four, Action::draw_order());
        CHECK(a.state.players[0].orders.size() == 3);
        CHECK(a.state.step == Step::FactoryAction);
        refused(game, a.state, Action::discard_from_hand(order_card("s01-red-bonks-red")),
                RejectReason::WrongStep);
    }
    SECTION("a sixth card must be discarded, and any card in hand may go") {
        const Applied a = apply_ok(game, s, Action::draw_order());
        REQUIRE(a.state.players[0].orders.size() == 6);
        CHECK(a.state.step == Step::DiscardDown);
        CHECK(a.state.current == 0);
        // Only discards from hand are legal: one per card held.
        std::vector<Action> expected;
        a.state.players[0].orders.for_each(
            [&](int card) { expected.push_back(Action::discard_from_hand(card)); });
        CHECK(game.legal_actions(a.state) == expected);
        refused(game, a.state, an_adjust(a.state), RejectReason::WrongStep);
        refused(game, a.state, Action::draw_order(), RejectReason::WrongStep);
        refused(game, a.state, Action::discard_from_hand(a.state.market[0]),
                RejectReason::NotInHand);
        const int drawn = events_of(a.events, GameEventKind::OrderDrawn)[0].card;
        const Applied b = apply_ok(game, a.state, Action::discard_from_hand(drawn));
        CHECK(b.state.players[0].orders == s.players[0].orders);
        CHECK(b.state.order_discard.contains(drawn));
        CHECK(b.state.step == Step::FactoryAction);
        const auto discarded = events_of(b.events, GameEventKind::OrderDiscarded);
        REQUIRE(discarded.size() == 1);
        CHECK(discarded[0].card == drawn);
        require_everything_accounted(game, b.state);
    }
    SECTION("a hand within the limit cannot be discarded from") {
        GameState t = s;
        t.step = Step::DiscardDown;
        refused(game, t, Action::discard_from_hand(order_card("s01-red-bonks-red")),
                RejectReason::HandWithinLimit);
        refused(game, t, Action::discard_from_hand(order_card("s20-purple-into-pumpkin")),
                RejectReason::NotInHand);
        refused(game, t, Action::discard_from_hand(64), RejectReason::UnknownCard);
    }
}

TEST_CASE(
    "Discard down: the market slot emptied by taking an order is refilled only after the "
    "player has discarded down to five",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(7);
    set_orders(s, 0,
               {order_card("s03-delivered-after-chain"), order_card("s04-chain-of-two"),
                order_card("s05-chain-of-three"), order_card("s06-yellow-into-heart"),
                order_card("s07-red-into-bunny")});
    const int wanted = s.market[0];
    const int next = order_card("x02-no-blue-lost");
    put_on_order_deck(s, next);

    const Applied taken = apply_ok(game, s, Action::take_order(wanted));
    CHECK(taken.state.step == Step::DiscardDown);
    CHECK(taken.state.market[0] == kNoCard);
    CHECK(count_events(taken.events, GameEventKind::MarketRefilled) == 0);
    CHECK(taken.state.order_deck.top() == next);

    // The player may discard the card just taken; the slot is refilled afterwards.
    const Applied discarded = apply_ok(game, taken.state, Action::discard_from_hand(wanted));
    CHECK(discarded.state.market[0] == next);
    CHECK(discarded.state.step == Step::FactoryAction);
    CHECK(position_of(discarded.events, GameEventKind::OrderDiscarded) <
          position_of(discarded.events, GameEventKind::MarketRefilled));
    require_everything_accounted(game, discarded.state);
}

TEST_CASE(
    "Order deck exhaustion: drawing from an empty deck first shuffles the discard pile into "
    "a new deck",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(8);
    // Every card of the deck goes to the discard pile.
    while (!s.order_deck.empty())
        s.order_discard.add(s.order_deck.draw());
    const CardSet pile = s.order_discard;
    const int pile_size = pile.size();

    const Applied a = apply_ok(game, s, Action::draw_order());
    const auto reshuffled = events_of(a.events, GameEventKind::DeckReshuffled);
    REQUIRE(reshuffled.size() == 1);
    CHECK_FALSE(reshuffled[0].tiles);
    CHECK(position_of(a.events, GameEventKind::DeckReshuffled) <
          position_of(a.events, GameEventKind::OrderDrawn));
    const int drawn = events_of(a.events, GameEventKind::OrderDrawn)[0].card;
    CHECK(pile.contains(drawn));
    CHECK(a.state.order_discard.empty());
    CHECK(a.state.order_deck.size() == pile_size - 1);
    require_everything_accounted(game, a.state);

    // A different seed shuffles the pile into a different order.
    bool differs = false;
    for (std::uint64_t k = 1; k < 10 && !differs; ++k) {
        GameState t = s;
        t.rng = Rng(k);
        differs = apply_ok(game, t, Action::draw_order()).state.order_deck != a.state.order_deck;
    }
    CHECK(differs);
}

TEST_CASE("Order deck exhaustion: a market slot is refilled from the reshuffled discard pile",
          "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(9);
    while (!s.order_deck.empty())
        s.order_discard.add(s.order_deck.draw());
    const int wanted = s.market[3];
    const Applied a = apply_ok(game, s, Action::take_order(wanted));
    CHECK(count_events(a.events, GameEventKind::DeckReshuffled) == 1);
    REQUIRE(a.state.market[3] != kNoCard);
    CHECK(s.order_discard.contains(a.state.market[3]));
    require_everything_accounted(game, a.state);
}

TEST_CASE(
    "Order deck exhaustion: with the deck and the discard pile both empty, drawing is not "
    "legal and an emptied market slot stays empty",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(10);
    s.order_deck = Deck{};
    s.order_discard.clear();
    CHECK_FALSE(is_legal(game, s, Action::draw_order()));
    refused(game, s, Action::draw_order(), RejectReason::DeckEmpty);
    const int wanted = s.market[1];
    CHECK(is_legal(game, s, Action::take_order(wanted)));
    const Applied a = apply_ok(game, s, Action::take_order(wanted));
    CHECK(a.state.market[1] == kNoCard);
    CHECK(count_events(a.events, GameEventKind::MarketRefilled) == 0);
    CHECK(a.state.step == Step::FactoryAction);
    // The next player sees three face-up orders and still no draw.
    const Applied next = apply_ok(game, a.state, an_adjust(a.state));
    CHECK(next.state.current == 1);
    CHECK(next.state.step == Step::OrderAction);
    CHECK(game.legal_actions(next.state).size() == 6);
}

TEST_CASE(
    "Order deck exhaustion: a player with no order action possible (empty market, deck and "
    "discard pile) goes straight to the factory action",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(11);
    // Player 1 is about to start a turn with nothing to take, draw or discard.
    s.order_deck = Deck{};
    s.order_discard.clear();
    const int last = s.market[0];
    for (size_t slot = 1; slot < s.market.size(); ++slot)
        s.market[slot] = kNoCard;
    const Applied taken = apply_ok(game, s, Action::take_order(last));
    const Applied factory = apply_ok(game, taken.state, an_adjust(taken.state));
    CHECK(factory.state.current == 1);
    CHECK(factory.state.step == Step::FactoryAction);
    const auto skipped = events_of(factory.events, GameEventKind::OrderActionSkipped);
    REQUIRE(skipped.size() == 1);
    CHECK(skipped[0].player == 1);
    refused(game, factory.state, Action::draw_order(), RejectReason::WrongStep);
    // Every legal action is a factory action.
    for (const Action& a : game.legal_actions(factory.state)) {
        CHECK((a.kind == ActionKind::Adjust || a.kind == ActionKind::PlayTile ||
               a.kind == ActionKind::MakeCandy));
    }
}

TEST_CASE(
    "Order deck exhaustion: a face-up order discarded when the deck is empty is shuffled "
    "into the new deck and can come straight back as its own replacement",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(12);
    s.order_deck = Deck{};
    s.order_discard.clear();
    const int unwanted = s.market[2];
    const Applied a = apply_ok(game, s, Action::discard_market(unwanted));
    CHECK(count_events(a.events, GameEventKind::DeckReshuffled) == 1);
    CHECK(a.state.market[2] == unwanted);
    CHECK(a.state.order_discard.empty());
    CHECK(a.state.order_deck.empty());
}

TEST_CASE(
    "Order deck exhaustion: a market slot left empty is filled at the next refill, together "
    "with the slot just taken",
    "[game][orders]") {
    const Game game = game_for(2);
    GameState s = game.new_game(13);
    // Slot 1 stayed empty when both piles were out; since then a card reached the discard pile.
    const int waiting = s.market[1];
    s.market[1] = kNoCard;
    s.order_discard.add(waiting);
    const int first = order_card("s20-purple-into-pumpkin");
    const int second = order_card("s19-yellow-knocked-off");
    put_on_order_deck(s, second);
    put_on_order_deck(s, first);
    for (size_t slot : {0u, 2u, 3u})
        REQUIRE(s.market[slot] != kNoCard);
    const Applied a = apply_ok(game, s, Action::take_order(s.market[0]));
    CHECK(a.state.market[0] == first);
    CHECK(a.state.market[1] == second);
    CHECK(count_events(a.events, GameEventKind::MarketRefilled) == 2);
}
