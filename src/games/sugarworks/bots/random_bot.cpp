#include "bots/random_bot.hpp"

#include "engine/seeds.hpp"

namespace sugarworks::bots {

std::uint64_t bot_seed(std::uint64_t game_seed) {
    return engine::stream_seed(game_seed);
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
