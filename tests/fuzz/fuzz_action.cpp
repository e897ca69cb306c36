// Fuzz target for the action decoder and the rules' gate: the input is one
// action as JSON, or a list of them. Each action decoded is tried on positions
// of every mode (with no advanced rules and with all a mode allows), from the
// set-up to late in the game: check() and apply() must agree with each other and
// with the legal list, a refusal must say why, and an accepted action must leave
// every invariant of the random-simulation harness true; a list goes on from the
// position each accepted action leaves.
#include <algorithm>
#include <cstdint>
#include <list>
#include <string>
#include <variant>
#include <vector>

#include "bots/random_bot.hpp"
#include "fuzz_support.hpp"
#include "harness/random_sim.hpp"
#include "sugarworks/action.hpp"
#include "sugarworks/json_reader.hpp"

using namespace sugarworks;

namespace {

struct Position {
    const Game* game;
    GameState state;
};

// Positions after 0, 5, 30 and 90 random actions of a game of each mode.
const std::vector<Position>& positions() {
    static std::list<Game> games;
    static const std::vector<Position> all = [] {
        std::vector<Position> out;
        const Catalog& catalog = fuzz::shipped_catalog();
        for (const Scenario& scenario : catalog.scenarios) {
            for (const ToggleSet toggles : {ToggleSet{}, scenario.allowed_toggles}) {
                const int players = std::min(scenario.max_players, 2);
                const GameOptions options = GameOptions::for_scenario(scenario, players, toggles);
                if (!Game::validate_options(catalog, options).empty())
                    continue;
                const Game& game = games.emplace_back(catalog, options);
                GameState state = game.new_game(17);
                bots::RandomBot bot(bots::bot_seed(17));
                std::vector<GameEvent> events;
                for (int played = 0; played <= 90 && !state.over(); ++played) {
                    if (played == 0 || played == 5 || played == 30 || played == 90)
                        out.push_back({&game, state});
                    const std::vector<Action> legal = game.legal_actions(state);
                    if (game.apply_in_place(state, bot.choose(legal), events))
                        fuzz::broken("a listed action was refused");
                }
            }
        }
        return out;
    }();
    return all;
}

std::vector<Action> decode(std::string_view text) {
    Diagnostics errors;
    std::vector<Action> actions;
    const auto doc = io::parse_json_text(text, "fuzz.json", errors);
    if (doc && doc->is_array()) {
        for (std::size_t i = 0; i < doc->size(); ++i) {
            const io::Pointer at("/" + std::to_string(i));
            if (auto action = action_from_json((*doc)[i], "fuzz.json", at, errors))
                actions.push_back(*action);
        }
    } else if (doc) {
        if (auto action = action_from_json(*doc, "fuzz.json", io::Pointer(), errors))
            actions.push_back(*action);
    }
    fuzz::check_diagnostics(errors, "fuzz.json");
    return actions;
}

void try_from(const Position& from, const std::vector<Action>& actions) {
    const Game& game = *from.game;
    GameState state = from.state;
    for (const Action& action : actions) {
        const std::optional<Rejection> refused = game.check(state, action);
        auto outcome = game.apply(state, action);
        const std::vector<Action> legal = game.legal_actions(state);
        const bool listed = std::find(legal.begin(), legal.end(), action) != legal.end();
        if (refused.has_value() != std::holds_alternative<Rejection>(outcome))
            fuzz::broken("check() and apply() disagree on " + action_to_json(action).dump());
        if (refused.has_value() == listed)
            fuzz::broken("check() and the legal list disagree on " + action_to_json(action).dump());
        if (refused) {
            if (refused->message.empty())
                fuzz::broken("a refusal gives no reason: " + action_to_json(action).dump());
            return;
        }
        state = std::move(std::get<Applied>(outcome).state);
        if (const std::string problem = harness::check_state(game, state); !problem.empty())
            fuzz::broken("after " + action_to_json(action).dump() + ": " + problem);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<Action> actions = decode(fuzz::as_text(data, size));
    if (actions.empty())
        return 0;
    for (const Position& position : positions())
        try_from(position, actions);
    return 0;
}
