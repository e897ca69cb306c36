#include "bots/random_bot.hpp"

namespace sugarworks::bots {

std::uint64_t bot_seed(std::uint64_t game_seed) {
    // One SplitMix64 step away from the game seed.
    std::uint64_t z = game_seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

RandomGame play_random_game(const Game& game, std::uint64_t seed, int max_actions,
                            const std::function<void(const GameState&)>& after_each) {
    RandomGame out;
    out.seed = seed;
    std::vector<GameEvent> events;
    events.reserve(256);
    out.final_state = game.new_game(seed, events);
    RandomBot bot(bot_seed(seed));
    std::vector<Action> legal;
    legal.reserve(256);
    GameState& s = out.final_state;
    if (after_each)
        after_each(s);
    while (!s.over() && static_cast<int>(out.actions.size()) < max_actions) {
        game.legal_actions(s, legal);
        if (legal.empty())
            break;
        const Action action = bot.choose(legal);
        events.clear();
        if (game.apply_in_place(s, action, events))
            break;  // a listed action refused: the harness reports it; here we just stop
        out.actions.push_back(action);
        if (after_each)
            after_each(s);
    }
    return out;
}

}  // namespace sugarworks::bots
