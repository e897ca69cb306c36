// The game's definition and its set-up (rulebook "Setup" and "Each player takes
// the following"), with every random choice from the seed.
#include <algorithm>
#include <numeric>
#include <string>

#include "rules/rules.hpp"

namespace sparks {

namespace {

// The hardest solo game the rulebook names plays with 4 goal tiles.
constexpr int kMostSoloGoals = 4;

std::vector<int> shuffled(int count, engine::Rng& rng) {
    std::vector<int> items(static_cast<std::size_t>(count));
    std::iota(items.begin(), items.end(), 0);
    rng.shuffle(items);
    return items;
}

}  // namespace

Game::Game(const Content& content, GameOptions options) : content_(&content), options_(options) {}

std::vector<GameOptions> every_variant() {
    std::vector<GameOptions> all;
    for (int players = 1; players <= kMaxPlayers; ++players)
        for (bool draft : {false, true}) {
            if (players == 1) {
                for (int goals = 0; goals <= 4; ++goals)
                    all.push_back({.players = 1, .assistant_draft = draft, .solo_goals = goals});
            } else {
                for (bool goals : {false, true})
                    all.push_back(
                        {.players = players, .goal_tiles = goals, .assistant_draft = draft});
            }
        }
    return all;
}

int Game::most_solo_goals(const Content& content) {
    return std::min(kMostSoloGoals, static_cast<int>(content.goals.size()));
}

std::vector<std::string> Game::validate_options(const Content& content, const GameOptions& o) {
    std::vector<std::string> problems;
    if (o.players < 1 || o.players > kMaxPlayers)
        problems.push_back("Sparks is for 1 to 4 players, not " + std::to_string(o.players) + ".");
    // "You may reduce the difficulty by playing without goal tiles, or increase the
    // difficulty by playing with 2, 3 or even 4 goal tiles."
    const int most_solo_goals = Game::most_solo_goals(content);
    if (o.solo_goals < 0 || o.solo_goals > most_solo_goals)
        problems.push_back("The solo game uses 0 to " + std::to_string(most_solo_goals) +
                           " goal tiles, not " + std::to_string(o.solo_goals) + ".");
    if (o.players == 1 && o.goal_tiles)
        problems.push_back(
            "The goal tiles variant is for 2 or more players; the solo game sets its goal tiles "
            "by its difficulty.");
    const int dealt = o.assistant_draft ? content.assistants_drafted : content.assistants_dealt;
    if (o.players >= 1 && o.players <= kMaxPlayers &&
        dealt * o.players > static_cast<int>(content.assistants.size()))
        problems.push_back("There are too few assistant cards to deal.");
    return problems;
}

GameState Game::new_game(std::uint64_t seed) const {
    std::vector<Event> events;
    return new_game(seed, events);
}

GameState Game::new_game(std::uint64_t seed, std::vector<Event>& events) const {
    const Content& c = *content_;
    GameState s;
    s.rng = engine::Rng(seed);
    s.players = options_.players;
    rules::Table t{*this, c, s, events};

    // "Put all the dice in the bag."
    const int dice = c.dice_per_colour * kColours;
    s.faces.assign(static_cast<std::size_t>(dice), 1);
    s.bag.resize(static_cast<std::size_t>(dice));
    std::iota(s.bag.begin(), s.bag.end(), 0);
    // "Randomly place one stack on each of the 6 designated spaces ... 2 of the stacks
    // are not used."
    const std::vector<int> types = shuffled(static_cast<int>(c.upgrades.size()), s.rng);
    for (int i = 0; i < c.upgrade_stacks && i < static_cast<int>(types.size()); ++i) {
        const UpgradeType& u =
            c.upgrades[static_cast<std::size_t>(types[static_cast<std::size_t>(i)])];
        s.stacks.push_back({static_cast<int>(u.kind), u.copies});
    }
    // "Shuffle the 8 bonus tiles and place one chip face up on each bonus space."
    s.bonus = shuffled(static_cast<int>(c.bonus_tiles.size()), s.rng);
    // "Shuffle the robot cards and the assistant cards separately."
    s.robot_deck = shuffled(static_cast<int>(c.robots.size()), s.rng);
    s.assistant_deck = shuffled(static_cast<int>(c.assistants.size()), s.rng);
    // The goal tiles: two in the variant; the solo game's difficulty sets how many.
    const int goals = solo() ? options_.solo_goals : (options_.goal_tiles ? c.goals_in_game : 0);
    const std::vector<int> goal_order = shuffled(static_cast<int>(c.goals.size()), s.rng);
    s.goals.assign(goal_order.begin(),
                   goal_order.begin() + std::min<std::ptrdiff_t>(goals, std::ssize(goal_order)));
    // "Choose a player at random"; the solo player is always the first.
    s.first_player =
        solo() ? 0 : static_cast<int>(s.rng.below(static_cast<std::uint32_t>(s.players)));
    s.active = s.first_player;
    events.push_back({.kind = EventKind::FirstPlayer, .player = s.first_player});

    s.seats.resize(static_cast<std::size_t>(s.players));
    for (int p = 0; p < s.players; ++p) {
        PlayerState& player = s.seats[static_cast<std::size_t>(p)];
        player.sparks = c.starting_sparks;
        player.production.resize(c.production.size());
        std::iota(player.production.begin(), player.production.end(), 0);
        // "Draw 4 robot cards from the deck. Choose 3 ..."
        for (int i = 0; i < c.robots_drawn_at_setup && !s.robot_deck.empty(); ++i) {
            player.offer.push_back(s.robot_deck.back());
            s.robot_deck.pop_back();
        }
        events.push_back({.kind = EventKind::RobotsDrawn,
                          .player = p,
                          .amount = static_cast<int>(player.offer.size())});
        // "Draw 6 assistant cards"; the draft deals 7 to pass around.
        const int dealt = options_.assistant_draft ? c.assistants_drafted : c.assistants_dealt;
        std::vector<int>& into = options_.assistant_draft ? player.packet : player.hand;
        for (int i = 0; i < dealt && !s.assistant_deck.empty(); ++i) {
            into.push_back(s.assistant_deck.back());
            s.assistant_deck.pop_back();
        }
        events.push_back({.kind = EventKind::AssistantsDealt,
                          .player = p,
                          .amount = static_cast<int>(into.size())});
    }
    s.phase = Phase::ChooseRobots;
    s.current = s.first_player;
    (void)t;
    return s;
}

}  // namespace sparks
