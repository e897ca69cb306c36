// Every legal action of the player to act, generated step by step and decision by
// decision from the rules' own predicates (check.cpp, choices.cpp, placement.cpp),
// in the order of the reference listing (legal_by_check.cpp): the random games'
// choices, and so their results, depend on that order. The tests hold the two lists
// equal, action for action; a rule changed in the check shows there first.
#include <algorithm>
#include <array>

#include "rules/choices.hpp"
#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

void assign_robots(const PlayerState& player, std::vector<Action>& out) {
    for (int card : player.offer)
        for (int slot = 0; slot < kSlots; ++slot)
            if (player.line[static_cast<std::size_t>(slot)].card == kNone)
                out.push_back({.kind = ActionKind::AssignRobot, .card = card, .slot = slot});
}

void productions(const Game& game, const GameState& s, const PlayerState& player,
                 std::vector<Action>& out) {
    const int row = static_cast<int>(s.junkyard.size());
    for (int tile : player.production)
        for (int i = 0; i < std::max(row, 1); ++i) {
            const Action a{.kind = ActionKind::PlayProduction, .tile = tile, .index = i};
            if (!production_problem(game, s, a, Explain::ReasonOnly))
                out.push_back(a);
        }
}

void takes(const Game& game, const GameState& s, std::vector<Action>& out) {
    const DiceTaking taking = dice_taking(game, s);
    const auto offer = [&](const Action& a) {
        if (!take_problem(taking, a, Explain::ReasonOnly))
            out.push_back(a);
    };
    for (int i = 0; i < taking.row; ++i) {
        offer({.kind = ActionKind::TakeDice, .index = i});
        for (int j = i + 1; j < taking.row; ++j)
            offer({.kind = ActionKind::TakeDice, .index = i, .index2 = j});
    }
}

void refills(const PlayerState& player, std::vector<Action>& out) {
    if (player.drew_robots) {
        assign_robots(player, out);
        return;
    }
    for (int slot = 0; slot < kSlots; ++slot)
        if (player.line[static_cast<std::size_t>(slot)].card != kNone)
            out.push_back({.kind = ActionKind::DiscardRobot, .slot = slot});
    out.push_back({.kind = ActionKind::DrawRobots});
}

// --- the action phase, kind by kind ---

struct Placing {
    const Game& game;
    const GameState& s;
    const PlayerState& player;
    int p;
    std::array<MeansMasks, 2> masks;  // for a die of another colour, of the player's
    const MeansMasks& for_die(int die) const {
        return masks[die_colour(game, die) == seat_colour(p) ? 1 : 0];
    }
};

void place_in_upgrade_section(const Placing& at, int die, std::vector<Action>& out) {
    const Content& c = at.game.content();
    if (factory_at_top(c, at.player))
        return;
    const Colour colour = die_colour(at.game, die);
    const MeansMasks& means = at.for_die(die);
    for (int space = 0; space < kUpgradeSpaces; ++space) {
        if (at.player.upgrade_section[static_cast<std::size_t>(space)] != kNone)
            continue;
        const Colour need = c.boards[static_cast<std::size_t>(at.p)]
                                .upgrade_spaces[static_cast<std::size_t>(space)];
        // The section asks no value: value_by stays Match.
        for_each_placement_means(means, need == colour, true, at.player.cogs,
                                 [&](Means colour_by, Means) {
                                     out.push_back({.kind = ActionKind::PlaceUpgrade,
                                                    .space = space,
                                                    .die = die,
                                                    .colour_by = colour_by});
                                 });
    }
}

void place_on_robots(const Placing& at, int die, std::vector<Action>& out) {
    const Content& c = at.game.content();
    const Colour colour = die_colour(at.game, die);
    const MeansMasks& means = at.for_die(die);
    const int face = at.s.faces[static_cast<std::size_t>(die)];
    for (int slot = 0; slot < kSlots; ++slot) {
        const Slot& line = at.player.line[static_cast<std::size_t>(slot)];
        if (line.card == kNone)
            continue;
        const int spaces =
            static_cast<int>(c.robots[static_cast<std::size_t>(line.card)].spaces.size());
        for (int space = 0; space < spaces; ++space) {
            if (line.dice[static_cast<std::size_t>(space)] != kNone)
                continue;
            const Requirement need = robot_space(c, at.player, slot, space);
            for_each_placement_means(means, !need.colour || *need.colour == colour,
                                     !need.value || *need.value == face, at.player.cogs,
                                     [&](Means colour_by, Means value_by) {
                                         out.push_back({.kind = ActionKind::PlaceRobot,
                                                        .slot = slot,
                                                        .space = space,
                                                        .die = die,
                                                        .colour_by = colour_by,
                                                        .value_by = value_by});
                                     });
        }
    }
}

void change_values(const GameState& s, int die, std::vector<Action>& out) {
    for (int delta : {-1, 1}) {
        const Action a{.kind = ActionKind::ChangeValue, .die = die, .delta = delta};
        if (!change_value_problem(s, a, Explain::ReasonOnly))
            out.push_back(a);
    }
}

// Sell: every die the player owns, placed ones too; Retrieve: the placed ones, with
// Rearrange. By die id, as the reference lists them.
void sells_and_retrieves(const PlayerState& player, std::vector<Action>& out) {
    std::array<int, 64> owned{};
    std::size_t n = 0;
    const auto own = [&](int die) {
        if (die >= 0 && n < owned.size())
            owned[n++] = die;
    };
    for (int die : player.dice)
        own(die);
    for (int die : player.upgrade_section)
        own(die);
    for (const Slot& slot : player.line)
        if (slot.card != kNone)
            for (int die : slot.dice)
                own(die);
    std::sort(owned.begin(), owned.begin() + static_cast<std::ptrdiff_t>(n));
    const auto end = std::unique(owned.begin(), owned.begin() + static_cast<std::ptrdiff_t>(n));
    const bool rearrange = has_upgrade(player, UpgradeKind::Rearrange);
    for (auto it = owned.begin(); it != end; ++it) {
        out.push_back({.kind = ActionKind::Sell, .die = *it});
        if (rearrange && !available(player, *it))
            out.push_back({.kind = ActionKind::Retrieve, .die = *it});
    }
}

void recruits(const Game& game, const GameState& s, const PlayerState& player,
              std::vector<Action>& out) {
    if (player.cogs < recruit_cost(game, s, s.current))
        return;
    const int played = static_cast<int>(player.played.size());
    for (int card : player.hand)
        for (int target = kNone; target < played; ++target)
            if (!conrad_problem(game, player, card, target, Explain::ReasonOnly))
                out.push_back({.kind = ActionKind::Recruit, .card = card, .target = target});
}

void box_activations(const Game& game, const GameState& s, const PlayerState& player,
                     std::vector<Action>& out) {
    for_each_power_box(game.content(), player, [&](int box) {
        for (bool cog : {false, true})
            if (!box_problem(game, s, box, cog, Explain::ReasonOnly))
                out.push_back({.kind = ActionKind::ActivateBox, .index = box, .with_cog = cog});
    });
}

void assistant_uses(const Game& game, const GameState& s, const PlayerState& player,
                    std::vector<Action>& out) {
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        const AssistantUse use = assistant_use(game.content(), player, i);
        if (use == AssistantUse::NoDie)
            out.push_back({.kind = ActionKind::UseAssistant, .index = i});
        if (use != AssistantUse::AnyDie && use != AssistantUse::HighDie)
            continue;
        for (int die : player.dice)
            if (use == AssistantUse::AnyDie || frank_takes(s.faces[static_cast<std::size_t>(die)]))
                out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
    }
}

// The dice of player p waiting to move by Recycle, in die order.
template <typename Each>
void for_each_in_flight(const GameState& s, Each each) {
    for (const Pending& pending : s.pending)
        if (pending.kind == PendingKind::Recycle)
            for (int die = 0; die < 64; ++die)
                if ((pending.dice >> die) & 1u)
                    each(die);
}

// While a Recycle waits, what may alter the dice it may move before the move (R35):
// a paid change, Octavia on one of them, Silas spending an available die, the reroll
// tile. After the decision's own answers, as the reference lists them.
void moving_die_alterations(const Game& game, const GameState& s, std::vector<Action>& out) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    for_each_in_flight(s, [&](int die) { change_values(s, die, out); });
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        if (assistant_use(game.content(), player, i) != AssistantUse::AnyDie)
            continue;
        const Ability ability = effective_card(game.content(), player, i).ability;
        if (ability == Ability::Silas)
            for (int die : player.dice)
                out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
        if (ability == Ability::Octavia)
            for_each_in_flight(s, [&](int die) {
                out.push_back({.kind = ActionKind::UseAssistant, .index = i, .die = die});
            });
    }
    if (player.reroll_ready)
        out.push_back({.kind = ActionKind::RerollDice});
}

void actions_phase(const Game& game, const GameState& s, std::vector<Action>& out) {
    const int p = s.current;
    const PlayerState& player = s.seats[static_cast<std::size_t>(p)];
    out.push_back({.kind = ActionKind::EndActions});
    for (int die : player.dice)
        out.push_back({.kind = ActionKind::EndActions, .die = die});
    const PlacementPowers powers = placement_powers(game.content(), player);
    const Placing at{game, s, player, p, {means_masks(powers, false), means_masks(powers, true)}};
    for (int die : player.dice) {
        place_in_upgrade_section(at, die, out);
        place_on_robots(at, die, out);
        change_values(s, die, out);
    }
    // A paid change reaches the placed dice too (R30).
    for (int die : player.upgrade_section)
        if (die != kNone)
            change_values(s, die, out);
    for (const Slot& slot : player.line)
        if (slot.card != kNone)
            for (int die : slot.dice)
                if (die != kNone)
                    change_values(s, die, out);
    sells_and_retrieves(player, out);
    recruits(game, s, player, out);
    box_activations(game, s, player, out);
    assistant_uses(game, s, player, out);
    if (player.reroll_ready)
        out.push_back({.kind = ActionKind::RerollDice});
}

}  // namespace

void legal_actions(const Game& game, const GameState& s, std::vector<Action>& out) {
    out.clear();
    if (s.phase == Phase::Over)
        return;
    if (!s.pending.empty()) {
        choice_actions(game, s, out);
        if (moving_die_waits(s))
            moving_die_alterations(game, s, out);
        return;
    }
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    switch (s.phase) {
        case Phase::ChooseRobots:
            assign_robots(player, out);
            break;
        case Phase::Draft:
            for (int card : player.packet)
                out.push_back({.kind = ActionKind::DraftAssistant, .card = card});
            break;
        case Phase::Production:
            productions(game, s, player, out);
            break;
        case Phase::TakeDice:
            takes(game, s, out);
            break;
        case Phase::Actions:
            actions_phase(game, s, out);
            break;
        case Phase::Refill:
            refills(player, out);
            break;
        case Phase::Over:
            break;
    }
}

}  // namespace sparks::rules

namespace sparks {

std::vector<Action> Game::legal_actions(const GameState& state) const {
    std::vector<Action> out;
    legal_actions(state, out);
    return out;
}

void Game::legal_actions(const GameState& state, std::vector<Action>& out) const {
    rules::legal_actions(*this, state, out);
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
