// Statistics over many Sparks games: what `sparks-cli simulate` and `tournament`
// print and docs/sparks/balance.md records: game lengths, scores by player count
// and by seat (what going first is worth), and for each robot and assistant card
// how often it was completed or played and what its owner scored.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "bots/bots.hpp"
#include "engine/seeds.hpp"

namespace sparks::bots {

struct CardStats {
    int times = 0;              // completed (robots) or played (assistants)
    long long owner_score = 0;  // the final score of the player who did, summed
    int owner_wins = 0;         // ... and who won the game
};

// Where players' points came from: each source of the final score summed, how many
// players scored from it at all, and how often it was their largest (a tie split
// between the tied sources), so a source that decides every game shows.
struct PointsBySource {
    static constexpr std::size_t kSources = 7;  // Score's parts, in its order: tracks ...
    long long players = 0;
    long long robots = 0;                      // completed robots, summed
    std::array<long long, kSources> points{};  // summed
    std::array<long long, kSources> scored{};  // players with more than 0 from the source
    std::array<double, kSources> largest{};    // players whose largest source it was

    void add(const Score& score, int robots_completed);
};

struct SimulationStats {
    int games = 0;
    long long actions = 0;
    int unfinished = 0;  // stopped by the action guard or a refused choice (a bug)
    std::vector<std::string> unfinished_why;  // for each: which game and why it stopped
    long long score_total = 0;
    long long player_games = 0;
    int score_max = 0;
    long long winner_score_total = 0;
    std::array<double, kMaxPlayers>
        seat_wins{};  // by seat from the first player (shared wins split)
    int solo_wins = 0;
    std::vector<CardStats> robots;                            // by content index
    std::vector<CardStats> assistants;                        // by content index
    PointsBySource sources;                                   // over every player
    std::array<PointsBySource, kMaxPlayers> sources_by_seat;  // by seat from the first player
};

// One game played by computer players to its end, or as far as it went.
struct PlayedGame {
    GameState end;  // not over when the game stopped early
    int actions = 0;
    // Empty when the game ended; otherwise why it stopped: a seat's choice refused
    // (with the action and the rules' reason) or the action guard reached.
    std::string stopped;
    std::vector<std::vector<double>> times;  // by seat: each decision's seconds
};

// Adds one game; an unfinished one is listed under `which` (how to play it again)
// with why it stopped.
void add_game(SimulationStats& stats, const Game& game, const PlayedGame& played,
              const std::string& which);

// The seed of game `index` of a run started from `seed`: every game's (engine/seeds.hpp).
using engine::game_seed;

// Plays one game with `levels[seat]` at each seat, every decision from that seat's
// view. Each decision's seconds are measured (never used to decide).
PlayedGame play_game(const Game& game, const std::vector<BotLevel>& levels, std::uint64_t seed,
                     const BotSettings& settings, int max_actions = 20000);

// Random games, tallied.
SimulationStats simulate(const Game& game, int games, std::uint64_t seed);

}  // namespace sparks::bots
