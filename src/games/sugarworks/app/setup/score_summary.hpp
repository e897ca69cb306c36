// The end of a game in one line, for the score sheet's headline.
#pragma once

#include <span>
#include <string>

#include "sugarworks/scoring.hpp"

namespace sugarworks::app {

// "Alex wins with 14 points", "Alex and Blake share the win with 9 points",
// in co-operative play "The team scores 23: Sweet Success". A seat without a
// name reads "Player N", as in the log.
std::string winners_line(const ScoreSheet& sheet, std::span<const std::string> names);

}  // namespace sugarworks::app
