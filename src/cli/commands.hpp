// The sub-commands of sugarworks-cli. Each returns the process exit status.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace sugarworks::cli {

int validate_data_command(const std::filesystem::path& dir);
int movement_command(const std::filesystem::path& data_dir, const std::filesystem::path& scenario,
                     bool as_json);

// `simulate`: random full games, their statistics and (report_cards) the balance table.
struct SimulateRequest {
    int players = 4;
    int games = 1000;
    std::uint64_t seed = 1;
    std::string board = "side_a";
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
    std::string board = "side_a";
    std::filesystem::path out;
};
int new_save_command(const std::filesystem::path& data_dir, const NewSaveRequest& request);

}  // namespace sugarworks::cli
