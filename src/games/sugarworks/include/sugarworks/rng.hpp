// The game's one source of randomness is the engine's seeded generator
// (engine/rng.hpp), named here as the rules have always named it.
#pragma once

#include "engine/rng.hpp"

namespace sugarworks {

using engine::Rng;

}  // namespace sugarworks
