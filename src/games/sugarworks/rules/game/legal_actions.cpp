// Every legal action of the player to act, in a stable order.
#include <array>

#include "game/game_rules.hpp"

namespace sugarworks {

std::vector<Action> Game::legal_actions(const GameState& state) const {
    std::vector<Action> out;
    legal_actions(state, out);
    return out;
}

void Game::legal_actions(const GameState& s, std::vector<Action>& out) const {
    out.clear();
    const PlayerState& me = s.players[s.current];                            // tiles
    const PlayerState& hand = game_rules::hand_holder(*this, s, s.current);  // orders
    switch (s.step) {
        case Step::GameOver:
            return;
        case Step::Roll:
            out.push_back(Action::roll());
            return;
        case Step::KeepOne:
            for (std::int8_t card : s.choosing) {
                if (card != kNoCard)
                    out.push_back(Action::keep_order(card));
            }
            return;
        case Step::ChooseWorker: {
            // Only a side whose ability this mode can use (the data check sees that
            // every card has one).
            if (me.worker < 0 || static_cast<size_t>(me.worker) >= catalog_->sugarworkers.size())
                return;
            const auto& card = catalog_->sugarworkers[static_cast<size_t>(me.worker)];
            for (int side = 0; side < 2; ++side) {
                if (!why_unusable(card.sides[static_cast<size_t>(side)], scenario_))
                    out.push_back(Action::choose_worker_side(side));
            }
            return;
        }
        case Step::ChooseCandy: {
            const unsigned types = game_rules::candies_makeable(*this, s, s.revealed);
            for (CandyType type : kAllCandyTypes) {
                if ((types >> index_of(type)) & 1u)
                    out.push_back(Action::choose_candy(s.revealed, type));
            }
            return;
        }
        case Step::OrderAction: {
            for (std::int8_t card : s.market) {
                if (card != kNoCard)
                    out.push_back(Action::take_order(card));
            }
            const bool pawning = options_.toggles.has(Toggle::OrderPawning);
            if (game_rules::can_draw_order(s) &&
                !(pawning && hand.orders.size() >= game_rules::kPawningDrawLimit))
                out.push_back(Action::draw_order());
            for (std::int8_t card : s.market) {
                if (card != kNoCard)
                    out.push_back(Action::discard_market(card));
            }
            // Irritating Coworkers: pawn a face-up order or the top of the deck on another
            // player; swap an order with another player who holds one.
            for (int other = 0; other < s.player_count; ++other) {
                if (other == s.current)
                    continue;
                if (pawning) {
                    for (std::int8_t card : s.market) {
                        if (card != kNoCard)
                            out.push_back(Action::pawn_order(card, other));
                    }
                    if (game_rules::can_draw_order(s))
                        out.push_back(Action::pawn_order(kNoCard, other));
                }
                if (options_.toggles.has(Toggle::OrderSwapping) &&
                    !s.players[static_cast<size_t>(other)].orders.empty()) {
                    hand.orders_in_sight().for_each(
                        [&](int card) { out.push_back(Action::swap_order(card, other)); });
                }
                if (options_.toggles.has(Toggle::HiddenOrders) &&
                    !s.players[static_cast<size_t>(other)].orders_in_sight().empty())
                    out.push_back(Action::hide_order(other));
            }
            game_rules::add_claims(*this, s, out);
            game_rules::add_worker_actions(*this, s, out);
            return;
        }
        case Step::DiscardDown:
            if (hand.orders.size() > options_.hand_limit) {
                hand.orders_in_sight().for_each(
                    [&](int card) { out.push_back(Action::discard_from_hand(card)); });
                if (options_.toggles.has(Toggle::HiddenOrders) && !hand.facing_away.empty())
                    out.push_back(Action::discard_facing_away());
            }
            return;
        case Step::FactoryAction: {
            game_rules::add_claims(*this, s, out);
            game_rules::add_worker_actions(*this, s, out);
            const Floor& f = s.floor;
            for (int from = 0; from < f.dock_count(); ++from) {
                if (!f.dock(from).has_output())
                    continue;
                for (int to = 0; to < f.dock_count(); ++to) {
                    if (!f.dock(to).has_output() &&
                        !game_rules::moved_back(s, f.dock(from).output_type(), to))
                        out.push_back(Action::adjust(from, to));
                }
            }
            me.tiles.for_each([&](int tile) {
                for (int r = 0; r < f.rows(); ++r) {
                    for (int c = 0; c < f.cols(); ++c)
                        out.push_back(Action::play_tile(tile, {r, c}));
                }
            });
            // Lucy Mode: eat any candy on the floor (outputs first, then the grid row by
            // row), or take a Lost candy out of the game.
            if (scenario_.offers(ExtraAction::EatCandy)) {
                for (int spot = 0; spot < f.dock_count(); ++spot) {
                    if (f.dock(spot).candy != kNoCandy)
                        out.push_back(Action::eat_candy_on_output(spot));
                }
                for (int r = 0; r < f.rows(); ++r) {
                    for (int c = 0; c < f.cols(); ++c) {
                        if (f.candy_at({r, c}) != kNoCandy)
                            out.push_back(Action::eat_candy({r, c}));
                    }
                }
            }
            if (scenario_.offers(ExtraAction::DrawTwoKeepOne) && game_rules::can_draw_order(s))
                out.push_back(Action::draw_two_orders());
            if (scenario_.offers(ExtraAction::FiveSecondRule)) {
                for (CandyType type : kAllCandyTypes) {
                    if (f.lost()[index_of(type)] > 0)
                        out.push_back(Action::five_second_rule(type));
                }
            }
            // Hidden Orders: point at any order facing away and ask whether it can make a
            // candy; the answer, not the list of actions, says whether it can.
            if (options_.toggles.has(Toggle::HiddenOrders)) {
                for (int place = 0; place < hand.facing_away.size(); ++place)
                    out.push_back(Action::make_candy_blind(place));
            }
            // The types whose output is on the floor and empty, with candy left in the supply.
            std::array<bool, kCandyTypeCount> makeable{};
            bool any_makeable = false;
            for (CandyType type : kAllCandyTypes) {
                makeable[static_cast<size_t>(index_of(type))] = game_rules::output_takes(s, type);
                any_makeable = any_makeable || makeable[static_cast<size_t>(index_of(type))];
            }
            if (!any_makeable)
                return;
            hand.orders_in_sight().for_each([&](int card) {
                const OrderCard& order = catalog_->orders[static_cast<size_t>(card)];
                for (CandyType type : kAllCandyTypes) {
                    if (makeable[static_cast<size_t>(index_of(type))] && order.shows(type))
                        out.push_back(Action::make_candy(card, type));
                }
            });
            return;
        }
    }
}

}  // namespace sugarworks
