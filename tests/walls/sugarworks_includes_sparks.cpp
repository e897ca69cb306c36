// Planted: Sugarworks reaching for a Sparks header (see sparks_includes_sugarworks.cpp).
#include "sparks/state.hpp"
#include "sugarworks/game_state.hpp"
