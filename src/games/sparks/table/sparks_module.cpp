#include "table/sparks_module.hpp"

#include <optional>
#include <string>
#include <vector>

#include "bots/bots.hpp"
#include "engine/diagnostic.hpp"
#include "sparks/save.hpp"
#include "sparks/save_header.hpp"
#include "table/game_in_play.hpp"
#include "table/rules_summary.hpp"
#include "table/sparks_layout.hpp"
#include "table/sparks_sounds.hpp"

namespace sparks::table {

namespace {

constexpr const char* kGoalTiles = "goal_tiles";
constexpr const char* kAssistantDraft = "assistant_draft";
constexpr const char* kSoloGoals = "solo_goals";

// The variants and the solo game's difficulty as the new-game form offers them,
// in the rulebook's words and numbers.
std::vector<shell::FormOption> form_options(const Content& content) {
    using shell::FormOption;
    std::vector<FormOption> out;
    out.push_back({.id = kGoalTiles,
                   .words = "Goal tiles",
                   .about = std::to_string(content.goals_in_game) +
                            " goal tiles face up: 5 points at the end for each one met.",
                   .initial = FormOption::kOff,
                   .min_players = 2});
    out.push_back({.id = kAssistantDraft,
                   .words = "Assistant draft",
                   .about = "Deal " + std::to_string(content.assistants_drafted) +
                            " assistants; keep one, pass the rest left, until everyone has " +
                            std::to_string(content.assistants_dealt) + ".",
                   .initial = FormOption::kOff});
    FormOption solo{
        .id = kSoloGoals,
        .words = "Goal tiles to meet",
        .about = "Win with " + std::to_string(content.solo_points_to_win) +
                 " points or more and every goal tile met; the rulebook's solo game has 1.",
        .initial = "1",
        .max_players = 1};
    for (int n = 0; n <= Game::most_solo_goals(content); ++n)
        solo.values.push_back(std::to_string(n));
    out.push_back(std::move(solo));
    return out;
}

// The game's options from the form's: the base game where the form had none
// (--players), nothing when a value is not one the form offers.
std::optional<GameOptions> options_from(const Content& content, const shell::NewGameSetup& setup) {
    GameOptions options{.players = static_cast<int>(setup.seats.size())};
    for (const auto& [id, value] : setup.options) {
        const bool on = value == shell::FormOption::kOn;
        if (id == kGoalTiles && (on || value == shell::FormOption::kOff)) {
            options.goal_tiles = on;
        } else if (id == kAssistantDraft && (on || value == shell::FormOption::kOff)) {
            options.assistant_draft = on;
        } else if (id == kSoloGoals && value.size() == 1 && value[0] >= '0' && value[0] <= '9') {
            options.solo_goals = value[0] - '0';
        } else {
            return std::nullopt;
        }
    }
    if (!Game::validate_options(content, options).empty())
        return std::nullopt;
    return options;
}

// A new game from the form: one player a seat, the options chosen, nothing when a
// seat names a player Sparks does not have or an option is not one it offers.
std::unique_ptr<shell::GameInPlay> new_sparks_game(const Content& content,
                                                   const shell::NewGameSetup& setup) {
    const std::optional<GameOptions> options = options_from(content, setup);
    if (!options)
        return nullptr;
    SaveInfo info;
    for (const shell::SeatSetup& seat : setup.seats) {
        if (seat.player == "person")
            info.seats.push_back({.player = "human", .name = seat.name});
        else if (bots::parse_level(seat.player))
            info.seats.push_back({.player = seat.player, .name = seat.name});
        else
            return nullptr;
    }
    return std::make_unique<SparksInPlay>(Match(Game(content, *options), setup.seed),
                                          std::move(info));
}

std::unique_ptr<shell::GameInPlay> load_sparks_game(const Content& content, const std::string& text,
                                                    const std::string& file, std::string& error) {
    LoadedGame loaded = load_save_text(text, file, content);
    if (!loaded.match) {
        error.clear();
        for (const engine::Diagnostic& d : loaded.errors)
            error += (error.empty() ? "" : "\n") + engine::format_diagnostic(d);
        return nullptr;
    }
    return std::make_unique<SparksInPlay>(std::move(*loaded.match), std::move(loaded.info));
}

}  // namespace

shell::GameModule sparks_module(const Content& content) {
    shell::GameModule module;
    module.id = "sparks";
    module.name = "Sparks";
    module.tagline = "Draft dice, build robots, fire up the factory";
    module.min_players = 1;
    module.max_players = kMaxPlayers;
    module.about =
        "the dice-drafting robot factory game.\n"
        "Hot-seat play for 1 to " +
        std::to_string(kMaxPlayers) +
        " people on one computer. Without options it opens the main menu;\n"
        "--players or --autoplay start a game at once, --load a saved one.\n"
        "Keys: Tab and Shift+Tab walk every control, the arrows move between them,\n"
        "Enter or Space press, Esc goes back, F11 full screen, Ctrl+Q quit.";
    for (const auto level : {bots::BotLevel::Random, bots::BotLevel::Easy, bots::BotLevel::Medium,
                             bots::BotLevel::Hard})
        module.computer_levels.emplace_back(bots::level_id(level));
    module.options = form_options(content);
    module.saves = game_saves(content);
    module.new_game = [&content](const shell::NewGameSetup& setup) {
        return new_sparks_game(content, setup);
    };
    module.load_game = [&content](const std::string& text, const std::string& file,
                                  std::string& error) {
        return load_sparks_game(content, text, file, error);
    };
    module.sounds = sparks_sounds;
    // The settings the table reads, in what they change there.
    module.settings.speed =
        "How fast what happens is shown: dice flying, markers climbing, levels rising.";
    module.settings.confirm_final =
        "Your last decision before the table goes to another player waits for a second "
        "click (Confirm), as it cannot be taken back after.";
    module.settings.sound = "Dice, cogs, robots completed, levels and sparks.";
    // Confirm takes the keys' focus when it appears: Enter sends the staged decision.
    module.focus.takes_focus = {"confirm:yes"};
    module.draw_rules = [screen = std::make_shared<RulesScreen>(content)](shell::TableUi& ui) {
        screen->draw(ui);
    };
    // The scripts' check_layout, on the table and on the shell's screens around it.
    module.check_layout = [](const shell::Marks& frame, const std::string& screen, float ui_scale) {
        return sparks_layout_problem(frame, screen, ui_scale);
    };
    return module;
}

}  // namespace sparks::table
