// The scoring tracks and the bonus tiles (rulebook "Advancing on the Scoring
// Tracks"): counting only point spaces, the end of a track, and each bonus tile's
// reward.
#include <catch2/catch.hpp>

#include <set>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Player 0, in the action phase, one space before red's bonus space with `tile` on it,
// and a red robot (red_01) to complete with the red die returned.
struct BeforeBonus {
    GameState s;
    int die = kNone;
};

BeforeBonus before_red_bonus(const Game& game, std::string_view tile, std::uint64_t seed) {
    BeforeBonus b{in_actions(game, seed)};
    set_bonus(b.s, Red, 0, tile);
    const int bonus = bonus_space(Red, 0);
    seat(b.s, 0).track[track_of(Red)] = point_space_before(Red, bonus);
    set_robot(b.s, 0, 0, "red_01");
    b.die = give_die(b.s, 0, Red, 2);
    check_invariants(game, b.s);
    return b;
}

}  // namespace

TEST_CASE("Scoring tracks: each step moves the marker to the next point space of its track",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 81);
    // yellow_07: two yellow steps; the yellow track begins 1, 2, bonus, 3.
    set_robot(s, 0, 0, "yellow_07");
    const int g = give_die(s, 0, Green, 1);
    const int b = give_die(s, 0, Blue, 1);
    apply_ok(game, s, place_robot(g, 0, 0));
    const auto events = apply_ok(game, s, place_robot(b, 0, 1));
    CHECK(seat(s, 0).track[track_of(Yellow)] == 1);
    const auto moved = events_of(events, EventKind::Advanced);
    REQUIRE(moved.size() == 2);
    CHECK(moved[0].index == 0);
    CHECK(moved[1].index == 1);
    CHECK(moved[0].colour == track_of(Yellow));
    // The other tracks are untouched.
    CHECK(seat(s, 0).track[track_of(Red)] == kNone);
}

TEST_CASE(
    "Bonus tiles: a marker skips over a bonus space without counting it and takes the tile's "
    "reward",
    "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "two_cogs", 82);
    const int bonus = bonus_space(Red, 0);
    const auto events = apply_ok(game, s, place_robot(die, 0, 0));
    // One step, over the bonus space, onto the point space after it.
    CHECK(seat(s, 0).track[track_of(Red)] == bonus + 1);
    CHECK_FALSE(content().tracks[0][static_cast<std::size_t>(bonus + 1)].bonus);
    CHECK(seat(s, 0).cogs == 2);
    REQUIRE(count_of(events, EventKind::BonusTaken) == 1);
    const Event taken = events_of(events, EventKind::BonusTaken)[0];
    CHECK(taken.card == bonus_tile("two_cogs"));
    CHECK(taken.index == bonus);
    CHECK(taken.colour == track_of(Red));
}

TEST_CASE("Bonus tile +die: a die from the bag, with a random face, beside the board",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "die", 83);
    const std::vector<int> bag = s.bag;
    const auto events = apply_ok(game, s, place_robot(die, 0, 0));
    REQUIRE(seat(s, 0).dice.size() == 1);
    const int gained = seat(s, 0).dice[0];
    CHECK(contains(bag, gained));
    REQUIRE(count_of(events, EventKind::DieGained) == 1);
    CHECK(events_of(events, EventKind::DieGained)[0].die == gained);
    CHECK(events_of(events, EventKind::DieGained)[0].value == face(s, gained));
}

TEST_CASE("Bonus tile +2 cogs and +spark: cogs from the supply, a spark into storage",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    {
        auto [s, die] = before_red_bonus(game, "two_cogs", 84);
        apply_ok(game, s, place_robot(die, 0, 0));
        CHECK(seat(s, 0).cogs == 2);
    }
    {
        auto [s, die] = before_red_bonus(game, "spark", 84);
        const auto events = apply_ok(game, s, place_robot(die, 0, 0));
        CHECK(seat(s, 0).sparks == 2);
        CHECK(count_of(events, EventKind::SparksGained) == 1);
    }
}

TEST_CASE("Bonus tile +advance: one more space on any one track of the player's choice",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "advance", 85);
    const int extra = give_die(s, 0, Blue, 1);
    apply_ok(game, s, place_robot(die, 0, 0));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::AdvanceAny);
    refused(game, s, sell(extra), RejectReason::PendingFirst);
    refused(game, s, decline(), RejectReason::NotAllowed);
    refused(game, s, {.kind = ActionKind::Choose, .track = 4}, RejectReason::NoSuchThing);
    apply_ok(game, s, choose_track(Green));
    CHECK(seat(s, 0).track[track_of(Green)] == 0);
    CHECK(s.pending.empty());
}

TEST_CASE("Bonus tile +cog and card: one cog and one assistant card into the hand",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "cog_and_card", 86);
    const int top = s.assistant_deck.back();
    const std::size_t hand = seat(s, 0).hand.size();
    const auto events = apply_ok(game, s, place_robot(die, 0, 0));
    CHECK(seat(s, 0).cogs == 1);
    CHECK(seat(s, 0).hand.size() == hand + 1);
    CHECK(contains(seat(s, 0).hand, top));
    CHECK(events_of(events, EventKind::AssistantDrawn)[0].card == top);
}

TEST_CASE("Bonus tile +upgrade tile: one upgrade tile from the junkyard",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "upgrade", 87);
    set_stacks(s, {UpgradeKind::Rearrange, UpgradeKind::Discount, UpgradeKind::BonusCog});
    give_upgrade(s, 0, UpgradeKind::Discount);
    apply_ok(game, s, place_robot(die, 0, 0));
    REQUIRE(s.pending.size() == 1);
    CHECK(s.pending[0].kind == PendingKind::UpgradeTile);
    // Never two identical tiles: not a second Discount.
    refused(game, s, choose_upgrade(1), RejectReason::NotAllowed);
    apply_ok(game, s, choose_upgrade(2, 0));
    CHECK(seat(s, 0).line[0].upgrade == static_cast<int>(UpgradeKind::BonusCog));
}

TEST_CASE(
    "Bonus tile coloured die: a die of its colour from the discard pile, else from the bag, "
    "rolled",
    "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "yellow_die", 88);
    GameState from_bag = s;
    // A yellow die in the discard pile is taken first.
    const int discarded = take_die(s, Yellow, 6);
    s.discard.push_back(discarded);
    check_invariants(game, s);
    apply_ok(game, s, place_robot(die, 0, 0));
    REQUIRE(seat(s, 0).dice.size() == 1);
    CHECK(seat(s, 0).dice[0] == discarded);
    CHECK_FALSE(contains(s.discard, discarded));
    // With none discarded, from the bag.
    for (int d : from_bag.discard)
        REQUIRE(colour_of(d) != Yellow);
    apply_ok(game, from_bag, place_robot(die, 0, 0));
    REQUIRE(seat(from_bag, 0).dice.size() == 1);
    CHECK(colour_of(seat(from_bag, 0).dice[0]) == Yellow);
}

TEST_CASE("Bonus tile coloured die: the die is rolled for a random face",
          "[sparks][rules][tracks][symbols]") {
    const Game game = game_for(2);
    std::set<int> faces;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto [s, die] = before_red_bonus(game, "blue_die", 300 + seed);
        const int discarded = take_die(s, Blue, 6);
        s.discard.push_back(discarded);
        apply_ok(game, s, place_robot(die, 0, 0));
        REQUIRE(seat(s, 0).dice == std::vector<int>{discarded});
        faces.insert(face(s, discarded));
    }
    CHECK(faces.size() > 1);
}

TEST_CASE(
    "Symbol coloured die: with no die of that colour in the discard pile or the bag, a random "
    "die from the bag instead",
    "[sparks][rules][tracks][symbols]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "blue_die", 89);
    // Every blue die is the other player's.
    for (std::vector<int>* pile : {&s.bag, &s.discard, &s.junkyard})
        for (auto it = pile->begin(); it != pile->end();)
            if (colour_of(*it) == Blue) {
                seat(s, 1).dice.push_back(*it);
                it = pile->erase(it);
            } else {
                ++it;
            }
    check_invariants(game, s);
    const std::size_t bag = s.bag.size();
    apply_ok(game, s, place_robot(die, 0, 0));
    REQUIRE(seat(s, 0).dice.size() == 1);
    CHECK(colour_of(seat(s, 0).dice[0]) != Blue);
    CHECK(s.bag.size() == bag - 1);
}

TEST_CASE("Ruling: every player who passes a bonus space takes its reward, the tile stays",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    auto [s, die] = before_red_bonus(game, "two_cogs", 90);
    const std::vector<int> bonus = s.bonus;
    apply_ok(game, s, place_robot(die, 0, 0));
    CHECK(seat(s, 0).cogs == 2);
    CHECK(s.bonus == bonus);
    apply_ok(game, s, end_actions());
    // Player 1 passes the same space.
    seat(s, 1).track[track_of(Red)] = point_space_before(Red, bonus_space(Red, 0));
    set_robot(s, 1, 0, "red_01");
    const int red = give_die(s, 1, Red, 4);
    apply_ok(game, s, place_robot(red, 0, 0));
    CHECK(seat(s, 1).cogs == 2);
}

TEST_CASE(
    "Scoring tracks: at the end of a track, each further move in its colour goes onto any "
    "other track instead",
    "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 91);
    seat(s, 0).track[track_of(Red)] = last_point_space(Red);
    set_robot(s, 0, 0, "red_07");  // two red steps
    const int y = give_die(s, 0, Yellow, 1);
    const int g = give_die(s, 0, Green, 1);
    apply_ok(game, s, place_robot(y, 0, 0));
    const auto events = apply_ok(game, s, place_robot(g, 0, 1));
    CHECK(count_of(events, EventKind::TrackEnded) == 2);
    REQUIRE(s.pending.size() == 2);
    CHECK(s.pending[0].kind == PendingKind::AdvanceAny);
    // Not the ended track.
    refused(game, s, choose_track(Red), RejectReason::NotAllowed);
    apply_ok(game, s, choose_track(Blue));
    apply_ok(game, s, choose_track(Blue));
    CHECK(seat(s, 0).track[track_of(Blue)] == 1);
    CHECK(seat(s, 0).track[track_of(Red)] == last_point_space(Red));
}

TEST_CASE("Ruling: with every track at its end, a move has nowhere to go and is lost",
          "[sparks][rules][tracks]") {
    const Game game = game_for(2);
    GameState s = in_actions(game, 92);
    for (int c = 0; c < kColours; ++c)
        seat(s, 0).track[static_cast<std::size_t>(c)] = last_point_space(static_cast<Colour>(c));
    set_robot(s, 0, 0, "red_01");
    const int red = give_die(s, 0, Red, 1);
    const auto events = apply_ok(game, s, place_robot(red, 0, 0));
    CHECK(count_of(events, EventKind::TrackEnded) == 1);
    CHECK(s.pending.empty());
}
