#include "bots/bot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bots/greedy.hpp"
#include "bots/random_bot.hpp"
#include "bots/search_adapter.hpp"
#include "engine/search/is_mcts.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/orders.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

namespace {

constexpr std::array<std::string_view, 4> kLevelIds = {"random", "easy", "medium", "hard"};
constexpr std::array<std::string_view, 4> kLevelWords = {"Random", "Easy", "Medium", "Hard"};

std::string fixed(double value, int digits = 1) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return buffer;
}

// 4000 as "4,000".
std::string count_words(int n) {
    std::string digits = std::to_string(n);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}

// "Take the order" inside a sentence: "next best was to take the order".
std::string lowercase_first(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

// “A Green Triangle is eaten” (2 points)
std::string quoted_order(const Game& game, int card) {
    const OrderCard& order = game.catalog().order(card);
    std::string condition = order.kind == OrderKind::Special ? describe_trigger(order.trigger)
                                                             : describe_sales(order.sales);
    if (!condition.empty() && condition.back() == '.')
        condition.pop_back();
    return "\xE2\x80\x9C" + condition + "\xE2\x80\x9D (" + std::to_string(order.points) +
           (order.points == 1 ? " point)" : " points)");
}

std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

// The seat's own orders the next movement would complete: the sales orders
// true on the floor it leaves, and the special orders one of its events meets.
CardSet met_after_movement(const Game& game, const GameState& state, int seat) {
    GameState next = state;
    std::vector<Event> events;
    if (!next.over())
        resolve_movement_in_place(next.floor, game.movement_rules(next), events);
    CardSet met;
    next.players[static_cast<std::size_t>(seat)].orders.for_each([&](int card) {
        const OrderCard& order = game.catalog().order(card);
        if (order.kind == OrderKind::Sales) {
            if (sales_true(order.sales, next.floor))
                met.add(card);
        } else if (std::any_of(events.begin(), events.end(),
                               [&](const Event& e) { return matches(order.trigger, e); })) {
            met.add(card);
        }
    });
    return met;
}

// What the action does for the seat's own orders, on one state the seat cannot
// tell from the real one (its own hand and the floor are what it knows): the
// special orders it completes now, and the orders the next movement would
// complete with it and not without it (or the other way round). Empty when it
// does none of these.
std::string what_it_does(const Game& game, const SeatInformation& info, const Action& action,
                         Rng& rng) {
    const GameState before = sample_state(game, info, rng);
    GameState after = before;
    std::vector<GameEvent> events;
    if (game.apply_in_place(after, action, events))
        return "";
    std::vector<std::string> done;
    for (const GameEvent& e : events) {
        if ((e.kind == GameEventKind::SpecialCompleted || e.kind == GameEventKind::ClaimRight) &&
            e.player == info.seat)
            done.push_back(quoted_order(game, e.card));
    }
    const CardSet was = met_after_movement(game, before, info.seat);
    const CardSet now = met_after_movement(game, after, info.seat);
    std::vector<std::string> made;
    std::vector<std::string> spoiled;
    now.for_each([&](int card) {
        if (!was.contains(card))
            made.push_back(quoted_order(game, card));
    });
    was.for_each([&](int card) {
        if (!now.contains(card) &&
            after.players[static_cast<std::size_t>(info.seat)].orders.contains(card))
            spoiled.push_back(quoted_order(game, card));
    });
    std::vector<std::string> parts;
    if (!done.empty())
        parts.push_back("it completes " + listed(done) + " now");
    if (!made.empty())
        parts.push_back("the next movement would complete " + listed(made));
    if (!spoiled.empty())
        parts.push_back("though it spoils " + listed(spoiled) + " for the next movement");
    return listed(parts);
}

// Easy's noise: a Gumbel draw, so the best move is the likeliest but far from sure.
double gumbel(Rng& rng) {
    const double u = (rng.below(1u << 30) + 0.5) / static_cast<double>(1u << 30);
    return -std::log(-std::log(u));
}

BotChoice greedy_choice(const Game& game, const SeatInformation& info, int deals, double noise,
                        Rng& rng) {
    std::vector<ValuedAction> valued = value_actions(game, info, deals, rng);
    BotChoice choice;
    if (valued.empty())
        return choice;
    std::size_t pick = 0;
    if (noise > 0) {
        double best = -1e18;
        for (std::size_t i = 0; i < valued.size(); ++i) {
            const double v = valued[i].value + noise * gumbel(rng);
            if (v > best) {
                best = v;
                pick = i;
            }
        }
    }
    choice.action = valued[pick].action;
    for (std::size_t i = 0; i < valued.size() && choice.weighed.size() < 3; ++i)
        choice.weighed.push_back({valued[i].action, valued[i].value, 0, 0});
    std::string reason = describe_action(choice.action, game) + ": worth " +
                         fixed(valued[pick].value) +
                         " by the points it leaves after the next movement";
    if (valued.size() > 1) {
        const std::size_t other = pick == 0 ? 1 : 0;
        const double gap = valued[pick].value - valued[other].value;
        reason += gap >= 0 ? ", " + fixed(gap) + " more than " : ", " + fixed(-gap) + " less than ";
        reason += lowercase_first(describe_action(valued[other].action, game));
    }
    choice.reason = reason + ".";
    choice.summary = deals > 1 ? "the most points after the next movement, over " +
                                     std::to_string(deals) + " dealings of the unseen cards."
                               : "a quick count of the points after the next movement, with a "
                                 "dash of chance.";
    return choice;
}

BotChoice hard_choice(const Game& game, const SeatInformation& info, const BotSettings& settings,
                      Rng& rng) {
    const SearchAdapter adapter(game);
    engine::SearchLimits limits;
    limits.iterations = settings.hard_iterations;
    limits.max_seconds = settings.hard_max_seconds;
    limits.cancel = settings.cancel;
    engine::IsMcts<SearchAdapter> search(adapter, limits);
    const auto result = search.search(info, rng);
    BotChoice choice;
    choice.action = result.best;
    choice.iterations = result.iterations;
    for (std::size_t i = 0; i < result.moves.size() && choice.weighed.size() < 3; ++i) {
        const auto& m = result.moves[i];
        choice.weighed.push_back({m.action, m.mean_points, m.visits, m.mean_return});
    }
    choice.summary = "of " + std::to_string(result.moves.size()) +
                     " moves, the one that did best in " + count_words(result.iterations) +
                     " games simulated from here.";
    if (result.moves.empty()) {
        choice.reason = describe_action(choice.action, game) + ".";
        return choice;
    }
    const auto& best = result.moves.front();
    const bool team = game.scenario().cooperative || game.options().players == 1;
    std::string reason = describe_action(best.action, game);
    if (const std::string does = what_it_does(game, info, best.action, rng); !does.empty())
        reason += ": " + does + ".";
    else
        reason += ".";
    // What the search measured, in the words a player uses: how the futures
    // through the move ended, and the runner-up for comparison.
    reason += " In " + count_words(result.iterations) + " games simulated from here, this move ";
    reason += team ? "gave the team the most points: " + fixed(best.mean_points) + " on average"
                   : "did best against the other players, ending with " + fixed(best.mean_points) +
                         " points of yours on average";
    if (result.moves.size() > 1) {
        const auto& next = result.moves[1];
        reason += "; next best was to " + lowercase_first(describe_action(next.action, game)) +
                  " (" + fixed(next.mean_points) + ")";
    }
    choice.reason = reason + ".";
    return choice;
}

}  // namespace

std::string_view level_id(BotLevel level) {
    return kLevelIds[static_cast<size_t>(level)];
}
std::string_view level_words(BotLevel level) {
    return kLevelWords[static_cast<size_t>(level)];
}

std::optional<BotLevel> parse_level(std::string_view id) {
    for (std::size_t i = 0; i < kLevelIds.size(); ++i) {
        if (kLevelIds[i] == id)
            return static_cast<BotLevel>(i);
    }
    return std::nullopt;
}

std::uint64_t decision_seed(std::uint64_t game_seed, int action_index, int seat) {
    return bot_seed(bot_seed(game_seed) ^ (static_cast<std::uint64_t>(action_index) << 8) ^
                    static_cast<std::uint64_t>(seat));
}

BotChoice decide(const Game& game, const SeatInformation& info, BotLevel level, std::uint64_t seed,
                 const BotSettings& settings) {
    Rng rng(seed);
    switch (level) {
        case BotLevel::Random: {
            const GameState dealt = sample_state(game, info, rng);
            const std::vector<Action> legal = game.legal_actions(dealt);
            BotChoice choice;
            if (!legal.empty())
                choice.action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            choice.reason = describe_action(choice.action, game) + ": picked at random.";
            choice.summary = "picked at random.";
            return choice;
        }
        case BotLevel::Easy:
            return greedy_choice(game, info, 1, 2.0, rng);
        case BotLevel::Medium:
            return greedy_choice(game, info, 3, 0.0, rng);
        case BotLevel::Hard:
            return hard_choice(game, info, settings, rng);
    }
    return {};
}

}  // namespace sugarworks::bots
