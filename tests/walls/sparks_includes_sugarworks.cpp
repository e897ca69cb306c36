// Planted: Sparks reaching for a Sugarworks header. Built only by the test
// a_planted_include_across_games_fails_the_build, which passes when the compiler
// cannot find the header from Sparks' include path.
#include "sparks/game.hpp"
#include "sugarworks/game_state.hpp"
