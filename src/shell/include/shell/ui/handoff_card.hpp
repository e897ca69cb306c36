// The hand-off between people sharing one screen: a card over the public table
// that shows nothing private ("Pass to Blake"), then the recap of what happened
// since that person last had the table. Every game's table is handed on alike;
// the game gives the words, its seat's colour and what may still be taken back.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

struct CoverCard {
    std::string name{};       // who is asked to take the computer: "Blake"
    ImU32 colour = 0;         // their seat's colour, a band across the card's top
    std::string why{};        // what they are asked to do: "Round 2: lay a tile."
    std::string take_back{};  // the button's words, or empty when nothing can be taken back
};

// What was pressed on the cover this frame.
struct CoverChoice {
    bool show = false;       // cover:show, or Enter: the person named lifts it
    bool take_back = false;  // cover:take_back: the person who just acted changes their mind
    bool menu = false;       // cover:menu
};

// "Pass to Blake", centred over whatever is drawn behind it (the public table
// only, under a veil the game draws in its own colours).
CoverChoice draw_cover_card(const Fonts& fonts, float ui_scale, Marks& marks,
                            const CoverCard& cover);

// What happened since the person last had the table, under `title`, one bullet a
// line; true when they start their turn (recap:start, or Enter).
bool draw_recap_card(const Fonts& fonts, float ui_scale, Marks& marks, const std::string& title,
                     const std::vector<std::string>& lines);

}  // namespace shell
