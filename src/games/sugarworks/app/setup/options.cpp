#include "setup/options.hpp"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>

#include "setup/assets_location.hpp"
#include "setup/new_game_form.hpp"
#include "sugarworks/data_location.hpp"

namespace sugarworks::app {

std::filesystem::path Options::scenario_path() const {
    if (!scenario.empty())
        return scenario;
    return data_dir / "movement" / "rulebook_example.json";
}

ParsedOptions parse_options(int argc, char** argv) {
    Options o;
    o.data_dir = default_data_dir();
    o.assets_dir = default_assets_dir();

    CLI::App cli{
        "Sugarworks: the candy factory board game.\n"
        "Hot-seat play for 1 to 4 people on one computer. Without options it opens the main\n"
        "menu; --mode, --players, --seed or --autoplay start a game at once, --load a saved one,\n"
        "--scenario the movement viewer.\n"
        "Keys: Tab and Shift+Tab walk every control, arrows move over the floor, Enter or\n"
        "Space press; 1-9 pick from the hand, Enter do the action waiting, Esc put back or\n"
        "open the menu, Ctrl+Z undo, Ctrl+Y redo, Space pause or play the conveyors, Right\n"
        "one step, End skip, F11 full screen, Ctrl+Q quit. The Rules screen lists them all.\n"
        "Exit codes: 0 ok, 1 bad data, save or scenario, 2 no display or bad command line,\n"
        "3 --autoplay or --script did not finish within --frames, 4 a --script check failed."};
    cli.set_version_flag("--version", std::string("sugarworks ") + SUGARWORKS_VERSION);

    std::string data_dir = o.data_dir.string();
    std::string scenario;
    std::string assets_dir = o.assets_dir.string();
    std::string screenshot;
    std::string size = "1280x800";
    std::uint64_t seed = 0;

    cli.add_option("--data", data_dir, "The data folder")->capture_default_str();
    cli.add_option("--scenario", scenario,
                   "Open the movement viewer on a movement scenario (JSON), such as "
                   "<data>/movement/rulebook_example.json");
    std::string players;
    std::string load;
    std::string script;
    cli.add_option("--mode", o.mode,
                   "Start a game of this mode: first_shift, second_shift, third_shift, classic, "
                   "lucy, cooperative, irritating_coworkers");
    cli.add_option("--toggle", o.toggles,
                   "Switch on an advanced rule the mode allows (repeatable)");
    cli.add_option("--players", players,
                   "Start a game with these players: names separated by commas (\"Blake:hard\": "
                   "the computer plays Blake, at level easy, medium, hard or random), or a count");
    cli.add_option("--load", load, "Open a saved game");
    cli.add_option("--lesson", o.lesson,
                   "Open a lesson of the tutorial (first_shift, second_shift, third_shift, ...) "
                   "where it was left, or from its start");
    cli.add_option("--script", script,
                   "Play a JSON list of steps (clicks on named elements, keys, waits, checks); "
                   "quit when done");
    auto* assets_opt =
        cli.add_option("--assets", assets_dir, "The art folder")->capture_default_str();
    auto* seed_opt =
        cli.add_option("--seed", seed, "Game seed (default: a random one)")
            ->check(CLI::Validator(
                [](std::string& value) -> std::string {
                    if (!value.empty() &&
                        value.find_first_not_of("0123456789") == std::string::npos)
                        return "";
                    return "a whole number from 0 to 18446744073709551615, got \"" + value + "\"";
                },
                "UINT"));
    auto* speed_opt = cli.add_option("--speed", o.speed, "Animation speed, 0.25 to 8")
                          ->check(CLI::Range(0.25, 8.0))
                          ->capture_default_str();
    cli.add_option("--frames", o.frames, "Quit after this many frames (tests, benchmarks)")
        ->check(CLI::NonNegativeNumber);
    cli.add_option("--screenshot", screenshot, "Save the last frame as a PNG on quit");
    cli.add_flag("--autoplay", o.autoplay,
                 "Play random legal actions for every seat, through the screens a person uses, "
                 "to the score sheet, then quit (with --scenario: play the movement and quit)");
    cli.add_option("--pause-at", o.pause_at,
                   "Hold the playback in the middle of event N (1-based, as in the log); with "
                   "--autoplay, quit there (stills of the animation)")
        ->check(CLI::PositiveNumber);
    cli.add_option("--ui-scale", o.ui_scale,
                   "Scale of text and panels (default: from the display's DPI; 1 at 96 DPI)")
        ->check(CLI::Range(0.5f, 4.0f));
    cli.add_option("--size", size, "Window size WIDTHxHEIGHT")->capture_default_str();
    cli.add_flag("--fullscreen", o.fullscreen, "Start in full screen (F11 toggles)");
    cli.add_option("--fixed-dt", o.fixed_dt,
                   "Advance the animation by this many seconds per frame instead of the clock "
                   "(reproducible tests and screenshots)")
        ->check(CLI::Range(0.0, 1.0));
    cli.add_flag("--draw-only-screenshots", o.draw_only_screenshots,
                 "Run and lay out every frame, at 60 a second, but draw only those saved as "
                 "screenshots (faster scripted tests; frame times then leave out drawing)");
    cli.add_flag("--verbose", o.verbose, "Log renderer details and timings");

    // An option given without its value ("--load --frames 1"): say which value is
    // missing, rather than what CLI11 finds left over.
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        CLI::Option* opt = arg.rfind("--", 0) == 0 && arg.find('=') == std::string::npos
                               ? cli.get_option_no_throw(arg)
                               : nullptr;
        if (!opt || opt->get_expected_min() == 0)
            continue;
        if (i + 1 == argc || std::string(argv[i + 1]).rfind("--", 0) == 0) {
            std::fprintf(
                stderr, "%s: its value is missing%s\n", arg.c_str(),
                i + 1 == argc
                    ? ""
                    : (" (\"" + std::string(argv[i + 1]) + "\" is another option)").c_str());
            return {std::nullopt, 2};
        }
    }
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // --help and --version exit 0; a bad command line exits 2, like other tools.
        return {std::nullopt, cli.exit(e) == 0 ? 0 : 2};
    }
    int w = 0;
    int h = 0;
    char x = 0;
    if (std::sscanf(size.c_str(), "%d%c%d", &w, &x, &h) != 3 || (x != 'x' && x != 'X') || w < 320 ||
        h < 240 || w > 16384 || h > 16384) {
        std::fprintf(stderr, "--size: expected WIDTHxHEIGHT (at least 320x240), got \"%s\"\n",
                     size.c_str());
        return {std::nullopt, 2};
    }
    o.width = w;
    o.height = h;
    o.data_dir = data_dir;
    o.scenario = scenario;
    o.assets_dir = assets_dir;
    o.assets_given = assets_opt->count() > 0;
    o.screenshot = screenshot;
    if (seed_opt->count() > 0)
        o.seed = seed;
    o.speed_given = speed_opt->count() > 0;
    o.load = load;
    o.script = script;
    if (!players.empty()) {
        if (players.find_first_not_of("0123456789") == std::string::npos) {
            const int n = std::atoi(players.c_str());
            if (n < 1 || n > 4) {
                std::fprintf(stderr, "--players: a count from 1 to 4, got %s\n", players.c_str());
                return {std::nullopt, 2};
            }
            static const char* kNames[] = {"Alex", "Blake", "Casey", "Drew"};
            for (int i = 0; i < n; ++i)
                o.players.emplace_back(kNames[i]);
        } else {
            std::string name;
            for (const char c : players + ",") {
                if (c != ',') {
                    name += c;
                    continue;
                }
                const auto first = name.find_first_not_of(' ');
                const auto last = name.find_last_not_of(' ');
                if (first == std::string::npos) {
                    std::fprintf(stderr, "--players: an empty name in \"%s\"\n", players.c_str());
                    return {std::nullopt, 2};
                }
                o.players.push_back(name.substr(first, last - first + 1));
                if (const SeatText seat = read_seat_text(o.players.back()); !seat.problem.empty()) {
                    std::fprintf(stderr, "--players: %s\n", seat.problem.c_str());
                    return {std::nullopt, 2};
                }
                name.clear();
            }
            if (o.players.size() > 4) {
                std::fprintf(stderr, "--players: at most 4 players, got %zu\n", o.players.size());
                return {std::nullopt, 2};
            }
        }
    }
    return {o, 0};
}

}  // namespace sugarworks::app
