// The game's frame loop: input, playback, drawing, and the test/benchmark
// exits (--frames, --autoplay, --screenshot).
#pragma once

#include "app/frame_stats.hpp"
#include "app/options.hpp"
#include "app/session.hpp"

namespace sugarworks::app {

// Exit codes of the game.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadData = 1;
inline constexpr int kExitNoDisplay = 2;
inline constexpr int kExitUnfinished = 3;  // --autoplay did not finish within --frames

int run_game(const Options& options, Session& session, Clock::time_point process_start);

}  // namespace sugarworks::app
