#include "shell/app/shell_options.hpp"

#include <CLI/CLI.hpp>

#include <cstdio>

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

}  // namespace

ParsedShellOptions parse_shell_options(const std::string& program, const std::string& title,
                                       int argc, char** argv) {
    ShellOptions o;
    CLI::App cli{title + ": the desktop game", program};
    std::uint64_t seed = 0;
    std::string players;
    std::string size = "1280x800";
    auto* seed_option = cli.add_option("--seed", seed, "The new game's seed (random without it)");
    cli.add_option("--players", players,
                   "Start a game at once with these seats, comma separated: a name for a "
                   "person, or a computer level");
    cli.add_option("--load", o.load, "Open this saved game at once")->check(CLI::ExistingFile);
    cli.add_option("--script", o.script, "Play the steps of this JSON file, as a person would")
        ->check(CLI::ExistingFile);
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
    cli.add_flag("--draw-only-screenshots", o.draw_only_screenshots,
                 "Draw only the frames a screenshot keeps (a faster test run)");
    cli.set_version_flag("--version", program + " " + SHELL_VERSION);
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return {std::nullopt, cli.exit(e)};
    }
    if (!read_size(size, o.width, o.height)) {
        std::fprintf(stderr, "%s: --size %s: give the window's size as WxH, at least 640x480\n",
                     program.c_str(), size.c_str());
        return {std::nullopt, 2};
    }
    if (*seed_option)
        o.seed = seed;
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

}  // namespace shell
