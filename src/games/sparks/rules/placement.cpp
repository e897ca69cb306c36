// Placing a die on a space: the colour and value it must meet, and the ways to
// meet a requirement it does not (2 cogs, Gordon's cog, an ignore effect, a die
// upgrade for the player's own colour).
#include <string>

#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

std::string die_words(const Game& game, int die, int face) {
    return std::string(colour_id(die_colour(game, die))) + " " + std::to_string(face);
}

}  // namespace

PlacementPowers placement_powers(const Content& content, const PlayerState& player) {
    return {.gordon = ability_count(content, player, Ability::Gordon) > 0,
            .colour_tokens = player.ignore_colour,
            .value_tokens = player.ignore_value,
            .own_any_colour = has_upgrade(player, UpgradeKind::IgnoreColour),
            .own_any_value = has_upgrade(player, UpgradeKind::IgnoreValue)};
}

MeansProblem colour_means_problem(const PlacementPowers& powers, bool own, bool matches,
                                  Means means) {
    if (matches)
        return means == Means::Match ? MeansProblem::None : MeansProblem::AlreadyMet;
    switch (means) {
        case Means::Match:
            return MeansProblem::Unmet;
        case Means::Cogs:  // "pay 2 cogs to ignore a color requirement"
            return MeansProblem::None;
        case Means::Gordon:
            return powers.gordon ? MeansProblem::None : MeansProblem::NoGordon;
        case Means::Token:
            return powers.colour_tokens > 0 ? MeansProblem::None : MeansProblem::NoToken;
        case Means::OwnColour:
            return own && powers.own_any_colour ? MeansProblem::None : MeansProblem::NotOwnColour;
    }
    return MeansProblem::Unmet;
}

MeansProblem value_means_problem(const PlacementPowers& powers, bool own, bool matches,
                                 Means means) {
    if (matches)
        return means == Means::Match ? MeansProblem::None : MeansProblem::AlreadyMet;
    switch (means) {
        case Means::Match:
            return MeansProblem::Unmet;
        case Means::Token:
            return powers.value_tokens > 0 ? MeansProblem::None : MeansProblem::NoToken;
        case Means::OwnColour:
            return own && powers.own_any_value ? MeansProblem::None : MeansProblem::NotOwnColour;
        case Means::Cogs:
        case Means::Gordon:
            return MeansProblem::CogsForValue;
    }
    return MeansProblem::Unmet;
}

MeansMasks means_masks(const PlacementPowers& powers, bool own) {
    MeansMasks masks;
    for (int matches = 0; matches < 2; ++matches)
        for (int m = 0; m < kMeans; ++m) {
            const auto means = static_cast<Means>(m);
            const auto at = static_cast<std::size_t>(matches);
            if (colour_means_problem(powers, own, matches != 0, means) == MeansProblem::None)
                masks.colour[at] |= 1u << m;
            if (value_means_problem(powers, own, matches != 0, means) == MeansProblem::None)
                masks.value[at] |= 1u << m;
        }
    return masks;
}

std::optional<Rejection> placement_problem(const Game& game, const GameState& state, int p, int die,
                                           int face, const Requirement& need, Means colour_by,
                                           Means value_by, int extra_cogs, Explain explain) {
    const PlayerState& player = state.seats[static_cast<std::size_t>(p)];
    const PlacementPowers powers = placement_powers(game.content(), player);
    const Colour colour = die_colour(game, die);
    const bool own = colour == seat_colour(p);
    const auto the_die = [&] { return "The " + die_words(game, die, face); };
    switch (colour_means_problem(powers, own, !need.colour || *need.colour == colour, colour_by)) {
        case MeansProblem::None:
            break;
        case MeansProblem::AlreadyMet:
            return refuse(RejectReason::NotAllowed, explain,
                          [&] { return the_die() + " already meets the colour."; });
        case MeansProblem::Unmet:
            return refuse(RejectReason::Requirement, explain, [&] {
                return the_die() + " is not " + std::string(colour_id(*need.colour)) + ".";
            });
        case MeansProblem::NoGordon:
            return refuse(RejectReason::NotAllowed, explain,
                          "Only Gordon lets a cog pay for a colour.");
        case MeansProblem::NoToken:
            return refuse(RejectReason::NotAllowed, explain,
                          "No effect this turn lets you ignore a colour.");
        case MeansProblem::NotOwnColour:
        case MeansProblem::CogsForValue:
            return refuse(RejectReason::NotAllowed, explain,
                          "Only dice of your colour, with the Ignore color upgrade, have any "
                          "colour.");
    }
    switch (value_means_problem(powers, own, !need.value || *need.value == face, value_by)) {
        case MeansProblem::None:
            break;
        case MeansProblem::AlreadyMet:
            return refuse(RejectReason::NotAllowed, explain,
                          [&] { return the_die() + " already meets the value."; });
        case MeansProblem::Unmet:
            return refuse(RejectReason::Requirement, explain, [&] {
                return the_die() + " is not a " + std::to_string(*need.value) + ".";
            });
        case MeansProblem::NoToken:
            return refuse(RejectReason::NotAllowed, explain,
                          "No effect this turn lets you ignore a value.");
        case MeansProblem::NotOwnColour:
            return refuse(RejectReason::NotAllowed, explain,
                          "Only dice of your colour, with the Ignore value upgrade, have any "
                          "value.");
        case MeansProblem::NoGordon:
        case MeansProblem::CogsForValue:
            return refuse(RejectReason::NotAllowed, explain, "Cogs cannot pay for a value.");
    }
    const int cogs = extra_cogs + colour_means_cogs(colour_by);
    if (player.cogs < cogs)
        return refuse(RejectReason::CannotAfford, explain, [&] {
            return "That costs " + std::to_string(cogs) + " cogs; you have " +
                   std::to_string(player.cogs) + ".";
        });
    return std::nullopt;
}

void pay_for_placement(Table& t, int p, Means colour_by, Means value_by) {
    PlayerState& player = t.seat(p);
    const int cogs = colour_means_cogs(colour_by);
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
