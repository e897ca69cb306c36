// The words of the actions, for the player who may take them, and the ids of the
// table's buttons. The words name things as the game log does (event_text.cpp):
// dice by colour and face ("the red 5"), robots by their id ("robot red_03"),
// assistants and upgrade tiles by their names, positions counted from 1.
#include "sparks/action_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <span>

#include "engine/diagnostic.hpp"
#include "rules/choices.hpp"
#include "rules/rules.hpp"
#include "sparks/action_json.hpp"
#include "sparks/card_text.hpp"

// A named namespace: in a unity build this file shares a batch with other files
// whose file-local helpers would otherwise clash with these.
namespace sparks::action_words {

namespace {

using nlohmann::json;

template <typename T>
const T* item(const std::vector<T>& items, int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= items.size())
        return nullptr;
    return &items[static_cast<std::size_t>(index)];
}

// "1 cog", "2 cogs".
std::string count(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// "a cog", "2 cogs": what a price reads as when it is paid.
std::string cogs(int n) {
    return n == 1 ? std::string("a cog") : count(n, "cog", "cogs");
}

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

std::string lower_first(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

// Slots, spaces and places in the junkyard, counted from 1 for people.
std::string nth(int index) {
    return std::to_string(index + 1);
}

std::string colour_word(int colour) {
    if (colour >= 0 && colour < kColours)
        return std::string(colour_id(static_cast<Colour>(colour)));
    return "other";
}

std::vector<int> dice_of_mask(std::uint64_t mask) {
    std::vector<int> dice;
    for (int die = 0; die < 64; ++die)
        if ((mask >> die) & 1u)
            dice.push_back(die);
    return dice;
}

class Words {
  public:
    Words(const Game& game, const PlayerView& view)
        : game_(game), c_(game.content()), view_(view), me_(seat_of(view, view.current)) {}

    std::string say(const Action& a) const;
    // The run of dice a production tile takes, and from where.
    std::string production_run(const Action& a) const;

  private:
    const Game& game_;
    const Content& c_;
    const PlayerView& view_;
    PublicSeat nobody_;  // the seat when no player is to act (the game is over)
    const PublicSeat& me_;
    // The state as the player knows it, for the rules' own sums (prices, costs),
    // made when first wanted.
    mutable std::optional<GameState> known_;

    const PublicSeat& seat_of(const PlayerView& view, int seat) const {
        const PublicSeat* s = item(view.seats, seat);
        return s ? *s : nobody_;
    }
    const GameState& known() const {
        if (!known_)
            known_ = known_state(game_, view_);
        return *known_;
    }
    const PlayerState* my_state() const { return item(known().seats, view_.current); }

    // [SECTION] Naming things.

    int face(int die) const {
        const std::uint8_t* f = item(view_.faces, die);
        return f ? *f : 0;
    }
    // "the red 5" (a face not known: "the red die").
    std::string die(int die) const {
        if (die < 0 || die >= kColours * c_.dice_per_colour)
            return "some die";
        const std::string colour(colour_id(die_colour(game_, die)));
        const int value = face(die);
        if (value >= 1 && value <= 6)
            return "the " + colour + " " + std::to_string(value);
        return "the " + colour + " die";
    }
    std::vector<std::string> dice(const std::vector<int>& ids) const {
        std::vector<std::string> out;
        for (int id : ids)
            out.push_back(die(id));
        return out;
    }
    bool in_flight(int die) const {
        for (const Pending& p : view_.pending)
            if (p.kind == PendingKind::Recycle && die >= 0 && die < 64 && ((p.dice >> die) & 1u))
                return true;
        return false;
    }
    // The die and, when it is not beside the board, where it is: a sale, a change or
    // Rearrange may reach a placed die, and the player should see which one.
    std::string die_at(int d) const {
        for (int i = 0; i < kUpgradeSpaces; ++i)
            if (me_.upgrade_section[static_cast<std::size_t>(i)] == d)
                return die(d) + " in your upgrade section";
        for (const Slot& slot : me_.line)
            if (slot.card != kNone)
                for (int placed : slot.dice)
                    if (placed == d)
                        return die(d) + " on " + robot(slot.card);
        if (in_flight(d))
            return die(d) + " of the completed robot";
        return die(d);
    }
    std::string robot(int card) const {
        const RobotCard* r = item(c_.robots, card);
        return r ? "robot " + r->id : "a robot";
    }
    std::string robot_in_slot(int slot) const {
        if (slot < 0 || slot >= kSlots)
            return "a robot";
        return robot(me_.line[static_cast<std::size_t>(slot)].card);
    }
    std::string assistant(int card) const {
        const AssistantCard* a = item(c_.assistants, card);
        return a ? a->name : "an assistant";
    }
    // The name of the first assistant with `ability`: whose rule a means or a decision
    // follows.
    std::string ability_name(Ability ability, std::optional<Colour> colour = {}) const {
        for (const AssistantCard& a : c_.assistants)
            if (a.ability == ability && (!colour || a.colour == colour))
                return a.name;
        return "an assistant";
    }
    // A played assistant by its index among the played ones; Conrad with the card he
    // copies, whose effect is the one used.
    std::string played(int index) const {
        const PlayedAssistant* p = item(me_.played, index);
        if (!p)
            return "an assistant";
        const PlayedAssistant* copied = item(me_.played, p->copies);
        if (copied)
            return assistant(p->card) + " as " + assistant(copied->card);
        return assistant(p->card);
    }
    std::string upgrade(UpgradeKind kind) const {
        for (const UpgradeType& u : c_.upgrades)
            if (u.kind == kind)
                return "the " + u.name + " upgrade";
        return "a die upgrade";
    }
    // "your board's power box", "robot red_03's power box".
    std::string box(int index) const {
        if (index == kNone)
            return "your board's power box";
        const CompletedRobot* r = item(me_.completed, index);
        return r ? robot(r->card) + "'s power box" : "a power box";
    }
    std::string box_effects(int index) const {
        if (index == kNone)
            return lower_first(effects_text(c_.board_power_box));
        const CompletedRobot* r = item(me_.completed, index);
        const RobotCard* card = r ? item(c_.robots, r->card) : nullptr;
        return card ? lower_first(effects_text(card->power_box)) : "its effect";
    }
    std::string production_tile(int tile) const {
        const ProductionTile* t = item(c_.production, tile);
        return t ? production_name(t->kind) : "a production tile";
    }

    // [SECTION] What a placement costs.

    // ", paying 2 cogs for the colour and using this turn's ignore value effect".
    std::string means(Means colour_by, Means value_by) const {
        if (colour_by == Means::OwnColour && value_by == Means::OwnColour)
            return ", as a die of your colour (" + upgrade(UpgradeKind::IgnoreColour) + " and " +
                   upgrade(UpgradeKind::IgnoreValue) + ")";
        std::vector<std::string> parts;
        switch (colour_by) {
            case Means::Match:
                break;
            case Means::Cogs:
                parts.push_back("paying " + cogs(rules::colour_means_cogs(colour_by)) +
                                " for the colour");
                break;
            case Means::Gordon:
                parts.push_back("discarding " + cogs(rules::colour_means_cogs(colour_by)) +
                                " for the colour (" + ability_name(Ability::Gordon) + ")");
                break;
            case Means::Token:
                parts.push_back("using this turn's ignore colour effect");
                break;
            case Means::OwnColour:
                parts.push_back("as a die of your colour (" + upgrade(UpgradeKind::IgnoreColour) +
                                ")");
                break;
        }
        switch (value_by) {
            case Means::Token:
                parts.push_back("using this turn's ignore value effect");
                break;
            case Means::OwnColour:
                parts.push_back("as a die of your colour (" + upgrade(UpgradeKind::IgnoreValue) +
                                ")");
                break;
            case Means::Match:
            case Means::Cogs:
            case Means::Gordon:
                break;
        }
        return parts.empty() ? std::string() : ", " + listed(parts);
    }

    // "up to 6", "down to 4".
    std::string turned(int d, int delta) const {
        return std::string(delta > 0 ? "up" : "down") + " to " + std::to_string(face(d) + delta);
    }
    int sale_price() const {
        const PlayerState* p = my_state();
        return p ? rules::sale_price(game_, *p) : 1;
    }

    // [SECTION] The junkyard.

    // How the dice from place `from`, `n` of them, lie in the junkyard: at an end, all
    // that is left, or in the middle.
    std::string where_in_junkyard(int from, int n) const {
        const int row = static_cast<int>(view_.junkyard.size());
        if (from == 0 && n >= row)
            return n == 1 ? ", the last die in the junkyard" : ", the last dice in the junkyard";
        if (from == 0)
            return " from the left end";
        if (from + n == row)
            return " from the right end";
        if (n == 1)
            return " from place " + nth(from) + " of the junkyard";
        return " from places " + nth(from) + " to " + nth(from + n - 1) + " of the junkyard";
    }
    std::vector<int> junkyard_run(int from, int n) const {
        std::vector<int> run;
        for (int i = from; i < from + n; ++i)
            if (const int* d = item(view_.junkyard, i))
                run.push_back(*d);
        return run;
    }

    // [SECTION] The kinds.

    std::string play_production(const Action& a) const;
    std::string take_dice(const Action& a) const;
    std::string use_assistant(const Action& a) const;
    std::string end_actions(const Action& a) const;
    std::string discard_robot(const Action& a) const;
    std::string draw_robots() const;
    std::string recruit(int card, int target, std::optional<int> cost) const;
    std::string choose(const Action& a) const;
    std::string recycle(const Action& a) const;
};

std::string Words::play_production(const Action& a) const {
    const ProductionTile* tile = item(c_.production, a.tile);
    std::string text = "Play " + production_tile(a.tile);
    if (!tile)
        return text;
    text += " (" + lower_first(production_text(*tile, view_.players)) + ")";
    const std::string run = production_run(a);
    if (run.empty())
        return text + ", though the junkyard is empty";
    return text + ", taking " + run;
}

std::string Words::production_run(const Action& a) const {
    const ProductionTile* tile = item(c_.production, a.tile);
    const int row = static_cast<int>(view_.junkyard.size());
    if (!tile || row == 0)
        return {};
    // The tile takes its dice as a run from place `index` (the rules' production_problem):
    // from the left end, the right end, or anywhere with the anywhere tile.
    const int n = std::min(rules::production_dice(game_, *tile), row);
    return listed(dice(junkyard_run(a.index, n))) + where_in_junkyard(a.index, n);
}

std::string Words::take_dice(const Action& a) const {
    const auto junkyard_die = [&](int place) {
        const int* d = item(view_.junkyard, place);
        return d ? die(*d) : std::string("some die");
    };
    if (a.index2 == kNone)
        return "Take " + junkyard_die(a.index) + where_in_junkyard(a.index, 1);
    const std::string both = junkyard_die(a.index) + " and " + junkyard_die(a.index2);
    // Two players: both from one end, or (Quincy) any two.
    if (a.index2 == a.index + 1)
        return "Take " + both + where_in_junkyard(a.index, 2);
    if (a.index == 0 && a.index2 + 1 == static_cast<int>(view_.junkyard.size()))
        return "Take " + both + ", one from each end";
    return "Take " + both + " from places " + nth(a.index) + " and " + nth(a.index2) +
           " of the junkyard";
}

std::string Words::use_assistant(const Action& a) const {
    const std::string name = played(a.index);
    const PlayerState* p = my_state();
    if (!p || !item(p->played, a.index))
        return "Use " + name;
    const AssistantCard& card = rules::effective_card(c_, *p, a.index);
    switch (card.ability) {
        case Ability::Frank:
            return "Discard " + die(a.die) + " to advance on the " +
                   colour_word(static_cast<int>(die_colour(game_, a.die))) + " track (" + name +
                   ")";
        case Ability::Octavia:
            return "Turn " + die_at(a.die) + " over to " + std::to_string(7 - face(a.die)) + " (" +
                   name + ")";
        case Ability::Silas:
            return "Discard " + die(a.die) + " and share its " + count(face(a.die), "pip", "pips") +
                   " out as ups and downs on your other dice (" + name + ")";
        default:
            return "Use " + name + ": " + lower_first(effects_text(card.effects));
    }
}

std::string Words::end_actions(const Action& a) const {
    // "Players may keep at most 1 die ... If you have several unused dice, you should
    // sell them for cogs": the rest are sold as the turn ends (perform.cpp).
    const int sold = static_cast<int>(me_.dice.size()) - (a.die == kNone ? 0 : 1);
    std::string text = "End your actions";
    if (a.die != kNone)
        text += ", keeping " + die(a.die);
    else if (sold > 0)
        text += ", keeping no die";
    if (sold <= 0)
        return text;
    const std::string price = count(sold * sale_price(), "cog", "cogs");
    if (a.die == kNone)
        return text + "; " +
               (sold == 1 ? std::string("your die is")
                          : "your " + count(sold, "die", "dice") + " are") +
               " sold for " + price;
    return text + "; " +
           (sold == 1 ? std::string("the other die is")
                      : "the other " + count(sold, "die", "dice") + " are") +
           " sold for " + price;
}

std::string Words::discard_robot(const Action& a) const {
    std::string text =
        "Discard the unfinished " + robot_in_slot(a.slot) + " from slot " + nth(a.slot);
    int on_it = 0;
    if (a.slot >= 0 && a.slot < kSlots)
        for (int d : me_.line[static_cast<std::size_t>(a.slot)].dice)
            on_it += d != kNone ? 1 : 0;
    // "Any dice on such cards should be sold for cogs."
    if (on_it > 0)
        text += ", selling " +
                std::string(on_it == 1 ? "its die" : "its " + count(on_it, "die", "dice")) +
                " for " + count(on_it * sale_price(), "cog", "cogs");
    return text;
}

std::string Words::draw_robots() const {
    int empty = 0;
    for (const Slot& slot : me_.line)
        empty += slot.card == kNone ? 1 : 0;
    // "Draw one more card than you have free slots", as many as the deck holds.
    const int drawn = std::min(empty + 1, view_.robot_deck_size);
    return "Draw " + count(drawn, "robot", "robots") + " for your " +
           (empty == 1 ? std::string("empty slot") : count(empty, "empty slot", "empty slots"));
}

std::string Words::recruit(int card, int target, std::optional<int> cost) const {
    std::string text = "Recruit " + assistant(card);
    if (!cost || *cost == 0)
        text += " for free";
    else
        text += " for " + count(*cost, "cog", "cogs");
    // Conrad: "Tuck this card partly below any other of your played assistant cards."
    if (const PlayedAssistant* copied = item(me_.played, target))
        text += ", copying " + assistant(copied->card);
    return text;
}

std::string Words::recycle(const Action& a) const {
    if (a.decline)
        return "Move no die; the completed robot's dice are discarded";
    std::string text =
        "Move " + die(a.die) + " to " + robot_in_slot(a.slot) + "'s space " + nth(a.space);
    // "You may pay cogs ... to alter the die before placing it."
    if (a.delta != 0)
        text += ", paying " + cogs(std::abs(a.delta)) + " to turn it " + turned(a.die, a.delta);
    return text + means(a.colour_by, a.value_by);
}

std::string Words::choose(const Action& a) const {
    if (view_.pending.empty())
        return "Decide";
    const Pending& p = view_.pending.front();
    switch (p.kind) {
        case PendingKind::AdvanceAny:
            if (a.decline)
                return "Advance on no track: every track is at its end";
            return "Advance on the " + colour_word(a.track) + " track";
        case PendingKind::Redirect:
            // Penelope, Walter: "You may choose to advance on any other scoring track
            // instead."
            if (a.track == p.colour)
                return "Advance on the " + colour_word(a.track) + " track";
            return "Advance on the " + colour_word(a.track) + " track instead of the " +
                   colour_word(p.colour) + " (" +
                   ability_name(Ability::Redirect, static_cast<Colour>(p.colour)) + ")";
        case PendingKind::Adjust:
            if (a.decline)
                return "Change no die";
            return "Turn " + die_at(a.die) + " " + turned(a.die, a.delta);
        case PendingKind::Silas:
            // Silas' pips are spent one at a time; what is left may be left unused.
            if (a.decline)
                return "Leave the last " +
                       (p.amount == 1 ? std::string("pip") : count(p.amount, "pip", "pips")) +
                       " unused (" + ability_name(Ability::Silas) + ")";
            return "Turn " + die_at(a.die) + " " + turned(a.die, a.delta) + " (" +
                   ability_name(Ability::Silas) + ": " + count(p.amount, "pip", "pips") + " left)";
        case PendingKind::Reroll: {
            // The dice are chosen one at a time, then rolled together.
            if (!a.decline)
                return "Choose " + die_at(a.die) + " to reroll";
            const std::vector<int> chosen = dice_of_mask(p.dice);
            if (chosen.empty())
                return "Reroll no dice";
            return "Reroll " + listed(dice(chosen));
        }
        case PendingKind::UpgradeTile: {
            if (a.decline)
                return "Take no upgrade tile: there is none you may take";
            const UpgradeStack* stack = item(view_.stacks, a.index);
            std::string text = "Take ";
            text += stack ? upgrade(static_cast<UpgradeKind>(stack->kind)) : "an upgrade";
            text += " tile";
            if (a.slot != kNone)
                text += " for slot " + nth(a.slot);
            return text;
        }
        case PendingKind::FreeAssistant:
            if (a.decline)
                return "Recruit no assistant for free";
            return recruit(a.card, a.target, std::nullopt);
        case PendingKind::Recycle:
            return recycle(a);
        case PendingKind::MaxActivate:
            // Max: "You may discard 1 cog to immediately activate its effect."
            if (a.decline)
                return "Leave " + box(p.card) + " for now (" + ability_name(Ability::Max) + ")";
            return "Pay a cog to fire " + box(p.card) + " now (" + ability_name(Ability::Max) +
                   "): " + box_effects(p.card);
        case PendingKind::PowerBox:
            // Olympia: "Immediately gain the effect of two of your available power boxes."
            if (a.decline)
                return "Gain no more power box effects (" + ability_name(Ability::Olympia) + ")";
            return "Gain the effect of " + box(a.index) + " (" + ability_name(Ability::Olympia) +
                   "): " + box_effects(a.index);
    }
    return "Decide";
}

std::string Words::say(const Action& a) const {
    switch (a.kind) {
        case ActionKind::AssignRobot:
            return "Put " + robot(a.card) + " in slot " + nth(a.slot);
        case ActionKind::DraftAssistant:
            return "Keep " + assistant(a.card);
        case ActionKind::PlayProduction:
            return play_production(a);
        case ActionKind::TakeDice:
            return take_dice(a);
        case ActionKind::PlaceUpgrade:
            return "Place " + die(a.die) + " on the upgrade section's space " + nth(a.space) +
                   means(a.colour_by, Means::Match);
        case ActionKind::PlaceRobot:
            return "Place " + die(a.die) + " on " + robot_in_slot(a.slot) + "'s space " +
                   nth(a.space) + means(a.colour_by, a.value_by);
        case ActionKind::Sell:
            return "Sell " + die_at(a.die) + " for " + count(sale_price(), "cog", "cogs");
        case ActionKind::ChangeValue:
            return "Turn " + die_at(a.die) + " " + turned(a.die, a.delta) + " for a cog";
        case ActionKind::Recruit:
            return recruit(a.card, a.target, recruit_cost(game_, known(), view_.current));
        case ActionKind::ActivateBox:
            return "Fire " + box(a.index) + " with " +
                   (a.with_cog ? "a cog (" + ability_name(Ability::Emma) + ")"
                               : std::string("a spark")) +
                   ": " + box_effects(a.index);
        case ActionKind::UseAssistant:
            return use_assistant(a);
        case ActionKind::Retrieve:
            // Rearrange: "moving them between your upgrade space, your storage space or
            // robot cards".
            return "Take " + die_at(a.die) + " back to storage";
        case ActionKind::RerollDice:
            return "Reroll any of your available dice (the reroll production tile)";
        case ActionKind::Choose:
            return choose(a);
        case ActionKind::DiscardRobot:
            return discard_robot(a);
        case ActionKind::DrawRobots:
            return draw_robots();
        case ActionKind::EndActions:
            return end_actions(a);
    }
    return "Act";
}

// [SECTION] Control ids.

// The members of each kind in the order action_json.hpp lists them, the order its
// example writes them in ("die", "slot", "space", "colour_by" for place_robot); the
// JSON object itself keeps its keys sorted, which would put "colour_by" first.
std::span<const std::string_view> member_order(ActionKind kind) {
    static constexpr std::array<std::string_view, 2> kCardSlot = {"card", "slot"};
    static constexpr std::array<std::string_view, 1> kCard = {"card"};
    static constexpr std::array<std::string_view, 2> kTileIndex = {"tile", "index"};
    static constexpr std::array<std::string_view, 2> kIndexes = {"index", "index2"};
    static constexpr std::array<std::string_view, 3> kUpgrade = {"die", "space", "colour_by"};
    static constexpr std::array<std::string_view, 5> kRobot = {"die", "slot", "space", "colour_by",
                                                               "value_by"};
    static constexpr std::array<std::string_view, 1> kDieOnly = {"die"};
    static constexpr std::array<std::string_view, 2> kDieDelta = {"die", "delta"};
    static constexpr std::array<std::string_view, 2> kCardTarget = {"card", "target"};
    static constexpr std::array<std::string_view, 2> kBox = {"box", "with_cog"};
    static constexpr std::array<std::string_view, 2> kIndexDie = {"index", "die"};
    static constexpr std::array<std::string_view, 14> kChoice = {
        "card",  "slot",   "space", "tile",      "index",    "index2",   "die",
        "delta", "target", "track", "colour_by", "value_by", "with_cog", "decline"};
    static constexpr std::array<std::string_view, 1> kSlotOnly = {"slot"};
    switch (kind) {
        case ActionKind::AssignRobot:
            return kCardSlot;
        case ActionKind::DraftAssistant:
            return kCard;
        case ActionKind::PlayProduction:
            return kTileIndex;
        case ActionKind::TakeDice:
            return kIndexes;
        case ActionKind::PlaceUpgrade:
            return kUpgrade;
        case ActionKind::PlaceRobot:
            return kRobot;
        case ActionKind::Sell:
        case ActionKind::Retrieve:
        case ActionKind::EndActions:
            return kDieOnly;
        case ActionKind::ChangeValue:
            return kDieDelta;
        case ActionKind::Recruit:
            return kCardTarget;
        case ActionKind::ActivateBox:
            return kBox;
        case ActionKind::UseAssistant:
            return kIndexDie;
        case ActionKind::Choose:
            return kChoice;
        case ActionKind::DiscardRobot:
            return kSlotOnly;
        case ActionKind::RerollDice:
        case ActionKind::DrawRobots:
            return {};
    }
    return {};
}

// A member's value as the id writes it: a number, true or false, or a name ("cogs",
// "red", "board").
std::string scalar(const json& value) {
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    if (value.is_number_integer())
        return std::to_string(value.get<long long>());
    if (value.is_string())
        return value.get<std::string>();
    return value.dump();
}

// The JSON value an id's text stands for: the reverse of scalar.
std::optional<json> scalar_value(std::string_view text) {
    if (text == "true" || text == "false")
        return json(text == "true");
    const bool number = !text.empty() && (std::isdigit(static_cast<unsigned char>(text[0])) ||
                                          (text[0] == '-' && text.size() > 1));
    if (number) {
        int n = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
        if (error != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        return json(n);
    }
    if (text.empty())
        return std::nullopt;
    return json(std::string(text));
}

bool id_character(char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-' ||
           ch == ':' || ch == ',' || ch == '=';
}

}  // namespace

}  // namespace sparks::action_words

namespace sparks {

std::string action_text(const Game& game, const PlayerView& view, const Action& action) {
    return action_words::Words(game, view).say(action);
}

std::string production_run_text(const Game& game, const PlayerView& view, const Action& action) {
    if (action.kind != ActionKind::PlayProduction)
        return {};
    return action_words::Words(game, view).production_run(action);
}

std::string action_control_id(const Action& action) {
    const nlohmann::json members = action_to_json(action);
    std::string id(action_kind_id(action.kind));
    char separator = ':';
    const auto put = [&](const std::string& key, const nlohmann::json& value) {
        id += separator;
        id += key;
        id += '=';
        id += action_words::scalar(value);
        separator = ',';
    };
    const auto order = action_words::member_order(action.kind);
    for (std::string_view key : order)
        if (const auto it = members.find(std::string(key)); it != members.end())
            put(std::string(key), *it);
    // A member the JSON form gains before the order above names it still goes into the
    // id, so that the id always reads back.
    for (const auto& [key, value] : members.items()) {
        const bool listed = std::find(order.begin(), order.end(), key) != order.end();
        if (key != "action" && !listed)
            put(key, value);
    }
    return id;
}

std::optional<Action> parse_action_control_id(std::string_view id) {
    if (id.empty() || !std::all_of(id.begin(), id.end(), action_words::id_character))
        return std::nullopt;
    const std::size_t colon = id.find(':');
    nlohmann::json members = {{"action", std::string(id.substr(0, colon))}};
    if (colon != std::string_view::npos) {
        std::string_view rest = id.substr(colon + 1);
        while (true) {
            const std::size_t comma = rest.find(',');
            const std::string_view member = rest.substr(0, comma);
            const std::size_t equals = member.find('=');
            if (equals == std::string_view::npos || equals == 0)
                return std::nullopt;
            const std::string key(member.substr(0, equals));
            const auto value = action_words::scalar_value(member.substr(equals + 1));
            if (!value || members.contains(key))
                return std::nullopt;
            members[key] = *value;
            if (comma == std::string_view::npos)
                break;
            rest = rest.substr(comma + 1);
        }
    }
    engine::Diagnostics errors;
    const auto action =
        action_from_json(members, "control id", nlohmann::json::json_pointer(), errors);
    // One action has one id: the members in another order, or a default written out,
    // name no control.
    if (!action || !errors.empty() || action_control_id(*action) != id)
        return std::nullopt;
    return action;
}

}  // namespace sparks
