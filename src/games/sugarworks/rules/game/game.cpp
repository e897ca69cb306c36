// The game definition and set-up (rulebook "Game Setup").
#include "sugarworks/game.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "game/game_rules.hpp"

namespace sugarworks {

GameOptions GameOptions::for_scenario(const Scenario& scenario, int players, ToggleSet toggles) {
    GameOptions o;
    o.players = players;
    o.scenario = scenario.id;
    o.toggles = toggles;
    o.board = toggles.has(Toggle::SideB) ? "side_b" : "side_a";
    o.round_cap = scenario.round_cap;
    o.hand_limit = scenario.hand_limit;
    o.orders_dealt = scenario.orders_dealt;
    o.market_size = scenario.market ? scenario.market_size : 0;
    o.blankets_dealt = scenario.blanket_deal == BlanketDeal::Fixed
                           ? static_cast<int>(scenario.fixed_blanket_types.size())
                           : scenario.blankets_dealt;
    return o;
}

namespace {

// The scenario the options name; the standard game when the catalog has no
// scenario files (a catalog built in code).
const Scenario* find_scenario(const Catalog& catalog, const std::string& id,
                              const Scenario& standard) {
    if (const Scenario* s = catalog.scenario(id))
        return s;
    return catalog.scenarios.empty() && id == standard.id ? &standard : nullptr;
}

}  // namespace

std::variant<GameOptions, std::vector<std::string>> options_from_names(
    const Catalog& catalog, std::string_view mode, int players,
    const std::vector<std::string>& toggles) {
    std::vector<std::string> problems;
    const Scenario standard = standard_scenario();
    const Scenario* scenario = find_scenario(catalog, std::string(mode), standard);
    if (!scenario) {
        std::string known;
        for (const Scenario& s : catalog.scenarios)
            known += (known.empty() ? "" : ", ") + s.id;
        problems.push_back("unknown mode \"" + std::string(mode) + "\" (the data has " + known +
                           ")");
    }
    ToggleSet on;
    for (const std::string& id : toggles) {
        if (const auto t = parse_toggle(id)) {
            on.add(*t);
            continue;
        }
        std::string known;
        for (Toggle t : kAllToggles)
            known += (known.empty() ? "" : ", ") + std::string(toggle_id(t));
        problems.push_back("unknown toggle \"" + id + "\" (expected one of " + known + ")");
    }
    if (!problems.empty())
        return problems;
    GameOptions options = GameOptions::for_scenario(*scenario, players, on);
    problems = Game::validate_options(catalog, options);
    if (!problems.empty())
        return problems;
    return options;
}

std::vector<std::string> Game::validate_options(const Catalog& catalog, const GameOptions& o) {
    std::vector<std::string> problems;
    if (o.players < 1 || o.players > kMaxPlayers)
        problems.push_back("players must be 1 to 4");
    const Scenario standard = standard_scenario();
    if (const Scenario* scenario = find_scenario(catalog, o.scenario, standard)) {
        if (o.players < scenario->min_players || o.players > scenario->max_players) {
            problems.push_back(scenario->name + " is for " + std::to_string(scenario->min_players) +
                               " to " + std::to_string(scenario->max_players) + " players");
        }
        for (Toggle t : kAllToggles) {
            if (o.toggles.has(t) && !scenario->allowed_toggles.has(t)) {
                problems.push_back(std::string(toggle_name(t)) + " cannot be played with " +
                                   scenario->name);
            }
        }
        if (!scenario->market && o.market_size != 0)
            problems.push_back(scenario->name + " has no order market");
    } else {
        problems.push_back("unknown scenario \"" + o.scenario + "\"");
    }
    if (o.toggles.has(Toggle::SideB) != (o.board == "side_b"))
        problems.push_back("board side B is played exactly when the Side B toggle is on");
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
    if (o.toggles.has(Toggle::Sugarworkers) &&
        o.players > static_cast<int>(catalog.sugarworkers.size()))
        problems.push_back("not enough Sugarworker cards to deal");
    if (catalog.die_faces.empty())
        problems.push_back("the candy die has no faces");
    return problems;
}

Game::Game(const Catalog& catalog, GameOptions options)
    : catalog_(&catalog), options_(std::move(options)), board_(catalog.board(options_.board)) {
    const auto problems = validate_options(catalog, options_);
    if (!problems.empty())
        throw std::invalid_argument("invalid game options: " + problems.front());
    scenario_ = *find_scenario(catalog, options_.scenario, standard_scenario());
}

int Game::turns_per_round() const {
    return options_.players == 1 ? game_rules::kSoloTurns : options_.players;
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

namespace {

// Shuffles the numbers 0..count-1 with the game's PRNG.
std::array<int, kMaxCards> shuffled(Rng& rng, int count) {
    std::array<int, kMaxCards> cards{};
    for (int c = 0; c < count; ++c)
        cards[static_cast<size_t>(c)] = c;
    rng.shuffle(std::span<int>(cards.data(), static_cast<size_t>(count)));
    return cards;
}

}  // namespace

bool game_rules::calls_for_missing_type(const TileKind& kind, const Scenario& scenario) {
    const CornerIcon& corner = kind.face.corner;
    return corner.kind == CornerKind::Eater && !scenario.in_play(corner.eats);
}

GameState Game::new_game(std::uint64_t seed, std::vector<GameEvent>& events) const {
    const Scenario& sc = scenario_;
    GameState s;
    s.rng = Rng(seed);
    s.player_count = static_cast<std::uint8_t>(options_.players);
    s.first_player = static_cast<std::uint8_t>(options_.first_player);
    s.current = s.first_player;
    s.activation_order = catalog_->candies.activation_order;
    s.floor = Floor::from_board(*board_, catalog_->candies.candies_per_type);

    // Advanced rule: the activation tokens shuffled onto the Bonk! reference.
    if (options_.toggles.has(Toggle::ShuffledActivation)) {
        s.rng.shuffle(std::span<CandyType>(s.activation_order.data(), s.activation_order.size()));
        events.push_back({.kind = GameEventKind::ActivationShuffled});
    }

    // Output tiles: from_board put every one on its starting spot. Only the types
    // in play stay; the advanced rule deals them to random dock spots instead.
    std::vector<CandyType> outputs;
    for (int spot = 0; spot < s.floor.dock_count(); ++spot) {
        const Dock& dock = s.floor.dock(spot);
        if (!dock.has_output())
            continue;
        if (sc.in_play(dock.output_type()))
            outputs.push_back(dock.output_type());
        if (!sc.in_play(dock.output_type()) || options_.toggles.has(Toggle::ShuffledOutputs))
            s.floor.set_dock_output(spot, std::nullopt);
    }
    if (options_.toggles.has(Toggle::ShuffledOutputs)) {
        const auto spots = shuffled(s.rng, s.floor.dock_count());
        for (size_t i = 0; i < outputs.size(); ++i)
            s.floor.set_dock_output(spots[i], outputs[i]);
        events.push_back({.kind = GameEventKind::OutputsShuffled});
    }
    for (CandyType type : kAllCandyTypes) {
        if (const auto spot = s.floor.output_spot(type))
            s.floor.set_dock_candy(*spot, s.floor.take_from_supply(type));
    }

    // Conveyor tiles: set aside those calling for a type not in play, shuffle the rest.
    const int tiles = catalog_->tile_count();
    const auto tile_order = shuffled(s.rng, tiles);
    for (int i = 0; i < tiles; ++i) {
        const int t = tile_order[static_cast<size_t>(i)];
        if (game_rules::calls_for_missing_type(catalog_->kind_of_tile(t), sc))
            s.tiles_set_aside.add(t);
        else
            s.tile_deck.push(t);
    }

    // Side B: the die decides which candy icon spaces get a tile from the deck,
    // placed in activation order (right-most column first, then top-most row).
    if (!board_->candy_icons.empty()) {
        const DieFace face = game_rules::roll_die(*this, s);
        events.push_back({.kind = GameEventKind::DieRolled,
                          .player = static_cast<std::int8_t>(s.first_player),
                          .face = face});
        std::vector<Cell> cells;
        for (const CandyIcon& icon : board_->candy_icons) {
            if (face.all || icon.type == face.candy)
                cells.push_back(icon.cell);
        }
        std::sort(cells.begin(), cells.end(),
                  [](Cell a, Cell b) { return a.col != b.col ? a.col > b.col : a.row < b.row; });
        std::vector<Event> floor_events;
        for (Cell cell : cells) {
            if (s.tile_deck.empty())
                break;
            place_tile(s.floor, cell, catalog_->placed(s.tile_deck.draw()), floor_events);
        }
        for (const Event& e : floor_events)
            events.push_back({.kind = GameEventKind::Floor, .floor = e});
    }
    for (int p = 0; p < options_.players; ++p) {
        for (int n = 0; n < options_.tiles_in_hand && !s.tile_deck.empty(); ++n)
            s.players[static_cast<size_t>(p)].tiles.add(s.tile_deck.draw());
    }

    // Order cards: the scenario's pool, shuffled; deal, reveal the market.
    const int orders = static_cast<int>(catalog_->orders.size());
    const auto order_order = shuffled(s.rng, orders);
    for (int i = 0; i < orders; ++i) {
        const int c = order_order[static_cast<size_t>(i)];
        if (in_pool(catalog_->order(c), sc.order_pool))
            s.order_deck.push(c);
        else
            s.orders_set_aside.add(c);
    }
    for (int p = 0; p < options_.players; ++p) {
        for (int n = 0; n < options_.orders_dealt && !s.order_deck.empty(); ++n)
            s.players[static_cast<size_t>(p)].orders.add(s.order_deck.draw());
    }
    if (sc.cooperative) {
        // Co-operative play: the team's shared hand, face up.
        for (int n = 0; n < sc.team.shared_orders && !s.order_deck.empty(); ++n)
            s.players[0].orders.add(s.order_deck.draw());
    }
    for (int slot = 0; slot < options_.market_size && !s.order_deck.empty(); ++slot)
        s.market[static_cast<size_t>(slot)] = static_cast<std::int8_t>(s.order_deck.draw());
    if (sc.discard_undealt_orders) {
        while (!s.order_deck.empty())
            s.orders_set_aside.add(s.order_deck.draw());
    }

    // Blanket orders, grey side up: the scenario's fixed cards or a shuffled few; then,
    // unless the scenario never rolls for them, the die flips the matching ones.
    const int blankets = static_cast<int>(catalog_->blankets.size());
    if (sc.blanket_deal == BlanketDeal::Fixed) {
        for (CandyType type : sc.fixed_blanket_types) {
            for (int b = 0; b < blankets; ++b) {
                if (catalog_->blankets[static_cast<size_t>(b)].candy == type)
                    s.blankets[s.blanket_count++] =
                        BlanketInPlay{static_cast<std::uint8_t>(b), false};
            }
        }
    } else if (options_.blankets_dealt > 0) {
        // Every card is shuffled, so the generator moves on as in every mode; the deal
        // passes over a card the mode's orders could never score (in First Shift, one
        // counting completed special orders) and deals the next (docs/sugarworks/rules.md 6.1).
        const auto blanket_order = shuffled(s.rng, blankets);
        for (int i = 0; i < blankets && s.blanket_count < options_.blankets_dealt; ++i) {
            const int b = blanket_order[static_cast<size_t>(i)];
            if (deals_blanket(sc, catalog_->blankets[static_cast<size_t>(b)], catalog_->orders))
                s.blankets[s.blanket_count++] = BlanketInPlay{static_cast<std::uint8_t>(b), false};
        }
    }
    if (sc.blankets_flipped_by_die && s.blanket_count > 0) {
        const DieFace face = game_rules::roll_die(*this, s);
        events.push_back({.kind = GameEventKind::DieRolled,
                          .player = static_cast<std::int8_t>(s.first_player),
                          .face = face});
        for (int b = 0; b < s.blanket_count; ++b) {
            BlanketInPlay& blanket = s.blankets[static_cast<size_t>(b)];
            if (game_rules::turned_by_roll(catalog_->blankets[blanket.card], face))
                blanket.colourful = true;
        }
    }

    s.round = 1;
    s.step = Step::OrderAction;
    events.push_back({.kind = GameEventKind::RoundStarted,
                      .player = static_cast<std::int8_t>(s.first_player),
                      .round = 1});
    // Sugarworkers: one card each, dealt at random; each player chooses a side,
    // in turn order, before the first turn.
    if (options_.toggles.has(Toggle::Sugarworkers)) {
        const auto workers = shuffled(s.rng, static_cast<int>(catalog_->sugarworkers.size()));
        for (int p = 0; p < options_.players; ++p)
            s.players[static_cast<size_t>(p)].worker =
                static_cast<std::int8_t>(workers[static_cast<size_t>(p)]);
        s.step = Step::ChooseWorker;
        return s;
    }
    game_rules::begin_turn(*this, s, events);
    return s;
}

}  // namespace sugarworks
