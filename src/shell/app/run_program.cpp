#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>

#include "shell/app/frame_loop.hpp"
#include "shell/app/shell_app.hpp"
#include "shell/app/shell_driver.hpp"
#include "shell/app/shell_frontend.hpp"
#include "shell/app/shell_options.hpp"
#include "shell/drivers/script.hpp"
#include "shell/module/program.hpp"
#include "shell/platform/scaled_look.hpp"
#include "shell/platform/window.hpp"
#include "shell/setup/seat_names.hpp"
#include "shell/ui/key_focus.hpp"

namespace shell {

namespace {

int run(const GameModule& game, std::span<const engine::save::GameSaves> known,
        const ProgramFolders* folders, int argc, char** argv);

// What the command line asks to open, by the options that ask for it: at most one
// may be given. A game's seats and options together open its new game.
std::vector<std::string> openings(const GameModule& game, const ShellOptions& o) {
    std::vector<std::string> asked;
    if (!o.example.empty())
        asked.push_back(game.own_rules->example_flag);
    if (!o.load.empty())
        asked.emplace_back("--load");
    if (!o.lesson.empty())
        asked.emplace_back("--lesson");
    std::string new_game = o.players.empty() ? "" : "--players";
    for (const std::string& flag : o.game_flags)
        new_game += (new_game.empty() ? "" : "/") + flag;
    if (!new_game.empty())
        asked.push_back(new_game);
    return asked;
}

// Why the save at `file` does not open as a game of `game`, or nothing.
std::string save_problem(const GameModule& game, const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return "it does not exist or cannot be read";
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    return game.load_game(text.str(), file.string(), error) ? std::string() : error;
}

}  // namespace

std::string data_folder_errors(const std::filesystem::path& folder,
                               const engine::Diagnostics& errors) {
    std::string out = "the data folder " + folder.string() + " has errors:";
    for (const engine::Diagnostic& d : errors)
        out += "\n" + engine::format_diagnostic(d);
    return out;
}

int run_program(const Program& program, int argc, char** argv) {
    int exit_code = 0;
    const std::optional<ProgramFolders> folders =
        folders_from_command_line(program.id, program.folders, argc, argv, exit_code);
    if (!folders)
        return exit_code;
    std::string error;
    const std::shared_ptr<const GameModule> game = program.make(*folders, error);
    if (!game) {
        std::fprintf(stderr, "%s: %s\n", program.id.c_str(), error.c_str());
        return kExitBadData;
    }
    const std::vector<engine::save::GameSaves> known = program.known_saves(*game);
    return run(*game, known, &*folders, argc, argv);
}

int run_program(const GameModule& game, std::span<const engine::save::GameSaves> known, int argc,
                char** argv) {
    return run(game, known, nullptr, argc, argv);
}

namespace {

int run(const GameModule& game, std::span<const engine::save::GameSaves> known,
        const ProgramFolders* folders, int argc, char** argv) {
    const auto process_start = Clock::now();
    // The lessons, read for --lesson's help and check (a game that teaches none has neither).
    std::optional<LessonShelf> shelf;
    std::string lesson_ids;
    if (game.lessons && game.lessons->shelf) {
        shelf = game.lessons->shelf();
        for (const LessonListed& l : shelf->lessons)
            lesson_ids += (lesson_ids.empty() ? "" : ", ") + l.id;
    }
    const ParsedShellOptions parsed =
        parse_shell_options(game, argc, argv, shelf ? lesson_ids : std::string(), folders);
    if (!parsed.options)
        return parsed.exit_code;
    const ShellOptions& o = *parsed.options;
    const char* program = game.id.c_str();
    // What the command line asks for is checked before a window opens, so that its
    // problems are told with or without a display.
    if (!o.lesson.empty() &&
        std::none_of(shelf->lessons.begin(), shelf->lessons.end(),
                     [&](const LessonListed& l) { return l.id == o.lesson; })) {
        std::fprintf(stderr, "%s: --lesson: there is no lesson \"%s\"; the lessons are %s\n",
                     program, o.lesson.c_str(), lesson_ids.c_str());
        return kExitUsage;
    }
    if (const std::vector<std::string> asked = openings(game, o); asked.size() > 1) {
        std::string listed;
        for (std::size_t i = 0; i < asked.size(); ++i)
            listed += (i == 0 ? "" : i + 1 == asked.size() ? " and " : ", ") + asked[i];
        std::fprintf(stderr, "%s: %s each open something else: give only one of them\n", program,
                     listed.c_str());
        return kExitUsage;
    }
    std::string error;

    // The worked example the command line names, read (and its problems told) now.
    std::unique_ptr<OwnScreen> example;
    if (!o.example.empty()) {
        std::string why;
        example = game.own_rules->example({o.example, o.autoplay, o.pause_at}, why);
        if (!example) {
            std::fprintf(stderr, "%s: %s\n", program, why.c_str());
            return kExitBadData;
        }
    }

    std::vector<ScriptStep> steps;
    if (!o.script.empty()) {
        ScriptLoad script = load_script(o.script);
        if (!script.steps) {
            std::fprintf(stderr, "%s: %s\n", program, script.error.c_str());
            return kExitUsage;
        }
        steps = std::move(*script.steps);
    }
    // A save that does not open: a test run has nothing to play (bad data); a person
    // is told here and on the menu, which opens without it.
    if (!o.load.empty()) {
        if (const std::string why = save_problem(game, o.load); !why.empty()) {
            std::fprintf(stderr, "%s: The save %s cannot be opened:\n%s\n", program,
                         o.load.string().c_str(), why.c_str());
            if (o.autoplay || !o.script.empty())
                return kExitBadData;
        }
    }
    // The game the command line starts, and whether the game can play it.
    std::optional<NewGameSetup> setup;
    if (example == nullptr && o.lesson.empty() && o.load.empty() &&
        (!o.players.empty() || o.autoplay || !o.game_options.empty())) {
        setup = setup_from_command_line(game, o, o.seed.value_or(1), error);
        if (error.empty() && game.setup_problems) {
            for (const std::string& problem : game.setup_problems(*setup))
                error += (error.empty() ? "" : " ") + problem;
        }
        if (!error.empty()) {
            std::fprintf(stderr, "%s: %s\n", program, error.c_str());
            return kExitUsage;
        }
    }

    WindowSpec spec;
    spec.program = game.id;
    spec.title = game.name;
    spec.width = o.width;
    spec.height = o.height;
    spec.fullscreen = o.fullscreen;
    spec.vsync = !(o.frames > 0 || o.autoplay || !o.script.empty());
    std::unique_ptr<Window> window = Window::open(spec, error);
    const auto window_ready = Clock::now();
    if (!window) {
        std::fprintf(stderr,
                     "%s: %s.\nTo run it without a display, use a virtual one:\n"
                     "  xvfb-run -a -s \"-screen 0 1280x800x24\" %s [options]\n",
                     program, error.c_str(), program);
        return kExitNoDisplay;
    }
    window->enter_activates(true);
    window->draw_only_frames_read(o.draw_only_screenshots);
    ShellApp app(game, known, o);
    // The settings' scale and full screen, as the program opens (the file's, or the
    // command line's over them).
    ScaledLook look(*window,
                    {.program = game.id,
                     .apply_look = game.apply_look,
                     .fit = game.fit_ui_scale,
                     .density_changed = game.density_changed},
                    app.settings().ui_scale);
    if (app.settings().fullscreen != window->is_fullscreen())
        window->toggle_fullscreen();
    if (o.verbose)
        std::printf("%s: %s; fonts: %s\n", program, window->gl_description().c_str(),
                    look.fonts().source.c_str());

    app.use_fonts(look.fonts());
    app.set_ui_scale(look.scale());
    ShellDriver driver(std::move(steps), o.autoplay, o.seed.value_or(1));
    app.play_computers_at_once(driver.active());
    if (example) {
        app.show_example(std::move(example), true);
    } else if (!o.lesson.empty()) {
        if (!app.start_lesson(o.lesson, true)) {
            std::fprintf(stderr, "%s: --lesson: %s\n", program, app.lessons()->note().c_str());
            return kExitBadData;
        }
    } else if (!o.load.empty()) {
        app.open_save(o.load);
    } else if (setup) {
        app.start_game(*setup);
    }

    // Every screen is walked by keys as Sugarworks' are: Tab and the arrows move a
    // ring over the controls the frame drew, Enter or Space presses the one it is
    // on (a click at its centre). A text field being typed in keeps its keys.
    FocusConventions focus = game.focus;
    // The cover's and the recap's first buttons, which say "(Enter)".
    // The form's Start too: Enter from the menu twice is a game of the usual kind.
    for (const char* first : {"cover:show", "recap:start", "new:start"}) {
        focus.takes_focus.push_back(first);
        focus.pressed_by_enter.push_back(first);
    }
    focus.reach_scrolled_away = true;  // a card taller than the window (UI scale 2)
    KeyFocus key_focus(std::move(focus));
    // The sound device, for a game with sounds; without one the game plays on silently.
    std::unique_ptr<AudioOut> audio =
        game.sounds ? std::make_unique<AudioOut>(game.sounds) : nullptr;
    const auto frontend_ready = Clock::now();
    ShellFrontend frontend(app, driver, key_focus, *window, look, game.id, audio.get());

    FrameLoopRun run;
    run.program = game.id;
    run.frames = o.frames;
    run.driven_by = o.autoplay ? "--autoplay" : o.script.empty() ? "" : "--script";
    // A driven run's clock is a display's, whatever the frames cost.
    run.fixed_dt = o.fixed_dt > 0 ? o.fixed_dt : driver.active() ? 1.0 / 60.0 : 0;
    run.screenshot = o.screenshot;
    run.draw_only_screenshots = o.draw_only_screenshots;
    run.verbose = o.verbose;
    run.report_stats = o.verbose || o.frames > 0 || driver.active();
    const int status =
        run_frame_loop(run, frontend, *window, process_start, window_ready, frontend_ready);
    if (game.window_closing)
        game.window_closing();  // its pictures go before the graphics context does
    return status;
}

}  // namespace

}  // namespace shell
