#include "anim/timing.hpp"

namespace sugarworks::app {

double event_seconds(const Event& event) {
    switch (event.kind) {
        case EventKind::Activate:
            return 0.30;
        case EventKind::Move:
            switch (event.cause) {
                case MoveCause::Jump:
                    return 0.75;
                case MoveCause::Pushed:
                case MoveCause::Deflected:
                    return 0.45;
                case MoveCause::Conveyor:
                    break;
            }
            return 0.50;
        case EventKind::Bonk:
            return 0.65;
        case EventKind::Eaten:
            return 0.70;
        case EventKind::Delivered:
            return 0.50;
        case EventKind::Lost:
            return 0.70;
        case EventKind::TilePlaced:
            return 0.40;
    }
    return 0.5;
}

}  // namespace sugarworks::app
