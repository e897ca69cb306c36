// sparks-cli new-save and replay: a seeded game played by the computer players
// named for its seats and saved atomically; a save checked action by action and
// told in words.
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "engine/diagnostic.hpp"
#include "sparks/action_json.hpp"
#include "sparks/event_text.hpp"
#include "sparks/player_view.hpp"
#include "sparks/save.hpp"

namespace sparks::cli {

int new_save_command(const std::filesystem::path& data_dir, const std::filesystem::path& out,
                     const NewSaveRequest& request) {
    const auto content = load_data(data_dir);
    if (!content)
        return 1;
    const auto options = options_for(*content, request.game, "new-save");
    if (!options)
        return 2;
    // One level plays every seat; otherwise one a seat.
    const std::size_t players = static_cast<std::size_t>(options->players);
    if (request.seats.size() != 1 && request.seats.size() != players) {
        std::cerr << "new-save: --seats names " << request.seats.size() << " levels for a "
                  << players << "-player game (give one for every seat, or one for all)\n";
        return 2;
    }
    std::vector<bots::BotLevel> levels(players, request.seats.front());
    if (request.seats.size() == players)
        levels = request.seats;
    const Game game(*content, *options);
    Match match(game, request.seed);
    // Hard's futures alone bound its search, never the clock: a seed makes one save.
    bots::BotSettings settings;
    settings.hard_max_seconds = 0;
    for (long long n = 0;
         (request.actions < 0 || n < request.actions) && !game.is_over(match.state()); ++n) {
        const int seat = match.state().current;
        const bots::BotChoice choice = bots::decide(
            game, player_view(game, match.state(), seat), levels[static_cast<std::size_t>(seat)],
            bots::decision_seed(request.seed, static_cast<int>(n), seat), settings);
        const auto outcome = match.apply(choice.action);
        if (const auto* refused = std::get_if<Rejection>(&outcome)) {
            std::cerr << "new-save: seat " << seat << "'s choice was refused: " << refused->message
                      << "\n";
            return 1;
        }
    }
    SaveInfo info;
    for (bots::BotLevel level : levels)
        info.seats.push_back({.player = std::string(bots::level_id(level)), .name = {}});
    if (auto error = write_save_file(out, match, info)) {
        std::cerr << "new-save: " << *error << "\n";
        return 1;
    }
    std::cout << "Saved " << match.actions().size() << " actions to " << out.string() << "\n";
    return 0;
}

int replay_command(const std::filesystem::path& data_dir, const std::filesystem::path& save,
                   bool as_json) {
    const auto content = load_data(data_dir);
    if (!content)
        return 1;
    LoadedGame loaded = load_save_file(save, *content);
    if (!loaded.match) {
        for (const engine::Diagnostic& d : loaded.errors)
            std::cerr << engine::format_diagnostic(d) << "\n";
        return 1;
    }
    const Match& match = *loaded.match;
    const Game& game = match.game();
    std::vector<std::string> names;
    for (const SavedSeat& seat : loaded.info.seats)
        names.push_back(seat.name);
    nlohmann::json log = nlohmann::json::array();
    const auto tell = [&](const std::vector<Event>& events) {
        for (const Event& e : events) {
            if (as_json)
                log.push_back(event_to_json(e));
            else
                std::cout << "  " << event_text(game, e, names) << "\n";
        }
    };
    if (!as_json) {
        std::cout << "Seats:";
        for (std::size_t p = 0; p < loaded.info.seats.size(); ++p)
            std::cout << (p ? ", " : " ") << player_label(static_cast<int>(p), names) << " "
                      << loaded.info.seats[p].player;
        std::cout << "\nSet-up\n";
    }
    tell(match.setup_events());
    for (std::size_t i = 0; i < match.actions().size(); ++i) {
        if (!as_json)
            std::cout << i + 1 << ". " << player_label(match.actor(i), names) << ": "
                      << action_to_json(match.actions()[i]).dump() << "\n";
        tell(match.events(i));
    }
    const GameState& end = match.state();
    nlohmann::json scores = nlohmann::json::array();
    for (int p = 0; p < end.players; ++p) {
        const Score s = score(game, end, p);
        if (as_json) {
            scores.push_back({{"player", p},
                              {"tracks", s.tracks},
                              {"level_times_assistants", s.level_times_assistants},
                              {"assistant_points", s.assistant_points},
                              {"upgrade_points", s.upgrade_points},
                              {"sets", s.sets},
                              {"cogs", s.cogs},
                              {"goals", s.goals},
                              {"total", s.total()}});
        } else {
            std::cout << player_label(p, names) << ": " << s.total() << " points (tracks "
                      << s.tracks << ", level x assistants " << s.level_times_assistants
                      << ", assistants " << s.assistant_points << ", upgrades " << s.upgrade_points
                      << ", sets " << s.sets << ", cogs " << s.cogs << ", goals " << s.goals
                      << ")\n";
        }
    }
    const std::vector<int> won = game.is_over(end) ? winners(game, end) : std::vector<int>{};
    if (as_json) {
        std::cout << nlohmann::json{{"log", log},
                                    {"scores", scores},
                                    {"over", game.is_over(end)},
                                    {"winners", won}}
                         .dump(2)
                  << "\n";
    } else if (!game.is_over(end)) {
        std::cout << "The game is not over.\n";
    } else if (won.empty()) {
        std::cout << "Nobody wins.\n";
    } else {
        std::cout << "Won by";
        for (int p : won)
            std::cout << " " << player_label(p, names);
        std::cout << ".\n";
    }
    return 0;
}

}  // namespace sparks::cli
