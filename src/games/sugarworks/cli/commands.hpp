// The sub-commands of sugarworks-cli. Each returns the process exit status.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bots/simulation.hpp"
#include "engine/cli/command_output.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks::cli {

// Prints each problem as file:/pointer: message, one a line, on stderr.
using engine::cli::print_errors;
// The catalog of `data_dir`, or nothing after printing its errors.
std::optional<CatalogLoad> load_data(const std::filesystem::path& data_dir);

int validate_data_command(const std::filesystem::path& dir);
// Plays a lesson's script and prints each step with what is played and happens.
int lesson_command(const std::filesystem::path& data_dir, const std::filesystem::path& file);
int movement_command(const std::filesystem::path& data_dir, const std::filesystem::path& scenario,
                     bool as_json);

// Which game to set up: a scenario of data/sugarworks/scenarios/ by its base name, and the
// toggles (advanced rules) switched on, by id.
struct GameChoice {
    std::string mode = "third_shift";
    std::vector<std::string> toggles;
};
// The options for `players`, or nothing after printing every problem as
// "<command>: <problem>" (unknown mode or toggle, a combination the rulebook
// does not allow, a player count the mode does not take).
std::optional<GameOptions> options_for(const Catalog& catalog, const GameChoice& choice,
                                       int players, std::string_view command);

// The per-card balance table of docs/sugarworks/balance.md, on stdout.
void print_card_table(const Catalog& catalog, const bots::SimulationStats& stats);

// `simulate`: random full games, their statistics and (report_cards) the balance table.
struct SimulateRequest {
    int players = 4;
    int games = 1000;
    std::uint64_t seed = 1;
    GameChoice game;
    bool report_cards = false;
    bool as_json = false;
};
int simulate_command(const std::filesystem::path& data_dir, const SimulateRequest& request);

// `replay`: loads a save (checking every state), prints its log in words and the score sheet.
int replay_command(const std::filesystem::path& data_dir, const std::filesystem::path& save,
                   bool as_json);

// `new-save`: plays random legal actions (the bot of `simulate`) and saves the game atomically.
struct NewSaveRequest {
    int players = 2;
    std::uint64_t seed = 1;
    long long actions = -1;  // -1: to the end of the game
    GameChoice game;
    std::filesystem::path out;
};
int new_save_command(const std::filesystem::path& data_dir, const NewSaveRequest& request);

// `tournament`: computer players against each other, seats rotated.
struct TournamentRequest {
    std::string seats = "hard,medium";  // one level a seat, comma separated
    int games = 200;
    std::uint64_t seed = 1;
    GameChoice game;
    int iterations = 4000;  // Hard's budget per decision
    double max_seconds = 1.0;
    int threads = 1;
    bool report_cards = false;  // the card table, wins by seat and the score spread
    bool as_json = false;
};
int tournament_command(const std::filesystem::path& data_dir, const TournamentRequest& request);

// `hint`: what the Hard player would do next in a saved game, and why.
int hint_command(const std::filesystem::path& data_dir, const std::filesystem::path& save,
                 int iterations);

// `hashes`: random games of every mode, advanced rules and player count, with the state
// hash after every action, one game a line (on stdout, or in `out`): builds that agree on
// these lines play identically.
struct HashesRequest {
    int games = 1000;
    int first = 0;  // the first game's number (games are numbered so that batches can split)
    std::uint64_t seed = 1;
    std::filesystem::path out;
};
int hashes_command(const std::filesystem::path& data_dir, const HashesRequest& request);

}  // namespace sugarworks::cli
