// Whether an action is legal now, and if not, why: every refusal has a reason and
// a message for people. apply() runs this before it changes anything, and
// legal_actions() lists exactly the actions it accepts.
#include <algorithm>
#include <string>

#include "rules/choices.hpp"
#include "rules/rules.hpp"
#include "sparks/event_text.hpp"

namespace sparks::rules {

namespace {

bool contains(const std::vector<int>& items, int item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

std::optional<Rejection> in_phase(const GameState& s, Phase phase, Explain explain) {
    if (s.phase != phase)
        return refuse(RejectReason::WrongPhase, explain, [&] {
            return "The game waits for " + std::string(phase_words(s.phase)) + ".";
        });
    return std::nullopt;
}

}  // namespace

std::optional<Rejection> production_problem(const Game& game, const GameState& s, const Action& a,
                                            Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    if (!contains(player.production, a.tile))
        return refuse(RejectReason::NoSuchThing, explain,
                      "That production tile is not yours to play.");
    const ProductionTile& tile = game.content().production[static_cast<std::size_t>(a.tile)];
    const int n = production_dice(game, tile);
    const int row = static_cast<int>(s.junkyard.size());
    if (row <= n) {
        if (a.index != 0)
            return refuse(RejectReason::NotAllowed, explain,
                          "The junkyard has no more dice than the tile takes: take them all "
                          "(from place 0).");
        return std::nullopt;
    }
    if (a.index < 0 || a.index > row - n)
        return refuse(RejectReason::NoSuchThing, explain, [&] {
            return "There is no run of " + std::to_string(n) + " dice from that place.";
        });
    // "Either from the left or the right side of the junkyard"; the anywhere tile takes
    // any adjacent run.
    if (tile.kind != ProductionKind::Anywhere && a.index != 0 && a.index != row - n)
        return refuse(RejectReason::NotAllowed, explain,
                      "Take the dice from the left or the right end of the junkyard.");
    return std::nullopt;
}

std::optional<Rejection> take_problem(const DiceTaking& taking, const Action& a, Explain explain) {
    const int row = taking.row;
    const int n = taking.dice;
    const bool anywhere = taking.anywhere;
    const auto valid = [&](int i) { return i >= 0 && i < row; };
    if (n == 1) {
        if (!valid(a.index) || a.index2 != kNone)
            return refuse(RejectReason::NoSuchThing, explain, "Take one die from the junkyard.");
        if (!anywhere && a.index != 0 && a.index != row - 1)
            return refuse(RejectReason::NotAllowed, explain,
                          "Take your die from the left or the right end of the junkyard.");
        return std::nullopt;
    }
    if (!valid(a.index) || !valid(a.index2) || a.index >= a.index2)
        return refuse(RejectReason::NoSuchThing, explain, "Take two dice from the junkyard.");
    // "Both must be taken from the same side of the junkyard" (Quincy: anywhere).
    if (!anywhere && !(a.index == 0 && a.index2 == 1) &&
        !(a.index == row - 2 && a.index2 == row - 1))
        return refuse(RejectReason::NotAllowed, explain,
                      "Take both dice from the same end of the junkyard.");
    return std::nullopt;
}

DiceTaking dice_taking(const Game& game, const GameState& s) {
    return {static_cast<int>(s.junkyard.size()), dice_to_take(game, s),
            takes_anywhere(game, s, s.current)};
}

namespace {

std::optional<Rejection> check_recruit(const Game& game, const GameState& s, const Action& a,
                                       Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    if (!contains(player.hand, a.card))
        return refuse(RejectReason::NoSuchThing, explain, "That assistant is not in your hand.");
    if (auto problem = conrad_problem(game, player, a.card, a.target, explain))
        return problem;
    const int cost = recruit_cost(game, s, s.current);
    if (player.cogs < cost)
        return refuse(RejectReason::CannotAfford, explain, [&] {
            return "Recruiting costs " + std::to_string(cost) + " cogs; you have " +
                   std::to_string(player.cogs) + ".";
        });
    return std::nullopt;
}

std::optional<Rejection> check_box(const Game& game, const GameState& s, const Action& a,
                                   Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    bool held = false;
    for_each_power_box(game.content(), player, [&](int box) { held = held || box == a.index; });
    if (!held)
        return refuse(RejectReason::NoSuchThing, explain, "You have no such power box.");
    return box_problem(game, s, a.index, a.with_cog, explain);
}

std::optional<Rejection> check_use(const Game& game, const GameState& s, const Action& a,
                                   Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    if (a.index < 0 || a.index >= static_cast<int>(player.played.size()))
        return refuse(RejectReason::NoSuchThing, explain, "You have not played that assistant.");
    const AssistantCard& card = effective_card(game.content(), player, a.index);
    // Frank and Silas discard a die, which a die "locked in place" is not; Octavia's
    // words are "one of your available dice", and a die waiting to move by Recycle may be
    // altered by "other effects" before it is placed (R30, R35).
    const bool reachable =
        available(player, a.die) || (card.ability == Ability::Octavia && in_flight(s, a.die));
    const int face = reachable ? s.faces[static_cast<std::size_t>(a.die)] : 0;
    switch (assistant_use(game.content(), player, a.index)) {
        case AssistantUse::Nothing:
            if (card.timing == Timing::OncePerTurn &&
                player.played[static_cast<std::size_t>(a.index)].used_this_turn)
                return refuse(RejectReason::NotAllowed, explain,
                              [&] { return card.name + " has been used this turn."; });
            return refuse(RejectReason::NotAllowed, explain,
                          [&] { return card.name + " has no effect to use now."; });
        case AssistantUse::HighDie:
            if (face == 0)
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your available dice.");
            if (!frank_takes(face))
                return refuse(RejectReason::Requirement, explain,
                              "Frank takes a die showing 5 or 6.");
            return std::nullopt;
        case AssistantUse::AnyDie:
            if (face == 0)
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your available dice.");
            return std::nullopt;
        case AssistantUse::NoDie:
            if (a.die != kNone)
                return refuse(RejectReason::NoSuchThing, explain,
                              [&] { return card.name + " takes no die."; });
            return std::nullopt;
    }
    return std::nullopt;
}

std::optional<Rejection> check_actions_phase(const Game& game, const GameState& s, const Action& a,
                                             Explain explain) {
    if (auto wrong = in_phase(s, Phase::Actions, explain))
        return wrong;
    const int p = s.current;
    const PlayerState& player = s.seats[static_cast<std::size_t>(p)];
    const Content& c = game.content();
    switch (a.kind) {
        case ActionKind::PlaceUpgrade: {
            if (!available(player, a.die))
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your available dice.");
            if (a.space < 0 || a.space >= kUpgradeSpaces)
                return refuse(RejectReason::NoSuchThing, explain,
                              "There is no such upgrade space.");
            if (player.upgrade_section[static_cast<std::size_t>(a.space)] != kNone)
                return refuse(RejectReason::NotAllowed, explain,
                              "That upgrade space holds a die already.");
            if (factory_at_top(c, player))
                return refuse(RejectReason::NotAllowed, explain,
                              "Your factory is at its top level.");
            const Colour space_colour = c.boards[static_cast<std::size_t>(p)]
                                            .upgrade_spaces[static_cast<std::size_t>(a.space)];
            return placement_problem(game, s, p, a.die, s.faces[static_cast<std::size_t>(a.die)],
                                     {space_colour, std::nullopt}, a.colour_by, a.value_by, 0,
                                     explain);
        }
        case ActionKind::PlaceRobot: {
            if (!available(player, a.die))
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your available dice.");
            if (a.slot < 0 || a.slot >= kSlots ||
                player.line[static_cast<std::size_t>(a.slot)].card == kNone)
                return refuse(RejectReason::NoSuchThing, explain,
                              "There is no robot in that slot.");
            const Slot& slot = player.line[static_cast<std::size_t>(a.slot)];
            const RobotCard& robot = c.robots[static_cast<std::size_t>(slot.card)];
            if (a.space < 0 || a.space >= static_cast<int>(robot.spaces.size()))
                return refuse(RejectReason::NoSuchThing, explain, "That robot has no such space.");
            if (slot.dice[static_cast<std::size_t>(a.space)] != kNone)
                return refuse(RejectReason::NotAllowed, explain, "That space holds a die already.");
            return placement_problem(game, s, p, a.die, s.faces[static_cast<std::size_t>(a.die)],
                                     robot_space(c, player, a.slot, a.space), a.colour_by,
                                     a.value_by, 0, explain);
        }
        case ActionKind::Sell:
            // "You may sell a die at any time (even a die that has been locked ...)."
            if (find_die(player, a.die).place == Place::Elsewhere)
                return refuse(RejectReason::NoSuchThing, explain, "That die is not yours.");
            return std::nullopt;
        case ActionKind::ChangeValue:
            return change_value_problem(s, a, explain);
        case ActionKind::Recruit:
            return check_recruit(game, s, a, explain);
        case ActionKind::ActivateBox:
            return check_box(game, s, a, explain);
        case ActionKind::UseAssistant:
            return check_use(game, s, a, explain);
        case ActionKind::Retrieve: {
            if (!has_upgrade(player, UpgradeKind::Rearrange))
                return refuse(RejectReason::NotAllowed, explain,
                              "Only the Rearrange upgrade moves a placed die again.");
            const Place at = find_die(player, a.die).place;
            if (at != Place::Upgrade && at != Place::Robot)
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose a die in your upgrade section or on a robot.");
            return std::nullopt;
        }
        case ActionKind::RerollDice: {
            if (!player.reroll_ready)
                return refuse(RejectReason::NotAllowed, explain,
                              "Only the reroll production tile rerolls, once in its turn.");
            return std::nullopt;
        }
        case ActionKind::EndActions:
            if (a.die != kNone && !available(player, a.die))
                return refuse(RejectReason::NoSuchThing, explain,
                              "Keep one of your available dice, or none.");
            return std::nullopt;
        default:
            return refuse(RejectReason::WrongPhase, explain, "Not while using dice.");
    }
}

}  // namespace

std::optional<Rejection> change_value_problem(const GameState& s, const Action& a,
                                              Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    // "Change a die value: At any time, you may pay cogs to alter the value of one of your
    // dice": placed ones too, where the new face counts (R30).
    if (!owns_die(s, s.current, a.die))
        return refuse(RejectReason::NoSuchThing, explain, "Choose one of your dice.");
    if (a.delta != 1 && a.delta != -1)
        return refuse(RejectReason::NotAllowed, explain, "A cog changes a die by 1, up or down.");
    const int to = s.faces[static_cast<std::size_t>(a.die)] + a.delta;
    if (to < 1 || to > 6)
        return refuse(RejectReason::NotAllowed, explain, "A die cannot go above 6 or below 1.");
    if (player.cogs < 1)
        return refuse(RejectReason::CannotAfford, explain,
                      "Changing a die costs a cog; you have none.");
    return std::nullopt;
}

std::optional<Rejection> box_problem(const Game& game, const GameState& s, int box, bool with_cog,
                                     Explain explain) {
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    const BoxFill fill =
        box == kNone ? player.board_box : player.completed[static_cast<std::size_t>(box)].box;
    if (fill != BoxFill::Empty)
        return refuse(RejectReason::NotAllowed, explain,
                      "That power box is already active until the end of the round.");
    if (with_cog) {
        if (ability_count(game.content(), player, Ability::Emma) == 0)
            return refuse(RejectReason::NotAllowed, explain,
                          "Only Emma lets a cog activate a power box.");
        if (player.cogs < 1)
            return refuse(RejectReason::CannotAfford, explain, "You have no cog.");
    } else if (player.sparks < 1) {
        return refuse(RejectReason::CannotAfford, explain, "You have no spark in your storage.");
    }
    return std::nullopt;
}

AssistantUse assistant_use(const Content& content, const PlayerState& player, int played_index) {
    const AssistantCard& card = effective_card(content, player, played_index);
    if (card.timing == Timing::OncePerTurn &&
        player.played[static_cast<std::size_t>(played_index)].used_this_turn)
        return AssistantUse::Nothing;
    switch (card.ability) {
        case Ability::Frank:
            return AssistantUse::HighDie;
        case Ability::Octavia:
        case Ability::Silas:
            return AssistantUse::AnyDie;
        case Ability::None:
            if (card.timing == Timing::OncePerTurn && !card.effects.empty())
                return AssistantUse::NoDie;
            return AssistantUse::Nothing;
        default:
            return AssistantUse::Nothing;
    }
}

bool frank_takes(int face) {
    // "Discard a die with value 5 or 6"
    return face >= 5;
}

namespace {

// Recycle: "You may pay cogs or use other effects to alter the die before placing it."
// While the decision waits, the actions that change a face may reach the dice it may
// move: a paid change, Octavia, Silas (whose pips then come first) and the reroll tile.
bool alters_moving_die(const Game& game, const GameState& s, const Action& a) {
    if (!moving_die_waits(s))
        return false;
    switch (a.kind) {
        case ActionKind::ChangeValue:
            return in_flight(s, a.die);
        case ActionKind::RerollDice:
            return true;
        case ActionKind::UseAssistant: {
            const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
            if (a.index < 0 || a.index >= static_cast<int>(player.played.size()))
                return false;
            const Ability ability = effective_card(game.content(), player, a.index).ability;
            return (ability == Ability::Octavia && in_flight(s, a.die)) ||
                   ability == Ability::Silas;
        }
        default:
            return false;
    }
}

// The fields an action of its kind uses (for a Choose, those of the decision it
// answers); every other field must keep its default, so that one action has one
// form: the form legal_actions lists and the JSON form writes.
enum Field : unsigned {
    kCard = 1u << 0,
    kSlot = 1u << 1,
    kSpace = 1u << 2,
    kTile = 1u << 3,
    kIndex = 1u << 4,
    kIndex2 = 1u << 5,
    kDie = 1u << 6,
    kDelta = 1u << 7,
    kTarget = 1u << 8,
    kTrack = 1u << 9,
    kDice = 1u << 10,
    kColourBy = 1u << 11,
    kValueBy = 1u << 12,
    kWithCog = 1u << 13,
    kDecline = 1u << 14,
};

unsigned choice_fields(PendingKind kind) {
    switch (kind) {
        case PendingKind::AdvanceAny:
        case PendingKind::Redirect:
            return kTrack;
        case PendingKind::Adjust:
        case PendingKind::Silas:
            return kDie | kDelta;
        case PendingKind::Reroll:
            return kDie;
        case PendingKind::UpgradeTile:
            return kIndex | kSlot;
        case PendingKind::FreeAssistant:
            return kCard | kTarget;
        case PendingKind::Recycle:
            return kDie | kSlot | kSpace | kDelta | kColourBy | kValueBy;
        case PendingKind::MaxActivate:
            return 0;
        case PendingKind::PowerBox:
            return kIndex;
    }
    return 0;
}

unsigned used_fields(const GameState& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::AssignRobot:
            return kCard | kSlot;
        case ActionKind::DraftAssistant:
            return kCard;
        case ActionKind::PlayProduction:
            return kTile | kIndex;
        case ActionKind::TakeDice:
            return kIndex | kIndex2;
        case ActionKind::PlaceUpgrade:
            return kDie | kSpace | kColourBy;
        case ActionKind::PlaceRobot:
            return kDie | kSlot | kSpace | kColourBy | kValueBy;
        case ActionKind::Sell:
        case ActionKind::Retrieve:
            return kDie;
        case ActionKind::ChangeValue:
            return kDie | kDelta;
        case ActionKind::Recruit:
            return kCard | kTarget;
        case ActionKind::ActivateBox:
            return kIndex | kWithCog;
        case ActionKind::UseAssistant:
            return kIndex | kDie;
        case ActionKind::RerollDice:
            return 0;
        case ActionKind::Choose:
            if (a.decline || s.pending.empty())
                return kDecline;
            return choice_fields(s.pending.front().kind);
        case ActionKind::DiscardRobot:
            return kSlot;
        case ActionKind::DrawRobots:
            return 0;
        case ActionKind::EndActions:
            return kDie;
    }
    return 0;
}

bool only_used_fields(const GameState& s, const Action& a) {
    const unsigned used = used_fields(s, a);
    const Action d;
    const auto same = [&](unsigned field, bool equal) { return (used & field) != 0 || equal; };
    return same(kCard, a.card == d.card) && same(kSlot, a.slot == d.slot) &&
           same(kSpace, a.space == d.space) && same(kTile, a.tile == d.tile) &&
           same(kIndex, a.index == d.index) && same(kIndex2, a.index2 == d.index2) &&
           same(kDie, a.die == d.die) && same(kDelta, a.delta == d.delta) &&
           same(kTarget, a.target == d.target) && same(kTrack, a.track == d.track) &&
           same(kColourBy, a.colour_by == d.colour_by) &&
           same(kValueBy, a.value_by == d.value_by) && same(kWithCog, a.with_cog == d.with_cog) &&
           same(kDecline, a.decline == d.decline);
}

}  // namespace

Action trim_fields(const GameState& s, Action a) {
    const unsigned used = used_fields(s, a);
    const Action d;
    const auto keep = [&](unsigned field, auto& value, const auto& fallback) {
        if ((used & field) == 0)
            value = fallback;
    };
    keep(kCard, a.card, d.card);
    keep(kSlot, a.slot, d.slot);
    keep(kSpace, a.space, d.space);
    keep(kTile, a.tile, d.tile);
    keep(kIndex, a.index, d.index);
    keep(kIndex2, a.index2, d.index2);
    keep(kDie, a.die, d.die);
    keep(kDelta, a.delta, d.delta);
    keep(kTarget, a.target, d.target);
    keep(kTrack, a.track, d.track);
    keep(kColourBy, a.colour_by, d.colour_by);
    keep(kValueBy, a.value_by, d.value_by);
    keep(kWithCog, a.with_cog, d.with_cog);
    keep(kDecline, a.decline, d.decline);
    return a;
}

std::optional<Rejection> validate(const Game& game, const GameState& s, const Action& a,
                                  Explain explain) {
    if (s.phase == Phase::Over)
        return refuse(RejectReason::WrongPhase, explain, "The game is over.");
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    if (!s.pending.empty() && a.kind != ActionKind::Choose && !alters_moving_die(game, s, a))
        return refuse(RejectReason::PendingFirst, explain,
                      [&] { return "First decide: " + pending_words(s.pending.front()) + "."; });
    if (!only_used_fields(s, a))
        return refuse(RejectReason::NoSuchThing, explain,
                      "The action has fields its kind does not use; leave them out.");
    switch (a.kind) {
        case ActionKind::Choose:
            if (s.pending.empty())
                return refuse(RejectReason::WrongPhase, explain, "There is nothing to decide.");
            return choice_problem(game, s, a, explain);
        case ActionKind::AssignRobot:
            if (s.phase != Phase::ChooseRobots && !(s.phase == Phase::Refill && player.drew_robots))
                return refuse(RejectReason::WrongPhase, explain,
                              "Robots go into the assembly line at set-up and after drawing them "
                              "at the end of a turn.");
            if (!contains(player.offer, a.card))
                return refuse(RejectReason::NoSuchThing, explain,
                              "That robot is not among those you drew.");
            if (a.slot < 0 || a.slot >= kSlots ||
                player.line[static_cast<std::size_t>(a.slot)].card != kNone)
                return refuse(RejectReason::NotAllowed, explain,
                              "Choose an empty slot of your assembly line.");
            return std::nullopt;
        case ActionKind::DraftAssistant:
            if (auto wrong = in_phase(s, Phase::Draft, explain))
                return wrong;
            if (!contains(player.packet, a.card))
                return refuse(RejectReason::NoSuchThing, explain,
                              "That assistant is not in your packet.");
            return std::nullopt;
        case ActionKind::PlayProduction:
            if (auto wrong = in_phase(s, Phase::Production, explain))
                return wrong;
            return production_problem(game, s, a, explain);
        case ActionKind::TakeDice:
            if (auto wrong = in_phase(s, Phase::TakeDice, explain))
                return wrong;
            return take_problem(dice_taking(game, s), a, explain);
        case ActionKind::DiscardRobot:
            if (auto wrong = in_phase(s, Phase::Refill, explain))
                return wrong;
            if (player.drew_robots)
                return refuse(RejectReason::NotAllowed, explain,
                              "Discard unfinished robots before drawing new ones.");
            if (a.slot < 0 || a.slot >= kSlots ||
                player.line[static_cast<std::size_t>(a.slot)].card == kNone)
                return refuse(RejectReason::NoSuchThing, explain,
                              "There is no robot in that slot.");
            return std::nullopt;
        case ActionKind::DrawRobots:
            if (auto wrong = in_phase(s, Phase::Refill, explain))
                return wrong;
            if (player.drew_robots)
                return refuse(RejectReason::NotAllowed, explain,
                              "You have drawn your robots this turn.");
            return std::nullopt;
        default:
            return check_actions_phase(game, s, a, explain);
    }
}

}  // namespace sparks::rules

namespace sparks {

Action trimmed(const GameState& state, Action action) {
    return rules::trim_fields(state, action);
}

}  // namespace sparks
