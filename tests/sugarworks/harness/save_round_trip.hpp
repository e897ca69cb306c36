// The harness's save check: save_text -> load_save_text -> save_text gives the
// same bytes, and the loaded match the same state.
#pragma once

#include <string>

#include "sugarworks/match.hpp"

namespace sugarworks::harness {

// What went wrong, or "". Player names are saved too ("Ada", "Blake" ...).
std::string save_round_trip(const Match& match);

}  // namespace sugarworks::harness
