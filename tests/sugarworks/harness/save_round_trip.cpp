#include "harness/save_round_trip.hpp"

#include <algorithm>

#include "sugarworks/save.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks::harness {

std::string save_round_trip(const Match& match) {
    static const char* const names[] = {"Ada", "Blake", "Chidi", "Dana"};
    SaveInfo info;
    for (int p = 0; p < match.game().options().players; ++p)
        info.player_names.emplace_back(names[p % 4]);
    const std::string first = save_text(match, info);
    const LoadedGame loaded = load_save_text(first, "harness.save.json", match.game().catalog());
    if (!loaded.match) {
        std::string text = "the save does not load:";
        for (const Diagnostic& d : loaded.errors)
            text += " " + format_diagnostic(d) + ";";
        return text;
    }
    if (!loaded.errors.empty())
        return "the save loads with errors: " + format_diagnostic(loaded.errors.front());
    if (!(loaded.info == info))
        return "the player names do not survive a save";
    if (!(loaded.match->state() == match.state()) ||
        state_hash(loaded.match->state()) != state_hash(match.state())) {
        return "the loaded state differs from the saved one";
    }
    if (loaded.match->actions() != match.actions())
        return "the loaded action list differs from the saved one";
    const std::string second = save_text(*loaded.match, loaded.info);
    if (second != first) {
        const auto diff = std::mismatch(first.begin(), first.end(), second.begin(), second.end());
        const auto at = static_cast<size_t>(diff.first - first.begin());
        const size_t from = at > 40 ? at - 40 : 0;
        return "save, load, save is not byte-identical: the texts differ at byte " +
               std::to_string(at) + " (" + std::to_string(first.size()) + " and " +
               std::to_string(second.size()) + " bytes): \"" + first.substr(from, 80) + "\" vs \"" +
               second.substr(from, 80) + "\"";
    }
    return "";
}

}  // namespace sugarworks::harness
