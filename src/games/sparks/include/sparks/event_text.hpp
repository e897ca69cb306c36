// What happened, for tools and for people: the JSON form of an event, and one
// English sentence per event for the game log, naming things as the content does
// (robot ids, assistant and upgrade names, colour ids).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "sparks/event.hpp"
#include "sparks/game.hpp"

namespace sparks {

std::optional<EventKind> parse_event_kind(std::string_view id);

// {"event": "die_taken", "player": 0, "die": 12, "value": 5}: the kind, the members
// that kind has (event.hpp), and any other member that is not at its default. A
// colour is written by its id.
nlohmann::json event_to_json(const Event& event);

// The names the players gave the seats, in seat order; a missing or empty one
// reads "Player N".
using PlayerNames = std::span<const std::string>;
std::string player_label(int player, PlayerNames names);

// What the game waits for in `phase`, as a sentence ends: "using dice".
std::string_view phase_words(Phase phase);

// Who reads the log. The record (kRecordViewer) names every card; a seat is not
// told which card another player drew, kept or put back unseen, and nor is the
// whole table at once (kTableViewer, player_view.hpp).
inline constexpr int kRecordViewer = -1;
inline constexpr int kTableViewer = -2;

// "Ada took a red 5 from the junkyard."
std::string event_text(const Game& game, const Event& event, PlayerNames names,
                       int viewer = kRecordViewer);

}  // namespace sparks
