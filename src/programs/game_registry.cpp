#include "game_registry.hpp"

#include <string>

#include "sparks/save_header.hpp"
#include "sugarworks/save_header.hpp"

namespace game_registry {

namespace {

// An entry for a game whose headers this program does not read: the engine's
// save list never asks it (a save of another game is named, not opened), and
// should anything ask, it says where the save opens.
engine::save::GameSaves named_only(std::string game, std::string name, int format) {
    return {game, name, format,
            [game, name](const nlohmann::json&, const std::string& file,
                         engine::Diagnostics& errors) -> std::optional<engine::save::SaveHeader> {
                errors.push_back({file, "", "a " + name + " save: open it with " + game});
                return std::nullopt;
            }};
}

}  // namespace

std::vector<engine::save::GameSaves> registered_save_readers() {
    return {named_only("sugarworks", "Sugarworks", sugarworks::kSaveFormat),
            named_only("sparks", "Sparks", sparks::kSaveFormat)};
}

std::vector<engine::save::GameSaves> save_readers_for(const engine::save::GameSaves& own) {
    std::vector<engine::save::GameSaves> out = registered_save_readers();
    for (engine::save::GameSaves& entry : out) {
        if (entry.game == own.game) {
            entry = own;
            return out;
        }
    }
    out.push_back(own);  // a game not listed here (a test's game) still reads its own saves
    return out;
}

}  // namespace game_registry
