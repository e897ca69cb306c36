// Shared helpers of the Sparks rules tests (tests/sparks/rules/*_test.cpp): games
// on the shipped content, a fresh set-up played through to a chosen step, and
// ways to arrange an exact position by hand (dice with chosen faces, robots in
// chosen slots, assistants, upgrade tiles) without losing or doubling a die or a
// card, plus short forms for applying and refusing actions. Every arranged state
// and every state after an action is checked against the harness's invariants.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "harness/sparks_hooks.hpp"
#include "sparks/game.hpp"
#include "support/sparks_content.hpp"

namespace sparks::kit {

inline constexpr Colour Red = Colour::Red;
inline constexpr Colour Yellow = Colour::Yellow;
inline constexpr Colour Green = Colour::Green;
inline constexpr Colour Blue = Colour::Blue;

inline const Content& content() {
    return testing::shipped_content();
}

// A copy of the shipped content changed by `edit`, kept for the rest of the run (a
// Game holds on to its content): for the rulebook's examples whose pictured cards
// or tracks differ from ours.
template <typename Edit>
inline const Content& content_with(Edit edit) {
    static std::vector<std::unique_ptr<Content>> kept;
    auto copy = std::make_unique<Content>(content());
    edit(*copy);
    kept.push_back(std::move(copy));
    return *kept.back();
}

inline Game game_for(int players, bool goal_tiles = false, bool draft = false) {
    GameOptions o;
    o.players = players;
    o.goal_tiles = goal_tiles;
    o.assistant_draft = draft;
    return Game(content(), o);
}

inline Game solo_game(int goals = 1, bool draft = false) {
    GameOptions o;
    o.players = 1;
    o.solo_goals = goals;
    o.assistant_draft = draft;
    return Game(content(), o);
}

inline Effect effect(EffectKind kind, int amount = 1) {
    Effect e;
    e.kind = kind;
    e.amount = amount;
    return e;
}

inline int track_of(Colour c) {
    return static_cast<int>(c);
}

// [SECTION] Content by id.

inline int robot(std::string_view id) {
    const auto& all = content().robots;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return static_cast<int>(i);
    throw std::invalid_argument("no robot " + std::string(id));
}

inline const RobotCard& robot_card(int card) {
    return content().robots[static_cast<std::size_t>(card)];
}

inline int assistant(std::string_view id) {
    const auto& all = content().assistants;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return static_cast<int>(i);
    throw std::invalid_argument("no assistant " + std::string(id));
}

inline const AssistantCard& assistant_card(int card) {
    return content().assistants[static_cast<std::size_t>(card)];
}

// The first assistant with `ability` (Penelope and Walter: of `colour` too).
inline int assistant_with(Ability ability) {
    const auto& all = content().assistants;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].ability == ability)
            return static_cast<int>(i);
    throw std::invalid_argument("no assistant with that ability");
}

// The first designed assistant (no named ability) whose only effect is `kind`, of
// `timing`.
inline int assistant_of_effect(EffectKind kind, Timing timing) {
    const auto& all = content().assistants;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].ability == Ability::None && all[i].timing == timing &&
            all[i].effects.size() == 1 && all[i].effects[0].kind == kind)
            return static_cast<int>(i);
    throw std::invalid_argument("no designed assistant of that effect");
}

inline int goal(std::string_view id) {
    const auto& all = content().goals;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return static_cast<int>(i);
    throw std::invalid_argument("no goal " + std::string(id));
}

inline int bonus_tile(std::string_view id) {
    const auto& all = content().bonus_tiles;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return static_cast<int>(i);
    throw std::invalid_argument("no bonus tile " + std::string(id));
}

inline int production_tile(ProductionKind kind) {
    const auto& all = content().production;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].kind == kind)
            return static_cast<int>(i);
    throw std::invalid_argument("no production tile of that kind");
}

inline const UpgradeType& upgrade_type(UpgradeKind kind) {
    for (const UpgradeType& u : content().upgrades)
        if (u.kind == kind)
            return u;
    throw std::invalid_argument("no upgrade type of that kind");
}

// The space index of the `nth` bonus space (from 0) on `colour`'s track.
inline int bonus_space(Colour colour, int nth) {
    const auto& track = content().tracks[static_cast<std::size_t>(colour)];
    for (std::size_t i = 0; i < track.size(); ++i)
        if (track[i].bonus && nth-- == 0)
            return static_cast<int>(i);
    throw std::invalid_argument("no such bonus space");
}

// Where bonus space `space` of `colour`'s track keeps its tile in GameState::bonus.
inline int bonus_number(Colour colour, int space) {
    int n = 0;
    for (int c = 0; c < kColours; ++c) {
        const auto& track = content().tracks[static_cast<std::size_t>(c)];
        for (int i = 0; i < static_cast<int>(track.size()); ++i) {
            if (c == static_cast<int>(colour) && i == space)
                return n;
            if (track[static_cast<std::size_t>(i)].bonus)
                ++n;
        }
    }
    throw std::invalid_argument("no such space");
}

// The point space just before `space` (kNone when it is the first).
inline int point_space_before(Colour colour, int space) {
    const auto& track = content().tracks[static_cast<std::size_t>(colour)];
    for (int i = space - 1; i >= 0; --i)
        if (!track[static_cast<std::size_t>(i)].bonus)
            return i;
    return kNone;
}

inline int last_point_space(Colour colour) {
    const auto& track = content().tracks[static_cast<std::size_t>(colour)];
    for (int i = static_cast<int>(track.size()) - 1; i >= 0; --i)
        if (!track[static_cast<std::size_t>(i)].bonus)
            return i;
    return kNone;
}

// [SECTION] Looking at a state.

inline PlayerState& seat(GameState& s, int p) {
    return s.seats[static_cast<std::size_t>(p)];
}
inline const PlayerState& seat(const GameState& s, int p) {
    return s.seats[static_cast<std::size_t>(p)];
}
inline int face(const GameState& s, int die) {
    return s.faces[static_cast<std::size_t>(die)];
}
inline Colour colour_of(int die) {
    return static_cast<Colour>(die / content().dice_per_colour);
}
inline bool contains(const std::vector<int>& items, int item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

inline std::vector<Event> events_of(const std::vector<Event>& events, EventKind kind) {
    std::vector<Event> out;
    for (const Event& e : events)
        if (e.kind == kind)
            out.push_back(e);
    return out;
}

inline int count_of(const std::vector<Event>& events, EventKind kind) {
    return static_cast<int>(events_of(events, kind).size());
}

inline void check_invariants(const Game& game, const GameState& s) {
    const std::string broken = testing::invariants(game, s);
    INFO(broken);
    REQUIRE(broken.empty());
}

inline bool is_legal(const Game& game, const GameState& s, const Action& a) {
    const auto legal = game.legal_actions(s);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// [SECTION] Applying and refusing.

// Applies a legal action in place: it must be accepted, listed by legal_actions, and
// leave every invariant holding. Returns its events.
inline std::vector<Event> apply_ok(const Game& game, GameState& s, const Action& a) {
    INFO("action kind " << action_kind_id(a.kind));
    REQUIRE_FALSE(game.check(s, a).has_value());
    CHECK(is_legal(game, s, a));
    std::vector<Event> events;
    const auto refused = game.apply_in_place(s, a, events);
    REQUIRE_FALSE(refused.has_value());
    check_invariants(game, s);
    return events;
}

// The action is refused for `reason` with a message, apply leaves the state as it
// was, and legal_actions does not list it.
inline Rejection refused(const Game& game, const GameState& s, const Action& a,
                         RejectReason reason) {
    INFO("action kind " << action_kind_id(a.kind));
    const auto why = game.check(s, a);
    REQUIRE(why.has_value());
    INFO("message: " << why->message);
    CHECK(reject_reason_id(why->reason) == reject_reason_id(reason));
    CHECK_FALSE(why->message.empty());
    const auto result = game.apply(s, a);
    REQUIRE(std::holds_alternative<Rejection>(result));
    CHECK(std::get<Rejection>(result) == *why);
    GameState copy = s;
    std::vector<Event> events;
    CHECK(game.apply_in_place(copy, a, events).has_value());
    CHECK(copy == s);
    CHECK(events.empty());
    CHECK_FALSE(is_legal(game, s, a));
    return *why;
}

// [SECTION] Action short forms.

inline Action place_robot(int die, int slot, int space, Means colour_by = Means::Match,
                          Means value_by = Means::Match) {
    return {.kind = ActionKind::PlaceRobot,
            .slot = slot,
            .space = space,
            .die = die,
            .colour_by = colour_by,
            .value_by = value_by};
}
inline Action place_upgrade(int die, int space, Means colour_by = Means::Match) {
    return {.kind = ActionKind::PlaceUpgrade, .space = space, .die = die, .colour_by = colour_by};
}
inline Action sell(int die) {
    return {.kind = ActionKind::Sell, .die = die};
}
inline Action change(int die, int delta) {
    return {.kind = ActionKind::ChangeValue, .die = die, .delta = delta};
}
inline Action recruit(int card, int target = kNone) {
    return {.kind = ActionKind::Recruit, .card = card, .target = target};
}
inline Action activate(int box, bool with_cog = false) {
    return {.kind = ActionKind::ActivateBox, .index = box, .with_cog = with_cog};
}
inline Action use(int played, int die = kNone) {
    return {.kind = ActionKind::UseAssistant, .index = played, .die = die};
}
inline Action retrieve(int die) {
    return {.kind = ActionKind::Retrieve, .die = die};
}
inline Action end_actions(int keep = kNone) {
    return {.kind = ActionKind::EndActions, .die = keep};
}
inline Action produce(int tile, int index) {
    return {.kind = ActionKind::PlayProduction, .tile = tile, .index = index};
}
inline Action take(int index, int index2 = kNone) {
    return {.kind = ActionKind::TakeDice, .index = index, .index2 = index2};
}
inline Action assign(int card, int slot) {
    return {.kind = ActionKind::AssignRobot, .card = card, .slot = slot};
}
inline Action discard_robot(int slot) {
    return {.kind = ActionKind::DiscardRobot, .slot = slot};
}
inline Action draw_robots() {
    return {.kind = ActionKind::DrawRobots};
}
inline Action choose_track(Colour c) {
    return {.kind = ActionKind::Choose, .track = track_of(c)};
}
inline Action choose_die(int die, int delta) {
    return {.kind = ActionKind::Choose, .die = die, .delta = delta};
}
inline Action choose_upgrade(int stack, int slot = kNone) {
    return {.kind = ActionKind::Choose, .slot = slot, .index = stack};
}
inline Action choose_box(int box) {
    return {.kind = ActionKind::Choose, .index = box};
}
// A reroll: dice chosen one at a time, then rolled together.
inline Action choose_reroll(int die) {
    return {.kind = ActionKind::Choose, .die = die};
}
inline Action roll_chosen() {
    return {.kind = ActionKind::Choose, .decline = true};
}
inline Action pay_max() {
    return {.kind = ActionKind::Choose};
}
inline Action decline() {
    return {.kind = ActionKind::Choose, .decline = true};
}
inline std::uint64_t mask_of(std::initializer_list<int> dice) {
    std::uint64_t m = 0;
    for (int d : dice)
        m |= std::uint64_t{1} << d;
    return m;
}

// [SECTION] Playing to a step.

// Plays the set-up (robots, and the draft when on) with the first legal action of
// each decision, up to the first production tile.
inline GameState setup_done(const Game& game, std::uint64_t seed) {
    GameState s = game.new_game(seed);
    while (s.phase == Phase::ChooseRobots || s.phase == Phase::Draft) {
        const auto legal = game.legal_actions(s);
        REQUIRE_FALSE(legal.empty());
        apply_ok(game, s, legal.front());
    }
    REQUIRE(s.phase == Phase::Production);
    return s;
}

// A fresh game after set-up with `first` holding the first player marker and about to
// play a production tile.
inline GameState at_production(const Game& game, std::uint64_t seed = 1, int first = 0) {
    GameState s = setup_done(game, seed);
    s.first_player = first;
    s.active = first;
    s.current = first;
    check_invariants(game, s);
    return s;
}

// Every die of every player back in the bag.
inline void clear_dice(GameState& s) {
    for (PlayerState& p : s.seats) {
        s.bag.insert(s.bag.end(), p.dice.begin(), p.dice.end());
        p.dice.clear();
    }
}

// The first turn played to its action phase: `first` plays the anywhere tile from the
// left, the others take their first legal dice; then every die taken goes back to
// the bag, so the test gives each player exactly the dice it wants.
inline GameState in_actions(const Game& game, std::uint64_t seed = 1, int first = 0) {
    GameState s = at_production(game, seed, first);
    apply_ok(game, s, produce(production_tile(ProductionKind::Anywhere), 0));
    while (s.phase == Phase::TakeDice)
        apply_ok(game, s, game.legal_actions(s).front());
    REQUIRE(s.phase == Phase::Actions);
    REQUIRE(s.current == first);
    clear_dice(s);
    check_invariants(game, s);
    return s;
}

// Plays on with the first legal action of each decision (every player ending their
// actions at once, keeping no die) until player p's action phase.
inline void play_to_actions_of(const Game& game, GameState& s, int p) {
    bool first = true;
    while (first || !(s.phase == Phase::Actions && s.current == p && s.pending.empty())) {
        first = false;
        REQUIRE(s.phase != Phase::Over);
        const Action a = s.phase == Phase::Actions && s.pending.empty()
                             ? end_actions()
                             : game.legal_actions(s).front();
        apply_ok(game, s, a);
    }
}

// Plays on as play_to_actions_of does until the next turn has begun (its production
// tile, or the solo game's secondary turn, waits).
inline void play_to_next_turn(const Game& game, GameState& s) {
    const int round = s.round;
    const int turn = s.turn;
    while (s.round == round && s.turn == turn) {
        REQUIRE(s.phase != Phase::Over);
        const Action a = s.phase == Phase::Actions && s.pending.empty()
                             ? end_actions()
                             : game.legal_actions(s).front();
        apply_ok(game, s, a);
    }
}

// [SECTION] Arranging by hand.

// Takes a die of `colour` out of the bag (else the discard pile), showing `value`.
inline int take_die(GameState& s, Colour colour, int value) {
    for (std::vector<int>* pile : {&s.bag, &s.discard})
        for (auto it = pile->begin(); it != pile->end(); ++it)
            if (colour_of(*it) == colour) {
                const int die = *it;
                pile->erase(it);
                s.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(value);
                return die;
            }
    throw std::invalid_argument("no die of that colour left in the bag or the discard pile");
}

// A die of `colour` showing `value` beside player p's board.
inline int give_die(GameState& s, int p, Colour colour, int value) {
    const int die = take_die(s, colour, value);
    seat(s, p).dice.push_back(die);
    return die;
}

// The junkyard holds exactly these dice, left to right (the old ones back in the bag).
inline std::vector<int> set_junkyard(GameState& s,
                                     const std::vector<std::pair<Colour, int>>& dice) {
    s.bag.insert(s.bag.end(), s.junkyard.begin(), s.junkyard.end());
    s.junkyard.clear();
    for (const auto& [colour, value] : dice)
        s.junkyard.push_back(take_die(s, colour, value));
    return s.junkyard;
}

// Takes robot `card` out of wherever it is (a deck, an offer, an empty-handed slot,
// the completed robots).
inline void lift_robot(GameState& s, int card) {
    if (auto it = std::find(s.robot_deck.begin(), s.robot_deck.end(), card);
        it != s.robot_deck.end()) {
        s.robot_deck.erase(it);
        return;
    }
    for (PlayerState& p : s.seats) {
        if (auto it = std::find(p.offer.begin(), p.offer.end(), card); it != p.offer.end()) {
            p.offer.erase(it);
            return;
        }
        for (Slot& slot : p.line)
            if (slot.card == card) {
                for (int& die : slot.dice) {
                    if (die != kNone)
                        s.bag.push_back(die);
                    die = kNone;
                }
                slot.card = kNone;
                return;
            }
        for (auto it = p.completed.begin(); it != p.completed.end(); ++it)
            if (it->card == card) {
                p.completed.erase(it);
                return;
            }
    }
    throw std::invalid_argument("robot card not found");
}

// Robot `id` in player p's slot (the card there before goes under the deck, its dice
// back to the bag).
inline int set_robot(GameState& s, int p, int slot, std::string_view id) {
    const int card = robot(id);
    Slot& at = seat(s, p).line[static_cast<std::size_t>(slot)];
    if (at.card == card)
        return card;
    // A card in another slot swaps places with the one here, so no line is left short.
    Slot* from = nullptr;
    for (PlayerState& other : s.seats)
        for (Slot& slot : other.line)
            if (slot.card == card)
                from = &slot;
    const int old = at.card;
    lift_robot(s, card);
    if (old != kNone) {
        lift_robot(s, old);
        if (from != nullptr)
            from->card = old;
        else
            s.robot_deck.insert(s.robot_deck.begin(), old);
    }
    at.card = card;
    return card;
}

// Player p's slot left empty (its card under the deck).
inline void empty_slot(GameState& s, int p, int slot) {
    const int card = seat(s, p).line[static_cast<std::size_t>(slot)].card;
    if (card == kNone)
        return;
    lift_robot(s, card);
    s.robot_deck.insert(s.robot_deck.begin(), card);
}

// A die of `colour` showing `value` already on `space` of the robot in p's `slot`.
inline int put_die_on_robot(GameState& s, int p, int slot, int space, Colour colour, int value) {
    const int die = take_die(s, colour, value);
    seat(s, p).line[static_cast<std::size_t>(slot)].dice[static_cast<std::size_t>(space)] = die;
    return die;
}

// A die already in p's upgrade section.
inline int put_die_in_upgrade(GameState& s, int p, int space, Colour colour, int value) {
    const int die = take_die(s, colour, value);
    seat(s, p).upgrade_section[static_cast<std::size_t>(space)] = die;
    return die;
}

// Robot `id` among p's completed robots; returns its index there.
inline int add_completed(GameState& s, int p, std::string_view id) {
    const int card = robot(id);
    lift_robot(s, card);
    seat(s, p).completed.push_back({card, BoxFill::Empty});
    return static_cast<int>(seat(s, p).completed.size()) - 1;
}

inline void lift_assistant(GameState& s, int card) {
    if (auto it = std::find(s.assistant_deck.begin(), s.assistant_deck.end(), card);
        it != s.assistant_deck.end()) {
        s.assistant_deck.erase(it);
        return;
    }
    for (PlayerState& p : s.seats) {
        for (std::vector<int>* pile : {&p.hand, &p.packet})
            if (auto it = std::find(pile->begin(), pile->end(), card); it != pile->end()) {
                pile->erase(it);
                return;
            }
        for (auto it = p.played.begin(); it != p.played.end(); ++it)
            if (it->card == card) {
                p.played.erase(it);
                return;
            }
    }
    throw std::invalid_argument("assistant card not found");
}

// Player p's hand is exactly these assistants (the old hand back on the deck).
inline void set_hand(GameState& s, int p, const std::vector<int>& cards) {
    PlayerState& player = seat(s, p);
    s.assistant_deck.insert(s.assistant_deck.begin(), player.hand.begin(), player.hand.end());
    player.hand.clear();
    for (int card : cards) {
        lift_assistant(s, card);
        player.hand.push_back(card);
    }
}

// Assistant `card` among p's played assistants (Conrad: copying played `copies`).
inline int add_played(GameState& s, int p, int card, int copies = kNone) {
    lift_assistant(s, card);
    seat(s, p).played.push_back({card, copies, false});
    return static_cast<int>(seat(s, p).played.size()) - 1;
}

// `count` played assistants for p that have no lasting ability (one-time cards).
inline void add_plain_played(GameState& s, int p, int count) {
    for (std::size_t i = 0; i < content().assistants.size() && count > 0; ++i) {
        const AssistantCard& a = content().assistants[i];
        if (a.ability != Ability::None || a.timing != Timing::OneTime)
            continue;
        const int card = static_cast<int>(i);
        bool free = contains(s.assistant_deck, card);
        if (!free)
            continue;
        add_played(s, p, card);
        --count;
    }
    REQUIRE(count == 0);
}

// An upgrade tile for p: a general or die upgrade, or a slot upgrade on `slot`.
inline void give_upgrade(GameState& s, int p, UpgradeKind kind, int slot = kNone) {
    if (is_slot_upgrade(kind))
        seat(s, p).line.at(static_cast<std::size_t>(slot)).upgrade = static_cast<int>(kind);
    else
        seat(s, p).upgrades.push_back(static_cast<int>(kind));
}

// The junkyard's upgrade stacks are these kinds, full.
inline void set_stacks(GameState& s, const std::vector<UpgradeKind>& kinds) {
    s.stacks.clear();
    for (UpgradeKind k : kinds)
        s.stacks.push_back({static_cast<int>(k), upgrade_type(k).copies});
}

inline int stack_of(const GameState& s, UpgradeKind kind) {
    for (std::size_t i = 0; i < s.stacks.size(); ++i)
        if (s.stacks[i].kind == static_cast<int>(kind))
            return static_cast<int>(i);
    return kNone;
}

// The bonus tile on the `nth` bonus space of `colour`'s track is `id` (swapped with
// wherever that tile lay).
inline void set_bonus(GameState& s, Colour colour, int nth, std::string_view id) {
    const int at = bonus_number(colour, bonus_space(colour, nth));
    const int tile = bonus_tile(id);
    auto it = std::find(s.bonus.begin(), s.bonus.end(), tile);
    std::swap(*it, s.bonus[static_cast<std::size_t>(at)]);
}

// Player `p` in the action phase (of a 2-player game, player 0 active) with `cards`
// played.
inline GameState with_played(const Game& game, std::uint64_t seed, int p,
                             const std::vector<std::string>& cards) {
    GameState s = in_actions(game, seed);
    if (p == 1)
        apply_ok(game, s, end_actions());
    for (const std::string& id : cards)
        add_played(s, p, assistant(id));
    check_invariants(game, s);
    return s;
}

// In an open reroll decision, chooses the dice held[chosen[0]], held[chosen[1]] ...
// (`held`: the player's dice in the order held), rolls them, and checks that they, and
// only they, took new faces, drawn from the game's generator in the order held, and
// that nothing else was drawn.
inline void reroll_and_check_faces(const Game& game, GameState& s, const std::vector<int>& held,
                                   const std::vector<std::size_t>& chosen) {
    for (std::size_t i : chosen)
        apply_ok(game, s, choose_reroll(held.at(i)));
    const GameState before = s;
    engine::Rng generator = s.rng;
    std::vector<int> expected;
    for (std::size_t i = 0; i < held.size(); ++i) {
        const bool rolled = std::find(chosen.begin(), chosen.end(), i) != chosen.end();
        expected.push_back(rolled ? static_cast<int>(generator.below(6)) + 1
                                  : face(before, held[i]));
    }
    apply_ok(game, s, roll_chosen());
    for (std::size_t i = 0; i < held.size(); ++i)
        CHECK(face(s, held[i]) == expected[i]);
    CHECK(s.rng == generator);
    for (int die = 0; die < static_cast<int>(s.faces.size()); ++die)
        if (!contains(held, die))
            CHECK(face(s, die) == face(before, die));
}

}  // namespace sparks::kit
