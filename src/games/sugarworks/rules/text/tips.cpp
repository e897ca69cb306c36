#include "sugarworks/tips.hpp"

#include <array>
#include <bit>

#include "sugarworks/board.hpp"
#include "sugarworks/game_state.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {
namespace {

constexpr std::array<std::string_view, kTipKindCount> kIds = {"bonk_red_circle",
                                                              "bonk_yellow_hexagon",
                                                              "bonk_green_triangle",
                                                              "bonk_blue_square",
                                                              "bonk_purple_rectangle",
                                                              "eater",
                                                              "x_tile",
                                                              "jump",
                                                              "delivered",
                                                              "lost_off_edge",
                                                              "lost_onto_output",
                                                              "lost_in_loop",
                                                              "special_completed",
                                                              "game_ended"};

bool is_bonk(TipKind kind) {
    return kind >= TipKind::BonkRedCircle && kind <= TipKind::BonkPurpleRectangle;
}

// The line of the Bonk! chart for a struck candy, said of that candy.
std::string bonk_words(CandyType struck, const BonkRule& rule) {
    const std::string name(candy_type_name(struck));
    const std::string where(direction_words(rule.direction));
    if (rule.mover == BonkMover::Struck)
        return "Bonk! A " + name + " that is hit moves one space " + where +
               "; the candy that hit it takes its space.";
    return "Bonk! A candy that hits a " + name + " moves on one space " + where + ".";
}

// The corner icon that took the candy: the tile's own, as the catalog describes
// it; a printed space has none, so the event's own words stand in.
CornerIcon corner_of(const Event& event, const Catalog& catalog) {
    if (event.tile >= 0 && event.tile < catalog.tile_count())
        return catalog.kind_of_tile(event.tile).face.corner;
    return {event.corner, type_of(event.candy)};
}

}  // namespace

std::string_view tip_kind_id(TipKind kind) {
    return kIds[static_cast<size_t>(kind)];
}

std::optional<TipKind> parse_tip_kind(std::string_view id) {
    for (size_t i = 0; i < kIds.size(); ++i) {
        if (kIds[i] == id)
            return static_cast<TipKind>(i);
    }
    return std::nullopt;
}

bool on_the_floor(TipKind kind) {
    return kind != TipKind::SpecialCompleted && kind != TipKind::GameEnded;
}

int TipSet::size() const {
    return std::popcount(bits_);
}

std::optional<TipKind> tip_kind(const Event& event) {
    switch (event.kind) {
        case EventKind::Bonk:
            if (event.other == kNoCandy)
                return std::nullopt;
            return bonk_tip(type_of(event.other));
        case EventKind::Eaten:
            if (event.corner == CornerKind::Eater)
                return TipKind::Eater;
            if (event.corner == CornerKind::X)
                return TipKind::XTile;
            return std::nullopt;
        case EventKind::Delivered:
            return TipKind::Delivered;
        case EventKind::Lost:
            switch (event.loss) {
                case LossCause::OffEdge:
                    return TipKind::LostOffEdge;
                case LossCause::OntoOutput:
                    return TipKind::LostOntoOutput;
                case LossCause::Loop:
                    return TipKind::LostInLoop;
                case LossCause::Eaten:  // the eating before it was the moment
                case LossCause::None:
                    return std::nullopt;
            }
            return std::nullopt;
        case EventKind::Move:
            if (event.cause == MoveCause::Jump)
                return TipKind::Jump;
            return std::nullopt;
        case EventKind::Activate:
        case EventKind::TilePlaced:
            return std::nullopt;
    }
    return std::nullopt;
}

std::optional<TipKind> tip_kind(const GameEvent& event) {
    switch (event.kind) {
        case GameEventKind::Floor:
            return tip_kind(event.floor);
        case GameEventKind::SpecialCompleted:
        case GameEventKind::ClaimRight:
            return TipKind::SpecialCompleted;
        case GameEventKind::GameEnded:
            return TipKind::GameEnded;
        default:
            return std::nullopt;
    }
}

std::string tip_words(const Event& event, const Catalog& catalog) {
    const std::optional<TipKind> kind = tip_kind(event);
    if (!kind)
        return "";
    if (is_bonk(*kind)) {
        const CandyType struck = type_of(event.other);
        return bonk_words(struck, catalog.candies.bonk[static_cast<size_t>(index_of(struck))]);
    }
    switch (*kind) {
        case TipKind::Eater:
            return "Eaten! " + describe_corner(corner_of(event, catalog));
        case TipKind::XTile:
            return "An X! " + describe_corner(corner_of(event, catalog));
        case TipKind::Jump: {
            const bool right = event.to.col > event.from.col;
            return "A jump! " +
                   describe_face({right ? CenterIcon::JumpRight : CenterIcon::JumpLeft, {}}) +
                   " No Bonk! happens there.";
        }
        case TipKind::Delivered:
            return "Delivered into the " + std::string(crate_kind_name(event.crate)) +
                   " crate! A candy whose move ends exactly on a crate goes in; orders count what "
                   "the crates hold.";
        case TipKind::LostOffEdge:
            return "Lost! A candy that leaves the board anywhere but exactly onto a crate goes "
                   "to the Lost gutter.";
        case TipKind::LostOntoOutput:
            return "Lost! A candy moved left of column 1, onto the outputs' side, is Lost: "
                   "outputs take only new candy.";
        case TipKind::LostInLoop:
            return "Lost! A chain of Bonks! that would bring the floor back to where it was "
                   "stops, and the candy going round is Lost.";
        default:
            return "";
    }
}

std::string tip_words(const GameEvent& event, const Game& game) {
    const std::optional<TipKind> kind = tip_kind(event);
    if (!kind)
        return "";
    const bool team = game.scenario().cooperative;
    switch (*kind) {
        case TipKind::SpecialCompleted:
            return "A special order is complete the moment its event happens on the floor: it "
                   "is played face up and scores its points at the end.";
        case TipKind::GameEnded: {
            const std::string why =
                static_cast<EndReason>(event.end) == EndReason::RoundCap
                    ? "Game over: this game ends after round " +
                          std::to_string(game.options().round_cap) + "'s movement."
                    : "Game over: after a movement, a candy type had none left in the supply or "
                      "on the floor.";
            return why + (team ? " The team scores its completed orders and blanket orders, "
                                 "less its incomplete ones."
                               : " Completed orders and blanket orders score now.");
        }
        default:
            return tip_words(event.floor, game.catalog());
    }
}

}  // namespace sugarworks
