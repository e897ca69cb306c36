#include "bots/bots.hpp"

#include "bots/determinize.hpp"
#include "bots/evaluate.hpp"
#include "bots/search_adapter.hpp"
#include "engine/search/is_mcts.hpp"

namespace sparks::bots {

namespace {

// One step ahead on a state dealt from the view: the action whose result the
// evaluation likes best, give or take `noise` points. Some noise plays better than
// none (seen in tournaments): the count misses what a move is worth later (an
// assistant recruited now scores the level the factory reaches), and noise lets
// such moves through. Easy's is larger, and its weights see less.
BotChoice greedy(const Game& game, const PlayerView& view, const Weights& weights, double noise,
                 engine::Rng& rng) {
    const GameState state = determinize(game, view, rng);
    std::vector<Action> legal = game.legal_actions(state);
    drop_take_backs(legal);
    BotChoice choice{legal.front(), "the only thing to do"};
    if (legal.size() == 1)
        return choice;
    // In the action phase a move must be worth strictly more than standing still, or
    // the player ends their actions: so no run of moves can go round in a circle.
    const bool acting = state.phase == Phase::Actions && state.pending.empty();
    const double now = evaluate(game, state, view.seat, weights);
    double best = -1e18;
    double best_end = -1e18;
    Action end = legal.front();
    std::vector<Event> events;
    for (const Action& a : legal) {
        GameState after = state;
        events.clear();
        game.apply_in_place(after, a, events);
        double value = evaluate(game, after, view.seat, weights);
        if (noise > 0)
            value += noise * (static_cast<double>(rng.below(1000)) / 1000.0 - 0.5);
        if (acting && a.kind == ActionKind::EndActions) {
            if (value > best_end) {
                best_end = value;
                end = a;
            }
            continue;
        }
        if (value > best) {
            best = value;
            choice.action = a;
        }
    }
    choice.reason = "worth most by my count of points, robots under way, dice and cogs";
    if (acting && (best <= now + 1e-9 || best_end >= best)) {
        choice.action = end;
        choice.reason = "nothing left worth doing this turn";
    }
    return choice;
}

}  // namespace

std::uint64_t decision_seed(std::uint64_t game_seed, int action_index, int seat) {
    engine::Rng mix(game_seed ^ (static_cast<std::uint64_t>(action_index) << 8) ^
                    static_cast<std::uint64_t>(seat));
    return mix.next();
}

BotChoice decide(const Game& game, const PlayerView& view, BotLevel level, std::uint64_t seed,
                 const BotSettings& settings) {
    engine::Rng rng(seed);
    switch (level) {
        case BotLevel::Random: {
            const GameState state = determinize(game, view, rng);
            const std::vector<Action> legal = game.legal_actions(state);
            return {legal[rng.below(static_cast<std::uint32_t>(legal.size()))], "at random"};
        }
        case BotLevel::Easy:
            return greedy(game, view, easy_weights(), 6.0, rng);
        case BotLevel::Medium:
            return greedy(game, view, medium_weights(), 2.0, rng);
        case BotLevel::Hard: {
            SearchAdapter adapter(game);
            {
                // A decision with one answer needs no search.
                std::vector<Action> legal;
                adapter.legal_actions(determinize(game, view, rng), legal);
                if (legal.size() == 1)
                    return {legal.front(), "the only thing to do"};
            }
            engine::SearchLimits limits;
            limits.iterations = settings.hard_iterations;
            limits.max_seconds = settings.hard_max_seconds;
            limits.max_playout_actions = settings.hard_playout_actions;
            engine::IsMcts<SearchAdapter, QuickPlayout> search(adapter, limits);
            const auto result = search.search(view, rng);
            BotChoice choice{result.best, "the move that won most often in " +
                                              std::to_string(result.iterations) +
                                              " simulated futures"};
            choice.iterations = result.iterations;
            return choice;
        }
    }
    return {};
}

}  // namespace sparks::bots
