// Positions arranged for the computer players' tests: a dealt game whose floor,
// hands and step are set by hand, every card still in exactly one place (a card
// put into a hand swaps places with one that was there), so the sampler deals
// from it as from any game.
#pragma once

#include <algorithm>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "sugarworks/game.hpp"

namespace sugarworks::testkit {

inline int order_named(const Game& game, std::string_view id) {
    const auto& orders = game.catalog().orders;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (orders[i].id == id)
            return static_cast<int>(i);
    }
    throw std::invalid_argument("no order card " + std::string(id));
}

namespace arranged_detail {

inline void replace_in_deck(Deck& deck, int card, int by) {
    std::vector<int> cards;
    for (int i = 0; i < deck.size(); ++i)
        cards.push_back(deck.at(i) == card ? by : deck.at(i));
    Deck rebuilt;
    for (int c : cards)
        rebuilt.push(c);
    deck = rebuilt;
}

inline void replace_in_set(CardSet& set, int card, int by) {
    set.remove(card);
    set.add(by);
}

}  // namespace arranged_detail

// Puts order `card` into `holder`'s hand in place of `out`, which goes where
// `card` was (the market, the deck, the discards, the cards set aside or
// another hand).
inline void swap_order_in(GameState& s, int holder, int card, int out) {
    using namespace arranged_detail;
    PlayerState& hand = s.players[static_cast<std::size_t>(holder)];
    if (hand.orders.contains(card))
        return;
    bool found = false;
    for (std::int8_t& slot : s.market) {
        if (slot == card) {
            slot = static_cast<std::int8_t>(out);
            found = true;
        }
    }
    for (int i = 0; i < s.order_deck.size() && !found; ++i) {
        if (s.order_deck.at(i) == card) {
            replace_in_deck(s.order_deck, card, out);
            found = true;
        }
    }
    for (CardSet* set : {&s.order_discard, &s.orders_set_aside}) {
        if (!found && set->contains(card)) {
            replace_in_set(*set, card, out);
            found = true;
        }
    }
    for (int p = 0; p < s.player_count && !found; ++p) {
        CardSet& other = s.players[static_cast<std::size_t>(p)].orders;
        if (p != holder && other.contains(card)) {
            replace_in_set(other, card, out);
            found = true;
        }
    }
    if (!found)
        throw std::invalid_argument("order card not found in the game");
    replace_in_set(hand.orders, out, card);
}

// `holder`'s hand of orders becomes `cards` (by id), one swap a card: the hand
// must hold as many cards as are asked for.
inline void give_orders(const Game& game, GameState& s, int holder,
                        const std::vector<std::string_view>& ids) {
    std::vector<int> wanted;
    for (std::string_view id : ids)
        wanted.push_back(order_named(game, id));
    for (int card : wanted) {
        const CardSet hand = s.players[static_cast<std::size_t>(holder)].orders;
        if (hand.contains(card))
            continue;
        int out = -1;
        hand.for_each([&](int c) {
            if (out < 0 && std::find(wanted.begin(), wanted.end(), c) == wanted.end())
                out = c;
        });
        if (out < 0)
            throw std::invalid_argument("the hand is too small for the orders asked");
        swap_order_in(s, holder, card, out);
    }
}

// `holder`'s hand of orders becomes exactly `cards`: the rest of it goes to the
// order discards, face up.
inline void set_orders(const Game& game, GameState& s, int holder,
                       const std::vector<std::string_view>& ids) {
    give_orders(game, s, holder, ids);
    PlayerState& hand = s.players[static_cast<std::size_t>(holder)];
    CardSet wanted;
    for (std::string_view id : ids)
        wanted.add(order_named(game, id));
    hand.orders.for_each([&](int card) {
        if (!wanted.contains(card)) {
            hand.orders.remove(card);
            s.order_discard.add(card);
        }
    });
}

// `holder`'s conveyor tiles become one of each kind asked for (by kind id), each
// swapped in for a tile of the hand from wherever it lay.
inline void give_tiles(const Game& game, GameState& s, int holder,
                       const std::vector<std::string_view>& kinds) {
    using namespace arranged_detail;
    PlayerState& hand = s.players[static_cast<std::size_t>(holder)];
    std::vector<int> outs;
    hand.tiles.for_each([&](int t) { outs.push_back(t); });
    if (outs.size() < kinds.size())
        throw std::invalid_argument("the hand is too small for the tiles asked");
    std::vector<int> chosen;
    for (std::string_view kind : kinds) {
        int pick = -1;
        for (int t = 0; t < game.catalog().tile_count() && pick < 0; ++t) {
            const bool taken = std::find(chosen.begin(), chosen.end(), t) != chosen.end();
            if (!taken && game.catalog().kind_of_tile(t).id == kind)
                pick = t;
        }
        if (pick < 0)
            throw std::invalid_argument("no tile of kind " + std::string(kind));
        chosen.push_back(pick);
    }
    // Tiles already in the hand stay; the others swap with a tile not asked for.
    std::vector<int> free_outs;
    for (int t : outs) {
        if (std::find(chosen.begin(), chosen.end(), t) == chosen.end())
            free_outs.push_back(t);
    }
    for (int t : chosen) {
        if (hand.tiles.contains(t))
            continue;
        const int out = free_outs.back();
        free_outs.pop_back();
        bool found = false;
        for (int i = 0; i < s.tile_deck.size() && !found; ++i) {
            if (s.tile_deck.at(i) == t) {
                replace_in_deck(s.tile_deck, t, out);
                found = true;
            }
        }
        for (CardSet* set : {&s.tile_discard, &s.tiles_set_aside}) {
            if (!found && set->contains(t)) {
                replace_in_set(*set, t, out);
                found = true;
            }
        }
        for (int p = 0; p < s.player_count && !found; ++p) {
            CardSet& other = s.players[static_cast<std::size_t>(p)].tiles;
            if (p != holder && other.contains(t)) {
                replace_in_set(other, t, out);
                found = true;
            }
        }
        if (!found)
            throw std::invalid_argument("tile not found in the game (on the floor?)");
        replace_in_set(hand.tiles, out, t);
    }
}

}  // namespace sugarworks::testkit
