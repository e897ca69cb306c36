// sugarworks-cli: headless tools on the rules core.
#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "engine/cli/command_line.hpp"
#include "sugarworks/data_location.hpp"

int main(int argc, char** argv) {
    CLI::App app{
        "Sugarworks command-line tools: data validation, movement scenarios, random games, "
        "saves and replays."};
    engine::cli::set_up(app, "sugarworks-cli", SUGARWORKS_VERSION);

    std::string data_dir = sugarworks::default_data_dir().string();

    auto* validate =
        app.add_subcommand("validate-data", "Check every data file and print every error found");
    std::string validate_dir = data_dir;
    validate->add_option("DIR", validate_dir, "The data folder")->capture_default_str();

    auto* movement =
        app.add_subcommand("movement", "Resolve one candy movement phase of a scenario file");
    std::string scenario;
    bool as_json = false;
    movement
        ->add_option("SCENARIO", scenario,
                     "A movement scenario (JSON; see docs/sugarworks/data.md)")
        ->required();
    movement->add_option("--data", data_dir, "The data folder")->capture_default_str();
    movement->add_flag("--json", as_json, "Print the result as JSON");

    auto* simulate = app.add_subcommand(
        "simulate", "Play full games with random legal actions and print statistics");
    sugarworks::cli::SimulateRequest sim;
    simulate->add_option("--players", sim.players, "Players per game (1 to 4)")
        ->check(CLI::Range(1, 4))
        ->capture_default_str();
    simulate->add_option("--games", sim.games, "How many games to play")
        ->check(CLI::Range(1, 100000000))
        ->capture_default_str();
    simulate->add_option("--seed", sim.seed, "The seed: every game's seed is derived from it")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    simulate
        ->add_option("--mode", sim.game.mode,
                     "The way to play: a file of data/sugarworks/scenarios/ by its base name")
        ->capture_default_str();
    simulate->add_option("--toggle", sim.game.toggles,
                         "An advanced rule to switch on (repeat for more): side_b, "
                         "shuffled_activation, shuffled_outputs ...");
    std::string report;
    simulate
        ->add_option("--report", report,
                     "cards: add the per-order-card completion table and the balance marks")
        ->check(CLI::IsMember({"cards"}));
    simulate->add_flag("--json", sim.as_json, "Print the statistics as JSON");
    simulate->add_option("--data", data_dir, "The data folder")->capture_default_str();

    auto* replay = app.add_subcommand(
        "replay", "Check a saved game and print its log in words and the score sheet");
    std::string save_file;
    replay->add_option("FILE", save_file, "A saved game (JSON; see docs/sugarworks/data.md)")
        ->required();
    replay->add_option("--data", data_dir, "The data folder")->capture_default_str();
    replay->add_flag("--json", as_json, "Print the log and the score sheet as JSON");

    auto* new_save = app.add_subcommand(
        "new-save", "Play random legal actions from a seeded set-up and save the game");
    sugarworks::cli::NewSaveRequest save_request;
    std::string save_out;
    new_save->add_option("OUT", save_out, "The file to write (replaced atomically)")->required();
    new_save->add_option("--players", save_request.players, "Players (1 to 4)")
        ->check(CLI::Range(1, 4))
        ->capture_default_str();
    new_save->add_option("--seed", save_request.seed, "The game's seed")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    new_save
        ->add_option("--actions", save_request.actions,
                     "How many actions to play (fewer if the game ends first; -1: to the end)")
        ->check(CLI::Range(-1LL, 100000000LL))
        ->capture_default_str();
    new_save
        ->add_option("--mode", save_request.game.mode,
                     "The way to play: a file of data/sugarworks/scenarios/ by its base name")
        ->capture_default_str();
    new_save->add_option("--toggle", save_request.game.toggles,
                         "An advanced rule to switch on (repeat for more)");
    new_save->add_option("--data", data_dir, "The data folder")->capture_default_str();

    auto* tournament = app.add_subcommand(
        "tournament", "Computer players against each other, seats rotated game by game");
    sugarworks::cli::TournamentRequest tour;
    tournament
        ->add_option("--seats", tour.seats,
                     "One level a seat, comma separated: random, easy, medium, hard")
        ->capture_default_str();
    tournament->add_option("--games", tour.games, "Games to play")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    tournament->add_option("--seed", tour.seed, "The first game's seed (then +1 a game)")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    tournament->add_option("--mode", tour.game.mode, "The way to play (a scenario id)")
        ->capture_default_str();
    tournament->add_option("--toggle", tour.game.toggles, "An advanced rule (repeat for more)");
    tournament->add_option("--iterations", tour.iterations, "Hard: simulated futures a decision")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    tournament
        ->add_option("--max-seconds", tour.max_seconds,
                     "Hard: the wall-clock cap a decision (0: the budget alone)")
        ->check(CLI::Range(0.0, 3600.0))
        ->capture_default_str();
    std::string tour_report;
    tournament
        ->add_option("--report", tour_report,
                     "cards: add the order card table, the wins by seat and the score spread")
        ->check(CLI::IsMember({"cards"}));
    tournament->add_option("--threads", tour.threads, "Games played at once")
        ->check(CLI::Range(1, 64))
        ->capture_default_str();
    tournament->add_flag("--json", tour.as_json, "Print the table as JSON");
    tournament->add_option("--data", data_dir, "The data folder")->capture_default_str();

    auto* hint =
        app.add_subcommand("hint", "What the Hard player would do next in a saved game, and why");
    std::string hint_file;
    int hint_iterations = 10000;  // the table's coach
    hint->add_option("FILE", hint_file, "A saved game (JSON)")->required();
    hint->add_option("--iterations", hint_iterations, "Simulated futures to search")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    hint->add_option("--data", data_dir, "The data folder")->capture_default_str();

    auto* lesson = app.add_subcommand(
        "lesson", "Play a lesson's script and print each step, what is played and what happens");
    std::string lesson_file;
    lesson->add_option("LESSON", lesson_file, "The lesson file (data/sugarworks/lessons/*.json)")
        ->required();
    lesson->add_option("--data", data_dir, "The data folder")->capture_default_str();

    auto* hashes = app.add_subcommand(
        "hashes",
        "Random games of every mode, advanced rules and player count, with the state hash after "
        "every action, one game a line (to compare two builds)");
    sugarworks::cli::HashesRequest hash_request;
    std::string hashes_out;
    hashes->add_option("--games", hash_request.games, "Games to play")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    hashes->add_option("--first", hash_request.first, "The first game's number")
        ->check(CLI::Range(0, 100000000))
        ->capture_default_str();
    hashes->add_option("--seed", hash_request.seed, "The seed games' seeds come from")
        ->check(engine::cli::seed_number())
        ->capture_default_str();
    hashes->add_option("--out", hashes_out, "The file to write (default: standard output)");
    hashes->add_option("--data", data_dir, "The data folder")->capture_default_str();

    if (const auto refused = engine::cli::parse(app, argc, argv))
        return *refused;

    return engine::cli::run("sugarworks-cli", [&] {
        if (validate->parsed())
            return sugarworks::cli::validate_data_command(validate_dir);
        if (lesson->parsed())
            return sugarworks::cli::lesson_command(data_dir, lesson_file);
        if (hashes->parsed()) {
            hash_request.out = hashes_out;
            return sugarworks::cli::hashes_command(data_dir, hash_request);
        }
        if (movement->parsed())
            return sugarworks::cli::movement_command(data_dir, scenario, as_json);
        if (simulate->parsed()) {
            sim.report_cards = report == "cards";
            return sugarworks::cli::simulate_command(data_dir, sim);
        }
        if (replay->parsed())
            return sugarworks::cli::replay_command(data_dir, save_file, as_json);
        if (tournament->parsed()) {
            tour.report_cards = tour_report == "cards";
            return sugarworks::cli::tournament_command(data_dir, tour);
        }
        if (hint->parsed())
            return sugarworks::cli::hint_command(data_dir, hint_file, hint_iterations);
        if (new_save->parsed()) {
            save_request.out = save_out;
            return sugarworks::cli::new_save_command(data_dir, save_request);
        }
        return 2;
    });
}
