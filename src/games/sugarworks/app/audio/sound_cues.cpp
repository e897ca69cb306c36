#include "audio/sound_cues.hpp"

#include "anim/movement_clip.hpp"

namespace sugarworks::app {

std::optional<Cue> cue_of(const Event& event) {
    switch (event.kind) {
        case EventKind::Bonk:
            return Cue::Bonk;
        case EventKind::Eaten:
            return Cue::Eaten;
        case EventKind::Delivered:
            return Cue::Delivered;
        case EventKind::Lost:
            if (event.loss == LossCause::Eaten)
                return std::nullopt;  // the chomp was the sound of it
            return Cue::Lost;
        case EventKind::TilePlaced:
            return Cue::TilePlaced;
        case EventKind::Activate:
        case EventKind::Move:
            return std::nullopt;
    }
    return std::nullopt;
}

std::vector<Cue> cues_outside_movement(const std::vector<GameEvent>& events) {
    std::vector<Cue> out;
    visit_outside_movement(events, [&](const GameEvent& e) {
        if (e.kind == GameEventKind::DieRolled)
            out.push_back(Cue::DieRolled);
        else if (e.kind == GameEventKind::Floor)
            if (const auto cue = cue_of(e.floor))
                out.push_back(*cue);
    });
    return out;
}

}  // namespace sugarworks::app
