// What an action does, once check.cpp has accepted it.
#include <algorithm>

#include "rules/choices.hpp"
#include "rules/rules.hpp"

namespace sparks::rules {

namespace {

void erase_one(std::vector<int>& items, int item) {
    items.erase(std::find(items.begin(), items.end(), item));
}

void begin_play(Table& t) {
    GameState& s = t.state;
    s.round = 0;
    s.turn = 0;
    s.active = s.first_player;
    start_turn(t);
}

// After a player has placed their robots at set-up: the next player, then the draft
// or the first turn.
void next_chooser(Table& t) {
    GameState& s = t.state;
    s.current = next_seat(s, s.current);
    if (s.current != s.first_player)
        return;
    if (t.game.options().assistant_draft) {
        s.phase = Phase::Draft;
        return;
    }
    begin_play(t);
}

void draft_pick(Table& t, int card) {
    GameState& s = t.state;
    PlayerState& player = t.seat(s.current);
    erase_one(player.packet, card);
    player.hand.push_back(card);
    t.emit({.kind = EventKind::AssistantDrafted, .player = s.current, .card = card});
    s.current = next_seat(s, s.current);
    if (s.current != s.first_player)
        return;
    // Everyone has kept a card of this pass.
    ++s.draft_picks;
    if (s.draft_picks >= t.content.assistants_dealt) {
        // "Shuffle the remaining assistant cards into the assistant card deck."
        for (PlayerState& p : s.seats) {
            s.assistant_deck.insert(s.assistant_deck.end(), p.packet.begin(), p.packet.end());
            p.packet.clear();
        }
        s.rng.shuffle(s.assistant_deck);
        begin_play(t);
        return;
    }
    // "Pass the remaining cards to the player to their left."
    std::vector<std::vector<int>> passed(s.seats.size());
    for (int p = 0; p < s.players; ++p)
        passed[static_cast<std::size_t>(next_seat(s, p))] = std::move(t.seat(p).packet);
    for (int p = 0; p < s.players; ++p)
        t.seat(p).packet = std::move(passed[static_cast<std::size_t>(p)]);
    t.emit({.kind = EventKind::PacketsPassed});
}

void take_from_junkyard(Table& t, int p, int index) {
    GameState& s = t.state;
    const int die = s.junkyard[static_cast<std::size_t>(index)];
    s.junkyard.erase(s.junkyard.begin() + index);
    // "Place it next to your player board without changing the value of the die."
    t.seat(p).dice.push_back(die);
    t.emit({.kind = EventKind::DieTaken,
            .player = p,
            .die = die,
            .value = s.faces[static_cast<std::size_t>(die)]});
}

void play_production(Table& t, const Action& a) {
    GameState& s = t.state;
    const int p = s.current;
    PlayerState& player = t.seat(p);
    const ProductionTile& tile = t.content.production[static_cast<std::size_t>(a.tile)];
    erase_one(player.production, a.tile);
    s.played_tiles.push_back({p, a.tile});
    t.emit({.kind = EventKind::ProductionPlayed, .player = p, .card = a.tile});
    const int n = std::min(production_dice(t.game, tile), static_cast<int>(s.junkyard.size()));
    for (int i = 0; i < n; ++i)
        take_from_junkyard(t, p, a.index);
    switch (tile.kind) {
        case ProductionKind::Bag:
            // "Draw 2 additional dice from the bag."
            for (int i = 0; i < tile.bag_dice; ++i)
                gain_die(t, p, draw_from_bag(t));
            break;
        case ProductionKind::Reroll:
            player.reroll_ready = true;
            break;
        case ProductionKind::TwoFive:
            // "In a 4-player game, you take 2 dice and one cog."
            if (t.game.options().players >= 4) {
                player.cogs += tile.many_cogs;
                t.emit({.kind = EventKind::CogsGained, .player = p, .amount = tile.many_cogs});
            }
            break;
        case ProductionKind::Anywhere:
            break;
    }
    after_production(t);
}

void end_actions(Table& t, int keep) {
    const int p = t.state.current;
    // "Players may keep at most 1 die in their storage for the next round ... If you have
    // several unused dice, you should sell them for cogs."
    const std::vector<int> dice = t.seat(p).dice;
    for (int die : dice)
        if (die != keep)
            sell_die(t, p, die);
    t.emit({.kind = EventKind::ActionsEnded, .player = p});
    next_actor(t);
}

void after_assign(Table& t) {
    GameState& s = t.state;
    const int p = s.current;
    PlayerState& player = t.seat(p);
    if (empty_slots(player) > 0 && !player.offer.empty())
        return;
    return_offer(t, p);
    if (s.phase == Phase::ChooseRobots)
        next_chooser(t);
    else
        next_refiller(t);
}

}  // namespace

void place_on_robot(Table& t, int p, int die, int slot, int space) {
    PlayerState& player = t.seat(p);
    Slot& s = player.line[static_cast<std::size_t>(slot)];
    s.dice[static_cast<std::size_t>(space)] = die;
    t.emit({.kind = EventKind::DiePlaced,
            .player = p,
            .die = die,
            .value = t.state.faces[static_cast<std::size_t>(die)],
            .slot = slot,
            .index = space});
    const auto spaces = t.content.robots[static_cast<std::size_t>(s.card)].spaces.size();
    for (std::size_t i = 0; i < spaces; ++i)
        if (s.dice[i] == kNone)
            return;
    // "If you cover the last space on a robot card, this robot is complete."
    complete_robot(t, p, slot);
}

void perform(Table& t, const Action& a) {
    GameState& s = t.state;
    const int p = s.current;
    PlayerState& player = t.seat(p);
    switch (a.kind) {
        case ActionKind::AssignRobot:
            erase_one(player.offer, a.card);
            player.line[static_cast<std::size_t>(a.slot)].card = a.card;
            t.emit({.kind = EventKind::RobotPlaced, .player = p, .card = a.card, .slot = a.slot});
            after_assign(t);
            break;
        case ActionKind::DraftAssistant:
            draft_pick(t, a.card);
            break;
        case ActionKind::PlayProduction:
            play_production(t, a);
            break;
        case ActionKind::TakeDice:
            // The second die first, so the first's place still names it.
            if (a.index2 != kNone)
                take_from_junkyard(t, p, a.index2);
            take_from_junkyard(t, p, a.index);
            next_taker(t);
            break;
        case ActionKind::PlaceUpgrade:
            erase_one(player.dice, a.die);
            pay_for_placement(t, p, a.colour_by, a.value_by);
            player.upgrade_section[static_cast<std::size_t>(a.space)] = a.die;
            t.emit({.kind = EventKind::DiePlaced,
                    .player = p,
                    .die = a.die,
                    .value = s.faces[static_cast<std::size_t>(a.die)],
                    .index = a.space});
            check_level(t, p);
            break;
        case ActionKind::PlaceRobot:
            erase_one(player.dice, a.die);
            pay_for_placement(t, p, a.colour_by, a.value_by);
            place_on_robot(t, p, a.die, a.slot, a.space);
            break;
        case ActionKind::Sell:
            sell_die(t, p, a.die);
            break;
        case ActionKind::ChangeValue:
            player.cogs -= 1;
            t.emit({.kind = EventKind::CogsPaid, .player = p, .amount = 1});
            set_face(t, p, a.die, s.faces[static_cast<std::size_t>(a.die)] + a.delta);
            break;
        case ActionKind::Recruit:
            recruit(t, p, a.card, a.target, recruit_cost(t.game, s, p));
            break;
        case ActionKind::ActivateBox: {
            BoxFill& fill = a.index == kNone
                                ? player.board_box
                                : player.completed[static_cast<std::size_t>(a.index)].box;
            if (a.with_cog) {
                fill = BoxFill::Cog;
                player.cogs -= 1;
            } else {
                fill = BoxFill::Spark;
                player.sparks -= 1;
            }
            t.emit({.kind = EventKind::BoxActivated,
                    .player = p,
                    .amount = a.with_cog ? 1 : 0,
                    .index = a.index});
            gain_all(t, p, box_effects(t.content, player, a.index));
            break;
        }
        case ActionKind::UseAssistant: {
            PlayedAssistant& played = player.played[static_cast<std::size_t>(a.index)];
            const AssistantCard& card = effective_card(t.content, player, a.index);
            played.used_this_turn = true;
            t.emit({.kind = EventKind::AssistantUsed, .player = p, .card = played.card});
            switch (card.ability) {
                case Ability::Frank: {
                    // "Discard a die with value 5 or 6 to advance one space on the scoring
                    // track that matches the color of the die."
                    const Colour colour = die_colour(t.game, a.die);
                    erase_one(player.dice, a.die);
                    discard_die(t, a.die);
                    advance(t, p, colour, 1);
                    break;
                }
                case Ability::Octavia:
                    // "Turn one of your available dice to its opposite side."
                    set_face(t, p, a.die, 7 - s.faces[static_cast<std::size_t>(a.die)]);
                    break;
                case Ability::Silas: {
                    // "Discard a die, and then use its value to adjust other dice up or down."
                    const int pips = s.faces[static_cast<std::size_t>(a.die)];
                    erase_one(player.dice, a.die);
                    discard_die(t, a.die);
                    open_decision(s, {.kind = PendingKind::Silas, .amount = pips});
                    break;
                }
                default:
                    gain_all(t, p, card.effects);
                    break;
            }
            break;
        }
        case ActionKind::Retrieve: {
            take_die_out(player, find_die(player, a.die), a.die);
            player.dice.push_back(a.die);
            t.emit({.kind = EventKind::DieRetrieved, .player = p, .die = a.die});
            break;
        }
        case ActionKind::RerollDice:
            // The dice are chosen one at a time as a Reroll decision, then rolled together.
            player.reroll_ready = false;
            open_decision(s, {.kind = PendingKind::Reroll});
            break;
        case ActionKind::Choose:
            resolve_choice(t, a);
            break;
        case ActionKind::DiscardRobot: {
            // "Any dice on such cards should be sold for cogs."
            Slot& slot = player.line[static_cast<std::size_t>(a.slot)];
            for (int die : slot.dice)
                if (die != kNone)
                    sell_die(t, p, die);
            const int card = slot.card;
            slot.card = kNone;
            s.robot_deck.insert(s.robot_deck.begin(), card);
            t.emit({.kind = EventKind::RobotDiscarded, .player = p, .card = card, .slot = a.slot});
            break;
        }
        case ActionKind::DrawRobots: {
            // "Draw one more card than you have free slots."
            const int count = empty_slots(player) + 1;
            for (int i = 0; i < count && !s.robot_deck.empty(); ++i) {
                player.offer.push_back(s.robot_deck.back());
                s.robot_deck.pop_back();
            }
            player.drew_robots = true;
            t.emit({.kind = EventKind::RobotsDrawn,
                    .player = p,
                    .amount = static_cast<int>(player.offer.size())});
            if (player.offer.empty())
                next_refiller(t);
            break;
        }
        case ActionKind::EndActions:
            end_actions(t, a.die);
            break;
    }
}

}  // namespace sparks::rules
