#include "setup/command_line_check.hpp"

#include <algorithm>
#include <filesystem>

#include "setup/new_game_form.hpp"
#include "shell/drivers/script.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

namespace fs = std::filesystem;

// What the command line asks to open, by the options that ask for it: at most
// one may be given.
std::vector<std::string> openings(const Options& o) {
    std::vector<std::string> asked;
    if (!o.scenario.empty())
        asked.emplace_back("--scenario");
    if (!o.load.empty())
        asked.emplace_back("--load");
    if (!o.lesson.empty())
        asked.emplace_back("--lesson");
    std::string game;
    for (const auto& [given, name] :
         {std::pair{!o.mode.empty(), "--mode"}, std::pair{!o.players.empty(), "--players"},
          std::pair{!o.toggles.empty(), "--toggle"}}) {
        if (given)
            game += (game.empty() ? "" : "/") + std::string(name);
    }
    if (!game.empty())
        asked.push_back(game);
    return asked;
}

std::string listed(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

// A lesson is the file of its id in the data's lessons folder (whether it reads
// well is the lesson's to say, as the game opens it).
void check_lesson(const Options& o, std::vector<std::string>& problems) {
    const fs::path folder = o.data_dir / "lessons";
    if (o.lesson.find_first_of("/\\") == std::string::npos &&
        fs::is_regular_file(folder / (o.lesson + ".json")))
        return;
    std::vector<std::string> ids;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (entry.path().extension() == ".json")
            ids.push_back(entry.path().stem().string());
    }
    std::sort(ids.begin(), ids.end());
    problems.push_back("--lesson: there is no lesson \"" + o.lesson + "\" in " + folder.string() +
                       (ids.empty() ? " (it has none)" : "; there are " + listed(ids)));
}

}  // namespace

CommandLineCheck check_command_line(const Options& o, const Catalog& catalog) {
    CommandLineCheck out;
    std::vector<std::string>& problems = out.problems;
    if (const std::vector<std::string> asked = openings(o); asked.size() > 1)
        problems.push_back(listed(asked) + " each open something else: give only one of them");
    if (o.assets_given && !fs::is_directory(o.assets_dir))
        problems.push_back("--assets: " + o.assets_dir.string() +
                           " is not a folder (it does not exist or is not a folder)");
    if (!o.script.empty()) {
        if (const shell::ScriptLoad script = shell::load_script(o.script); !script.steps)
            problems.push_back(script.error);
    }
    if (!o.lesson.empty())
        check_lesson(o, problems);
    bool save_unopened = false;
    if (!o.load.empty() && o.lesson.empty()) {
        const LoadedGame loaded = load_save_file(o.load, catalog);
        if (!loaded.match) {
            std::string why = "The save " + o.load.string() + " cannot be opened:";
            for (const Diagnostic& d : loaded.errors)
                why += "\n" + format_diagnostic(d);
            // A script or autoplay has nothing to play; a person is shown the menu.
            if (o.autoplay || !o.script.empty()) {
                problems.push_back(why);
                save_unopened = true;
            } else {
                out.notes.push_back(why);
            }
        }
    }
    if (o.starts_game() && o.load.empty() && o.lesson.empty() && o.scenario.empty()) {
        const NewGameForm form =
            form_from_command_line(catalog, o.mode, o.players, o.toggles, o.seed.value_or(1));
        const FormResult result = options_for(catalog, form);
        std::string why;
        for (const std::string& p : result.problems)
            why += (why.empty() ? "" : " ") + p;
        if (!why.empty())
            problems.push_back("--mode/--players/--toggle: " + why);
    }
    // A save that does not open is bad data (1) when it is all that is wrong;
    // anything else is a bad command line (2).
    if (!problems.empty())
        out.exit_code = save_unopened && problems.size() == 1 ? 1 : 2;
    return out;
}

}  // namespace sugarworks::app
