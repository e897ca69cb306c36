#include "shell/app/shell_options.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <optional>

#include "shell/app/frame_loop.hpp"
#include "shell/setup/seat_names.hpp"
#include "shell/setup/settings.hpp"

namespace shell {
namespace {

// "1280x800" as width and height; false when it is not that.
bool read_size(const std::string& text, int& width, int& height) {
    const auto x = text.find('x');
    if (x == std::string::npos)
        return false;
    try {
        std::size_t used = 0;
        width = std::stoi(text.substr(0, x), &used);
        if (used != x)
            return false;
        height = std::stoi(text.substr(x + 1), &used);
        if (used != text.size() - x - 1)
            return false;
    } catch (const std::exception&) {
        return false;
    }
    return width >= 640 && height >= 480 && width <= 16384 && height <= 16384;
}

// An option given without its value ("--load --frames 1"): which value is missing,
// in words, rather than what CLI11 finds left over; empty when none is.
std::string value_missing(CLI::App& cli, int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const CLI::Option* option = arg.starts_with("--") && arg.find('=') == std::string::npos
                                        ? cli.get_option_no_throw(arg)
                                        : nullptr;
        if (!option || option->get_expected_min() == 0)
            continue;
        if (i + 1 == argc)
            return arg + ": its value is missing";
        if (const std::string next = argv[i + 1]; next.starts_with("--"))
            return arg + ": its value is missing (\"" + next + "\" is another option)";
    }
    return {};
}

}  // namespace

ParsedShellOptions parse_shell_options(const GameModule& game, int argc, char** argv,
                                       const std::string& lessons, const ProgramFolders* folders) {
    const std::string& program = game.id;
    const std::vector<CommandLineChoice>& game_choices = game.command_line;
    const OwnRules* rules = game.own_rules ? &*game.own_rules : nullptr;
    ShellOptions o;
    CLI::App cli{game.name + ": " + (game.about.empty() ? "the desktop game." : game.about) +
                     "\nExit codes: 0 ok, 1 bad data, save or file, 2 no display or bad command\n"
                     "line, 3 --autoplay or --script did not finish within --frames, 4 a "
                     "--script check failed.",
                 program};
    std::uint64_t seed = 0;
    std::string players;
    std::string size = "1280x800";
    auto* seed_option =
        cli.add_option("--seed", seed, "The new game's seed (random without it)")
            ->check(CLI::Validator(
                [](std::string& value) -> std::string {
                    if (!value.empty() &&
                        value.find_first_not_of("0123456789") == std::string::npos)
                        return "";
                    return "a whole number from 0 to 18446744073709551615, got \"" + value + "\"";
                },
                "UINT"));
    cli.add_option("--players", players,
                   "Start a game at once with these seats, comma separated: a name for a "
                   "person, a computer level, or Name:level for a computer named so; or a "
                   "number of people");
    // The game's own options, each read into the new game's options.
    std::vector<std::string> single(game_choices.size());
    std::vector<std::vector<std::string>> several(game_choices.size());
    for (std::size_t i = 0; i < game_choices.size(); ++i) {
        const CommandLineChoice& choice = game_choices[i];
        if (choice.each_value_an_option)
            cli.add_option(choice.flag, several[i], choice.help);
        else
            cli.add_option(choice.flag, single[i], choice.help);
    }
    // Read already, before the module: listed here for --help, and taken.
    if (folders) {
        o.data = folders->data;
        cli.add_option("--data", o.data, "The game's data folder")->capture_default_str();
        if (!folders->assets.empty()) {
            o.assets = folders->assets;
            cli.add_option("--assets", o.assets, "The game's art folder")->capture_default_str();
        }
    }
    // Read by the game, which says what is wrong with a save that does not open.
    cli.add_option("--load", o.load, "Open this saved game at once");
    if (!lessons.empty())
        cli.add_option("--lesson", o.lesson,
                       "Open a lesson of the tutorial (" + lessons + ") where it was left");
    if (rules && !rules->example_flag.empty()) {
        // Read by the game, which names the file in what it says is wrong with it.
        cli.add_option(rules->example_flag, o.example, rules->example_help);
        cli.add_option("--pause-at", o.pause_at,
                       "With " + rules->example_flag +
                           " and --autoplay: hold in the middle of this step (1-based)")
            ->check(CLI::Range(0, 1000000));
    }
    cli.add_option("--script", o.script, "Play the steps of this JSON file, as a person would");
    cli.add_flag("--autoplay", o.autoplay,
                 "Play a whole game by pressing the table's controls at random");
    cli.add_option("--frames", o.frames, "Quit after this many frames")
        ->check(CLI::Range(0, 10000000));
    cli.add_option("--screenshot", o.screenshot, "Save the last frame as a PNG");
    cli.add_option("--ui-scale", o.ui_scale, "Size of the text and controls")
        ->check(CLI::Range(0.5f, 4.0f));
    cli.add_option("--speed", o.speed,
                   "How fast the table moves, 0.25 to 8 (the settings' without it)")
        ->check(CLI::Range(kMinDefaultSpeed, kMaxDefaultSpeed));
    cli.add_option("--size", size, "The window's size, WxH (at least 640x480)");
    cli.add_flag("--fullscreen", o.fullscreen, "Open full screen");
    cli.add_flag("--verbose", o.verbose, "Say what the program found as it starts");
    cli.add_option("--fixed-dt", o.fixed_dt,
                   "Advance the table by this many seconds a frame instead of the clock "
                   "(reproducible tests; a driven run's is 1/60 without it)")
        ->check(CLI::Range(0.0, 1.0));
    cli.add_flag("--draw-only-screenshots", o.draw_only_screenshots,
                 "Draw only the frames a screenshot keeps (a faster test run)");
    cli.set_version_flag("--version", program + " " + SHELL_VERSION);
    if (const std::string missing = value_missing(cli, argc, argv); !missing.empty()) {
        std::fprintf(stderr, "%s: %s\n", program.c_str(), missing.c_str());
        return {std::nullopt, kExitUsage};
    }
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // --help and --version exit 0; a bad command line exits 2, as other tools do.
        return {std::nullopt, cli.exit(e) == 0 ? 0 : kExitUsage};
    }
    if (!read_size(size, o.width, o.height)) {
        std::fprintf(stderr, "%s: --size %s: give the window's size as WxH, at least 640x480\n",
                     program.c_str(), size.c_str());
        return {std::nullopt, 2};
    }
    if (*seed_option)
        o.seed = seed;
    for (std::size_t i = 0; i < game_choices.size(); ++i) {
        if (!single[i].empty())
            o.game_options[game_choices[i].option] = single[i];
        for (const std::string& named : several[i])
            o.game_options[named] = "on";
        if (!single[i].empty() || !several[i].empty())
            o.game_flags.push_back(game_choices[i].flag);
    }
    std::string seat;
    for (const char c : players + ",") {
        if (c != ',') {
            seat += c;
            continue;
        }
        if (!seat.empty())
            o.players.push_back(seat);
        seat.clear();
    }
    return {o, 0};
}

std::optional<ProgramFolders> folders_from_command_line(const std::string& program,
                                                        const ProgramFolders& defaults, int argc,
                                                        char** argv, int& exit_code) {
    ProgramFolders folders = defaults;
    CLI::App cli{"", program};
    cli.allow_extras();
    cli.set_help_flag();  // --help is the full command line's, once the module is made
    cli.add_option("--data", folders.data);
    if (!defaults.assets.empty())
        cli.add_option("--assets", folders.assets);
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        exit_code = cli.exit(e);
        return std::nullopt;
    }
    // A data folder that is not there is bad data (its files cannot be read); an art
    // folder that is not there, a command line asking for what is not there.
    if (!std::filesystem::is_directory(folders.data)) {
        std::fprintf(stderr,
                     "%s: --data %s: not a data folder (it does not exist or is not a folder)\n",
                     program.c_str(), folders.data.string().c_str());
        exit_code = kExitBadData;
        return std::nullopt;
    }
    if (!folders.assets.empty() && !std::filesystem::is_directory(folders.assets)) {
        std::fprintf(stderr,
                     "%s: --assets: %s is not a folder (it does not exist or is not a folder)\n",
                     program.c_str(), folders.assets.string().c_str());
        exit_code = kExitUsage;
        return std::nullopt;
    }
    return folders;
}

NewGameSetup setup_from_command_line(const GameModule& game, const ShellOptions& o,
                                     std::uint64_t seed, std::string& error) {
    NewGameSetup setup;
    setup.seed = seed;
    setup.options = o.game_options;
    std::vector<std::string> seats = o.players;
    // --autoplay alone: the fewest people; --players 3: three; named as the form names them.
    int people = seats.empty() ? game.min_players : 0;
    if (seats.size() == 1 && !seats[0].empty() &&
        std::all_of(seats[0].begin(), seats[0].end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        people = std::stoi(seats[0].substr(0, 3));
        seats.clear();
    }
    for (int i = 0; i < people; ++i)
        seats.push_back(offered_seat_name(seats));
    if (static_cast<int>(seats.size()) < game.min_players ||
        static_cast<int>(seats.size()) > game.max_players) {
        error = "--players: " + game.name + " is for " + std::to_string(game.min_players) + " to " +
                std::to_string(game.max_players) + " players, not " + std::to_string(seats.size());
        return setup;
    }
    // The people's names first, so that a computer is offered a name none of them has.
    const auto is_level = [&](const std::string& seat) {
        return std::find(game.computer_levels.begin(), game.computer_levels.end(), seat) !=
               game.computer_levels.end();
    };
    std::vector<std::string> names;
    // "Blake:hard": a computer named so.
    const auto named_level = [&](const std::string& seat) -> std::optional<std::string> {
        const auto colon = seat.rfind(':');
        if (colon == std::string::npos || colon == 0 || !is_level(seat.substr(colon + 1)))
            return std::nullopt;
        return seat.substr(colon + 1);
    };
    for (const std::string& seat : seats) {
        if (const auto level = named_level(seat))
            names.push_back(seat.substr(0, seat.size() - level->size() - 1));
        else if (!is_level(seat))
            names.push_back(seat);
    }
    for (const std::string& seat : seats) {
        if (const auto level = named_level(seat)) {
            setup.seats.push_back({seat.substr(0, seat.size() - level->size() - 1), *level});
        } else if (is_level(seat)) {
            std::string name = offered_seat_name(names);
            names.push_back(name);
            setup.seats.push_back({std::move(name), seat});
        } else {
            setup.seats.push_back({seat, "person"});
        }
    }
    return setup;
}

}  // namespace shell
