// sparks-cli: headless tools on the Sparks rules: data validation, random games,
// saves and replays, tournaments of the computer players, and state hashes.
#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "engine/cli/command_line.hpp"
#include "sparks/data_location.hpp"

namespace {

void add_game_options(CLI::App* command, sparks::cli::GameChoice& game, std::string& data_dir) {
    command->add_option("--players", game.players, "Players (1: the solo game, to 4)")
        ->check(CLI::Range(1, 4))
        ->capture_default_str();
    command->add_flag("--goal-tiles", game.goal_tiles, "Play with two goal tiles (2 to 4 players)");
    command->add_flag("--draft", game.draft, "Deal the assistants by the assistant draft");
    command
        ->add_option("--solo-goals", game.solo_goals,
                     "The solo game's difficulty: how many goal tiles (0 to 4)")
        ->check(CLI::Range(0, 4))
        ->capture_default_str();
    command->add_option("--data", data_dir, "The Sparks data folder")->capture_default_str();
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sparks::cli;
    CLI::App app{
        "Sparks command-line tools: data validation, random games, saves and replays, "
        "tournaments and state hashes."};
    engine::cli::set_up(app, "sparks-cli", SPARKS_VERSION);
    std::string data_dir = sparks::default_data_dir().string();

    auto* validate =
        app.add_subcommand("validate-data", "Check every Sparks data file and print every error");
    std::string validate_dir = data_dir;
    validate->add_option("DIR", validate_dir, "The Sparks data folder")->capture_default_str();

    auto* simulate = app.add_subcommand(
        "simulate", "Play full games with random legal actions and print statistics");
    SimulateRequest sim;
    add_game_options(simulate, sim.game, data_dir);
    simulate->add_option("--games", sim.games, "How many games")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    simulate->add_option("--seed", sim.seed, "The seed every game's seed comes from")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    simulate->add_flag("--cards", sim.report_cards,
                       "Add the table of every robot and assistant card");
    simulate->add_flag("--json", sim.as_json, "Print the statistics as JSON");

    auto* tournament = app.add_subcommand(
        "tournament", "Computer players against each other, seats rotated game by game");
    TournamentRequest tour;
    std::string seats = "medium,random";
    add_game_options(tournament, tour.game, data_dir);
    tournament
        ->add_option("--seats", seats,
                     "One level a seat, comma separated: random, easy, medium, hard")
        ->capture_default_str();
    tournament->add_option("--games", tour.games, "Games to play")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    tournament->add_option("--seed", tour.seed, "The first game's seed (then +1 a game)")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    tournament->add_option("--iterations", tour.iterations, "Hard: simulated futures a decision")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    tournament->add_option("--threads", tour.threads, "Games played at once (the same results)")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    tournament->add_flag("--json", tour.as_json, "Print the table as JSON");

    auto* new_save = app.add_subcommand(
        "new-save", "Play a seeded game by the computer players of --seats and save it");
    NewSaveRequest save_request;
    std::string save_out;
    new_save->add_option("OUT", save_out, "The file to write (replaced atomically)")->required();
    add_game_options(new_save, save_request.game, data_dir);
    new_save->add_option("--seed", save_request.seed, "The game's seed")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    new_save
        ->add_option("--actions", save_request.actions,
                     "How many actions to play (fewer if the game ends first; -1: to the end)")
        ->check(CLI::Range(-1LL, 100000000LL))
        ->capture_default_str();
    std::string save_seats = "random";
    new_save
        ->add_option(
            "--seats", save_seats,
            "Who plays each seat, comma separated (one level: every seat): random, easy, medium, "
            "hard")
        ->capture_default_str();

    auto* replay = app.add_subcommand(
        "replay", "Check a saved game and print its log in words and the scores");
    std::string save_file;
    bool replay_json = false;
    replay->add_option("FILE", save_file, "A saved game (JSON; see docs/sparks/data.md)")
        ->required();
    replay->add_option("--data", data_dir, "The Sparks data folder")->capture_default_str();
    replay->add_flag("--json", replay_json, "Print the log and the scores as JSON");

    auto* hashes = app.add_subcommand(
        "hashes", "Play random games of every variant and print the state hash after each action");
    int hash_games = 100;
    int hash_first = 0;
    std::uint64_t hash_seed = 1;
    std::string hash_out;
    hashes->add_option("--games", hash_games, "How many games")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    hashes->add_option("--first", hash_first, "The first game's number")
        ->check(CLI::Range(0, 100000000))
        ->capture_default_str();
    hashes->add_option("--seed", hash_seed, "The seed")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    hashes->add_option("--out", hash_out, "The file to write (default: standard output)");
    hashes->add_option("--data", data_dir, "The Sparks data folder")->capture_default_str();

    if (const auto refused = engine::cli::parse(app, argc, argv))
        return *refused;

    return engine::cli::run("sparks-cli", [&] {
        if (validate->parsed())
            return validate_data_command(validate_dir);
        if (simulate->parsed())
            return simulate_command(data_dir, sim);
        if (tournament->parsed()) {
            const auto levels = engine::cli::levels_or_say_why(seats, "tournament");
            if (!levels)
                return 2;
            tour.seats = *levels;
            return tournament_command(data_dir, tour);
        }
        if (new_save->parsed()) {
            const auto levels = engine::cli::levels_or_say_why(save_seats, "new-save");
            if (!levels)
                return 2;
            save_request.seats = *levels;
            return new_save_command(data_dir, save_out, save_request);
        }
        if (replay->parsed())
            return replay_command(data_dir, save_file, replay_json);
        if (hashes->parsed())
            return hashes_command(data_dir, hash_games, hash_first, hash_seed, hash_out);
        return 2;
    });
}
