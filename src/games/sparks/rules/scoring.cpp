// The end of the game: points from every source (rulebook "Game Ends"), the goal
// tiles, and the winners after the tie-breaks.
#include <algorithm>
#include <array>
#include <tuple>

#include "rules/rules.hpp"

namespace sparks {

namespace {

// The number of bonus spaces a player has passed on a track.
int bonus_spaces_passed(const Content& content, const PlayerState& player, int colour) {
    const auto& track = content.tracks[static_cast<std::size_t>(colour)];
    int passed = 0;
    for (int i = 0;
         i < player.track[static_cast<std::size_t>(colour)] && i < static_cast<int>(track.size());
         ++i)
        if (track[static_cast<std::size_t>(i)].bonus)
            ++passed;
    return passed;
}

std::array<int, kColours> robots_by_colour(const Content& content, const PlayerState& player) {
    std::array<int, kColours> count{};
    for (const CompletedRobot& r : player.completed)
        ++count[static_cast<std::size_t>(content.robots[static_cast<std::size_t>(r.card)].colour)];
    return count;
}

}  // namespace

bool goal_met(const Game& game, const GameState& state, int seat, int goal) {
    const Content& c = game.content();
    const PlayerState& player = state.seats[static_cast<std::size_t>(seat)];
    const GoalTile& g = c.goals[static_cast<std::size_t>(goal)];
    switch (g.kind) {
        case GoalKind::PlayAssistants:
            return static_cast<int>(player.played.size()) >= g.amount;
        case GoalKind::FactoryLevel:
            return player.level + 1 >= g.amount;
        case GoalKind::RobotsOfOneColour: {
            const auto count = robots_by_colour(c, player);
            return *std::max_element(count.begin(), count.end()) >= g.amount;
        }
        case GoalKind::PowerBoxRobots:
            return std::count_if(
                       player.completed.begin(), player.completed.end(),
                       [&](const CompletedRobot& r) {
                           return c.robots[static_cast<std::size_t>(r.card)].has_power_box();
                       }) >= g.amount;
        case GoalKind::Sparks: {
            // "Have 4 sparks": in storage, or on a power box until the round's end.
            int sparks = player.sparks + (player.board_box == BoxFill::Spark ? 1 : 0);
            for (const CompletedRobot& r : player.completed)
                sparks += r.box == BoxFill::Spark ? 1 : 0;
            return sparks >= g.amount;
        }
        case GoalKind::ThirdBonusSpace: {
            int tracks = 0;
            for (int colour = 0; colour < kColours; ++colour)
                if (bonus_spaces_passed(c, player, colour) >= g.amount)
                    ++tracks;
            return tracks >= g.tracks;
        }
    }
    return false;
}

Score score(const Game& game, const GameState& state, int seat) {
    const Content& c = game.content();
    const PlayerState& player = state.seats[static_cast<std::size_t>(seat)];
    Score s;
    // "Each marker on the scoring tracks is worth the number of points shown above the
    // track."
    for (int colour = 0; colour < kColours; ++colour) {
        const int at = player.track[static_cast<std::size_t>(colour)];
        if (at != kNone)
            s.tracks +=
                c.tracks[static_cast<std::size_t>(colour)][static_cast<std::size_t>(at)].points;
    }
    // "Your current factory level multiplied by the number of assistant cards you have
    // played."
    s.level_times_assistants = (player.level + 1) * static_cast<int>(player.played.size());
    // "Played assistant cards are also worth any points shown"; Conrad copies the points
    // of the card he is tucked under.
    for (int i = 0; i < static_cast<int>(player.played.size()); ++i) {
        const PlayedAssistant& a = player.played[static_cast<std::size_t>(i)];
        s.assistant_points += c.assistants[static_cast<std::size_t>(a.card)].points;
        if (a.copies != kNone)
            s.assistant_points += rules::effective_card(c, player, i).points;
    }
    // "Score any points shown on your upgrade tiles."
    for (const UpgradeType& u : c.upgrades)
        if (rules::has_upgrade(player, u.kind))
            s.upgrade_points += u.points;
    // "3 points for each set of four differently colored robot cards."
    const auto count = robots_by_colour(c, player);
    s.sets = *std::min_element(count.begin(), count.end()) * c.set_points;
    // "1 point for every 3 cogs."
    s.cogs = player.cogs / c.cogs_per_point;
    // "5 points for each fulfilled goal tile."
    for (int goal : state.goals)
        if (goal_met(game, state, seat, goal))
            s.goals += c.goal_points;
    return s;
}

std::vector<int> winners(const Game& game, const GameState& state) {
    std::vector<int> best;
    if (game.solo()) {
        // "To win the game you must have met the requirement on the goal tile and have
        // scored at least 50 points."
        for (int goal : state.goals)
            if (!goal_met(game, state, 0, goal))
                return best;
        if (score(game, state, 0).total() >= game.content().solo_points_to_win)
            best.push_back(0);
        return best;
    }
    // Most points; then most cogs; then the highest factory level; then the most
    // completed robots; then the victory is shared.
    const auto key = [&](int seat) {
        const PlayerState& p = state.seats[static_cast<std::size_t>(seat)];
        return std::make_tuple(score(game, state, seat).total(), p.cogs, p.level,
                               static_cast<int>(p.completed.size()));
    };
    for (int seat = 0; seat < state.players; ++seat) {
        if (best.empty() || key(seat) > key(best.front())) {
            best = {seat};
        } else if (key(seat) == key(best.front())) {
            best.push_back(seat);
        }
    }
    return best;
}

}  // namespace sparks
