// Arranging a table by hand after the seeded set-up (a lesson's fixed deal). The
// cards of each kind (orders, conveyor tiles) are laid out as editable lists;
// each named card is taken out of its list (leaving a hole), put where it is
// named, and every card it displaces fills a hole, so nothing is lost or doubled.
#include "sugarworks/arrangement.hpp"

#include <algorithm>
#include <deque>

#include "game/game_rules.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks {

bool Arrangement::empty() const {
    return seats.empty() && market.empty() && order_deck_top.empty() && tile_deck_top.empty() &&
           !blankets && !outputs && tiles.empty() && !candies && off_floor.empty();
}

namespace {

constexpr int kHole = -2;   // where a named card was taken out
constexpr int kEmpty = -1;  // an empty market slot, or a space showing its printed arrow

// [SECTION] Cards and tiles: where each one is, as lists the arrangement edits.

// What becomes of a hole left in a list.
enum class Fill : std::uint8_t {
    Keep,   // a hand or a market slot: a displaced card, else the top of the deck
    Swap,   // a deck, a discard pile, the cards set aside: a displaced card, else closed
    Clear,  // a space of the floor: it shows its printed arrow again
};

struct CardList {
    std::vector<int> cards;  // a deck bottom first; the market by slot; the floor by cell
    Fill fill = Fill::Swap;
};

// The lists of one kind of card. Their order: deck, discard, set aside, market (orders
// only, else empty), one hand per player, the floor (tiles only, else empty).
struct Layout {
    static constexpr int kDeck = 0;
    static constexpr int kDiscard = 1;
    static constexpr int kSetAside = 2;
    static constexpr int kMarket = 3;
    static constexpr int kFirstHand = 4;
    std::vector<CardList> lists;
    int players = 0;
    int floor() const { return kFirstHand + players; }
    int hand(int seat) const { return kFirstHand + seat; }

    struct Spot {
        int list = -1;
        int index = -1;
    };
    Spot find(int card) const {
        for (int l = 0; l < static_cast<int>(lists.size()); ++l) {
            const auto& cards = lists[static_cast<size_t>(l)].cards;
            const auto it = std::find(cards.begin(), cards.end(), card);
            if (it != cards.end())
                return {l, static_cast<int>(it - cards.begin())};
        }
        return {};
    }
    int& at(Spot spot) {
        return lists[static_cast<size_t>(spot.list)].cards[static_cast<size_t>(spot.index)];
    }
    // Whether `spot` is still a hole: a hand or a market slot named whole since has none.
    bool hole(Spot spot) const {
        const auto& cards = lists[static_cast<size_t>(spot.list)].cards;
        return spot.index < static_cast<int>(cards.size()) &&
               cards[static_cast<size_t>(spot.index)] == kHole;
    }
    Fill fill(Spot spot) const { return lists[static_cast<size_t>(spot.list)].fill; }
    std::vector<int>& cards(int list) { return lists[static_cast<size_t>(list)].cards; }
};

std::vector<int> deck_cards(const Deck& deck) {
    std::vector<int> out;
    for (int i = 0; i < deck.size(); ++i)
        out.push_back(deck.at(i));
    return out;
}

std::vector<int> set_cards(const CardSet& set) {
    std::vector<int> out;
    set.for_each([&](int card) { out.push_back(card); });
    return out;
}

// The lists of one kind of card: its piles, its market (by slot; none for tiles),
// the players' hands, its floor (by cell; none for orders).
Layout layout(const GameState& s, const Deck& deck, const CardSet& discard,
              const CardSet& set_aside, std::vector<int> market, CardSet PlayerState::*hand,
              std::vector<int> floor) {
    Layout l;
    l.players = s.player_count;
    l.lists.push_back({deck_cards(deck), Fill::Swap});
    l.lists.push_back({set_cards(discard), Fill::Swap});
    l.lists.push_back({set_cards(set_aside), Fill::Swap});
    l.lists.push_back({std::move(market), Fill::Keep});
    for (int p = 0; p < s.player_count; ++p)
        l.lists.push_back({set_cards(s.players[static_cast<size_t>(p)].*hand), Fill::Keep});
    l.lists.push_back({std::move(floor), Fill::Clear});
    return l;
}

Layout order_layout(const GameState& s) {
    return layout(s, s.order_deck, s.order_discard, s.orders_set_aside,
                  {s.market.begin(), s.market.end()}, &PlayerState::orders, {});
}

Layout tile_layout(const GameState& s) {
    std::vector<int> floor(kMaxCells, kEmpty);
    for (int r = 0; r < s.floor.rows(); ++r)
        for (int c = 0; c < s.floor.cols(); ++c)
            floor[static_cast<size_t>(r * kMaxCols + c)] = s.floor.tile_at({r, c}).tile;
    return layout(s, s.tile_deck, s.tile_discard, s.tiles_set_aside, {}, &PlayerState::tiles,
                  std::move(floor));
}

// Where the named cards of one kind go: whole hands, market slots, floor spaces,
// the top of the deck.
struct Placement {
    std::vector<std::pair<int, std::vector<int>>> hands;  // seat, cards
    std::vector<std::pair<int, int>> slots;               // market slot or floor cell, card
    std::vector<int> deck_top;                            // top first
};

// Moves the named cards and fills the holes they leave with the cards they displace.
// `undealt` is the list a displaced card goes to when no hole is left for it: the
// bottom of the deck, or the cards set aside (First Shift sets undealt orders aside).
void place(Layout& l, const Placement& p, int slot_list, int undealt) {
    std::vector<Layout::Spot> holes;
    auto take_out = [&](int card) {
        const Layout::Spot spot = l.find(card);
        l.at(spot) = kHole;
        holes.push_back(spot);
    };
    for (const auto& [seat, cards] : p.hands)
        for (int card : cards)
            take_out(card);
    for (const auto& [slot, card] : p.slots)
        take_out(card);
    for (int card : p.deck_top)
        take_out(card);

    std::deque<int> displaced;
    for (const auto& [seat, cards] : p.hands) {
        for (int card : l.cards(l.hand(seat)))
            if (card != kHole)
                displaced.push_back(card);
        l.cards(l.hand(seat)) = cards;
    }
    for (const auto& [slot, card] : p.slots) {
        int& here = l.cards(slot_list)[static_cast<size_t>(slot)];
        if (here >= 0)
            displaced.push_back(here);
        here = card;
    }

    // The holes in hands and the market first: they keep their size.
    auto fill = [&](Fill kind) {
        for (const Layout::Spot& spot : holes) {
            if (!l.hole(spot) || l.fill(spot) != kind || displaced.empty())
                continue;
            l.at(spot) = displaced.front();
            displaced.pop_front();
        }
    };
    fill(Fill::Keep);
    fill(Fill::Swap);
    for (const Layout::Spot& spot : holes)
        if (l.hole(spot) && l.fill(spot) == Fill::Clear)
            l.at(spot) = kEmpty;
    auto close = [](std::vector<int>& cards) {
        cards.erase(std::remove(cards.begin(), cards.end(), kHole), cards.end());
    };
    close(l.cards(Layout::kDeck));
    close(l.cards(Layout::kDiscard));
    close(l.cards(Layout::kSetAside));
    // A hand or market slot still open takes the top card of the deck, as a deal would.
    for (const Layout::Spot& spot : holes) {
        if (!l.hole(spot) || l.fill(spot) != Fill::Keep)
            continue;
        std::vector<int>& deck = l.cards(Layout::kDeck);
        if (!deck.empty()) {
            l.at(spot) = deck.back();
            deck.pop_back();
        } else {
            l.at(spot) = kEmpty;
        }
    }
    for (int seat = 0; seat < l.players; ++seat) {
        std::vector<int>& hand = l.cards(l.hand(seat));
        hand.erase(std::remove(hand.begin(), hand.end(), kEmpty), hand.end());
    }
    std::vector<int>& rest = l.cards(undealt);
    rest.insert(undealt == Layout::kDeck ? rest.begin() : rest.end(), displaced.begin(),
                displaced.end());
    for (auto it = p.deck_top.rbegin(); it != p.deck_top.rend(); ++it)
        l.cards(Layout::kDeck).push_back(*it);
}

Deck to_deck(const std::vector<int>& cards) {
    Deck deck;
    for (int card : cards)
        deck.push(card);
    return deck;
}

CardSet to_set(const std::vector<int>& cards) {
    CardSet set;
    for (int card : cards)
        set.add(card);
    return set;
}

// [SECTION] Checking the arrangement before anything moves.

class Checker {
  public:
    Checker(const Game& game, const GameState& state) : game_(game), state_(state) {}

    std::vector<ArrangeProblem> problems;

    void problem(ArrangePart part, int seat, int index, std::string message) {
        problems.push_back({part, seat, index, std::move(message)});
    }

    std::string order_name(int card) const {
        return "order card " + std::to_string(card) + " (" + game_.catalog().order(card).id + ")";
    }
    std::string tile_name(int tile) const {
        return "conveyor tile " + std::to_string(tile) + " (" +
               game_.catalog().kind_of_tile(tile).name + ")";
    }

    // An order card that exists, is in this game and is named once.
    bool order(int card, ArrangePart part, int seat, int index) {
        const Catalog& catalog = game_.catalog();
        if (card < 0 || card >= static_cast<int>(catalog.orders.size())) {
            problem(part, seat, index, "there is no order card " + std::to_string(card));
            return false;
        }
        if (!in_pool(catalog.order(card), game_.scenario().order_pool)) {
            problem(part, seat, index,
                    order_name(card) + " is not in this game (" + game_.scenario().name +
                        " leaves it out)");
            return false;
        }
        if (!named_orders_.insert(card)) {
            problem(part, seat, index, order_name(card) + " is named twice");
            return false;
        }
        if (!movable(card)) {
            problem(part, seat, index, order_name(card) + " has been played: it cannot be moved");
            return false;
        }
        return true;
    }

    bool tile(int tile, ArrangePart part, int seat, int index) {
        const Catalog& catalog = game_.catalog();
        if (tile < 0 || tile >= catalog.tile_count()) {
            problem(part, seat, index, "there is no conveyor tile " + std::to_string(tile));
            return false;
        }
        if (game_rules::calls_for_missing_type(catalog.kind_of_tile(tile), game_.scenario())) {
            problem(part, seat, index,
                    tile_name(tile) + " is not in this game (" + game_.scenario().name +
                        " sets it aside: its candy is not in play)");
            return false;
        }
        if (!named_tiles_.insert(tile)) {
            problem(part, seat, index, tile_name(tile) + " is named twice");
            return false;
        }
        return true;
    }

    bool in_play(CandyType type, ArrangePart part, int index) {
        if (game_.scenario().in_play(type))
            return true;
        problem(part, -1, index,
                std::string(candy_type_name(type)) + " is not in play in " + game_.scenario().name);
        return false;
    }

  private:
    // Orders are arranged from piles, the market and hands; one completed, or out
    // being chosen from, stays where it is.
    bool movable(int card) const {
        for (const PlayerState& p : state_.players)
            if (p.completed.contains(card))
                return false;
        return state_.revealed != card && state_.choosing[0] != card && state_.choosing[1] != card;
    }

    struct Named {
        std::uint64_t bits = 0;
        bool insert(int card) {
            const std::uint64_t bit = std::uint64_t{1} << card;
            const bool fresh = (bits & bit) == 0;
            bits |= bit;
            return fresh;
        }
    };
    const Game& game_;
    const GameState& state_;
    Named named_orders_;
    Named named_tiles_;
};

std::string seat_words(int seat) {
    return "seat " + std::to_string(seat + 1);
}

void check_cards(const Game& game, const GameState& s, const Arrangement& a, Checker& check,
                 Placement& orders, Placement& tiles) {
    const GameOptions& o = game.options();
    // Without order actions (First Shift) a hand never grows past the orders dealt.
    const int order_limit =
        game.scenario().order_actions ? std::max(o.hand_limit, o.orders_dealt) : o.orders_dealt;
    for (int seat = 0; seat < static_cast<int>(a.seats.size()); ++seat) {
        const SeatArrangement& hand = a.seats[static_cast<size_t>(seat)];
        if (seat >= s.player_count) {
            check.problem(ArrangePart::Seat, seat, -1,
                          "there is no " + seat_words(seat) + ": this game has " +
                              std::to_string(s.player_count) + " players");
            continue;
        }
        if (hand.tiles) {
            std::vector<int> ok;
            for (int i = 0; i < static_cast<int>(hand.tiles->size()); ++i)
                if (const int t = (*hand.tiles)[static_cast<size_t>(i)];
                    check.tile(t, ArrangePart::SeatTiles, seat, i))
                    ok.push_back(t);
            if (static_cast<int>(hand.tiles->size()) > o.tiles_in_hand)
                check.problem(
                    ArrangePart::SeatTiles, seat, -1,
                    seat_words(seat) + " would hold " + std::to_string(hand.tiles->size()) +
                        " conveyor tiles; a hand holds " + std::to_string(o.tiles_in_hand));
            tiles.hands.emplace_back(seat, ok);
        }
        if (hand.orders) {
            if (game.scenario().cooperative && seat != 0) {
                check.problem(ArrangePart::SeatOrders, seat, -1,
                              "in co-operative play the team's orders are seat 1's hand");
                continue;
            }
            std::vector<int> ok;
            for (int i = 0; i < static_cast<int>(hand.orders->size()); ++i)
                if (const int c = (*hand.orders)[static_cast<size_t>(i)];
                    check.order(c, ArrangePart::SeatOrders, seat, i))
                    ok.push_back(c);
            if (static_cast<int>(hand.orders->size()) > order_limit)
                check.problem(ArrangePart::SeatOrders, seat, -1,
                              seat_words(seat) + " would hold " +
                                  std::to_string(hand.orders->size()) +
                                  " orders; a hand holds at most " + std::to_string(order_limit));
            orders.hands.emplace_back(seat, ok);
        }
    }
    if (!a.market.empty() && o.market_size == 0)
        check.problem(ArrangePart::Market, -1, -1, game.scenario().name + " has no order market");
    for (int slot = 0; o.market_size > 0 && slot < static_cast<int>(a.market.size()); ++slot) {
        const int card = a.market[static_cast<size_t>(slot)];
        if (slot >= o.market_size) {
            check.problem(ArrangePart::Market, -1, slot,
                          "the market has " + std::to_string(o.market_size) + " slots");
            continue;
        }
        if (card != kNoCard && check.order(card, ArrangePart::Market, -1, slot))
            orders.slots.emplace_back(slot, card);
    }
    for (int i = 0; i < static_cast<int>(a.order_deck_top.size()); ++i)
        if (const int c = a.order_deck_top[static_cast<size_t>(i)];
            check.order(c, ArrangePart::OrderDeckTop, -1, i))
            orders.deck_top.push_back(c);
    for (int i = 0; i < static_cast<int>(a.tile_deck_top.size()); ++i)
        if (const int t = a.tile_deck_top[static_cast<size_t>(i)];
            check.tile(t, ArrangePart::TileDeckTop, -1, i))
            tiles.deck_top.push_back(t);
    const Floor& f = s.floor;
    std::vector<bool> tiled(kMaxCells, false);
    for (int i = 0; i < static_cast<int>(a.tiles.size()); ++i) {
        const TileOnFloor& t = a.tiles[static_cast<size_t>(i)];
        if (!f.on_grid(t.at)) {
            check.problem(ArrangePart::Tiles, -1, i,
                          cell_name(t.at, f.rows()) + " is not a space of the board");
            continue;
        }
        const int cell = t.at.row * kMaxCols + t.at.col;
        if (tiled[static_cast<size_t>(cell)]) {
            check.problem(ArrangePart::Tiles, -1, i,
                          cell_name(t.at, f.rows()) + " already has a tile named");
            continue;
        }
        tiled[static_cast<size_t>(cell)] = true;
        if (check.tile(t.tile, ArrangePart::Tiles, -1, i))
            tiles.slots.emplace_back(cell, t.tile);
    }
}

void check_blankets(const Game& game, const GameState& s, const Arrangement& a, Checker& check) {
    if (!a.blankets)
        return;
    const Scenario& sc = game.scenario();
    const auto& blankets = *a.blankets;
    if (static_cast<int>(blankets.size()) != s.blanket_count)
        check.problem(ArrangePart::Blankets, -1, -1,
                      sc.name + " plays " + std::to_string(s.blanket_count) + " blanket order" +
                          (s.blanket_count == 1 ? "" : "s") + ", not " +
                          std::to_string(blankets.size()));
    const auto& cards = game.catalog().blankets;
    for (int i = 0; i < static_cast<int>(blankets.size()); ++i) {
        const BlanketArrangement& b = blankets[static_cast<size_t>(i)];
        if (b.card < 0 || b.card >= static_cast<int>(cards.size())) {
            check.problem(ArrangePart::Blankets, -1, i,
                          "there is no blanket order " + std::to_string(b.card));
            continue;
        }
        const BlanketCard& card = cards[static_cast<size_t>(b.card)];
        if (sc.blanket_deal == BlanketDeal::Fixed &&
            std::find(sc.fixed_blanket_types.begin(), sc.fixed_blanket_types.end(), card.candy) ==
                sc.fixed_blanket_types.end())
            check.problem(ArrangePart::Blankets, -1, i,
                          card.id + " is not in this game (" + sc.name + " plays a fixed set)");
        else if (const auto why = why_blanket_not_dealt(sc, card, game.catalog().orders))
            check.problem(ArrangePart::Blankets, -1, i,
                          card.id + " can never score in " + sc.name + " (" + *why +
                              "): it is not dealt there");
        if (b.colourful && !sc.blankets_flipped_by_die)
            check.problem(
                ArrangePart::Blankets, -1, i,
                "in " + sc.name + " the die never turns a blanket order: it stays grey side up");
        // The sides are the set-up roll's (the die shows it all round 1): the card of
        // the rolled type colourful, the others grey.
        if (sc.blankets_flipped_by_die && s.last_roll &&
            b.colourful != game_rules::turned_by_roll(card, *s.last_roll)) {
            const std::string roll =
                s.last_roll->all ? std::string("ALL")
                                 : "the " + std::string(candy_type_name(s.last_roll->candy));
            check.problem(ArrangePart::Blankets, -1, i,
                          "the set-up roll was " + roll + ", so " + card.id + " must lie " +
                              (b.colourful ? "grey side up" : "colourful side up") +
                              " (the roll turns the card of the type rolled, all of them on "
                              "ALL, and only those)");
        }
        for (int j = 0; j < i; ++j)
            if (blankets[static_cast<size_t>(j)].card == b.card)
                check.problem(ArrangePart::Blankets, -1, i, card.id + " is named twice");
    }
}

void check_floor(const Game& game, const GameState& s, const Arrangement& a, Checker& check) {
    const Floor& f = s.floor;
    const Scenario& sc = game.scenario();
    // The outputs as they will stand.
    std::array<std::optional<CandyType>, kMaxDocks> outputs{};
    for (int spot = 0; spot < f.dock_count(); ++spot)
        if (f.dock(spot).has_output())
            outputs[static_cast<size_t>(spot)] = f.dock(spot).output_type();
    if (a.outputs) {
        outputs = *a.outputs;
        std::array<bool, kCandyTypeCount> placed{};
        for (int spot = 0; spot < kMaxDocks; ++spot) {
            const auto type = outputs[static_cast<size_t>(spot)];
            if (!type)
                continue;
            if (spot >= f.dock_count()) {
                check.problem(
                    ArrangePart::Outputs, -1, spot,
                    "there is no dock spot " + std::to_string(spot) + " on " + game.board().name);
                continue;
            }
            if (!check.in_play(*type, ArrangePart::Outputs, spot))
                continue;
            bool& seen = placed[static_cast<size_t>(index_of(*type))];
            if (seen)
                check.problem(ArrangePart::Outputs, -1, spot,
                              "the " + std::string(candy_type_name(*type)) +
                                  " output is named twice (there is one of each)");
            seen = true;
        }
        std::string missing;
        for (CandyType t : kAllCandyTypes)
            if (sc.in_play(t) && !placed[static_cast<size_t>(index_of(t))])
                missing += (missing.empty() ? "" : ", ") + std::string(candy_type_name(t));
        if (!missing.empty())
            check.problem(ArrangePart::Outputs, -1, -1,
                          "every candy type in play has its output on a dock; missing: " + missing);
    }
    // The tile each space will show, for the candies put on them.
    auto corner_at = [&](Cell cell) {
        for (const TileOnFloor& t : a.tiles)
            if (t.at == cell && t.tile >= 0 && t.tile < game.catalog().tile_count())
                return game.catalog().placed(t.tile).face.corner;
        return f.tile_at(cell).face.corner;
    };
    std::array<int, kCandyTypeCount> used{};
    const int per_type = f.candies_per_type();
    if (a.candies) {
        std::vector<bool> taken(kMaxCells, false);
        std::array<bool, kCandyTypeCount> output_taken{};
        for (int i = 0; i < static_cast<int>(a.candies->size()); ++i) {
            const CandyOnFloor& c = (*a.candies)[static_cast<size_t>(i)];
            if (!check.in_play(c.type, ArrangePart::Candies, i))
                continue;
            const std::string name(candy_type_name(c.type));
            if (++used[static_cast<size_t>(index_of(c.type))] > per_type) {
                check.problem(
                    ArrangePart::Candies, -1, i,
                    "more " + name + "s than the game has (" + std::to_string(per_type) + ")");
                continue;
            }
            if (c.on_output) {
                const bool standing = std::find(outputs.begin(), outputs.end(),
                                                std::optional(c.type)) != outputs.end();
                bool& full = output_taken[static_cast<size_t>(index_of(c.type))];
                if (!standing)
                    check.problem(ArrangePart::Candies, -1, i,
                                  "the " + name + " output is not on the floor");
                else if (full)
                    check.problem(ArrangePart::Candies, -1, i,
                                  "the " + name + " output holds a candy already");
                full = true;
                continue;
            }
            if (!f.on_grid(c.at)) {
                check.problem(ArrangePart::Candies, -1, i,
                              cell_name(c.at, f.rows()) + " is not a space of the board");
                continue;
            }
            const auto cell = static_cast<size_t>(c.at.row * kMaxCols + c.at.col);
            if (taken[cell]) {
                check.problem(ArrangePart::Candies, -1, i,
                              cell_name(c.at, f.rows()) + " holds a candy already");
                continue;
            }
            taken[cell] = true;
            if (corner_at(c.at).eats_candy(c.type))
                check.problem(ArrangePart::Candies, -1, i,
                              "the tile on " + cell_name(c.at, f.rows()) +
                                  " eats it: it would be Lost at once");
        }
    } else {
        for (CandyType t : kAllCandyTypes)
            used[static_cast<size_t>(index_of(t))] = per_type - f.supply(t);
    }
    for (int i = 0; i < static_cast<int>(a.off_floor.size()); ++i) {
        const CandiesOffFloor& c = a.off_floor[static_cast<size_t>(i)];
        if (!check.in_play(c.type, ArrangePart::OffFloor, i))
            continue;
        if (c.crate && std::none_of(game.board().crates.begin(), game.board().crates.end(),
                                    [&](const CrateSlot& slot) { return slot.kind == *c.crate; }))
            check.problem(ArrangePart::OffFloor, -1, i,
                          "there is no " + std::string(crate_kind_name(*c.crate)) + " crate on " +
                              game.board().name);
        int& n = used[static_cast<size_t>(index_of(c.type))];
        n += c.count;
        if (c.count < 1 || n > per_type)
            check.problem(ArrangePart::OffFloor, -1, i,
                          "more " + std::string(candy_type_name(c.type)) + "s than the game has (" +
                              std::to_string(per_type) + " in all, the supply included)");
    }
}

// [SECTION] The floor.

void arrange_floor(const Game& game, GameState& s, const Arrangement& a, const Layout& tiles) {
    Floor& f = s.floor;
    if (a.outputs) {
        std::array<CandyId, kCandyTypeCount> candy_of{};
        candy_of.fill(kNoCandy);
        for (int spot = 0; spot < f.dock_count(); ++spot) {
            const Dock& d = f.dock(spot);
            if (d.has_output())
                candy_of[static_cast<size_t>(d.output)] = d.candy;
            f.set_dock_output(spot, std::nullopt);
            f.set_dock_candy(spot, kNoCandy);
        }
        for (int spot = 0; spot < f.dock_count(); ++spot) {
            if (const auto type = (*a.outputs)[static_cast<size_t>(spot)]) {
                f.set_dock_output(spot, *type);
                f.set_dock_candy(spot, candy_of[static_cast<size_t>(index_of(*type))]);
            }
        }
    }
    const std::vector<int>& floor_tiles = tiles.lists[static_cast<size_t>(tiles.floor())].cards;
    for (int r = 0; r < f.rows(); ++r) {
        for (int c = 0; c < f.cols(); ++c) {
            const int tile = floor_tiles[static_cast<size_t>(r * kMaxCols + c)];
            f.set_tile({r, c}, tile >= 0 ? game.catalog().placed(tile)
                                         : PlacedTile{TileFace{game.board().printed_at({r, c}), {}},
                                                      kPrintedTile});
        }
    }
    if (a.candies) {
        auto to_supply = [&](CandyId id) {
            if (id != kNoCandy)
                f.set_supply_bits(f.supply_bits() | (std::uint64_t{1} << id));
        };
        for (int r = 0; r < f.rows(); ++r) {
            for (int c = 0; c < f.cols(); ++c) {
                to_supply(f.candy_at({r, c}));
                f.clear_candy({r, c});
            }
        }
        for (int spot = 0; spot < f.dock_count(); ++spot) {
            to_supply(f.dock(spot).candy);
            f.set_dock_candy(spot, kNoCandy);
        }
        for (const CandyOnFloor& c : *a.candies) {
            const CandyId id = f.take_from_supply(c.type);
            if (c.on_output)
                f.set_dock_candy(*f.output_spot(c.type), id);
            else
                f.put_candy(c.at, id);
        }
    }
    for (const CandiesOffFloor& c : a.off_floor) {
        for (int n = 0; n < c.count; ++n) {
            f.take_from_supply(c.type);
            if (c.crate) {
                for (int i = 0; i < f.crate_count(); ++i)
                    if (f.crate(i).kind == *c.crate) {
                        f.deliver(i, c.type);
                        break;
                    }
            } else {
                f.lose(c.type);
            }
        }
    }
}

}  // namespace

std::vector<ArrangeProblem> arrange(const Game& game, GameState& state,
                                    const Arrangement& arrangement) {
    Checker check(game, state);
    Placement orders;
    Placement tiles;
    check_cards(game, state, arrangement, check, orders, tiles);
    check_blankets(game, state, arrangement, check);
    check_floor(game, state, arrangement, check);
    if (!check.problems.empty())
        return check.problems;

    GameState s = state;
    Layout order_lists = order_layout(s);
    place(order_lists, orders, Layout::kMarket,
          game.scenario().discard_undealt_orders ? Layout::kSetAside : Layout::kDeck);
    Layout tile_lists = tile_layout(s);
    place(tile_lists, tiles, tile_lists.floor(), Layout::kDeck);

    s.order_deck = to_deck(order_lists.cards(Layout::kDeck));
    s.order_discard = to_set(order_lists.cards(Layout::kDiscard));
    s.orders_set_aside = to_set(order_lists.cards(Layout::kSetAside));
    for (int slot = 0; slot < kMarketSlots; ++slot)
        s.market[static_cast<size_t>(slot)] =
            static_cast<std::int8_t>(order_lists.cards(Layout::kMarket)[static_cast<size_t>(slot)]);
    s.tile_deck = to_deck(tile_lists.cards(Layout::kDeck));
    s.tile_discard = to_set(tile_lists.cards(Layout::kDiscard));
    s.tiles_set_aside = to_set(tile_lists.cards(Layout::kSetAside));
    for (int p = 0; p < s.player_count; ++p) {
        PlayerState& player = s.players[static_cast<size_t>(p)];
        player.orders = to_set(order_lists.cards(order_lists.hand(p)));
        player.tiles = to_set(tile_lists.cards(tile_lists.hand(p)));
    }
    if (arrangement.blankets) {
        for (size_t b = 0; b < arrangement.blankets->size(); ++b)
            s.blankets[b] =
                BlanketInPlay{static_cast<std::uint8_t>((*arrangement.blankets)[b].card),
                              (*arrangement.blankets)[b].colourful};
    }
    arrange_floor(game, s, arrangement, tile_lists);
    state = s;
    return {};
}

}  // namespace sugarworks
