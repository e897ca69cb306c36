// Which kind of tip a moment is, read off the events the movement engine and
// the game really produce, and the words that explain it: the Bonk! line comes
// from the catalog's chart, so a chart changed in the data changes the tip.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "floor/conformance_kit.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "sugarworks/rng.hpp"
#include "sugarworks/tips.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;
using namespace sugarworks::conformance;

namespace {

// The tip kinds of a movement's events, in order, with the events that are none left out.
std::vector<TipKind> kinds_of(const std::vector<Event>& events) {
    std::vector<TipKind> out;
    for (const Event& e : events) {
        if (const auto kind = tip_kind(e))
            out.push_back(*kind);
    }
    return out;
}

// The first event of a movement that is a tip's moment.
const Event& first_tip_event(const std::vector<Event>& events) {
    for (const Event& e : events) {
        if (tip_kind(e))
            return e;
    }
    FAIL("no event of the movement is a tip's moment");
    return events.front();
}

MovementScenario rulebook_example() {
    auto load = read_movement_scenario_file(
        std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
        "rulebook_example.json", catalog());
    REQUIRE(load.errors.empty());
    REQUIRE(load.scenario);
    return *load.scenario;
}

// A candy of `struck` standing on B4 (a Left belt on B5 brings it back after its own
// activation) is struck by a candy coming from B2 along the belts.
Floor bonk_on(CandyType struck) {
    const CandyType striker = struck == R ? Y : R;
    return FloorBuilder().tile("B5", CenterIcon::Left).candy("B4", struck).candy("B2", striker);
}

}  // namespace

TEST_CASE("ids of the tip kinds read back, and name each kind once", "[text][tips]") {
    std::set<std::string> ids;
    for (int i = 0; i < kTipKindCount; ++i) {
        const auto kind = static_cast<TipKind>(i);
        const std::string id(tip_kind_id(kind));
        CHECK(parse_tip_kind(id) == kind);
        ids.insert(id);
    }
    CHECK(ids.size() == static_cast<size_t>(kTipKindCount));
    CHECK(tip_kind_id(bonk_tip(Y)) == "bonk_yellow_hexagon");
    CHECK_FALSE(parse_tip_kind("bonk"));
    CHECK_FALSE(parse_tip_kind(""));
}

TEST_CASE("a Bonk! is the tip of the struck candy's type, in the words of the catalog's chart",
          "[text][tips][bonk]") {
    for (CandyType struck : kAllCandyTypes) {
        INFO("struck: " << candy_type_name(struck));
        const MovementOutcome out = run(bonk_on(struck));
        const Event& bonk = first_tip_event(out.events);
        REQUIRE(bonk.kind == EventKind::Bonk);
        CHECK(type_of(bonk.other) == struck);
        CHECK(tip_kind(bonk) == bonk_tip(struck));
        CHECK(on_the_floor(bonk_tip(struck)));

        const std::string words = tip_words(bonk, catalog());
        const BonkRule rule = catalog().candies.bonk[static_cast<size_t>(index_of(struck))];
        CHECK(words.starts_with("Bonk!"));
        CHECK(words.find(std::string(candy_type_name(struck))) != std::string::npos);
        CHECK(words.find("one space " + std::string(direction_words(rule.direction))) !=
              std::string::npos);
        CHECK((words.find("takes its space") != std::string::npos) ==
              (rule.mover == BonkMover::Struck));
    }
}

TEST_CASE("the Bonk! tip follows the chart in the data, not a copy of it", "[text][tips][bonk]") {
    Catalog changed = catalog();
    changed.candies.bonk[static_cast<size_t>(index_of(G))] = {BonkMover::Struck, Direction::Down};
    MovementRules rules = standard_rules();
    rules.bonk = changed.candies.bonk;
    const MovementOutcome out = run(bonk_on(G), rules);
    const Event& bonk = first_tip_event(out.events);
    CHECK(tip_kind(bonk) == TipKind::BonkGreenTriangle);
    CHECK(tip_words(bonk, changed) ==
          "Bonk! A Green Triangle that is hit moves one space down; the candy that hit it takes "
          "its space.");
    CHECK(tip_words(bonk, catalog()) ==
          "Bonk! A candy that hits a Green Triangle moves on one space up-right.");
}

TEST_CASE("the rulebook's movement example has the tips of its Bonks!, its eater and its crates",
          "[text][tips]") {
    const MovementScenario s = rulebook_example();
    const MovementOutcome out = resolve_movement(s.floor, s.rules);
    const std::vector<TipKind> kinds = kinds_of(out.events);
    // The Bonks! as the rulebook tells them: a Yellow into a Blue, a Yellow into a Blue
    // again and on into a Red; a Blue into a Blue; the Purple into a Blue and into a Yellow.
    std::vector<TipKind> bonks;
    std::copy_if(kinds.begin(), kinds.end(), std::back_inserter(bonks), [](TipKind k) {
        return k >= TipKind::BonkRedCircle && k <= TipKind::BonkPurpleRectangle;
    });
    CHECK(bonks == std::vector<TipKind>{TipKind::BonkBlueSquare, TipKind::BonkBlueSquare,
                                        TipKind::BonkRedCircle, TipKind::BonkBlueSquare,
                                        TipKind::BonkBlueSquare, TipKind::BonkYellowHexagon});
    // "Green triangle will activate and immediately become lost as soon as it lands on
    // the green candy eater": one eating, and its loss is no second moment.
    CHECK(std::count(kinds.begin(), kinds.end(), TipKind::Eater) == 1);
    // Loaded into the Heart and the Pumpkin crates, and the Blue into the Bunny crate.
    CHECK(std::count(kinds.begin(), kinds.end(), TipKind::Delivered) >= 3);
    // Moves along the conveyors and activations are no moments.
    for (const Event& e : out.events) {
        if (e.kind == EventKind::Activate ||
            (e.kind == EventKind::Move && e.cause != MoveCause::Jump) ||
            (e.kind == EventKind::Lost && e.loss == LossCause::Eaten))
            CHECK_FALSE(tip_kind(e));
    }
}

TEST_CASE("an eater and an X are two kinds, each said as its tile's corner icon says it",
          "[text][tips][corner]") {
    SECTION("an eater") {
        const Floor floor = FloorBuilder()
                                .tile("C3", CenterIcon::Up)
                                .tile("B3", CenterIcon::Right, eater(G))
                                .candy("C3", G);
        const MovementOutcome out = run(floor);
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::Eater});
        const Event& eaten = first_tip_event(out.events);
        CHECK(tip_words(eaten, catalog()) ==
              "Eaten! A Green Triangle that enters or stands here is eaten (Lost).");
    }
    SECTION("an X, from the tiles of the box") {
        const Floor floor = FloorBuilder().tile("B3", "x_hazard").candy("B2", P);
        const MovementOutcome out = run(floor);
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::XTile});
        const Event& eaten = first_tip_event(out.events);
        REQUIRE(eaten.tile >= 0);
        CHECK(tip_words(eaten, catalog()) ==
              "An X! " + describe_corner(catalog().kind_of_tile(eaten.tile).face.corner));
        CHECK(tip_words(eaten, catalog()).find("Any candy") != std::string::npos);
    }
    SECTION("an eater laid under a candy of its type eats it at once") {
        Floor floor = FloorBuilder().candy("B3", R);
        std::vector<Event> events;
        place_tile(floor, at("B3"), {{CenterIcon::Right, eater(R)}, kPrintedTile}, events);
        CHECK(kinds_of(events) == std::vector<TipKind>{TipKind::Eater});
    }
}

TEST_CASE("a delivery, a jump and each way of being Lost are kinds of their own",
          "[text][tips][edge]") {
    SECTION("delivered into a crate, named in the words") {
        const MovementOutcome out = run(FloorBuilder().candy("A6", R));
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::Delivered});
        CHECK(tip_words(first_tip_event(out.events), catalog())
                  .starts_with("Delivered into the "
                               "Heart crate!"));
    }
    SECTION("off the top edge") {
        const MovementOutcome out = run(FloorBuilder().tile("A3", CenterIcon::Up).candy("A3", R));
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::LostOffEdge});
    }
    SECTION("onto the output side") {
        const MovementOutcome out = run(FloorBuilder().tile("B1", CenterIcon::Left).candy("B1", Y));
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::LostOntoOutput});
    }
    SECTION("a jump, then off the board on the output side") {
        const MovementOutcome out =
            run(FloorBuilder().tile("C2", CenterIcon::JumpLeft).candy("C2", P));
        CHECK(kinds_of(out.events) == std::vector<TipKind>{TipKind::Jump, TipKind::LostOntoOutput});
        CHECK(tip_words(first_tip_event(out.events), catalog()) ==
              "A jump! Candy here jumps two spaces left, skipping the space between. No Bonk! "
              "happens there.");
    }
    SECTION("the infinite-loop guard, under a chart that can loop") {
        MovementRules rules = standard_rules();
        rules.bonk[index_of(G)] = {BonkMover::Striker, Direction::Up};
        rules.bonk[index_of(B)] = {BonkMover::Striker, Direction::Down};
        const Floor floor = FloorBuilder().candy("A3", B).candy("B3", G).candy("B2", R);
        const std::vector<TipKind> kinds = kinds_of(run(floor, rules).events);
        CHECK(std::count(kinds.begin(), kinds.end(), TipKind::LostInLoop) == 1);
    }
    for (TipKind k : {TipKind::Eater, TipKind::XTile, TipKind::Jump, TipKind::Delivered,
                      TipKind::LostOffEdge, TipKind::LostOntoOutput, TipKind::LostInLoop})
        CHECK(on_the_floor(k));
}

TEST_CASE("a game's special orders and its end are tips told off the floor", "[text][tips][game]") {
    const Game game(catalog(), options_on(2));
    TipSet seen;
    // Random games until both have happened, every event of them classified.
    for (std::uint64_t seed = 1;
         seed < 40 && !(seen.has(TipKind::SpecialCompleted) && seen.has(TipKind::GameEnded));
         ++seed) {
        Match match(game, seed);
        Rng rng(seed);
        while (!match.state().over()) {
            const std::vector<Action> legal = game.legal_actions(match.state());
            REQUIRE_FALSE(legal.empty());
            const auto applied =
                match.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            REQUIRE(std::holds_alternative<std::vector<GameEvent>>(applied));
            for (const GameEvent& e : std::get<std::vector<GameEvent>>(applied)) {
                const std::optional<TipKind> kind = tip_kind(e);
                if (e.kind == GameEventKind::Floor)
                    CHECK(kind == tip_kind(e.floor));
                else if (e.kind == GameEventKind::SpecialCompleted)
                    CHECK(kind == TipKind::SpecialCompleted);
                else if (e.kind == GameEventKind::GameEnded)
                    CHECK(kind == TipKind::GameEnded);
                else
                    CHECK_FALSE(kind);
                if (!kind)
                    continue;
                seen.add(*kind);
                CHECK_FALSE(tip_words(e, game).empty());
                if (*kind == TipKind::GameEnded)
                    CHECK(tip_words(e, game).starts_with("Game over:"));
            }
        }
    }
    CHECK(seen.has(TipKind::SpecialCompleted));
    CHECK(seen.has(TipKind::GameEnded));
    CHECK_FALSE(on_the_floor(TipKind::SpecialCompleted));
    CHECK_FALSE(on_the_floor(TipKind::GameEnded));
}

TEST_CASE("the end of a co-operative game says the team loses its incomplete orders",
          "[text][tips][game]") {
    const Scenario* coop = catalog().scenario("cooperative");
    REQUIRE(coop);
    const Game team(catalog(), GameOptions::for_scenario(*coop, 2, {}));
    const Game rivals(catalog(), options_on(2));
    GameEvent ended{.kind = GameEventKind::GameEnded,
                    .end = static_cast<std::uint8_t>(EndReason::CandyRanOut)};
    CHECK(tip_words(ended, team).find("less its incomplete ones") != std::string::npos);
    CHECK(tip_words(ended, rivals).find("incomplete") == std::string::npos);
    ended.end = static_cast<std::uint8_t>(EndReason::RoundCap);
    CHECK(tip_words(ended, rivals).find("round " + std::to_string(rivals.options().round_cap)) !=
          std::string::npos);
}

TEST_CASE("a set of tip kinds holds each kind once", "[text][tips]") {
    TipSet set;
    CHECK(set.empty());
    set.add(TipKind::Eater);
    set.add(TipKind::Eater);
    set.add(TipKind::GameEnded);
    CHECK(set.size() == 2);
    CHECK(set.has(TipKind::Eater));
    CHECK(set.has(TipKind::GameEnded));
    CHECK_FALSE(set.has(TipKind::XTile));
}
