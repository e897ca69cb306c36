// Words for what happens on the floor: the log a player reads, and a plain-text
// drawing of the floor for the command line.
#pragma once

#include <string>

#include "sugarworks/catalog.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/floor.hpp"

namespace sugarworks {

// Where a place is, in words: "B4", "the A-lower output", "the Heart crate", "off the board".
std::string place_words(const Place& place, const Floor& floor);

// One line of the log for one event. `floor` gives the board size and crate
// names; `catalog`, when given, names the tiles.
std::string narrate(const Event& event, const Floor& floor, const Catalog* catalog = nullptr);

// A drawing of the floor in monospaced text: tiles, candies, docks, crates,
// Lost and supply, with a legend.
std::string draw_floor(const Floor& floor);

}  // namespace sugarworks
