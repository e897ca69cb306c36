// The share of the harness's games this build plays: the engine's rule
// (engine/harness_scale.hpp), named in the Sugarworks harness.
#pragma once

#include "engine/harness_scale.hpp"

namespace sugarworks::harness {

using engine::harness::scaled_games;

}  // namespace sugarworks::harness
