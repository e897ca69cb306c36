#include "bots/evaluate.hpp"

namespace sparks::bots {

Weights easy_weights() {
    Weights w;
    w.robot_progress = 0.5;
    w.factory_progress = 2.5;
    w.useful_die = 0.1;
    return w;
}

Weights medium_weights() {
    return Weights{};
}

namespace {

// What `steps` more spaces on a colour's track would add to the player's score (bonus
// spaces are skipped; past the end a step is worth the track's last rise). One pass and
// no allocation: the greedy players and Hard's playouts call it for every robot.
double steps_worth(const Content& c, const PlayerState& p, Colour colour, int steps) {
    const auto& track = c.tracks[static_cast<std::size_t>(colour)];
    const int at = p.track[static_cast<std::size_t>(colour)];
    int from = -1;  // the points space the marker stands on, counted among points spaces
    int before = 0;
    int count = 0, last = 0, previous = 0;
    for (int i = 0; i < static_cast<int>(track.size()); ++i) {
        const TrackSpace& space = track[static_cast<std::size_t>(i)];
        if (space.bonus)
            continue;
        if (i <= at) {
            from = count;
            before = space.points;
        } else if (count == from + steps) {
            return space.points - before;
        }
        previous = last;
        last = space.points;
        ++count;
    }
    if (count == 0)
        return 0;
    const int rise = count > 1 ? last - previous : last;
    return last - before + (from + steps - (count - 1)) * rise;
}

bool fits(const DieSpace& space, Colour colour, int face) {
    return (!space.colour || *space.colour == colour) && (!space.value || *space.value == face);
}

}  // namespace

double evaluate(const Game& game, const GameState& s, int seat, const Weights& w) {
    const Content& c = game.content();
    const PlayerState& p = s.seats[static_cast<std::size_t>(seat)];
    const Score points = score(game, s, seat);
    if (s.phase == Phase::Over)
        return points.total();
    // Cogs count by thirds, not by the whole points the end gives every third cog: a
    // greedy player would otherwise sell a die only to reach a multiple of three.
    double value = points.total() - points.cogs + p.cogs / static_cast<double>(c.cogs_per_point);
    for (const Slot& slot : p.line) {
        if (slot.card == kNone)
            continue;
        const RobotCard& robot = c.robots[static_cast<std::size_t>(slot.card)];
        int filled = 0;
        for (std::size_t i = 0; i < robot.spaces.size(); ++i)
            filled += slot.dice[i] != kNone ? 1 : 0;
        value += w.robot_progress * steps_worth(c, p, robot.colour, robot.steps) * filled /
                 static_cast<double>(robot.spaces.size());
    }
    if (p.level + 1 < static_cast<int>(c.factory.size())) {
        int sum = p.factory_credit;
        for (int die : p.upgrade_section)
            if (die != kNone)
                sum += s.faces[static_cast<std::size_t>(die)];
        const int need = c.factory[static_cast<std::size_t>(p.level + 1)].requirement;
        value += w.factory_progress * std::min(1.0, sum / static_cast<double>(need));
    }
    for (int die : p.dice) {
        value += w.die;
        const Colour colour = die_colour(game, die);
        const int face = s.faces[static_cast<std::size_t>(die)];
        bool useful = false;
        for (const Slot& slot : p.line) {
            if (slot.card == kNone)
                continue;
            const RobotCard& robot = c.robots[static_cast<std::size_t>(slot.card)];
            for (std::size_t i = 0; i < robot.spaces.size() && !useful; ++i)
                useful = slot.dice[i] == kNone && fits(robot.spaces[i], colour, face);
        }
        if (useful)
            value += w.useful_die;
    }
    const double rounds_left = (c.rounds - s.round) / static_cast<double>(c.rounds);
    value += w.assistant_future * rounds_left * static_cast<double>(p.played.size());
    value += w.cog * p.cogs + w.spark * p.sparks +
             w.card_in_hand * static_cast<double>(p.hand.size()) +
             w.token * (p.ignore_colour + p.ignore_value);
    return value;
}

}  // namespace sparks::bots
