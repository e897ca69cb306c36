// The scenarios of data/scenarios/ (schema "sugarworks.scenario/2", docs/sugarworks/data.md): each
// shipped way to play reads to the rulebook's set-up, the reader reports every problem at its
// pointer, and the catalog checks each scenario against the cards it deals.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/scenario.hpp"
#include "support/data_copy.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path kData = SUGARWORKS_TEST_DATA_DIR;

constexpr auto Red = CandyType::RedCircle;
constexpr auto Yellow = CandyType::YellowHexagon;
constexpr auto Green = CandyType::GreenTriangle;
constexpr auto Blue = CandyType::BlueSquare;
constexpr auto Purple = CandyType::PurpleRectangle;

const Scenario& shipped(std::string_view id) {
    const Scenario* s = testkit::catalog().scenario(id);
    REQUIRE(s);
    return *s;
}

std::vector<CandyType> in_play(const Scenario& s) {
    std::vector<CandyType> out;
    for (CandyType type : kAllCandyTypes) {
        if (s.in_play(type))
            out.push_back(type);
    }
    return out;
}

std::vector<Toggle> toggles(const Scenario& s) {
    std::vector<Toggle> out;
    for (Toggle t : kAllToggles) {
        if (s.allowed_toggles.has(t))
            out.push_back(t);
    }
    return out;
}

// A correct scenario document (the standard game), for the tests to break one member at a time.
json valid_document() {
    return json::parse(R"({
      "schema": "sugarworks.scenario/2",
      "name": "Test Shift",
      "tagline": "A test.",
      "summary": "The standard game.",
      "tutorial": false,
      "players": {"min": 1, "max": 4},
      "candies": "all",
      "production": "die",
      "orders": {"pool": "all", "dealt": 3, "market": 4, "order_actions": true,
                 "discard_undealt": false, "hand_limit": 5},
      "blankets": {"random": 3, "flip_by_die": true},
      "extra_actions": [],
      "round_cap": 40,
      "toggles": []
    })");
}

struct Read {
    std::optional<Scenario> scenario;
    std::vector<std::string> problems;  // "pointer: message"
};

Read read(const json& doc) {
    Diagnostics errors;
    io::JsonReader reader("test.json", errors);
    Read out;
    out.scenario = catalog::read_scenario(doc, reader, "test");
    for (const Diagnostic& d : errors)
        out.problems.push_back(d.pointer + ": " + d.message);
    CHECK(out.scenario.has_value() == out.problems.empty());
    return out;
}

// The valid document with one member of the top object replaced (or, given a null value,
// removed).
json document_with(const std::string& key, const json& value) {
    json doc = valid_document();
    if (value.is_null())
        doc.erase(key);
    else
        doc[key] = value;
    return doc;
}

std::vector<std::string> problems_with(const std::string& key, const json& value) {
    return read(document_with(key, value)).problems;
}

// The problems of the valid document with some members of "orders" replaced.
std::vector<std::string> order_problems(const json& changes) {
    json doc = valid_document();
    doc["orders"].update(changes);
    return read(doc).problems;
}

using Lines = std::vector<std::string>;

Lines lines_of(const Diagnostics& errors) {
    Lines out;
    for (const Diagnostic& d : errors)
        out.push_back(format_diagnostic(d));
    return out;
}

// A copy of data/ to change one file at a time.
class DataCopy : public testkit::DataCopy {
  public:
    explicit DataCopy(const std::string& test) : testkit::DataCopy(kData, "scenario-" + test) {}
};

}  // namespace

// [SECTION] The shipped scenarios

TEST_CASE("The shipped scenarios load, sorted by id, and are found by id", "[catalog][scenario]") {
    const Catalog& cat = testkit::catalog();
    std::vector<std::string> ids;
    for (const Scenario& s : cat.scenarios)
        ids.push_back(s.id);
    CHECK(std::is_sorted(ids.begin(), ids.end()));
    CHECK(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
    // One file per way to play of the rulebook, the standard game among them.
    for (const char* id : {"first_shift", "second_shift", "third_shift", "lucy"}) {
        INFO(id);
        CHECK(std::count(ids.begin(), ids.end(), id) == 1);
    }
    // Every scenarios/*.json, each once.
    size_t files = 0;
    for (const auto& entry : fs::directory_iterator(kData / "scenarios"))
        files += entry.path().extension() == ".json" ? 1 : 0;
    CHECK(ids.size() == files);
    for (const Scenario& s : cat.scenarios) {
        INFO(s.id);
        CHECK(cat.scenario(s.id) == &s);
        CHECK_FALSE(s.name.empty());
        CHECK_FALSE(s.tagline.empty());
        CHECK_FALSE(s.summary.empty());
    }
    // The rulebook's modes keep the standard numbers.
    for (const char* id : {"first_shift", "second_shift", "third_shift", "lucy"}) {
        INFO(id);
        const Scenario& s = shipped(id);
        CHECK(s.min_players == 1);
        CHECK(s.max_players == 4);
        CHECK(s.round_cap == 40);
        CHECK(s.hand_limit == 5);
        CHECK(s.orders_dealt == 3);
    }
    CHECK(cat.scenario("fourth_shift") == nullptr);
    CHECK(cat.scenario("") == nullptr);
}

TEST_CASE("Each shipped scenario file reads to what the catalog holds", "[catalog][scenario]") {
    for (const Scenario& s : testkit::catalog().scenarios) {
        INFO(s.id);
        std::ifstream in(kData / "scenarios" / (s.id + ".json"));
        REQUIRE(in);
        const Read r = read(json::parse(in));
        REQUIRE(r.scenario);
        CHECK(r.scenario->id == "test");
        Scenario same = *r.scenario;
        same.id = s.id;
        CHECK(same == s);
    }
}

TEST_CASE("First Shift: three candy types, every output produces, First Shift orders only",
          "[catalog][scenario]") {
    const Scenario& s = shipped("first_shift");
    CHECK(s.name == "First Shift");
    CHECK(s.tagline == "This is my first day.");
    CHECK(s.tutorial);
    CHECK(in_play(s) == std::vector<CandyType>{Red, Green, Purple});
    CHECK(s.production == Production::EveryOutput);
    CHECK(s.order_pool == OrderPool::FirstShift);
    CHECK(s.orders_dealt == 3);
    CHECK_FALSE(s.market);
    CHECK(s.market_size == 0);
    CHECK_FALSE(s.order_actions);
    CHECK(s.discard_undealt_orders);
    // The standard three blanket orders, grey side up: the die is never rolled.
    CHECK(s.blanket_deal == BlanketDeal::Random);
    CHECK(s.blankets_dealt == 3);
    CHECK_FALSE(s.blankets_flipped_by_die);
    CHECK(s.fixed_blanket_types.empty());
    CHECK(s.extra_actions.empty());
    CHECK(s.allowed_toggles.empty());
}

TEST_CASE("Second Shift: the die, sales orders with a market, the Yellow Hexagon blanket grey",
          "[catalog][scenario]") {
    const Scenario& s = shipped("second_shift");
    CHECK(s.name == "Second Shift");
    CHECK(s.tutorial);
    CHECK(in_play(s).size() == 5);
    CHECK(s.production == Production::Die);
    CHECK(s.order_pool == OrderPool::SalesOnly);
    CHECK(s.market);
    CHECK(s.market_size == 4);
    CHECK(s.order_actions);
    CHECK_FALSE(s.discard_undealt_orders);
    CHECK(s.blanket_deal == BlanketDeal::Fixed);
    CHECK(s.fixed_blanket_types == std::vector<CandyType>{Yellow});
    CHECK(s.blankets_dealt == 1);
    CHECK_FALSE(s.blankets_flipped_by_die);
    CHECK(s.extra_actions.empty());
    CHECK(s.allowed_toggles.empty());
}

TEST_CASE("Third Shift is the standard game", "[catalog][scenario]") {
    const Scenario& s = shipped("third_shift");
    CHECK(s.tutorial);
    CHECK(toggles(s) == std::vector<Toggle>{Toggle::SideB, Toggle::Sugarworkers,
                                            Toggle::ShuffledActivation, Toggle::ShuffledOutputs});
    // The rules are standard_scenario()'s; only the menu text and the toggles are the file's.
    Scenario standard = standard_scenario();
    standard.summary = s.summary;
    standard.tutorial = s.tutorial;
    standard.allowed_toggles = s.allowed_toggles;
    CHECK(s == standard);
}

TEST_CASE("Classic Sugarworks: sales orders, no market, draw two keep one", "[catalog][scenario]") {
    // The rulebook's Classic Sugarworks, as a scenario file writes it.
    const json classic = json::parse(R"({
      "schema": "sugarworks.scenario/2",
      "name": "Classic Sugarworks",
      "tagline": "The way it used to be.",
      "summary": "Sales orders only and no market: a factory action may draw two sales orders and keep one.",
      "tutorial": false,
      "players": {"min": 1, "max": 4},
      "candies": "all",
      "production": "die",
      "orders": {"pool": "sales_only", "dealt": 3, "market": 0, "order_actions": true,
                 "discard_undealt": false, "hand_limit": 5},
      "blankets": {"fixed": ["yellow_hexagon"], "flip_by_die": false},
      "extra_actions": ["draw_two_keep_one"],
      "round_cap": 40,
      "toggles": ["side_b", "sugarworkers", "shuffled_activation", "shuffled_outputs"]
    })");
    const Read r = read(classic);
    REQUIRE(r.scenario);
    const Scenario& s = *r.scenario;
    CHECK(s.name == "Classic Sugarworks");
    CHECK_FALSE(s.tutorial);
    CHECK(s.production == Production::Die);
    CHECK(s.order_pool == OrderPool::SalesOnly);
    CHECK_FALSE(s.market);
    CHECK(s.order_actions);  // "No market actions": drawing the top card is an order action
    CHECK_FALSE(s.discard_undealt_orders);
    CHECK(s.blanket_deal == BlanketDeal::Fixed);
    CHECK(s.fixed_blanket_types == std::vector<CandyType>{Yellow});
    CHECK_FALSE(s.blankets_flipped_by_die);
    CHECK(s.extra_actions == std::vector<ExtraAction>{ExtraAction::DrawTwoKeepOne});
    CHECK(s.offers(ExtraAction::DrawTwoKeepOne));
    CHECK_FALSE(s.offers(ExtraAction::EatCandy));
    CHECK(toggles(s) == std::vector<Toggle>{Toggle::SideB, Toggle::Sugarworkers,
                                            Toggle::ShuffledActivation, Toggle::ShuffledOutputs});
    // Its deck and its fixed blanket are there in the shipped cards.
    Diagnostics errors;
    io::JsonReader reader("classic.json", errors);
    catalog::check_scenario_cards(s, &testkit::catalog().orders, &testkit::catalog().blankets,
                                  reader);
    CHECK(errors.empty());
    // When data/scenarios ships it, it is this.
    if (const Scenario* shipped_classic = testkit::catalog().scenario("classic")) {
        Scenario same = s;
        same.id = "classic";
        same.summary = shipped_classic->summary;
        same.tagline = shipped_classic->tagline;
        CHECK(*shipped_classic == same);
    }
}

TEST_CASE(
    "Lucy Mode: every output produces after every turn, eat a candy and the five-second "
    "rule",
    "[catalog][scenario]") {
    const Scenario& s = shipped("lucy");
    CHECK(s.name == "Lucy Mode");
    CHECK_FALSE(s.tutorial);
    CHECK(in_play(s).size() == 5);
    CHECK(s.production == Production::EveryTurn);
    CHECK(s.order_pool == OrderPool::All);
    CHECK(s.market);
    CHECK(s.market_size == 4);
    CHECK(s.order_actions);
    CHECK(s.blanket_deal == BlanketDeal::Random);
    CHECK(s.blankets_dealt == 3);
    CHECK(s.blankets_flipped_by_die);
    CHECK(s.offers(ExtraAction::EatCandy));
    CHECK(s.offers(ExtraAction::FiveSecondRule));
    CHECK_FALSE(s.offers(ExtraAction::DrawTwoKeepOne));
}

// [SECTION] The reader

TEST_CASE("The scenario reader takes every member of a correct file", "[catalog][scenario]") {
    json doc = valid_document();
    doc["players"] = {{"min", 2}, {"max", 3}};
    doc["candies"] = {"blue_square", "red_circle"};
    doc["production"] = "every_output";
    doc["orders"] = {
        {"pool", "sales_only"},     {"dealt", 0},      {"market", 2}, {"order_actions", true},
        {"discard_undealt", false}, {"hand_limit", 20}};
    doc["blankets"] = {{"fixed", {"red_circle", "blue_square"}}, {"flip_by_die", true}};
    doc["extra_actions"] = {"five_second_rule", "draw_two_keep_one"};
    doc["round_cap"] = 1000;
    doc["toggles"] = {"hidden_orders", "side_b"};
    doc["tutorial"] = true;
    const Read r = read(doc);
    REQUIRE(r.scenario);
    const Scenario& s = *r.scenario;
    CHECK(s.id == "test");
    CHECK(s.name == "Test Shift");
    CHECK(s.tagline == "A test.");
    CHECK(s.summary == "The standard game.");
    CHECK(s.tutorial);
    CHECK(s.min_players == 2);
    CHECK(s.max_players == 3);
    CHECK(in_play(s) == std::vector<CandyType>{Red, Blue});
    CHECK(s.production == Production::EveryOutput);
    CHECK(s.order_pool == OrderPool::SalesOnly);
    CHECK(s.orders_dealt == 0);
    CHECK(s.market);
    CHECK(s.market_size == 2);
    CHECK(s.hand_limit == 20);
    CHECK(s.blanket_deal == BlanketDeal::Fixed);
    CHECK(s.fixed_blanket_types == std::vector<CandyType>{Red, Blue});
    CHECK(s.blankets_dealt == 2);
    CHECK(s.blankets_flipped_by_die);
    CHECK(s.extra_actions ==
          std::vector<ExtraAction>{ExtraAction::FiveSecondRule, ExtraAction::DrawTwoKeepOne});
    CHECK(s.round_cap == 1000);
    CHECK(toggles(s) == std::vector<Toggle>{Toggle::SideB, Toggle::HiddenOrders});
}

TEST_CASE("A scenario must be an object of the scenario schema, with every member",
          "[catalog][scenario]") {
    CHECK(read(json::array()).problems == Lines{": expected an object, found an array"});
    CHECK(problems_with("schema", "sugarworks.scenarios/2") ==
          Lines{"/schema: expected schema \"sugarworks.scenario/2\", found "
                "\"sugarworks.scenarios/2\""});
    // Version 1 had the solo turns in "team" and no "flip_by_die": it is not read.
    CHECK(problems_with("schema", "sugarworks.scenario/1") ==
          Lines{"/schema: schema version \"sugarworks.scenario/1\" is not supported (this build "
                "reads \"sugarworks.scenario/2\")"});
    CHECK(problems_with("schema", "sugarworks.scenario/3") ==
          Lines{"/schema: schema version \"sugarworks.scenario/3\" is not supported (this build "
                "reads \"sugarworks.scenario/2\")"});
    CHECK(problems_with("colour", "red") == Lines{"/colour: unknown member \"colour\""});
    for (const char* key :
         {"schema", "name", "tagline", "summary", "tutorial", "players", "candies", "production",
          "orders", "blankets", "extra_actions", "round_cap", "toggles"}) {
        INFO(key);
        CHECK(problems_with(key, nullptr) ==
              Lines{": missing member \"" + std::string(key) + "\""});
    }
}

TEST_CASE("A scenario's name is a non-empty string, tagline, summary and tutorial are typed",
          "[catalog][scenario]") {
    CHECK(problems_with("name", "") == Lines{"/name: the name must not be empty"});
    CHECK(problems_with("name", 3) == Lines{"/name: expected a string, found an integer"});
    CHECK(problems_with("tagline", false) == Lines{"/tagline: expected a string, found a boolean"});
    CHECK(problems_with("summary", json::array()) ==
          Lines{"/summary: expected a string, found an array"});
    CHECK(problems_with("tutorial", "yes") ==
          Lines{"/tutorial: expected true or false, found a string"});
    CHECK(problems_with("tagline", "").empty());
}

TEST_CASE("Players run from 1 to 4, min no more than max", "[catalog][scenario]") {
    CHECK(problems_with("players", {{"min", 0}, {"max", 5}}) ==
          Lines{"/players/min: expected an integer from 1 to 4, found 0",
                "/players/max: expected an integer from 1 to 4, found 5"});
    CHECK(problems_with("players", {{"min", 3}, {"max", 2}}) ==
          Lines{"/players: \"min\" (3) is more than \"max\" (2)"});
    CHECK(problems_with("players", {{"min", 1}, {"most", 4}}) ==
          Lines{"/players/most: unknown member \"most\"", "/players: missing member \"max\""});
    CHECK(problems_with("players", 4) == Lines{"/players: expected an object, found an integer"});
    CHECK(problems_with("players", {{"min", 2}, {"max", 2}}).empty());
}

TEST_CASE("Candies are \"all\" or 1 to 5 distinct candy types", "[catalog][scenario]") {
    CHECK(problems_with("candies", "some") ==
          Lines{"/candies: expected \"all\" or an array of candy types, found \"some\""});
    CHECK(problems_with("candies", 5) ==
          Lines{"/candies: expected \"all\" or an array of candy types, found an integer"});
    CHECK(problems_with("candies", json::array()) ==
          Lines{"/candies: expected 1 to 5 candy types, found 0"});
    CHECK(problems_with("candies", {"red_circle", "orange_star"}) ==
          Lines{"/candies/1: unknown candy type \"orange_star\" (expected \"red_circle\", "
                "\"yellow_hexagon\", \"green_triangle\", \"blue_square\" or "
                "\"purple_rectangle\")"});
    CHECK(problems_with("candies", {"red_circle", "yellow_hexagon", "green_triangle", "blue_square",
                                    "purple_rectangle", "red_circle"}) ==
          Lines{"/candies: expected 1 to 5 candy types, found 6",
                "/candies/5: \"red_circle\" appears twice"});
    CHECK(problems_with("candies", {"green_triangle", 4}) ==
          Lines{"/candies/1: expected a string, found an integer"});
    const Read one = read(document_with("candies", {"yellow_hexagon"}));
    REQUIRE(one.scenario);
    CHECK(in_play(*one.scenario) == std::vector<CandyType>{Yellow});
}

TEST_CASE("Production is \"die\" or \"every_output\"", "[catalog][scenario]") {
    CHECK(problems_with("production", "dice") ==
          Lines{"/production: unknown production \"dice\" (expected \"die\", \"every_output\" or "
                "\"every_turn\")"});
    CHECK(problems_with("production", true) ==
          Lines{"/production: expected a string, found a boolean"});
}

TEST_CASE("Orders: a pool, counts in range, and a market only with order actions",
          "[catalog][scenario]") {
    CHECK(order_problems({{"pool", "specials_only"}}) ==
          Lines{"/orders/pool: unknown order pool \"specials_only\" (expected \"all\", "
                "\"sales_only\" or \"first_shift\")"});
    CHECK(order_problems({{"dealt", -1}, {"market", 5}, {"hand_limit", 0}}) ==
          Lines{"/orders/dealt: expected an integer from 0 to 10, found -1",
                "/orders/market: expected an integer from 0 to 4, found 5",
                "/orders/hand_limit: expected an integer from 1 to 20, found 0"});
    CHECK(order_problems({{"dealt", 11}, {"hand_limit", 21}}) ==
          Lines{"/orders/dealt: expected an integer from 0 to 10, found 11",
                "/orders/hand_limit: expected an integer from 1 to 20, found 21"});
    CHECK(order_problems({{"order_actions", "no"}, {"discard_undealt", 1}}) ==
          Lines{"/orders/order_actions: expected true or false, found a string",
                "/orders/discard_undealt: expected true or false, found an integer"});
    CHECK(order_problems({{"deck", "all"}}) == Lines{"/orders/deck: unknown member \"deck\""});
    CHECK(problems_with("orders", "all") == Lines{"/orders: expected an object, found a string"});
    {
        json doc = valid_document();
        doc["orders"].erase("hand_limit");
        CHECK(read(doc).problems == Lines{"/orders: missing member \"hand_limit\""});
    }
    // A market needs order actions; discarding the orders not dealt leaves none for a market.
    CHECK(order_problems({{"order_actions", false}}) ==
          Lines{"/orders/market: a market needs order actions (\"order_actions\" is false; write "
                "\"market\": 0)"});
    CHECK(order_problems({{"discard_undealt", true}}) ==
          Lines{"/orders/discard_undealt: \"discard_undealt\": true needs \"market\": 0 (the "
                "orders not dealt are discarded: none are left for a market)"});
    CHECK(order_problems({{"order_actions", false}, {"discard_undealt", true}, {"market", 0}})
              .empty());
    // Market 0 is no market.
    json no_market = valid_document();
    no_market["orders"]["market"] = 0;
    const Read none = read(no_market);
    REQUIRE(none.scenario);
    CHECK_FALSE(none.scenario->market);
    CHECK(none.scenario->market_size == 0);
}

TEST_CASE("Blankets are dealt either at random or fixed, of candy types in play",
          "[catalog][scenario]") {
    CHECK(problems_with("blankets",
                        {{"flip_by_die", true}, {"random", 3}, {"fixed", {"red_circle"}}}) ==
          Lines{"/blankets: give either \"random\" (how many cards are dealt at random) or "
                "\"fixed\" (the candy types of the cards dealt), not both"});
    CHECK(problems_with("blankets", json::object()) ==
          Lines{"/blankets: missing member \"flip_by_die\"",
                "/blankets: missing member \"random\" (how many cards are dealt at random) or "
                "\"fixed\" (the candy types of the cards dealt)"});
    CHECK(problems_with("blankets", {{"random", 3}, {"flip_by_die", "yes"}}) ==
          Lines{"/blankets/flip_by_die: expected true or false, found a string"});
    const Read grey = read(document_with("blankets", {{"random", 3}, {"flip_by_die", false}}));
    REQUIRE(grey.scenario);
    CHECK_FALSE(grey.scenario->blankets_flipped_by_die);
    CHECK(problems_with("blankets", {{"flip_by_die", true}, {"random", 6}}) ==
          Lines{"/blankets/random: expected an integer from 0 to 5, found 6"});
    CHECK(problems_with("blankets", {{"flip_by_die", true}, {"random", 1}, {"grey", true}}) ==
          Lines{"/blankets/grey: unknown member \"grey\""});
    CHECK(problems_with("blankets", 3) == Lines{"/blankets: expected an object, found an integer"});
    CHECK(problems_with("blankets", {{"flip_by_die", true}, {"fixed", "yellow_hexagon"}}) ==
          Lines{"/blankets/fixed: expected an array, found a string"});
    CHECK(problems_with("blankets", {{"flip_by_die", true}, {"fixed", json::array()}}) ==
          Lines{"/blankets/fixed: expected 1 to 5 candy types, found 0 (for none, write "
                "\"random\": 0)"});
    CHECK(problems_with("blankets",
                        {{"flip_by_die", true}, {"fixed", {"yellow_hexagon", "pink_heart"}}}) ==
          Lines{"/blankets/fixed/1: unknown candy type \"pink_heart\" (expected \"red_circle\", "
                "\"yellow_hexagon\", \"green_triangle\", \"blue_square\" or "
                "\"purple_rectangle\")"});
    CHECK(problems_with("blankets",
                        {{"flip_by_die", true}, {"fixed", {"yellow_hexagon", "yellow_hexagon"}}}) ==
          Lines{"/blankets/fixed/1: \"yellow_hexagon\" appears twice"});
    // A fixed card must be of a type in play.
    json doc = valid_document();
    doc["candies"] = {"red_circle", "green_triangle", "purple_rectangle"};
    doc["blankets"] = {{"fixed", {"green_triangle", "yellow_hexagon"}}, {"flip_by_die", false}};
    CHECK(read(doc).problems ==
          Lines{"/blankets/fixed/1: the Yellow Hexagon is not in play (a fixed blanket order "
                "must be of a candy type in \"candies\")"});
    // ... judged only when "candies" itself reads well.
    doc["candies"] = {"red_circle", "orange_star"};
    CHECK(read(doc).problems.size() == 1);
    // Random: 0 deals none.
    const Read zero = read(document_with("blankets", {{"random", 0}, {"flip_by_die", true}}));
    REQUIRE(zero.scenario);
    CHECK(zero.scenario->blanket_deal == BlanketDeal::Random);
    CHECK(zero.scenario->blankets_dealt == 0);
}

TEST_CASE("Extra actions, the round cap and the toggles are checked", "[catalog][scenario]") {
    CHECK(problems_with("extra_actions", {"eat_candy", "nap", "eat_candy"}) ==
          Lines{"/extra_actions/1: unknown extra action \"nap\" (expected \"eat_candy\", "
                "\"five_second_rule\" or \"draw_two_keep_one\")",
                "/extra_actions/2: \"eat_candy\" appears twice"});
    CHECK(problems_with("extra_actions", "eat_candy") ==
          Lines{"/extra_actions: expected an array, found a string"});
    CHECK(problems_with("round_cap", 0) ==
          Lines{"/round_cap: expected an integer from 1 to 1000, found 0"});
    CHECK(problems_with("round_cap", 1001) ==
          Lines{"/round_cap: expected an integer from 1 to 1000, found 1001"});
    CHECK(problems_with("round_cap", 40.5) ==
          Lines{"/round_cap: expected an integer, found a number"});
    CHECK(problems_with("toggles", {"side_b", "side_c", "side_b"}) ==
          Lines{"/toggles/1: unknown toggle \"side_c\" (expected \"side_b\", \"sugarworkers\", "
                "\"shuffled_activation\", \"shuffled_outputs\", \"order_pawning\", "
                "\"order_swapping\" or \"hidden_orders\")",
                "/toggles/2: \"side_b\" appears twice"});
    CHECK(problems_with("toggles", json::object()) ==
          Lines{"/toggles: expected an array, found an object"});
    // Every toggle id of scenario.hpp is accepted.
    json all = json::array();
    for (Toggle t : kAllToggles)
        all.push_back(std::string(toggle_id(t)));
    const Read r = read(document_with("toggles", all));
    REQUIRE(r.scenario);
    CHECK(toggles(*r.scenario).size() == kToggleCount);
}

TEST_CASE("Every problem of a scenario is reported at once", "[catalog][scenario]") {
    json doc = valid_document();
    doc["name"] = "";
    doc["production"] = "dice";
    doc["orders"]["dealt"] = 11;
    doc["round_cap"] = 0;
    doc["toggles"] = {"side_c"};
    const Read r = read(doc);
    CHECK_FALSE(r.scenario);
    CHECK(r.problems.size() == 5);
}

// [SECTION] The catalog's checks

TEST_CASE("A scenario must find enough cards of its pool for its most players",
          "[catalog][scenario][validate]") {
    SECTION("First Shift cards") {
        DataCopy data("first-shift");
        json doc = data.read("scenarios/first_shift.json");
        doc["orders"]["dealt"] = 4;
        data.write_json("scenarios/first_shift.json", doc);
        CHECK(data.errors() ==
              Lines{"data/scenarios/first_shift.json:/orders: pool \"first_shift\" deals 4 orders "
                    "to each of 4 players: 16 cards with \"first_shift\": true needed, "
                    "orders.json has 13"});
        // A scenario with an error is not kept.
        const CatalogLoad load = load_catalog(data.dir());
        CHECK_FALSE(load.ok());
        CHECK(load.catalog.scenario("first_shift") == nullptr);
        CHECK(load.catalog.scenario("third_shift") != nullptr);
        // Three players need 12.
        doc["players"]["max"] = 3;
        data.write_json("scenarios/first_shift.json", doc);
        CHECK(data.errors().empty());
    }
    SECTION("sales orders, with the market") {
        DataCopy data("sales-only");
        json doc = data.read("scenarios/second_shift.json");
        doc["orders"]["dealt"] = 5;
        data.write_json("scenarios/second_shift.json", doc);
        CHECK(data.errors() ==
              Lines{"data/scenarios/second_shift.json:/orders: pool \"sales_only\" deals 5 orders "
                    "to each of 4 players and 4 to the market: 24 sales orders needed, "
                    "orders.json has 20"});
    }
    SECTION("every card") {
        DataCopy data("all");
        json doc = data.read("scenarios/lucy.json");
        doc["orders"]["dealt"] = 10;
        data.write_json("scenarios/lucy.json", doc);
        CHECK(data.errors() ==
              Lines{"data/scenarios/lucy.json:/orders: pool \"all\" deals 10 orders to each of 4 "
                    "players and 4 to the market: 44 order cards needed, orders.json has 40"});
    }
    SECTION("not judged when orders.json has errors") {
        DataCopy data("broken-orders");
        json doc = data.read("scenarios/first_shift.json");
        doc["orders"]["dealt"] = 10;
        data.write_json("scenarios/first_shift.json", doc);
        data.write("orders.json", "{\"schema\": \"sugarworks.orders/1\", \"total\": 40}");
        CHECK(data.errors() == Lines{"data/orders.json: missing member \"orders\""});
    }
}

TEST_CASE("A fixed blanket type needs its card in blanket_orders.json", "[catalog][scenario]") {
    // blanket_orders.json always has one card per type when it reads without errors, so the
    // check is shown on a list of cards.
    const Scenario& second = shipped("second_shift");
    std::vector<BlanketCard> blankets = testkit::catalog().blankets;
    Diagnostics errors;
    io::JsonReader reader("second_shift.json", errors);
    catalog::check_scenario_cards(second, &testkit::catalog().orders, &blankets, reader);
    CHECK(errors.empty());
    std::erase_if(blankets, [](const BlanketCard& card) { return card.candy == Yellow; });
    catalog::check_scenario_cards(second, &testkit::catalog().orders, &blankets, reader);
    REQUIRE(errors.size() == 1);
    CHECK(format_diagnostic(errors.front()) ==
          "second_shift.json:/blankets/fixed/0: blanket_orders.json has no blanket order for "
          "the Yellow Hexagon");
    // One player, with a market.
    errors.clear();
    Scenario solo = shipped("first_shift");
    solo.max_players = 1;
    solo.orders_dealt = 10;
    solo.market = true;
    solo.market_size = 4;
    catalog::check_scenario_cards(solo, &testkit::catalog().orders, &testkit::catalog().blankets,
                                  reader);
    CHECK(lines_of(errors) ==
          Lines{"second_shift.json:/orders: pool \"first_shift\" deals 10 orders to each of 1 "
                "player and 4 to the market: 14 cards with \"first_shift\": true needed, "
                "orders.json has 13"});
    // Nothing is judged against files that did not read.
    errors.clear();
    Scenario greedy = second;
    greedy.orders_dealt = 10;
    catalog::check_scenario_cards(greedy, nullptr, nullptr, reader);
    CHECK(errors.empty());
}

TEST_CASE(
    "A scenario deals only blanket orders its order cards can score: a fixed card that cannot "
    "is an error at the card, and so are more random ones than can",
    "[catalog][scenario][validate]") {
    SECTION("Second Shift with a fixed card counting completed special orders") {
        DataCopy data("fixed-special");
        json doc = data.read("scenarios/second_shift.json");
        doc["blankets"]["fixed"] = {"yellow_hexagon", "blue_square"};
        data.write_json("scenarios/second_shift.json", doc);
        CHECK(data.errors() ==
              Lines{"data/scenarios/second_shift.json:/blankets/fixed/1: the Blue Square "
                    "blanket order can never score here: its grey side counts completed special "
                    "orders, and the order cards it deals give none"});
    }
    SECTION("First Shift dealing four of the three it can score") {
        DataCopy data("random-four");
        json doc = data.read("scenarios/first_shift.json");
        doc["blankets"]["random"] = 4;
        data.write_json("scenarios/first_shift.json", doc);
        CHECK(data.errors() ==
              Lines{"data/scenarios/first_shift.json:/blankets/random: 4 blanket orders dealt, "
                    "but only 3 can score here (the Yellow Hexagon, Green Triangle and Purple "
                    "Rectangle ones)"});
    }
    SECTION("the shipped modes all can") {
        DataCopy data("shipped");
        CHECK(data.errors().empty());
    }
}

TEST_CASE("The data folder needs third_shift.json, and reads every scenarios/*.json",
          "[catalog][scenario][validate]") {
    SECTION("no third_shift.json") {
        DataCopy data("no-third");
        fs::remove(data.dir() / "scenarios" / "third_shift.json");
        CHECK(data.errors() == Lines{"data/scenarios: no third_shift.json (the standard game; "
                                     "every data folder needs it)"});
        const CatalogLoad load = load_catalog(data.dir());
        CHECK_FALSE(load.ok());
        CHECK(load.catalog.scenarios.size() == testkit::catalog().scenarios.size() - 1);
        CHECK(load.catalog.scenario("third_shift") == nullptr);
    }
    SECTION("no scenarios folder") {
        DataCopy data("no-folder");
        fs::remove_all(data.dir() / "scenarios");
        CHECK(data.errors() == Lines{"data/scenarios: no third_shift.json (the standard game; "
                                     "every data folder needs it)"});
    }
    SECTION("a new scenario is read; files that are not JSON are ignored") {
        DataCopy data("new");
        json doc = data.read("scenarios/lucy.json");
        doc["name"] = "Night Shift";
        data.write_json("scenarios/night_shift.json", doc);
        data.write("scenarios/README.md", "not read");
        data.write("scenarios/notes.txt", "not read");
        const ValidationReport report = validate_data(data.dir());
        CHECK(report.errors.empty());
        CHECK(std::count(report.files_checked.begin(), report.files_checked.end(),
                         "data/scenarios/night_shift.json") == 1);
        const CatalogLoad load = load_catalog(data.dir());
        REQUIRE(load.ok());
        REQUIRE(load.catalog.scenario("night_shift"));
        CHECK(load.catalog.scenario("night_shift")->name == "Night Shift");
        CHECK(load.catalog.scenarios.size() == testkit::catalog().scenarios.size() + 1);
    }
    SECTION("a scenario file with a syntax error") {
        DataCopy data("syntax");
        data.write("scenarios/lucy.json", "{\"schema\": \"sugarworks.scenario/2\",}");
        const Lines errors = data.errors();
        REQUIRE(errors.size() == 1);
        CHECK(errors.front().starts_with("data/scenarios/lucy.json: not valid JSON (line 1, "));
        CHECK(load_catalog(data.dir()).catalog.scenario("lucy") == nullptr);
    }
}

TEST_CASE("The scenario files count in the catalog's fingerprint", "[catalog][scenario]") {
    DataCopy data("fingerprint");
    const std::uint64_t before = load_catalog(data.dir()).catalog.fingerprint;
    CHECK(before == testkit::catalog().fingerprint);
    json doc = data.read("scenarios/third_shift.json");
    doc["round_cap"] = 30;
    data.write_json("scenarios/third_shift.json", doc);
    const CatalogLoad changed = load_catalog(data.dir());
    REQUIRE(changed.ok());
    CHECK(changed.catalog.fingerprint != before);
}
