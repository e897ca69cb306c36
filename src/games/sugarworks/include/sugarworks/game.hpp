// A game of Sugarworks: the fixed definition (catalog + options) and the rules
// that move a GameState on: set-up, legal actions, apply.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "sugarworks/action.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/game_event.hpp"
#include "sugarworks/game_state.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/scenario.hpp"

namespace sugarworks {

// The choices made before a game starts. Everything else comes from the catalog.
// The numbers default to the standard game's (data/sugarworks/scenarios/third_shift.json);
// for_scenario() takes them from any scenario.
struct GameOptions {
    int players = 2;
    std::string scenario = "third_shift";  // a file of data/sugarworks/scenarios/, by base name
    ToggleSet toggles;                     // allowed only where the scenario allows them
    std::string board = "side_a";          // "side_b" exactly when the Side B toggle is on
    int first_player = 0;
    int round_cap = 40;     // the digital safety cap (rulings section 4)
    int hand_limit = 5;     // order cards kept after the order action
    int tiles_in_hand = 3;  // conveyor tiles dealt, and kept by drawing after each play
    int orders_dealt = 3;
    int market_size = 4;
    int blankets_dealt = 3;

    // The options of `scenario` for `players`, with `toggles` switched on.
    static GameOptions for_scenario(const Scenario& scenario, int players, ToggleSet toggles = {});
    friend bool operator==(const GameOptions&, const GameOptions&) = default;
};

// The options of a game named by words, as a person or a command line gives them:
// a mode (scenario id), a player count and toggle ids. Every problem, one message
// each ("unknown toggle \"x\" (expected one of ...)"), when they do not make a game.
std::variant<GameOptions, std::vector<std::string>> options_from_names(
    const Catalog& catalog, std::string_view mode, int players,
    const std::vector<std::string>& toggles);

// What an action would do on the floor: the floor the conveyors would start from
// with the action taken, and the movement from there. When the action itself ends
// the round, that is the movement it runs; otherwise, the movement as it would go
// if the conveyors ran next.
struct ActionPreview {
    // What the action itself does to the floor before any movement: a candy eaten
    // (or lost) the moment a tile is laid under it. Its candies are not in `start`.
    std::vector<Event> at_once;
    Floor start;
    std::vector<Event> events;
    Floor end;
    bool runs_now = false;  // the action runs the conveyors
};

// What apply keeps of the moment the conveyors start, when an action runs them: the
// floor they start from and, when asked for, the whole state then (the action's own
// effects made, nothing of the movement yet).
struct MovementStart {
    Floor floor;
    bool want_state = false;
    std::optional<GameState> state;
};

// Whether the rules take an action of `kind` at `step` at all (whatever its fields).
bool step_allows(Step step, ActionKind kind);

// The outcome of apply: the new state and its events, or why it was refused.
struct Applied {
    GameState state;
    std::vector<GameEvent> events;
    // The floor as it stood when the conveyors started, when this action ran them
    // (what a movement is played back from).
    std::optional<Floor> movement_start;
};

class Game {
  public:
    // `catalog` must outlive the Game. Options are checked by validate_options().
    Game(const Catalog& catalog, GameOptions options);

    const Catalog& catalog() const { return *catalog_; }
    const GameOptions& options() const { return options_; }
    const Scenario& scenario() const { return scenario_; }
    const Board& board() const { return *board_; }
    MovementRules movement_rules(const GameState& state) const;
    // The player turns of a round before the conveyors run: one for each player, and
    // two for a player alone ("If playing solo, take two sets of player actions
    // before candy movement"), in every mode.
    int turns_per_round() const;

    // Problems with the options for this catalog (empty when fine).
    static std::vector<std::string> validate_options(const Catalog& catalog,
                                                     const GameOptions& options);

    // Set-up (rulebook "Game Setup"), with all randomness from `seed`.
    GameState new_game(std::uint64_t seed) const;
    GameState new_game(std::uint64_t seed, std::vector<GameEvent>& events) const;

    // Every legal action of the player to act, in a stable order.
    std::vector<Action> legal_actions(const GameState& state) const;
    void legal_actions(const GameState& state, std::vector<Action>& out) const;

    // Validates and applies; the state is unchanged when refused.
    std::variant<Applied, Rejection> apply(const GameState& state, const Action& action) const;
    // The same, in place: appends events, returns a rejection or nothing.
    std::optional<Rejection> apply_in_place(GameState& state, const Action& action,
                                            std::vector<GameEvent>& events) const;
    // ... and, when the action runs the conveyors, the floor as they start goes to
    // `movement_start` (unless it is null).
    std::optional<Rejection> apply_in_place(GameState& state, const Action& action,
                                            std::vector<GameEvent>& events,
                                            Floor* movement_start) const;
    // ... or what MovementStart asks for of that moment.
    std::optional<Rejection> apply_in_place(GameState& state, const Action& action,
                                            std::vector<GameEvent>& events,
                                            MovementStart* movement_start) const;
    // What `action` would do on the floor (preview above), or nothing when it is
    // not legal now. The result names only the floor, which everyone sees.
    std::optional<ActionPreview> preview(const GameState& state, const Action& action) const;
    // Why `action` is not legal now, or nothing if it is.
    std::optional<Rejection> check(const GameState& state, const Action& action) const;

  private:
    const Catalog* catalog_;
    GameOptions options_;
    Scenario scenario_;
    const Board* board_;
};

}  // namespace sugarworks
