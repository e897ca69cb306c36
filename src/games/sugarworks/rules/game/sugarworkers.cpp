// Sugarworkers: which abilities a mode can use, the ability a player chose, and using it.
#include "game/game_rules.hpp"

namespace sugarworks {

std::optional<std::string> why_unusable(const WorkerAbility& ability, const Scenario& scenario) {
    switch (ability.effect) {
        case WorkerEffect::ExtraOrderAction:
            if (!scenario.order_actions)
                return scenario.name + " has no order actions";
            return std::nullopt;
        case WorkerEffect::RefreshMarket:
            if (!scenario.market)
                return scenario.name + " has no order market";
            return std::nullopt;
        case WorkerEffect::ExtraFactoryAction:
        case WorkerEffect::RedrawTile:
        case WorkerEffect::DrawTiles:
        case WorkerEffect::RedrawOrder:
        case WorkerEffect::Salvage:
        case WorkerEffect::SnackBreak:
        case WorkerEffect::FreeCandy:
        case WorkerEffect::FreeAdjust:
            return std::nullopt;
    }
    return std::nullopt;
}

std::string ability_text(const WorkerAbility& ability, const Scenario& scenario) {
    std::string text = ability_text(ability);
    if (const auto why = why_unusable(ability, scenario))
        text += " Not in this game: " + *why + ".";
    return text;
}

}  // namespace sugarworks

namespace sugarworks::game_rules {

const WorkerAbility* chosen_ability(const Game& game, const GameState& s, int player) {
    const PlayerState& p = s.players[static_cast<size_t>(player)];
    if (p.worker < 0 || p.worker_side < 0)
        return nullptr;
    const auto& cards = game.catalog().sugarworkers;
    if (static_cast<size_t>(p.worker) >= cards.size())
        return nullptr;
    return &cards[static_cast<size_t>(p.worker)].sides[static_cast<size_t>(p.worker_side)];
}

}  // namespace sugarworks::game_rules

namespace sugarworks::game_rules {

void add_worker_actions(const Game& game, const GameState& s, std::vector<Action>& out) {
    if (!game.options().toggles.has(Toggle::Sugarworkers))
        return;
    const WorkerAbility* ability = chosen_ability(game, s, s.current);
    if (!ability || !ability_ready(s, *ability))
        return;
    const WorkerEffect effect = ability->effect;
    const Floor& f = s.floor;
    const PlayerState& me = s.players[s.current];
    switch (effect) {
        case WorkerEffect::ExtraOrderAction:
            if (s.step == Step::OrderAction)
                out.push_back(Action::use_worker(effect));
            return;
        case WorkerEffect::ExtraFactoryAction:
            out.push_back(Action::use_worker(effect));
            return;
        case WorkerEffect::RedrawTile:
            me.tiles.for_each([&](int tile) { out.push_back(Action::use_worker(effect, tile)); });
            return;
        case WorkerEffect::DrawTiles:
            if (!s.tile_deck.empty() || !s.tile_discard.empty())
                out.push_back(Action::use_worker(effect));
            return;
        case WorkerEffect::RefreshMarket:
            for (std::int8_t card : s.market) {
                if (card != kNoCard) {
                    out.push_back(Action::use_worker(effect));
                    return;
                }
            }
            return;
        case WorkerEffect::RedrawOrder:
            hand_holder(game, s, s.current).orders_in_sight().for_each([&](int card) {
                out.push_back(Action::use_worker(effect, card));
            });
            return;
        case WorkerEffect::Salvage:
            for (CandyType type : kAllCandyTypes) {
                if (f.lost()[index_of(type)] > 0)
                    out.push_back(Action::use_worker_candy(effect, type));
            }
            return;
        case WorkerEffect::SnackBreak:
            for (int spot = 0; spot < f.dock_count(); ++spot) {
                if (f.dock(spot).candy != kNoCandy)
                    out.push_back(Action::use_worker_output(effect, spot));
            }
            for (int r = 0; r < f.rows(); ++r) {
                for (int c = 0; c < f.cols(); ++c) {
                    if (f.candy_at({r, c}) != kNoCandy)
                        out.push_back(Action::use_worker_at(effect, {r, c}));
                }
            }
            return;
        case WorkerEffect::FreeCandy:
            for (CandyType type : kAllCandyTypes) {
                const auto spot = f.output_spot(type);
                if (spot && f.dock(*spot).candy == kNoCandy && f.supply(type) > 0)
                    out.push_back(Action::use_worker_candy(effect, type));
            }
            return;
        case WorkerEffect::FreeAdjust:
            for (int from = 0; from < f.dock_count(); ++from) {
                if (!f.dock(from).has_output())
                    continue;
                for (int to = 0; to < f.dock_count(); ++to) {
                    if (!f.dock(to).has_output() && !moved_back(s, f.dock(from).output_type(), to))
                        out.push_back(Action::use_worker_adjust(effect, from, to));
                }
            }
            return;
    }
}

void use_ability(const Game& game, GameState& s, const Action& a, std::vector<GameEvent>& events) {
    const WorkerAbility& ability = *chosen_ability(game, s, s.current);
    const auto me = static_cast<std::int8_t>(s.current);
    PlayerState& player = s.players[s.current];
    if (ability.uses == WorkerUses::OncePerGame)
        player.worker_spent = true;
    else
        s.worker_used_this_turn = true;
    events.push_back({.kind = GameEventKind::WorkerUsed,
                      .player = me,
                      .card = player.worker,
                      .slot = player.worker_side});
    switch (ability.effect) {
        case WorkerEffect::ExtraOrderAction:
            s.extra_order_action = true;
            break;
        case WorkerEffect::ExtraFactoryAction:
            s.extra_factory_action = true;
            break;
        case WorkerEffect::RedrawTile:
            player.tiles.remove(a.card);
            s.tile_discard.add(a.card);
            events.push_back({.kind = GameEventKind::TileDiscarded, .card = a.card});
            [[fallthrough]];
        case WorkerEffect::DrawTiles: {
            const int draws = ability.effect == WorkerEffect::DrawTiles ? ability.amount : 1;
            for (int n = 0; n < draws; ++n) {
                const auto drawn = draw_tile(s, events);
                if (!drawn)
                    break;
                player.tiles.add(*drawn);
                events.push_back({.kind = GameEventKind::TileDrawn,
                                  .player = me,
                                  .card = static_cast<std::int8_t>(*drawn)});
            }
            break;
        }
        case WorkerEffect::RefreshMarket:
            for (int slot = 0; slot < kMarketSlots; ++slot) {
                std::int8_t& card = s.market[static_cast<size_t>(slot)];
                if (card == kNoCard)
                    continue;
                s.order_discard.add(card);
                events.push_back({.kind = GameEventKind::MarketDiscarded,
                                  .player = me,
                                  .card = card,
                                  .slot = static_cast<std::int8_t>(slot)});
                card = kNoCard;
            }
            refill_market(game, s, events);
            break;
        case WorkerEffect::RedrawOrder: {
            PlayerState& hand = hand_holder(game, s, s.current);
            hand.remove_order(a.card);
            s.order_discard.add(a.card);
            events.push_back({.kind = GameEventKind::OrderDiscarded, .player = me, .card = a.card});
            const int drawn = *draw_order(s, events);  // the discard holds a card at least
            hand.orders.add(drawn);
            events.push_back({.kind = GameEventKind::OrderDrawn,
                              .player = me,
                              .card = static_cast<std::int8_t>(drawn)});
            break;
        }
        case WorkerEffect::Salvage:
            s.floor.salvage(a.candy);
            events.push_back(
                {.kind = GameEventKind::CandySalvaged, .player = me, .candy = a.candy});
            break;
        case WorkerEffect::SnackBreak:
            eat_candy(s, a.from, a.cell, events);
            break;
        case WorkerEffect::FreeCandy: {
            const int spot = *s.floor.output_spot(a.candy);
            s.floor.set_dock_candy(spot, s.floor.take_from_supply(a.candy));
            events.push_back({.kind = GameEventKind::CandyProduced,
                              .player = me,
                              .spot = static_cast<std::int8_t>(spot),
                              .candy = a.candy});
            break;
        }
        case WorkerEffect::FreeAdjust:
            adjust_output(game, s, a.from, a.to, events);
            break;
    }
}

}  // namespace sugarworks::game_rules
