// What a preview says, as the table draws it: the way each candy would go, step by
// step, and the moments on the way (a Bonk!, an eating, a delivery, a loss) where
// they happen. Pure: read off the core's ActionPreview, no drawing.
#pragma once

#include <string>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks::app {

enum class PreviewMoment { Bonk, Eaten, Delivered, Lost };

struct PreviewMark {
    PreviewMoment moment = PreviewMoment::Bonk;
    Place at{};  // where it happens: the space of a Bonk! or an eating, the crate, the edge
    CornerKind corner = CornerKind::None;  // Eaten: an eater or an X
};

struct CandyPath {
    CandyId candy = kNoCandy;
    bool at_once = false;       // eaten or lost by the action itself, before any movement
    std::vector<Place> points;  // where it starts, then every place it moves to
    std::vector<PreviewMark> marks;
    bool gone = false;  // it leaves the floor (delivered or lost)
};

// Every candy that moves or meets a moment, in the order the movement first touches it.
std::vector<CandyPath> preview_paths(const ActionPreview& preview);

// One line for a player: "3 candies move, 2 Bonks!, 1 eaten, 1 delivered." or
// "No candy moves." (of the movement; a candy the action takes at once is told by
// preview_note).
std::string preview_summary(const std::vector<CandyPath>& paths);
// The preview in words for the bar under the floor: what the action does at once
// ("At once, the Green Triangle on C3 is eaten (Lost)."), then the movement ("This
// runs the conveyors: …" or "If the conveyors ran next: …").
std::string preview_note(const ActionPreview& preview, const std::vector<CandyPath>& paths);

}  // namespace sugarworks::app
