// Planted: Sugarworks reaching for a Sparks header (see sparks_includes_sugarworks.cpp).
#include "sugarworks/game_state.hpp"
#include "sparks/state.hpp"
