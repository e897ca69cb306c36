// The order cards, blanket orders and candy die of data/ (rulings sections 5 and 6), and
// the readers that check them.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/orders.hpp"
#include "support/data_copy.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

const Catalog& shipped() {
    return testkit::catalog();
}

constexpr auto Red = CandyType::RedCircle;
constexpr auto Yellow = CandyType::YellowHexagon;
constexpr auto Green = CandyType::GreenTriangle;
constexpr auto Blue = CandyType::BlueSquare;
constexpr auto Purple = CandyType::PurpleRectangle;

// First Shift's candy types, as its scenario file gives them.
bool first_shift_type(CandyType type) {
    const Scenario* first = shipped().scenario("first_shift");
    REQUIRE(first);
    return first->in_play(type);
}

const OrderCard* find_special(const Trigger& trigger) {
    for (const OrderCard& card : shipped().orders) {
        if (card.kind == OrderKind::Special && card.trigger == trigger)
            return &card;
    }
    return nullptr;
}

const OrderCard* find_sales(const SalesCondition& condition) {
    for (const OrderCard& card : shipped().orders) {
        if (card.kind == OrderKind::Sales && card.sales == condition)
            return &card;
    }
    return nullptr;
}

template <typename Pred>
bool any_special(Pred pred) {
    return std::any_of(shipped().orders.begin(), shipped().orders.end(), [&](const OrderCard& c) {
        return c.kind == OrderKind::Special && pred(c.trigger);
    });
}

template <typename Pred>
bool any_sales(Pred pred) {
    return std::any_of(shipped().orders.begin(), shipped().orders.end(), [&](const OrderCard& c) {
        return c.kind == OrderKind::Sales && pred(c.sales);
    });
}

// Reads a document with one of the readers; returns the messages ("pointer: message").
template <typename Read>
std::vector<std::string> problems(const std::string& text, Read read) {
    Diagnostics errors;
    const auto doc = io::parse_json_text(text, "test.json", errors);
    REQUIRE(doc);
    io::JsonReader reader("test.json", errors);
    read(*doc, reader);
    std::vector<std::string> out;
    for (const Diagnostic& d : errors)
        out.push_back(d.pointer + ": " + d.message);
    return out;
}

std::vector<std::string> order_problems(const std::string& orders, int total = 1) {
    return problems("{\"schema\": \"sugarworks.orders/1\", \"total\": " + std::to_string(total) +
                        ", \"orders\": [" + orders + "]}",
                    [](const io::json& doc, io::JsonReader& reader) {
                        catalog::read_order_cards(doc, reader);
                    });
}

std::vector<std::string> trigger_problems(const std::string& trigger) {
    return order_problems(
        "{\"id\": \"t\", \"kind\": \"special\", \"icons\": [\"red_circle\"], \"points\": 1, "
        "\"first_shift\": false, \"trigger\": " +
        trigger + "}");
}

std::vector<std::string> sales_problems(const std::string& sales, bool first_shift = false) {
    return order_problems(
        "{\"id\": \"s\", \"kind\": \"sales\", \"icons\": [\"red_circle\"], \"points\": 1, "
        "\"first_shift\": " +
        std::string(first_shift ? "true" : "false") + ", \"sales\": " + sales + "}");
}

}  // namespace

TEST_CASE("The shipped cards and die load with the counts of the box", "[catalog][orders]") {
    const Catalog& cat = shipped();
    CHECK(cat.orders.size() == 40);
    CHECK(cat.blankets.size() == 5);
    CHECK(cat.die_faces.size() == 6);
    for (int i = 0; i < static_cast<int>(cat.orders.size()); ++i)
        CHECK(&cat.order(i) == &cat.orders[static_cast<size_t>(i)]);
    std::set<std::string> ids;
    for (const OrderCard& card : cat.orders) {
        INFO(card.id);
        CHECK(ids.insert(card.id).second);
        CHECK(catalog::is_card_id(card.id));
        CHECK(card.points >= 1);
        CHECK(card.points <= 6);
        CHECK(!card.icons.empty());
        CHECK(card.icons.size() <= 3);
    }
}

TEST_CASE("Roughly half the orders are special and half are sales", "[catalog][orders]") {
    const auto specials =
        std::count_if(shipped().orders.begin(), shipped().orders.end(),
                      [](const OrderCard& c) { return c.kind == OrderKind::Special; });
    CHECK(specials >= 16);
    CHECK(specials <= 24);
}

TEST_CASE("First Shift has a deck of sales orders using only Circle, Triangle and Rectangle",
          "[catalog][orders][first-shift]") {
    int count = 0;
    for (const OrderCard& card : shipped().orders) {
        if (!card.first_shift)
            continue;
        ++count;
        INFO(card.id);
        CHECK(card.kind == OrderKind::Sales);
        for (CandyType icon : card.icons)
            CHECK(first_shift_type(icon));
        CHECK(first_shift_type(card.sales.candy));
    }
    // 4 players x 3 cards.
    CHECK(count >= 12);
}

TEST_CASE("The rulebook's example cards are in the deck", "[catalog][orders]") {
    SECTION("two Red Circles Bonk!, counting as two Red Circle icons") {
        const OrderCard* card =
            find_special(Trigger{.event = EventKind::Bonk, .candy = Red, .struck = Red});
        REQUIRE(card);
        CHECK(card->icon_count(Red) == 2);
    }
    SECTION("Dallas's special order: a Green Triangle is eaten") {
        const OrderCard* card = find_special(Trigger{.event = EventKind::Eaten, .candy = Green});
        REQUIRE(card);
        CHECK(card->shows(Green));
    }
    SECTION("the sales order: Purple Rectangle has the most in the Bunny crate") {
        const OrderCard* card = find_sales(SalesCondition{.place = SalesPlace::Crate,
                                                          .crate = CrateKind::Bunny,
                                                          .measure = SalesMeasure::Most,
                                                          .candy = Purple});
        REQUIRE(card);
        CHECK(card->shows(Purple));
        CHECK(card->first_shift);
    }
}

TEST_CASE("Every mechanism of the floor is asked for by some special order",
          "[catalog][orders][coverage]") {
    CHECK(any_special(
        [](const Trigger& t) { return t.event == EventKind::Bonk && t.candy && t.struck; }));
    CHECK(any_special(
        [](const Trigger& t) { return t.event == EventKind::Bonk && t.candy && !t.struck; }));
    CHECK(any_special(
        [](const Trigger& t) { return t.event == EventKind::Bonk && !t.candy && t.struck; }));
    CHECK(any_special([](const Trigger& t) { return t.min_depth == 2; }));
    CHECK(any_special([](const Trigger& t) { return t.min_depth == 3; }));
    CHECK(any_special([](const Trigger& t) { return t.eaten_by == CornerKind::Eater; }));
    CHECK(any_special([](const Trigger& t) { return t.eaten_by == CornerKind::X; }));
    CHECK(any_special([](const Trigger& t) { return t.event == EventKind::Eaten && !t.eaten_by; }));
    for (CrateKind crate : {CrateKind::Heart, CrateKind::Pumpkin, CrateKind::Bunny}) {
        INFO(std::string(crate_kind_name(crate)));
        CHECK(any_special([&](const Trigger& t) { return t.crate == crate; }));
    }
    CHECK(any_special([](const Trigger& t) {
        return t.event == EventKind::Delivered && t.cause == MoveCause::Jump;
    }));
    CHECK(any_special(
        [](const Trigger& t) { return t.event == EventKind::Move && t.cause == MoveCause::Jump; }));
    CHECK(any_special([](const Trigger& t) {
        return t.event == EventKind::Delivered && t.cause == MoveCause::Pushed;
    }));
    CHECK(any_special([](const Trigger& t) { return t.loss == LossCause::OffEdge; }));
    CHECK(any_special([](const Trigger& t) { return t.loss == LossCause::OntoOutput; }));
    CHECK(any_special(
        [](const Trigger& t) { return t.event == EventKind::Delivered && t.min_depth >= 1; }));
    // Chains of 4 or more are too rare to ask for.
    CHECK_FALSE(any_special([](const Trigger& t) { return t.min_depth >= 4; }));
    CHECK_FALSE(any_special([](const Trigger& t) { return t.loss == LossCause::Loop; }));
}

TEST_CASE("Sales orders use every measure and look at every place", "[catalog][orders][coverage]") {
    for (SalesMeasure m :
         {SalesMeasure::Most, SalesMeasure::Fewest, SalesMeasure::No, SalesMeasure::AtLeast}) {
        INFO(static_cast<int>(m));
        CHECK(any_sales([&](const SalesCondition& c) { return c.measure == m; }));
    }
    for (SalesPlace p : {SalesPlace::AllCrates, SalesPlace::Lost, SalesPlace::Floor}) {
        INFO(static_cast<int>(p));
        CHECK(any_sales([&](const SalesCondition& c) { return c.place == p; }));
    }
    for (CrateKind crate : {CrateKind::Heart, CrateKind::Pumpkin, CrateKind::Bunny}) {
        INFO(std::string(crate_kind_name(crate)));
        // Each crate is read with at least two different measures.
        std::set<SalesMeasure> measures;
        for (const OrderCard& card : shipped().orders) {
            if (card.kind == OrderKind::Sales && card.sales.place == SalesPlace::Crate &&
                card.sales.crate == crate)
                measures.insert(card.sales.measure);
        }
        CHECK(measures.size() >= 2);
    }
    // Every type is the subject of some sales order.
    for (CandyType type : kAllCandyTypes)
        CHECK(any_sales([&](const SalesCondition& c) { return c.candy == type; }));
}

TEST_CASE("Each candy type gets a fair share of the icons", "[catalog][orders]") {
    std::map<CandyType, int> icons;
    int all = 0;
    for (const OrderCard& card : shipped().orders) {
        for (CandyType icon : card.icons) {
            ++icons[icon];
            ++all;
        }
    }
    for (CandyType type : kAllCandyTypes) {
        INFO(std::string(candy_type_name(type)) << ": " << icons[type] << " of " << all);
        // A fifth each, give or take.
        CHECK(icons[type] * 100 >= all * 16);
        CHECK(icons[type] * 100 <= all * 24);
    }
}

TEST_CASE("Points run from 1 to 6 and the rare events pay most", "[catalog][orders]") {
    std::set<int> values;
    for (const OrderCard& card : shipped().orders)
        values.insert(card.points);
    CHECK(values == std::set<int>{1, 2, 3, 4, 5, 6});
    // A chain of three Bonks! is rarer than a chain of two, and pays more.
    const OrderCard* two = find_special(Trigger{.event = EventKind::Bonk, .min_depth = 2});
    const OrderCard* three = find_special(Trigger{.event = EventKind::Bonk, .min_depth = 3});
    REQUIRE(two);
    REQUIRE(three);
    CHECK(three->points > two->points);
}

TEST_CASE("Five blanket orders, one per candy type, each with a grey and a colourful side",
          "[catalog][blanket]") {
    std::set<CandyType> types;
    for (const BlanketCard& card : shipped().blankets) {
        INFO(card.id);
        types.insert(card.candy);
        for (const BlanketSide* side : {&card.grey, &card.colourful}) {
            REQUIRE((side->points.size() == 1 || side->points.size() == 2));
            if (side->points.size() == 2)
                CHECK(side->points[0] > side->points[1]);
        }
        // The colourful side is about the card's own candy type.
        CHECK((card.colourful.count == BlanketCount::Icons ||
               card.colourful.count == BlanketCount::CardsShowing));
        CHECK(card.colourful.candy == card.candy);
    }
    CHECK(types.size() == 5);
}

TEST_CASE("The Yellow Hexagon blanket's grey side works alone with sales orders only",
          "[catalog][blanket]") {
    // Second Shift and Classic Sugarworks play it alone, with a deck of sales orders.
    const auto it = std::find_if(shipped().blankets.begin(), shipped().blankets.end(),
                                 [](const BlanketCard& b) { return b.candy == Yellow; });
    REQUIRE(it != shipped().blankets.end());
    CHECK(it->grey.count != BlanketCount::CompletedSpecial);
}

TEST_CASE("The die has the five candy types and ALL", "[catalog][die]") {
    std::set<CandyType> types;
    int all = 0;
    for (const DieFace& face : shipped().die_faces) {
        if (face.all)
            ++all;
        else
            types.insert(face.candy);
    }
    CHECK(all == 1);
    CHECK(types.size() == 5);
}

TEST_CASE("Trigger members are refused for events they do not apply to",
          "[catalog][orders][reader]") {
    CHECK(trigger_problems("{\"event\": \"bonk\", \"candy\": \"red_circle\", \"struck\": "
                           "\"blue_square\", \"min_depth\": 2}")
              .empty());
    CHECK(trigger_problems("{\"event\": \"eaten\", \"crate\": \"heart\"}") ==
          std::vector<std::string>{"/orders/0/trigger/crate: \"crate\" does not apply to the "
                                   "event \"eaten\" (only to \"delivered\")"});
    CHECK(trigger_problems("{\"event\": \"delivered\", \"struck\": \"red_circle\"}") ==
          std::vector<std::string>{"/orders/0/trigger/struck: \"struck\" does not apply to the "
                                   "event \"delivered\" (only to \"bonk\")"});
    CHECK(trigger_problems("{\"event\": \"bonk\", \"cause\": \"jump\"}") ==
          std::vector<std::string>{"/orders/0/trigger/cause: \"cause\" does not apply to the "
                                   "event \"bonk\" (only to \"move\", \"delivered\" and "
                                   "\"lost\")"});
    CHECK(trigger_problems("{\"event\": \"move\", \"loss\": \"off_edge\"}") ==
          std::vector<std::string>{"/orders/0/trigger/loss: \"loss\" does not apply to the "
                                   "event \"move\" (only to \"lost\")"});
    CHECK(trigger_problems("{\"event\": \"lost\", \"eaten_by\": \"x\"}") ==
          std::vector<std::string>{"/orders/0/trigger/eaten_by: \"eaten_by\" does not apply to "
                                   "the event \"lost\" (only to \"eaten\")"});
    CHECK(trigger_problems("{\"event\": \"eaten\", \"eaten_by\": \"alien\", \"min_depth\": 0}") ==
          std::vector<std::string>{
              "/orders/0/trigger/eaten_by: unknown corner icon \"alien\" (expected \"eater\" or "
              "\"x\")",
              "/orders/0/trigger/min_depth: expected an integer from 1 to 9, found 0"});
    CHECK(trigger_problems("{\"candy\": \"red_circle\"}") ==
          std::vector<std::string>{"/orders/0/trigger: missing member \"event\""});
    CHECK(trigger_problems("{\"event\": \"activate\"}") ==
          std::vector<std::string>{"/orders/0/trigger/event: unknown trigger event \"activate\" "
                                   "(expected \"bonk\", \"eaten\", \"delivered\", \"lost\" or "
                                   "\"move\")"});
}

TEST_CASE("A trigger read from JSON is what the card says", "[catalog][orders][reader]") {
    Diagnostics errors;
    io::JsonReader reader("test.json", errors);
    const auto trigger = catalog::read_trigger(
        io::json::parse(R"({"event": "delivered", "candy": "blue_square", "crate": "pumpkin",
                            "cause": "jump", "min_depth": 1})"),
        io::Pointer(), reader);
    REQUIRE(trigger);
    CHECK(errors.empty());
    CHECK(*trigger == Trigger{.event = EventKind::Delivered,
                              .candy = Blue,
                              .crate = CrateKind::Pumpkin,
                              .cause = MoveCause::Jump,
                              .min_depth = 1});
}

TEST_CASE("Sales conditions need a crate for place crate and a count for at_least",
          "[catalog][orders][reader]") {
    CHECK(sales_problems("{\"place\": \"crate\", \"crate\": \"bunny\", \"measure\": \"at_least\", "
                         "\"candy\": \"red_circle\", \"count\": 2}")
              .empty());
    CHECK(sales_problems("{\"place\": \"floor\", \"measure\": \"no\", \"candy\": \"red_circle\", "
                         "\"count\": 2}") ==
          std::vector<std::string>{
              "/orders/0/sales/count: \"count\" is only for measure \"at_least\""});
    CHECK(
        sales_problems("{\"place\": \"bin\", \"measure\": \"most\", \"candy\": \"red_circle\"}") ==
        std::vector<std::string>{"/orders/0/sales/place: unknown place \"bin\" (expected "
                                 "\"crate\", \"all_crates\", \"lost\" or \"floor\")"});
    CHECK(sales_problems(
              "{\"place\": \"lost\", \"measure\": \"least\", \"candy\": \"red_circle\"}") ==
          std::vector<std::string>{"/orders/0/sales/measure: unknown measure \"least\" (expected "
                                   "\"most\", \"fewest\", \"no\" or \"at_least\")"});
}

TEST_CASE(
    "First Shift's candy types are read from its scenario file: a First Shift card that shows "
    "or names another is reported in orders.json, and a type added to \"candies\" is allowed",
    "[catalog][orders][reader][first-shift]") {
    CHECK(first_shift_type(Red));
    CHECK(first_shift_type(Green));
    CHECK(first_shift_type(Purple));
    CHECK_FALSE(first_shift_type(Yellow));
    CHECK_FALSE(first_shift_type(Blue));

    testkit::DataCopy data(SUGARWORKS_TEST_DATA_DIR, "first-shift-candies");
    nlohmann::json orders = data.read("orders.json");
    int card = -1;
    for (size_t i = 0; i < orders["orders"].size(); ++i) {
        if (orders["orders"][i]["first_shift"] == true && card < 0)
            card = static_cast<int>(i);
    }
    REQUIRE(card >= 0);
    nlohmann::json& first = orders["orders"][static_cast<size_t>(card)];
    first["icons"][0] = "blue_square";
    first["sales"]["candy"] = "yellow_hexagon";
    data.write_json("orders.json", orders);
    const std::string at = "data/orders.json:/orders/" + std::to_string(card);
    const std::string deck =
        ": this card is in the order deck of First Shift (data/scenarios/first_shift.json), which "
        "plays only Red Circle, Green Triangle and Purple Rectangle (its \"candies\"), not ";
    CHECK(data.errors() == std::vector<std::string>{at + "/icons/0" + deck + "Blue Square",
                                                    at + "/sales/candy" + deck + "Yellow Hexagon"});

    // The rule lives in the scenario: with both types in play, the same card is fine.
    nlohmann::json scenario = data.read("scenarios/first_shift.json");
    scenario["candies"] = {"red_circle", "yellow_hexagon", "green_triangle", "blue_square",
                           "purple_rectangle"};
    data.write_json("scenarios/first_shift.json", scenario);
    CHECK(data.errors().empty());
}

TEST_CASE("Order cards are checked for kind, icons, points and members",
          "[catalog][orders][reader]") {
    CHECK(order_problems("{\"id\": \"a\", \"kind\": \"special\", \"icons\": [\"red_circle\", "
                         "\"red_circle\", \"blue_square\", \"green_triangle\"], \"points\": 0, "
                         "\"first_shift\": \"no\"}") ==
          std::vector<std::string>{
              "/orders/0/icons: an order shows 1 to 3 candy icons, found 4",
              "/orders/0/points: expected an integer from 1 to 6, found 0",
              "/orders/0/first_shift: expected true or false, found a string",
              "/orders/0: missing member \"trigger\" (a special order needs one)"});
    CHECK(order_problems("{\"id\": \"a\", \"kind\": \"special\", \"icons\": [\"red_circle\"], "
                         "\"points\": 2, \"first_shift\": false, \"trigger\": {\"event\": "
                         "\"bonk\"}, \"sales\": {}}") ==
          std::vector<std::string>{
              "/orders/0/sales: a special order has a \"trigger\", not \"sales\""});
    CHECK(order_problems("", 2) ==
          std::vector<std::string>{"/orders: \"total\" says 2, but the file lists 0 orders"});
}

TEST_CASE("Blanket orders and the die are read with every error", "[catalog][blanket][die]") {
    const auto blanket_problems = [](const std::string& side) {
        return problems(
            "{\"schema\": \"sugarworks.blanket-orders/1\", \"blankets\": [{\"id\": \"b\", "
            "\"candy\": \"red_circle\", \"grey\": " +
                side +
                ", \"colourful\": {\"count\": \"icons\", \"candy\": \"red_circle\", \"points\": "
                "[5, 2]}}]}",
            [](const io::json& doc, io::JsonReader& reader) {
                catalog::read_blanket_cards(doc, reader);
            });
    };
    const std::vector<std::string> only_red = {
        "/blankets: no blanket order for the Yellow Hexagon (one card per candy type)",
        "/blankets: no blanket order for the Green Triangle (one card per candy type)",
        "/blankets: no blanket order for the Blue Square (one card per candy type)",
        "/blankets: no blanket order for the Purple Rectangle (one card per candy type)",
        "/blankets: expected 5 blanket orders, found 1"};
    CHECK(blanket_problems("{\"count\": \"completed_sales\", \"points\": [3], \"at_least\": 2}") ==
          only_red);
    auto got = blanket_problems("{\"count\": \"completed_sales\", \"points\": [0, 1, 2]}");
    REQUIRE_FALSE(got.empty());
    CHECK(got.front() ==
          "/blankets/0/grey/points: expected [most, second most] or [points] with \"at_least\", "
          "found 3 values");
    got = blanket_problems("{\"count\": \"cards_showing\", \"points\": [3, 1]}");
    REQUIRE_FALSE(got.empty());
    CHECK(got.front() ==
          "/blankets/0/grey: missing member \"candy\" (count \"cards_showing\" needs one)");

    const auto die_problems = [](const std::string& faces) {
        return problems("{\"schema\": \"sugarworks.die/1\", \"faces\": " + faces + "}",
                        [](const io::json& doc, io::JsonReader& reader) {
                            catalog::read_die_faces(doc, reader);
                        });
    };
    CHECK(die_problems("[\"red_circle\", \"yellow_hexagon\", \"green_triangle\", \"blue_square\", "
                       "\"purple_rectangle\", \"all\"]")
              .empty());
    CHECK(die_problems("[\"red_circle\", \"yellow_hexagon\", \"green_triangle\", \"blue_square\", "
                       "\"purple_rectangle\", \"purple_rectangle\"]") ==
          std::vector<std::string>{"/faces/5: \"purple_rectangle\" appears twice",
                                   "/faces: no \"all\" face"});
}
