// Planted: the engine reaching for a game's header (see sparks_includes_sugarworks.cpp).
#include "engine/rng.hpp"
#include "sugarworks/game_state.hpp"
