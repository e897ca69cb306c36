// Placing a die on a space: the colour and value it must meet, and the ways to
// meet a requirement it does not (2 cogs, Gordon's cog, an ignore effect, a die
// upgrade for the player's own colour).
#include <string>

#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

// The refusal, its words built only when they are wanted.
template <typename Words>
Rejection refuse(RejectReason reason, Explain explain, Words words) {
    if (explain == Explain::ReasonOnly)
        return {reason, {}};
    return {reason, words()};
}

std::string die_words(const Game& game, int die, int face) {
    return std::string(colour_id(die_colour(game, die))) + " " + std::to_string(face);
}

}  // namespace

Requirement robot_space(const Content& content, const PlayerState& player, int slot, int space) {
    const Slot& s = player.line[static_cast<std::size_t>(slot)];
    const DieSpace& need =
        content.robots[static_cast<std::size_t>(s.card)].spaces[static_cast<std::size_t>(space)];
    return {need.colour, need.value};
}

std::optional<Rejection> placement_problem(const Game& game, const GameState& state, int p, int die,
                                           int face, const Requirement& need, Means colour_by,
                                           Means value_by, int extra_cogs, Explain explain) {
    const PlayerState& player = state.seats[static_cast<std::size_t>(p)];
    const Colour colour = die_colour(game, die);
    const bool own = colour == seat_colour(p);
    const bool colour_matches = !need.colour || *need.colour == colour;
    const bool value_matches = !need.value || *need.value == face;
    int cogs = extra_cogs;
    if (colour_matches) {
        if (colour_by != Means::Match)
            return refuse(RejectReason::NotAllowed, explain, [&] {
                return std::string("The " + die_words(game, die, face) +
                                   " already meets the colour.");
            });
    } else {
        switch (colour_by) {
            case Means::Match:
                return refuse(RejectReason::Requirement, explain, [&] {
                    return std::string("The " + die_words(game, die, face) + " is not " +
                                       std::string(colour_id(*need.colour)) + ".");
                });
            case Means::Cogs:
                cogs += 2;  // "pay 2 cogs to ignore a color requirement"
                break;
            case Means::Gordon:
                if (ability_count(game.content(), player, Ability::Gordon) == 0)
                    return refuse(RejectReason::NotAllowed, explain, [&] {
                        return std::string("Only Gordon lets a cog pay for a colour.");
                    });
                cogs += 1;
                break;
            case Means::Token:
                if (player.ignore_colour <= 0)
                    return refuse(RejectReason::NotAllowed, explain, [&] {
                        return std::string("No effect this turn lets you ignore a colour.");
                    });
                break;
            case Means::OwnColour:
                if (!own || !has_upgrade(player, UpgradeKind::IgnoreColour))
                    return refuse(RejectReason::NotAllowed, explain, [&] {
                        return std::string(
                            "Only dice of your colour, with the Ignore color upgrade, "
                            "have any colour.");
                    });
                break;
        }
    }
    if (value_matches) {
        if (value_by != Means::Match)
            return refuse(RejectReason::NotAllowed, explain, [&] {
                return std::string("The " + die_words(game, die, face) +
                                   " already meets the value.");
            });
    } else {
        switch (value_by) {
            case Means::Match:
                return refuse(RejectReason::Requirement, explain, [&] {
                    return std::string("The " + die_words(game, die, face) + " is not a " +
                                       std::to_string(*need.value) + ".");
                });
            case Means::Token:
                if (player.ignore_value <= 0)
                    return refuse(RejectReason::NotAllowed, explain, [&] {
                        return std::string("No effect this turn lets you ignore a value.");
                    });
                break;
            case Means::OwnColour:
                if (!own || !has_upgrade(player, UpgradeKind::IgnoreValue))
                    return refuse(RejectReason::NotAllowed, explain, [&] {
                        return std::string(
                            "Only dice of your colour, with the Ignore value upgrade, "
                            "have any value.");
                    });
                break;
            case Means::Cogs:
            case Means::Gordon:
                return refuse(RejectReason::NotAllowed, explain,
                              [&] { return std::string("Cogs cannot pay for a value."); });
        }
    }
    if (player.cogs < cogs)
        return refuse(RejectReason::CannotAfford, explain, [&] {
            return std::string("That costs " + std::to_string(cogs) + " cogs; you have " +
                               std::to_string(player.cogs) + ".");
        });
    return std::nullopt;
}

void pay_for_placement(Table& t, int p, Means colour_by, Means value_by) {
    PlayerState& player = t.seat(p);
    int cogs = 0;
    if (colour_by == Means::Cogs)
        cogs = 2;
    if (colour_by == Means::Gordon)
        cogs = 1;
    if (colour_by == Means::Token)
        --player.ignore_colour;
    if (value_by == Means::Token)
        --player.ignore_value;
    if (cogs > 0) {
        player.cogs -= cogs;
        t.emit({.kind = EventKind::CogsPaid, .player = p, .amount = cogs});
    }
}

}  // namespace sparks::rules
