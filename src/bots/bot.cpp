#include "bots/bot.hpp"

#include <cmath>
#include <cstdio>

#include "bots/greedy.hpp"
#include "bots/search_adapter.hpp"
#include "engine/search/is_mcts.hpp"
#include "sugarworks/game_text.hpp"

namespace sugarworks::bots {

namespace {

constexpr std::array<std::string_view, 4> kLevelIds = {"random", "easy", "medium", "hard"};
constexpr std::array<std::string_view, 4> kLevelWords = {"Random", "Easy", "Medium", "Hard"};

std::string fixed(double value, int digits = 1) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
    return buffer;
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
        reason += describe_action(valued[other].action, game);
    }
    choice.reason = reason + ".";
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
    if (result.moves.empty()) {
        choice.reason = describe_action(choice.action, game) + ".";
        return choice;
    }
    const auto& best = result.moves.front();
    const bool team = game.scenario().cooperative || game.options().players == 1;
    std::string reason = describe_action(best.action, game) + ": over " +
                         std::to_string(result.iterations) + " simulated futures this averages " +
                         fixed(best.mean_points) + (team ? " points for the team" : " points");
    if (result.moves.size() > 1) {
        const auto& next = result.moves[1];
        const double gap = best.mean_points - next.mean_points;
        reason +=
            gap >= 0 ? ", " + fixed(gap) + " more than " : ", " + fixed(-gap) + " fewer than ";
        reason += "the next best, " + describe_action(next.action, game);
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
