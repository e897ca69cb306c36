// The parts of Sparks' table, each drawn from the TableModel into the current
// ImGui window through the shell's TableUi (so that scripts, the keys and the
// privacy check see every word and control): the scoring board, the junkyard,
// a seat's board, the turn's panel and, at the end, the score sheet.
#pragma once

#include <cctype>
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "shell/module/table_ui.hpp"
#include "table/table_model.hpp"

namespace sparks::table {

// A seat, a die, a card or a space as the index of the vectors holding them.
inline std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

// A sentence's words inside another: "Take 3 dice" -> "take 3 dice".
inline std::string lower_first_letter(std::string words) {
    if (!words.empty())
        words[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(words[0])));
    return words;
}

// A phrase at the start of a sentence: "the bag production tile" -> "The bag ...".
inline std::string capitalised(std::string words) {
    if (!words.empty())
        words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    return words;
}

// The table's own choices, which are the player's and never the game's: the die
// picked up, and whose board is shown.
struct TablePicks {
    int die = kNone;
    int shown_seat = kNone;  // kNone: the viewer's (the active player's for the table)
    // The junkyard's places the button under the pointer would take (a production
    // tile's run), lit on the next frame; run_first kNone: none.
    int run_first = kNone;
    int run_length = 0;
    // The action buttons drawn where they can be seen (not scrolled away), by id.
    std::set<std::string> visible;
};

// What the table is showing happen now (an event of the playback), and where
// each die was drawn, so that a die is seen to move from where it stood.
struct Showing {
    std::optional<Event> now;       // the event of this beat
    double progress = 1;            // how far into its beat, 0 to 1
    std::map<int, ImVec2> die_at;   // each die's place last drawn (die id: top left)
    std::map<int, ImVec2> cogs_at;  // each seat's cogs, last drawn: where a die sold goes
    int flying = kNone;             // the die in flight this beat, drawn by the flight
};

// One frame's drawing: what it reads and what a press asks.
struct TableFrame {
    const TableModel& m;
    shell::TableUi& ui;
    TablePicks& picks;
    TableIntent& intent;
    Showing& showing;
    float unit;  // the font's height: every size is a multiple of it

    const Content& content() const { return m.game.content(); }
    std::string who(int seat) const;
    // "the red 5"
    std::string die_words(int die) const;
};

// Where die `die` is drawn this frame, at `min`: the flight's end and next start.
void drew_die(TableFrame& f, int die, ImVec2 min);

// The control `id` just drawn can be seen (not scrolled out of its panel):
// autoplay presses only what a person could.
void seen(TableFrame& f, const std::string& id);

// The control id of a legal action's button ("act:sell:die=3").
std::string act_id(const Action& action);

void draw_scoring_board(TableFrame& f);
void draw_junkyard(TableFrame& f);
// The board of `seat`, in full: storage, upgrade section, factory, assembly line,
// completed robots, played assistants.
void draw_seat_board(TableFrame& f, int seat);
// A robot the viewer drew to choose from, as a card, with a button for each slot
// it may go to.
void draw_offered_robot(TableFrame& f, int card);
// What the game waits for, the viewer's actions, hand, the others at a glance, the log.
void draw_turn_panel(TableFrame& f);
// Every line of every total, the tie-breaks when they decide, the solo result.
void draw_score_sheet(TableFrame& f);

}  // namespace sparks::table
