// The words of Sugarworker abilities: the ids data/sugarworks/sugarworkers.json uses for
// effects and uses, and the rules text a player reads, generated from the
// ability's fields so that it always says what the rules core does.
#include <array>
#include <string>

#include "engine/id_table.hpp"
#include "sugarworks/sugarworker.hpp"

namespace sugarworks {

namespace {

// The one table of effect ids: the catalog reader parses with it, the text names with it.
// Indexed by the enumerator.
constexpr std::array<std::string_view, kWorkerEffectCount> kWorkerEffectIds = {
    "extra_order_action", "extra_factory_action", "redraw_tile", "draw_tiles",
    "refresh_market",     "redraw_order",         "salvage",     "snack_break",
    "free_candy",         "free_adjust"};
constexpr std::array<std::string_view, kAllWorkerUses.size()> kWorkerUsesIds = {"once_per_game",
                                                                                "once_per_turn"};

// The "all" lists must be in enumerator order.
template <typename Enum, size_t N>
constexpr bool in_enumerator_order(const std::array<Enum, N>& values) {
    for (size_t i = 0; i < N; ++i) {
        if (static_cast<size_t>(values[i]) != i)
            return false;
    }
    return true;
}
static_assert(engine::all_named(kWorkerEffectIds) &&
              kWorkerEffectIds.size() == static_cast<size_t>(WorkerEffect::FreeAdjust) + 1);
static_assert(in_enumerator_order(kAllWorkerEffects));
static_assert(engine::all_named(kWorkerUsesIds) &&
              kWorkerUsesIds.size() == static_cast<size_t>(WorkerUses::OncePerTurn) + 1);
static_assert(in_enumerator_order(kAllWorkerUses));

// What the ability does, after "Once per game: ".
std::string effect_words(WorkerEffect effect, int amount) {
    switch (effect) {
        case WorkerEffect::ExtraOrderAction:
            return "take one more order action this turn.";
        case WorkerEffect::ExtraFactoryAction:
            return "take one more factory action this turn.";
        case WorkerEffect::RedrawTile:
            return "discard a conveyor tile from your hand and draw another.";
        case WorkerEffect::DrawTiles:
            return amount == 1 ? "draw a conveyor tile."
                               : "draw " + std::to_string(amount) + " conveyor tiles.";
        case WorkerEffect::RefreshMarket:
            return "discard every order in the market and deal a new market.";
        case WorkerEffect::RedrawOrder:
            return "discard an order from your hand and draw another.";
        case WorkerEffect::Salvage:
            return "put a candy from the Lost gutter back into the supply.";
        case WorkerEffect::SnackBreak:
            return "eat a candy on the factory floor or on an output; it goes to Lost.";
        case WorkerEffect::FreeCandy:
            return "put a candy from the supply on its empty output without discarding an order.";
        case WorkerEffect::FreeAdjust:
            return "move an output tile to an open dock spot.";
    }
    return "?";
}

std::string uses_words(WorkerUses uses) {
    switch (uses) {
        case WorkerUses::OncePerGame:
            return "Once per game: ";
        case WorkerUses::OncePerTurn:
            return "Once per turn: ";
    }
    return "?";
}

}  // namespace

std::string_view worker_effect_id(WorkerEffect effect) {
    return kWorkerEffectIds[static_cast<size_t>(effect)];
}

std::string_view worker_uses_id(WorkerUses uses) {
    return kWorkerUsesIds[static_cast<size_t>(uses)];
}

std::optional<WorkerEffect> parse_worker_effect(std::string_view id) {
    for (WorkerEffect effect : kAllWorkerEffects) {
        if (worker_effect_id(effect) == id)
            return effect;
    }
    return std::nullopt;
}

std::optional<WorkerUses> parse_worker_uses(std::string_view id) {
    for (WorkerUses uses : kAllWorkerUses) {
        if (worker_uses_id(uses) == id)
            return uses;
    }
    return std::nullopt;
}

std::string ability_text(const WorkerAbility& ability) {
    return uses_words(ability.uses) + effect_words(ability.effect, ability.amount);
}

}  // namespace sugarworks
