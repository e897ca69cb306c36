// The Rules screen's charts come from the catalog: every row must say what
// data/ says (and so what the engine does), and every picture it names must exist.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>

#include "render/art.hpp"
#include "support/testkit.hpp"
#include "ui/rules_tables.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

bool asset_exists(const std::string& rel) {
    const std::filesystem::path assets =
        std::filesystem::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path() / "assets" /
        "sugarworks";
    return std::filesystem::is_regular_file(assets / rel);
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("the Bonk! chart has one row per candy type, as the catalog rules", "[app][rules]") {
    const Catalog& catalog = testkit::catalog();
    const auto rows = bonk_chart_rows(catalog);
    REQUIRE(rows.size() == kAllCandyTypes.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        const BonkChartRow& row = rows[i];
        const CandyType type = kAllCandyTypes[i];
        const BonkRule& rule = catalog.candies.bonk[static_cast<size_t>(index_of(type))];
        INFO(row.struck_name);
        CHECK(row.struck == type);
        CHECK(row.struck_name == candy_type_name(type));
        CHECK(row.rule == rule);
        CHECK(row.text == describe_bonk_rule(rule));
        CHECK(contains(row.where, std::string(direction_words(rule.direction))));
        CHECK(contains(row.where, std::string(direction_arrow(rule.direction))));
        if (rule.mover == BonkMover::Struck)
            CHECK(row.who_moves == "The " + row.struck_name);
        else
            CHECK(row.who_moves == "The striker");
        CHECK(row.art == candy_art(type));
        CHECK(asset_exists(row.art));
    }
}

TEST_CASE("the Bonk! chart follows a changed chart, not fixed text", "[app][rules]") {
    Catalog catalog = testkit::catalog();
    const BonkRule changed{BonkMover::Striker, Direction::DownLeft};
    catalog.candies.bonk[static_cast<size_t>(index_of(CandyType::RedCircle))] = changed;
    const auto rows = bonk_chart_rows(catalog);
    REQUIRE(!rows.empty());
    CHECK(rows[0].rule == changed);
    CHECK(rows[0].who_moves == "The striker");
    CHECK(rows[0].text == describe_bonk_rule(changed));
    CHECK(contains(rows[0].where, "down-left"));
}

TEST_CASE("the activation strip is the catalog's activation order", "[app][rules]") {
    const Catalog& catalog = testkit::catalog();
    const auto steps = activation_steps(catalog);
    REQUIRE(steps.size() == catalog.candies.activation_order.size());
    for (size_t i = 0; i < steps.size(); ++i) {
        CHECK(steps[i].position == static_cast<int>(i) + 1);
        CHECK(steps[i].type == catalog.candies.activation_order[i]);
        CHECK(steps[i].name == candy_type_name(steps[i].type));
        CHECK(asset_exists(steps[i].art));
    }
}

TEST_CASE("the movement icon chart has one row per tile face the catalog knows", "[app][rules]") {
    const Catalog& catalog = testkit::catalog();
    const auto rows = face_rows(catalog);

    int tiles = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        const FaceRow& row = rows[i];
        INFO(row.name);
        CHECK(row.text == describe_face(row.face));
        for (size_t j = 0; j < i; ++j)
            CHECK_FALSE(rows[j].face == row.face);
        CHECK(asset_exists(row.center_art));
        if (row.face.corner.kind == CornerKind::None)
            CHECK(row.corner_art.empty());
        else
            CHECK(asset_exists(row.corner_art));
        CHECK(!row.arrow.empty());
        tiles += row.count;
    }
    CHECK(tiles == catalog.tile_count());

    // Every kind of tile and every printed arrow has its row.
    for (const TileKind& kind : catalog.tile_kinds) {
        INFO(kind.id);
        int matching = 0;
        for (const FaceRow& row : rows)
            matching += row.face == kind.face ? 1 : 0;
        CHECK(matching == 1);
    }
    for (const Board& board : catalog.boards) {
        for (CenterIcon icon : board.printed) {
            int matching = 0;
            for (const FaceRow& row : rows)
                matching += row.face == TileFace{icon, {}} ? 1 : 0;
            CHECK(matching == 1);
        }
    }
}

TEST_CASE("the icon chart covers arrows, jumps, the Up Spring, every eater and the X",
          "[app][rules]") {
    const auto rows = face_rows(testkit::catalog());
    const auto find = [&rows](const std::string& kind_id) -> const FaceRow* {
        for (const FaceRow& row : rows) {
            if (row.kind_id == kind_id)
                return &row;
        }
        return nullptr;
    };
    const FaceRow* spring = find("up_spring");
    REQUIRE(spring);
    CHECK(spring->face.center == CenterIcon::Up);
    CHECK(asset_exists(spring->own_art));

    const FaceRow* jump = find("jump_right");
    REQUIRE(jump);
    CHECK(jump->arrow == "\xE2\x86\x92\xE2\x86\x92");
    CHECK(contains(jump->text, "two spaces"));

    for (CandyType type : kAllCandyTypes) {
        const FaceRow* eater = find("eater_" + std::string(candy_type_id(type)));
        REQUIRE(eater);
        CHECK(eater->face.corner == testkit::eater(type));
        CHECK(eater->corner_art == corner_art(testkit::eater(type), false));
        CHECK(contains(eater->text, std::string(candy_type_name(type))));
    }
    const FaceRow* x = find("x_hazard");
    REQUIRE(x);
    CHECK(x->corner_art == "corners/x_hazard.svg");
}

TEST_CASE("the Keys page lists every key the game answers", "[app][rules]") {
    std::set<std::string> keys;
    for (const shell::KeyRow& row : key_rows()) {
        CHECK(!row.action.empty());
        keys.insert(row.keys);
    }
    for (const char* key :
         {"Ctrl+Z", "Ctrl+Y / Ctrl+Shift+Z", "Space", "Right", "End", "Esc", "F11", "Ctrl+Q",
          "1 - 9", "Tab", "Shift+Tab", "Left / Right / Up / Down", "Enter / Space", "H",
          "Enter / N", "Home", "Page Up / Shift+Left", "T"})
        CHECK(keys.count(key) == 1);
}
