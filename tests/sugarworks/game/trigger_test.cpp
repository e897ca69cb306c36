// Special orders are completed by floor events (rulings section 5): matches() against
// events made by the real resolver and by a tile played under a candy.
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

#include "sugarworks/movement.hpp"
#include "sugarworks/orders.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

namespace {

constexpr auto Red = CandyType::RedCircle;
constexpr auto Yellow = CandyType::YellowHexagon;
constexpr auto Green = CandyType::GreenTriangle;
constexpr auto Blue = CandyType::BlueSquare;
constexpr auto Purple = CandyType::PurpleRectangle;

std::vector<Event> movement_events(const Floor& floor) {
    return resolve_movement(floor, standard_rules()).events;
}

// The events that match `trigger`.
std::vector<Event> matching(const Trigger& trigger, const std::vector<Event>& events) {
    std::vector<Event> out;
    for (const Event& e : events) {
        if (matches(trigger, e))
            out.push_back(e);
    }
    return out;
}

bool any_match(const Trigger& trigger, const std::vector<Event>& events) {
    return !matching(trigger, events).empty();
}

// A Red Circle on B3 strikes Purple Rectangles on B4, B5 and B6 (each sends it on to the
// right) and drops into the Bunny crate: a chain of three Bonks! in one step.
Floor chain_of_three() {
    return FloorBuilder()
        .candy("B3", Red)
        .candy("B4", Purple)
        .candy("B5", Purple)
        .candy("B6", Purple);
}

}  // namespace

TEST_CASE("A trigger matches only events of its kind", "[game][trigger]") {
    const auto events = movement_events(FloorBuilder().candy("B1", Red).candy("B2", Green));
    for (EventKind kind : {EventKind::Bonk, EventKind::Move}) {
        const auto found = matching(Trigger{.event = kind}, events);
        REQUIRE_FALSE(found.empty());
        for (const Event& e : found)
            CHECK(e.kind == kind);
    }
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Eaten}, events));
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Lost}, events));
}

TEST_CASE("candy is the candy the event is about: the striker of a Bonk!, struck the other",
          "[game][trigger]") {
    // The Red Circle on B1 rolls into the Green Triangle on B2 and is sent up-right.
    const auto events = movement_events(FloorBuilder().candy("B1", Red).candy("B2", Green));
    CHECK(any_match(Trigger{.event = EventKind::Bonk, .candy = Red, .struck = Green}, events));
    CHECK(any_match(Trigger{.event = EventKind::Bonk, .candy = Red}, events));
    CHECK(any_match(Trigger{.event = EventKind::Bonk, .struck = Green}, events));
    // Not the other way round.
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Bonk, .candy = Green}, events));
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Bonk, .struck = Red}, events));
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Bonk, .candy = Red, .struck = Red}, events));
    // candy also picks the mover of other events.
    CHECK(any_match(Trigger{.event = EventKind::Move, .candy = Green}, events));
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Move, .candy = Blue}, events));
}

TEST_CASE("Two Red Circles Bonk! (the rulebook's special order)", "[game][trigger]") {
    // The Red Circle on B2 stands on a Left Belt: it moves left into the Red Circle on B1,
    // knocks it right, then rolls on into it again.
    const Floor floor =
        FloorBuilder().tile("B2", CenterIcon::Left).candy("B2", Red).candy("B1", Red);
    const auto events = movement_events(floor);
    const Trigger two_reds{.event = EventKind::Bonk, .candy = Red, .struck = Red};
    CHECK(matching(two_reds, events).size() == 2);
}

TEST_CASE("crate matches the crate a candy is delivered into", "[game][trigger]") {
    // Side A: Heart right of row A, Bunny right of row B, Pumpkin right of row C.
    const auto events =
        movement_events(FloorBuilder().candy("A6", Yellow).candy("B6", Green).candy("C6", Purple));
    CHECK(any_match(
        Trigger{.event = EventKind::Delivered, .candy = Yellow, .crate = CrateKind::Heart},
        events));
    CHECK(any_match(
        Trigger{.event = EventKind::Delivered, .candy = Green, .crate = CrateKind::Bunny}, events));
    CHECK(any_match(
        Trigger{.event = EventKind::Delivered, .candy = Purple, .crate = CrateKind::Pumpkin},
        events));
    CHECK_FALSE(any_match(
        Trigger{.event = EventKind::Delivered, .candy = Yellow, .crate = CrateKind::Pumpkin},
        events));
    CHECK(matching(Trigger{.event = EventKind::Delivered}, events).size() == 3);
}

TEST_CASE("cause matches how the candy got there: conveyor, jump, pushed or deflected",
          "[game][trigger]") {
    SECTION("a jump into a crate") {
        const auto events =
            movement_events(FloorBuilder().tile("C5", CenterIcon::JumpRight).candy("C5", Blue));
        CHECK(any_match(Trigger{.event = EventKind::Delivered,
                                .candy = Blue,
                                .crate = CrateKind::Pumpkin,
                                .cause = MoveCause::Jump},
                        events));
        CHECK(any_match(Trigger{.event = EventKind::Move, .candy = Blue, .cause = MoveCause::Jump},
                        events));
        CHECK_FALSE(any_match(Trigger{.event = EventKind::Delivered, .cause = MoveCause::Conveyor},
                              events));
    }
    SECTION("pushed into a crate by a Bonk!") {
        // The Red Circle goes left from B6 and back; then the Yellow Hexagon from B4 strikes it
        // on B6 and a struck Red Circle moves one space right: into the Bunny crate.
        const Floor floor =
            FloorBuilder().tile("B6", CenterIcon::Left).candy("B6", Red).candy("B4", Yellow);
        const auto events = movement_events(floor);
        CHECK(any_match(Trigger{.event = EventKind::Delivered,
                                .candy = Red,
                                .crate = CrateKind::Bunny,
                                .cause = MoveCause::Pushed},
                        events));
        CHECK(any_match(Trigger{.event = EventKind::Move, .candy = Red, .cause = MoveCause::Pushed},
                        events));
        CHECK_FALSE(any_match(
            Trigger{.event = EventKind::Delivered, .candy = Red, .cause = MoveCause::Conveyor},
            events));
    }
    SECTION("deflected into a crate at the end of a chain") {
        const auto events = movement_events(chain_of_three());
        CHECK(any_match(Trigger{.event = EventKind::Delivered,
                                .candy = Red,
                                .crate = CrateKind::Bunny,
                                .cause = MoveCause::Deflected},
                        events));
        CHECK_FALSE(any_match(
            Trigger{.event = EventKind::Delivered, .candy = Red, .cause = MoveCause::Pushed},
            events));
    }
}

TEST_CASE("loss matches why a candy was Lost: off an edge, onto the output side, eaten",
          "[game][trigger]") {
    SECTION("off an edge, knocked by a Bonk!") {
        // A Red Circle strikes the Yellow Hexagon on A6, which moves up-right off the board.
        const auto events = movement_events(FloorBuilder().candy("A5", Red).candy("A6", Yellow));
        const Trigger knocked_off{.event = EventKind::Lost,
                                  .candy = Yellow,
                                  .loss = LossCause::OffEdge,
                                  .cause = MoveCause::Pushed};
        CHECK(any_match(knocked_off, events));
        CHECK(any_match(Trigger{.event = EventKind::Bonk, .struck = Yellow}, events));
        CHECK_FALSE(
            any_match(Trigger{.event = EventKind::Lost, .loss = LossCause::OntoOutput}, events));
    }
    SECTION("off the bottom by conveyor") {
        const auto events =
            movement_events(FloorBuilder().tile("C6", CenterIcon::Down).candy("C6", Blue));
        CHECK(any_match(Trigger{.event = EventKind::Lost,
                                .candy = Blue,
                                .loss = LossCause::OffEdge,
                                .cause = MoveCause::Conveyor},
                        events));
    }
    SECTION("back onto the output side") {
        const auto events =
            movement_events(FloorBuilder().tile("B1", CenterIcon::Left).candy("B1", Red));
        CHECK(any_match(Trigger{.event = EventKind::Lost, .loss = LossCause::OntoOutput}, events));
        CHECK_FALSE(
            any_match(Trigger{.event = EventKind::Lost, .loss = LossCause::OffEdge}, events));
    }
    SECTION("eaten") {
        const auto events = movement_events(
            FloorBuilder().tile("B2", CenterIcon::Right, eater(Green)).candy("B1", Green));
        CHECK(any_match(Trigger{.event = EventKind::Lost, .candy = Green, .loss = LossCause::Eaten},
                        events));
    }
}

TEST_CASE("eaten_by matches an eater or an X, when moving and when a tile is played",
          "[game][trigger]") {
    const Trigger by_eater{.event = EventKind::Eaten, .eaten_by = CornerKind::Eater};
    const Trigger by_x{.event = EventKind::Eaten, .eaten_by = CornerKind::X};
    const Trigger green_eaten{.event = EventKind::Eaten, .candy = Green};
    SECTION("a candy moves onto the tile") {
        // Dallas's card: a Green Triangle is eaten.
        const auto events = movement_events(FloorBuilder()
                                                .tile("B2", CenterIcon::Right, eater(Green))
                                                .candy("B1", Green)
                                                .tile("C2", CenterIcon::Right, x_icon())
                                                .candy("C1", Blue));
        CHECK(any_match(green_eaten, events));
        CHECK(matching(by_eater, events).size() == 1);
        CHECK(type_of(matching(by_eater, events).front().candy) == Green);
        CHECK(matching(by_x, events).size() == 1);
        CHECK(type_of(matching(by_x, events).front().candy) == Blue);
    }
    SECTION("a tile is played under the candy") {
        Floor floor = FloorBuilder().candy("B3", Green).candy("A3", Yellow);
        std::vector<Event> events;
        place_tile(floor, at("B3"),
                   catalog().placed(*catalog().first_tile_of_kind("eater_green_triangle")), events);
        CHECK(any_match(green_eaten, events));
        CHECK(any_match(by_eater, events));
        CHECK_FALSE(any_match(by_x, events));
        events.clear();
        place_tile(floor, at("A3"), catalog().placed(*catalog().first_tile_of_kind("x_hazard")),
                   events);
        CHECK(any_match(by_x, events));
        CHECK(any_match(Trigger{.event = EventKind::Eaten, .candy = Yellow}, events));
        CHECK_FALSE(any_match(by_eater, events));
        CHECK_FALSE(any_match(green_eaten, events));
    }
    SECTION("an eater does not eat other types") {
        const auto events = movement_events(
            FloorBuilder().tile("B2", CenterIcon::Right, eater(Green)).candy("B1", Red));
        CHECK_FALSE(any_match(Trigger{.event = EventKind::Eaten}, events));
    }
}

TEST_CASE("min_depth matches the Bonk! chain reached in that step", "[game][trigger]") {
    const auto events = movement_events(chain_of_three());
    const auto bonks = matching(Trigger{.event = EventKind::Bonk}, events);
    REQUIRE(bonks.size() == 3);
    CHECK(matching(Trigger{.event = EventKind::Bonk, .min_depth = 2}, events).size() == 2);
    CHECK(matching(Trigger{.event = EventKind::Bonk, .min_depth = 3}, events).size() == 1);
    CHECK_FALSE(any_match(Trigger{.event = EventKind::Bonk, .min_depth = 4}, events));
    // "A candy is delivered after a Bonk! chain of 3 or more."
    CHECK(any_match(Trigger{.event = EventKind::Delivered, .min_depth = 3}, events));
    // The Purple Rectangles then move on their own: no chain, so depth 0.
    const auto purple_deliveries =
        matching(Trigger{.event = EventKind::Delivered, .candy = Purple}, events);
    REQUIRE_FALSE(purple_deliveries.empty());
    for (const Event& e : purple_deliveries)
        CHECK_FALSE(matches(Trigger{.event = EventKind::Delivered, .min_depth = 1}, e));
}

TEST_CASE("A field that does not belong to the event never matches", "[game][trigger]") {
    // Events carry default values in fields they do not use (crate Heart, cause Conveyor...);
    // a trigger naming them must not match by accident.
    const auto events = movement_events(FloorBuilder().candy("A5", Red).candy("A6", Yellow));
    for (const Event& e : events) {
        INFO(std::string(event_kind_id(e.kind)));
        if (e.kind != EventKind::Delivered)
            CHECK_FALSE(matches(Trigger{.event = e.kind, .crate = CrateKind::Heart}, e));
        if (e.kind != EventKind::Lost)
            CHECK_FALSE(matches(Trigger{.event = e.kind, .loss = LossCause::None}, e));
        if (e.kind == EventKind::Bonk || e.kind == EventKind::Activate)
            CHECK_FALSE(matches(Trigger{.event = e.kind, .cause = MoveCause::Conveyor}, e));
        if (e.kind != EventKind::Eaten)
            CHECK_FALSE(matches(Trigger{.event = e.kind, .eaten_by = CornerKind::None}, e));
        if (e.kind != EventKind::Bonk)
            CHECK_FALSE(matches(Trigger{.event = e.kind, .struck = Red}, e));
    }
    // A tile played on an empty space names no candy.
    Floor floor = FloorBuilder();
    std::vector<Event> placed;
    place_tile(floor, at("B2"), catalog().placed(0), placed);
    REQUIRE(placed.size() == 1);
    CHECK_FALSE(matches(Trigger{.event = EventKind::TilePlaced, .candy = Red}, placed.front()));
}

TEST_CASE("Every special order in data/sugarworks/orders.json can be completed on a real floor",
          "[game][trigger][data]") {
    // A handful of floors on side A that, between them, make every event the cards ask for.
    const std::vector<std::pair<std::string, std::function<std::vector<Event>()>>> floors = {
        {"a chain of three into the Bunny crate", [] { return movement_events(chain_of_three()); }},
        {"two Red Circles",
         [] {
             return movement_events(
                 FloorBuilder().tile("B2", CenterIcon::Left).candy("B2", Red).candy("B1", Red));
         }},
        {"a Red Circle into a Green Triangle",
         [] { return movement_events(FloorBuilder().candy("B1", Red).candy("B2", Green)); }},
        {"a Purple Rectangle into a Blue Square",
         [] {
             return movement_events(
                 FloorBuilder().tile("C3", CenterIcon::Left).candy("C3", Blue).candy("C1", Purple));
         }},
        {"a Blue Square into a Purple Rectangle",
         [] { return movement_events(FloorBuilder().candy("C1", Blue).candy("C2", Purple)); }},
        {"a Yellow Hexagon knocked off the top",
         [] { return movement_events(FloorBuilder().candy("A5", Red).candy("A6", Yellow)); }},
        {"deliveries",
         [] {
             return movement_events(
                 FloorBuilder().candy("A6", Yellow).candy("A5", Green).candy("C6", Purple));
         }},
        {"a Red Circle pushed into the Bunny crate",
         [] {
             return movement_events(
                 FloorBuilder().tile("B6", CenterIcon::Left).candy("B6", Red).candy("B4", Yellow));
         }},
        {"a Purple Rectangle jumps into the Pumpkin crate",
         [] {
             return movement_events(
                 FloorBuilder().tile("C5", CenterIcon::JumpRight).candy("C5", Purple));
         }},
        {"a Red Circle onto the output side",
         [] {
             return movement_events(FloorBuilder().tile("B1", CenterIcon::Left).candy("B1", Red));
         }},
        {"eaters and an X",
         [] {
             return movement_events(FloorBuilder()
                                        .tile("B2", CenterIcon::Right, eater(Green))
                                        .candy("B1", Green)
                                        .tile("A2", CenterIcon::Right, eater(Red))
                                        .candy("A1", Red)
                                        .tile("C2", CenterIcon::Right, x_icon())
                                        .candy("C1", Blue));
         }},
    };
    std::vector<std::vector<Event>> all;
    for (const auto& [name, make] : floors)
        all.push_back(make());
    int specials = 0;
    for (const OrderCard& card : catalog().orders) {
        if (card.kind != OrderKind::Special)
            continue;
        ++specials;
        INFO(card.id << ": " << describe_trigger(card.trigger));
        bool completed = false;
        for (const auto& events : all)
            completed = completed || any_match(card.trigger, events);
        CHECK(completed);
    }
    CHECK(specials >= 15);
}
