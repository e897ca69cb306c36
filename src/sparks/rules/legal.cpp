// Every legal action of the player to act: the candidates each step of the game
// offers, kept when check.cpp accepts them, so the list and apply always agree.
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
    }
    for (int die : owned_dice(s, s.current))
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
        for (int die : player.dice)
            out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
        for (const Pending& pending : s.pending)
            if (pending.kind == PendingKind::Recycle)
                for (int die = 0; die < 64; ++die)
                    if ((pending.dice >> die) & 1u)
                        out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
    }
    out.push_back({.kind = ActionKind::RerollDice});
}

void candidates(const Game& game, const GameState& s, std::vector<Action>& out) {
    if (!s.pending.empty()) {
        choice_candidates(game, s, out);
        // A die waiting to move by Recycle may be altered first (check.cpp says how).
        if (s.pending.front().kind == PendingKind::Recycle && s.phase == Phase::Actions)
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

}  // namespace sparks::rules

namespace sparks {

std::vector<Action> Game::legal_actions(const GameState& state) const {
    std::vector<Action> out;
    legal_actions(state, out);
    return out;
}

void Game::legal_actions(const GameState& state, std::vector<Action>& out) const {
    out.clear();
    if (state.phase == Phase::Over)
        return;
    std::vector<Action> all;
    rules::candidates(*this, state, all);
    for (const Action& a : all)
        if (!rules::validate(*this, state, a, rules::Explain::ReasonOnly))
            out.push_back(a);
}

std::optional<Rejection> Game::check(const GameState& state, const Action& action) const {
    return rules::validate(*this, state, action);
}

std::variant<Applied, Rejection> Game::apply(const GameState& state, const Action& action) const {
    Applied applied{state, {}};
    if (auto refused = apply_in_place(applied.state, action, applied.events))
        return *refused;
    return applied;
}

std::optional<Rejection> Game::apply_in_place(GameState& state, const Action& action,
                                              std::vector<Event>& events) const {
    if (auto refused = rules::validate(*this, state, action))
        return refused;
    rules::Table t{*this, *content_, state, events};
    rules::perform(t, action);
    return std::nullopt;
}

}  // namespace sparks
