// Fuzz target for the Sparks save loader: the input is a save file. Loading
// replays every action and checks every state hash and the snapshot; a save that
// loads must save again to the same bytes every time, and those bytes must load to
// the same game.
#include <cstdint>
#include <string>

#include "sparks/save.hpp"
#include "sparks/state_io.hpp"
#include "sparks_fuzz_support.hpp"

using namespace sparks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Content& content = fuzz::shipped_content();
    const LoadedGame loaded = load_save_text(fuzz::as_text(data, size), "fuzz.json", content);
    fuzz::check_diagnostics(loaded.errors, "fuzz.json");
    if (loaded.match.has_value() != loaded.errors.empty())
        fuzz::broken("a save loaded with errors, or failed without one");
    if (!loaded.match)
        return 0;
    const std::string again = save_text(*loaded.match, loaded.info);
    const LoadedGame reloaded = load_save_text(again, "again.json", content);
    if (!reloaded.match)
        fuzz::broken("a loaded save, saved again, does not load: " +
                     engine::format_diagnostic(reloaded.errors.front()));
    if (save_text(*reloaded.match, reloaded.info) != again)
        fuzz::broken("a loaded save, saved twice, changes");
    if (!(reloaded.info == loaded.info))
        fuzz::broken("a loaded save, saved and loaded again, has other seats");
    if (!(reloaded.match->state() == loaded.match->state()) ||
        state_hash(reloaded.match->state()) != state_hash(loaded.match->state()))
        fuzz::broken("a loaded save, saved and loaded again, is another position");
    if (reloaded.match->actions() != loaded.match->actions() ||
        reloaded.match->seed() != loaded.match->seed() ||
        !(reloaded.match->game().options() == loaded.match->game().options()))
        fuzz::broken("a loaded save, saved and loaded again, is another game");
    return 0;
}
