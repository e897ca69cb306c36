// Data validation (`sugarworks-cli validate-data`, docs/sugarworks/data.md): the shipped
// data is clean, and every error planted in tests/sugarworks/data/broken (listed in its
// README.md) is reported once, as "file:/json/pointer: message".
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "support/data_copy.hpp"

using namespace sugarworks;
namespace fs = std::filesystem;

namespace {

const fs::path kData = SUGARWORKS_TEST_DATA_DIR;
const fs::path kFixtures = SUGARWORKS_TEST_FIXTURES_DIR;

std::vector<std::string> lines(const Diagnostics& errors) {
    std::vector<std::string> out;
    for (const Diagnostic& d : errors)
        out.push_back(format_diagnostic(d));
    return out;
}

// Every error planted in tests/sugarworks/data/broken, in the order validate_data reports them.
const std::vector<std::string> kBrokenErrors = {
    // candies.json: an unsupported (newer) schema version, wrong types, unknown members,
    // a candy type twice in the order, unknown names, a missing Bonk! rule.
    "broken/candies.json:/schema: schema version \"sugarworks.candies/2\" is not supported (this "
    "build reads \"sugarworks.candies/1\")",
    "broken/candies.json:/colour: unknown member \"colour\"",
    "broken/candies.json:/candies_per_type: expected an integer, found a string",
    "broken/candies.json:/activation_order/4: \"red_circle\" appears twice",
    "broken/candies.json:/bonk_chart/orange_star: unknown candy type \"orange_star\"",
    "broken/candies.json:/bonk_chart/red_circle/direction: unknown direction \"sideways\"",
    "broken/candies.json:/bonk_chart: missing member \"yellow_hexagon\"",
    "broken/candies.json:/bonk_chart/green_triangle/moves: expected \"struck\" or \"striker\", "
    "found \"pusher\"",
    "broken/candies.json:/bonk_chart/blue_square/speed: unknown member \"speed\"",
    // tiles.json: a wrong schema name, a duplicate id, unknown icon and candy names, a bad
    // corner, a missing name, counts out of range or of the wrong type, a wrong total.
    "broken/tiles.json:/schema: expected schema \"sugarworks.tiles/1\", found "
    "\"sugarworks.tile/1\"",
    "broken/tiles.json:/tiles/3/id: duplicate tile id \"belt_right\"",
    "broken/tiles.json:/tiles/4/center: unknown centre icon \"diagonal\"",
    "broken/tiles.json:/tiles/5/id: \"Jump-Right\" is not an identifier (a-z, 0-9, _)",
    "broken/tiles.json:/tiles/6/corner/eater: unknown candy type \"orange_star\"",
    "broken/tiles.json:/tiles/7/corner: expected \"x\" or {\"eater\": candy type}, found \"y\"",
    "broken/tiles.json:/tiles/8: missing member \"name\"",
    "broken/tiles.json:/tiles/8/count: expected an integer from 1 to 127, found 0",
    "broken/tiles.json:/tiles/9/colour: unknown member \"colour\"",
    "broken/tiles.json:/tiles/9/count: expected an integer, found a string",
    "broken/tiles.json:/tiles: the tile counts add up to 23, but \"total\" says 30",
    // boards/side_a.json: an id that does not match the file name, an output tile placed twice
    // and one missing, a crate on the grid, an unknown crate, unknown members.
    "broken/boards/side_a.json:/theme: unknown member \"theme\"",
    "broken/boards/side_a.json:/docks/C-upper: the Red Circle output tile is placed twice",
    "broken/boards/side_a.json:/docks: the Blue Square output tile has no starting spot",
    "broken/boards/side_a.json:/crates/0/at: a crate cannot stand on a grid space (A6); crates "
    "stand just outside the grid, e.g. \"A7\" right of that row",
    "broken/boards/side_a.json:/crates/1/crate: unknown crate \"teddy\"",
    "broken/boards/side_a.json:/crates/2/colour: unknown member \"colour\"",
    "broken/boards/side_a.json:/id: the id \"side_c\" does not match the file name: expected "
    "\"side_a\"",
    // boards/side_b.json: no schema, a row too short, an unknown icon, a dock spot the board
    // does not have, a missing dock spot, crate and candy icon problems.
    "broken/boards/side_b.json: missing member \"schema\"",
    "broken/boards/side_b.json:/name: expected a string, found an integer",
    "broken/boards/side_b.json:/spaces/1: expected 6 spaces in this row, found 5",
    "broken/boards/side_b.json:/spaces/2/3: unknown centre icon \"diagonal\"",
    "broken/boards/side_b.json:/docks/D-upper: \"D-upper\" is not a dock spot of this board "
    "(A-upper, A-lower, B-upper ...)",
    "broken/boards/side_b.json:/docks: missing dock spot \"A-lower\" (write null for an open spot)",
    "broken/boards/side_b.json:/crates/1/at: two crates on the same cell",
    "broken/boards/side_b.json:/crates/2/crate: the Pumpkin crate appears twice",
    "broken/boards/side_b.json:/crates/2/at: a crate must stand on a cell just outside the grid "
    "(above, below or right of it; the left side holds the output docks), found [5,2]",
    "broken/boards/side_b.json:/candy_icons/0/candy: unknown candy type \"orange_star\"",
    "broken/boards/side_b.json:/candy_icons/2/at: two candy icons on the same space",
    "broken/boards/side_b.json:/candy_icons/3/at: a candy icon must be on a space of the grid",
    "broken/boards/side_b.json:/candy_icons/4: missing member \"candy\"",
    // boards/side_c.json: a JSON syntax error (a missing comma), with line and column.
    "broken/boards/side_c.json: not valid JSON (line 5, column 8): syntax error while parsing "
    "object - unexpected string literal; expected '}'",
    // orders.json: a duplicate id, points out of range, trigger members for another event, an
    // unknown event, no icons, a First Shift special, sales members that do not fit the place or
    // measure, a trigger on a sales order, an unknown
    // kind, a bad id, an unknown member, and a "total" that does not match.
    "broken/orders.json:/orders/1/id: duplicate order id \"s01-red-bonk\"",
    "broken/orders.json:/orders/1/points: expected an integer from 1 to 6, found 7",
    "broken/orders.json:/orders/1/trigger/crate: \"crate\" does not apply to the event "
    "\"eaten\" (only to \"delivered\")",
    "broken/orders.json:/orders/2/icons: an order shows 1 to 3 candy icons, found 0",
    "broken/orders.json:/orders/2/trigger/event: unknown trigger event \"explode\" (expected "
    "\"bonk\", \"eaten\", \"delivered\", \"lost\" or \"move\")",
    "broken/orders.json:/orders/2/first_shift: a First Shift card must be a sales order "
    "(First Shift plays without special orders)",
    "broken/orders.json:/orders/3/sales: missing member \"crate\" (place \"crate\" needs one)",
    "broken/orders.json:/orders/4/trigger: a sales order has \"sales\", not a \"trigger\"",
    "broken/orders.json:/orders/4/sales/crate: \"crate\" is only for place \"crate\"",
    "broken/orders.json:/orders/4/sales: missing member \"count\" (measure \"at_least\" needs "
    "one)",
    "broken/orders.json:/orders/5/colour: unknown member \"colour\"",
    "broken/orders.json:/orders/5/id: \"X01\" is not a card id (a-z, 0-9, \"_\" and \"-\")",
    "broken/orders.json:/orders/5/kind: unknown order kind \"bargain\" (expected \"special\" "
    "or \"sales\")",
    "broken/orders.json:/orders: \"total\" says 40, but the file lists 6 orders",
    // blanket_orders.json: members that do not fit the count, values in the wrong order or of the
    // wrong number, a missing candy or at_least, a type twice, an unknown count, types missing.
    "broken/blanket_orders.json:/blankets/0/grey/candy: \"candy\" is only for counts "
    "\"icons\" and \"cards_showing\"",
    "broken/blanket_orders.json:/blankets/0/colourful/points: the most must score more than "
    "the second most, found [2,5]",
    "broken/blanket_orders.json:/blankets/1/grey: missing member \"at_least\" (one value goes "
    "to every player who reaches it)",
    "broken/blanket_orders.json:/blankets/1/colourful: missing member \"candy\" (count "
    "\"icons\" needs one)",
    "broken/blanket_orders.json:/blankets/1/colourful/at_least: \"at_least\" is only for one "
    "value (two values go to the most and the second most)",
    "broken/blanket_orders.json:/blankets/2/candy: a second blanket order for the Red Circle "
    "(one card per candy type)",
    "broken/blanket_orders.json:/blankets/2/grey/count: unknown count \"most_orders\" "
    "(expected \"icons\", \"cards_showing\", \"completed_special\" or \"completed_sales\")",
    "broken/blanket_orders.json:/blankets/2/colourful/points: expected [most, second most] or "
    "[points] with \"at_least\", found 3 values",
    "broken/blanket_orders.json:/blankets: no blanket order for the Green Triangle (one card "
    "per candy type)",
    "broken/blanket_orders.json:/blankets: no blanket order for the Purple Rectangle (one "
    "card per candy type)",
    "broken/blanket_orders.json:/blankets: expected 5 blanket orders, found 4",
    // die.json: an unknown member, a face twice, an unknown face, a number, "all" twice, the wrong
    // number of faces and types missing.
    "broken/die.json:/sides: unknown member \"sides\"",
    "broken/die.json:/faces/2: \"red_circle\" appears twice",
    "broken/die.json:/faces/3: unknown die face \"orange_star\" (expected a candy type or "
    "\"all\")",
    "broken/die.json:/faces/5: expected a string, found an integer",
    "broken/die.json:/faces/6: \"all\" appears twice",
    "broken/die.json:/faces: the die has 6 faces, found 7",
    "broken/die.json:/faces: no face for the Green Triangle (each candy type is on one face)",
    "broken/die.json:/faces: no face for the Blue Square (each candy type is on one face)",
    "broken/die.json:/faces: no face for the Purple Rectangle (each candy type is on one "
    "face)",
    // sugarworkers.json: an unknown effect.
    "broken/sugarworkers.json:/cards/2/sides/1/effect: unknown effect \"redraw_card\" (expected "
    "\"extra_order_action\", \"extra_factory_action\", \"redraw_tile\", \"draw_tiles\", "
    "\"refresh_market\", \"redraw_order\", \"salvage\", \"snack_break\", \"free_candy\" or "
    "\"free_adjust\")",
    // scenarios/: no third_shift.json (the standard game).
    "broken/scenarios: no third_shift.json (the standard game; every data folder needs it)",
    // scenarios/bad_lists.json: a missing member, values of the wrong type or out of range, a
    // fixed blanket of a type not in play, unknown and repeated words in the lists.
    "broken/scenarios/bad_lists.json: missing member \"summary\"",
    "broken/scenarios/bad_lists.json:/tutorial: expected true or false, found a string",
    "broken/scenarios/bad_lists.json:/players/min: expected an integer from 1 to 4, found 0",
    "broken/scenarios/bad_lists.json:/orders: missing member \"hand_limit\"",
    "broken/scenarios/bad_lists.json:/blankets/fixed/0: the Blue Square is not in play (a fixed "
    "blanket order must be of a candy type in \"candies\")",
    "broken/scenarios/bad_lists.json:/extra_actions/1: unknown extra action \"nap\" (expected "
    "\"eat_candy\", \"five_second_rule\" or \"draw_two_keep_one\")",
    "broken/scenarios/bad_lists.json:/extra_actions/2: \"eat_candy\" appears twice",
    "broken/scenarios/bad_lists.json:/round_cap: expected an integer from 1 to 1000, found 0",
    "broken/scenarios/bad_lists.json:/toggles/1: unknown toggle \"side_c\" (expected \"side_b\", "
    "\"sugarworkers\", \"shuffled_activation\", \"shuffled_outputs\", \"order_pawning\", "
    "\"order_swapping\" or \"hidden_orders\")",
    // scenarios/bad_members.json: a newer schema version, an unknown member, an empty name,
    // players min above max, unknown names and a repeated type, a market without order actions
    // and with the orders not dealt discarded, blankets both random and fixed.
    "broken/scenarios/bad_members.json:/schema: schema version \"sugarworks.scenario/3\" is not "
    "supported (this build reads \"sugarworks.scenario/2\")",
    "broken/scenarios/bad_members.json:/difficulty: unknown member \"difficulty\"",
    "broken/scenarios/bad_members.json:/name: the name must not be empty",
    "broken/scenarios/bad_members.json:/tagline: expected a string, found an integer",
    "broken/scenarios/bad_members.json:/players: \"min\" (3) is more than \"max\" (2)",
    "broken/scenarios/bad_members.json:/candies/1: unknown candy type \"orange_star\" (expected "
    "\"red_circle\", \"yellow_hexagon\", \"green_triangle\", \"blue_square\" or "
    "\"purple_rectangle\")",
    "broken/scenarios/bad_members.json:/candies/2: \"red_circle\" appears twice",
    "broken/scenarios/bad_members.json:/production: unknown production \"dice\" (expected \"die\", "
    "\"every_output\" or \"every_turn\")",
    "broken/scenarios/bad_members.json:/orders/pool: unknown order pool \"specials_only\" "
    "(expected \"all\", \"sales_only\" or \"first_shift\")",
    "broken/scenarios/bad_members.json:/orders/dealt: expected an integer from 0 to 10, found 11",
    "broken/scenarios/bad_members.json:/orders/market: a market needs order actions "
    "(\"order_actions\" is false; write \"market\": 0)",
    "broken/scenarios/bad_members.json:/orders/discard_undealt: \"discard_undealt\": true needs "
    "\"market\": 0 (the orders not dealt are discarded: none are left for a market)",
    "broken/scenarios/bad_members.json:/blankets: give either \"random\" (how many cards are dealt "
    "at random) or \"fixed\" (the candy types of the cards dealt), not both",
    // movement/bad_candies.json: an older schema version, a duplicate member, two candies on one
    // space, a candy on an output that is not on the floor, a candy on a tile that eats it.
    "broken/movement/bad_candies.json:/candies/0/at: member \"at\" is written twice in this object "
    "(only one of them would count)",
    "broken/movement/bad_candies.json:/schema: schema version \"sugarworks.movement-scenario/0\" "
    "is not supported (this build reads \"sugarworks.movement-scenario/1\")",
    "broken/movement/bad_candies.json: missing member \"name\"",
    "broken/movement/bad_candies.json:/description: expected a string, found an integer",
    "broken/movement/bad_candies.json:/outputs/E-upper: \"E-upper\" is not a dock spot of this "
    "board",
    "broken/movement/bad_candies.json:/candies/1/at: two candies on the same space",
    "broken/movement/bad_candies.json:/candies/2/at: the Purple Rectangle output tile is not on a "
    "dock",
    "broken/movement/bad_candies.json:/candies/3/type: unknown candy type \"orange_star\"",
    "broken/movement/bad_candies.json:/candies/4/at: expected a grid space or \"output\"",
    "broken/movement/bad_candies.json:/candies/5/at: a Green Triangle cannot stand on a tile whose "
    "corner icon eats it",
    "broken/movement/bad_candies.json:/candies/7/at: the Red Circle output tile holds a candy "
    "already",
    // movement/bad_tiles.json: an unknown tile kind, more tiles of a kind than the box holds,
    // a tile both by kind and by face, tiles off the grid or on the same space.
    "broken/movement/bad_tiles.json:/tiles/0/tile: unknown tile kind \"spring_up\"",
    "broken/movement/bad_tiles.json:/tiles/3/tile: the box holds only 2 \"belt_left\" tiles",
    "broken/movement/bad_tiles.json:/tiles/4: give either \"tile\" (a tile kind of tiles.json) or "
    "\"center\" and \"corner\" (a face written out), not both",
    "broken/movement/bad_tiles.json:/tiles/5: missing member \"tile\" (a tile kind of tiles.json) "
    "or \"center\" (a face written out)",
    "broken/movement/bad_tiles.json:/tiles/6/at: two tiles on the same space",
    "broken/movement/bad_tiles.json:/tiles/7/at: conveyor tiles go on grid spaces only",
    "broken/movement/bad_tiles.json:/tiles/9/corner/eater: unknown candy type \"orange_star\"",
    // movement/broken_board_ref.json: on side_a, which has errors: only the rules are judged.
    "broken/movement/broken_board_ref.json:/notes: unknown member \"notes\"",
    "broken/movement/broken_board_ref.json:/activation_order: expected all 5 candy types once "
    "each, found 4 entries",
    "broken/movement/broken_board_ref.json:/bonk_chart/pink_heart: unknown candy type "
    "\"pink_heart\"",
    "broken/movement/broken_board_ref.json:/bonk_chart/red_circle/direction: unknown direction "
    "\"left_up\"",
    // movement/unknown_board.json: a board no file defines.
    "broken/movement/unknown_board.json:/board: unknown board \"side_z\"",
    "broken/movement/unknown_board.json:/activation_order/4: unknown candy type \"orange\"",
    // tile.json: a JSON file nothing reads (a misspelt tiles.json).
    "broken/tile.json: not a known data file (nothing reads it; the data files are candies.json, "
    "tiles.json, orders.json, blanket_orders.json, die.json, sugarworkers.json, boards/*.json, "
    "scenarios/*.json, movement/*.json and lessons/*.json)",
};

// A copy of data/ to change one file at a time.
class DataCopy : public testkit::DataCopy {
  public:
    explicit DataCopy(const std::string& test) : testkit::DataCopy(kData, "validate-" + test) {}
};

}  // namespace

TEST_CASE("validate_data accepts the shipped data and lists every file it checked",
          "[catalog][validate]") {
    const ValidationReport report = validate_data(kData);
    INFO(Catch::Detail::stringify(lines(report.errors)));
    CHECK(report.errors.empty());
    // Every data file there is: candies.json, tiles.json, the cards, the die and the
    // Sugarworkers, boards/*.json, scenarios/*.json, movement/*.json, each named by
    // the folder's own name ("sugarworks/tiles.json" for data/sugarworks).
    const std::string in = kData.filename().string() + "/";
    CHECK(in == "sugarworks/");
    std::set<std::string> expected = {in + "candies.json", in + "tiles.json",
                                      in + "orders.json",  in + "blanket_orders.json",
                                      in + "die.json",     in + "sugarworkers.json"};
    for (const char* folder : {"boards", "scenarios", "movement"}) {
        for (const auto& entry : fs::directory_iterator(kData / folder)) {
            if (entry.path().extension() == ".json")
                expected.insert(in + std::string(folder) + "/" + entry.path().filename().string());
        }
    }
    CHECK(expected.contains(in + "boards/side_a.json"));
    CHECK(expected.contains(in + "boards/side_b.json"));
    CHECK(expected.contains(in + "scenarios/third_shift.json"));
    CHECK(expected.contains(in + "movement/rulebook_example.json"));
    const std::set<std::string> checked(report.files_checked.begin(), report.files_checked.end());
    CHECK(checked == expected);
    CHECK(checked.size() == report.files_checked.size());  // none twice
}

TEST_CASE("load_catalog reads the shipped data", "[catalog][validate]") {
    const CatalogLoad load = load_catalog(kData);
    REQUIRE(load.ok());
    CHECK(load.catalog.tile_count() == 30);
    CHECK(load.catalog.board("side_a"));
    CHECK(load.catalog.board("side_b"));
    CHECK(load.catalog.candies.candies_per_type == 5);
    CHECK(load.catalog.sugarworkers.size() == 5);
}

TEST_CASE("validate_data reports every error planted in tests/sugarworks/data/broken, each once",
          "[catalog][validate]") {
    const ValidationReport report = validate_data(kFixtures / "broken");
    const std::vector<std::string> got = lines(report.errors);
    for (const std::string& line : kBrokenErrors) {
        INFO(line);
        CHECK(std::count(got.begin(), got.end(), line) == 1);
    }
    // Nothing else is reported, and the order is the files' reading order.
    for (const std::string& line : got) {
        INFO(line);
        CHECK(std::count(kBrokenErrors.begin(), kBrokenErrors.end(), line) == 1);
    }
    CHECK(got == kBrokenErrors);
    CHECK(report.errors.size() == 124);
    CHECK(report.files_checked ==
          std::vector<std::string>{
              "broken/candies.json", "broken/tiles.json", "broken/boards/side_a.json",
              "broken/boards/side_b.json", "broken/boards/side_c.json", "broken/orders.json",
              "broken/blanket_orders.json", "broken/die.json", "broken/sugarworkers.json",
              "broken/scenarios/bad_lists.json", "broken/scenarios/bad_members.json",
              "broken/movement/bad_candies.json", "broken/movement/bad_tiles.json",
              "broken/movement/broken_board_ref.json", "broken/movement/unknown_board.json"});
}

TEST_CASE("Every error in tests/sugarworks/data/broken points at a place that exists in its file",
          "[catalog][validate]") {
    // A pointer either names the value that is wrong or the object a member is missing from.
    const ValidationReport report = validate_data(kFixtures / "broken");
    for (const Diagnostic& d : report.errors) {
        INFO(format_diagnostic(d));
        REQUIRE(d.file.starts_with("broken/"));
        if (d.pointer.empty())
            continue;
        REQUIRE(d.pointer.front() == '/');
        std::ifstream in(kFixtures / d.file);
        const auto doc = nlohmann::json::parse(in);
        CHECK(doc.contains(nlohmann::json::json_pointer(d.pointer)));
    }
}

TEST_CASE("Scenarios are checked even when the catalog has errors, without false blame",
          "[catalog][validate]") {
    const std::vector<std::string> got = lines(validate_data(kFixtures / "broken").errors);
    const auto mentions = [&](const std::string& text) {
        return std::any_of(got.begin(), got.end(),
                           [&](const std::string& l) { return l.find(text) != std::string::npos; });
    };
    // bad_tiles.json uses "jump_left", whose entry in tiles.json is broken: not judged.
    CHECK_FALSE(mentions("bad_tiles.json:/tiles/8"));
    // broken_board_ref.json is on side_a, whose file is broken: its candy on Z9 is not judged.
    CHECK_FALSE(mentions("broken_board_ref.json:/candies"));
    CHECK_FALSE(mentions("broken_board_ref.json:/board"));
    // But a board that no file defines is named.
    CHECK(mentions("unknown_board.json:/board: unknown board \"side_z\""));
    // Tile kinds whose entries are correct are still checked ("belt_left" has 2 in the box).
    CHECK(mentions("bad_tiles.json:/tiles/3/tile: the box holds only 2 \"belt_left\" tiles"));
}

TEST_CASE("A JSON syntax error is reported with line and column, and the rest is checked",
          "[catalog][validate]") {
    const ValidationReport report = validate_data(kFixtures / "syntax_error");
    CHECK(lines(report.errors) ==
          std::vector<std::string>{"syntax_error/candies.json: not valid JSON (line 11, column 3): "
                                   "syntax error while parsing object key - unexpected '}'; "
                                   "expected string literal"});
    CHECK(report.files_checked.size() == 16);
    // The catalog does not load, and says why.
    const CatalogLoad load = load_catalog(kFixtures / "syntax_error");
    CHECK_FALSE(load.ok());
    CHECK(lines(load.errors) == lines(report.errors));
}

TEST_CASE("A data folder without its files names each missing file", "[catalog][validate]") {
    CHECK(lines(validate_data(kFixtures / "missing_files").errors) ==
          std::vector<std::string>{"missing_files/candies.json: the file is missing",
                                   "missing_files/tiles.json: the file is missing",
                                   "missing_files/boards: no board files found",
                                   "missing_files/orders.json: the file is missing",
                                   "missing_files/blanket_orders.json: the file is missing",
                                   "missing_files/die.json: the file is missing",
                                   "missing_files/sugarworkers.json: the file is missing",
                                   "missing_files/scenarios: no third_shift.json (the standard "
                                   "game; every data folder needs it)"});
}

TEST_CASE("A data folder that does not exist gives one clear message", "[catalog][validate]") {
    const fs::path nowhere = kFixtures / "no_such_folder";
    const ValidationReport report = validate_data(nowhere);
    CHECK(lines(report.errors) ==
          std::vector<std::string>{nowhere.generic_string() +
                                   ": not a data folder (it does not exist or is not a folder)"});
    CHECK(report.files_checked.empty());
    CHECK(lines(load_catalog(nowhere).errors) == lines(report.errors));
    // A file is not a folder either.
    CHECK(validate_data(kData / "tiles.json").errors.size() == 1);
}

TEST_CASE("load_catalog on broken data reports the catalog's errors and does not crash",
          "[catalog][validate]") {
    for (const char* folder : {"broken", "syntax_error", "missing_files"}) {
        INFO(folder);
        CatalogLoad load;
        REQUIRE_NOTHROW(load = load_catalog(kFixtures / folder));
        CHECK_FALSE(load.ok());
    }
    // The catalog's errors are validate_data's (scenarios/*.json included), without the movement
    // scenarios and unknown files.
    const CatalogLoad load = load_catalog(kFixtures / "broken");
    std::vector<std::string> catalog_errors;
    for (const std::string& line : kBrokenErrors) {
        if (!line.starts_with("broken/movement/") && !line.starts_with("broken/tile.json"))
            catalog_errors.push_back(line);
    }
    CHECK(lines(load.errors) == catalog_errors);
    CHECK(load.errors.size() == 99);
    // Only the boards that read cleanly are kept: none here.
    CHECK(load.catalog.boards.empty());
}

TEST_CASE("The display name follows the folder name, with or without a trailing slash",
          "[catalog][validate]") {
    const auto first = [](const fs::path& dir) {
        const auto errors = validate_data(dir).errors;
        REQUIRE_FALSE(errors.empty());
        return errors.front().file;
    };
    CHECK(first(kFixtures / "syntax_error") == "syntax_error/candies.json");
    CHECK(first(kFixtures / "syntax_error" / "") == "syntax_error/candies.json");
}

TEST_CASE("validate_data survives files broken in ways the fixtures do not show",
          "[catalog][validate]") {
    SECTION("a data file that is not an object") {
        DataCopy data("not-object");
        data.write("candies.json", "[1, 2, 3]");
        data.write("tiles.json", "\"tiles\"");
        CHECK(data.errors() ==
              std::vector<std::string>{"data/candies.json: expected an object, found an array",
                                       "data/tiles.json: expected an object, found a string"});
    }
    SECTION("an empty file") {
        DataCopy data("empty");
        data.write("boards/side_b.json", "");
        CHECK(data.errors() == std::vector<std::string>{
                                   "data/boards/side_b.json: not valid JSON (line 1, column 1): "
                                   "syntax error while parsing value - unexpected end of input; "
                                   "expected '[', '{', or a literal"});
    }
    SECTION("a number too large to read") {
        DataCopy data("overflow");
        data.write("tiles.json", "{\"schema\": \"sugarworks.tiles/1\", \"total\": 1e999}");
        const auto errors = data.errors();
        REQUIRE(errors.size() == 1);
        CHECK(errors.front() ==
              "data/tiles.json: not valid JSON (line 1, column 43): number "
              "overflow parsing '1e999'");
    }
    SECTION("a data file that is a folder") {
        DataCopy data("folder");
        fs::remove(data.dir() / "candies.json");
        fs::create_directory(data.dir() / "candies.json");
        CHECK(data.errors() ==
              std::vector<std::string>{"data/candies.json: is a folder, not a JSON file"});
    }
    SECTION("a member written twice") {
        DataCopy data("duplicate");
        std::ifstream in(data.dir() / "boards" / "side_a.json");
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto at = text.find("\"A-upper\": null,");
        REQUIRE(at != std::string::npos);
        text.insert(at, "\"A-upper\": \"blue_square\",\n    ");
        data.write("boards/side_a.json", text);
        CHECK(data.errors() ==
              std::vector<std::string>{"data/boards/side_a.json:/docks/A-upper: member "
                                       "\"A-upper\" is written twice in this object (only one of "
                                       "them would count)"});
    }
    SECTION("no boards folder, and a scenario naming a board") {
        DataCopy data("no-boards");
        fs::remove_all(data.dir() / "boards");
        CHECK(data.errors() ==
              std::vector<std::string>{"data/boards: no board files found",
                                       "data/movement/rulebook_example.json:/board: unknown board "
                                       "\"side_a\""});
    }
    SECTION("a stray file, and files that are not JSON") {
        DataCopy data("stray");
        data.write("candy.json", "{}");
        data.write("notes.txt", "not read");
        data.write("boards/README.md", "not read");
        data.write("scenarios/README.md", "not read");
        CHECK(data.errors() ==
              std::vector<std::string>{
                  "data/candy.json: not a known data file (nothing reads it; "
                  "the data files are candies.json, tiles.json, orders.json, "
                  "blanket_orders.json, die.json, sugarworkers.json, "
                  "boards/*.json, scenarios/*.json, movement/*.json and lessons/*.json)"});
    }
    SECTION("a broken candies.json does not blame the scenarios for the supply") {
        DataCopy data("candies");
        data.write("candies.json", "{\"schema\": \"sugarworks.candies/1\"}");
        CHECK(data.errors() ==
              std::vector<std::string>{"data/candies.json: missing member \"candies_per_type\"",
                                       "data/candies.json: missing member \"activation_order\"",
                                       "data/candies.json: missing member \"bonk_chart\""});
    }
}

TEST_CASE("Every JSON example in docs/sugarworks/data.md is valid", "[catalog][validate][docs]") {
    std::ifstream in(kData.parent_path().parent_path() / "docs" / "sugarworks" / "data.md");
    REQUIRE(in);
    const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const CatalogLoad catalog = load_catalog(kData);
    REQUIRE(catalog.ok());
    std::map<std::string, int> kinds;
    size_t at = 0;
    while ((at = doc.find("```json\n", at)) != std::string::npos) {
        at += 8;
        const size_t end = doc.find("```", at);
        REQUIRE(end != std::string::npos);
        const std::string text = doc.substr(at, end - at);
        Diagnostics errors;
        const auto json = io::parse_json_text(text, "docs/sugarworks/data.md", errors);
        REQUIRE(json);
        const std::string schema = json->value("schema", "");
        INFO(schema << "\n" << text);
        io::JsonReader reader("docs/sugarworks/data.md", errors);
        if (schema == "sugarworks.candies/1") {
            CHECK(catalog::read_candy_rules(*json, reader));
        } else if (schema == "sugarworks.tiles/1") {
            CHECK(catalog::read_tile_kinds(*json, reader));
        } else if (schema == "sugarworks.board/1") {
            CHECK(catalog::read_board(*json, io::Pointer(), reader, true));
        } else if (schema == "sugarworks.orders/1") {
            CHECK(catalog::read_order_cards(*json, reader));
        } else if (schema == "sugarworks.blanket-orders/1") {
            CHECK(catalog::read_blanket_cards(*json, reader));
        } else if (schema == "sugarworks.die/1") {
            CHECK(catalog::read_die_faces(*json, reader));
        } else if (schema == catalog::kSugarworkersSchema) {
            CHECK(catalog::read_sugarworker_cards(*json, reader));
        } else if (schema == catalog::kScenarioSchema) {
            const auto scenario = catalog::read_scenario(*json, reader, "example");
            CHECK(scenario);
            if (scenario)
                catalog::check_scenario_cards(*scenario, &catalog.catalog.orders,
                                              &catalog.catalog.blankets, reader);
        } else if (schema == std::string(kMovementScenarioSchema)) {
            const auto load =
                read_movement_scenario_text(text, "docs/sugarworks/data.md", catalog.catalog);
            errors = load.errors;
            REQUIRE(load.scenario);
            // It does what the page says: a jump over the Blue Square, a Bonk! that sends the
            // Red Circle up, and the Purple Rectangle delivered.
            const MovementOutcome out =
                resolve_movement(load.scenario->floor, load.scenario->rules);
            int bonks = 0;
            int deliveries = 0;
            for (const Event& e : out.events) {
                bonks += e.kind == EventKind::Bonk;
                deliveries += e.kind == EventKind::Delivered;
            }
            CHECK(bonks == 1);
            CHECK(deliveries == 1);
            CHECK(out.floor.crate(1).contents[index_of(CandyType::PurpleRectangle)] == 1);
        } else if (schema == "sugarworks.settings/1" || schema == "sugarworks.score-book/1" ||
                   schema == "sugarworks.tips/1" || schema == "sugarworks.lesson/2" ||
                   schema == "sugarworks.lessons/1") {
            // The game's own files and the lessons: tests/sugarworks/app/settings_test.cpp,
            // score_book_test.cpp, tip_file_test.cpp, lesson_book_test.cpp and
            // tests/sugarworks/lessons/lesson_test.cpp
            // read these examples with their readers.
        } else {
            FAIL("an example without a known schema");
        }
        CHECK(lines(errors).empty());
        ++kinds[schema];
    }
    // One example of each kind of file, and the game's settings, score book, tips
    // seen and lesson book.
    CHECK(kinds.size() == 14);
}
