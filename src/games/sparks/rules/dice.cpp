// The dice: the bag, the discard pile, gaining, selling and finding a player's dice.
#include <algorithm>

#include "rules/rules.hpp"

namespace sparks::rules {

int roll(GameState& state) {
    return static_cast<int>(state.rng.below(6)) + 1;
}

int draw_from_bag(Table& t) {
    GameState& s = t.state;
    if (s.bag.empty() && !s.discard.empty()) {
        // "When the bag of dice runs out, return all dice in the discard pile to the bag."
        t.emit({.kind = EventKind::BagRefilled, .amount = static_cast<int>(s.discard.size())});
        s.bag.insert(s.bag.end(), s.discard.begin(), s.discard.end());
        s.discard.clear();
        std::sort(s.bag.begin(), s.bag.end());
    }
    if (s.bag.empty())
        return kNone;
    // A die drawn lands with a random face up (the rulebook allows rolling it instead).
    const auto at = s.rng.below(static_cast<std::uint32_t>(s.bag.size()));
    const int die = s.bag[at];
    s.bag.erase(s.bag.begin() + at);
    s.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(roll(s));
    return die;
}

int colour_die(Table& t, Colour colour) {
    GameState& s = t.state;
    const auto of_colour = [&](int die) { return die_colour(t.game, die) == colour; };
    int die = kNone;
    if (auto it = std::find_if(s.discard.begin(), s.discard.end(), of_colour);
        it != s.discard.end()) {
        die = *it;
        s.discard.erase(it);
    } else if (auto in_bag = std::find_if(s.bag.begin(), s.bag.end(), of_colour);
               in_bag != s.bag.end()) {
        die = *in_bag;
        s.bag.erase(in_bag);
    } else {
        // "If there are no more dice of the indicated color in the supply, draw a random
        // die from the bag instead."
        return draw_from_bag(t);
    }
    s.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(roll(s));
    return die;
}

void gain_die(Table& t, int p, int die) {
    if (die == kNone)
        return;
    t.seat(p).dice.push_back(die);
    t.emit({.kind = EventKind::DieGained,
            .player = p,
            .die = die,
            .value = t.state.faces[static_cast<std::size_t>(die)]});
}

void discard_die(Table& t, int die) {
    t.state.discard.push_back(die);
    t.emit({.kind = EventKind::DieDiscarded, .die = die});
}

DiePlace find_die(const PlayerState& player, int die) {
    // kNone marks the empty spaces below: it is no die.
    if (die < 0)
        return {};
    if (std::find(player.dice.begin(), player.dice.end(), die) != player.dice.end())
        return {Place::Available};
    for (int i = 0; i < kUpgradeSpaces; ++i)
        if (player.upgrade_section[static_cast<std::size_t>(i)] == die)
            return {Place::Upgrade, kNone, i};
    for (int slot = 0; slot < kSlots; ++slot) {
        const Slot& s = player.line[static_cast<std::size_t>(slot)];
        for (int i = 0; i < kMaxRobotSpaces; ++i)
            if (s.card != kNone && s.dice[static_cast<std::size_t>(i)] == die)
                return {Place::Robot, slot, i};
    }
    return {};
}

void take_die_out(PlayerState& player, const DiePlace& at, int die) {
    switch (at.place) {
        case Place::Available:
            player.dice.erase(std::find(player.dice.begin(), player.dice.end(), die));
            break;
        case Place::Upgrade:
            player.upgrade_section[static_cast<std::size_t>(at.index)] = kNone;
            break;
        case Place::Robot:
            player.line[static_cast<std::size_t>(at.slot)]
                .dice[static_cast<std::size_t>(at.index)] = kNone;
            break;
        case Place::Elsewhere:
            break;
    }
}

bool available(const PlayerState& player, int die) {
    return std::find(player.dice.begin(), player.dice.end(), die) != player.dice.end();
}

bool in_flight(const GameState& state, int die) {
    if (die < 0 || die >= 64)
        return false;
    return std::any_of(state.pending.begin(), state.pending.end(), [&](const Pending& p) {
        return p.kind == PendingKind::Recycle && ((p.dice >> die) & 1u);
    });
}

bool moving_die_waits(const GameState& state) {
    return !state.pending.empty() && state.pending.front().kind == PendingKind::Recycle &&
           state.phase == Phase::Actions;
}

bool owns_die(const GameState& state, int p, int die) {
    const PlayerState& player = state.seats[static_cast<std::size_t>(p)];
    return find_die(player, die).place != Place::Elsewhere ||
           (p == state.current && in_flight(state, die));
}

std::vector<int> owned_dice(const GameState& state, int p) {
    const PlayerState& player = state.seats[static_cast<std::size_t>(p)];
    std::vector<int> dice = player.dice;
    for (int die : player.upgrade_section)
        if (die != kNone)
            dice.push_back(die);
    for (const Slot& slot : player.line)
        if (slot.card != kNone)
            for (int die : slot.dice)
                if (die != kNone)
                    dice.push_back(die);
    if (p == state.current)
        for (const Pending& pending : state.pending)
            if (pending.kind == PendingKind::Recycle)
                for (int die = 0; die < 64; ++die)
                    if ((pending.dice >> die) & 1u)
                        dice.push_back(die);
    return dice;
}

void set_face(Table& t, int p, int die, int face) {
    t.state.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(face);
    t.emit({.kind = EventKind::DieChanged, .player = p, .die = die, .value = face});
    // "If the sum of all dice in your upgrade section matches or exceeds the value ...":
    // a die changed there counts with its new face.
    if (find_die(t.seat(p), die).place == Place::Upgrade)
        check_level(t, p);
}

int sale_price(const Game& game, const PlayerState& player) {
    for (const UpgradeType& u : game.content().upgrades)
        if (u.kind == UpgradeKind::SalesBoost && has_upgrade(player, UpgradeKind::SalesBoost))
            return u.amount;
    return 1;
}

void sell_die(Table& t, int p, int die) {
    PlayerState& player = t.seat(p);
    take_die_out(player, find_die(player, die), die);
    const int price = sale_price(t.game, player);
    player.cogs += price;
    t.state.discard.push_back(die);
    t.emit({.kind = EventKind::DieSold,
            .player = p,
            .die = die,
            .value = t.state.faces[static_cast<std::size_t>(die)],
            .amount = price});
}

}  // namespace sparks::rules
