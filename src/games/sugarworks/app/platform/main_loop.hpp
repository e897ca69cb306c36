// The game's frame loop: input, playback, drawing, and the test/benchmark
// exits (--frames, --autoplay, --screenshot).
#pragma once

#include <span>

#include "engine/save_header.hpp"
#include "setup/options.hpp"
#include "setup/session.hpp"
#include "shell/app/frame_loop.hpp"
#include "shell/platform/frame_stats.hpp"

namespace sugarworks::app {

// Exit codes of the game: the shell's, for every game's program.
using shell::kExitBadData;
using shell::kExitNoDisplay;
using shell::kExitOk;
using shell::kExitUnfinished;
inline constexpr int kExitScriptFailed = shell::kExitCheckFailed;  // a --script check failed

// Opens the window and runs the game, or, with `example`, the movement viewer on it.
// `known` reads the headers of every registered game's saves (Sugarworks' among
// them), so Load says what a save of another game is.
int run_game(const Options& options, const Catalog& catalog, Session* example,
             std::span<const engine::save::GameSaves> known,
             shell::Clock::time_point process_start);

}  // namespace sugarworks::app
