#include "app/options.hpp"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>

#include "sugarworks/data_location.hpp"

namespace sugarworks::app {
namespace {

std::filesystem::path default_assets_dir() {
    if (const char* env = std::getenv("SUGARWORKS_ASSETS_DIR"); env && *env)
        return env;
    return SUGARWORKS_DEFAULT_ASSETS_DIR;
}

}  // namespace

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
        "Shows the factory floor of a movement scenario and plays its conveyors back.\n"
        "Keys: Space run/pause, Right one event, R reset, F11 full screen (Esc leaves it), Ctrl+Q "
        "quit.\n"
        "Exit codes: 0 ok, 1 bad data or scenario, 2 no display or bad command line,\n"
        "3 --autoplay did not finish within --frames."};
    cli.set_version_flag("--version", std::string("sugarworks ") + SUGARWORKS_VERSION);

    std::string data_dir = o.data_dir.string();
    std::string scenario;
    std::string assets_dir = o.assets_dir.string();
    std::string screenshot;
    std::string size = "1280x800";
    std::uint64_t seed = 0;

    cli.add_option("--data", data_dir, "The data folder")->capture_default_str();
    cli.add_option("--scenario", scenario,
                   "A movement scenario (JSON) to show; default: "
                   "<data>/movement/rulebook_example.json");
    cli.add_option("--assets", assets_dir, "The art folder")->capture_default_str();
    auto* seed_opt = cli.add_option("--seed", seed, "Game seed (stored and shown; not used yet)");
    cli.add_option("--speed", o.speed, "Playback speed, 0.25 to 8")
        ->check(CLI::Range(0.25, 8.0))
        ->capture_default_str();
    cli.add_option("--frames", o.frames, "Quit after this many frames (tests, benchmarks)")
        ->check(CLI::NonNegativeNumber);
    cli.add_option("--screenshot", screenshot, "Save the last frame as a PNG on quit");
    cli.add_flag("--autoplay", o.autoplay,
                 "Run the conveyors at once and quit when the playback has finished");
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
    cli.add_flag("--verbose", o.verbose, "Log renderer details and timings");

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
    o.screenshot = screenshot;
    if (seed_opt->count() > 0)
        o.seed = seed;
    return {o, 0};
}

}  // namespace sugarworks::app
