#include "shell/app/replay_keys.hpp"

#include <algorithm>

namespace shell {

std::vector<KeyBinding<ReplayKey>> replay_keys(int seats) {
    const SDL_Keycode last_seat = SDLK_0 + std::clamp(seats, 1, 9);
    return {
        {{{SDLK_LEFT}}, "One action back", ReplayKey::ActionBack},
        {{{SDLK_RIGHT}}, "One action on", ReplayKey::ActionOn},
        {{{SDLK_HOME}}, "To the set-up", ReplayKey::ToStart},
        {{{SDLK_END}}, "To the end of the game", ReplayKey::ToEnd},
        {{{SDLK_0}}, "Everyone's view: no hand shown", ReplayKey::Everyone},
        {{{SDLK_1, last_seat}},
         "A player's view, as they saw it (a finished game)",
         ReplayKey::Seat},
        {{{SDLK_t}}, "Play on from here, as a new game", ReplayKey::PlayOn},
    };
}

std::optional<ReplayKeyPressed> replay_key_of(const SDL_KeyboardEvent& event) {
    static const std::vector<KeyBinding<ReplayKey>> kKeys = replay_keys();
    const auto found = find_key(kKeys, event);
    if (!found)
        return std::nullopt;
    const ReplayKey key = found->binding->does;
    const bool steps = key == ReplayKey::ActionBack || key == ReplayKey::ActionOn;
    if (event.repeat != 0 && !steps)
        return std::nullopt;
    return ReplayKeyPressed{key, found->index};
}

}  // namespace shell
