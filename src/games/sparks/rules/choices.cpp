// The decisions effects leave to their player.
#include "rules/choices.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace sparks::rules {

namespace {

bool box_taken(const Pending& pending, int box) {
    return (pending.dice >> (box + 1)) & 1u;
}

std::vector<int> boxes_left(const Content& content, const PlayerState& player,
                            const Pending& pending) {
    std::vector<int> left;
    for (int box : power_boxes(content, player))
        if (!box_taken(pending, box))
            left.push_back(box);
    return left;
}

// The robot spaces a recycled die may go to: any vacant space of another robot.
bool recycle_target_exists(const PlayerState& player, const Content& content, int from_slot) {
    for (int slot = 0; slot < kSlots; ++slot) {
        const Slot& s = player.line[static_cast<std::size_t>(slot)];
        if (slot == from_slot || s.card == kNone)
            continue;
        const auto spaces = content.robots[static_cast<std::size_t>(s.card)].spaces.size();
        for (std::size_t i = 0; i < spaces; ++i)
            if (s.dice[i] == kNone)
                return true;
    }
    return false;
}

bool any_advance_possible(const Content& content, const PlayerState& player) {
    for (int c = 0; c < kColours; ++c)
        if (!track_at_end(content, player, static_cast<Colour>(c)))
            return true;
    return false;
}

std::optional<Rejection> adjust_problem(const GameState& s, const Action& a, Explain explain) {
    // "+/-: Increase or decrease the value of any of your dice by 1", placed ones too
    // (R30).
    if (!owns_die(s, s.current, a.die))
        return refuse(RejectReason::NoSuchThing, explain, "Choose one of your dice.");
    if (a.delta != 1 && a.delta != -1)
        return refuse(RejectReason::NotAllowed, explain, "Change the die by 1, up or down.");
    const int to = s.faces[static_cast<std::size_t>(a.die)] + a.delta;
    if (to < 1 || to > 6)
        return refuse(RejectReason::NotAllowed, explain, "A die cannot go above 6 or below 1.");
    return std::nullopt;
}

}  // namespace

int production_dice(const Game& game, const ProductionTile& tile) {
    if (tile.kind == ProductionKind::TwoFive)
        return game.options().players >= 4 ? tile.many_dice : tile.few_dice;
    return tile.dice;
}

std::optional<Rejection> conrad_problem(const Game& game, const PlayerState& player, int card,
                                        int target, Explain explain) {
    const AssistantCard& a = game.content().assistants[static_cast<std::size_t>(card)];
    if (a.ability != Ability::Conrad) {
        if (target != kNone)
            return refuse(RejectReason::NotAllowed, explain,
                          [&] { return a.name + " copies no card."; });
        return std::nullopt;
    }
    // "Tuck this card partly below any other of your played assistant cards."
    if (target < 0 || target >= static_cast<int>(player.played.size()))
        return refuse(RejectReason::NoSuchThing, explain,
                      "Conrad copies one of your played assistants: choose which.");
    const int copied = player.played[static_cast<std::size_t>(target)].card;
    if (game.content().assistants[static_cast<std::size_t>(copied)].ability == Ability::Conrad)
        return refuse(RejectReason::NotAllowed, explain, "Conrad cannot copy another Conrad.");
    return std::nullopt;
}

std::string pending_words(const Pending& pending) {
    switch (pending.kind) {
        case PendingKind::AdvanceAny:
            return "advance one space on a track of your choice";
        case PendingKind::Redirect:
            return "advance on the " + std::string(colour_id(static_cast<Colour>(pending.colour))) +
                   " track, or another";
        case PendingKind::Adjust:
            return "change one of your dice by 1 (or not)";
        case PendingKind::Reroll:
            return "choose, one at a time, the available dice to reroll, then roll them";
        case PendingKind::UpgradeTile:
            return "take an upgrade tile from the junkyard";
        case PendingKind::FreeAssistant:
            return "play an assistant from your hand for free (or not)";
        case PendingKind::Recycle:
            return "move a die of the robot you completed to another robot (or not)";
        case PendingKind::MaxActivate:
            return "pay a cog to fire the new robot's power box now (or not)";
        case PendingKind::PowerBox:
            return "choose a power box whose effect you gain";
        case PendingKind::Silas:
            return "move your dice up or down by " + std::to_string(pending.amount) +
                   " pips in all (or stop)";
    }
    return "";
}

std::optional<Rejection> choice_problem(const Game& game, const GameState& s, const Action& a,
                                        Explain explain) {
    const Pending& pending = s.pending.front();
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    const Content& c = game.content();
    switch (pending.kind) {
        case PendingKind::AdvanceAny:
            if (a.decline) {
                if (any_advance_possible(c, player))
                    return refuse(RejectReason::NotAllowed, explain,
                                  "Choose a track to advance on.");
                return std::nullopt;
            }
            if (a.track < 0 || a.track >= kColours)
                return refuse(RejectReason::NoSuchThing, explain, "Choose one of the four tracks.");
            if (track_at_end(c, player, static_cast<Colour>(a.track)))
                return refuse(RejectReason::NotAllowed, explain,
                              "You are at the end of that track.");
            return std::nullopt;
        case PendingKind::Redirect:
            if (a.decline || a.track < 0 || a.track >= kColours)
                return refuse(RejectReason::NoSuchThing, explain, "Choose one of the four tracks.");
            return std::nullopt;
        case PendingKind::Adjust:
        case PendingKind::Silas:
            if (a.decline)
                return std::nullopt;
            return adjust_problem(s, a, explain);
        case PendingKind::Reroll:
            // Dice are chosen one at a time and rolled together when the player declines
            // to choose more, so a choice is one of n + 1 actions, never one of 2^n sets.
            if (a.decline)
                return std::nullopt;
            // "Reroll any number of your available dice", and a die waiting to move by
            // Recycle, which "other effects" may alter before it is placed (R35).
            if (!available(player, a.die) && !in_flight(s, a.die))
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your available dice.");
            if ((pending.dice >> a.die) & 1u)
                return refuse(RejectReason::NotAllowed, explain, "That die is chosen already.");
            return std::nullopt;
        case PendingKind::UpgradeTile:
            if (a.decline) {
                if (any_upgrade_takeable(c, s, player))
                    return refuse(RejectReason::NotAllowed, explain,
                                  "Choose an upgrade tile to take.");
                return std::nullopt;
            }
            if (!can_take_upgrade(c, s, player, a.index, a.slot))
                return refuse(RejectReason::NotAllowed, explain,
                              "You cannot take that tile there: a slot upgrade needs a slot "
                              "without one, and you can never have two identical tiles.");
            return std::nullopt;
        case PendingKind::FreeAssistant:
            if (a.decline)
                return std::nullopt;
            if (std::find(player.hand.begin(), player.hand.end(), a.card) == player.hand.end())
                return refuse(RejectReason::NoSuchThing, explain,
                              "That assistant is not in your hand.");
            return conrad_problem(game, player, a.card, a.target, explain);
        case PendingKind::Recycle: {
            if (a.decline)
                return std::nullopt;
            if (a.die < 0 || a.die >= 64 || !((pending.dice >> a.die) & 1u))
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose a die of the robot you completed.");
            if (a.slot < 0 || a.slot >= kSlots || a.slot == pending.slot ||
                player.line[static_cast<std::size_t>(a.slot)].card == kNone)
                return refuse(RejectReason::NoSuchThing, explain,
                              "The die goes to another robot in your assembly line.");
            const Slot& slot = player.line[static_cast<std::size_t>(a.slot)];
            const auto& spaces = c.robots[static_cast<std::size_t>(slot.card)].spaces;
            if (a.space < 0 || a.space >= static_cast<int>(spaces.size()) ||
                slot.dice[static_cast<std::size_t>(a.space)] != kNone)
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose a vacant space on that robot.");
            const int face = s.faces[static_cast<std::size_t>(a.die)] + a.delta;
            if (face < 1 || face > 6)
                return refuse(RejectReason::NotAllowed, explain,
                              "A die cannot go above 6 or below 1.");
            // "You may pay cogs or use other effects to alter the die before placing it": the
            // cogs change it to the space's value, the one change placing it needs.
            const DieSpace& need = spaces[static_cast<std::size_t>(a.space)];
            const int now = s.faces[static_cast<std::size_t>(a.die)];
            const int needed = need.value && *need.value != now ? *need.value - now : 0;
            if (a.delta != 0 && a.delta != needed)
                return refuse(RejectReason::NotAllowed, explain,
                              "Pay to change the die only to the value of the space it goes to.");
            return placement_problem(game, s, s.current, a.die, face,
                                     robot_space(c, player, a.slot, a.space), a.colour_by,
                                     a.value_by, std::abs(a.delta), explain);
        }
        case PendingKind::MaxActivate:
            if (!a.decline && player.cogs < 1)
                return refuse(RejectReason::CannotAfford, explain, "You have no cog to pay Max.");
            return std::nullopt;
        case PendingKind::PowerBox: {
            const auto left = boxes_left(c, player, pending);
            if (a.decline) {
                if (!left.empty())
                    return refuse(RejectReason::NotAllowed, explain, "Choose a power box.");
                return std::nullopt;
            }
            if (std::find(left.begin(), left.end(), a.index) == left.end())
                return refuse(RejectReason::NoSuchThing, explain,
                              "Choose one of your power boxes not chosen yet.");
            return std::nullopt;
        }
    }
    return std::nullopt;
}

void resolve_choice(Table& t, const Action& a) {
    GameState& s = t.state;
    const int p = s.current;
    const Pending pending = s.pending.front();
    s.pending.erase(s.pending.begin());
    PlayerState& player = t.seat(p);
    t.emit({.kind = EventKind::ChoiceMade, .player = p, .amount = static_cast<int>(pending.kind)});
    // A decision that goes on (Silas' pips, Olympia's second box) comes back first.
    const auto again = [&](Pending next) { s.pending.insert(s.pending.begin(), next); };
    switch (pending.kind) {
        case PendingKind::AdvanceAny:
        case PendingKind::Redirect:
            if (!a.decline)
                step(t, p, static_cast<Colour>(a.track));
            break;
        case PendingKind::Adjust:
        case PendingKind::Silas:
            if (a.decline)
                break;
            // What Silas has left comes back first, before anything the change opens.
            if (pending.kind == PendingKind::Silas && pending.amount > 1) {
                Pending rest = pending;
                --rest.amount;
                again(rest);
            }
            set_face(t, p, a.die, s.faces[static_cast<std::size_t>(a.die)] + a.delta);
            break;
        case PendingKind::Reroll:
            if (!a.decline) {
                Pending more = pending;
                more.dice |= std::uint64_t{1} << a.die;
                again(more);
                break;
            }
            // The chosen dice are rolled together, in the order the player holds them (a
            // die waiting to move last).
            for (int die : owned_dice(s, p))
                if ((pending.dice >> die) & 1u) {
                    s.faces[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(roll(s));
                    t.emit({.kind = EventKind::DieRerolled,
                            .player = p,
                            .die = die,
                            .value = s.faces[static_cast<std::size_t>(die)]});
                }
            break;
        case PendingKind::UpgradeTile: {
            if (a.decline)
                break;
            UpgradeStack& stack = s.stacks[static_cast<std::size_t>(a.index)];
            --stack.left;
            if (is_slot_upgrade(static_cast<UpgradeKind>(stack.kind)))
                player.line[static_cast<std::size_t>(a.slot)].upgrade = stack.kind;
            else
                player.upgrades.push_back(stack.kind);
            t.emit(
                {.kind = EventKind::UpgradeTaken, .player = p, .card = stack.kind, .slot = a.slot});
            break;
        }
        case PendingKind::FreeAssistant:
            if (!a.decline)
                recruit(t, p, a.card, a.target, 0);
            break;
        case PendingKind::Recycle: {
            int chosen = a.decline ? kNone : a.die;
            for (int die = 0; die < 64; ++die)
                if (((pending.dice >> die) & 1u) && die != chosen)
                    discard_die(t, die);
            if (chosen == kNone)
                break;
            if (a.delta != 0) {
                player.cogs -= std::abs(a.delta);
                t.emit({.kind = EventKind::CogsPaid, .player = p, .amount = std::abs(a.delta)});
                s.faces[static_cast<std::size_t>(chosen)] =
                    static_cast<std::uint8_t>(s.faces[static_cast<std::size_t>(chosen)] + a.delta);
                t.emit({.kind = EventKind::DieChanged,
                        .player = p,
                        .die = chosen,
                        .value = s.faces[static_cast<std::size_t>(chosen)]});
            }
            pay_for_placement(t, p, a.colour_by, a.value_by);
            place_on_robot(t, p, chosen, a.slot, a.space);
            break;
        }
        case PendingKind::MaxActivate:
            if (a.decline)
                break;
            player.cogs -= 1;
            t.emit({.kind = EventKind::CogsPaid, .player = p, .amount = 1});
            t.emit(
                {.kind = EventKind::BoxActivated, .player = p, .amount = 1, .index = pending.card});
            gain_all(t, p, box_effects(t.content, player, pending.card));
            break;
        case PendingKind::PowerBox: {
            if (a.decline)
                break;
            Pending rest = pending;
            rest.dice |= std::uint64_t{1} << (a.index + 1);
            --rest.amount;
            t.emit({.kind = EventKind::BoxActivated, .player = p, .index = a.index});
            const bool more = rest.amount > 0 && !boxes_left(t.content, player, rest).empty();
            if (more)
                again(rest);
            gain_all(t, p, box_effects(t.content, t.seat(p), a.index));
            break;
        }
    }
}

void choice_candidates(const Game& game, const GameState& s, std::vector<Action>& out) {
    const Pending& pending = s.pending.front();
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    const Content& c = game.content();
    Action decline{.kind = ActionKind::Choose, .decline = true};
    const auto choose = [](Action a) {
        a.kind = ActionKind::Choose;
        return a;
    };
    switch (pending.kind) {
        case PendingKind::AdvanceAny:
        case PendingKind::Redirect:
            for (int track = 0; track < kColours; ++track)
                out.push_back(choose({.track = track}));
            out.push_back(decline);
            break;
        case PendingKind::Adjust:
        case PendingKind::Silas:
            for (int die : owned_dice(s, s.current))
                for (int delta : {-1, 1})
                    out.push_back(choose({.die = die, .delta = delta}));
            out.push_back(decline);
            break;
        case PendingKind::Reroll:
            for (int die : owned_dice(s, s.current))
                if ((available(player, die) || in_flight(s, die)) && !((pending.dice >> die) & 1u))
                    out.push_back(choose({.die = die}));
            out.push_back(decline);
            break;
        case PendingKind::UpgradeTile:
            for (int stack = 0; stack < static_cast<int>(s.stacks.size()); ++stack)
                for (int slot = kNone; slot < kSlots; ++slot)
                    out.push_back(choose({.slot = slot, .index = stack}));
            out.push_back(decline);
            break;
        case PendingKind::FreeAssistant:
            for (int card : player.hand) {
                out.push_back(choose({.card = card}));
                for (int target = 0; target < static_cast<int>(player.played.size()); ++target)
                    out.push_back(choose({.card = card, .target = target}));
            }
            out.push_back(decline);
            break;
        case PendingKind::Recycle:
            for (int die = 0; die < 64; ++die) {
                if (!((pending.dice >> die) & 1u))
                    continue;
                for (int slot = 0; slot < kSlots; ++slot) {
                    const Slot& target = player.line[static_cast<std::size_t>(slot)];
                    if (slot == pending.slot || target.card == kNone)
                        continue;
                    const auto& spaces = c.robots[static_cast<std::size_t>(target.card)].spaces;
                    for (int space = 0; space < static_cast<int>(spaces.size()); ++space) {
                        // The cheapest change of value that meets the space, if any is needed.
                        const int face = s.faces[static_cast<std::size_t>(die)];
                        const auto& need = spaces[static_cast<std::size_t>(space)];
                        std::vector<int> deltas{0};
                        if (need.value && *need.value != face)
                            deltas.push_back(*need.value - face);
                        for (int delta : deltas)
                            for (int cb = 0; cb < kMeans; ++cb)
                                for (Means vb : {Means::Match, Means::Token, Means::OwnColour})
                                    out.push_back(choose({.slot = slot,
                                                          .space = space,
                                                          .die = die,
                                                          .delta = delta,
                                                          .colour_by = static_cast<Means>(cb),
                                                          .value_by = vb}));
                    }
                }
            }
            out.push_back(decline);
            break;
        case PendingKind::MaxActivate:
            out.push_back(choose({}));
            out.push_back(decline);
            break;
        case PendingKind::PowerBox:
            for (int box : power_boxes(c, player))
                out.push_back(choose({.index = box}));
            out.push_back(decline);
            break;
    }
    (void)recycle_target_exists;
}

namespace {

Action choice(Action a) {
    a.kind = ActionKind::Choose;
    return a;
}

const Action kDecline{.kind = ActionKind::Choose, .decline = true};

void advance_choices(const Content& c, const PlayerState& player, const Pending& pending,
                     std::vector<Action>& out) {
    bool any = false;
    for (int track = 0; track < kColours; ++track) {
        // A redirect takes any track; "advance on any track" one not at its end.
        if (pending.kind == PendingKind::Redirect ||
            !track_at_end(c, player, static_cast<Colour>(track))) {
            out.push_back(choice({.track = track}));
            any = true;
        }
    }
    if (pending.kind == PendingKind::AdvanceAny && !any)
        out.push_back(kDecline);
}

void adjust_choices(const GameState& s, std::vector<Action>& out) {
    for (int die : owned_dice(s, s.current))
        for (int delta : {-1, 1}) {
            const Action a = choice({.die = die, .delta = delta});
            if (!adjust_problem(s, a, Explain::ReasonOnly))
                out.push_back(a);
        }
    out.push_back(kDecline);
}

// The dice a reroll may choose: the available ones, then those waiting to move by
// Recycle (R35), each once.
void reroll_choices(const GameState& s, const PlayerState& player, const Pending& pending,
                    std::vector<Action>& out) {
    for (int die : player.dice)
        if (!((pending.dice >> die) & 1u))
            out.push_back(choice({.die = die}));
    for (const Pending& waiting : s.pending)
        if (waiting.kind == PendingKind::Recycle)
            for (int die = 0; die < 64; ++die)
                if (((waiting.dice >> die) & 1u) && !((pending.dice >> die) & 1u))
                    out.push_back(choice({.die = die}));
    out.push_back(kDecline);
}

void upgrade_tile_choices(const Content& c, const GameState& s, const PlayerState& player,
                          std::vector<Action>& out) {
    bool any = false;
    for (int stack = 0; stack < static_cast<int>(s.stacks.size()); ++stack)
        for (int slot = kNone; slot < kSlots; ++slot)
            if (can_take_upgrade(c, s, player, stack, slot)) {
                out.push_back(choice({.slot = slot, .index = stack}));
                any = true;
            }
    if (!any)
        out.push_back(kDecline);
}

void free_assistant_choices(const Game& game, const PlayerState& player, std::vector<Action>& out) {
    const int played = static_cast<int>(player.played.size());
    for (int card : player.hand)
        for (int target = kNone; target < played; ++target)
            if (!conrad_problem(game, player, card, target, Explain::ReasonOnly))
                out.push_back(choice({.card = card, .target = target}));
    out.push_back(kDecline);
}

void recycle_choices(const Game& game, const GameState& s, const Pending& pending,
                     std::vector<Action>& out) {
    const int p = s.current;
    const PlayerState& player = s.seats[static_cast<std::size_t>(p)];
    const Content& c = game.content();
    const PlacementPowers powers = placement_powers(c, player);
    const std::array<MeansMasks, 2> masks{means_masks(powers, false), means_masks(powers, true)};
    for (int die = 0; die < 64; ++die) {
        if (!((pending.dice >> die) & 1u))
            continue;
        const int now = s.faces[static_cast<std::size_t>(die)];
        const Colour colour = die_colour(game, die);
        const bool own = colour == seat_colour(p);
        for (int slot = 0; slot < kSlots; ++slot) {
            const Slot& target = player.line[static_cast<std::size_t>(slot)];
            if (slot == pending.slot || target.card == kNone)
                continue;
            const auto& spaces = c.robots[static_cast<std::size_t>(target.card)].spaces;
            for (int space = 0; space < static_cast<int>(spaces.size()); ++space) {
                if (target.dice[static_cast<std::size_t>(space)] != kNone)
                    continue;
                const Requirement need = robot_space(c, player, slot, space);
                // As is, or changed by cogs to the space's value.
                const int needed = need.value && *need.value != now ? *need.value - now : 0;
                const auto place = [&](int delta) {
                    const int face = now + delta;
                    if (face < 1 || face > 6)
                        return;
                    for_each_placement_means(
                        masks[own ? 1 : 0], !need.colour || *need.colour == colour,
                        !need.value || *need.value == face, player.cogs - std::abs(delta),
                        [&](Means colour_by, Means value_by) {
                            out.push_back(choice({.slot = slot,
                                                  .space = space,
                                                  .die = die,
                                                  .delta = delta,
                                                  .colour_by = colour_by,
                                                  .value_by = value_by}));
                        });
                };
                place(0);
                if (needed != 0)
                    place(needed);
            }
        }
    }
    out.push_back(kDecline);
}

void power_box_choices(const Content& c, const PlayerState& player, const Pending& pending,
                       std::vector<Action>& out) {
    bool any = false;
    for_each_power_box(c, player, [&](int box) {
        if (!box_taken(pending, box)) {
            out.push_back(choice({.index = box}));
            any = true;
        }
    });
    if (!any)
        out.push_back(kDecline);
}

}  // namespace

void choice_actions(const Game& game, const GameState& s, std::vector<Action>& out) {
    const Pending& pending = s.pending.front();
    const PlayerState& player = s.seats[static_cast<std::size_t>(s.current)];
    const Content& c = game.content();
    switch (pending.kind) {
        case PendingKind::AdvanceAny:
        case PendingKind::Redirect:
            advance_choices(c, player, pending, out);
            break;
        case PendingKind::Adjust:
        case PendingKind::Silas:
            adjust_choices(s, out);
            break;
        case PendingKind::Reroll:
            reroll_choices(s, player, pending, out);
            break;
        case PendingKind::UpgradeTile:
            upgrade_tile_choices(c, s, player, out);
            break;
        case PendingKind::FreeAssistant:
            free_assistant_choices(game, player, out);
            break;
        case PendingKind::Recycle:
            recycle_choices(game, s, pending, out);
            break;
        case PendingKind::MaxActivate:
            if (player.cogs >= 1)
                out.push_back(choice({}));
            out.push_back(kDecline);
            break;
        case PendingKind::PowerBox:
            power_box_choices(c, player, pending, out);
            break;
    }
}

}  // namespace sparks::rules
