// `replay`: a saved game's log in words and its score sheet. `new-save`: a game
// of random legal actions, saved (for tests, and for trying `replay`).
#include <iostream>

#include "bots/random_bot.hpp"
#include "commands.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::cli {

std::optional<CatalogLoad> load_data(const std::filesystem::path& data_dir) {
    CatalogLoad catalog = load_catalog(data_dir);
    if (!catalog.ok()) {
        std::cerr << "The data folder " << data_dir.string() << " has errors:\n";
        print_errors(catalog.errors);
        return std::nullopt;
    }
    return catalog;
}

namespace {

std::string_view source_id(ScoreLine::Source source) {
    switch (source) {
        case ScoreLine::Source::Special:
            return "special";
        case ScoreLine::Source::Sales:
            return "sales";
        case ScoreLine::Source::Blanket:
            return "blanket";
        case ScoreLine::Source::Incomplete:
            return "incomplete";
    }
    return "";
}

// The log of one action: who acted, what, and what followed.
struct Turn {
    int round = 0;
    int player = 0;
    Action action;
    std::string text;
    std::vector<std::string> events;
};

struct Log {
    std::vector<std::string> setup;
    std::vector<Turn> turns;
};

Log game_log(const Match& match, PlayerNames names) {
    const Game& game = match.game();
    Log log;
    // The floor each event happened on is approximated by the state before its action
    // (set-up events: the state after set-up); the narration uses it for names only.
    for (const GameEvent& e : match.setup_events())
        log.setup.push_back(narrate_game_event(e, game, match.states().front().floor, names));
    for (size_t i = 0; i < match.actions().size(); ++i) {
        const GameState& before = match.states()[i];
        const Action& action = match.actions()[i];
        Turn turn{before.round, before.current, action, describe_action(action, game), {}};
        // The match holds the states, not the events: apply again to get them.
        const auto applied = game.apply(before, action);
        if (const auto* ok = std::get_if<Applied>(&applied)) {
            for (const GameEvent& e : ok->events)
                turn.events.push_back(narrate_game_event(e, game, before.floor, names));
        }
        log.turns.push_back(std::move(turn));
    }
    return log;
}

void print_score(const Game& game, const GameState& state, const ScoreSheet& sheet,
                 PlayerNames names) {
    if (state.over()) {
        std::cout << "Final score (the game is over: " << end_reason_words(state.end) << "):\n";
    } else {
        std::cout << "Score sheet (the game is not over: round " << state.round
                  << "; the score if it ended now):\n";
    }
    for (size_t p = 0; p < sheet.players.size(); ++p) {
        const PlayerScore& ps = sheet.players[p];
        std::cout << "\n"
                  << (sheet.cooperative ? std::string("The team")
                                        : player_label(static_cast<int>(p), names))
                  << ": " << ps.total << (ps.total == 1 ? " point" : " points") << "\n";
        for (const ScoreLine& line : ps.lines) {
            std::string source(source_id(line.source));
            source.resize(sheet.cooperative ? 11 : 8, ' ');
            std::cout << "  " << source << (line.points >= 0 ? "+" : "") << line.points << "  "
                      << line.text << "\n";
        }
        if (ps.lines.empty())
            std::cout << "  (nothing scored)\n";
        if (sheet.cooperative)
            continue;  // incomplete orders are lines of the team's sheet
        for (int card : ps.incomplete) {
            std::cout << "  incomplete  " << describe_order(game.catalog().order(card)) << "\n";
        }
    }
    std::cout << "\n";
    if (sheet.cooperative) {
        std::cout << "Rating: " << sheet.rating << "\n";
    } else if (sheet.winners.size() == 1) {
        std::cout << "Winner: " << player_label(sheet.winners.front(), names) << "\n";
    } else {
        std::cout << "Winners (a shared win):";
        for (size_t i = 0; i < sheet.winners.size(); ++i)
            std::cout << (i == 0 ? " " : ", ") << player_label(sheet.winners[i], names);
        std::cout << "\n";
    }
}

nlohmann::ordered_json score_json(const Game& game, const ScoreSheet& sheet, PlayerNames names) {
    nlohmann::ordered_json players = nlohmann::ordered_json::array();
    for (size_t p = 0; p < sheet.players.size(); ++p) {
        const PlayerScore& ps = sheet.players[p];
        nlohmann::ordered_json lines = nlohmann::ordered_json::array();
        for (const ScoreLine& line : ps.lines) {
            lines.push_back({{"source", source_id(line.source)},
                             {"card", line.card},
                             {"points", line.points},
                             {"text", line.text}});
        }
        nlohmann::ordered_json incomplete = nlohmann::ordered_json::array();
        for (int card : ps.incomplete) {
            incomplete.push_back(
                {{"card", card}, {"text", describe_order(game.catalog().order(card))}});
        }
        players.push_back({{"player", p},
                           {"name", player_label(static_cast<int>(p), names)},
                           {"lines", std::move(lines)},
                           {"incomplete", std::move(incomplete)},
                           {"total", ps.total}});
    }
    nlohmann::ordered_json out = {{"players", std::move(players)}, {"winners", sheet.winners}};
    if (sheet.cooperative) {
        out["cooperative"] = true;
        out["rating"] = sheet.rating;
    }
    return out;
}

}  // namespace

int replay_command(const std::filesystem::path& data_dir, const std::filesystem::path& save_path,
                   bool as_json) {
    const auto catalog = load_data(data_dir);
    if (!catalog)
        return 1;
    const LoadedGame loaded = load_save_file(save_path, catalog->catalog);
    if (!loaded.match) {
        print_errors(loaded.errors);
        return 1;
    }
    const Match& match = *loaded.match;
    const Game& game = match.game();
    const GameState& last = match.state();
    const PlayerNames names = loaded.info.player_names;
    const Log log = game_log(match, names);
    const ScoreSheet sheet = score(game, last);

    if (as_json) {
        nlohmann::ordered_json labels = nlohmann::ordered_json::array();
        for (int p = 0; p < game.options().players; ++p)
            labels.push_back(player_label(p, names));
        nlohmann::ordered_json turns = nlohmann::ordered_json::array();
        for (const Turn& t : log.turns) {
            turns.push_back({{"round", t.round},
                             {"player", t.player},
                             {"action", nlohmann::ordered_json(action_to_json(t.action))},
                             {"text", t.text},
                             {"events", t.events}});
        }
        const nlohmann::ordered_json out = {{"file", save_path.generic_string()},
                                            {"players", std::move(labels)},
                                            {"board", game.options().board},
                                            {"seed", std::to_string(match.seed())},
                                            {"setup", log.setup},
                                            {"actions", std::move(turns)},
                                            {"over", last.over()},
                                            {"end", end_reason_id(last.end)},
                                            {"round", last.round},
                                            {"score", score_json(game, sheet, names)}};
        std::cout << out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
                  << "\n";
        return 0;
    }

    std::cout << "Replay of " << save_path.generic_string() << "\n";
    std::cout << game.options().players
              << (game.options().players == 1 ? " player (" : " players (");
    for (int p = 0; p < game.options().players; ++p)
        std::cout << (p == 0 ? "" : ", ") << player_label(p, names);
    std::cout << "), " << game.board().name << ", seed " << match.seed() << ", "
              << match.actions().size() << (match.actions().size() == 1 ? " action" : " actions")
              << "\n\nSet-up:\n";
    for (const std::string& line : log.setup)
        std::cout << "  " << line << "\n";
    for (const Turn& t : log.turns) {
        std::cout << "\nRound " << t.round << ", " << player_label(t.player, names) << ": "
                  << t.text << "\n";
        for (const std::string& line : t.events)
            std::cout << "  " << line << "\n";
    }
    std::cout << "\n";
    print_score(game, last, sheet, names);
    return 0;
}

int new_save_command(const std::filesystem::path& data_dir, const NewSaveRequest& request) {
    const auto catalog = load_data(data_dir);
    if (!catalog)
        return 1;
    const auto options = options_for(catalog->catalog, request.game, request.players, "new-save");
    if (!options)
        return 1;
    const Game game(catalog->catalog, *options);
    Match match(game, request.seed);
    // The same bot and bot seed as `simulate`: a whole game here is the game simulate plays.
    bots::RandomBot bot(bots::bot_seed(request.seed));
    std::vector<Action> legal;
    while (
        !match.state().over() &&
        (request.actions < 0 || static_cast<long long>(match.actions().size()) < request.actions)) {
        game.legal_actions(match.state(), legal);
        if (legal.empty()) {
            std::cerr << "new-save: no legal action in round " << match.state().round
                      << " (a rules bug); saving the game so far\n";
            break;
        }
        if (const auto result = match.apply(bot.choose(legal));
            std::holds_alternative<Rejection>(result)) {
            std::cerr << "new-save: the rules refused one of their own legal actions: "
                      << std::get<Rejection>(result).message << "\n";
            return 3;
        }
    }
    if (const auto error = write_file_atomically(request.out, save_text(match, SaveInfo{}))) {
        std::cerr << *error << "\n";
        return 1;
    }
    const GameState& s = match.state();
    std::cout << "Saved " << match.actions().size()
              << (match.actions().size() == 1 ? " action" : " actions") << " to "
              << request.out.generic_string() << " (";
    if (s.over())
        std::cout << "the game is over after round " << s.round << ")\n";
    else
        std::cout << "round " << s.round << ", Player " << s.current + 1 << " to act)\n";
    return 0;
}

}  // namespace sugarworks::cli
