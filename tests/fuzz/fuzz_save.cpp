// Fuzz target for the save loader: the input is a save file. Loading replays
// every action and checks every state hash; a save that loads must save again to
// the same bytes, and those bytes must load to the same match.
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/state_io.hpp"

using namespace sugarworks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalog& catalog = fuzz::shipped_catalog();
    const LoadedGame loaded = load_save_text(fuzz::as_text(data, size), "fuzz.json", catalog);
    fuzz::check_diagnostics(loaded.errors, "fuzz.json");
    if (loaded.match.has_value() != loaded.errors.empty())
        fuzz::broken("a save loaded with errors, or failed without one");
    if (!loaded.match)
        return 0;
    const std::string again = save_text(*loaded.match, loaded.info);
    const LoadedGame reloaded = load_save_text(again, "again.json", catalog);
    if (!reloaded.match)
        fuzz::broken("a loaded save, saved again, does not load: " +
                     format_diagnostic(reloaded.errors.front()));
    if (save_text(*reloaded.match, reloaded.info) != again)
        fuzz::broken("a loaded save, saved twice, changes");
    if (state_hash(reloaded.match->state()) != state_hash(loaded.match->state()))
        fuzz::broken("a loaded save, saved and loaded again, is another position");
    return 0;
}
