// The rules text of Sugarworker abilities, generated from their fields: every shipped
// ability reads as written here, word for word.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>

#include "sugarworks/sugarworker.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

TEST_CASE("Every shipped Sugarworker ability reads as the card says", "[text][sugarworkers]") {
    const std::map<std::string, std::string> expected = {
        {"overtime", "Once per game: take one more factory action this turn."},
        {"double_shift", "Once per game: take one more order action this turn."},
        {"retool", "Once per turn: discard a conveyor tile from your hand and draw another."},
        {"spare_parts", "Once per game: draw 2 conveyor tiles."},
        {"restock", "Once per game: discard every order in the market and deal a new market."},
        {"second_thoughts", "Once per turn: discard an order from your hand and draw another."},
        {"salvage", "Once per turn: put a candy from the Lost gutter back into the supply."},
        {"snack_break",
         "Once per game: eat a candy on the factory floor or on an output; it goes to Lost."},
        {"quick_hands",
         "Once per game: put a candy from the supply on its empty output without discarding an "
         "order."},
        {"switchboard", "Once per game: move an output tile to an open dock spot."},
    };
    std::map<std::string, std::string> got;
    for (const SugarworkerCard& card : testkit::catalog().sugarworkers) {
        for (const WorkerAbility& ability : card.sides)
            got[ability.id] = ability_text(ability);
    }
    CHECK(got == expected);
}

TEST_CASE("Drawing conveyor tiles says how many", "[text][sugarworkers]") {
    WorkerAbility draw{"draw", "Draw", WorkerUses::OncePerTurn, WorkerEffect::DrawTiles, 1};
    CHECK(ability_text(draw) == "Once per turn: draw a conveyor tile.");
    draw.amount = 3;
    CHECK(ability_text(draw) == "Once per turn: draw 3 conveyor tiles.");
}

TEST_CASE("Every effect and every uses reads differently", "[text][sugarworkers]") {
    std::set<std::string> texts;
    for (WorkerEffect effect : kAllWorkerEffects) {
        for (WorkerUses uses : kAllWorkerUses) {
            const std::string text = ability_text({"id", "Name", uses, effect, 1});
            INFO(text);
            CHECK(text.ends_with("."));
            CHECK(text.find("  ") == std::string::npos);
            CHECK(texts.insert(text).second);
        }
    }
    CHECK(texts.size() == kAllWorkerEffects.size() * kAllWorkerUses.size());
}
