// The reference listing: the candidates each step of the game offers, kept when
// check.cpp accepts them. Slow, and plain by design: the tests hold the generated
// list (legal.cpp) to it, action for action, in random games of every variant.
#include "rules/choices.hpp"
#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

void colour_and_value_means(std::vector<Action>& out, Action a) {
    for (int cb = 0; cb < kMeans; ++cb)
        for (Means vb : {Means::Match, Means::Token, Means::OwnColour}) {
            a.colour_by = static_cast<Means>(cb);
            a.value_by = vb;
            out.push_back(a);
        }
}

void action_candidates(const Game& game, const GameState& s, std::vector<Action>& out) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    const Content& c = game.content();
    out.push_back({.kind = ActionKind::EndActions});
    for (int die : player.dice)
        out.push_back({.kind = ActionKind::EndActions, .die = die});
    for (int die : player.dice) {
        for (int space = 0; space < kUpgradeSpaces; ++space)
            for (int cb = 0; cb < kMeans; ++cb)
                out.push_back({.kind = ActionKind::PlaceUpgrade,
                               .space = space,
                               .die = die,
                               .colour_by = static_cast<Means>(cb)});
        for (int slot = 0; slot < kSlots; ++slot) {
            const int card = player.line[static_cast<std::size_t>(slot)].card;
            if (card == kNone)
                continue;
            const int spaces =
                static_cast<int>(c.robots[static_cast<std::size_t>(card)].spaces.size());
            for (int space = 0; space < spaces; ++space)
                colour_and_value_means(
                    out,
                    {.kind = ActionKind::PlaceRobot, .slot = slot, .space = space, .die = die});
        }
        for (int delta : {-1, 1})
            out.push_back({.kind = ActionKind::ChangeValue, .die = die, .delta = delta});
    }
    // A paid change reaches the placed dice too, and those waiting to move (R30, R35).
    for (int die : owned_dice(s, s.current))
        if (!available(player, die))
            for (int delta : {-1, 1})
                out.push_back({.kind = ActionKind::ChangeValue, .die = die, .delta = delta});
    // Every die the player owns can be sold, placed ones too.
    for (int die = 0; die < static_cast<int>(s.faces.size()); ++die)
        if (find_die(player, die).place != Place::Elsewhere) {
            out.push_back({.kind = ActionKind::Sell, .die = die});
            if (find_die(player, die).place != Place::Available)
                out.push_back({.kind = ActionKind::Retrieve, .die = die});
        }
    for (int card : player.hand) {
        out.push_back({.kind = ActionKind::Recruit, .card = card});
        for (int target = 0; target < static_cast<int>(player.played.size()); ++target)
            out.push_back({.kind = ActionKind::Recruit, .card = card, .target = target});
    }
    for (int box : power_boxes(c, player))
        for (bool cog : {false, true})
            out.push_back({.kind = ActionKind::ActivateBox, .index = box, .with_cog = cog});
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        out.push_back({.kind = ActionKind::UseAssistant, .index = i});
        for (int die : owned_dice(s, s.current))
            if (available(player, die) || in_flight(s, die))
                out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
    }
    out.push_back({.kind = ActionKind::RerollDice});
}

void candidates(const Game& game, const GameState& s, std::vector<Action>& out) {
    if (!s.pending.empty()) {
        choice_candidates(game, s, out);
        // A die waiting to move by Recycle may be altered first (check.cpp says how).
        if (moving_die_waits(s))
            action_candidates(game, s, out);
        return;
    }
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    switch (s.phase) {
        case Phase::ChooseRobots:
            for (int card : player.offer)
                for (int slot = 0; slot < kSlots; ++slot)
                    out.push_back({.kind = ActionKind::AssignRobot, .card = card, .slot = slot});
            break;
        case Phase::Draft:
            for (int card : player.packet)
                out.push_back({.kind = ActionKind::DraftAssistant, .card = card});
            break;
        case Phase::Production:
            for (int tile : player.production)
                for (int i = 0; i < static_cast<int>(s.junkyard.size()) || i == 0; ++i)
                    out.push_back({.kind = ActionKind::PlayProduction, .tile = tile, .index = i});
            break;
        case Phase::TakeDice: {
            const int row = static_cast<int>(s.junkyard.size());
            for (int i = 0; i < row; ++i) {
                out.push_back({.kind = ActionKind::TakeDice, .index = i});
                for (int j = i + 1; j < row; ++j)
                    out.push_back({.kind = ActionKind::TakeDice, .index = i, .index2 = j});
            }
            break;
        }
        case Phase::Actions:
            action_candidates(game, s, out);
            break;
        case Phase::Refill:
            if (player.drew_robots) {
                for (int card : player.offer)
                    for (int slot = 0; slot < kSlots; ++slot)
                        out.push_back(
                            {.kind = ActionKind::AssignRobot, .card = card, .slot = slot});
            } else {
                for (int slot = 0; slot < kSlots; ++slot)
                    out.push_back({.kind = ActionKind::DiscardRobot, .slot = slot});
                out.push_back({.kind = ActionKind::DrawRobots});
            }
            break;
        case Phase::Over:
            break;
    }
}

}  // namespace

void legal_actions_by_check(const Game& game, const GameState& state, std::vector<Action>& out) {
    out.clear();
    if (state.phase == Phase::Over)
        return;
    std::vector<Action> all;
    candidates(game, state, all);
    for (const Action& a : all)
        if (!validate(game, state, a, Explain::ReasonOnly))
            out.push_back(a);
}

}  // namespace sparks::rules
