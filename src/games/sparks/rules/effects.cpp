// Effects: what a symbol gives (immediate rewards, power boxes, bonus tiles,
// assistants), advancing on the scoring tracks, the factory's levels and
// completing a robot.
#include <algorithm>

#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

void push(Table& t, Pending pending) {
    open_decision(t.state, pending);
}

// The number of bonus space `space` of `colour`'s track among all bonus spaces, in
// track order: where its tile lies in GameState::bonus.
int bonus_number(const Content& content, Colour colour, int space) {
    int n = 0;
    for (int c = 0; c < kColours; ++c) {
        const auto& track = content.tracks[static_cast<std::size_t>(c)];
        for (int i = 0; i < static_cast<int>(track.size()); ++i) {
            if (c == static_cast<int>(colour) && i == space)
                return n;
            if (track[static_cast<std::size_t>(i)].bonus)
                ++n;
        }
    }
    return kNone;
}

// The next space counted on a track after `from`: the bonus spaces are skipped.
int next_point_space(const std::vector<TrackSpace>& track, int from) {
    for (int i = from + 1; i < static_cast<int>(track.size()); ++i)
        if (!track[static_cast<std::size_t>(i)].bonus)
            return i;
    return kNone;
}

}  // namespace

void open_decision(GameState& state, Pending pending) {
    const auto recycle =
        std::find_if(state.pending.begin(), state.pending.end(),
                     [](const Pending& p) { return p.kind == PendingKind::Recycle; });
    state.pending.insert(recycle, pending);
}

void gain_all(Table& t, int p, const std::vector<Effect>& effects) {
    for (const Effect& e : effects)
        gain(t, p, e);
}

void draw_assistants(Table& t, int p, int count) {
    for (int i = 0; i < count && !t.state.assistant_deck.empty(); ++i) {
        const int card = t.state.assistant_deck.back();
        t.state.assistant_deck.pop_back();
        t.seat(p).hand.push_back(card);
        t.emit({.kind = EventKind::AssistantDrawn, .player = p, .card = card});
    }
}

void gain(Table& t, int p, const Effect& e) {
    PlayerState& player = t.seat(p);
    switch (e.kind) {
        case EffectKind::Die:
            for (int i = 0; i < e.amount; ++i)
                gain_die(t, p, draw_from_bag(t));
            break;
        case EffectKind::DieValue: {
            // "Draw a random die from the bag and set it to the shown value."
            const int die = draw_from_bag(t);
            if (die != kNone)
                t.state.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(e.value);
            gain_die(t, p, die);
            break;
        }
        case EffectKind::ColourDie:
            for (int i = 0; i < e.amount; ++i)
                gain_die(t, p, colour_die(t, e.colour.value_or(Colour::Red)));
            break;
        case EffectKind::Advance:
            advance(t, p, e.colour.value_or(Colour::Red), e.amount);
            break;
        case EffectKind::AdvanceAny:
            for (int i = 0; i < e.amount; ++i)
                push(t, {.kind = PendingKind::AdvanceAny});
            break;
        case EffectKind::Cogs:
            player.cogs += e.amount;
            t.emit({.kind = EventKind::CogsGained, .player = p, .amount = e.amount});
            break;
        case EffectKind::Sparks:
            player.sparks += e.amount;
            t.emit({.kind = EventKind::SparksGained, .player = p, .amount = e.amount});
            break;
        case EffectKind::DrawAssistant:
            draw_assistants(t, p, e.amount);
            break;
        case EffectKind::FreeAssistant:
            for (int i = 0; i < e.amount; ++i)
                push(t, {.kind = PendingKind::FreeAssistant});
            break;
        case EffectKind::Factory:
            player.factory_credit += e.amount;
            t.emit(
                {.kind = EventKind::FactoryCredit, .player = p, .amount = player.factory_credit});
            check_level(t, p);
            break;
        case EffectKind::Reroll:
            push(t, {.kind = PendingKind::Reroll});
            break;
        case EffectKind::Adjust:
            for (int i = 0; i < e.amount; ++i)
                push(t, {.kind = PendingKind::Adjust});
            break;
        case EffectKind::IgnoreValue:
            player.ignore_value += e.amount;
            t.emit({.kind = EventKind::TokenGained, .player = p, .amount = 1});
            break;
        case EffectKind::IgnoreColour:
            player.ignore_colour += e.amount;
            t.emit({.kind = EventKind::TokenGained, .player = p, .amount = 0});
            break;
        case EffectKind::UpgradeTile:
            for (int i = 0; i < e.amount; ++i)
                push(t, {.kind = PendingKind::UpgradeTile});
            break;
    }
}

bool track_at_end(const Content& content, const PlayerState& player, Colour colour) {
    const auto c = static_cast<std::size_t>(colour);
    return next_point_space(content.tracks[c], player.track[c]) == kNone;
}

void advance(Table& t, int p, Colour colour, int steps) {
    for (int i = 0; i < steps; ++i) {
        // Penelope, Walter: "Whenever you are supposed to advance on the red (blue) scoring
        // track, you may choose to advance on any other scoring track instead."
        if (redirects(t.content, t.seat(p), colour))
            push(t, {.kind = PendingKind::Redirect, .colour = static_cast<int>(colour)});
        else
            step(t, p, colour);
    }
}

void step(Table& t, int p, Colour colour) {
    PlayerState& player = t.seat(p);
    const auto c = static_cast<std::size_t>(colour);
    const auto& track = t.content.tracks[c];
    const int to = next_point_space(track, player.track[c]);
    if (to == kNone) {
        // "If you reach the end of a scoring track, any subsequent moves in this color let
        // you move on any other track instead."
        t.emit({.kind = EventKind::TrackEnded, .player = p, .colour = static_cast<int>(colour)});
        bool elsewhere = false;
        for (int other = 0; other < kColours; ++other)
            elsewhere = elsewhere || !track_at_end(t.content, player, static_cast<Colour>(other));
        if (elsewhere)
            push(t, {.kind = PendingKind::AdvanceAny});
        return;
    }
    // "Do not count bonus tiles when moving. Instead, skip over them and gain the shown
    // reward."
    std::vector<int> passed;
    for (int i = player.track[c] + 1; i < to; ++i)
        if (track[static_cast<std::size_t>(i)].bonus)
            passed.push_back(i);
    player.track[c] = to;
    t.emit({.kind = EventKind::Advanced,
            .player = p,
            .index = to,
            .colour = static_cast<int>(colour)});
    for (int space : passed) {
        const int tile =
            t.state.bonus[static_cast<std::size_t>(bonus_number(t.content, colour, space))];
        t.emit({.kind = EventKind::BonusTaken,
                .player = p,
                .card = tile,
                .index = space,
                .colour = static_cast<int>(colour)});
        gain_all(t, p, t.content.bonus_tiles[static_cast<std::size_t>(tile)].effects);
    }
}

bool factory_at_top(const Content& content, const PlayerState& player) {
    return player.level + 1 >= static_cast<int>(content.factory.size());
}

void check_level(Table& t, int p) {
    if (!sparks::upgrade_progress(t.game, t.state, p).upgrades())
        return;
    PlayerState& player = t.seat(p);
    ++player.level;
    t.emit({.kind = EventKind::LevelReached, .player = p, .index = player.level});
    // "After upgrading, discard all dice in your upgrade section."
    for (int& die : player.upgrade_section)
        if (die != kNone) {
            discard_die(t, die);
            die = kNone;
        }
    player.factory_credit = 0;
    gain_all(t, p, t.content.factory[static_cast<std::size_t>(player.level)].reward);
}

std::vector<int> power_boxes(const Content& content, const PlayerState& player) {
    std::vector<int> boxes;
    if (!content.board_power_box.empty())
        boxes.push_back(kNone);
    for (int i = 0; i < static_cast<int>(player.completed.size()); ++i)
        if (content
                .robots[static_cast<std::size_t>(
                    player.completed[static_cast<std::size_t>(i)].card)]
                .has_power_box())
            boxes.push_back(i);
    return boxes;
}

const std::vector<Effect>& box_effects(const Content& content, const PlayerState& player, int box) {
    if (box == kNone)
        return content.board_power_box;
    return content
        .robots[static_cast<std::size_t>(player.completed[static_cast<std::size_t>(box)].card)]
        .power_box;
}

void complete_robot(Table& t, int p, int slot) {
    PlayerState& player = t.seat(p);
    Slot& s = player.line[static_cast<std::size_t>(slot)];
    const int card_index = s.card;
    const RobotCard& card = t.content.robots[static_cast<std::size_t>(card_index)];
    player.completed.push_back({card_index, BoxFill::Empty});
    const int completed_index = static_cast<int>(player.completed.size()) - 1;
    t.emit({.kind = EventKind::RobotCompleted, .player = p, .card = card_index, .slot = slot});
    std::uint64_t used = 0;
    for (int i = 0; i < static_cast<int>(card.spaces.size()); ++i) {
        const int die = s.dice[static_cast<std::size_t>(i)];
        if (die != kNone)
            used |= std::uint64_t{1} << die;
        s.dice[static_cast<std::size_t>(i)] = kNone;
    }
    s.card = kNone;
    player.refilling = true;
    const int upgrade = s.upgrade;
    // Slot upgrade "Bonus point": advance one additional space on the robot's track.
    const int steps = card.steps + (upgrade == static_cast<int>(UpgradeKind::BonusPoint) ? 1 : 0);
    advance(t, p, card.colour, steps);
    gain_all(t, p, card.rewards);
    if (upgrade == static_cast<int>(UpgradeKind::BonusCog)) {
        t.seat(p).cogs += 1;
        t.emit({.kind = EventKind::CogsGained, .player = p, .amount = 1});
    }
    // Max: "Whenever you complete a robot with a power box, you may discard 1 cog to
    // immediately activate its effect."
    if (card.has_power_box() && ability_count(t.content, t.seat(p), Ability::Max) > 0)
        push(t, {.kind = PendingKind::MaxActivate, .card = completed_index});
    // "Place the used dice in the discard pile" - but Recycle may first move one of them
    // to another robot; those wait in the decision until it is made, the last of the
    // robot's, so that what its rewards give may "alter the die before placing it".
    if (upgrade == static_cast<int>(UpgradeKind::Recycle) && used != 0) {
        t.state.pending.push_back({.kind = PendingKind::Recycle, .dice = used, .slot = slot});
    } else {
        for (int die = 0; die < 64; ++die)
            if (used & (std::uint64_t{1} << die))
                discard_die(t, die);
    }
}

bool can_take_upgrade(const Content& content, const GameState& state, const PlayerState& player,
                      int stack, int slot) {
    if (stack < 0 || stack >= static_cast<int>(state.stacks.size()))
        return false;
    const UpgradeStack& st = state.stacks[static_cast<std::size_t>(stack)];
    if (st.left <= 0)
        return false;
    const auto kind = static_cast<UpgradeKind>(st.kind);
    // "You can never have two identical upgrade tiles."
    if (has_upgrade(player, kind))
        return false;
    (void)content;
    if (is_slot_upgrade(kind))
        return slot >= 0 && slot < kSlots &&
               player.line[static_cast<std::size_t>(slot)].upgrade == kNone;
    return slot == kNone;
}

bool any_upgrade_takeable(const Content& content, const GameState& state,
                          const PlayerState& player) {
    for (int stack = 0; stack < static_cast<int>(state.stacks.size()); ++stack)
        for (int slot = kNone; slot < kSlots; ++slot)
            if (can_take_upgrade(content, state, player, stack, slot))
                return true;
    return false;
}

void recruit(Table& t, int p, int card, int target, int cost) {
    PlayerState& player = t.seat(p);
    player.hand.erase(std::find(player.hand.begin(), player.hand.end(), card));
    player.cogs -= cost;
    player.played.push_back({card, target, false});
    t.emit({.kind = EventKind::AssistantRecruited, .player = p, .amount = cost, .card = card});
    const int index = static_cast<int>(player.played.size()) - 1;
    // Conrad: "If you copy a card with a one-time effect, apply it immediately."
    const AssistantCard& effect = effective_card(t.content, player, index);
    if (effect.ability == Ability::FactoryPlus) {
        // Margot, Theodora count "every time you upgrade": from now on, so dice already in
        // the upgrade section may meet the next level with them at once (R15).
        check_level(t, p);
        return;
    }
    if (effect.timing != Timing::OneTime)
        return;
    if (effect.ability == Ability::Olympia) {
        // "Immediately gain the effect of two of your available power boxes."
        if (!power_boxes(t.content, player).empty())
            push(t, {.kind = PendingKind::PowerBox, .amount = 2});
        return;
    }
    gain_all(t, p, effect.effects);
}

}  // namespace sparks::rules

namespace sparks {

UpgradeProgress upgrade_progress(const Game& game, const GameState& state, int seat) {
    const Content& content = game.content();
    const PlayerState& player = state.seats[static_cast<std::size_t>(seat)];
    UpgradeProgress out;
    out.at_top = rules::factory_at_top(content, player);
    if (!out.at_top)
        out.needed = content.factory[static_cast<std::size_t>(player.level + 1)].requirement;
    // "Upgrade factory: Place a die on an available space in the upgrade section ... If
    // the sum of all dice in your upgrade section matches or exceeds the value": an
    // upgrade is made by dice there. What counts without a die (a kept "+2 factory",
    // Margot and Theodora) helps such an upgrade and never makes one on its own (R15).
    for (int die : player.upgrade_section)
        if (die != kNone) {
            ++out.dice;
            out.dice_sum += state.faces[static_cast<std::size_t>(die)];
        }
    out.kept = player.factory_credit;
    // Margot, Theodora: "Counts as +2 towards the requirement every time you upgrade".
    out.assistants = rules::factory_plus(content, player);
    return out;
}

}  // namespace sparks
