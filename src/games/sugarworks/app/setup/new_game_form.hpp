// What the New game screen edits: the scenario, its toggles, the seats and the
// seed, and how that becomes the core's GameOptions. No drawing here, so the
// checks can be tested without a window; the rules themselves (player ranges,
// allowed toggles) come from the scenario data through the core.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bots/bot.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/game.hpp"

namespace sugarworks::app {

inline constexpr int kSeatColourCount = 6;

struct SeatSetup {
    std::string name;
    int colour = 0;                          // index into the seat palette, 0 .. kSeatColourCount-1
    std::optional<bots::BotLevel> computer;  // a computer player at this level; none: a person
};

// A seat as --players writes it: "Blake" (a person) or "Blake:hard" (the
// computer at that level: easy, medium, hard or random). Names are trimmed.
struct SeatText {
    std::string name;
    std::optional<bots::BotLevel> computer;
    std::string problem;  // an unknown level, in words; empty when it reads well
};
SeatText read_seat_text(std::string_view text);

struct NewGameForm {
    std::string scenario = "third_shift";  // catalog scenario id (base name)
    std::vector<std::string> toggles;      // toggle ids switched on
    std::vector<SeatSetup> seats;          // one per player
    std::uint64_t seed = 0;
};

// The standard game for two: "Alex" and "Blake" in the first two colours.
NewGameForm default_form(std::uint64_t seed);

struct ScenarioChoice {
    std::string id;
    std::string name;
    std::string description;  // the scenario's summary
    std::string tagline;      // the rulebook's line, for flavour
    bool tutorial = false;
    int min_players = 1;
    int max_players = 4;
    std::vector<std::pair<std::string, std::string>> toggles;  // allowed: {id, name}
};

// Every scenario the menu offers: the tutorial course first (First, Second,
// Third Shift), then the rest by id. A catalog without scenario files offers
// the standard game, as the core then plays it.
std::vector<ScenarioChoice> scenario_choices(const Catalog& catalog);

// The form --mode, --players and --toggle describe (the defaults where not given).
NewGameForm form_from_command_line(const Catalog& catalog, const std::string& mode,
                                   const std::vector<std::string>& players,
                                   const std::vector<std::string>& toggles, std::uint64_t seed);

// The tutorial course (First, Second, then Third Shift): the shift after
// `current`, when `current` is one of them and not the last.
std::optional<ScenarioChoice> next_shift(const Catalog& catalog, const Scenario& current);

struct FormResult {
    std::optional<GameOptions> options;  // set exactly when `problems` is empty
    std::vector<std::string> problems;   // sentences, for the player
};

// The core's options for the form, or every problem with it in words.
FormResult options_for(const Catalog& catalog, const NewGameForm& form);

// Switches to another scenario and keeps the form playable with it: toggles it
// does not allow are dropped and the seats are trimmed or filled up to its range.
void choose_scenario(NewGameForm& form, const Catalog& catalog, const std::string& scenario_id);

// Switches a toggle on or off (no duplicates; the order of the others is kept).
void set_toggle(NewGameForm& form, std::string_view toggle_id, bool on);
bool has_toggle(const NewGameForm& form, std::string_view toggle_id);

// Adds a seat with a name and a colour no other seat has.
void add_seat(NewGameForm& form);

// Gives seat `seat` a colour; a seat that wore it takes the old one, so no two seats clash.
void set_seat_colour(NewGameForm& form, int seat, int colour);

// The seats' names as the game shows them (blanks around a name dropped), in seat order.
std::vector<std::string> seat_names(const NewGameForm& form);

// The seed typed by the player: decimal digits, blanks around them allowed.
std::optional<std::uint64_t> parse_seed(std::string_view text);

}  // namespace sugarworks::app
