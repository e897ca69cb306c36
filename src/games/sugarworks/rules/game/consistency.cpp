#include "sugarworks/consistency.hpp"

#include "sugarworks/candy.hpp"

namespace sugarworks {

namespace {

// Every candy is on the grid, on a dock, in the supply, or counted in a crate,
// the Lost gutter or among the removed: the counts must add up for each type.
void check_candy_totals(const Game& game, const Floor& f, std::vector<StateProblem>& out) {
    const int per_type = game.catalog().candies.candies_per_type;
    for (CandyType t : kAllCandyTypes) {
        const auto ti = static_cast<size_t>(index_of(t));
        const int floor = f.on_floor(t);
        const int supply = f.supply(t);
        int crates = 0;
        for (int i = 0; i < f.crate_count(); ++i)
            crates += f.crate(i).contents[ti];
        const int lost = f.lost()[ti];
        const int removed = f.removed()[ti];
        const int sum = floor + supply + crates + lost + removed;
        if (sum != per_type) {
            out.push_back(
                {"/floor", "the " + std::string(candy_type_name(t)) + " candies add up to " +
                               std::to_string(sum) + " (on the floor " + std::to_string(floor) +
                               ", in the supply " + std::to_string(supply) + ", in crates " +
                               std::to_string(crates) + ", Lost " + std::to_string(lost) +
                               ", removed " + std::to_string(removed) + "), but the game has " +
                               std::to_string(per_type)});
        }
    }
}

}  // namespace

std::vector<StateProblem> consistency_problems(const Game& game, const GameState& s) {
    std::vector<StateProblem> out;
    check_candy_totals(game, s.floor, out);
    if ((s.step == Step::KeepOne) != (s.choosing[0] != kNoCard))
        out.push_back({"/choosing", "orders to choose from go with the step \"keep_one\" only"});
    if ((s.step == Step::ChooseCandy) != (s.revealed != kNoCard)) {
        out.push_back({"/revealed",
                       "an order shown to make a candy goes with the step \"choose_candy\" only"});
    }
    const ToggleSet& toggles = game.options().toggles;
    if (s.step == Step::ChooseCandy && !toggles.has(Toggle::HiddenOrders))
        out.push_back({"/step", "\"choose_candy\" is a step of games with Hidden Orders only"});
    const bool workers = toggles.has(Toggle::Sugarworkers);
    for (int p = 0; p < s.player_count; ++p) {
        if ((s.players[static_cast<size_t>(p)].worker >= 0) != workers) {
            out.push_back({"/players/" + std::to_string(p),
                           workers
                               ? "each player holds a Sugarworker card in this game (\"worker\")"
                               : "no Sugarworkers are played in this game"});
        }
    }
    if (s.step == Step::ChooseWorker && !workers)
        out.push_back({"/step", "\"choose_worker\" is a step of games with Sugarworkers only"});
    if (s.over() != (s.end != EndReason::None)) {
        out.push_back({"/end", s.over() ? "the game is over (step \"game_over\"), so it needs an "
                                          "end reason"
                                        : "the game has an end reason, so its step must be "
                                          "\"game_over\""});
    }
    return out;
}

}  // namespace sugarworks
