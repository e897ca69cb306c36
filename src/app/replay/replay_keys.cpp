#include "replay/replay_keys.hpp"

namespace sugarworks::app {

std::optional<ReplayIntents> replay_key_intents(const SDL_KeyboardEvent& e, const ReplayFrame& r) {
    const SDL_Keycode key = e.keysym.sym;
    const bool shift = (e.keysym.mod & KMOD_SHIFT) != 0;
    const bool ctrl = (e.keysym.mod & KMOD_CTRL) != 0;
    const bool repeat = e.repeat != 0;
    const MovementControls& movie = r.table.movement;
    ReplayIntents want;
    if (ctrl) {
        return std::nullopt;
    } else if (key == SDLK_PAGEUP || (shift && key == SDLK_LEFT)) {
        want.rounds = -1;
    } else if (key == SDLK_PAGEDOWN || (shift && key == SDLK_RIGHT)) {
        want.rounds = 1;
    } else if (key == SDLK_LEFT) {
        want.actions = -1;
    } else if (key == SDLK_RIGHT) {
        want.actions = 1;
    } else if (key == SDLK_HOME) {
        want.to_start = true;
    } else if (key == SDLK_END) {
        want.to_end = true;
    } else if (key == SDLK_SPACE && !repeat && movie.active && !movie.finished) {
        (movie.playing ? want.movement.pause : want.movement.play) = true;
    } else if (key == SDLK_0 && !repeat) {
        want.viewer = kSpectatorViewer;
    } else if (key >= SDLK_1 && key <= SDLK_4 && !repeat) {
        want.viewer = static_cast<int>(key - SDLK_1);
    } else if (key == SDLK_t && !repeat && r.can_take_over) {
        want.take_over = true;
    } else if (key == SDLK_ESCAPE && !repeat) {
        want.back = true;
    } else {
        return std::nullopt;
    }
    return want;
}

}  // namespace sugarworks::app
