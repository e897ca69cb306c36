// The order of play: the turn (refill the junkyard, production, taking dice,
// actions, refilling the assembly lines), the round and the end of the game,
// and the solo game's regular and secondary turns.
#include <algorithm>

#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

void begin_actions(Table& t) {
    t.state.phase = Phase::Actions;
    t.state.current = t.state.active;
}

void end_round(Table& t) {
    GameState& s = t.state;
    // "All players take back any sparks from their activated power boxes"; Emma's cogs
    // are discarded.
    for (int p = 0; p < s.players; ++p) {
        PlayerState& player = t.seat(p);
        int back = 0;
        const auto clear = [&](BoxFill& box) {
            if (box == BoxFill::Spark)
                ++back;
            box = BoxFill::Empty;
        };
        clear(player.board_box);
        for (CompletedRobot& robot : player.completed)
            clear(robot.box);
        player.sparks += back;
        if (back > 0)
            t.emit({.kind = EventKind::SparksReturned, .player = p, .amount = back});
    }
    t.emit({.kind = EventKind::RoundEnded, .index = s.round});
    ++s.round;
    s.turn = 0;
    // "The first player takes the first turn of the next round."
    s.active = s.first_player;
    s.played_tiles.clear();
    if (s.round >= t.content.rounds) {
        s.phase = Phase::Over;
        s.current = kNone;
        t.emit({.kind = EventKind::GameEnded});
        return;
    }
    start_turn(t);
}

void next_turn(Table& t) {
    GameState& s = t.state;
    if (t.game.solo()) {
        // Regular and secondary turns alternate; the secondary turn ends the round.
        if (s.turn == 0) {
            s.turn = 1;
            start_turn(t);
        } else {
            end_round(t);
        }
        return;
    }
    ++s.turn;
    // "The player seated to the left of the current active player becomes the new
    // active player."
    s.active = next_seat(s, s.active);
    if (s.turn >= s.players)
        end_round(t);
    else
        start_turn(t);
}

}  // namespace

int next_seat(const GameState& state, int seat) {
    return (seat + 1) % state.players;
}

bool last_turn_of_game(const Game& game, const GameState& state) {
    const int last_turn = game.solo() ? 1 : state.players - 1;
    return state.round == game.content().rounds - 1 && state.turn == last_turn;
}

int empty_slots(const PlayerState& player) {
    return static_cast<int>(std::count_if(player.line.begin(), player.line.end(),
                                          [](const Slot& s) { return s.card == kNone; }));
}

void start_turn(Table& t) {
    GameState& s = t.state;
    for (PlayerState& player : s.seats) {
        for (PlayedAssistant& a : player.played)
            a.used_this_turn = false;
        player.ignore_colour = 0;
        player.ignore_value = 0;
        player.reroll_ready = false;
    }
    const bool secondary = t.game.solo() && s.turn == 1;
    t.emit({.kind = EventKind::TurnStarted, .player = s.active, .amount = secondary ? 1 : 0});
    if (secondary) {
        // "Do not play a production tile. Instead, take 2 dice from the ones remaining in
        // the junkyard."
        s.phase = Phase::TakeDice;
        s.current = 0;
        if (s.junkyard.empty())
            begin_actions(t);
        return;
    }
    // "Discard any remaining dice in the junkyard and refill the junkyard (from left to
    // right) by drawing 7 dice from the bag."
    if (!s.junkyard.empty()) {
        t.emit({.kind = EventKind::JunkyardCleared, .amount = static_cast<int>(s.junkyard.size())});
        s.discard.insert(s.discard.end(), s.junkyard.begin(), s.junkyard.end());
        s.junkyard.clear();
    }
    for (int i = 0; i < t.content.junkyard_spaces; ++i) {
        const int die = draw_from_bag(t);
        if (die == kNone)
            break;
        s.junkyard.push_back(die);
    }
    t.emit({.kind = EventKind::JunkyardRefilled, .amount = static_cast<int>(s.junkyard.size())});
    s.phase = Phase::Production;
    s.current = s.active;
}

void after_production(Table& t) {
    if (t.game.solo()) {
        begin_actions(t);
        return;
    }
    t.state.phase = Phase::TakeDice;
    t.state.current = t.state.active;
    next_taker(t);
}

void next_taker(Table& t) {
    GameState& s = t.state;
    if (t.game.solo()) {
        begin_actions(t);
        return;
    }
    // "The other players (clockwise around the table) each take 1 of the remaining dice";
    // a player finds none when the junkyard is empty.
    s.current = next_seat(s, s.current);
    while (s.current != s.active && s.junkyard.empty())
        s.current = next_seat(s, s.current);
    if (s.current == s.active)
        begin_actions(t);
}

int dice_to_take(const Game& game, const GameState& state) {
    // 2 players: "the non-active player takes any 2 dice"; the solo game's secondary turn
    // is played "as if you are the non-active player in a 2-player game".
    const int wanted = (state.players == 2 || game.solo()) ? 2 : 1;
    return std::min(wanted, static_cast<int>(state.junkyard.size()));
}

bool takes_anywhere(const Game& game, const GameState& state, int p) {
    return ability_count(game.content(), state.seats[static_cast<std::size_t>(p)],
                         Ability::Quincy) > 0;
}

void next_actor(Table& t) {
    GameState& s = t.state;
    if (!s.pending.empty())
        s.pending.clear();
    s.current = next_seat(s, s.current);
    if (s.current == s.active)
        start_refill_or_next_turn(t);
}

void start_refill_or_next_turn(Table& t) {
    GameState& s = t.state;
    if (last_turn_of_game(t.game, s)) {
        // "Players do not need to refill their assembly lines."
        end_round(t);
        return;
    }
    bool anyone = false;
    for (PlayerState& player : s.seats) {
        player.refilling = empty_slots(player) > 0 && !s.robot_deck.empty();
        player.drew_robots = false;
        anyone = anyone || player.refilling;
    }
    if (!anyone) {
        next_turn(t);
        return;
    }
    s.phase = Phase::Refill;
    s.current = s.active;
    if (!t.seat(s.current).refilling)
        next_refiller(t);
}

void next_refiller(Table& t) {
    GameState& s = t.state;
    t.seat(s.current).refilling = false;
    do {
        s.current = next_seat(s, s.current);
        if (s.current == s.active) {
            next_turn(t);
            return;
        }
    } while (!t.seat(s.current).refilling || s.robot_deck.empty());
}

void return_offer(Table& t, int p) {
    PlayerState& player = t.seat(p);
    for (int card : player.offer) {
        // "Return the last card to the bottom of the deck."
        t.state.robot_deck.insert(t.state.robot_deck.begin(), card);
        t.emit({.kind = EventKind::RobotReturned, .player = p, .card = card});
    }
    player.offer.clear();
}

}  // namespace sparks::rules
