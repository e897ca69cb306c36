// A monospaced drawing of the floor for the command line.
#include <sstream>

#include "sugarworks/text.hpp"

namespace sugarworks {
namespace {

constexpr char kCandyLetter[kCandyTypeCount] = {'R', 'Y', 'G', 'B', 'P'};
constexpr char kEaterLetter[kCandyTypeCount] = {'r', 'y', 'g', 'b', 'p'};

char letter(CandyId id) {
    return id == kNoCandy ? '.' : kCandyLetter[index_of(type_of(id))];
}

std::string arrow(CenterIcon icon) {
    switch (icon) {
        case CenterIcon::Right:
            return ">";
        case CenterIcon::Up:
            return "^";
        case CenterIcon::Down:
            return "v";
        case CenterIcon::Left:
            return "<";
        case CenterIcon::JumpRight:
            return "}";
        case CenterIcon::JumpLeft:
            return "{";
    }
    return "?";
}

std::string counts(const CandyCounts& c) {
    std::string s;
    for (int t = 0; t < kCandyTypeCount; ++t) {
        if (t)
            s += ' ';
        s += kCandyLetter[t];
        s += std::to_string(c[static_cast<size_t>(t)]);
    }
    return s;
}

std::string dock_text(const Dock& d) {
    if (!d.has_output())
        return "  ";
    std::string s(1, kCandyLetter[d.output]);
    s += d.candy == kNoCandy ? '_' : '*';
    return s;
}

}  // namespace

std::string draw_floor(const Floor& floor) {
    std::ostringstream out;
    out << "          ";
    for (int c = 0; c < floor.cols(); ++c)
        out << "  " << (c + 1) << (c + 1 < 10 ? "  " : " ");
    out << "\n";
    for (int r = 0; r < floor.rows(); ++r) {
        const Dock& upper = floor.dock(r * kDockSlotsPerRow);
        const Dock& lower = floor.dock(r * kDockSlotsPerRow + 1);
        out << static_cast<char>('A' + r) << "  " << dock_text(upper) << " " << dock_text(lower)
            << " |";
        for (int c = 0; c < floor.cols(); ++c) {
            const PlacedTile& tile = floor.tile_at({r, c});
            const CornerIcon corner = tile.face.corner;
            const char corner_char = corner.kind == CornerKind::X ? 'x'
                                     : corner.kind == CornerKind::Eater
                                         ? kEaterLetter[index_of(corner.eats)]
                                         : ' ';
            out << ' ' << corner_char << arrow(tile.face.center) << letter(floor.candy_at({r, c}))
                << (tile.tile == kPrintedTile ? ' ' : '\'');
        }
        out << " |";
        if (auto crate = floor.crate_at({r, floor.cols()})) {
            const Crate& k = floor.crate(*crate);
            out << " " << crate_kind_name(k.kind) << " crate: " << counts(k.contents);
        }
        out << "\n";
    }
    for (int i = 0; i < floor.crate_count(); ++i) {
        const Crate& k = floor.crate(i);
        if (k.cell.col == floor.cols() && k.cell.row >= 0 && k.cell.row < floor.rows())
            continue;
        out << crate_kind_name(k.kind) << " crate at " << cell_name(k.cell, floor.rows()) << ": "
            << counts(k.contents) << "\n";
    }
    out << "Lost: " << counts(floor.lost());
    if (total(floor.removed()) > 0)
        out << "   Removed: " << counts(floor.removed());
    out << "   Supply: " << counts(floor.supply_counts()) << "\n";
    out << "Key: > ^ v < move, } { jump; R Y G B P candies; r y g b p eater, x X tile;"
           " ' played tile; outputs: R* loaded, R_ empty\n";
    return out.str();
}

}  // namespace sugarworks
