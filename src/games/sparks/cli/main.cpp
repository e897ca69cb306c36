// sparks-cli: headless tools on the Sparks rules: data validation, random games,
// saves and replays, tournaments of the computer players, and state hashes.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"
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

// "medium,random" into levels, or false after saying which word is not a level.
bool parse_seats(const std::string& text, const char* command,
                 std::vector<sparks::bots::BotLevel>& out) {
    std::stringstream list(text);
    std::string id;
    while (std::getline(list, id, ',')) {
        auto level = sparks::bots::parse_level(id);
        if (!level) {
            std::cerr << command << ": unknown level \"" << id
                      << "\" (expected random, easy, medium or hard)\n";
            return false;
        }
        out.push_back(*level);
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sparks::cli;
    CLI::App app{
        "Sparks command-line tools: data validation, random games, saves and replays, "
        "tournaments and state hashes."};
    app.set_version_flag("--version", std::string("sparks-cli ") + SPARKS_VERSION);
    app.require_subcommand(1);
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
    new_save->add_option("--seed", save_request.seed, "The game's seed")->capture_default_str();
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
    hashes->add_option("--seed", hash_seed, "The seed")->capture_default_str();
    hashes->add_option("--out", hash_out, "The file to write (default: standard output)");
    hashes->add_option("--data", data_dir, "The Sparks data folder")->capture_default_str();

    CLI11_PARSE(app, argc, argv);

    if (validate->parsed())
        return validate_data_command(validate_dir);
    if (simulate->parsed())
        return simulate_command(data_dir, sim);
    if (tournament->parsed()) {
        if (!parse_seats(seats, "tournament", tour.seats))
            return 2;
        return tournament_command(data_dir, tour);
    }
    if (new_save->parsed()) {
        if (!parse_seats(save_seats, "new-save", save_request.seats))
            return 2;
        return new_save_command(data_dir, save_out, save_request);
    }
    if (replay->parsed())
        return replay_command(data_dir, save_file, replay_json);
    if (hashes->parsed())
        return hashes_command(data_dir, hash_games, hash_first, hash_seed, hash_out);
    return 2;
}
