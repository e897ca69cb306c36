// A lesson of the tutorial, as data (data/sugarworks/lessons/*.json): the game it is played
// in (a scenario, a fixed deal: a seed and a table arranged by hand, the seats:
// one learner and computer players) and an ordered list of steps, each with words
// for the learner, what to point at, and what must happen before the next step.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.hpp"
#include "sugarworks/action.hpp"
#include "sugarworks/arrangement.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/geometry.hpp"
#include "sugarworks/match.hpp"

namespace sugarworks::lessons {

// What a step asks of the learner.
enum class LessonTask : std::uint8_t {
    Read,   // words to read, then Next
    Watch,  // nothing to do until `until` has been seen on the table, then Next
    Act,    // one of `actions` (or an action of one of `kinds`)
    Free,   // any legal action; the step ends when `until` is seen (or with the game)
};

// Something of the table a step points at.
enum class LessonMark : std::uint8_t {
    None,
    Space,     // a grid space (`cell`)
    Dock,      // an output dock spot (`dock`)
    Hand,      // the learner's conveyor tiles and orders
    Orders,    // the learner's orders
    Market,    // the order market
    Blankets,  // the blanket orders
    Crates,    // the shipping crates
    Lost,      // the Lost gutter
    Log,       // the log of what happened
    Hint,      // the coach's Hint button
    Movement,  // the conveyor controls
    Die,       // the candy die (its Roll button when it may be rolled)
};

struct LessonHighlight {
    LessonMark mark = LessonMark::None;
    Cell cell{};
    int dock = -1;
    // The Bonk! chart drawn beside the floor (by the space shown, if any), with
    // the row of this struck candy type picked out: a Bonk! explained where it
    // happens.
    std::optional<CandyType> bonk_chart;
    friend bool operator==(const LessonHighlight&, const LessonHighlight&) = default;
};

// What the table shows that a Watch or Free step waits for.
enum class LessonSight : std::uint8_t {
    None,
    Bonk,              // a Bonk!
    Eaten,             // an eater or an X took a candy
    Delivered,         // a candy went into a crate
    Lost,              // a candy was lost (any cause)
    MovementEnded,     // the conveyors ran
    CandyMade,         // someone made a candy from an order
    CandyProduced,     // production put a candy on an output
    DieRolled,         // the candy die was rolled
    SpecialCompleted,  // a special order was completed
    GameEnded,         // the game is over
    Moved,             // a candy moved on the floor (by conveyor, jump or Bonk!)
    TilePlayed,        // a conveyor tile was played on the floor
    OrderTaken,        // someone took a face-up order from the market
    OrderDrawn,        // someone drew the top card of the order deck
    MarketDiscarded,   // someone discarded a face-up order from the market
    OutputAdjusted,    // someone moved an output tile to another dock spot
};

// Which event of its kind a sight waits for, to follow a movement event by
// event; a member left empty matches any. Which members a sight may name is in
// docs/sugarworks/data.md (sight_takes() below).
struct SightDetail {
    // The candy it happens to: a Bonk!'s striker, the candy eaten, delivered, Lost,
    // moved, made or produced, the output tile adjusted.
    std::optional<CandyType> candy;
    std::optional<CandyType> struck;  // a Bonk!: the candy struck
    std::optional<CrateKind> crate;   // a delivery: into this crate
    std::optional<Cell> at;  // a grid space: where a Bonk! or an eating happens, where a candy
                             // moves to, where a tile is played
    bool any() const { return candy || struck || crate || at; }
    friend bool operator==(const SightDetail&, const SightDetail&) = default;
};

struct LessonStep {
    std::string say;  // the words, short, for a player
    LessonHighlight show;
    LessonTask task = LessonTask::Read;
    std::vector<Action> actions;    // Act: one of these...
    std::vector<ActionKind> kinds;  // ...or any legal action of one of these kinds
    std::string otherwise;          // said when the learner tries something else
    LessonSight until = LessonSight::None;
    SightDetail until_detail;  // which one of them (empty: any)
    // Actions the computer seats play, in order, from this step on (the bots
    // decide only when no scripted action is left).
    std::vector<Action> computers;
};

struct LessonSeat {
    std::string name;
    bool learner = false;
    bots::BotLevel level = bots::BotLevel::Easy;  // for a computer seat
};

struct Lesson {
    std::string id;  // the file's base name
    std::string title;
    std::string summary;
    int minutes = 5;
    std::string scenario;
    std::uint64_t seed = 1;
    // The table arranged after the seeded set-up (empty: the seed's deal as it is).
    Arrangement setup;
    std::vector<std::string> toggles;
    std::vector<LessonSeat> seats;
    std::vector<LessonStep> steps;
    int order = 0;  // its place in the tutorial's list

    int learner() const;  // the learner's seat
};

std::string_view task_id(LessonTask task);        // "read"
std::string_view mark_id(LessonMark mark);        // "space"
std::string_view sight_id(LessonSight sight);     // "bonk"
std::string_view sight_words(LessonSight sight);  // "a Bonk!"
// "a Bonk! of a Yellow Hexagon into a Blue Square at B6": a sight with its detail.
std::string sight_words(LessonSight sight, const SightDetail& detail);

// Reads one lesson; every problem goes to `errors` with the file and JSON pointer.
std::optional<Lesson> read_lesson(const std::filesystem::path& path,
                                  const std::string& display_name, const Catalog& catalog,
                                  Diagnostics& errors);

struct LessonLoad {
    std::vector<Lesson> lessons;  // in their `order`
    Diagnostics errors;
    std::vector<std::string> files_checked;
};
// Every lesson under `data_dir`/lessons, each checked by check_lesson() too.
LessonLoad load_lessons(const std::filesystem::path& data_dir, const Catalog& catalog);

// The game a lesson is played in (its scenario, seats and toggles), or nothing
// and why.
std::optional<Game> lesson_game(const Lesson& lesson, const Catalog& catalog,
                                std::string* problem = nullptr);

// The match a lesson begins with: its game, dealt from its seed, then arranged as
// its "setup" says (Match::arranged(): such a match is not saved; a lesson's
// progress is its id and the actions played since this start). Every way into a
// lesson (the table, the check, a resumed lesson) starts here, so they all see
// the same deal.
std::optional<Match> lesson_match(const Lesson& lesson, const Catalog& catalog,
                                  std::string* problem = nullptr);

// Plays the lesson's script from its deal: each Act step's first action, and the
// computers' scripted actions, must be legal where they come; each Watch step's
// sight must happen before the learner is to act again. The check ends at the
// first Free step (what follows depends on the learner). `trace`, if given,
// gets each step's words and what was played and happened in it, in the log's
// words: what `sugarworks-cli lesson` prints for the lesson's author.
Diagnostics check_lesson(const Lesson& lesson, const Catalog& catalog, const std::string& file,
                         std::vector<std::string>* trace = nullptr);

}  // namespace sugarworks::lessons
