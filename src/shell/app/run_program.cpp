#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <thread>

#include "shell/app/shell_app.hpp"
#include "shell/app/shell_driver.hpp"
#include "shell/app/shell_options.hpp"
#include "shell/drivers/script.hpp"
#include "shell/module/program.hpp"
#include "shell/platform/fonts.hpp"
#include "shell/platform/screenshot.hpp"
#include "shell/platform/window.hpp"
#include "shell/ui/key_focus.hpp"

namespace shell {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailedCheck = 3;
constexpr int kExitNoDisplay = 4;
constexpr int kExitUnfinished = 5;

// The seats of --players: a computer level of the game's, or a person's name.
NewGameSetup setup_from(const GameModule& game, const ShellOptions& o, std::uint64_t seed,
                        std::string& error) {
    NewGameSetup setup;
    setup.seed = seed;
    std::vector<std::string> seats = o.players;
    if (seats.empty()) {
        for (int i = 0; i < game.min_players; ++i)
            seats.push_back(default_seat_name(i));
    }
    if (static_cast<int>(seats.size()) < game.min_players ||
        static_cast<int>(seats.size()) > game.max_players) {
        error = "--players: " + game.name + " is for " + std::to_string(game.min_players) + " to " +
                std::to_string(game.max_players) + " players, not " + std::to_string(seats.size());
        return setup;
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const bool computer = std::find(game.computer_levels.begin(), game.computer_levels.end(),
                                        seats[i]) != game.computer_levels.end();
        setup.seats.push_back(computer ? SeatSetup{default_seat_name(static_cast<int>(i)), seats[i]}
                                       : SeatSetup{seats[i], "person"});
    }
    return setup;
}

}  // namespace

int run_program(const GameModule& game, std::span<const engine::save::GameSaves> known, int argc,
                char** argv) {
    const ParsedShellOptions parsed = parse_shell_options(game.id, game.name, argc, argv);
    if (!parsed.options)
        return parsed.exit_code;
    const ShellOptions& o = *parsed.options;
    const char* program = game.id.c_str();

    std::vector<ScriptStep> steps;
    if (!o.script.empty()) {
        ScriptLoad script = load_script(o.script);
        if (!script.steps) {
            std::fprintf(stderr, "%s: %s\n", program, script.error.c_str());
            return 2;
        }
        steps = std::move(*script.steps);
    }

    WindowSpec spec;
    spec.program = game.id;
    spec.title = game.name;
    spec.width = o.width;
    spec.height = o.height;
    spec.fullscreen = o.fullscreen;
    spec.vsync = !(o.frames > 0 || o.autoplay || !o.script.empty());
    std::string error;
    std::unique_ptr<Window> window = Window::open(spec, error);
    if (!window) {
        std::fprintf(stderr,
                     "%s: %s.\nTo run it without a display, use a virtual one:\n"
                     "  xvfb-run -a -s \"-screen 0 1280x800x24\" %s [options]\n",
                     program, error.c_str(), program);
        return kExitNoDisplay;
    }
    window->enter_activates(true);
    const float density = window->framebuffer_scale();
    const Fonts fonts = load_fonts(game.id, o.ui_scale, density);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    if (game.apply_look)
        game.apply_look(o.ui_scale);
    else
        ImGui::GetStyle().ScaleAllSizes(o.ui_scale);
    if (o.verbose)
        std::printf("%s: %s; fonts: %s\n", program, window->gl_description().c_str(),
                    fonts.source.c_str());

    ShellApp app(game, known, o);
    app.use_fonts(fonts);
    ShellDriver driver(std::move(steps), o.autoplay, o.seed.value_or(1));
    app.play_computers_at_once(driver.active());
    if (!o.load.empty()) {
        app.open_save(o.load);
    } else if (!o.players.empty() || o.autoplay) {
        const NewGameSetup setup = setup_from(game, o, o.seed.value_or(1), error);
        if (!error.empty()) {
            std::fprintf(stderr, "%s: %s\n", program, error.c_str());
            return 2;
        }
        app.start_game(setup);
    }

    // Every screen is walked by keys as Sugarworks' are: Tab and the arrows move a
    // ring over the controls the frame drew, Enter or Space presses the one it is
    // on (a click at its centre). A text field being typed in keeps its keys.
    FocusConventions focus = game.focus;
    focus.takes_focus.push_back("cover:show");  // the cover's one button
    KeyFocus key_focus(std::move(focus));
    key_focus.set_panel_order({kTablePanel});  // at the table, its game's controls first
    const auto process = [&](const SDL_Event& event) {
        if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEMOTION)
            key_focus.mouse_used();
        if (event.type == SDL_KEYDOWN && !ImGui::GetIO().WantTextInput &&
            key_focus.handle_key(event.key, app.ui().marks()))
            return true;
        return window->process_event(event);
    };

    int exit_code = kExitOk;
    int frames = 0;
    auto last = std::chrono::steady_clock::now();
    const bool driven = driver.active() || o.frames > 0;
    for (;;) {
        SDL_Event e;
        bool open = true;
        if (!driven && !key_focus.pressing() && SDL_WaitEventTimeout(&e, app.game() ? 100 : 500))
            open = process(e);
        while (SDL_PollEvent(&e))
            open = process(e) && open;
        if (!open)
            app.request_quit();

        const auto now = std::chrono::steady_clock::now();
        const double dt = driven ? 1.0 / 60.0 : std::chrono::duration<double>(now - last).count();
        last = now;
        const std::vector<std::string> secrets_before = app.secrets_for(app.viewer(), app.screen());
        driver.before_frame(app, *window);
        key_focus.before_frame(*window);
        window->begin_frame();
        int w = 0;
        int h = 0;
        SDL_GetWindowSize(window->sdl(), &w, &h);
        app.frame(dt, static_cast<float>(w), static_cast<float>(h));
        key_focus.after_frame(app.ui().marks(), ImGui::GetForegroundDrawList(), o.ui_scale);
        if (driver.active())
            driver.after_frame(app, secrets_before);
        ++frames;
        const bool cap = o.frames > 0 && frames >= o.frames;
        const bool done = app.quit_requested() || driver.finished() || cap;
        const std::optional<std::string> shot = driver.take_screenshot();
        if (shot || (done && !o.screenshot.empty()))
            window->will_read_pixels();
        window->end_frame();
        for (const std::string& path :
             {shot.value_or(""), done ? o.screenshot.string() : std::string()}) {
            if (path.empty())
                continue;
            int dw = 0;
            int dh = 0;
            window->drawable_size(dw, dh);
            if (std::string why; !save_screenshot(path, dw, dh, why)) {
                std::fprintf(stderr, "%s: %s\n", program, why.c_str());
                exit_code = kExitFailedCheck;
            }
        }
        window->present();
        if (!done)
            continue;
        if (driver.failed()) {
            std::fprintf(stderr, "%s: %s\n", program, driver.failure().c_str());
            exit_code = kExitFailedCheck;
        } else if (driver.active() && !driver.finished() && !app.quit_requested()) {
            std::fprintf(stderr, "%s: %s did not finish within --frames %d\n", program,
                         o.autoplay ? "--autoplay" : "--script", o.frames);
            exit_code = kExitUnfinished;
        }
        if (driver.active()) {
            std::printf("%s: %d frames, each checked for privacy; %d presses by autoplay\n",
                        program, driver.frames_checked(), driver.actions_pressed());
            if (const GameInPlay* g = app.game())
                std::printf("%s: %zu actions; %s\n", program, g->action_count(),
                            g->finished() ? g->result().c_str() : "not over");
        }
        break;
    }
    return exit_code;
}

}  // namespace shell
