// The narrated log: one sentence per event.
#include <cstdlib>

#include "sugarworks/text.hpp"

namespace sugarworks {
namespace {

std::string candy(CandyId id) {
    return std::string(candy_type_name(type_of(id)));
}
std::string the_shape(CandyId id) {
    return "the " + std::string(candy_shape_name(type_of(id)));
}

std::string direction_between(const Place& from, const Place& to) {
    const int dr = to.row - from.row;
    const int dc = to.col - from.col;
    const auto sign = [](int v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); };
    const int sr = sign(dr);
    const int sc = sign(dc);
    if (sr == 0 && sc > 0)
        return "right";
    if (sr == 0 && sc < 0)
        return "left";
    if (sr < 0 && sc == 0)
        return "up";
    if (sr > 0 && sc == 0)
        return "down";
    if (sr < 0 && sc > 0)
        return "up-right";
    if (sr < 0 && sc < 0)
        return "up-left";
    if (sr > 0 && sc > 0)
        return "down-right";
    return "down-left";
}

std::string tile_words(std::int8_t tile, const Place& at, const Floor& floor,
                       const Catalog* catalog) {
    if (catalog && tile >= 0 && tile < catalog->tile_count())
        return "the " + catalog->kind_of_tile(tile).name;
    const CornerIcon corner = floor.tile_at(at.cell()).face.corner;
    if (corner.kind == CornerKind::X)
        return "the X";
    return "the alien";
}

}  // namespace

std::string place_words(const Place& place, const Floor& floor) {
    switch (place.kind) {
        case PlaceKind::Grid:
            return cell_name(place.cell(), floor.rows());
        case PlaceKind::Dock:
            return "the " + dock_spot_name(place.index) + " output";
        case PlaceKind::Crate:
            return "the " + std::string(crate_kind_name(floor.crate(place.index).kind)) + " crate";
        case PlaceKind::OffBoard:
            return "off the board";
        case PlaceKind::Lost:
            return "the Lost gutter";
        case PlaceKind::Supply:
            return "the supply";
        case PlaceKind::None:
            break;
    }
    return "nowhere";
}

static std::string narrate_event(const Event& e, const Floor& floor, const Catalog* catalog) {
    const std::string at = place_words(e.to, floor);
    switch (e.kind) {
        case EventKind::Activate:
            return candy(e.candy) + " at " + place_words(e.from, floor) + " activates.";
        case EventKind::Move: {
            const std::string from = place_words(e.from, floor);
            const bool from_dock = e.from.kind == PlaceKind::Dock;
            const std::string dir = from_dock ? "right" : direction_between(e.from, e.to);
            const std::string dest = e.to.kind == PlaceKind::Crate      ? "into " + at
                                     : e.to.kind == PlaceKind::OffBoard ? "off the board"
                                                                        : "to " + at;
            switch (e.cause) {
                case MoveCause::Conveyor:
                    if (from_dock)
                        return candy(e.candy) + " rolls off " + from + " " + dest + ".";
                    return candy(e.candy) + " moves " + dir + " from " + from + " " + dest + ".";
                case MoveCause::Jump:
                    return candy(e.candy) + " jumps " + dir + " from " + from +
                           ", over the next space, " + dest + ".";
                case MoveCause::Pushed:
                    return "The " + std::string(candy_shape_name(type_of(e.candy))) + " flies " +
                           dir + " from " + from + " " + dest + ".";
                case MoveCause::Deflected:
                    return candy(e.candy) + " bounces " + dir + " from " + from + " " + dest + ".";
            }
            break;
        }
        case EventKind::Bonk: {
            std::string line =
                "Bonk! " + candy(e.candy) + " bonks the " + candy(e.other) + " at " + at;
            if (e.depth > 1)
                line += " (chain " + std::to_string(e.depth) + ")";
            return line + ".";
        }
        case EventKind::Eaten:
            return tile_words(e.tile, e.to, floor, catalog) + " at " + at + " eats " +
                   the_shape(e.candy) + "!";
        case EventKind::Delivered:
            return candy(e.candy) + " is delivered to " + at + ".";
        case EventKind::Lost:
            switch (e.loss) {
                case LossCause::OffEdge:
                    return candy(e.candy) + " falls off the edge and is Lost.";
                case LossCause::OntoOutput:
                    return candy(e.candy) + " is pushed back onto the output side and is Lost.";
                case LossCause::Eaten:
                    return candy(e.candy) + " is Lost (eaten).";
                case LossCause::Loop:
                    return candy(e.candy) + " is caught in an endless loop at " + at +
                           " and blinks out of existence (Lost).";
                case LossCause::None:
                    break;
            }
            return candy(e.candy) + " is Lost.";
        case EventKind::TilePlaced: {
            std::string line = (catalog && e.tile >= 0 ? catalog->kind_of_tile(e.tile).name
                                                       : std::string("A tile")) +
                               " is played on " + at;
            if (catalog && e.other_tile >= 0)
                line += ", replacing the " + catalog->kind_of_tile(e.other_tile).name;
            return line + ".";
        }
    }
    return "";
}

std::string narrate(const Event& event, const Floor& floor, const Catalog* catalog) {
    std::string line = narrate_event(event, floor, catalog);
    if (!line.empty() && line[0] >= 'a' && line[0] <= 'z')
        line[0] = static_cast<char>(line[0] - 'a' + 'A');
    return line;
}

}  // namespace sugarworks
