// Which art file shows which thing (paths under assets/).
#pragma once

#include <string>

#include "sugarworks/board.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks::app {

std::string candy_art(CandyType type);          // "candies/red_circle.svg"
std::string candy_pattern_art(CandyType type);  // "candies/patterns/red_circle.svg"
// The belt art of a centre icon ("tiles/jump_right.svg").
std::string center_art(CenterIcon icon);
// A kind's own art, when the artist drew one ("tiles/up_spring.svg").
std::string tile_kind_art(const std::string& kind_id);
std::string corner_art(const CornerIcon& corner, bool mouth_closed);  // empty for None
std::string crate_art(CrateKind kind);                                // "crates/heart.svg"

}  // namespace sugarworks::app
