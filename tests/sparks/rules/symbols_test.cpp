// The symbols (rulebook "Symbols") as our designed assistants and robots carry
// them: dice gained, arrows, cogs, sparks, assistant cards, the factory bonus,
// rerolls, +/-, the ignore effects and the wrench.
#include <catch2/catch.hpp>

#include <set>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Player 0 in the action phase holding `id` in hand with enough cogs to recruit it.
GameState hiring(const Game& game, std::uint64_t seed, std::string_view id) {
    GameState s = in_actions(game, seed);
    set_hand(s, 0, {assistant(id)});
    seat(s, 0).cogs = 1;
    check_invariants(game, s);
    return s;
}

}  // namespace

TEST_CASE("Designed assistants: each is made of the rulebook's symbols and a symbol of timing",
          "[sparks][rules][symbols][assistants]") {
    int designed = 0;
    for (const AssistantCard& a : content().assistants) {
        if (a.ability != Ability::None)
            continue;
        INFO(a.id);
        ++designed;
        CHECK_FALSE(a.effects.empty());
        // The lasting ones are once-a-turn effects; hourglass effects are the named ones'.
        CHECK(a.timing != Timing::Permanent);
    }
    CHECK(designed == 32 - 13);
}

TEST_CASE("Symbol blank die: a random die drawn from the bag, rolled", "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 211, "clara");  // two dice
    const std::vector<int> bag = s.bag;
    const auto events = apply_ok(game, s, recruit(assistant("clara")));
    REQUIRE(seat(s, 0).dice.size() == 2);
    for (int die : seat(s, 0).dice)
        CHECK(contains(bag, die));
    CHECK(count_of(events, EventKind::DieGained) == 2);
}

TEST_CASE("Symbol die with a value: a random die from the bag, set to the value shown",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    std::set<Colour> colours;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        GameState s = hiring(game, 211 + seed, "jasper");  // a die showing 6
        apply_ok(game, s, recruit(assistant("jasper")));
        REQUIRE(seat(s, 0).dice.size() == 1);
        CHECK(face(s, seat(s, 0).dice[0]) == 6);
        colours.insert(colour_of(seat(s, 0).dice[0]));
    }
    CHECK(colours.size() > 1);
}

TEST_CASE("Symbol colored die: a die of the colour from the discard pile, rolled",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 221);
    const int box = add_completed(s, 0, "red_09");  // power box: a red die
    const int discarded = take_die(s, Red, 4);
    s.discard.push_back(discarded);
    const int blue = take_die(s, Blue, 4);
    s.discard.push_back(blue);
    apply_ok(game, s, activate(box));
    CHECK(seat(s, 0).dice == std::vector<int>{discarded});
}

TEST_CASE("Symbol colored arrow: one space on the track of its colour",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 222);
    // red_12: two red steps, and a yellow arrow.
    set_robot(s, 0, 0, "red_12");
    put_die_on_robot(s, 0, 0, 0, Red, 4);
    put_die_on_robot(s, 0, 0, 1, Yellow, 1);
    apply_ok(game, s, place_robot(give_die(s, 0, Blue, 5), 0, 2));
    CHECK(seat(s, 0).track[track_of(Red)] == 1);
    CHECK(seat(s, 0).track[track_of(Yellow)] == 0);
}

TEST_CASE("Symbol rainbow arrow: one space on any one track, for each arrow",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 223, "dmitri");  // two rainbow arrows
    apply_ok(game, s, recruit(assistant("dmitri")));
    REQUIRE(s.pending.size() == 2);
    apply_ok(game, s, choose_track(Green));
    apply_ok(game, s, choose_track(Green));
    CHECK(seat(s, 0).track[track_of(Green)] == 1);
}

TEST_CASE("Symbol cog and spark: a cog from the supply, a spark into storage",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 224, "karin");  // a spark and a cog
    const auto events = apply_ok(game, s, recruit(assistant("karin")));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).sparks == 2);
    CHECK(count_of(events, EventKind::CogsGained) == 1);
    CHECK(count_of(events, EventKind::SparksGained) == 1);
}

TEST_CASE("Symbol assistant card: one card from the deck into the hand, for each card shown",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 225, "edith");  // two cards
    const std::vector<int> top{s.assistant_deck.end() - 2, s.assistant_deck.end()};
    const auto events = apply_ok(game, s, recruit(assistant("edith")));
    CHECK(seat(s, 0).hand.size() == 2);
    CHECK(contains(seat(s, 0).hand, top[0]));
    CHECK(contains(seat(s, 0).hand, top[1]));
    CHECK(count_of(events, EventKind::AssistantDrawn) == 2);
}

TEST_CASE("Ruling: an assistant deck that runs dry gives what it has, and a draw from it nothing",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 225, "edith");  // two cards
    // All but one card of the deck are in the other player's hand.
    const int last = s.assistant_deck.back();
    seat(s, 1).hand.insert(seat(s, 1).hand.end(), s.assistant_deck.begin(),
                           s.assistant_deck.end() - 1);
    s.assistant_deck = {last};
    const auto events = apply_ok(game, s, recruit(assistant("edith")));
    CHECK(seat(s, 0).hand == std::vector<int>{last});
    CHECK(count_of(events, EventKind::AssistantDrawn) == 1);
    CHECK(s.assistant_deck.empty());
}

TEST_CASE(
    "Symbol assistant card (played): one assistant from the hand is played for free, its "
    "one-time effect applied",
    "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 226);
    const int hugo = assistant("hugo");
    const int agnes = assistant("agnes");
    set_hand(s, 0, {hugo, agnes});
    seat(s, 0).cogs = 1;
    apply_ok(game, s, recruit(hugo));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::FreeAssistant);
    refused(game, s, {.kind = ActionKind::Choose, .card = assistant("emma")},
            RejectReason::NoSuchThing);
    apply_ok(game, s, {.kind = ActionKind::Choose, .card = agnes});
    CHECK(seat(s, 0).cogs == 3);
    CHECK(seat(s, 0).played.size() == 2);
    CHECK(seat(s, 0).hand.empty());
}

TEST_CASE("Ruling: the free assistant may be declined", "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 227);
    const int hugo = assistant("hugo");
    set_hand(s, 0, {hugo, assistant("agnes")});
    seat(s, 0).cogs = 1;
    apply_ok(game, s, recruit(hugo));
    apply_ok(game, s, decline());
    CHECK(seat(s, 0).hand.size() == 1);
    CHECK(seat(s, 0).played.size() == 1);
}

TEST_CASE("Symbol +2 factory: counts as its value towards the next factory upgrade",
          "[sparks][rules][symbols][factory]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 228, "greta");  // +3 factory
    put_die_in_upgrade(s, 0, 0, Yellow, 3);
    apply_ok(game, s, recruit(assistant("greta")));
    CHECK(seat(s, 0).level == 1);
    CHECK(seat(s, 0).factory_credit == 0);
}

TEST_CASE("Symbol reroll: any number of the available dice, none included, are rerolled",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 229);
    add_played(s, 0, assistant_of_effect(EffectKind::Reroll, Timing::OncePerTurn));
    set_robot(s, 0, 0, "red_07");
    const int placed = put_die_on_robot(s, 0, 0, 0, Yellow, 3);
    const int a = give_die(s, 0, Red, 1);
    const int b = give_die(s, 0, Red, 1);
    apply_ok(game, s, use(0));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::Reroll);
    // Only available dice: not one on a robot. The list offers each available die,
    // one at a time, and rolling those chosen: never every set of dice.
    refused(game, s, choose_reroll(placed), RejectReason::NoSuchThing);
    CHECK(game.legal_actions(s).size() == seat(s, 0).dice.size() + 1);
    CHECK(is_legal(game, s, choose_reroll(a)));
    // Choosing none rerolls nothing.
    GameState none = s;
    CHECK(count_of(apply_ok(game, none, roll_chosen()), EventKind::DieRerolled) == 0);
    CHECK(none.pending.empty());
    // A chosen die is not rolled until the choosing ends, and is chosen once.
    CHECK(count_of(apply_ok(game, s, choose_reroll(b)), EventKind::DieRerolled) == 0);
    REQUIRE(s.pending.size() == 1);
    refused(game, s, choose_reroll(b), RejectReason::NotAllowed);
    CHECK_FALSE(is_legal(game, s, choose_reroll(b)));
    const auto events = apply_ok(game, s, roll_chosen());
    CHECK(s.pending.empty());
    CHECK(face(s, a) == 1);
    REQUIRE(count_of(events, EventKind::DieRerolled) == 1);
    CHECK(events_of(events, EventKind::DieRerolled)[0].die == b);
    CHECK(face(s, placed) == 3);
}

TEST_CASE(
    "Symbol reroll: the chosen dice, and only they, take new faces from the game's generator, "
    "in the order the player holds them",
    "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 228);
    add_played(s, 0, assistant_of_effect(EffectKind::Reroll, Timing::OncePerTurn));
    std::vector<int> held;
    for (int value : {1, 2, 3, 4})
        held.push_back(give_die(s, 0, Green, value));
    apply_ok(game, s, use(0));
    reroll_and_check_faces(game, s, held, {2, 0});
}

TEST_CASE(
    "Symbol +/-: one die up or down by 1, for each symbol, a die cannot pass 6 or 1, and the "
    "change may be declined",
    "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 230, "leon");  // a die, then +/- twice
    const int six = give_die(s, 0, Blue, 6);
    apply_ok(game, s, recruit(assistant("leon")));
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::Adjust);
    refused(game, s, choose_die(six, 1), RejectReason::NotAllowed);
    refused(game, s, choose_die(six, 2), RejectReason::NotAllowed);
    apply_ok(game, s, choose_die(six, -1));
    CHECK(face(s, six) == 5);
    apply_ok(game, s, decline());
    CHECK(s.pending.empty());
}

TEST_CASE("Symbol ignore number: one die placed ignoring a value requirement, keeping its value",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 232);
    add_played(s, 0, assistant_of_effect(EffectKind::IgnoreValue, Timing::OncePerTurn));
    set_robot(s, 0, 0, "red_06");  // a 3 and a 4
    const int two = give_die(s, 0, Blue, 2);
    const int five = give_die(s, 0, Blue, 5);
    refused(game, s, place_robot(two, 0, 0, Means::Match, Means::Token), RejectReason::NotAllowed);
    const auto events = apply_ok(game, s, use(0));
    CHECK(seat(s, 0).ignore_value == 1);
    CHECK(events_of(events, EventKind::TokenGained)[0].amount == 1);
    apply_ok(game, s, place_robot(two, 0, 0, Means::Match, Means::Token));
    CHECK(face(s, two) == 2);
    CHECK(seat(s, 0).ignore_value == 0);
    // One die only.
    refused(game, s, place_robot(five, 0, 1, Means::Match, Means::Token), RejectReason::NotAllowed);
}

TEST_CASE("Symbol ignore colour: one die placed ignoring a colour requirement",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 233);
    add_played(s, 0, assistant_of_effect(EffectKind::IgnoreColour, Timing::OncePerTurn));
    const int red = give_die(s, 0, Red, 2);
    const int red2 = give_die(s, 0, Red, 4);
    apply_ok(game, s, use(0));
    CHECK(seat(s, 0).ignore_colour == 1);
    // In the upgrade section, whose spaces are yellow, green and blue for red.
    apply_ok(game, s, place_upgrade(red, 0, Means::Token));
    CHECK(seat(s, 0).upgrade_section[0] == red);
    refused(game, s, place_upgrade(red2, 1, Means::Token), RejectReason::NotAllowed);
}

TEST_CASE("Ruling: an ignore effect not used this turn is lost at the end of the turn",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 234);
    add_played(s, 0, assistant_of_effect(EffectKind::IgnoreColour, Timing::OncePerTurn));
    apply_ok(game, s, use(0));
    CHECK(seat(s, 0).ignore_colour == 1);
    play_to_actions_of(game, s, 0);
    CHECK(seat(s, 0).ignore_colour == 0);
}

TEST_CASE("Symbol wrench: one upgrade tile from the junkyard onto the player board",
          "[sparks][rules][symbols]") {
    const Game game = game_for(2);
    GameState s = hiring(game, 235, "felix");
    set_stacks(s, {UpgradeKind::SalesBoost});
    apply_ok(game, s, recruit(assistant("felix")));
    REQUIRE(s.pending.size() == 1);
    apply_ok(game, s, choose_upgrade(0));
    CHECK(seat(s, 0).upgrades == std::vector<int>{static_cast<int>(UpgradeKind::SalesBoost)});
    CHECK(s.stacks[0].left == 3);
}
