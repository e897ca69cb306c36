// What the Rules screen shows beside the rulebook's words (sugarworks/rules_book.hpp,
// the core's): the charts, as plain rows built from the catalog with the art
// that draws them, so that the charts a player reads are the rules the engine
// applies (the Bonk! chart and the tile faces come from data/), and the Keys
// page. No ImGui here: the rows are tested without a window, and
// rules_screen.cpp only lays them out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "shell/platform/key_chart.hpp"
#include "shell/ui/keys_page.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/rules_book.hpp"

namespace sugarworks::app {

// A one-glyph arrow for a board direction ("\u2197" for up-right).
std::string_view direction_arrow(Direction direction);

// One line of the Bonk! chart: what happens when a candy of type `struck` is hit.
struct BonkChartRow {
    CandyType struck = CandyType::RedCircle;
    std::string struck_name;  // "Yellow Hexagon"
    std::string art;          // "candies/yellow_hexagon.svg"
    BonkRule rule;            // the catalog's rule, as the engine applies it
    std::string who_moves;    // "The Yellow Hexagon" (struck) or "The striker"
    std::string where;        // "\u2197 up-right"
    std::string text;         // describe_bonk_rule(rule)
};
// One row per candy type, in candy-type order.
std::vector<BonkChartRow> bonk_chart_rows(const Catalog& catalog);

// One place of the activation order.
struct ActivationStep {
    int position = 1;  // 1 = activates first
    CandyType type = CandyType::RedCircle;
    std::string name;  // "Red Circle"
    std::string art;   // "candies/red_circle.svg"
};
// The catalog's standard activation order.
std::vector<ActivationStep> activation_steps(const Catalog& catalog);

// One row of the movement icon chart: a tile face, the tiles that carry it and
// what it does.
struct FaceRow {
    TileFace face;
    std::string name;        // the kinds with this face ("Up Spring"), or "Printed arrow"
    std::string kind_id;     // the first kind with it ("up_spring"); empty when only printed
    std::string own_art;     // the kind's own drawing, if the artist made one (check it exists)
    std::string center_art;  // the belt drawing of the centre icon, always there
    std::string corner_art;  // empty without a corner icon
    std::string arrow;       // "\u2192", "\u2192\u2192" for a jump right
    int count = 0;           // conveyor tiles with this face in the box (0: printed only)
    std::string text;        // describe_face(face)
};
// One row per distinct face: first the faces of the catalog's tile kinds in
// file order, then any face printed on a board side that no tile has.
std::vector<FaceRow> face_rows(const Catalog& catalog);

// The Keys page: the keys of every screen, of the table and of the replay, each
// section read from the table its keys are handled by (app_keys(), focus_keys(),
// table_keys(), replay_keys()), so every key that works is listed.
using shell::KeySection;  // {"At the table", {{"Ctrl+Z", "Take back your last action ..."}}}
std::vector<KeySection> key_sections();
// Every row of every section.
std::vector<shell::KeyRow> key_rows();

}  // namespace sugarworks::app
