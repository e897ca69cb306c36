// The rulebook's Candy Movement Example, reconstructed as
// data/movement/rulebook_example.json (see docs/sugarworks/rules.md), followed sentence by
// sentence through the event list.
#include <catch2/catch.hpp>

#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

namespace {

MovementScenario example() {
    auto load = read_movement_scenario_file(
        std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
        "rulebook_example.json", catalog());
    REQUIRE(load.errors.empty());
    REQUIRE(load.scenario);
    return *load.scenario;
}

// Walks the event list in order, skipping events the narrative does not mention.
class Narrative {
  public:
    Narrative(const std::vector<Event>& events, const Floor& floor)
        : events_(events), floor_(floor) {}

    // The next event of `kind` (for `type`), which must come later than the last one matched.
    const Event& next(EventKind kind, CandyType type) {
        while (pos_ < events_.size()) {
            const Event& e = events_[pos_++];
            if (e.kind == kind && e.candy != kNoCandy && type_of(e.candy) == type)
                return e;
        }
        FAIL("no further " << event_kind_id(kind) << " event for " << candy_type_name(type));
        return events_.front();
    }
    std::string cell(const Place& p) const { return cell_name(p.cell(), floor_.rows()); }

  private:
    const std::vector<Event>& events_;
    const Floor& floor_;
    size_t pos_ = 0;
};

}  // namespace

TEST_CASE("The rulebook's Candy Movement Example happens as the rulebook tells it",
          "[floor][example]") {
    const MovementScenario s = example();
    const MovementOutcome out = resolve_movement(s.floor, s.rules);
    Narrative story(out.events, s.floor);
    const auto Y = CandyType::YellowHexagon;
    const auto R = CandyType::RedCircle;
    const auto B = CandyType::BlueSquare;
    const auto P = CandyType::PurpleRectangle;

    // "The red circle candy in the rightmost-topmost position activates twice
    // before moving on to the next red circle candy."
    CHECK(story.cell(story.next(EventKind::Activate, R).from) == "C5");
    CHECK(story.next(EventKind::Move, R).step == 1);
    CHECK(story.next(EventKind::Move, R).step == 2);
    CHECK(story.cell(story.next(EventKind::Activate, R).from) == "C2");

    // "The rightmost-topmost yellow hexagon activates twice, and is loaded into the heart shipping
    // crate."
    CHECK(story.cell(story.next(EventKind::Activate, Y).from) == "A5");
    const Event& heart = story.next(EventKind::Delivered, Y);
    CHECK(s.floor.crate(heart.to.index).kind == CrateKind::Heart);
    CHECK(heart.step == 2);

    // "Then, the next rightmost in the middle row activates and Bonks! into the blue square
    // candy. ... the candy that moved into it goes down one space."
    CHECK(story.cell(story.next(EventKind::Activate, Y).from) == "B5");
    const Event& bonk1 = story.next(EventKind::Bonk, Y);
    CHECK(type_of(bonk1.other) == B);
    const Event& down1 = story.next(EventKind::Move, Y);
    CHECK(down1.cause == MoveCause::Deflected);
    CHECK(story.cell(down1.to) == "C6");
    // "The yellow hexagon activates again and is loaded into the pumpkin shipping crate."
    const Event& pumpkin = story.next(EventKind::Delivered, Y);
    CHECK(s.floor.crate(pumpkin.to.index).kind == CrateKind::Pumpkin);
    CHECK(pumpkin.step == 2);

    // "Then, the last yellow hexagon activates and Bonks! into the blue square sending the
    // yellow hexagon down one space. The yellow hexagon activates a second time, Bonking! into
    // the red circle. When the red circle is hit, the red circle moves one space to the right."
    CHECK(story.cell(story.next(EventKind::Activate, Y).from) == "B2");
    CHECK(type_of(story.next(EventKind::Bonk, Y).other) == B);
    CHECK(story.cell(story.next(EventKind::Move, Y).to) == "C3");
    const Event& bonk_red = story.next(EventKind::Bonk, Y);
    CHECK(type_of(bonk_red.other) == R);
    CHECK(bonk_red.step == 2);
    const Event& red_flies = story.next(EventKind::Move, R);
    CHECK(red_flies.cause == MoveCause::Pushed);
    // "Notice, the red circle ignores the conveyor direction!" (it stood on an Up Spring)
    CHECK(s.floor.tile_at(at("C4")).face.center == CenterIcon::Up);
    CHECK(story.cell(red_flies.from) == "C4");
    CHECK(story.cell(red_flies.to) == "C5");

    // "Green triangle will activate and immediately become lost as soon as it lands on the green
    // candy eater."
    const Event& eaten = story.next(EventKind::Eaten, CandyType::GreenTriangle);
    CHECK(eaten.step == 1);
    CHECK(catalog().kind_of_tile(eaten.tile).id == "eater_green_triangle");

    // "Blue square activates and goes into the bunny crate."
    const Event& bunny = story.next(EventKind::Delivered, B);
    CHECK(s.floor.crate(bunny.to.index).kind == CrateKind::Bunny);
    // "The second blue square goes right one space and then up one space."
    CHECK(story.cell(story.next(EventKind::Activate, B).from) == "B3");
    CHECK(story.cell(story.next(EventKind::Move, B).to) == "B4");
    CHECK(story.cell(story.next(EventKind::Move, B).to) == "A4");
    // "The third blue square goes right one space ... The second activation for the blue square
    // candy Bonks! into the other blue, sending the moving blue square candy down one space."
    CHECK(story.cell(story.next(EventKind::Activate, B).from) == "A2");
    CHECK(story.cell(story.next(EventKind::Move, B).to) == "A3");
    const Event& blue_bonk = story.next(EventKind::Bonk, B);
    CHECK(type_of(blue_bonk.other) == B);
    CHECK(blue_bonk.step == 2);
    CHECK(story.cell(story.next(EventKind::Move, B).to) == "B4");

    // "Lastly, the purple rectangle activates a second time, Bonks! into blue square sending
    // purple rectangle down one space. There, it Bonks! a second time into yellow hexagon,
    // which sends yellow hexagon up and to the right one space."
    story.next(EventKind::Activate, P);
    const Event& p_bonk1 = story.next(EventKind::Bonk, P);
    CHECK(p_bonk1.step == 2);
    CHECK(type_of(p_bonk1.other) == B);
    CHECK(p_bonk1.depth == 1);
    CHECK(story.cell(story.next(EventKind::Move, P).to) == "C4");
    const Event& p_bonk2 = story.next(EventKind::Bonk, P);
    CHECK(type_of(p_bonk2.other) == Y);
    CHECK(p_bonk2.depth == 2);
    const Event& y_flies = story.next(EventKind::Move, Y);
    CHECK(y_flies.cause == MoveCause::Pushed);
    CHECK(story.cell(y_flies.to) == "B5");

    // The board afterwards.
    const Floor& f = out.floor;
    CHECK(type_at(f, "A4") == B);
    CHECK(type_at(f, "B4") == B);
    CHECK(type_at(f, "B5") == Y);
    CHECK(type_at(f, "C4") == P);
    CHECK(type_at(f, "C5") == R);
    CHECK(f.lost()[index_of(CandyType::GreenTriangle)] == 1);
    CHECK(total(f.lost()) == 1);
}
