// Movement scenarios (schema "sugarworks.movement-scenario/1", docs/sugarworks/data.md):
// a good scenario builds exactly the floor it describes; a bad one is refused
// with every problem named by file, JSON pointer and message.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

namespace {

MovementScenarioLoad load(const std::string& text) {
    return read_movement_scenario_text(text, "s.json", catalog());
}

// The formatted errors of a scenario, which must be refused.
std::vector<std::string> errors_of(const std::string& text) {
    const MovementScenarioLoad l = load(text);
    CHECK_FALSE(l.scenario);
    std::vector<std::string> out;
    for (const Diagnostic& d : l.errors)
        out.push_back(format_diagnostic(d));
    return out;
}

// A scenario on side A with the given members after "board".
std::string on_side_a(const std::string& members) {
    return R"({"schema": "sugarworks.movement-scenario/1", "name": "t", "board": "side_a", )" +
           members + "}";
}

using Lines = std::vector<std::string>;

const char* const kSpaces3x6 = R"([
    ["right", "right", "right", "right", "right", "right"],
    ["right", "right", "right", "right", "right", "right"],
    ["right", "right", "right", "right", "right", "right"]])";

}  // namespace

TEST_CASE("The shipped rulebook example scenario loads", "[io][scenario]") {
    const auto l = read_movement_scenario_file(
        std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
        "data/movement/rulebook_example.json", catalog());
    CHECK(l.errors.empty());
    REQUIRE(l.scenario);
    CHECK(l.scenario->board.id == "side_a");
    CHECK(type_at(l.scenario->floor, "B1") == CandyType::PurpleRectangle);
}

TEST_CASE("A scenario builds the floor it describes", "[io][scenario]") {
    const auto l = load(R"({
      "schema": "sugarworks.movement-scenario/1",
      "name": "Everything a scenario can say",
      "description": "Tiles by kind and by face, candies on spaces and outputs, new rules.",
      "board": "side_a",
      "outputs": {"A-upper": "red_circle", "A-lower": "yellow_hexagon",
                  "B-lower": "green_triangle", "C-upper": "blue_square", "C-lower": null},
      "tiles": [
        {"at": "B1", "tile": "jump_right"},
        {"at": "B2", "tile": "jump_right"},
        {"at": "C2", "center": "up", "corner": {"eater": "green_triangle"}},
        {"at": [0, 5], "center": "left", "corner": "x"},
        {"at": "C6", "center": "down"}
      ],
      "candies": [
        {"type": "red_circle", "at": "B1"},
        {"type": "red_circle", "at": "output"},
        {"type": "blue_square", "at": [2, 5]},
        {"type": "yellow_hexagon", "at": "C2"}
      ],
      "activation_order": ["purple_rectangle", "blue_square", "green_triangle",
                           "yellow_hexagon", "red_circle"],
      "bonk_chart": {"red_circle": {"moves": "striker", "direction": "down"}}
    })");
    INFO((l.errors.empty() ? std::string() : format_diagnostic(l.errors.front())));
    REQUIRE(l.errors.empty());
    REQUIRE(l.scenario);
    const MovementScenario& s = *l.scenario;
    CHECK(s.name == "Everything a scenario can say");
    CHECK(s.description == "Tiles by kind and by face, candies on spaces and outputs, new rules.");
    CHECK(s.board.id == "side_a");
    const Floor& f = s.floor;
    CHECK(f.rows() == 3);
    CHECK(f.cols() == 6);

    SECTION("tiles of the box are the next physical tiles of their kind") {
        const int first = *catalog().first_tile_of_kind("jump_right");
        CHECK(f.tile_at(at("B1")) == catalog().placed(first));
        CHECK(f.tile_at(at("B2")) == catalog().placed(first + 1));
        CHECK(f.tile_at(at("B2")).face.center == CenterIcon::JumpRight);
    }
    SECTION("faces written out are printed for the scenario") {
        CHECK(f.tile_at(at("C2")) ==
              PlacedTile{TileFace{CenterIcon::Up, eater(CandyType::GreenTriangle)}, kPrintedTile});
        CHECK(f.tile_at(at("A6")) ==
              PlacedTile{TileFace{CenterIcon::Left, x_icon()}, kPrintedTile});
        CHECK(f.tile_at(at("C6")) == PlacedTile{TileFace{CenterIcon::Down, {}}, kPrintedTile});
        // Spaces without a tile keep the board's printed arrow.
        CHECK(f.tile_at(at("A1")) == PlacedTile{TileFace{CenterIcon::Right, {}}, kPrintedTile});
    }
    SECTION("candies stand on their spaces and output tiles, taken from the supply") {
        CHECK(type_at(f, "B1") == CandyType::RedCircle);
        CHECK(type_at(f, "C6") == CandyType::BlueSquare);
        CHECK(type_at(f, "C2") == CandyType::YellowHexagon);
        CHECK_FALSE(type_at(f, "A1"));
        REQUIRE(f.output_spot(CandyType::RedCircle) == 0);
        REQUIRE(f.dock(0).candy != kNoCandy);
        CHECK(type_of(f.dock(0).candy) == CandyType::RedCircle);
        CHECK(f.supply(CandyType::RedCircle) == 3);
        CHECK(f.supply(CandyType::BlueSquare) == 4);
        CHECK(f.supply(CandyType::PurpleRectangle) == 5);
    }
    SECTION("\"outputs\" replaces the board's starting outputs; unlisted spots are open") {
        CHECK(f.output_spot(CandyType::RedCircle) == 0);         // A-upper
        CHECK(f.output_spot(CandyType::YellowHexagon) == 1);     // A-lower
        CHECK(f.output_spot(CandyType::GreenTriangle) == 3);     // B-lower
        CHECK(f.output_spot(CandyType::BlueSquare) == 4);        // C-upper
        CHECK_FALSE(f.output_spot(CandyType::PurpleRectangle));  // not listed: off the floor
        CHECK_FALSE(f.dock(2).has_output());                     // B-upper
        CHECK_FALSE(f.dock(5).has_output());                     // C-lower: null
    }
    SECTION("the board's crates are on the floor") {
        REQUIRE(f.crate_count() == 3);
        CHECK(f.crate(0).kind == CrateKind::Heart);
        CHECK(f.crate(0).cell == at("A7"));
    }
    SECTION("a custom activation order and a partial Bonk! chart") {
        const ActivationOrder order = {CandyType::PurpleRectangle, CandyType::BlueSquare,
                                       CandyType::GreenTriangle, CandyType::YellowHexagon,
                                       CandyType::RedCircle};
        CHECK(s.rules.order == order);
        CHECK(s.rules.bonk[0] == BonkRule{BonkMover::Striker, Direction::Down});
        // The types not listed keep the chart of data/candies.json.
        for (size_t t = 1; t < kCandyTypeCount; ++t)
            CHECK(s.rules.bonk[t] == standard_rules().bonk[t]);
        CHECK(s.rules.steps_per_activation == 2);
    }
}

TEST_CASE("Without rules members a scenario uses the standard order and chart", "[io][scenario]") {
    const auto l = load(on_side_a(R"("candies": [])"));
    REQUIRE(l.scenario);
    CHECK(l.scenario->rules.order == standard_rules().order);
    CHECK(l.scenario->rules.bonk == standard_rules().bonk);
    CHECK(l.scenario->description.empty());
    // Side A's own starting outputs.
    CHECK(l.scenario->floor.output_spot(CandyType::RedCircle) == 2);  // B-upper
    CHECK_FALSE(l.scenario->floor.dock(0).has_output());
}

TEST_CASE("A scenario can bring its own board", "[io][scenario]") {
    const auto l = load(R"({
      "schema": "sugarworks.movement-scenario/1",
      "name": "A small board",
      "board": {
        "rows": 2,
        "cols": 4,
        "spaces": [["right", "down", "jump_left", "right"],
                   ["up", "left", "right", "jump_right"]],
        "docks": {"A-upper": "red_circle", "A-lower": null,
                  "B-upper": "yellow_hexagon", "B-lower": null},
        "crates": [{"crate": "bunny", "at": [1, 4]}, {"crate": "heart", "at": [-1, 0]}],
        "candy_icons": [{"at": "B2", "candy": "blue_square"}]
      },
      "candies": [{"type": "yellow_hexagon", "at": "output"}, {"type": "red_circle", "at": "B4"}]
    })");
    INFO((l.errors.empty() ? std::string() : format_diagnostic(l.errors.front())));
    REQUIRE(l.scenario);
    const MovementScenario& s = *l.scenario;
    CHECK(s.board.id == "inline");
    CHECK(s.board.candy_icons.size() == 1);
    const Floor& f = s.floor;
    CHECK(f.rows() == 2);
    CHECK(f.cols() == 4);
    CHECK(f.dock_count() == 4);
    CHECK(f.tile_at(at("A3")).face.center == CenterIcon::JumpLeft);
    CHECK(f.tile_at(at("B4")).face.center == CenterIcon::JumpRight);
    CHECK(f.tile_at(at("B1")).face.center == CenterIcon::Up);
    // An inline board may leave output tiles off (it has only four spots).
    CHECK(f.output_spot(CandyType::RedCircle) == 0);
    CHECK(f.output_spot(CandyType::YellowHexagon) == 2);
    CHECK_FALSE(f.output_spot(CandyType::GreenTriangle));
    REQUIRE(f.dock(2).candy != kNoCandy);
    CHECK(type_of(f.dock(2).candy) == CandyType::YellowHexagon);
    REQUIRE(f.crate_count() == 2);
    CHECK(f.crate(0).kind == CrateKind::Bunny);
    CHECK(f.crate(0).cell == Cell{1, 4});
    CHECK(f.crate(1).cell == Cell{-1, 0});
    CHECK(type_at(f, "B4") == CandyType::RedCircle);
}

TEST_CASE("A scenario naming tiles the box does not have is refused", "[io][scenario]") {
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "B2", "tile": "spring_up"}], "candies": [])")) ==
          Lines{"s.json:/tiles/0/tile: unknown tile kind \"spring_up\""});
    // The box holds two Left Belts.
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A1", "tile": "belt_left"},
                                           {"at": "A2", "tile": "belt_left"},
                                           {"at": "A3", "tile": "belt_left"}],
                                 "candies": [])")) ==
          Lines{"s.json:/tiles/2/tile: the box holds only 2 \"belt_left\" tiles"});
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A1", "tile": 3}], "candies": [])")) ==
          Lines{"s.json:/tiles/0/tile: expected a string, found an integer"});
}

TEST_CASE("A scenario tile is either a kind of the box or a face, on one grid space",
          "[io][scenario]") {
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A1", "tile": "up_spring", "center": "up"}],
                                 "candies": [])")) ==
          Lines{"s.json:/tiles/0: give either \"tile\" (a tile kind of tiles.json) or \"center\" "
                "and \"corner\" (a face written out), not both"});
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A1"}], "candies": [])")) ==
          Lines{"s.json:/tiles/0: missing member \"tile\" (a tile kind of tiles.json) or "
                "\"center\" (a face written out)"});
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A1", "corner": "x"}], "candies": [])")) ==
          Lines{"s.json:/tiles/0: missing member \"center\""});
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "A7", "center": "up"}], "candies": [])")) ==
          Lines{"s.json:/tiles/0/at: conveyor tiles go on grid spaces only"});
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "B2", "center": "up"},
                                           {"at": [1, 1], "center": "down"}],
                                 "candies": [])")) ==
          Lines{"s.json:/tiles/1/at: two tiles on the same space"});
    CHECK(errors_of(on_side_a(R"("tiles": [{"center": "up"}, {"at": "B2", "center": "sideways",
                                            "corner": {"eater": "pink"}, "size": 2}],
                                 "candies": [])")) ==
          Lines{"s.json:/tiles/0: missing member \"at\"",
                "s.json:/tiles/1/size: unknown member \"size\"",
                "s.json:/tiles/1/center: unknown centre icon \"sideways\"",
                "s.json:/tiles/1/corner/eater: unknown candy type \"pink\""});
    CHECK(errors_of(on_side_a(R"("tiles": {"at": "B2"}, "candies": [])")) ==
          Lines{"s.json:/tiles: expected an array, found an object"});
}

TEST_CASE("A scenario cannot put two candies on one space or too many candies of a type",
          "[io][scenario]") {
    CHECK(errors_of(on_side_a(R"("candies": [{"type": "red_circle", "at": "B2"},
                                             {"type": "blue_square", "at": "B2"}])")) ==
          Lines{"s.json:/candies/1/at: two candies on the same space"});
    CHECK(errors_of(on_side_a(R"("candies": [
        {"type": "red_circle", "at": "A1"}, {"type": "red_circle", "at": "A2"},
        {"type": "red_circle", "at": "A3"}, {"type": "red_circle", "at": "A4"},
        {"type": "red_circle", "at": "A5"}, {"type": "red_circle", "at": "A6"}])")) ==
          Lines{"s.json:/candies/5/type: no Red Circle left in the supply"});
}

TEST_CASE("A candy on \"output\" needs its output tile on a free dock", "[io][scenario]") {
    // Side A has no output on A-upper; "outputs" below leaves the Blue Square off the floor.
    CHECK(errors_of(on_side_a(R"("outputs": {"A-upper": "red_circle"},
                                 "candies": [{"type": "blue_square", "at": "output"}])")) ==
          Lines{"s.json:/candies/0/at: the Blue Square output tile is not on a dock"});
    CHECK(errors_of(on_side_a(R"("candies": [{"type": "red_circle", "at": "output"},
                                             {"type": "red_circle", "at": "output"}])")) ==
          Lines{"s.json:/candies/1/at: the Red Circle output tile holds a candy already"});
    CHECK(errors_of(on_side_a(R"("candies": [{"type": "red_circle", "at": "Output"}])")) ==
          Lines{"s.json:/candies/0/at: \"Output\" is not a cell name like \"B4\""});
    CHECK(errors_of(on_side_a(R"("candies": [{"type": "red_circle", "at": "A7"}])")) ==
          Lines{"s.json:/candies/0/at: expected a grid space or \"output\""});
}

TEST_CASE("A candy cannot stand on a tile that eats it", "[io][scenario]") {
    // The rules lose such a candy the moment the tile is played under it.
    CHECK(errors_of(on_side_a(R"("tiles": [{"at": "B2", "tile": "eater_red_circle"},
                                           {"at": "B3", "tile": "x_hazard"}],
                                 "candies": [{"type": "red_circle", "at": "B2"},
                                             {"type": "blue_square", "at": "B3"}])")) ==
          Lines{"s.json:/candies/0/at: a Red Circle cannot stand on a tile whose corner icon eats "
                "it",
                "s.json:/candies/1/at: a Blue Square cannot stand on a tile whose corner icon "
                "eats it"});
    // Another type may stand on an eater.
    CHECK(load(on_side_a(R"("tiles": [{"at": "B2", "tile": "eater_red_circle"}],
                            "candies": [{"type": "blue_square", "at": "B2"}])"))
              .scenario);
}

TEST_CASE("A scenario's outputs name each output tile once, on this board's docks",
          "[io][scenario]") {
    CHECK(errors_of(on_side_a(R"("outputs": {"A-upper": "red_circle", "B-lower": "red_circle",
                                             "D-upper": "blue_square", "Z": "green_triangle",
                                             "C-upper": "pink"},
                                 "candies": [])")) ==
          Lines{"s.json:/outputs/B-lower: the Red Circle output tile is placed twice",
                "s.json:/outputs/C-upper: unknown candy type \"pink\"",
                "s.json:/outputs/D-upper: \"D-upper\" is not a dock spot of this board",
                "s.json:/outputs/Z: \"Z\" is not a dock spot of this board"});
}

TEST_CASE("A scenario's board must be known or written out correctly", "[io][scenario]") {
    const std::string head = R"({"schema": "sugarworks.movement-scenario/1", "name": "t", )";
    CHECK(errors_of(head + R"("board": "side_z", "candies": []})") ==
          Lines{"s.json:/board: unknown board \"side_z\""});
    CHECK(errors_of(head + R"("board": 7, "candies": []})") ==
          Lines{"s.json:/board: expected a board id like \"side_a\" or a board object, found an "
                "integer"});
    CHECK(errors_of(head + R"("candies": []})") == Lines{"s.json: missing member \"board\""});
    // An inline board has no schema, id or name, and is checked like a board file.
    CHECK(errors_of(head + R"("board": {"id": "mine", "rows": 3, "cols": 6, "spaces": )" +
                    kSpaces3x6 + R"(, "docks": {}, "crates": [{"crate": "heart", "at": "A3"}]},
                   "candies": []})") ==
          Lines{"s.json:/board/id: unknown member \"id\"",
                "s.json:/board/docks: missing dock spot \"A-upper\" (write null for an open spot)",
                "s.json:/board/docks: missing dock spot \"A-lower\" (write null for an open spot)",
                "s.json:/board/docks: missing dock spot \"B-upper\" (write null for an open spot)",
                "s.json:/board/docks: missing dock spot \"B-lower\" (write null for an open spot)",
                "s.json:/board/docks: missing dock spot \"C-upper\" (write null for an open spot)",
                "s.json:/board/docks: missing dock spot \"C-lower\" (write null for an open spot)",
                "s.json:/board/crates/0/at: a crate cannot stand on a grid space (A3); crates "
                "stand just outside the grid, e.g. \"A7\" right of that row"});
    CHECK(errors_of(head + R"("board": {"rows": 0, "cols": 11}, "candies": []})") ==
          Lines{"s.json:/board/rows: expected an integer from 1 to 6, found 0",
                "s.json:/board/cols: expected an integer from 1 to 10, found 11",
                "s.json:/board: missing member \"spaces\"",
                "s.json:/board: missing member \"docks\"",
                "s.json:/board: missing member \"crates\""});
}

TEST_CASE("A scenario's rules are checked, even when its board is wrong", "[io][scenario]") {
    CHECK(errors_of(R"({"schema": "sugarworks.movement-scenario/1", "name": "t",
                        "board": "side_z", "candies": [],
                        "activation_order": ["red_circle", "red_circle", "green_triangle",
                                             "blue_square", "purple_rectangle"],
                        "bonk_chart": {"orange": {"moves": "struck", "direction": "up"},
                                       "red_circle": {"moves": "both", "direction": "north"},
                                       "blue_square": {"moves": "struck"}}})") ==
          Lines{"s.json:/board: unknown board \"side_z\"",
                "s.json:/activation_order/1: \"red_circle\" appears twice",
                "s.json:/bonk_chart/blue_square: missing member \"direction\"",
                "s.json:/bonk_chart/orange: unknown candy type \"orange\"",
                "s.json:/bonk_chart/red_circle/moves: expected \"struck\" or \"striker\", found "
                "\"both\"",
                "s.json:/bonk_chart/red_circle/direction: unknown direction \"north\""});
    CHECK(errors_of(on_side_a(R"("candies": [], "activation_order": ["red_circle"],
                                 "bonk_chart": [])")) ==
          Lines{"s.json:/activation_order: expected all 5 candy types once each, found 1 entry",
                "s.json:/bonk_chart: expected an object, found an array"});
}

TEST_CASE("A scenario of another schema or version is refused", "[io][scenario]") {
    const std::string rest = R"(, "name": "t", "board": "side_a", "candies": []})";
    CHECK(errors_of(R"({"schema": "sugarworks.movement-scenario/2")" + rest) ==
          Lines{"s.json:/schema: schema version \"sugarworks.movement-scenario/2\" is not "
                "supported (this build reads \"sugarworks.movement-scenario/1\")"});
    CHECK(errors_of(R"({"schema": "sugarworks.board/1")" + rest) ==
          Lines{"s.json:/schema: expected schema \"sugarworks.movement-scenario/1\", found "
                "\"sugarworks.board/1\""});
    CHECK(errors_of(R"({"name": "t", "board": "side_a", "candies": []})") ==
          Lines{"s.json: missing member \"schema\""});
}

TEST_CASE("A scenario reports every problem at once, in reading order", "[io][scenario]") {
    CHECK(errors_of(R"({"schema": "sugarworks.movement-scenario/1", "title": "t",
                        "description": ["x"], "board": "side_a",
                        "tiles": [{"at": "B9", "tile": "up_spring"}, {"at": "B2", "tile": "nope"}],
                        "candies": [{"type": "red_circle"}, {"type": "pink", "at": "B1"},
                                    {"type": "red_circle", "at": "B3"}, 5]})") ==
          Lines{"s.json:/title: unknown member \"title\"", "s.json: missing member \"name\"",
                "s.json:/description: expected a string, found an array",
                "s.json:/tiles/0/at: conveyor tiles go on grid spaces only",
                "s.json:/tiles/1/tile: unknown tile kind \"nope\"",
                "s.json:/candies/0: missing member \"at\"",
                "s.json:/candies/1/type: unknown candy type \"pink\"",
                "s.json:/candies/3: expected an object, found an integer"});
}

TEST_CASE("A scenario that is not JSON, or not an object, is refused with its position",
          "[io][scenario]") {
    CHECK(errors_of("{\n  \"schema\": \"sugarworks.movement-scenario/1\",\n  \"name\": \"t\"\n"
                    "  \"board\": \"side_a\"\n}") ==
          Lines{"s.json: not valid JSON (line 4, column 9): syntax error while parsing object - "
                "unexpected string literal; expected '}'"});
    CHECK(errors_of("[]") == Lines{"s.json: expected an object, found an array"});
    CHECK(errors_of("") == Lines{"s.json: not valid JSON (line 1, column 1): syntax error while "
                                 "parsing value - unexpected end of input; expected '[', '{', or "
                                 "a literal"});
    CHECK(errors_of(on_side_a(R"("candies": [{"type": "red_circle", "at": "B2", "at": "B3"}])")) ==
          Lines{"s.json:/candies/0/at: member \"at\" is written twice in this object (only one of "
                "them would count)"});
}

TEST_CASE("A scenario file that does not exist is named in the message", "[io][scenario]") {
    const auto l = read_movement_scenario_file("/nonexistent/s.json", "s.json", catalog());
    CHECK_FALSE(l.scenario);
    REQUIRE(l.errors.size() == 1);
    CHECK(format_diagnostic(l.errors.front()) == "s.json: the file is missing");
}
