#include "bots/bot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bots/future_tally.hpp"
#include "bots/greedy.hpp"
#include "bots/move_effects.hpp"
#include "bots/random_bot.hpp"
#include "bots/reason_words.hpp"
#include "bots/search_adapter.hpp"
#include "engine/search/is_mcts.hpp"
#include "sugarworks/game_text.hpp"

namespace sugarworks::bots {

namespace {

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

std::string capitalized(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// What the move does when the conveyors next run, on one state the seat cannot
// tell from the real one.
MoveEffects effects_of(const Game& game, const SeatInformation& info, const Action& action,
                       Rng& rng) {
    return move_effects(game, info, sample_state(game, info, rng), action);
}

// Easy's noise: a Gumbel draw, so the best move is the likeliest but far from sure.
double gumbel(Rng& rng) {
    const double u = (rng.below(1u << 30) + 0.5) / static_cast<double>(1u << 30);
    return -std::log(-std::log(u));
}

BotChoice greedy_choice(const Game& game, const SeatInformation& info, int deals, double noise,
                        const BotSettings& settings, Rng& rng) {
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
    // What it does first, then the count, against the best other move.
    const std::string does = effects_sentence(game, effects_of(game, info, choice.action, rng),
                                              info.view.floor, settings.player_names);
    // The best other move a player would tell apart from this one (two tiles of a
    // kind on the same space are one move to them).
    const std::string picked_words = describe_action(choice.action, game);
    const auto other_it = std::find_if(valued.begin(), valued.end(), [&](const ValuedAction& v) {
        return describe_action(v.action, game) != picked_words;
    });
    std::string count;
    if (other_it != valued.end()) {
        const ValuedAction& other = *other_it;
        const double gap = valued[pick].value - other.value;
        count = std::abs(gap) < 0.05
                    ? "By a count of the points after the next movement, it and " +
                          doing_words(other.action, game) + " are worth the same (" +
                          fixed(valued[pick].value) + ")."
                    : "By a count of the points after the next movement it is worth " +
                          fixed(valued[pick].value) + ", " + fixed(std::abs(gap)) +
                          (gap > 0 ? " more than " : " less than ") +
                          doing_words(other.action, game) + ".";
    } else {
        count = "It is the only move open here.";
    }
    choice.reason =
        (does.empty() ? std::string("Nothing it does shows in the next movement.") : does) + " " +
        count;
    choice.summary = deals > 1 ? "the most points after the next movement, over " +
                                     std::to_string(deals) + " dealings of the unseen cards."
                               : "a quick count of the points after the next movement, with a "
                                 "dash of chance.";
    return choice;
}

// "52%": the share of the futures through a move that the seat won.
std::string won_words(const FutureCounts& counts) {
    const double share = counts.futures > 0 ? counts.wins / counts.futures : 0;
    return std::to_string(static_cast<int>(std::lround(100 * share))) + "%";
}

// The Hard player's reason: what the move does, what the simulated futures
// show it is for against the runner-up, and the numbers; or, when the two did
// as well as each other within the noise of the simulations, both named.
std::string hard_reason(const Game& game, const SeatInformation& info,
                        const engine::SearchResult<Action>& result, const FutureTally& tally,
                        const BotSettings& settings, Rng& rng) {
    const auto& best = result.moves.front();
    std::vector<std::string> sentences;
    const MoveEffects effects = effects_of(game, info, best.action, rng);
    const std::string does =
        effects_sentence(game, effects, info.view.floor, settings.player_names);
    if (!does.empty())
        sentences.push_back(does);
    // The runner-up: the most searched move a player would tell apart from it.
    const std::string best_words = describe_action(best.action, game);
    const auto next_it = std::find_if(result.moves.begin() + 1, result.moves.end(),
                                      [&](const engine::MoveStats<Action>& m) {
                                          return describe_action(m.action, game) != best_words;
                                      });
    if (next_it == result.moves.end()) {
        sentences.push_back("It is the only move open here.");
    } else {
        // Co-operative and solo play count points, not wins: the team's, or yours.
        const bool team = game.scenario().cooperative || game.options().players == 1;
        const std::string whom = game.scenario().cooperative ? "the team" : "you";
        const auto& next = *next_it;
        const FutureCounts& best_counts = tally.through(best.action);
        const FutureCounts& next_counts = tally.through(next.action);
        const std::string games = count_words(result.iterations) + " games simulated from here";
        const std::string next_doing = doing_words(next.action, game);
        if (about_as_good(best.mean_return, best.return_error, next.mean_return,
                          next.return_error)) {
            std::string tie = capitalized(doing_words(best.action, game)) + " or " + next_doing +
                              " are about as good: in " + games;
            tie += team ? " they gave " + whom + " " + fixed(best.mean_points) + " and " +
                              fixed(next.mean_points) + " points on average"
                        : " they won " + won_words(best_counts) + " and " + won_words(next_counts) +
                              " of the time (" + fixed(best.mean_points) + " and " +
                              fixed(next.mean_points) + " points of yours on average)";
            sentences.push_back(tie + ", closer than the simulations can tell apart.");
        } else {
            const std::string why =
                futures_sentence(game, info, best.action, best_counts, next.action, next_counts,
                                 named_orders(effects), settings.player_names);
            if (!why.empty())
                sentences.push_back(why);
            std::string numbers = does.empty() && why.empty()
                                      ? "Nothing it does shows in the next movement, but in "
                                      : "In ";
            // The runner-up is named once: by the sentence before, or here.
            const std::string after = " after " + (why.empty() ? next_doing : "that move") + ".";
            numbers += games;
            numbers +=
                team ? " it gave " + whom + " the most points: " + fixed(best.mean_points) +
                           " on average, against " + fixed(next.mean_points) + after
                     : " it won " + won_words(best_counts) + " of them (" +
                           fixed(best.mean_points) + " points of yours on average), against " +
                           won_words(next_counts) + " (" + fixed(next.mean_points) + ")" + after;
            sentences.push_back(numbers);
        }
    }
    std::string reason;
    for (const std::string& sentence : sentences)
        reason += (reason.empty() ? "" : " ") + sentence;
    return reason;
}

BotChoice hard_choice(const Game& game, const SeatInformation& info, const BotSettings& settings,
                      Rng& rng) {
    const SearchAdapter adapter(game);
    engine::SearchLimits limits;
    limits.iterations = settings.hard_iterations;
    limits.max_seconds = settings.hard_max_seconds;
    limits.cancel = settings.cancel;
    engine::IsMcts<SearchAdapter> search(adapter, limits);
    // The tally only watches the futures: the search chooses as it does without it.
    FutureTally tally(game, info);
    const auto result = search.search(info, rng, tally);
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
        choice.reason = "There was no time to weigh it.";
        return choice;
    }
    choice.reason = hard_reason(game, info, result, tally, settings, rng);
    return choice;
}

}  // namespace

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
            choice.reason = "Picked at random.";
            choice.summary = "picked at random.";
            return choice;
        }
        case BotLevel::Easy:
            return greedy_choice(game, info, 1, 2.0, settings, rng);
        case BotLevel::Medium:
            return greedy_choice(game, info, 3, 0.0, settings, rng);
        case BotLevel::Hard:
            return hard_choice(game, info, settings, rng);
    }
    return {};
}

}  // namespace sugarworks::bots
