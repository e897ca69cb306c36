#include "module/sugarworks_module.hpp"

#include <memory>
#include <string>
#include <vector>

#include "audio/sound_bank.hpp"
#include "module/sugarworks_lessons.hpp"
#include "module/sugarworks_rules.hpp"
#include "module/sugarworks_score_book.hpp"
#include "module/sugarworks_table.hpp"
#include "render/backdrop.hpp"
#include "render/palette.hpp"
#include "setup/new_game_form.hpp"
#include "setup/table_opening.hpp"
#include "setup/tip_file.hpp"
#include "sugarworks/rules_book.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/save_header.hpp"
#include "ui/layout_check.hpp"
#include "ui/seat_colours.hpp"
#include "ui/settings_screen.hpp"
#include "ui/table_focus.hpp"
#include "ui/table_layout.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {
namespace {

// The form --players, --mode and --toggle would give for `setup`: a person by
// name, a computer as "Name:level".
NewGameForm form_for(const Catalog& catalog, const shell::NewGameSetup& setup) {
    std::vector<std::string> players;
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        const shell::SeatSetup& seat = setup.seats[i];
        const std::string name =
            seat.name.empty() ? shell::default_seat_name(static_cast<int>(i)) : seat.name;
        players.push_back(seat.is_person() ? name : name + ":" + seat.player);
    }
    std::string mode;
    std::vector<std::string> toggles;
    for (const auto& [id, value] : setup.options) {
        if (id == kModeOption)
            mode = value;
        else if (value == shell::FormOption::kOn)
            toggles.push_back(id);
    }
    NewGameForm form = form_from_command_line(catalog, mode, players, toggles, setup.seed);
    // The colours the form gave the seats, where it gave them.
    for (std::size_t i = 0; i < setup.seats.size() && i < form.seats.size(); ++i) {
        if (setup.seats[i].colour >= 0)
            form.seats[i].colour = setup.seats[i].colour;
    }
    return form;
}

// The modes of the form, in the course's order, with the advanced rules each allows.
std::vector<shell::FormMode> form_modes(const Catalog& catalog) {
    std::vector<shell::FormMode> modes;
    for (const ScenarioChoice& c : scenario_choices(catalog)) {
        shell::FormMode mode{.id = c.id,
                             .name = c.name,
                             .about = c.description,
                             .tagline = c.tagline,
                             .group = c.tutorial ? "Shift by shift (the rulebook's Simple Game)"
                                                 : "More ways to play",
                             .min_players = c.min_players,
                             .max_players = c.max_players};
        for (const auto& [id, name] : c.toggles)
            mode.options.push_back(id);
        modes.push_back(std::move(mode));
    }
    return modes;
}

// Each advanced rule, a box on the form.
std::vector<shell::FormOption> form_toggles() {
    std::vector<shell::FormOption> options;
    for (const Toggle toggle : kAllToggles) {
        options.push_back({.id = std::string(toggle_id(toggle)),
                           .words = std::string(toggle_name(toggle)),
                           .about = std::string(toggle_summary(toggle)),
                           .initial = shell::FormOption::kOff});
    }
    return options;
}

void draw_rules(const Catalog& catalog, shell::TableUi& ui) {
    ui.heading("A round");
    for (const RoundStep& step : round_steps(catalog))
        ui.text((step.depth > 0 ? "    " : "") + step.title + ": " + step.text);
    for (const RulesSection& section : scoring_sections(catalog)) {
        ui.heading(section.title);
        for (const std::string& line : section.lines)
            ui.text(line);
    }
    ui.heading("Questions");
    for (const FaqEntry& entry : faq_entries(catalog)) {
        ui.text(entry.question);
        ui.text(entry.answer);
    }
}

}  // namespace

shell::GameModule sugarworks_module(const Catalog& catalog, const std::filesystem::path& data_dir,
                                    const std::filesystem::path& assets_dir) {
    auto art = std::make_shared<TableArt>();
    shell::GameModule module;
    module.id = "sugarworks";
    module.name = "Sugarworks";
    module.tagline = "Lay the conveyors, move the candy, fill the orders";
    module.about =
        "the candy factory board game.\n"
        "Hot-seat play for 1 to 4 people on one computer. Without options it opens the main\n"
        "menu; --mode, --players, --toggle or --autoplay start a game at once, --load a saved\n"
        "one, --lesson a lesson, --scenario the movement viewer.\n"
        "Keys: Tab and Shift+Tab walk every control, arrows move over the floor, Enter or\n"
        "Space press; 1-9 pick from the hand, Enter do the action waiting, Esc put back or\n"
        "open the menu, Ctrl+Z undo, Ctrl+Y redo, Space pause or play the conveyors, Right\n"
        "one step, End skip, F11 full screen, Ctrl+Q quit. The Rules screen lists them all.";
    module.min_players = 1;
    module.max_players = kMaxPlayers;
    module.default_players = 2;  // the full game for two, as the rulebook sets it up first
    for (const std::string_view level : engine::kBotLevelIds)
        module.computer_levels.emplace_back(level);
    // The form offers the three a person plays against (random is the command line's).
    for (const bots::BotLevel level :
         {bots::BotLevel::Easy, bots::BotLevel::Medium, bots::BotLevel::Hard})
        module.form_levels.emplace_back(bots::level_id(level));
    module.saves = game_saves(catalog);
    module.new_game =
        [&catalog, art](const shell::NewGameSetup& setup) -> std::unique_ptr<shell::GameInPlay> {
        TableOpening opening = table_from_form(catalog, form_for(catalog, setup));
        if (!opening.table)
            return nullptr;
        return std::make_unique<SugarworksTable>(std::move(*opening.table), art);
    };
    module.load_game = [&catalog, art](const std::string& text, const std::string& file,
                                       std::string& error) -> std::unique_ptr<shell::GameInPlay> {
        LoadedGame loaded = load_save_text(text, file, catalog);
        if (!loaded.match) {
            error.clear();
            for (const Diagnostic& d : loaded.errors)
                error += (error.empty() ? "" : "\n") + format_diagnostic(d);
            return nullptr;
        }
        return std::make_unique<SugarworksTable>(Table(std::move(*loaded.match), loaded.info), art);
    };
    module.draw_rules = [&catalog](shell::TableUi& ui) { draw_rules(catalog, ui); };
    module.own_rules = sugarworks_rules(catalog, data_dir, art);
    module.apply_look = apply_theme;
    module.fit_ui_scale = fitted_ui_scale;
    module.focus = table_focus();
    module.seat_colour = seat_colour;
    module.settings = settings_words();
    module.sounds = sugarworks_sounds;
    module.command_line = {
        {.flag = "--mode",
         .help = "The mode of a game started at once: third_shift (the full game), classic, "
                 "cooperative, ...",
         .option = kModeOption},
        {.flag = "--toggle",
         .help = "An advanced rule the game started at once plays with (side_b, "
                 "sugarworkers); as often as wanted",
         .each_value_an_option = true}};
    // The pictures are read for the window's density; they go before its context.
    module.density_changed = [art, assets_dir](float density) {
        if (!art->pictures)
            art->pictures.emplace(assets_dir, "sugarworks");
        art->pictures->set_density(density);
    };
    module.window_closing = [art] { art->pictures.reset(); };
    module.modes = form_modes(catalog);
    module.default_mode = default_form(0).scenario;
    module.options = form_toggles();
    for (int c = 0; c < kSeatColourCount; ++c)
        module.seat_palette.push_back({seat_colour(c), seat_colour_name(c)});
    module.computer_levels_about =
        "Easy plays sensible, beatable moves; Medium takes the most points it can see; Hard "
        "looks thousands of futures ahead.";
    module.setup_problems = [&catalog](const shell::NewGameSetup& setup) {
        return options_for(catalog, form_for(catalog, setup)).problems;
    };
    module.lessons = sugarworks_lessons(catalog, data_dir, art);
    module.tips = tip_ids_in_order();
    module.own_score_book = sugarworks_score_book(catalog);
    module.check_layout = [](const Marks& frame, const std::string& screen, float ui_scale) {
        return layout_problem(frame, screen, ui_scale);
    };
    module.score_book_tooltip =
        "Your best solo and co-operative runs, and their deals to play again";
    // Its logo over the menu, and the factory's backdrop behind every screen but the table.
    module.banner = [art](const Rect& logo, const shell::Fonts& fonts, Marks& said) {
        Painter p{ImGui::GetBackgroundDrawList(), art->pictures ? &*art->pictures : nullptr,
                  fonts.title, false};
        const float logo_h = logo.height();
        if (p.image("places/title_logo_backdrop.svg", logo)) {
            p.text_centered({logo.center().x, logo.min.y + 0.49f * logo_h}, 0.28f * logo_h,
                            palette::kPinkDeep, "Sugarworks");
        } else {
            p.text_centered(logo.center(), 0.3f * logo_h, palette::kPinkDeep, "Sugarworks");
        }
        said.said("Sugarworks");
    };
    module.backdrop = [art](ImDrawList* list, ImVec2 size) {
        const Painter p{list, art->pictures ? &*art->pictures : nullptr, nullptr, false};
        draw_backdrop(p, {{0, 0}, size});
    };
    return module;
}

}  // namespace sugarworks::app
