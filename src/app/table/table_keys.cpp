#include "table/table_keys.hpp"

namespace sugarworks::app {

std::optional<TableIntents> table_key_intents(const SDL_KeyboardEvent& e, const TableFrame& f) {
    const SDL_Keycode key = e.keysym.sym;
    const bool ctrl = (e.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (e.keysym.mod & KMOD_SHIFT) != 0;
    const bool repeat = e.repeat != 0;
    TableIntents want;
    if (ctrl && (key == SDLK_y || (key == SDLK_z && shift))) {
        want.redo = true;
    } else if (ctrl && key == SDLK_z) {
        want.undo = true;
    } else if (key == SDLK_SPACE && !repeat && f.movement.active) {
        (f.movement.playing ? want.movement.pause : want.movement.play) = true;
    } else if (key == SDLK_RIGHT && f.movement.active) {
        want.movement.step = true;
    } else if (key == SDLK_END && f.movement.active) {
        want.movement.skip = true;
    } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && !repeat && f.staged) {
        want.confirm = true;
    } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_n) && !ctrl && !repeat &&
               f.lesson && f.lesson->can_next) {
        want.lesson_next = true;
    } else if (key == SDLK_ESCAPE && !repeat) {
        // Back out one step: the staged action or the pick, then the menu.
        if (f.staged || f.pick.kind != TablePick::Kind::None)
            want.cancel = true;
        else
            want.menu = true;
    } else if (key == SDLK_h && !ctrl && !repeat && f.can_hint) {
        want.hint = true;
    } else if (key >= SDLK_1 && key <= SDLK_9 && !ctrl) {
        want.pick_in_hand = static_cast<int>(key - SDLK_1);
    } else {
        return std::nullopt;
    }
    return want;
}

}  // namespace sugarworks::app
