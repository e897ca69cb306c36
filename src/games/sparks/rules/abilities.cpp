// What a player's upgrade tiles and played assistants let them do.
#include <algorithm>

#include "rules/rules.hpp"

namespace sparks::rules {

bool has_upgrade(const PlayerState& player, UpgradeKind kind) {
    const int k = static_cast<int>(kind);
    if (std::find(player.upgrades.begin(), player.upgrades.end(), k) != player.upgrades.end())
        return true;
    return std::any_of(player.line.begin(), player.line.end(),
                       [&](const Slot& s) { return s.upgrade == k; });
}

const AssistantCard& effective_card(const Content& content, const PlayerState& player,
                                    int played_index) {
    const PlayedAssistant& a = player.played[static_cast<std::size_t>(played_index)];
    const AssistantCard& card = content.assistants[static_cast<std::size_t>(a.card)];
    if (card.ability == Ability::Conrad && a.copies != kNone)
        return content.assistants[static_cast<std::size_t>(
            player.played[static_cast<std::size_t>(a.copies)].card)];
    return card;
}

int ability_count(const Content& content, const PlayerState& player, Ability ability) {
    int n = 0;
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i)
        if (effective_card(content, player, i).ability == ability)
            ++n;
    return n;
}

bool redirects(const Content& content, const PlayerState& player, Colour colour) {
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        const AssistantCard& card = effective_card(content, player, i);
        if (card.ability == Ability::Redirect && card.colour == colour)
            return true;
    }
    return false;
}

int factory_plus(const Content& content, const PlayerState& player) {
    int plus = 0;
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        const AssistantCard& card = effective_card(content, player, i);
        if (card.ability == Ability::FactoryPlus)
            plus += card.amount;
    }
    return plus;
}

}  // namespace sparks::rules

namespace sparks {

int recruit_cost(const Game& game, const GameState& state, int seat) {
    const PlayerState& player = state.seats[static_cast<std::size_t>(seat)];
    // "The first assistant card you play costs 1 cog, the second costs 2 ...": every
    // assistant already played counts, those played for free included.
    int cost = static_cast<int>(player.played.size()) + 1;
    if (rules::has_upgrade(player, UpgradeKind::Discount))
        for (const UpgradeType& u : game.content().upgrades)
            if (u.kind == UpgradeKind::Discount)
                cost -= u.amount;
    return std::max(0, cost);
}

Colour die_colour(const Game& game, int die) {
    return static_cast<Colour>(die / game.content().dice_per_colour);
}

Colour seat_colour(int seat) {
    return static_cast<Colour>(seat);
}

}  // namespace sparks
