#include "harness/sparks_hooks.hpp"

#include <algorithm>
#include <set>

#include "sparks/action_json.hpp"
#include "sparks/state_io.hpp"

namespace sparks::testing {

namespace {

std::string each_once(std::vector<int> items, int count, const std::string& what) {
    std::sort(items.begin(), items.end());
    if (static_cast<int>(items.size()) != count)
        return std::to_string(items.size()) + " " + what + " accounted for, not " +
               std::to_string(count);
    for (int i = 0; i < count; ++i)
        if (items[static_cast<std::size_t>(i)] != i)
            return what + " " + std::to_string(i) + " is missing or twice";
    return "";
}

}  // namespace

std::string invariants(const Game& game, const GameState& s) {
    const Content& c = game.content();
    std::vector<int> dice, robots, assistants;
    const auto add = [](std::vector<int>& to, const std::vector<int>& from) {
        to.insert(to.end(), from.begin(), from.end());
    };
    add(dice, s.bag);
    add(dice, s.discard);
    add(dice, s.junkyard);
    add(robots, s.robot_deck);
    add(assistants, s.assistant_deck);
    for (const Pending& p : s.pending)
        for (int die = 0; die < 64; ++die)
            if (p.kind == PendingKind::Recycle && ((p.dice >> die) & 1u))
                dice.push_back(die);
    for (int seat = 0; seat < s.players; ++seat) {
        const PlayerState& p = s.seats[static_cast<std::size_t>(seat)];
        const std::string who = "seat " + std::to_string(seat) + ": ";
        add(dice, p.dice);
        for (int die : p.upgrade_section)
            if (die != kNone)
                dice.push_back(die);
        std::set<int> upgrades(p.upgrades.begin(), p.upgrades.end());
        if (upgrades.size() != p.upgrades.size())
            return who + "two identical upgrade tiles";
        for (const Slot& slot : p.line) {
            if (slot.upgrade != kNone && !upgrades.insert(slot.upgrade).second)
                return who + "two identical upgrade tiles";
            if (slot.card == kNone) {
                for (int die : slot.dice)
                    if (die != kNone)
                        return who + "a die on an empty slot";
                continue;
            }
            robots.push_back(slot.card);
            const auto spaces = c.robots[static_cast<std::size_t>(slot.card)].spaces.size();
            for (std::size_t i = 0; i < slot.dice.size(); ++i) {
                if (slot.dice[i] != kNone && i >= spaces)
                    return who + "a die beyond a robot's spaces";
                if (slot.dice[i] != kNone)
                    dice.push_back(slot.dice[i]);
            }
            if (std::all_of(slot.dice.begin(),
                            slot.dice.begin() + static_cast<std::ptrdiff_t>(spaces),
                            [](int d) { return d != kNone; }))
                return who + "a complete robot still in the assembly line";
        }
        for (const CompletedRobot& r : p.completed)
            robots.push_back(r.card);
        add(robots, p.offer);
        add(assistants, p.hand);
        add(assistants, p.packet);
        for (const PlayedAssistant& a : p.played)
            assistants.push_back(a.card);
        if (p.cogs < 0 || p.sparks < 0 || p.factory_credit < 0)
            return who + "negative cogs, sparks or factory credit";
        if (p.level < 0 || p.level >= static_cast<int>(c.factory.size()))
            return who + "factory level out of range";
        if (p.ignore_colour < 0 || p.ignore_value < 0)
            return who + "negative tokens";
        for (int colour = 0; colour < kColours; ++colour) {
            const int at = p.track[static_cast<std::size_t>(colour)];
            const auto& track = c.tracks[static_cast<std::size_t>(colour)];
            if (at != kNone && (at < 0 || at >= static_cast<int>(track.size()) ||
                                track[static_cast<std::size_t>(at)].bonus))
                return who + "a marker off a point space";
        }
        if (s.phase != Phase::Over && p.dice.size() > 1 && s.phase == Phase::Production &&
            seat != s.active)
            return who + "more than one die kept over";
    }
    if (auto broken = each_once(dice, static_cast<int>(s.faces.size()), "dice"); !broken.empty())
        return broken;
    for (std::uint8_t face : s.faces)
        if (face < 1 || face > 6)
            return "a die shows " + std::to_string(face);
    if (auto broken = each_once(robots, static_cast<int>(c.robots.size()), "robot cards");
        !broken.empty())
        return broken;
    if (auto broken =
            each_once(assistants, static_cast<int>(c.assistants.size()), "assistant cards");
        !broken.empty())
        return broken;
    for (const UpgradeStack& st : s.stacks)
        if (st.left < 0)
            return "an upgrade stack below zero";
    if (s.phase != Phase::Over && (s.current < 0 || s.current >= s.players))
        return "no player to act";
    if (!s.pending.empty() && s.phase != Phase::Actions)
        return "a decision pending outside the action phase";
    if (s.round < 0 || s.round > c.rounds)
        return "round out of range";
    return "";
}

Action random_action(const GameState& s, engine::Rng& rng) {
    const auto pick = [&](int low, int high) {
        return low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low + 1)));
    };
    Action a;
    a.kind = static_cast<ActionKind>(pick(0, kActionKinds - 1));
    a.card = pick(-1, 60);
    a.slot = pick(-1, 3);
    a.space = pick(-1, 4);
    a.tile = pick(-1, 4);
    a.index = pick(-1, 7);
    a.index2 = rng.below(2) ? kNone : pick(0, 7);
    a.die = pick(-1, static_cast<int>(s.faces.size()));
    a.delta = pick(-2, 2);
    a.target = rng.below(2) ? kNone : pick(0, 3);
    a.track = pick(-1, 4);
    a.colour_by = static_cast<Means>(pick(0, kMeans - 1));
    a.value_by = static_cast<Means>(pick(0, kMeans - 1));
    a.with_cog = rng.below(4) == 0;
    a.decline = rng.below(4) == 0;
    // Often one of the player's own dice, so the probes reach past "not your die".
    if (s.phase != Phase::Over && rng.below(2) == 0) {
        const PlayerState& p = s.seats[static_cast<std::size_t>(s.current)];
        if (!p.dice.empty())
            a.die = p.dice[rng.below(static_cast<std::uint32_t>(p.dice.size()))];
    }
    // Mostly in the one form the rules accept, so the probes reach the rules' own
    // checks rather than stop at "fields its kind does not use".
    if (rng.below(4) != 0)
        a = trimmed(s, a);
    return a;
}

std::string SparksHooks::invariants(const GameState& state) const {
    return testing::invariants(game, state);
}

std::uint64_t SparksHooks::hash(const GameState& state) const {
    return state_hash(state);
}

Action SparksHooks::random_action(const GameState& state, engine::Rng& rng) const {
    return testing::random_action(state, rng);
}

std::string SparksHooks::save_round_trip(std::uint64_t seed,
                                         const std::vector<Action>& actions) const {
    // The game is a function of its seed and actions: replaying them gives the same
    // state, hash for hash.
    GameState replay = game.new_game(seed);
    std::vector<Event> events;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (auto refused = game.apply_in_place(replay, actions[i], events))
            return "replayed action " + std::to_string(i) + " was refused: " + refused->message;
        // Every action through its JSON form and back is the same action.
        engine::Diagnostics errors;
        const auto back = action_from_json(action_to_json(actions[i]), "replay",
                                           nlohmann::json::json_pointer(), errors);
        if (!back || !(*back == actions[i]))
            return "action " + std::to_string(i) + " changed through JSON: " + describe(actions[i]);
    }
    GameState original = game.new_game(seed);
    for (const Action& a : actions)
        (void)game.apply_in_place(original, a, events);
    if (!(replay == original) || state_hash(replay) != state_hash(original))
        return "the replay ended in another state";
    // The state through its JSON form and back.
    engine::Diagnostics errors;
    const auto back = state_from_json(game.content(), state_to_json(replay), "state",
                                      nlohmann::json::json_pointer(), errors);
    if (!back) {
        std::string why = "the state's JSON does not read back:";
        for (const auto& d : errors)
            why += " " + engine::format_diagnostic(d);
        return why;
    }
    if (!(*back == replay))
        return "the state changed through JSON: " +
               nlohmann::json::diff(state_to_json(replay), state_to_json(*back)).dump();
    return "";
}

std::string SparksHooks::describe(const Action& action) const {
    return action_to_json(action).dump();
}

}  // namespace sparks::testing
