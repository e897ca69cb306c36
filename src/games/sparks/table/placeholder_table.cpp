// Sparks' table until the real one is built: a few lines of words drawn from
// the viewer's PlayerView alone (the whole table's view when nobody in
// particular looks), so it can show nothing the viewer may not know, and a
// button that hands a person's turn to the Easy computer, so that a game
// started in the window can be played to its end.
#include <algorithm>
#include <string>

#include "sparks/card_text.hpp"
#include "sparks/event_text.hpp"
#include "sparks/player_view.hpp"
#include "table/game_in_play.hpp"

namespace sparks::table {

namespace {

std::string counted(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace

void SparksInPlay::draw_table(int viewer, shell::TableUi& ui) {
    const Game& game = match_.game();
    const PlayerView view = viewer == shell::kWholeTable
                                ? table_view(game, match_.state())
                                : player_view(game, match_.state(), viewer);
    // Points as if the game ended now, from what the view knows: every source of
    // points is public.
    const GameState known = known_state(game, view);
    const std::vector<std::string> given = names();

    const int rounds = game.content().rounds;
    // The round counter has passed the last round once the game is over.
    ui.heading(view.phase == Phase::Over
                   ? "Final scores, after round " + std::to_string(std::min(view.round, rounds)) +
                         " of " + std::to_string(rounds)
                   : "Round " + std::to_string(view.round + 1) + " of " + std::to_string(rounds));
    // What this game is played with, all public: the goal tiles face up, the draft.
    std::string played_with;
    for (const int goal : view.goals)
        played_with += std::string(played_with.empty() ? ": " : "; ") +
                       goal_text(game.content().goals[static_cast<std::size_t>(goal)]);
    if (game.solo())
        played_with = "The solo game, against " +
                      counted(static_cast<int>(view.goals.size()), "goal tile", "goal tiles") +
                      played_with + ".";
    else if (!played_with.empty())
        played_with = "Goal tiles" + played_with + ".";
    if (game.options().assistant_draft)
        played_with +=
            std::string(played_with.empty() ? "" : " ") + "Played with the assistant draft.";
    if (!played_with.empty())
        ui.text(played_with);
    if (view.phase == Phase::Over) {
        ui.text(result());
    } else {
        ui.text(player_label(view.active, given) + " is the active player. Waiting for " +
                player_label(view.current, given) + ": " + std::string(phase_words(view.phase)) +
                ".");
    }
    for (int seat = 0; seat < view.players; ++seat) {
        const PublicSeat& s = view.seats[static_cast<std::size_t>(seat)];
        ui.text(player_label(seat, given) + ": " +
                counted(score(game, known, seat).total(), "point", "points") + ", factory level " +
                std::to_string(s.level + 1) + ", " + counted(s.sparks, "spark", "sparks") + ", " +
                counted(s.cogs, "cog", "cogs") + ", " +
                counted(static_cast<int>(s.completed.size()), "robot", "robots") + " completed, " +
                counted(static_cast<int>(s.played.size()), "assistant", "assistants") +
                " played, " + counted(s.hand_size, "card", "cards") + " in hand.");
    }
    if (!refused_.empty())
        ui.text("Refused: " + refused_);
    ui.text(
        "Sparks' table is being built: computer seats play on; a person's turn can be passed to "
        "a computer here.");
    const int to_act = seat_to_act();
    if (to_act != shell::kWholeTable && to_act == viewer && person_at(to_act) &&
        ui.button("Let the computer play this turn", "computer_turn"))
        pass_turn_to_computer();
}

}  // namespace sparks::table
