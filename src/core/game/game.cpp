// The game definition and set-up (rulebook "Game Setup").
#include "sugarworks/game.hpp"

#include <array>
#include <stdexcept>

#include "game/game_rules.hpp"

namespace sugarworks {

std::vector<std::string> Game::validate_options(const Catalog& catalog, const GameOptions& o) {
    std::vector<std::string> problems;
    if (o.players < 1 || o.players > kMaxPlayers)
        problems.push_back("players must be 1 to 4");
    if (!catalog.board(o.board))
        problems.push_back("unknown board \"" + o.board + "\"");
    if (o.first_player < 0 || o.first_player >= std::max(o.players, 1)) {
        problems.push_back("the first player must be one of the players");
    }
    if (o.round_cap < 1 || o.round_cap > 1000)
        problems.push_back("the round cap must be 1 to 1000");
    if (o.hand_limit < 1 || o.hand_limit > 20)
        problems.push_back("the hand limit must be 1 to 20");
    if (o.market_size < 0 || o.market_size > kMarketSlots)
        problems.push_back("the market holds 0 to 4 orders");
    if (o.blankets_dealt < 0 || o.blankets_dealt > static_cast<int>(catalog.blankets.size()) ||
        o.blankets_dealt > kMaxBlankets) {
        problems.push_back("more blanket orders dealt than there are");
    }
    const int orders_needed = o.players * o.orders_dealt + o.market_size;
    if (o.orders_dealt < 0 || orders_needed > static_cast<int>(catalog.orders.size())) {
        problems.push_back("not enough order cards to deal");
    }
    if (o.tiles_in_hand < 1 || o.players * o.tiles_in_hand > catalog.tile_count()) {
        problems.push_back("not enough conveyor tiles to deal");
    }
    if (catalog.tile_count() > kMaxCards || static_cast<int>(catalog.orders.size()) > kMaxCards) {
        problems.push_back("the catalog holds more cards than a game can track");
    }
    if (catalog.die_faces.empty())
        problems.push_back("the candy die has no faces");
    return problems;
}

Game::Game(const Catalog& catalog, GameOptions options)
    : catalog_(&catalog), options_(std::move(options)), board_(catalog.board(options_.board)) {
    const auto problems = validate_options(catalog, options_);
    if (!problems.empty())
        throw std::invalid_argument("invalid game options: " + problems.front());
}

MovementRules Game::movement_rules(const GameState& state) const {
    MovementRules rules;
    rules.order = state.activation_order;
    rules.bonk = catalog_->candies.bonk;
    return rules;
}

GameState Game::new_game(std::uint64_t seed) const {
    std::vector<GameEvent> events;
    return new_game(seed, events);
}

GameState Game::new_game(std::uint64_t seed, std::vector<GameEvent>& events) const {
    GameState s;
    s.rng = Rng(seed);
    s.player_count = static_cast<std::uint8_t>(options_.players);
    s.first_player = static_cast<std::uint8_t>(options_.first_player);
    s.current = s.first_player;
    s.activation_order = catalog_->candies.activation_order;

    // Outputs on their starting spots, one candy on each.
    s.floor = Floor::from_board(*board_, catalog_->candies.candies_per_type);
    for (CandyType type : kAllCandyTypes) {
        if (const auto spot = s.floor.output_spot(type))
            s.floor.set_dock_candy(*spot, s.floor.take_from_supply(type));
    }

    // Conveyor tiles: shuffle, deal.
    std::array<int, kMaxCards> cards{};
    const int tiles = catalog_->tile_count();
    for (int t = 0; t < tiles; ++t)
        cards[static_cast<size_t>(t)] = t;
    s.rng.shuffle(std::span<int>(cards.data(), static_cast<size_t>(tiles)));
    for (int t = 0; t < tiles; ++t)
        s.tile_deck.push(cards[static_cast<size_t>(t)]);
    for (int p = 0; p < options_.players; ++p) {
        for (int n = 0; n < options_.tiles_in_hand; ++n)
            s.players[static_cast<size_t>(p)].tiles.add(s.tile_deck.draw());
    }

    // Order cards: shuffle, deal, reveal the market.
    const int orders = static_cast<int>(catalog_->orders.size());
    for (int c = 0; c < orders; ++c)
        cards[static_cast<size_t>(c)] = c;
    s.rng.shuffle(std::span<int>(cards.data(), static_cast<size_t>(orders)));
    for (int c = 0; c < orders; ++c)
        s.order_deck.push(cards[static_cast<size_t>(c)]);
    for (int p = 0; p < options_.players; ++p) {
        for (int n = 0; n < options_.orders_dealt; ++n)
            s.players[static_cast<size_t>(p)].orders.add(s.order_deck.draw());
    }
    for (int slot = 0; slot < options_.market_size; ++slot) {
        s.market[static_cast<size_t>(slot)] = static_cast<std::int8_t>(s.order_deck.draw());
    }

    // Blanket orders: shuffle, deal grey side up, roll the die to flip the matching ones.
    const int blankets = static_cast<int>(catalog_->blankets.size());
    for (int b = 0; b < blankets; ++b)
        cards[static_cast<size_t>(b)] = b;
    s.rng.shuffle(std::span<int>(cards.data(), static_cast<size_t>(blankets)));
    s.blanket_count = static_cast<std::uint8_t>(options_.blankets_dealt);
    for (int b = 0; b < options_.blankets_dealt; ++b) {
        s.blankets[static_cast<size_t>(b)] =
            BlanketInPlay{static_cast<std::uint8_t>(cards[static_cast<size_t>(b)]), false};
    }
    const DieFace face = game_rules::roll_die(*this, s);
    events.push_back({.kind = GameEventKind::DieRolled,
                      .player = static_cast<std::int8_t>(s.first_player),
                      .face = face});
    for (int b = 0; b < s.blanket_count; ++b) {
        BlanketInPlay& blanket = s.blankets[static_cast<size_t>(b)];
        if (face.all || catalog_->blankets[blanket.card].candy == face.candy)
            blanket.colourful = true;
    }

    s.round = 1;
    s.step = Step::OrderAction;
    events.push_back({.kind = GameEventKind::RoundStarted,
                      .player = static_cast<std::int8_t>(s.first_player),
                      .round = 1});
    game_rules::begin_turn(*this, s, events);
    return s;
}

}  // namespace sugarworks
