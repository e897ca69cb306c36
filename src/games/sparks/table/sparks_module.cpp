#include "table/sparks_module.hpp"

#include <string>

#include "bots/bots.hpp"
#include "engine/diagnostic.hpp"
#include "sparks/save.hpp"
#include "sparks/save_header.hpp"
#include "table/game_in_play.hpp"
#include "table/rules_summary.hpp"

namespace sparks::table {

namespace {

// A new game from the form: one player a seat, the base game (the variants and
// the solo difficulty are not on the shell's form), nothing when a seat names
// a player Sparks does not have.
std::unique_ptr<shell::GameInPlay> new_sparks_game(const Content& content,
                                                   const shell::NewGameSetup& setup) {
    const GameOptions options{.players = static_cast<int>(setup.seats.size())};
    if (!Game::validate_options(content, options).empty())
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
    return std::make_unique<SparksInPlay>(Match(Game(content, options), setup.seed),
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
    for (const auto level : {bots::BotLevel::Random, bots::BotLevel::Easy, bots::BotLevel::Medium,
                             bots::BotLevel::Hard})
        module.computer_levels.emplace_back(bots::level_id(level));
    module.saves = game_saves(content);
    module.new_game = [&content](const shell::NewGameSetup& setup) {
        return new_sparks_game(content, setup);
    };
    module.load_game = [&content](const std::string& text, const std::string& file,
                                  std::string& error) {
        return load_sparks_game(content, text, file, error);
    };
    module.draw_rules = [](shell::TableUi& ui) { draw_rules_summary(ui); };
    return module;
}

}  // namespace sparks::table
