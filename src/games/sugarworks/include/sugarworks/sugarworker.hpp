// Sugarworker cards (advanced rule "Sugarworkers"): data/sugarworks/sugarworkers.json.
// Each card has two sides; a player dealt the card chooses one side for the
// game, and with it one ability. An ability is structured data: what it does
// (an effect the rules core implements) and how often (once per game or once
// per turn). The text a player reads is generated from these fields.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sugarworks {

enum class WorkerUses : std::uint8_t {
    OncePerGame,
    OncePerTurn,
};

// What using an ability does. Every use is an extra action of the player to
// act, taken during their order action or factory action step.
enum class WorkerEffect : std::uint8_t {
    ExtraOrderAction,    // take one more order action this turn
    ExtraFactoryAction,  // take one more factory action this turn
    RedrawTile,          // discard a conveyor tile from hand and draw another
    DrawTiles,           // draw `amount` conveyor tiles into hand
    RefreshMarket,       // discard every face-up order in the market and deal a new market
    RedrawOrder,         // discard an order from hand and draw another
    Salvage,             // put a Lost candy back into the supply
    SnackBreak,          // eat a candy on the floor (an output or a space): it goes to Lost
    FreeCandy,           // put a candy from the supply on an empty output, no order discarded
    FreeAdjust,          // move an output tile to an open dock spot
};
inline constexpr int kWorkerEffectCount = 10;
inline constexpr std::array<WorkerEffect, kWorkerEffectCount> kAllWorkerEffects = {
    WorkerEffect::ExtraOrderAction, WorkerEffect::ExtraFactoryAction, WorkerEffect::RedrawTile,
    WorkerEffect::DrawTiles,        WorkerEffect::RefreshMarket,      WorkerEffect::RedrawOrder,
    WorkerEffect::Salvage,          WorkerEffect::SnackBreak,         WorkerEffect::FreeCandy,
    WorkerEffect::FreeAdjust};
inline constexpr std::array<WorkerUses, 2> kAllWorkerUses = {WorkerUses::OncePerGame,
                                                             WorkerUses::OncePerTurn};
// The most tiles a DrawTiles ability may draw at once.
inline constexpr int kMaxWorkerDrawTiles = 3;

struct WorkerAbility {
    std::string id;    // "overtime": unique among all sides of all cards
    std::string name;  // "Overtime"
    WorkerUses uses = WorkerUses::OncePerGame;
    WorkerEffect effect = WorkerEffect::ExtraFactoryAction;
    int amount = 1;  // DrawTiles: how many tiles; 1 for every other effect
    friend bool operator==(const WorkerAbility&, const WorkerAbility&) = default;
};

struct SugarworkerCard {
    std::string id;    // "foreman_fudge"
    std::string name;  // "Foreman Fudge"
    std::array<WorkerAbility, 2> sides{};
    friend bool operator==(const SugarworkerCard&, const SugarworkerCard&) = default;
};

std::string_view worker_effect_id(WorkerEffect effect);  // "extra_factory_action"
std::string_view worker_uses_id(WorkerUses uses);        // "once_per_game"
// The inverse of the ids above (data/sugarworks/sugarworkers.json uses them); nullopt for any other
// word.
std::optional<WorkerEffect> parse_worker_effect(std::string_view id);
std::optional<WorkerUses> parse_worker_uses(std::string_view id);

// The rules text of an ability, generated from its fields:
// "Once per game: take one more factory action this turn."
std::string ability_text(const WorkerAbility& ability);

struct Scenario;
// Why `ability` can never be used in a game of `scenario`, because it needs something
// the mode does not have ("Classic Sugarworks has no order market"), or nothing when
// it can be used. A side that can never be used cannot be chosen.
std::optional<std::string> why_unusable(const WorkerAbility& ability, const Scenario& scenario);
// The rules text, and when the ability can never be used in the mode, why:
// "Once per game: discard every order ... Not in this game: Classic Sugarworks has no
// order market."
std::string ability_text(const WorkerAbility& ability, const Scenario& scenario);

}  // namespace sugarworks
