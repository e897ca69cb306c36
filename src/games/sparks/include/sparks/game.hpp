// A game of Sparks: the fixed definition (the content and the options) and the
// rules that move a GameState on: set-up, legal actions, apply, the end.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "sparks/action.hpp"
#include "sparks/content.hpp"
#include "sparks/event.hpp"
#include "sparks/state.hpp"

namespace sparks {

// The choices made before a game starts.
struct GameOptions {
    int players = 2;               // 1 (the solo game) to 4
    bool goal_tiles = false;       // Variant: Goal Tiles (2 or more players)
    bool assistant_draft = false;  // Variant: Assistant Draft
    int solo_goals = 1;            // the solo game's difficulty: 0 to 4 goal tiles
    friend bool operator==(const GameOptions&, const GameOptions&) = default;
};

// The outcome of apply: the new state and its events.
struct Applied {
    GameState state;
    std::vector<Event> events;
};

class Game {
  public:
    using State = GameState;
    using Action = sparks::Action;
    using Event = sparks::Event;
    using Rejection = sparks::Rejection;

    // `content` must outlive the Game.
    Game(const Content& content, GameOptions options);

    const Content& content() const { return *content_; }
    const GameOptions& options() const { return options_; }
    bool solo() const { return options_.players == 1; }

    // The most goal tiles a solo game may be played against (its hardest step).
    static int most_solo_goals(const Content& content);
    // Problems with the options (empty when fine).
    static std::vector<std::string> validate_options(const Content& content,
                                                     const GameOptions& options);

    // Set-up (rulebook "Setup"), all randomness from `seed`.
    GameState new_game(std::uint64_t seed) const;
    GameState new_game(std::uint64_t seed, std::vector<Event>& events) const;

    // Every legal action of the player to act, in a stable order.
    std::vector<Action> legal_actions(const GameState& state) const;
    void legal_actions(const GameState& state, std::vector<Action>& out) const;

    // Why `action` is not legal now, or nothing if it is.
    std::optional<Rejection> check(const GameState& state, const Action& action) const;
    // Validates and applies; the state is unchanged when refused.
    std::variant<Applied, Rejection> apply(const GameState& state, const Action& action) const;
    std::optional<Rejection> apply_in_place(GameState& state, const Action& action,
                                            std::vector<Event>& events) const;

    bool is_over(const GameState& state) const { return state.phase == Phase::Over; }

  private:
    const Content* content_;
    GameOptions options_;
};

// Every player count and variant the rules allow, in a fixed order: 1 to 4 players;
// without and with the draft; the solo game at 0 to 4 goal tiles, the others without
// and with the goal tiles. What the hashes, the harness and the tests go round.
std::vector<GameOptions> every_variant();

// Points at the end (rulebook "Game Ends"), part by part.
struct Score {
    int tracks = 0;
    int level_times_assistants = 0;
    int assistant_points = 0;
    int upgrade_points = 0;
    int sets = 0;
    int cogs = 0;
    int goals = 0;
    int total() const {
        return tracks + level_times_assistants + assistant_points + upgrade_points + sets + cogs +
               goals;
    }
    friend bool operator==(const Score&, const Score&) = default;
};
Score score(const Game& game, const GameState& state, int seat);
// Whether `seat` meets goal tile `goal` (content index).
bool goal_met(const Game& game, const GameState& state, int seat, int goal);
// The winners, after the tie-breaks (most cogs, highest factory level, most
// completed robots); several when the tie remains. The solo game: the player,
// when every goal is met and the score reaches the points to win; else nobody.
std::vector<int> winners(const Game& game, const GameState& state);

// `action` with the fields its kind does not use (for a Choose: that the decision
// it answers does not use) set back to their defaults: the one form check()
// accepts.
Action trimmed(const GameState& state, Action action);

// What counts towards `seat`'s next factory level, part by part (rulebook "Upgrade
// factory"): the dice in the upgrade section, the kept "+N factory" effects and the
// assistants that count on every upgrade (Margot, Theodora). Only a die there makes
// an upgrade; the rest helps it.
struct UpgradeProgress {
    int dice = 0;        // dice in the upgrade section
    int dice_sum = 0;    // their values
    int kept = 0;        // "+N factory" effects kept for the next upgrade
    int assistants = 0;  // Margot, Theodora
    int needed = 0;      // the next level's requirement; 0 at the top of the track
    bool at_top = false;
    int counted() const { return dice_sum + kept + assistants; }
    bool upgrades() const { return !at_top && dice > 0 && counted() >= needed; }
};
UpgradeProgress upgrade_progress(const Game& game, const GameState& state, int seat);

// The cost in cogs of recruiting the next assistant for `seat`.
int recruit_cost(const Game& game, const GameState& state, int seat);
// The colour of a die and the colour of a seat's board.
Colour die_colour(const Game& game, int die);
Colour seat_colour(int seat);

}  // namespace sparks
