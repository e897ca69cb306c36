#include "table/table_keys.hpp"

namespace sugarworks::app {
namespace {

using Intents = std::optional<TableIntents>;

TableIntents with(bool TableIntents::*field) {
    TableIntents want;
    want.*field = true;
    return want;
}

TableIntents movement(bool MovementIntents::*field) {
    TableIntents want;
    want.movement.*field = true;
    return want;
}

constexpr shell::KeyChord kEnter{SDLK_RETURN};
constexpr shell::KeyChord kKeypadEnter{SDLK_KP_ENTER, SDLK_UNKNOWN, false, false, false};

}  // namespace

const std::vector<shell::KeyBinding<TableKeyDoes>>& table_keys() {
    static const std::vector<shell::KeyBinding<TableKeyDoes>> kKeys = {
        {{{SDLK_y, SDLK_UNKNOWN, true}, {SDLK_z, SDLK_UNKNOWN, true, true}},
         "Redo what was taken back (never past a card drawn or the die rolled)",
         [](const TableFrame&, int, bool) -> Intents { return with(&TableIntents::redo); }},
        {{{SDLK_z, SDLK_UNKNOWN, true}},
         "Take back your last action (also from the next player's cover)",
         [](const TableFrame&, int, bool) -> Intents { return with(&TableIntents::undo); }},
        {{{SDLK_SPACE}},
         "Pause or play the conveyors",
         [](const TableFrame& f, int, bool repeat) -> Intents {
             if (repeat || !f.movement.active)
                 return std::nullopt;
             return movement(f.movement.playing ? &MovementIntents::pause : &MovementIntents::play);
         }},
        {{{SDLK_RIGHT}},
         "One movement step",
         [](const TableFrame& f, int, bool) -> Intents {
             return f.movement.active ? Intents(movement(&MovementIntents::step)) : std::nullopt;
         }},
        {{{SDLK_END}},
         "Skip to the end of the movement",
         [](const TableFrame& f, int, bool) -> Intents {
             return f.movement.active ? Intents(movement(&MovementIntents::skip)) : std::nullopt;
         }},
        {{kEnter, kKeypadEnter},
         "Do the action waiting for a second click; on the hand-off cover, show my hand",
         [](const TableFrame& f, int, bool repeat) -> Intents {
             return !repeat && f.staged ? Intents(with(&TableIntents::confirm)) : std::nullopt;
         }},
        {{kEnter, kKeypadEnter, {SDLK_n}},
         "Next, in a lesson: read on",
         [](const TableFrame& f, int, bool repeat) -> Intents {
             return !repeat && f.lesson && f.lesson->can_next
                        ? Intents(with(&TableIntents::lesson_next))
                        : std::nullopt;
         }},
        {{{SDLK_ESCAPE}},
         "Put back the action waiting, or the pick; else open the menu",
         [](const TableFrame& f, int, bool repeat) -> Intents {
             if (repeat)
                 return std::nullopt;
             const bool holding = f.staged || f.pick.kind != TablePick::Kind::None;
             return with(holding ? &TableIntents::cancel : &TableIntents::menu);
         }},
        {{{SDLK_h}},
         "Ask the coach for a hint: it stages the move it would make and says why",
         [](const TableFrame& f, int, bool repeat) -> Intents {
             return !repeat && f.can_hint ? Intents(with(&TableIntents::hint)) : std::nullopt;
         }},
        {{{SDLK_1, SDLK_9}},
         "Pick a tile or card in your hand (the first, second ...)",
         [](const TableFrame&, int index, bool) -> Intents {
             TableIntents want;
             want.pick_in_hand = index;
             return want;
         }},
    };
    return kKeys;
}

std::optional<TableIntents> table_key_intents(const SDL_KeyboardEvent& e, const TableFrame& f) {
    // Every row with this key is asked in turn: Enter sends what is staged, and
    // reads on in a lesson when nothing is.
    for (const shell::KeyBinding<TableKeyDoes>& binding : table_keys()) {
        for (const shell::KeyChord& chord : binding.chords) {
            const auto index = shell::chord_index(chord, e);
            if (!index)
                continue;
            if (auto want = binding.does(f, *index, e.repeat != 0))
                return want;
            break;  // this row's other chords are other keys
        }
    }
    return std::nullopt;
}

}  // namespace sugarworks::app
