// The words on the cards and the die, generated from their structure (rulings section 6):
// every card reads, no two read the same, and the wording says what the engine checks.
#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <string>

#include "sugarworks/orders.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using testkit::catalog;

namespace {

constexpr auto Red = CandyType::RedCircle;
constexpr auto Yellow = CandyType::YellowHexagon;
constexpr auto Green = CandyType::GreenTriangle;
constexpr auto Blue = CandyType::BlueSquare;
constexpr auto Purple = CandyType::PurpleRectangle;

// Plain sentences: a capital first, a full stop (or the "!" of a Bonk!) last, no doubled
// spaces, no lower-case candy names.
void check_sentence(const std::string& text) {
    INFO(text);
    REQUIRE_FALSE(text.empty());
    CHECK(std::isupper(static_cast<unsigned char>(text.front())));
    CHECK((text.back() == '.' || text.back() == '!'));
    CHECK(text.find("  ") == std::string::npos);
    CHECK(text.find(" .") == std::string::npos);
    for (CandyType type : kAllCandyTypes) {
        std::string lower(candy_type_name(type));
        for (char& ch : lower)
            ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        CHECK(text.find(lower) == std::string::npos);
    }
}

}  // namespace

TEST_CASE("Every order card reads, and no two cards read the same", "[text][orders]") {
    std::set<std::string> cards;
    std::set<std::string> conditions;
    for (const OrderCard& card : catalog().orders) {
        const std::string condition = card.kind == OrderKind::Special
                                          ? describe_trigger(card.trigger)
                                          : describe_sales(card.sales);
        const std::string text = describe_order(card);
        INFO(card.id << ": " << text);
        check_sentence(condition);
        check_sentence(text);
        CHECK(text.find(condition) != std::string::npos);
        // The condition alone tells the cards apart, not only their points or icons.
        CHECK(conditions.insert(condition).second);
        CHECK(cards.insert(text).second);
        for (CandyType icon : card.icons)
            CHECK(text.find(std::string(candy_type_name(icon))) != std::string::npos);
    }
    CHECK(cards.size() == catalog().orders.size());
}

TEST_CASE("The rulebook's example cards read as the rulebook says", "[text][orders]") {
    CHECK(describe_trigger({.event = EventKind::Bonk, .candy = Red, .struck = Red}) ==
          "A Red Circle bonks a Red Circle.");
    CHECK(describe_trigger({.event = EventKind::Eaten, .candy = Green}) ==
          "A Green Triangle is eaten.");
    CHECK(describe_sales({.place = SalesPlace::Crate,
                          .crate = CrateKind::Bunny,
                          .measure = SalesMeasure::Most,
                          .candy = Purple}) ==
          "Purple Rectangle has the most candies in the Bunny crate (ties count).");
    // And the shipped cards say so, with their points and icons.
    bool found = false;
    for (const OrderCard& card : catalog().orders) {
        if (card.kind == OrderKind::Special && card.trigger.candy == Red &&
            card.trigger.struck == Red) {
            found = true;
            CHECK(describe_order(card) == "Special order, " + std::to_string(card.points) +
                                              " points: A Red Circle bonks a Red Circle. Icons: "
                                              "Red Circle, Red Circle.");
        }
    }
    CHECK(found);
}

TEST_CASE("Special order triggers in words", "[text][orders]") {
    using T = Trigger;
    CHECK(describe_trigger(T{.event = EventKind::Bonk}) == "A candy bonks another candy.");
    CHECK(describe_trigger(T{.event = EventKind::Bonk, .candy = Blue}) ==
          "A Blue Square bonks another candy.");
    CHECK(describe_trigger(T{.event = EventKind::Bonk, .struck = Yellow}) ==
          "A candy bonks a Yellow Hexagon.");
    CHECK(describe_trigger(T{.event = EventKind::Bonk, .min_depth = 2}) ==
          "A chain reaction reaches its 2nd Bonk!");
    CHECK(describe_trigger(T{.event = EventKind::Bonk, .min_depth = 3}) ==
          "A chain reaction reaches its 3rd Bonk!");
    CHECK(describe_trigger(T{.event = EventKind::Bonk, .candy = Red, .min_depth = 2}) ==
          "A Red Circle bonks another candy, as the 2nd Bonk! or later of a chain reaction.");
    CHECK(describe_trigger(T{.event = EventKind::Eaten, .eaten_by = CornerKind::X}) ==
          "A candy is eaten by an X tile.");
    CHECK(describe_trigger(
              T{.event = EventKind::Eaten, .candy = Red, .eaten_by = CornerKind::Eater}) ==
          "A Red Circle is eaten by a candy eater.");
    CHECK(describe_trigger(T{.event = EventKind::Delivered, .min_depth = 3}) ==
          "A candy is delivered after a Bonk! chain of 3 or more.");
    CHECK(describe_trigger(T{.event = EventKind::Delivered, .min_depth = 1}) ==
          "A candy is delivered after a Bonk!");
    CHECK(describe_trigger(
              T{.event = EventKind::Delivered, .candy = Yellow, .crate = CrateKind::Heart}) ==
          "A Yellow Hexagon is delivered into the Heart crate.");
    CHECK(describe_trigger(T{.event = EventKind::Delivered,
                             .candy = Blue,
                             .crate = CrateKind::Pumpkin,
                             .cause = MoveCause::Jump}) ==
          "A Blue Square jumps into the Pumpkin crate.");
    CHECK(describe_trigger(T{.event = EventKind::Delivered, .cause = MoveCause::Pushed}) ==
          "A candy is knocked into a crate by a Bonk!");
    CHECK(describe_trigger(T{.event = EventKind::Delivered,
                             .crate = CrateKind::Bunny,
                             .cause = MoveCause::Deflected}) ==
          "A candy bonks a candy and bounces into the Bunny crate.");
    CHECK(describe_trigger(T{.event = EventKind::Delivered, .cause = MoveCause::Conveyor}) ==
          "A candy rides a conveyor into a crate.");
    CHECK(describe_trigger(T{.event = EventKind::Lost}) == "A candy is Lost.");
    CHECK(
        describe_trigger(T{.event = EventKind::Lost, .candy = Blue, .loss = LossCause::OffEdge}) ==
        "A Blue Square falls off the edge of the board.");
    CHECK(describe_trigger(T{.event = EventKind::Lost,
                             .candy = Yellow,
                             .loss = LossCause::OffEdge,
                             .cause = MoveCause::Pushed}) ==
          "A Yellow Hexagon is knocked off the edge of the board by a Bonk!");
    CHECK(describe_trigger(T{.event = EventKind::Lost, .loss = LossCause::OntoOutput}) ==
          "A candy is sent back onto the output side and is Lost.");
    CHECK(describe_trigger(T{.event = EventKind::Lost, .loss = LossCause::Eaten}) ==
          "A candy is eaten (Lost).");
    CHECK(describe_trigger(T{.event = EventKind::Lost, .cause = MoveCause::Jump}) ==
          "A candy jumps and is Lost.");
    CHECK(
        describe_trigger(T{.event = EventKind::Move, .candy = Purple, .cause = MoveCause::Jump}) ==
        "A Purple Rectangle jumps two spaces.");
    CHECK(describe_trigger(T{.event = EventKind::Move, .candy = Red, .cause = MoveCause::Pushed}) ==
          "A Red Circle is pushed by a Bonk!");
}

TEST_CASE("Sales conditions in words, with most, fewest, no and at least made clear",
          "[text][orders]") {
    using S = SalesCondition;
    CHECK(describe_sales(S{.place = SalesPlace::Lost, .measure = SalesMeasure::No, .candy = Red}) ==
          "No Red Circle is in the Lost gutter.");
    CHECK(describe_sales(
              S{.place = SalesPlace::AllCrates, .measure = SalesMeasure::No, .candy = Green}) ==
          "No Green Triangle is in any crate.");
    CHECK(describe_sales(
              S{.place = SalesPlace::Floor, .measure = SalesMeasure::No, .candy = Purple}) ==
          "No Purple Rectangle is on the factory floor.");
    // Fewest: zero is not fewest, so the words say one must be there.
    CHECK(describe_sales(S{.place = SalesPlace::Crate,
                           .crate = CrateKind::Bunny,
                           .measure = SalesMeasure::Fewest,
                           .candy = Green}) ==
          "Green Triangle has the fewest candies in the Bunny crate (at least one there; ties "
          "count).");
    CHECK(describe_sales(
              S{.place = SalesPlace::AllCrates, .measure = SalesMeasure::Most, .candy = Green}) ==
          "Green Triangle has the most candies in all the crates together (ties count).");
    CHECK(describe_sales(S{.place = SalesPlace::Crate,
                           .crate = CrateKind::Pumpkin,
                           .measure = SalesMeasure::AtLeast,
                           .candy = Blue,
                           .count = 2}) == "At least 2 Blue Squares are in the Pumpkin crate.");
    CHECK(describe_sales(S{.place = SalesPlace::Crate,
                           .crate = CrateKind::Heart,
                           .measure = SalesMeasure::AtLeast,
                           .candy = Green,
                           .count = 1}) == "At least 1 Green Triangle is in the Heart crate.");
}

TEST_CASE("An order's text names its kind, points and icons", "[text][orders]") {
    OrderCard card;
    card.kind = OrderKind::Special;
    card.points = 1;
    card.icons = {Green};
    card.trigger = {.event = EventKind::Eaten, .candy = Green};
    CHECK(describe_order(card) ==
          "Special order, 1 point: A Green Triangle is eaten. Icons: Green Triangle.");
    card.kind = OrderKind::Sales;
    card.points = 3;
    card.icons = {Red, Purple};
    card.sales = {.place = SalesPlace::Lost, .measure = SalesMeasure::No, .candy = Red};
    CHECK(describe_order(card) ==
          "Sales order, 3 points: No Red Circle is in the Lost gutter. Icons: Red Circle, Purple "
          "Rectangle.");
}

TEST_CASE("A sales order's face leaves out that ties count, which its full words keep",
          "[text][orders]") {
    SalesCondition most{.place = SalesPlace::Lost, .measure = SalesMeasure::Most, .candy = Red};
    CHECK(describe_sales_on_card(most) == "Red Circle has the most candies in the Lost gutter.");
    CHECK(describe_sales(most) ==
          "Red Circle has the most candies in the Lost gutter (ties count).");
    SalesCondition fewest = most;
    fewest.measure = SalesMeasure::Fewest;
    CHECK(describe_sales_on_card(fewest) ==
          "Red Circle has the fewest candies in the Lost gutter (at least one).");
    SalesCondition none = most;
    none.measure = SalesMeasure::No;
    CHECK(describe_sales_on_card(none) == describe_sales(none));
}

TEST_CASE("Blanket order sides and die faces in words", "[text][blanket][die]") {
    CHECK(describe_blanket_side({BlanketCount::Icons, Purple, {5, 2}, 1}) ==
          "The most Purple Rectangle icons on completed orders: 5 points; the second most: 2 "
          "points.");
    CHECK(describe_blanket_side({BlanketCount::CompletedSales, Red, {3}, 3}) ==
          "Every player with at least 3 completed sales orders: 3 points.");
    CHECK(describe_blanket_side({BlanketCount::CardsShowing, Green, {1}, 1}) ==
          "Every player with at least 1 completed order showing a Green Triangle: 1 point.");
    // In fewer words for a narrow panel, saying the same.
    CHECK(describe_blanket_side_briefly({BlanketCount::Icons, Purple, {5, 2}, 1}) ==
          "Most Purple Rectangle icons on completed orders: 5 pts, second most 2.");
    CHECK(describe_blanket_side_briefly({BlanketCount::CompletedSales, Red, {3}, 3}) ==
          "At least 3 completed sales orders: 3 pts each.");
    CHECK(describe_blanket_side_briefly({BlanketCount::CardsShowing, Green, {1}, 1}) ==
          "At least 1 completed order showing a Green Triangle: 1 pt each.");
    for (const BlanketCard& card : catalog().blankets) {
        check_sentence(describe_blanket_side(card.grey));
        check_sentence(describe_blanket_side(card.colourful));
        CHECK(
            describe_blanket_side(card.colourful).find(std::string(candy_type_name(card.candy))) !=
            std::string::npos);
    }
    CHECK(describe_die_face({true, Red}) == "ALL: a new candy onto every output tile.");
    CHECK(describe_die_face({false, Blue}) ==
          "Blue Square: a new Blue Square onto its output tile.");
    std::set<std::string> faces;
    for (const DieFace& face : catalog().die_faces) {
        check_sentence(describe_die_face(face));
        CHECK(faces.insert(describe_die_face(face)).second);
    }
}
