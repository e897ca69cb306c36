#include "replay/replay_keys.hpp"

namespace sugarworks::app {
namespace {

using Intents = std::optional<ReplayIntents>;

ReplayIntents steps(int actions, int rounds) {
    ReplayIntents want;
    want.actions = actions;
    want.rounds = rounds;
    return want;
}

}  // namespace

const std::vector<shell::KeyBinding<ReplayKeyDoes>>& replay_keys() {
    static const std::vector<shell::KeyBinding<ReplayKeyDoes>> kKeys = {
        {{{SDLK_PAGEUP}, {SDLK_LEFT, SDLK_UNKNOWN, false, true}},
         "One round back",
         [](const ReplayFrame&, int, bool) -> Intents { return steps(0, -1); }},
        {{{SDLK_PAGEDOWN}, {SDLK_RIGHT, SDLK_UNKNOWN, false, true}},
         "One round on",
         [](const ReplayFrame&, int, bool) -> Intents { return steps(0, 1); }},
        {{{SDLK_LEFT}},
         "One action back",
         [](const ReplayFrame&, int, bool) -> Intents { return steps(-1, 0); }},
        {{{SDLK_RIGHT}},
         "One action on (a movement it ran plays)",
         [](const ReplayFrame&, int, bool) -> Intents { return steps(1, 0); }},
        {{{SDLK_HOME}},
         "To the set-up",
         [](const ReplayFrame&, int, bool) -> Intents {
             ReplayIntents want;
             want.to_start = true;
             return want;
         }},
        {{{SDLK_END}},
         "To the end of the game",
         [](const ReplayFrame&, int, bool) -> Intents {
             ReplayIntents want;
             want.to_end = true;
             return want;
         }},
        {{{SDLK_SPACE}},
         "Pause or play the movement",
         [](const ReplayFrame& r, int, bool repeat) -> Intents {
             const MovementControls& movie = r.table.movement;
             if (repeat || !movie.active || movie.finished)
                 return std::nullopt;
             ReplayIntents want;
             (movie.playing ? want.movement.pause : want.movement.play) = true;
             return want;
         }},
        {{{SDLK_0}},
         "Everyone's view: no hand shown",
         [](const ReplayFrame&, int, bool repeat) -> Intents {
             if (repeat)
                 return std::nullopt;
             ReplayIntents want;
             want.viewer = kSpectatorViewer;
             return want;
         }},
        {{{SDLK_1, SDLK_4}},
         "A player's view, hand and all (a finished game)",
         [](const ReplayFrame&, int index, bool repeat) -> Intents {
             if (repeat)
                 return std::nullopt;
             ReplayIntents want;
             want.viewer = index;
             return want;
         }},
        {{{SDLK_t}},
         "Take over from here: a new game from this moment",
         [](const ReplayFrame& r, int, bool repeat) -> Intents {
             if (repeat || !r.can_take_over)
                 return std::nullopt;
             ReplayIntents want;
             want.take_over = true;
             return want;
         }},
        {{{SDLK_ESCAPE}},
         "Leave the replay",
         [](const ReplayFrame&, int, bool repeat) -> Intents {
             if (repeat)
                 return std::nullopt;
             ReplayIntents want;
             want.back = true;
             return want;
         }},
    };
    return kKeys;
}

std::optional<ReplayIntents> replay_key_intents(const SDL_KeyboardEvent& e, const ReplayFrame& r) {
    const auto found = shell::find_key(replay_keys(), e);
    if (!found)
        return std::nullopt;
    return found->binding->does(r, found->index, e.repeat != 0);
}

}  // namespace sugarworks::app
