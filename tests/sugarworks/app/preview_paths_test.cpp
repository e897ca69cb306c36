// The preview's paths and moments are read off the core's movement: every move a
// candy makes is a point of its path, every Bonk!, eating, delivery and loss is
// one mark where it happens, and a path ends where the core's final floor has the
// candy (or off the floor when it is gone).
#include <catch2/catch.hpp>

#include <algorithm>

#include "anim/preview_paths.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

ActionPreview preview_of(const Floor& start, const MovementRules& rules) {
    MovementOutcome out = resolve_movement(start, rules);
    ActionPreview pv;
    pv.start = start;
    pv.events = std::move(out.events);
    pv.end = std::move(out.floor);
    return pv;
}

int marks_of(const CandyPath& path, PreviewMoment moment) {
    return static_cast<int>(
        std::count_if(path.marks.begin(), path.marks.end(),
                      [&](const PreviewMark& m) { return m.moment == moment; }));
}

int events_of(const ActionPreview& pv, CandyId candy, EventKind kind) {
    return static_cast<int>(std::count_if(pv.events.begin(), pv.events.end(), [&](const Event& e) {
        return e.candy == candy && e.kind == kind &&
               !(kind == EventKind::Lost && e.loss == LossCause::Eaten);
    }));
}

void check_paths_agree(const ActionPreview& pv) {
    const std::vector<CandyPath> paths = preview_paths(pv);
    for (const CandyPath& path : paths) {
        INFO("candy " << static_cast<int>(path.candy));
        REQUIRE_FALSE(path.points.empty());
        CHECK(pv.start.find(path.candy) == path.points.front());
        CHECK(static_cast<int>(path.points.size()) - 1 ==
              events_of(pv, path.candy, EventKind::Move));
        CHECK(marks_of(path, PreviewMoment::Bonk) == events_of(pv, path.candy, EventKind::Bonk));
        CHECK(marks_of(path, PreviewMoment::Eaten) == events_of(pv, path.candy, EventKind::Eaten));
        CHECK(marks_of(path, PreviewMoment::Delivered) ==
              events_of(pv, path.candy, EventKind::Delivered));
        CHECK(marks_of(path, PreviewMoment::Lost) == events_of(pv, path.candy, EventKind::Lost));
        const auto end = pv.end.find(path.candy);
        CHECK(path.gone == !end.has_value());
        if (end)
            CHECK(*end == path.points.back());
    }
    // Every candy an event names has a path.
    for (const Event& e : pv.events) {
        if (e.kind == EventKind::Activate || e.kind == EventKind::TilePlaced)
            continue;
        CHECK(std::any_of(paths.begin(), paths.end(),
                          [&](const CandyPath& p) { return p.candy == e.candy; }));
    }
}

}  // namespace

SCENARIO("a preview's paths follow the core's movement", "[app][preview]") {
    GIVEN("the rulebook's movement example") {
        auto load = read_movement_scenario_file(
            std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
            "rulebook_example.json", testkit::catalog());
        REQUIRE(load.scenario);
        const ActionPreview pv = preview_of(load.scenario->floor, load.scenario->rules);
        THEN("the paths agree with its events") {
            check_paths_agree(pv);
        }
        THEN("the summary counts what the rulebook tells") {
            // Its story: Bonks! by the yellow hexagons, the blue square and the purple
            // rectangle, the green triangle eaten, deliveries to three crates.
            const std::string summary = preview_summary(preview_paths(pv));
            CHECK_THAT(summary, Catch::Contains("Bonks!"));
            CHECK_THAT(summary, Catch::Contains("1 eaten"));
            CHECK_THAT(summary, Catch::Contains("delivered"));
            CHECK_THAT(summary, !Catch::Contains("!."));
        }
    }
    GIVEN("random floors on side A") {
        Rng rng(20261202);
        const MovementRules rules = testkit::standard_rules();
        for (int i = 0; i < 300; ++i) {
            INFO("random floor " << i);
            check_paths_agree(preview_of(testkit::random_floor(testkit::side_a(), rng), rules));
        }
    }
}

SCENARIO("an eaten candy is marked where it was eaten", "[app][preview]") {
    GIVEN("a red circle on A5 moving right onto a red eater on A6") {
        const Floor f = testkit::FloorBuilder()
                            .tile("A6", CenterIcon::Right, testkit::eater(CandyType::RedCircle))
                            .candy("A5", CandyType::RedCircle);
        const std::vector<CandyPath> paths =
            preview_paths(preview_of(f, testkit::standard_rules()));
        THEN("its one mark is Eaten on A6, by an eater, and no Lost mark besides") {
            REQUIRE(paths.size() == 1);
            REQUIRE(paths[0].marks.size() == 1);
            CHECK(paths[0].marks[0].moment == PreviewMoment::Eaten);
            CHECK(paths[0].marks[0].corner == CornerKind::Eater);
            CHECK(paths[0].marks[0].at == Place::grid(testkit::at("A6")));
            CHECK(paths[0].gone);
            CHECK(preview_summary(paths) == "1 candy moves, 1 eaten.");
        }
    }
    GIVEN("an empty floor") {
        const Floor f = testkit::FloorBuilder();
        THEN("nothing moves") {
            CHECK(preview_summary(preview_paths(preview_of(f, testkit::standard_rules()))) ==
                  "No candy moves.");
        }
    }
}

TEST_CASE("a summary ending on a Bonk! ends there, with no full stop after it", "[app][preview]") {
    CandyPath path;
    path.candy = make_candy_id(CandyType::RedCircle, 0);
    path.points = {Place::grid(testkit::at("A1")), Place::grid(testkit::at("A2"))};
    path.marks = {{PreviewMoment::Bonk, Place::grid(testkit::at("A2"))}};
    CHECK(preview_summary({path}) == "1 candy moves, 1 Bonk!");
    path.marks.push_back({PreviewMoment::Bonk, Place::grid(testkit::at("A3"))});
    CHECK(preview_summary({path}) == "1 candy moves, 2 Bonks!");
}

TEST_CASE("a candy the action itself takes is marked and said first, apart from the movement",
          "[app][preview]") {
    const Floor start = testkit::FloorBuilder().candy("B4", CandyType::RedCircle);
    ActionPreview pv = preview_of(start, testkit::standard_rules());
    // A tile laid under the Green Triangle on C3 whose eater takes it at once.
    Event eaten;
    eaten.kind = EventKind::Eaten;
    eaten.candy = make_candy_id(CandyType::GreenTriangle, 0);
    eaten.to = Place::grid({2, 2});
    eaten.corner = CornerKind::Eater;
    pv.at_once.push_back(eaten);
    const std::vector<CandyPath> paths = preview_paths(pv);
    REQUIRE_FALSE(paths.empty());
    CHECK(paths.front().at_once);
    CHECK(marks_of(paths.front(), PreviewMoment::Eaten) == 1);
    CHECK(paths.front().marks.front().at == eaten.to);
    // The movement's count leaves it out; the note says it first.
    CHECK(preview_summary(paths).find("eaten") == std::string::npos);
    CHECK(preview_note(pv, paths) ==
          "At once, the Green Triangle on C3 is eaten (Lost). If the conveyors ran next: " +
              preview_summary(paths));
}
