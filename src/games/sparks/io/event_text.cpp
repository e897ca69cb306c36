// Events as JSON and as the game log's sentences.
#include "sparks/event_text.hpp"

#include <array>

#include "sparks/card_text.hpp"
#include "sparks/player_view.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

using nlohmann::json;

namespace {

// [SECTION] JSON.

enum Field : unsigned {
    kPlayer = 1u << 0,
    kDie = 1u << 1,
    kValue = 1u << 2,
    kAmount = 1u << 3,
    kCard = 1u << 4,
    kSlot = 1u << 5,
    kIndex = 1u << 6,
    kColour = 1u << 7,
};

// The members each kind has (event.hpp), by kind.
constexpr std::array<unsigned, kEventKinds> kFields = {
    kPlayer | kAmount,                         // RobotsDrawn
    kPlayer | kCard | kSlot,                   // RobotPlaced
    kPlayer | kCard,                           // RobotReturned
    kPlayer | kAmount,                         // AssistantsDealt
    kPlayer | kCard,                           // AssistantDrafted
    0,                                         // PacketsPassed
    kPlayer,                                   // FirstPlayer
    kPlayer | kAmount,                         // TurnStarted
    kAmount,                                   // JunkyardRefilled
    kAmount,                                   // JunkyardCleared
    kAmount,                                   // BagRefilled
    kPlayer | kCard,                           // ProductionPlayed
    kPlayer | kDie | kValue,                   // DieTaken
    kPlayer | kDie | kValue,                   // DieGained
    kDie | kValue,                             // DieRerolled
    kDie | kValue,                             // DieChanged
    kPlayer | kDie | kValue | kSlot | kIndex,  // DiePlaced
    kPlayer | kDie,                            // DieRetrieved
    kPlayer | kDie | kAmount,                  // DieSold
    kDie,                                      // DieDiscarded
    kPlayer | kCard | kSlot,                   // RobotCompleted
    kPlayer | kCard | kSlot,                   // RobotDiscarded
    kPlayer | kIndex | kColour,                // Advanced
    kPlayer | kIndex | kColour | kCard,        // BonusTaken
    kPlayer | kColour,                         // TrackEnded
    kPlayer | kAmount,                         // CogsGained
    kPlayer | kAmount,                         // CogsPaid
    kPlayer | kAmount,                         // SparksGained
    kPlayer | kCard,                           // AssistantDrawn
    kPlayer | kCard | kAmount,                 // AssistantRecruited
    kPlayer | kCard,                           // AssistantUsed
    kPlayer | kAmount,                         // TokenGained
    kPlayer | kAmount,                         // FactoryCredit
    kPlayer | kIndex,                          // LevelReached
    kPlayer | kCard | kSlot,                   // UpgradeTaken
    kPlayer | kIndex | kAmount,                // BoxActivated
    kPlayer | kAmount,                         // SparksReturned
    kPlayer | kAmount,                         // ChoiceMade
    kPlayer,                                   // ActionsEnded
    kIndex,                                    // RoundEnded
    0,                                         // GameEnded
};

json number_or_null(int n) {
    return n == kNone ? json() : json(n);
}

}  // namespace

json event_to_json(const Event& e) {
    static const Event defaults;
    const auto k = static_cast<std::size_t>(e.kind);
    const unsigned fields = k < kFields.size() ? kFields[k] : 0u;
    json out = {{"event", event_kind_id(e.kind)}};
    const auto put = [&](unsigned field, const char* key, int value, int default_value,
                         json written) {
        if ((fields & field) || value != default_value)
            out[key] = std::move(written);
    };
    put(kPlayer, "player", e.player, defaults.player, number_or_null(e.player));
    put(kDie, "die", e.die, defaults.die, number_or_null(e.die));
    put(kValue, "value", e.value, defaults.value, e.value);
    put(kAmount, "amount", e.amount, defaults.amount, e.amount);
    put(kCard, "card", e.card, defaults.card, number_or_null(e.card));
    put(kSlot, "slot", e.slot, defaults.slot, number_or_null(e.slot));
    put(kIndex, "index", e.index, defaults.index, number_or_null(e.index));
    put(kColour, "colour", e.colour, defaults.colour,
        e.colour >= 0 && e.colour < kColours ? json(colour_id(static_cast<Colour>(e.colour)))
                                             : number_or_null(e.colour));
    return out;
}

std::string_view phase_words(Phase phase) {
    switch (phase) {
        case Phase::ChooseRobots:
            return "choosing robots for the assembly lines";
        case Phase::Draft:
            return "the assistant draft";
        case Phase::Production:
            return "the active player's production tile";
        case Phase::TakeDice:
            return "taking dice from the junkyard";
        case Phase::Actions:
            return "using dice";
        case Phase::Refill:
            return "refilling the assembly lines";
        case Phase::Over:
            return "nothing: the game is over";
    }
    return "";
}

std::string player_label(int player, PlayerNames names) {
    if (player >= 0 && static_cast<std::size_t>(player) < names.size() &&
        !names[static_cast<std::size_t>(player)].empty())
        return names[static_cast<std::size_t>(player)];
    return "Player " + std::to_string(player + 1);
}

namespace {

// [SECTION] Words.

template <typename T>
bool in(const std::vector<T>& items, int index) {
    return index >= 0 && static_cast<std::size_t>(index) < items.size();
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

std::string colour_words(int colour) {
    if (colour >= 0 && colour < kColours)
        return std::string(colour_id(static_cast<Colour>(colour)));
    return "unknown";
}

class Words {
  public:
    Words(const Game& game, const Event& e, PlayerNames names, int viewer)
        : game_(game),
          c_(game.content()),
          e_(e),
          who_(player_label(e.player, names)),
          seen_(sees_hand(viewer, e.player)) {}

    std::string sentence() const;

  private:
    const Game& game_;
    const Content& c_;
    const Event& e_;
    std::string who_;
    bool seen_;  // the viewer may know the card of an event about a hidden hand

    // "a red die", "a red 5" (a face of 0: not known).
    std::string die(bool with_value = true) const {
        const int count = kColours * c_.dice_per_colour;
        const std::string colour = e_.die >= 0 && e_.die < count
                                       ? std::string(colour_id(die_colour(game_, e_.die)))
                                       : std::string("unknown");
        if (with_value && e_.value >= 1 && e_.value <= 6)
            return "a " + colour + " " + std::to_string(e_.value);
        return "a " + colour + " die";
    }
    // What the space an Advanced event reached is worth, as the board prints it.
    std::string track_space_worth() const {
        if (e_.colour < 0 || e_.colour >= kColours)
            return {};
        const auto& track = c_.tracks[static_cast<std::size_t>(e_.colour)];
        if (!in(track, e_.index))
            return {};
        const TrackSpace& space = track[static_cast<std::size_t>(e_.index)];
        if (space.bonus)
            return " (a bonus space)";
        return " (" + std::to_string(space.points) + (space.points == 1 ? " point)" : " points)");
    }
    std::string robot() const {
        return in(c_.robots, e_.card) ? "robot " + c_.robots[static_cast<std::size_t>(e_.card)].id
                                      : "a robot";
    }
    std::string assistant() const {
        return in(c_.assistants, e_.card) ? c_.assistants[static_cast<std::size_t>(e_.card)].name
                                          : "an assistant";
    }
    std::string upgrade() const {
        for (const UpgradeType& u : c_.upgrades) {
            if (static_cast<int>(u.kind) == e_.card)
                return "the " + u.name + " upgrade";
        }
        return "an upgrade";
    }
    std::string production() const {
        if (!in(c_.production, e_.card))
            return "a production tile";
        return production_name(c_.production[static_cast<std::size_t>(e_.card)].kind);
    }
    std::string bonus() const {
        if (!in(c_.bonus_tiles, e_.card))
            return "a bonus tile";
        std::string text = effects_text(c_.bonus_tiles[static_cast<std::size_t>(e_.card)].effects);
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z')
            text[0] = static_cast<char>(text[0] - 'A' + 'a');
        return "the " + c_.bonus_tiles[static_cast<std::size_t>(e_.card)].id + " bonus (" + text +
               ")";
    }
    static std::string capital(std::string text) {
        if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
            text[0] = static_cast<char>(text[0] - 'a' + 'A');
        return text;
    }
    // Slots, spaces, rounds and track spaces counted from 1 for people.
    static std::string nth(int index) { return std::to_string(index + 1); }
    std::string choice() const {
        if (e_.amount >= 0 && e_.amount < kPendingKinds) {
            std::string id(pending_kind_id(static_cast<PendingKind>(e_.amount)));
            for (char& ch : id) {
                if (ch == '_')
                    ch = ' ';
            }
            return id;
        }
        return "a decision";
    }
};

std::string Words::sentence() const {
    switch (e_.kind) {
        case EventKind::RobotsDrawn:
            return who_ + " drew " + plural(e_.amount, "robot", "robots") + ".";
        case EventKind::RobotPlaced:
            return who_ + " put " + robot() + " in slot " + nth(e_.slot) + ".";
        case EventKind::RobotReturned:
            if (!seen_)
                return who_ + " put a robot under the robot deck.";
            return who_ + " put " + robot() + " under the robot deck.";
        case EventKind::AssistantsDealt:
            return who_ + " was dealt " + plural(e_.amount, "assistant", "assistants") + ".";
        case EventKind::AssistantDrafted:
            return who_ + " kept " + (seen_ ? assistant() : "an assistant") + " in the draft.";
        case EventKind::PacketsPassed:
            return "The players passed their packets to the left.";
        case EventKind::FirstPlayer:
            return who_ + " has the first player marker.";
        case EventKind::TurnStarted:
            return who_ + (e_.amount == 1 ? " began a secondary turn." : " began a turn.");
        case EventKind::JunkyardRefilled:
            return plural(e_.amount, "die was", "dice were") + " drawn into the junkyard.";
        case EventKind::JunkyardCleared:
            return plural(e_.amount, "die", "dice") +
                   " left in the junkyard went to the discard pile.";
        case EventKind::BagRefilled:
            return "The discard pile (" + plural(e_.amount, "die", "dice") +
                   ") went back into the bag.";
        case EventKind::ProductionPlayed:
            return who_ + " played " + production() + ".";
        case EventKind::DieTaken:
            return who_ + " took " + die() + " from the junkyard.";
        case EventKind::DieGained:
            return who_ + " gained " + die() + ".";
        case EventKind::DieRerolled:
            if (e_.player == kNone)
                return capital(die(false)) + " was rerolled to " + std::to_string(e_.value) + ".";
            return who_ + " rerolled " + die(false) + " to " + std::to_string(e_.value) + ".";
        case EventKind::DieChanged:
            if (e_.player == kNone)
                return capital(die(false)) + " now shows " + std::to_string(e_.value) + ".";
            return who_ + " turned " + die(false) + " to " + std::to_string(e_.value) + ".";
        case EventKind::DiePlaced:
            if (e_.slot == kNone)
                return who_ + " placed " + die() + " on upgrade space " + nth(e_.index) + ".";
            return who_ + " placed " + die() + " on space " + nth(e_.index) +
                   " of the robot in slot " + nth(e_.slot) + ".";
        case EventKind::DieRetrieved:
            return who_ + " took " + die(false) + " back to storage.";
        case EventKind::DieSold:
            return who_ + " sold " + die() + " for " + plural(e_.amount, "cog", "cogs") + ".";
        case EventKind::DieDiscarded:
            return capital(die()) + " went to the discard pile.";
        case EventKind::RobotCompleted:
            return who_ + " completed " + robot() + ".";
        case EventKind::RobotDiscarded:
            return who_ + " put the unfinished " + robot() + " under the robot deck.";
        case EventKind::Advanced:
            return who_ + " advanced to space " + nth(e_.index) + " of the " +
                   colour_words(e_.colour) + " track" + track_space_worth() + ".";
        case EventKind::BonusTaken:
            return who_ + " passed a bonus space on the " + colour_words(e_.colour) +
                   " track and took " + bonus() + ".";
        case EventKind::TrackEnded:
            return who_ + " is at the end of the " + colour_words(e_.colour) +
                   " track, so the move goes to another track.";
        case EventKind::CogsGained:
            return who_ + " took " + plural(e_.amount, "cog", "cogs") + ".";
        case EventKind::CogsPaid:
            return who_ + " paid " + plural(e_.amount, "cog", "cogs") + ".";
        case EventKind::SparksGained:
            return who_ + " took " + plural(e_.amount, "spark", "sparks") + ".";
        case EventKind::AssistantDrawn:
            return who_ + " drew " + (seen_ ? assistant() : "an assistant") + ".";
        case EventKind::AssistantRecruited:
            return who_ + " recruited " + assistant() +
                   (e_.amount == 0 ? " for free."
                                   : " for " + plural(e_.amount, "cog", "cogs") + ".");
        case EventKind::AssistantUsed:
            return who_ + " used " + assistant() + ".";
        case EventKind::TokenGained:
            return who_ + " may ignore a " + (e_.amount == 0 ? "colour" : "value") +
                   " requirement this turn.";
        case EventKind::FactoryCredit:
            return who_ + " has " + std::to_string(e_.amount) + " towards the next factory level.";
        case EventKind::LevelReached:
            // The track counts from 1, at its lowest space; the index counts from 0.
            return who_ + " reached factory level " + std::to_string(e_.index + 1) + ".";
        case EventKind::UpgradeTaken:
            return who_ + " took " + upgrade() +
                   (e_.slot == kNone ? "" : " for slot " + nth(e_.slot)) + ".";
        case EventKind::BoxActivated:
            return who_ + " fired " +
                   (e_.index == kNone ? std::string("the power box on their board")
                                      : "the power box of completed robot " + nth(e_.index)) +
                   (e_.amount ? " with a cog." : " with a spark.");
        case EventKind::SparksReturned:
            return who_ + " took back " + plural(e_.amount, "spark", "sparks") +
                   " from their power boxes.";
        case EventKind::ChoiceMade:
            return who_ + " decided: " + choice() + ".";
        case EventKind::ActionsEnded:
            return who_ + " is done for the turn.";
        case EventKind::RoundEnded:
            return "Round " + nth(e_.index) + " is over.";
        case EventKind::GameEnded:
            return "The game is over.";
    }
    return "Something happened.";
}

}  // namespace

std::string event_text(const Game& game, const Event& event, PlayerNames names, int viewer) {
    return Words(game, event, names, viewer).sentence();
}

}  // namespace sparks
