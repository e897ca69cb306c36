// Hidden Orders (Irritating Coworkers): turning an opponent's order away from
// them, claiming a facing-away special order by name, and naming a facing-away
// card to make a candy and turn every card back (docs/sugarworks/rules.md 6.9).
#include <set>

#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/scoring.hpp"

#include "game/game_kit.hpp"

using namespace sugarworks;
using namespace sugarworks::gamekit;
using testkit::at;

namespace {

Game hidden_game(int players) {
    return game_of("irritating_coworkers", players, only(Toggle::HiddenOrders));
}

// Player `p` holds exactly `cards`; those in `away` face away from them.
void hand_of(GameState& s, int p, const std::vector<int>& cards, const std::vector<int>& away) {
    set_orders(s, p, cards);
    for (int card : away)
        s.players[static_cast<size_t>(p)].facing_away.add(card);  // in this order
}

// Player 0 at the factory action of their first turn, holding exactly `cards`, those in
// `away` facing away from them (in that order).
GameState at_factory_action_holding(const Game& game, const std::vector<int>& cards,
                                    const std::vector<int>& away) {
    GameState s = apply_ok(game, game.new_game(8), Action::draw_order()).state;
    REQUIRE(s.step == Step::FactoryAction);
    hand_of(s, 0, cards, away);
    return s;
}

// Player 0's factory action, on a floor where a Green Triangle stands on C4 and player 0
// holds the Green Triangle Eater (the eater to play under it); player 1 holds `cards`,
// those in `away` facing away from them.
struct GreenUnderEater {
    GameState s;
    int eater = -1;
};
GreenUnderEater green_under_eater(const Game& game, const std::vector<int>& cards,
                                  const std::vector<int>& away) {
    GameState s = game.new_game(2);
    s = apply_ok(game, s, Action::draw_order()).state;  // player 0's order action
    hand_of(s, 1, cards, away);
    put_candy(s, "C4", Green);
    const int eater = box_tile("eater_green_triangle");
    set_tiles(game, s, 0, {eater, box_tile("belt_right"), box_tile("up_spring")});
    return {s, eater};
}

bool narration_names(const Game& game, const GameState& s, const GameEvent& e, int viewer,
                     int card) {
    const std::string text = narrate_game_event(e, game, s.floor, {}, viewer);
    std::string words = game.catalog().order(card).kind == OrderKind::Special
                            ? describe_trigger(game.catalog().order(card).trigger)
                            : describe_sales(game.catalog().order(card).sales);
    // The log quotes the card without its full stop.
    if (!words.empty() && words.back() == '.')
        words.pop_back();
    return text.find(words) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "Hidden Orders: an order action turns one of an opponent's orders away from them, picked "
    "unseen, everyone but its holder sees it",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(3);
    const GameState s = game.new_game(31);
    REQUIRE(s.current == 0);
    REQUIRE(is_legal(game, s, Action::hide_order(1)));
    const Applied hidden = apply_ok(game, s, Action::hide_order(1));
    const PlayerState& blake = hidden.state.players[1];
    REQUIRE(blake.facing_away.size() == 1);
    CHECK((blake.facing_away.bits() & ~blake.orders.bits()) == 0);
    CHECK(blake.orders.size() == 3);  // still in hand: it scores at the end as usual
    CHECK(hidden.state.step == Step::FactoryAction);
    int card = -1;
    blake.facing_away.for_each([&](int c) { card = c; });

    // The holder's view lacks the card; everyone else's shows it facing them.
    const PlayerView own = player_view(game, hidden.state, 1);
    CHECK_FALSE(own.my_orders.contains(card));
    CHECK(own.my_orders.size() == 2);
    CHECK(own.players[1].facing_away.empty());
    CHECK(own.players[1].facing_away_count == 1);
    CHECK(own.players[1].orders_in_hand == 3);
    CHECK(player_view(game, hidden.state, 0).players[1].facing_away.contains(card));
    CHECK(player_view(game, hidden.state, 2).players[1].facing_away.contains(card));
    const GameEvent e = events_of(hidden.events, GameEventKind::OrderTurnedAway).at(0);
    CHECK(e.other_player == 1);
    CHECK_FALSE(narration_names(game, hidden.state, e, 1, card));
    CHECK(narration_names(game, hidden.state, e, 2, card));
    // Which card turned is chance: it cannot be taken back.
    CHECK_FALSE(undoable(Action::hide_order(1), hidden.events));

    // Any of the cards facing the opponent may be picked.
    std::set<int> picked;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState t = s;
        t.rng = Rng(seed);
        apply_ok(game, t, Action::hide_order(1)).state.players[1].facing_away.for_each([&](int c) {
            picked.insert(c);
        });
    }
    CHECK(picked.size() == 3);

    refused(game, s, Action::hide_order(0), RejectReason::NotAnOpponent);
    refused(game, s, Action::hide_order(3), RejectReason::NotAnOpponent);
    GameState all_away = s;
    all_away.players[2].orders.for_each([&](int c) { all_away.players[2].facing_away.add(c); });
    refused(game, all_away, Action::hide_order(2), RejectReason::NothingToTake);
    const Game plain = game_of("irritating_coworkers", 3);
    refused(plain, plain.new_game(31), Action::hide_order(1), RejectReason::NotOffered);
}

TEST_CASE(
    "Hidden Orders: a facing-away special order completes only when its holder names it in a "
    "claim after its event, a wrong claim turns another card away",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int green_eaten = order_card("s02-green-eaten");
    const int sales_a = order_card("x01-blue-most-heart");
    const int sales_b = order_card("x02-no-blue-lost");
    const auto [s, eater] = green_under_eater(game, {green_eaten, sales_a, sales_b}, {green_eaten});

    // Before its event, a claim is wrong: another card turns away from its holder.
    {
        GameState early = s;
        early.current = 1;
        early.step = Step::OrderAction;
        REQUIRE(is_legal(game, early, Action::claim_order(green_eaten)));
        const Applied wrong = apply_ok(game, early, Action::claim_order(green_eaten));
        CHECK(count_events(wrong.events, GameEventKind::ClaimWrong) == 1);
        const GameEvent turned = events_of(wrong.events, GameEventKind::OrderTurnedAway).at(0);
        CHECK(turned.player == -1);
        CHECK(turned.other_player == 1);
        CHECK(wrong.state.players[1].facing_away.size() == 2);
        CHECK(wrong.state.players[1].orders.contains(green_eaten));
        CHECK(wrong.state.step == Step::OrderAction);  // a claim takes no action
        // One claim a turn.
        refused(game, wrong.state, Action::claim_order(green_eaten), RejectReason::AlreadyClaimed);
    }

    // The event happens: the card, facing away, does not complete by itself.
    const Applied eaten = apply_ok(game, s, Action::play_tile(eater, at("C4")));
    CHECK(count_events(eaten.events, GameEventKind::SpecialCompleted) == 0);
    CHECK(eaten.state.players[1].orders.contains(green_eaten));
    CHECK(eaten.state.players[1].claimable.contains(green_eaten));
    REQUIRE(eaten.state.current == 1);

    // Its holder names it: right, and it lies face up in their area.
    const Applied right = apply_ok(game, eaten.state, Action::claim_order(green_eaten));
    CHECK(count_events(right.events, GameEventKind::ClaimRight) == 1);
    CHECK(right.state.players[1].completed.contains(green_eaten));
    CHECK_FALSE(right.state.players[1].orders.contains(green_eaten));
    CHECK(right.state.players[1].facing_away.empty());
    CHECK(right.state.step == Step::OrderAction);
    // It counts at the end as any completed special order.
    CHECK(completed_orders(game, right.state, 1).contains(green_eaten));

    // Claims name special orders out of sight only.
    GameState turn = eaten.state;
    refused(game, turn, Action::claim_order(sales_b), RejectReason::InSight);  // facing them
    refused(game, turn, Action::claim_order(turn.market[0]), RejectReason::InSight);
    int deck_sales = -1;
    for (int i = 0; i < turn.order_deck.size(); ++i) {
        if (game.catalog().order(turn.order_deck.at(i)).kind == OrderKind::Sales)
            deck_sales = turn.order_deck.at(i);
    }
    REQUIRE(deck_sales >= 0);
    refused(game, turn, Action::claim_order(deck_sales), RejectReason::NotSpecial);
    for (const Action& a : game.legal_actions(turn)) {
        if (a.kind != ActionKind::ClaimOrder)
            continue;
        CHECK(game.catalog().order(a.card).kind == OrderKind::Special);
        CHECK_FALSE(turn.players[1].orders_in_sight().contains(a.card));
        CHECK_FALSE(turn.order_discard.contains(a.card));
    }
    turn.players[1].facing_away.clear();
    turn.players[1].claimable.clear();
    refused(game, turn, Action::claim_order(green_eaten), RejectReason::NoneFacingAway);
}

TEST_CASE(
    "Hidden Orders: to make a candy the holder points at a card facing away by its place and "
    "asks whether it can: if it can, it is discarded face up, the candy made and every card "
    "faces them again",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int red_card = order_card("f02-red-most-bunny");
    const int blue_card = order_card("x01-blue-most-heart");
    const int green_card = order_card("f03-green-fewest-bunny");
    GameState s =
        at_factory_action_holding(game, {red_card, blue_card, green_card}, {blue_card, red_card});
    REQUIRE(s.players[0].facing_away.at(0) == blue_card);  // in the order they turned away
    REQUIRE(s.players[0].facing_away.at(1) == red_card);
    empty_output(s, Red);
    empty_output(s, Blue);

    // A facing-away card cannot be used as if the player could see it, and the
    // refusal does not tell it from a card not held.
    const Rejection r =
        refused(game, s, Action::make_candy(red_card, Red), RejectReason::NotInHand);
    CHECK(r.message.find("facing") != std::string::npos);
    // Every place can be pointed at, whatever is there; no card is named.
    CHECK(is_legal(game, s, Action::make_candy_blind(0)));
    CHECK(is_legal(game, s, Action::make_candy_blind(1)));
    refused(game, s, Action::make_candy_blind(2), RejectReason::NoSuchPlace);
    for (const Action& a : game.legal_actions(s))
        CHECK((a.kind != ActionKind::MakeCandyBlind || a.card == kNoCard));

    const Applied made = apply_ok(game, s, Action::make_candy_blind(1));
    const auto shown = events_of(made.events, GameEventKind::OrderRevealed);
    REQUIRE(shown.size() == 1);
    CHECK(shown[0].card == red_card);
    CHECK(shown[0].slot == 1);
    CHECK(made.state.order_discard.contains(red_card));
    CHECK_FALSE(made.state.players[0].orders.contains(red_card));
    CHECK(made.state.players[0].facing_away.empty());
    CHECK(made.state.floor.dock(*made.state.floor.output_spot(Red)).candy != kNoCandy);
    CHECK(position_of(made.events, GameEventKind::CandyMade) <
          position_of(made.events, GameEventKind::OrdersTurnedBack));
    CHECK(made.state.current == 1);
    CHECK_FALSE(undoable(Action::make_candy_blind(1), made.events));
    require_everything_accounted(game, made.state);
}

TEST_CASE(
    "Hidden Orders: a card pointed at that can make more than one candy is shown to everyone "
    "while its holder chooses which",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int two = order_card("f12-red-fewest-pumpkin");  // Red Circle and Purple Rectangle
    const int other = order_card("x01-blue-most-heart");
    GameState s = at_factory_action_holding(game, {two, other}, {two});
    empty_output(s, Red);
    empty_output(s, Purple);

    const Applied asked = apply_ok(game, s, Action::make_candy_blind(0));
    REQUIRE(asked.state.step == Step::ChooseCandy);
    // The answer shows a hidden card: asking cannot be taken back.
    CHECK_FALSE(undoable(Action::make_candy_blind(0), asked.events));
    CHECK(asked.state.current == 0);
    CHECK(asked.state.revealed == two);
    CHECK(player_view(game, asked.state, 0).revealed == two);
    CHECK(player_view(game, asked.state, 1).revealed == two);
    CHECK(game.legal_actions(asked.state) ==
          std::vector<Action>{Action::choose_candy(two, Red), Action::choose_candy(two, Purple)});
    refused(game, asked.state, Action::choose_candy(other, Blue), RejectReason::NotRevealed);
    refused(game, asked.state, Action::adjust(0, 1), RejectReason::WrongStep);
    require_everything_accounted(game, asked.state);

    const Applied chose = apply_ok(game, asked.state, Action::choose_candy(two, Purple));
    CHECK(chose.state.floor.dock(*chose.state.floor.output_spot(Purple)).candy != kNoCandy);
    CHECK(chose.state.floor.dock(*chose.state.floor.output_spot(Red)).candy == kNoCandy);
    CHECK(chose.state.order_discard.contains(two));
    CHECK(chose.state.revealed == kNoCard);
    CHECK(chose.state.players[0].facing_away.empty());
    CHECK(chose.state.current == 1);
    require_everything_accounted(game, chose.state);
}

TEST_CASE(
    "Hidden Orders: when the card pointed at cannot make a candy, for any reason, the answer is "
    "no, it stays facing away, another card turns away and the factory action is spent",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int red_card = order_card("f02-red-most-bunny");
    const int blue_card = order_card("x01-blue-most-heart");
    const int green_card = order_card("f03-green-fewest-bunny");
    GameState s = at_factory_action_holding(game, {red_card, blue_card, green_card}, {red_card});
    empty_output(s, Blue);
    empty_output(s, Green);
    empty_output(s, Red);

    SECTION("its output already holds a candy") {
        fill_output(s, Red);
    }
    SECTION("its candy has run out") {
        use_up_supply(s, Red);
    }

    const Applied no = apply_ok(game, s, Action::make_candy_blind(0));
    const auto refusals = events_of(no.events, GameEventKind::CandyRefused);
    REQUIRE(refusals.size() == 1);
    CHECK(refusals[0].card == red_card);
    CHECK(no.state.players[0].facing_away.contains(red_card));
    CHECK(no.state.players[0].facing_away.size() == 2);
    CHECK(no.state.players[0].orders.size() == 3);
    CHECK(no.state.current == 1);  // the turn is spent
    CHECK(count_events(no.events, GameEventKind::CandyMade) == 0);
    // Its holder is not told which card said no; the others see it.
    CHECK_FALSE(narration_names(game, no.state, refusals[0], 0, red_card));
    CHECK(narration_names(game, no.state, refusals[0], 1, red_card));
    require_everything_accounted(game, no.state);
}

TEST_CASE(
    "Hidden Orders: when no card is left facing its holder after a \"no\", none can turn "
    "away, and the log says so",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int red_card = order_card("f02-red-most-bunny");
    const int blue_card = order_card("x01-blue-most-heart");
    GameState s = at_factory_action_holding(game, {red_card, blue_card}, {red_card, blue_card});
    for (CandyType type : {Red, Blue}) {  // both outputs full: neither card can make a candy
        if (s.floor.dock(*s.floor.output_spot(type)).candy == kNoCandy)
            fill_output(s, type);
    }

    const Applied no = apply_ok(game, s, Action::make_candy_blind(0));
    REQUIRE(count_events(no.events, GameEventKind::CandyRefused) == 1);
    const auto turned = events_of(no.events, GameEventKind::OrderTurnedAway);
    REQUIRE(turned.size() == 1);
    CHECK(turned[0].card == kNoCard);
    CHECK(turned[0].other_player == 0);
    CHECK(no.state.players[0].facing_away.size() == 2);
    for (int viewer = 0; viewer < 2; ++viewer) {
        CHECK_THAT(narrate_game_event(turned[0], game, no.state.floor, {}, viewer),
                   Catch::Contains("none is left to turn away"));
    }
}

TEST_CASE(
    "Hidden Orders: turned back, a special order whose event happened while it faced away "
    "completes at once",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int green_eaten = order_card("s02-green-eaten");
    const int red_card = order_card("f02-red-most-bunny");
    const auto [s, eater] =
        green_under_eater(game, {green_eaten, red_card}, {green_eaten, red_card});
    const Applied eaten = apply_ok(game, s, Action::play_tile(eater, at("C4")));
    REQUIRE(eaten.state.players[1].claimable.contains(green_eaten));
    GameState t = eaten.state;
    REQUIRE(t.current == 1);
    t = apply_ok(game, t, Action::draw_order()).state;
    REQUIRE(t.step == Step::FactoryAction);
    if (t.floor.dock(*t.floor.output_spot(Red)).candy != kNoCandy)
        empty_output(t, Red);

    const Applied back = apply_ok(game, t, Action::make_candy_blind(1));  // the Red card
    const auto done = events_of(back.events, GameEventKind::SpecialCompleted);
    REQUIRE(done.size() == 1);
    CHECK(done[0].card == green_eaten);
    CHECK(done[0].player == 1);
    CHECK(back.state.players[1].completed.contains(green_eaten));
    CHECK(back.state.players[1].claimable.empty());
    CHECK(back.state.players[1].facing_away.empty());
    require_everything_accounted(game, back.state);
}

TEST_CASE(
    "Hidden Orders: discarding down may pick one of the orders facing away, unseen, sales "
    "orders facing away score at the end as usual",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    GameState s = game.new_game(4);
    std::vector<int> six;
    for (int i = 0; i < 6; ++i)
        six.push_back(s.order_deck.at(i));
    hand_of(s, 0, six, {six[0], six[1]});
    s.step = Step::DiscardDown;
    REQUIRE(is_legal(game, s, Action::discard_facing_away()));
    CHECK_FALSE(is_legal(game, s, Action::discard_from_hand(six[0])));
    CHECK(is_legal(game, s, Action::discard_from_hand(six[2])));
    const Applied discarded = apply_ok(game, s, Action::discard_facing_away());
    CHECK(discarded.state.players[0].orders.size() == 5);
    CHECK(discarded.state.players[0].facing_away.size() == 1);
    const int gone = events_of(discarded.events, GameEventKind::OrderDiscarded).at(0).card;
    CHECK((gone == six[0] || gone == six[1]));
    CHECK(discarded.state.order_discard.contains(gone));

    // The score counts every order in hand, whichever way it faces.
    GameState facing = s;
    facing.players[0].facing_away.clear();
    CHECK(score(game, s).players[0].total == score(game, facing).players[0].total);
}

TEST_CASE(
    "Hidden Orders: at the end a card still facing away scores: a sales order by its "
    "condition, a special order if its event happened while its holder held it",
    "[game][scenario][coworkers][hidden]") {
    const Game game = hidden_game(2);
    const int green_eaten = order_card("s02-green-eaten");
    const int red_eaten = order_card("s07-red-into-bunny");
    const int sales = order_card("x02-no-blue-lost");
    const auto [s, eater] =
        green_under_eater(game, {green_eaten, red_eaten, sales}, {green_eaten, red_eaten, sales});

    // The Green Triangle is eaten while the card faces away; nobody claims it.
    const Applied eaten = apply_ok(game, s, Action::play_tile(eater, at("C4")));
    REQUIRE(eaten.state.players[1].claimable.contains(green_eaten));
    GameState end = eaten.state;
    end.step = Step::GameOver;
    end.end = EndReason::RoundCap;

    const CardSet done = completed_orders(game, end, 1);
    CHECK(done.contains(green_eaten));
    CHECK_FALSE(done.contains(red_eaten));  // no Red Circle went into the Bunny
    CHECK(done.contains(sales));            // no Blue Square is Lost
    const ScoreSheet sheet = score(game, end);
    int specials = 0;
    for (const ScoreLine& line : sheet.players[1].lines) {
        if (line.source == ScoreLine::Source::Special) {
            CHECK(line.card == green_eaten);
            ++specials;
        }
    }
    CHECK(specials == 1);
    CHECK(std::find(sheet.players[1].incomplete.begin(), sheet.players[1].incomplete.end(),
                    red_eaten) != sheet.players[1].incomplete.end());
}
