#include "render/art.hpp"

namespace sugarworks::app {

std::string candy_art(CandyType type) {
    return "candies/" + std::string(candy_type_id(type)) + ".svg";
}

std::string candy_pattern_art(CandyType type) {
    return "candies/patterns/" + std::string(candy_type_id(type)) + ".svg";
}

std::string center_art(CenterIcon icon) {
    switch (icon) {
        case CenterIcon::Right:
            return "tiles/belt_right.svg";
        case CenterIcon::Up:
            return "tiles/belt_up.svg";
        case CenterIcon::Down:
            return "tiles/belt_down.svg";
        case CenterIcon::Left:
            return "tiles/belt_left.svg";
        case CenterIcon::JumpRight:
            return "tiles/jump_right.svg";
        case CenterIcon::JumpLeft:
            return "tiles/jump_left.svg";
    }
    return "tiles/belt_right.svg";
}

std::string tile_kind_art(const std::string& kind_id) {
    return "tiles/" + kind_id + ".svg";
}

std::string corner_art(const CornerIcon& corner, bool mouth_closed) {
    switch (corner.kind) {
        case CornerKind::None:
            return {};
        case CornerKind::X:
            return "corners/x_hazard.svg";
        case CornerKind::Eater:
            return "corners/eater_" + std::string(candy_type_id(corner.eats)) +
                   (mouth_closed ? "_closed.svg" : ".svg");
    }
    return {};
}

std::string crate_art(CrateKind kind) {
    return "crates/" + std::string(crate_kind_id(kind)) + ".svg";
}

}  // namespace sugarworks::app
