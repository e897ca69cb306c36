// Inside the rules: the members of a save read the same way by the loader, which
// then replays the actions, and by the header, which does not.
#pragma once

#include <optional>

#include "engine/json_reader.hpp"
#include "sparks/game.hpp"
#include "sparks/save.hpp"

namespace sparks::save_members {

// "options": the game's options, checked against the content (nothing when any is wrong).
std::optional<GameOptions> read_options(engine::io::JsonReader& reader,
                                        const engine::io::json& value,
                                        const engine::io::Pointer& at, const Content& content);

// "seats": one {"player", "name"} per player, in seat order (`players` unknown when
// the options did not read).
void read_seats(engine::io::JsonReader& reader, const engine::io::json& value,
                std::optional<int> players, SaveInfo& info);

}  // namespace sparks::save_members
