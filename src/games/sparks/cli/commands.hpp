// The sub-commands of sparks-cli. Each returns the process exit status.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "bots/bots.hpp"
#include "sparks/content.hpp"
#include "sparks/game.hpp"

namespace sparks::cli {

// The content of `dir`, or nothing after printing every problem as file:/pointer: message.
std::optional<Content> load_data(const std::filesystem::path& dir);

// How a game is set up, as the options give it.
struct GameChoice {
    int players = 2;
    bool goal_tiles = false;
    bool draft = false;
    int solo_goals = 1;
};
// The options, or nothing after printing "<command>: <problem>" for each problem.
std::optional<GameOptions> options_for(const Content& content, const GameChoice& choice,
                                       const std::string& command);

int validate_data_command(const std::filesystem::path& dir);

struct SimulateRequest {
    GameChoice game;
    int games = 100;
    std::uint64_t seed = 1;
    bool report_cards = false;
    bool as_json = false;
};
int simulate_command(const std::filesystem::path& data_dir, const SimulateRequest& request);

struct TournamentRequest {
    GameChoice game;
    std::vector<bots::BotLevel> seats;
    int games = 20;
    std::uint64_t seed = 1;
    int iterations = bots::BotSettings{}.hard_iterations;  // the table's budget
    int threads = 1;
    bool as_json = false;
};
int tournament_command(const std::filesystem::path& data_dir, const TournamentRequest& request);

struct NewSaveRequest {
    GameChoice game;
    std::uint64_t seed = 1;
    long long actions = -1;             // -1: to the end
    std::vector<bots::BotLevel> seats;  // who plays each seat (missing: random)
};
int new_save_command(const std::filesystem::path& data_dir, const std::filesystem::path& out,
                     const NewSaveRequest& request);
int replay_command(const std::filesystem::path& data_dir, const std::filesystem::path& save,
                   bool as_json);

// One line per random game: its seed, then the state hash after set-up and after
// every action, over every variant and player count in turn.
int hashes_command(const std::filesystem::path& data_dir, int games, int first, std::uint64_t seed,
                   const std::filesystem::path& out);

}  // namespace sparks::cli
