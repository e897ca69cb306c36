#include "platform/main_loop.hpp"

#include <SDL.h>

#include <cstdio>
#include <memory>

#include "router/game_app.hpp"
#include "shell/app/frame_loop.hpp"
#include "shell/platform/window.hpp"
#include "viewer/movement_viewer.hpp"

namespace sugarworks::app {
namespace {

constexpr const char* kXvfbHint =
    "There seems to be no display to open a window on. To run the game without one, use a\n"
    "virtual display:\n"
    "  xvfb-run -a -s \"-screen 0 1280x800x24\" "
    "./build/release/src/games/sugarworks/app/sugarworks [options]\n";

}  // namespace

int run_game(const Options& options, const Catalog& catalog, Session* example,
             std::span<const engine::save::GameSaves> known,
             shell::Clock::time_point process_start) {
    shell::WindowSpec spec;
    spec.program = "sugarworks";
    spec.title = "Sugarworks";
    spec.width = options.width;
    spec.height = options.height;
    spec.fullscreen = options.fullscreen;
    // Test and benchmark runs measure what a frame costs, not the display's rate.
    spec.vsync = !(options.frames > 0 || options.autoplay);
    std::string error;
    std::unique_ptr<shell::Window> window = shell::Window::open(spec, error);
    if (!window) {
        std::fprintf(stderr, "sugarworks: %s.\n%s", error.c_str(), kXvfbHint);
        return kExitNoDisplay;
    }
    window->draw_only_frames_read(options.draw_only_screenshots);
    const auto window_ready = shell::Clock::now();
    int code = kExitOk;
    {
        UiContext ui(options.assets_dir, *window, options.ui_scale);
        std::unique_ptr<shell::Frontend> frontend;
        if (example)
            frontend = std::make_unique<MovementViewer>(options, *example, *window, ui);
        else
            frontend = std::make_unique<GameApp>(options, catalog, known, *window, ui);
        const auto game_ready = shell::Clock::now();
        shell::FrameLoopRun run;
        run.program = "sugarworks";
        run.frames = options.frames;
        run.driven_by = options.autoplay ? "--autoplay" : options.script.empty() ? "" : "--script";
        run.fixed_dt = options.fixed_dt;
        run.screenshot = options.screenshot;
        run.draw_only_screenshots = options.draw_only_screenshots;
        run.verbose = options.verbose;
        run.report_stats = options.report_stats();
        code =
            shell::run_frame_loop(run, *frontend, *window, process_start, window_ready, game_ready);
    }  // textures go before the GL context does
    return code;
}

}  // namespace sugarworks::app
