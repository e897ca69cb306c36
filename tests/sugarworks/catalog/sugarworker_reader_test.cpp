// The Sugarworker cards of data/sugarworkers.json (schema "sugarworks.sugarworkers/1",
// docs/sugarworks/data.md): the shipped file reads into the five cards of the box, and every check
// of the reader refuses a broken copy with the file and the JSON pointer of the problem.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/sugarworker.hpp"
#include "support/data_copy.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path kData = SUGARWORKS_TEST_DATA_DIR;

using Lines = std::vector<std::string>;

constexpr auto PerGame = WorkerUses::OncePerGame;
constexpr auto PerTurn = WorkerUses::OncePerTurn;

// The cards of the box, side A first.
const std::vector<SugarworkerCard>& box() {
    static const std::vector<SugarworkerCard> cards = {
        {"foreman_fudge",
         "Foreman Fudge",
         {{{"overtime", "Overtime", PerGame, WorkerEffect::ExtraFactoryAction, 1},
           {"double_shift", "Double Shift", PerGame, WorkerEffect::ExtraOrderAction, 1}}}},
        {"tinker_taffy",
         "Tinker Taffy",
         {{{"retool", "Retool", PerTurn, WorkerEffect::RedrawTile, 1},
           {"spare_parts", "Spare Parts", PerGame, WorkerEffect::DrawTiles, 2}}}},
        {"market_mallow",
         "Market Mallow",
         {{{"restock", "Restock", PerGame, WorkerEffect::RefreshMarket, 1},
           {"second_thoughts", "Second Thoughts", PerTurn, WorkerEffect::RedrawOrder, 1}}}},
        {"sweeper_sprinkles",
         "Sweeper Sprinkles",
         {{{"salvage", "Salvage", PerTurn, WorkerEffect::Salvage, 1},
           {"snack_break", "Snack Break", PerGame, WorkerEffect::SnackBreak, 1}}}},
        {"operator_olive",
         "Operator Olive",
         {{{"quick_hands", "Quick Hands", PerGame, WorkerEffect::FreeCandy, 1},
           {"switchboard", "Switchboard", PerGame, WorkerEffect::FreeAdjust, 1}}}},
    };
    return cards;
}

const std::string kEffectChoices =
    "(expected \"extra_order_action\", \"extra_factory_action\", \"redraw_tile\", \"draw_tiles\", "
    "\"refresh_market\", \"redraw_order\", \"salvage\", \"snack_break\", \"free_candy\" or "
    "\"free_adjust\")";

// What validate_data says of a copy of data/ whose sugarworkers.json is changed by `change`.
Lines errors_with(const std::function<void(json&)>& change) {
    testkit::DataCopy data(kData, "sugarworkers");
    json doc = data.read("sugarworkers.json");
    change(doc);
    data.write_json("sugarworkers.json", doc);
    return data.errors();
}

// The same, with one member of one side replaced (or, given a null value, removed).
Lines errors_with_side(size_t card, size_t side, const std::string& key, const json& value) {
    return errors_with([&](json& doc) {
        json& entry = doc["cards"][card]["sides"][side];
        if (value.is_null())
            entry.erase(key);
        else
            entry[key] = value;
    });
}

}  // namespace

// [SECTION] The shipped cards

TEST_CASE("The shipped Sugarworker cards read as the five cards of the box, side A first",
          "[catalog][sugarworkers]") {
    const Catalog& catalog = testkit::catalog();
    REQUIRE(catalog.sugarworkers.size() == 5);
    for (size_t i = 0; i < box().size(); ++i) {
        INFO(box()[i].id);
        CHECK(catalog.sugarworkers[i] == box()[i]);
    }
    CHECK(catalog.sugarworkers == box());
}

TEST_CASE("A Sugarworker card and an ability are found by id", "[catalog][sugarworkers]") {
    const Catalog& catalog = testkit::catalog();
    const SugarworkerCard* taffy = catalog.sugarworker("tinker_taffy");
    REQUIRE(taffy);
    CHECK(taffy->name == "Tinker Taffy");
    CHECK(catalog.sugarworker("overtime") == nullptr);  // an ability, not a card
    CHECK(catalog.sugarworker("no_such_worker") == nullptr);

    const WorkerAbility* spare_parts = catalog.worker_ability("spare_parts");
    REQUIRE(spare_parts);
    CHECK(spare_parts == &taffy->sides[1]);
    CHECK(spare_parts->amount == 2);
    const WorkerAbility* switchboard = catalog.worker_ability("switchboard");
    REQUIRE(switchboard);
    CHECK(switchboard->effect == WorkerEffect::FreeAdjust);
    CHECK(catalog.worker_ability("tinker_taffy") == nullptr);  // a card, not an ability
}

TEST_CASE("Effect and uses ids read back to their values", "[catalog][sugarworkers]") {
    for (WorkerEffect effect : kAllWorkerEffects) {
        INFO(worker_effect_id(effect));
        CHECK(parse_worker_effect(worker_effect_id(effect)) == effect);
    }
    for (WorkerUses uses : kAllWorkerUses)
        CHECK(parse_worker_uses(worker_uses_id(uses)) == uses);
    CHECK(worker_effect_id(WorkerEffect::ExtraFactoryAction) == "extra_factory_action");
    CHECK(worker_uses_id(WorkerUses::OncePerTurn) == "once_per_turn");
    CHECK_FALSE(parse_worker_effect("ExtraOrderAction"));
    CHECK_FALSE(parse_worker_effect(""));
    CHECK_FALSE(parse_worker_uses("twice_per_game"));
}

TEST_CASE("sugarworkers.json counts in the catalog's fingerprint", "[catalog][sugarworkers]") {
    testkit::DataCopy data(kData, "sugarworkers-fingerprint");
    CHECK(load_catalog(data.dir()).catalog.fingerprint == testkit::catalog().fingerprint);
    nlohmann::json doc = data.read("sugarworkers.json");
    doc["cards"][0]["sides"][0]["uses"] = "once_per_turn";
    data.write_json("sugarworkers.json", doc);
    const CatalogLoad changed = load_catalog(data.dir());
    REQUIRE(changed.ok());
    CHECK(changed.catalog.fingerprint != testkit::catalog().fingerprint);
    CHECK(changed.catalog.sugarworkers != box());
}

// [SECTION] What the reader refuses

TEST_CASE("The file's schema is checked", "[catalog][sugarworkers]") {
    SECTION("a newer version") {
        CHECK(errors_with([](json& doc) { doc["schema"] = "sugarworks.sugarworkers/2"; }) ==
              Lines{"data/sugarworkers.json:/schema: schema version "
                    "\"sugarworks.sugarworkers/2\" is not supported (this build reads "
                    "\"sugarworks.sugarworkers/1\")"});
    }
    SECTION("another kind of file") {
        CHECK(errors_with([](json& doc) { doc["schema"] = "sugarworks.orders/1"; }) ==
              Lines{"data/sugarworkers.json:/schema: expected schema "
                    "\"sugarworks.sugarworkers/1\", found \"sugarworks.orders/1\""});
    }
    SECTION("no schema") {
        CHECK(errors_with([](json& doc) { doc.erase("schema"); }) ==
              Lines{"data/sugarworkers.json: missing member \"schema\""});
    }
    SECTION("no cards, and an unknown member") {
        CHECK(errors_with([](json& doc) {
                  doc.erase("cards");
                  doc["workers"] = json::array();
              }) == Lines{"data/sugarworkers.json:/workers: unknown member \"workers\"",
                          "data/sugarworkers.json: missing member \"cards\""});
    }
    SECTION("cards that are not a list") {
        CHECK(errors_with([](json& doc) { doc["cards"] = json::object(); }) ==
              Lines{"data/sugarworkers.json:/cards: expected an array, found an object"});
    }
}

TEST_CASE("The file is required", "[catalog][sugarworkers]") {
    testkit::DataCopy data(kData, "sugarworkers-missing");
    fs::remove(data.dir() / "sugarworkers.json");
    CHECK(data.errors() == Lines{"data/sugarworkers.json: the file is missing"});
    const CatalogLoad load = load_catalog(data.dir());
    CHECK_FALSE(load.ok());
    CHECK(load.catalog.sugarworkers.empty());
}

TEST_CASE("A Sugarworker card has exactly two sides", "[catalog][sugarworkers]") {
    SECTION("one side") {
        CHECK(errors_with([](json& doc) { doc["cards"][1]["sides"].erase(1); }) ==
              Lines{"data/sugarworkers.json:/cards/1/sides: a Sugarworker card has 2 sides (A "
                    "and B), found 1"});
    }
    SECTION("three sides; the third is read too") {
        CHECK(errors_with([](json& doc) {
                  doc["cards"][3]["sides"].push_back({{"id", "tea_break"},
                                                      {"name", "Tea Break"},
                                                      {"uses", "once_per_game"},
                                                      {"effect", "nap"}});
              }) ==
              Lines{"data/sugarworkers.json:/cards/3/sides/2/effect: unknown effect \"nap\" " +
                        kEffectChoices,
                    "data/sugarworkers.json:/cards/3/sides: a Sugarworker card has 2 sides "
                    "(A and B), found 3"});
    }
    SECTION("no sides") {
        CHECK(errors_with([](json& doc) { doc["cards"][0]["sides"] = json::array(); }) ==
              Lines{"data/sugarworkers.json:/cards/0/sides: a Sugarworker card has 2 sides (A "
                    "and B), found 0"});
    }
    SECTION("a side that is not an object") {
        CHECK(errors_with([](json& doc) { doc["cards"][0]["sides"][0] = "overtime"; }) ==
              Lines{"data/sugarworkers.json:/cards/0/sides/0: expected an object, found a "
                    "string"});
    }
}

TEST_CASE("Card ids and ability ids are unique", "[catalog][sugarworkers]") {
    SECTION("two cards with one id") {
        CHECK(errors_with([](json& doc) { doc["cards"][3]["id"] = "tinker_taffy"; }) ==
              Lines{"data/sugarworkers.json:/cards/3/id: duplicate Sugarworker card id "
                    "\"tinker_taffy\""});
    }
    SECTION("an ability id used on another card") {
        CHECK(errors_with_side(4, 1, "id", "overtime") ==
              Lines{"data/sugarworkers.json:/cards/4/sides/1/id: duplicate ability id "
                    "\"overtime\""});
    }
    SECTION("both sides of a card with one id") {
        CHECK(errors_with_side(2, 1, "id", "restock") ==
              Lines{"data/sugarworkers.json:/cards/2/sides/1/id: duplicate ability id "
                    "\"restock\""});
    }
    SECTION("a card and an ability may share a word: they are named apart") {
        CHECK(errors_with_side(0, 0, "id", "foreman_fudge").empty());
    }
    SECTION("an id that is not a card id") {
        CHECK(errors_with_side(1, 0, "id", "Re Tool") ==
              Lines{"data/sugarworkers.json:/cards/1/sides/0/id: \"Re Tool\" is not a card id "
                    "(a-z, 0-9, \"_\" and \"-\")"});
        CHECK(errors_with([](json& doc) { doc["cards"][0]["id"] = ""; }) ==
              Lines{"data/sugarworkers.json:/cards/0/id: \"\" is not a card id (a-z, 0-9, \"_\" "
                    "and \"-\")"});
    }
}

TEST_CASE("Effects and uses are known words", "[catalog][sugarworkers]") {
    SECTION("an unknown effect") {
        CHECK(errors_with_side(2, 1, "effect", "x") ==
              Lines{"data/sugarworkers.json:/cards/2/sides/1/effect: unknown effect \"x\" " +
                    kEffectChoices});
    }
    SECTION("an effect written as the enumerator") {
        CHECK(errors_with_side(0, 0, "effect", "ExtraFactoryAction") ==
              Lines{"data/sugarworkers.json:/cards/0/sides/0/effect: unknown effect "
                    "\"ExtraFactoryAction\" " +
                    kEffectChoices});
    }
    SECTION("an unknown uses") {
        CHECK(errors_with_side(3, 0, "uses", "once_per_round") ==
              Lines{"data/sugarworkers.json:/cards/3/sides/0/uses: unknown uses "
                    "\"once_per_round\" (expected \"once_per_game\" or \"once_per_turn\")"});
    }
    SECTION("missing effect and uses") {
        CHECK(errors_with_side(1, 0, "effect", nullptr) ==
              Lines{"data/sugarworkers.json:/cards/1/sides/0: missing member \"effect\""});
        CHECK(errors_with_side(1, 0, "uses", nullptr) ==
              Lines{"data/sugarworkers.json:/cards/1/sides/0: missing member \"uses\""});
    }
    SECTION("an unknown member in a side") {
        CHECK(errors_with_side(0, 1, "text", "Take one more order action.") ==
              Lines{"data/sugarworkers.json:/cards/0/sides/1/text: unknown member \"text\""});
    }
}

TEST_CASE("Only draw_tiles has an amount other than 1, from 1 to 3", "[catalog][sugarworkers]") {
    SECTION("an amount on another effect") {
        CHECK(errors_with_side(3, 0, "amount", 2) ==
              Lines{"data/sugarworkers.json:/cards/3/sides/0/amount: only \"draw_tiles\" may "
                    "have an amount other than 1 (\"salvage\" does its work once), found 2"});
    }
    SECTION("an amount of 1 on another effect is allowed") {
        CHECK(errors_with_side(3, 0, "amount", 1).empty());
    }
    SECTION("draw_tiles: too many or too few") {
        CHECK(errors_with_side(1, 1, "amount", 4) ==
              Lines{"data/sugarworkers.json:/cards/1/sides/1/amount: expected an integer from 1 "
                    "to 3, found 4"});
        CHECK(errors_with_side(1, 1, "amount", 0) ==
              Lines{"data/sugarworkers.json:/cards/1/sides/1/amount: expected an integer from 1 "
                    "to 3, found 0"});
    }
    SECTION("an amount that is not an integer") {
        CHECK(errors_with_side(1, 1, "amount", "2") ==
              Lines{"data/sugarworkers.json:/cards/1/sides/1/amount: expected an integer, found "
                    "a string"});
        CHECK(errors_with_side(0, 0, "amount", 1.5) ==
              Lines{"data/sugarworkers.json:/cards/0/sides/0/amount: expected an integer, found "
                    "a number"});
    }
    SECTION("draw_tiles without an amount draws one; 3 is allowed") {
        testkit::DataCopy data(kData, "sugarworkers-amount");
        json doc = data.read("sugarworkers.json");
        doc["cards"][1]["sides"][1].erase("amount");
        doc["cards"][4]["sides"][0]["effect"] = "draw_tiles";
        doc["cards"][4]["sides"][0]["amount"] = 3;
        data.write_json("sugarworkers.json", doc);
        const CatalogLoad load = load_catalog(data.dir());
        REQUIRE(load.ok());
        CHECK(load.catalog.sugarworkers[1].sides[1].amount == 1);
        CHECK(load.catalog.sugarworkers[4].sides[0].amount == 3);
    }
}

TEST_CASE("Cards and abilities have names", "[catalog][sugarworkers]") {
    SECTION("an empty card name") {
        CHECK(errors_with([](json& doc) { doc["cards"][2]["name"] = ""; }) ==
              Lines{"data/sugarworkers.json:/cards/2/name: the name must not be empty"});
    }
    SECTION("an empty ability name") {
        CHECK(errors_with_side(4, 0, "name", "") ==
              Lines{"data/sugarworkers.json:/cards/4/sides/0/name: the name must not be empty"});
    }
    SECTION("no name, or not a string") {
        CHECK(errors_with([](json& doc) { doc["cards"][0].erase("name"); }) ==
              Lines{"data/sugarworkers.json:/cards/0: missing member \"name\""});
        CHECK(errors_with_side(0, 1, "name", 7) ==
              Lines{"data/sugarworkers.json:/cards/0/sides/1/name: expected a string, found an "
                    "integer"});
    }
}

TEST_CASE("A file with errors leaves the catalog without Sugarworker cards, and every error shows",
          "[catalog][sugarworkers]") {
    testkit::DataCopy data(kData, "sugarworkers-several");
    json doc = data.read("sugarworkers.json");
    doc["cards"][0]["sides"][1]["uses"] = "always";
    doc["cards"][4]["name"] = "";
    doc["cards"][4]["sides"][0]["effect"] = "juggle";
    data.write_json("sugarworkers.json", doc);
    CHECK(data.errors() ==
          Lines{"data/sugarworkers.json:/cards/0/sides/1/uses: unknown uses \"always\" (expected "
                "\"once_per_game\" or \"once_per_turn\")",
                "data/sugarworkers.json:/cards/4/name: the name must not be empty",
                "data/sugarworkers.json:/cards/4/sides/0/effect: unknown effect \"juggle\" " +
                    kEffectChoices});
    const CatalogLoad load = load_catalog(data.dir());
    CHECK(load.errors.size() == 3);
    CHECK(load.catalog.sugarworkers.empty());
}

TEST_CASE("The reader refuses a document that is not an object", "[catalog][sugarworkers]") {
    Diagnostics errors;
    io::JsonReader reader("sugarworkers.json", errors);
    CHECK_FALSE(catalog::read_sugarworker_cards(json::array(), reader));
    REQUIRE(errors.size() == 1);
    CHECK(format_diagnostic(errors.front()) ==
          "sugarworkers.json: expected an object, found an array");
}
