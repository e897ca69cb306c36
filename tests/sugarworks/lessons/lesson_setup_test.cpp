// A lesson's fixed deal: the "setup" of a lesson file arranges the table after
// the seeded set-up, lesson_match starts from it, and every problem in it is
// named with the file and its JSON pointer.
#include <catch2/catch.hpp>

#include <algorithm>

#include "harness/random_sim.hpp"
#include "lessons/lesson.hpp"
#include "support/data_copy.hpp"
#include "support/testkit.hpp"

namespace sugarworks::lessons {
namespace {

using nlohmann::json;

const std::filesystem::path kData = SUGARWORKS_TEST_DATA_DIR;

// A short lesson of two steps whose "setup" the tests fill in.
json lesson_with(const json& setup, const std::string& scenario = "second_shift") {
    json doc = json::parse(R"({
      "schema": "sugarworks.lesson/2",
      "title": "A fixed deal",
      "summary": "The table as the lesson needs it.",
      "order": 60,
      "minutes": 2,
      "seed": 3,
      "seats": [{"name": "Sam", "learner": true}, {"name": "Blake", "computer": "easy"}],
      "steps": [
        {"say": "Draw an order.", "task": "act", "actions": [{"action": "draw_order"}]},
        {"say": "That is all.", "task": "read"}
      ]
    })");
    doc["scenario"] = scenario;
    if (!setup.is_null())
        doc["setup"] = setup;
    return doc;
}

struct Read {
    std::optional<Lesson> lesson;
    std::vector<std::string> errors;
};

Read read(const json& doc) {
    testkit::DataCopy copy(kData, "lesson-setup");
    copy.write_json("lessons/fixed.json", doc);
    Diagnostics errors;
    Read out;
    out.lesson = read_lesson(copy.dir() / "lessons" / "fixed.json", "fixed.json",
                             testkit::catalog(), errors);
    for (const Diagnostic& d : errors)
        out.errors.push_back(format_diagnostic(d));
    return out;
}

bool has_error(const std::vector<std::string>& errors, const std::string& text) {
    return std::any_of(errors.begin(), errors.end(),
                       [&](const std::string& e) { return e.find(text) != std::string::npos; });
}

int order_index(const std::string& id) {
    const auto& orders = testkit::catalog().orders;
    for (size_t i = 0; i < orders.size(); ++i)
        if (orders[i].id == id)
            return static_cast<int>(i);
    FAIL("no order " << id);
    return -1;
}

}  // namespace

TEST_CASE("A lesson's setup arranges its deal, and lesson_match starts from that table",
          "[lessons][setup]") {
    const json setup = json::parse(R"({
      "seats": [{"tiles": ["up_spring", "belt_right", 18],
                 "orders": ["x01-blue-most-heart", 20, "f04-purple-most-pumpkin"]}],
      "market": ["x02-no-blue-lost", null, null, null],
      "order_deck": ["x06-two-yellow-in-heart", "x07-blue-most-floor"],
      "tile_deck": ["x_hazard"],
      "blankets": [{"blanket": "blanket-yellow-hexagon", "side": "grey"}],
      "outputs": {"A-upper": "red_circle", "A-lower": "yellow_hexagon", "B-lower": "green_triangle",
                  "C-upper": "blue_square", "C-lower": "purple_rectangle"},
      "tiles": [{"at": "B1", "tile": "jump_right"}],
      "candies": [{"type": "red_circle", "at": "C5"}, {"type": "blue_square", "at": "output"}],
      "crates": [{"crate": "heart", "type": "yellow_hexagon", "count": 2}],
      "lost": [{"type": "green_triangle", "count": 1}]
    })");
    const Read r = read(lesson_with(setup));
    INFO(Catch::Detail::stringify(r.errors));
    REQUIRE(r.errors.empty());
    REQUIRE(r.lesson);
    const auto match = lesson_match(*r.lesson, testkit::catalog());
    REQUIRE(match);
    CHECK(match->arranged());
    const GameState& s = match->state();
    const Catalog& cat = testkit::catalog();
    // A tile kind names the lowest-numbered tile of that kind the setup does not name by
    // number: the first Right Jump (18) is Sam's, so the floor's is the second (19).
    CHECK(s.players[0].tiles == CardSet::from_bits((1ull << 8) | (1ull << 0) | (1ull << 18)));
    CHECK(s.floor.tile_at(testkit::at("B1")).tile == 19);
    CHECK(s.tile_deck.top() == *cat.first_tile_of_kind("x_hazard"));
    CHECK(s.players[0].orders.contains(order_index("x01-blue-most-heart")));
    CHECK(s.players[0].orders.contains(20));
    CHECK(s.players[0].orders.contains(order_index("f04-purple-most-pumpkin")));
    CHECK(s.market[0] == order_index("x02-no-blue-lost"));
    CHECK(s.order_deck.top() == order_index("x06-two-yellow-in-heart"));
    CHECK(s.order_deck.at(s.order_deck.size() - 2) == order_index("x07-blue-most-floor"));
    CHECK(s.floor.output_spot(CandyType::RedCircle) == 0);
    CHECK(testkit::type_at(s.floor, "C5") == CandyType::RedCircle);
    CHECK(s.floor.dock(*s.floor.output_spot(CandyType::BlueSquare)).candy != kNoCandy);
    CHECK(s.floor.dock(*s.floor.output_spot(CandyType::RedCircle)).candy == kNoCandy);
    CHECK(s.floor.crate(0).contents[index_of(CandyType::YellowHexagon)] == 2);
    CHECK(s.floor.lost()[index_of(CandyType::GreenTriangle)] == 1);
    CHECK(harness::check_state(match->game(), s).empty());
    // Its script is played from the same table.
    CHECK(check_lesson(*r.lesson, cat, "fixed.json").empty());
    // Without a setup, the match is the seed's deal, as before.
    const Read plain = read(lesson_with(json()));
    REQUIRE(plain.lesson);
    const auto dealt = lesson_match(*plain.lesson, cat);
    REQUIRE(dealt);
    CHECK_FALSE(dealt->arranged());
    CHECK(dealt->state() == dealt->game().new_game(3));
}

TEST_CASE("A setup that names what the data does not have is reported at its pointer",
          "[lessons][setup]") {
    const json setup = json::parse(R"({
      "seats": [{"tiles": ["rocket", 99], "orders": ["no-such-order", 77]}, {"hats": []}],
      "market": [true],
      "tile_deck": ["up_spring", "up_spring", "up_spring", "up_spring", "up_spring"],
      "blankets": [{"blanket": "blanket-pink", "side": "shiny"}],
      "outputs": {"E-middle": "red_circle", "A-upper": "orange"},
      "tiles": [{"at": "B9"}, {"at": "Z", "tile": "up_spring"}],
      "candies": [{"type": "red_circle", "at": "nowhere"}, {"type": "mint", "at": "A1"}],
      "crates": [{"crate": "box", "type": "red_circle", "count": 0}],
      "lost": [{"type": "red_circle", "count": 9}],
      "weather": "rain"
    })");
    const Read r = read(lesson_with(setup));
    INFO(Catch::Detail::stringify(r.errors));
    CHECK_FALSE(r.lesson);
    const std::string f = "fixed.json:/setup";
    CHECK(has_error(r.errors, f + "/weather: unknown member \"weather\""));
    CHECK(has_error(r.errors, f + "/seats/0/tiles/0: unknown conveyor tile kind \"rocket\""));
    CHECK(has_error(r.errors, f + "/seats/0/tiles/1: there is no conveyor tile 99"));
    CHECK(has_error(r.errors, f + "/seats/0/orders/0: unknown order card \"no-such-order\""));
    CHECK(has_error(r.errors, f + "/seats/0/orders/1: there is no order card 77"));
    CHECK(has_error(r.errors, f + "/seats/1/hats: unknown member \"hats\""));
    CHECK(has_error(r.errors, f + "/market/0"));
    CHECK(has_error(r.errors, f + "/tile_deck/4: no Up Spring is left"));
    CHECK(has_error(r.errors, f + "/blankets/0/blanket: unknown blanket order \"blanket-pink\""));
    CHECK(has_error(r.errors, f + "/blankets/0/side"));
    CHECK(has_error(r.errors, f + "/outputs/E-middle: unknown dock spot \"E-middle\""));
    CHECK(has_error(r.errors, f + "/outputs/A-upper: unknown candy type \"orange\""));
    CHECK(has_error(r.errors, f + "/tiles/0: missing member \"tile\""));
    CHECK(has_error(r.errors, f + "/tiles/1/at"));
    CHECK(has_error(r.errors, f + "/candies/0/at"));
    CHECK(has_error(r.errors, f + "/candies/1/type: unknown candy type \"mint\""));
    CHECK(has_error(r.errors, f + "/crates/0/crate: unknown crate \"box\""));
    CHECK(has_error(r.errors, f + "/crates/0/count"));
}

TEST_CASE("A setup the game cannot arrange is reported at the entry at fault", "[lessons][setup]") {
    const json setup = json::parse(R"({
      "seats": [{"orders": ["f01-purple-most-bunny"], "tiles": ["up_spring", "belt_right",
                 "belt_right", "down_chute"]},
                {"orders": ["f01-purple-most-bunny"]},
                {"tiles": []}],
      "tiles": [{"at": [3, 0], "tile": "belt_left"}],
      "candies": [{"type": "blue_square", "at": "A1"}, {"type": "red_circle", "at": "A7"}],
      "lost": [{"type": "red_circle", "count": 5}]
    })");
    const Read r = read(lesson_with(setup, "first_shift"));
    INFO(Catch::Detail::stringify(r.errors));
    CHECK_FALSE(r.lesson);
    const std::string f = "fixed.json:/setup";
    CHECK(has_error(r.errors, f + "/seats/0/tiles: seat 1 would hold 4 conveyor tiles"));
    CHECK(has_error(r.errors, f + "/seats/1/orders/0: order card 20 (f01-purple-most-bunny) is "
                                  "named twice"));
    CHECK(has_error(r.errors, f + "/seats/2: there is no seat 3: this game has 2 players"));
    CHECK(has_error(r.errors, f + "/tiles/0: (3,0) is not a space of the board"));
    CHECK(has_error(r.errors, f + "/candies/0: Blue Square is not in play in First Shift"));
    CHECK(has_error(r.errors, f + "/candies/1: A7 is not a space of the board"));
    CHECK(has_error(r.errors, f + "/lost/0: more Red Circles than the game has"));
}

TEST_CASE(
    "A setup against the mode's set-up rules is reported at its entry: blanket sides the "
    "set-up roll did not turn, a blanket order the mode never deals, a hand the deal "
    "could not have given",
    "[lessons][setup]") {
    // The Third Shift lesson's deal: seed 38 rolls the Purple Rectangle at set-up.
    json third = lesson_with(json::parse(R"({
      "blankets": [
        {"blanket": "blanket-red-circle", "side": "colourful"},
        {"blanket": "blanket-blue-square", "side": "grey"},
        {"blanket": "blanket-purple-rectangle", "side": "grey"}
      ]
    })"),
                             "third_shift");
    third["seed"] = 38;
    const Read against = read(third);
    INFO(Catch::Detail::stringify(against.errors));
    CHECK_FALSE(against.lesson);
    const std::string f = "fixed.json:/setup";
    CHECK(has_error(against.errors, f + "/blankets/0: the set-up roll was the Purple Rectangle, "
                                        "so blanket-red-circle must lie grey side up"));
    CHECK_FALSE(has_error(against.errors, f + "/blankets/1"));
    CHECK(has_error(against.errors, f + "/blankets/2: the set-up roll was the Purple Rectangle, "
                                        "so blanket-purple-rectangle must lie colourful side up"));
    third["setup"]["blankets"][0]["side"] = "grey";
    third["setup"]["blankets"][2]["side"] = "colourful";
    const Read following = read(third);
    INFO(Catch::Detail::stringify(following.errors));
    CHECK(following.lesson);

    // First Shift: sales orders only, so the blanket orders counting completed
    // special orders are never dealt; and no order action ever adds a fourth order.
    const json first = lesson_with(json::parse(R"({
      "seats": [{"orders": ["f01-purple-most-bunny", "f04-purple-most-pumpkin",
                            "f13-green-in-heart", "f02-red-most-bunny"]}],
      "blankets": [
        {"blanket": "blanket-red-circle", "side": "grey"},
        {"blanket": "blanket-yellow-hexagon", "side": "grey"},
        {"blanket": "blanket-green-triangle", "side": "grey"}
      ]
    })"),
                                   "first_shift");
    const Read first_read = read(first);
    INFO(Catch::Detail::stringify(first_read.errors));
    CHECK_FALSE(first_read.lesson);
    CHECK(has_error(first_read.errors,
                    f + "/blankets/0: blanket-red-circle can never score in First Shift (its "
                        "grey side counts completed special orders, and the order cards it "
                        "deals give none)"));
    CHECK_FALSE(has_error(first_read.errors, f + "/blankets/1"));
    CHECK(has_error(first_read.errors,
                    f + "/seats/0/orders: seat 1 would hold 4 orders; a hand holds at most 3"));
}

TEST_CASE("A lesson of the first schema is still read, and a setup needs the second",
          "[lessons][setup]") {
    json doc = lesson_with(json());
    CHECK(read(doc).lesson);
    doc["schema"] = "sugarworks.lesson/1";
    const Read old = read(doc);
    INFO(Catch::Detail::stringify(old.errors));
    CHECK(old.errors.empty());
    CHECK(old.lesson);
    doc["setup"] = json::parse(R"({"tile_deck": ["x_hazard"]})");
    const Read refused = read(doc);
    CHECK(has_error(refused.errors, "fixed.json:/setup: unknown member \"setup\""));
    doc["schema"] = "sugarworks.lesson/3";
    CHECK(has_error(read(doc).errors,
                    "fixed.json:/schema: schema version \"sugarworks.lesson/3\" is not supported"));
}

}  // namespace sugarworks::lessons
