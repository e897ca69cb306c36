// The lesson files' words for tasks, marks and sights.
#include <algorithm>
#include <array>
#include <utility>

#include "lessons/lesson_words.hpp"

namespace sugarworks::lessons {
namespace {

constexpr std::array<std::string_view, 4> kTasks = {"read", "watch", "act", "free"};
constexpr std::array<std::string_view, 13> kMarks = {
    "none",   "space", "dock", "hand", "orders",   "market", "blankets",
    "crates", "lost",  "log",  "hint", "movement", "die"};
constexpr std::array<std::string_view, 17> kSights = {"none",           "bonk",
                                                      "eaten",          "delivered",
                                                      "lost",           "movement_ended",
                                                      "candy_made",     "candy_produced",
                                                      "die_rolled",     "special_completed",
                                                      "game_ended",     "moved",
                                                      "tile_played",    "order_taken",
                                                      "order_drawn",    "market_discarded",
                                                      "output_adjusted"};
constexpr std::array<std::string_view, 17> kSightWords = {"nothing",
                                                          "a Bonk!",
                                                          "a candy eaten",
                                                          "a delivery into a crate",
                                                          "a candy lost",
                                                          "the conveyors running",
                                                          "a candy made from an order",
                                                          "a candy produced",
                                                          "the die rolled",
                                                          "a special order completed",
                                                          "the end of the game",
                                                          "a candy moving",
                                                          "a tile played",
                                                          "an order taken from the market",
                                                          "an order drawn from the deck",
                                                          "an order discarded from the market",
                                                          "an output moved"};
static_assert(kSights.size() == static_cast<size_t>(LessonSight::OutputAdjusted) + 1);

template <size_t N>
std::optional<int> find_word(const std::array<std::string_view, N>& words, std::string_view id) {
    for (size_t i = 0; i < N; ++i)
        if (words[i] == id)
            return static_cast<int>(i);
    return std::nullopt;
}

template <size_t N>
std::string word_list(const std::array<std::string_view, N>& words, size_t from) {
    std::string out;
    for (size_t i = from; i < N; ++i)
        out += (out.empty() ? "" : ", ") + std::string(words[i]);
    return out;
}

}  // namespace

std::string_view task_id(LessonTask task) {
    return kTasks[static_cast<size_t>(task)];
}
std::string_view mark_id(LessonMark mark) {
    return kMarks[static_cast<size_t>(mark)];
}
std::string_view sight_id(LessonSight sight) {
    return kSights[static_cast<size_t>(sight)];
}
std::string_view sight_words(LessonSight sight) {
    return kSightWords[static_cast<size_t>(sight)];
}

std::optional<LessonTask> parse_task(std::string_view id) {
    auto i = find_word(kTasks, id);
    return i ? std::optional(static_cast<LessonTask>(*i)) : std::nullopt;
}
std::optional<LessonMark> parse_mark(std::string_view id) {
    auto i = find_word(kMarks, id);
    return i && *i > 0 ? std::optional(static_cast<LessonMark>(*i)) : std::nullopt;
}
std::optional<LessonSight> parse_sight(std::string_view id) {
    auto i = find_word(kSights, id);
    return i && *i > 0 ? std::optional(static_cast<LessonSight>(*i)) : std::nullopt;
}
std::string task_list() {
    return word_list(kTasks, 0);
}
std::string mark_list() {
    return word_list(kMarks, 1);
}
std::string sight_list() {
    return word_list(kSights, 1);
}

std::optional<ActionKind> parse_action_kind(std::string_view id) {
    for (int k = 0; k <= static_cast<int>(ActionKind::ChooseCandy); ++k)
        if (action_kind_id(static_cast<ActionKind>(k)) == id)
            return static_cast<ActionKind>(k);
    return std::nullopt;
}

namespace {

// The floor event a floor sight is, or the game event the others are.
std::optional<EventKind> floor_kind(LessonSight sight) {
    switch (sight) {
        case LessonSight::Bonk:
            return EventKind::Bonk;
        case LessonSight::Eaten:
            return EventKind::Eaten;
        case LessonSight::Delivered:
            return EventKind::Delivered;
        case LessonSight::Lost:
            return EventKind::Lost;
        case LessonSight::Moved:
            return EventKind::Move;
        case LessonSight::TilePlayed:
            return EventKind::TilePlaced;
        default:
            return std::nullopt;
    }
}

std::optional<GameEventKind> game_kind(LessonSight sight) {
    switch (sight) {
        case LessonSight::MovementEnded:
            return GameEventKind::MovementEnded;
        case LessonSight::CandyMade:
            return GameEventKind::CandyMade;
        case LessonSight::CandyProduced:
            return GameEventKind::CandyProduced;
        case LessonSight::DieRolled:
            return GameEventKind::DieRolled;
        case LessonSight::SpecialCompleted:
            return GameEventKind::SpecialCompleted;
        case LessonSight::GameEnded:
            return GameEventKind::GameEnded;
        case LessonSight::OrderTaken:
            return GameEventKind::OrderTaken;
        case LessonSight::OrderDrawn:
            return GameEventKind::OrderDrawn;
        case LessonSight::MarketDiscarded:
            return GameEventKind::MarketDiscarded;
        case LessonSight::OutputAdjusted:
            return GameEventKind::OutputAdjusted;
        default:
            return std::nullopt;
    }
}

// Whether event `e`, of the sight's kind, is the one `d` names.
bool detail_matches(const SightDetail& d, const GameEvent& e) {
    if (e.kind != GameEventKind::Floor)
        return !d.candy || e.candy == *d.candy;
    const Event& f = e.floor;
    const auto is = [](CandyId id, std::optional<CandyType> type) {
        return !type || (id != kNoCandy && type_of(id) == *type);
    };
    return is(f.candy, d.candy) && is(f.other, d.struck) && (!d.crate || f.crate == *d.crate) &&
           (!d.at || (f.to.kind == PlaceKind::Grid && f.to.cell() == *d.at));
}

}  // namespace

std::optional<std::size_t> find_sight(LessonSight sight, const SightDetail& detail,
                                      const std::vector<GameEvent>& events, std::size_t from) {
    const auto on_floor = floor_kind(sight);
    const auto in_game = game_kind(sight);
    for (std::size_t i = from; i < events.size(); ++i) {
        const GameEvent& e = events[i];
        const bool kind = on_floor ? e.kind == GameEventKind::Floor && e.floor.kind == *on_floor
                                   : in_game && e.kind == *in_game;
        if (kind && detail_matches(detail, e))
            return i;
    }
    return std::nullopt;
}

std::optional<std::size_t> find_sight(LessonSight sight, const std::vector<GameEvent>& events,
                                      std::size_t from) {
    return find_sight(sight, {}, events, from);
}

std::size_t sight_moment_end(const std::vector<GameEvent>& events, std::size_t at) {
    if (at + 1 >= events.size())
        return at;
    const GameEvent& e = events[at];
    const GameEvent& next = events[at + 1];
    const bool eaten_then_lost =
        e.kind == GameEventKind::Floor && e.floor.kind == EventKind::Eaten &&
        next.kind == GameEventKind::Floor && next.floor.kind == EventKind::Lost &&
        next.floor.candy == e.floor.candy;
    return eaten_then_lost ? at + 1 : at;
}

bool sight_in(LessonSight sight, const SightDetail& detail, const std::vector<GameEvent>& events) {
    return find_sight(sight, detail, events).has_value();
}

bool sight_in(LessonSight sight, const std::vector<GameEvent>& events) {
    return sight_in(sight, {}, events);
}

bool sight_takes(LessonSight sight, SightMember member) {
    switch (sight) {
        case LessonSight::Bonk:
            return member != SightMember::Crate;
        case LessonSight::Eaten:
        case LessonSight::Moved:
            return member == SightMember::Candy || member == SightMember::At;
        case LessonSight::Delivered:
            return member == SightMember::Candy || member == SightMember::Crate;
        case LessonSight::TilePlayed:
            return member == SightMember::At;
        case LessonSight::Lost:
        case LessonSight::CandyMade:
        case LessonSight::CandyProduced:
        case LessonSight::OutputAdjusted:
            return member == SightMember::Candy;
        default:
            return false;
    }
}

std::string sight_words(LessonSight sight, const SightDetail& d) {
    if (!d.any())
        return std::string(sight_words(sight));
    const auto a = [](std::optional<CandyType> type, std::string_view otherwise) {
        return type ? "a " + std::string(candy_type_name(*type)) : std::string(otherwise);
    };
    const std::string place = d.at ? cell_name(*d.at, kMaxRows) : "";
    switch (sight) {
        case LessonSight::Bonk:
            return "a Bonk!" + (d.candy ? " of " + a(d.candy, "") : "") +
                   (d.struck ? " into " + a(d.struck, "") : "") + (d.at ? " at " + place : "");
        case LessonSight::Eaten:
            return a(d.candy, "a candy") + " eaten" + (d.at ? " at " + place : "");
        case LessonSight::Delivered:
            return (d.candy ? a(d.candy, "") + " delivered" : "a delivery") +
                   (d.crate ? " into the " + std::string(crate_kind_name(*d.crate)) + " crate"
                            : " into a crate");
        case LessonSight::Lost:
            return a(d.candy, "a candy") + " lost";
        case LessonSight::Moved:
            return a(d.candy, "a candy") + " moving" + (d.at ? " to " + place : "");
        case LessonSight::TilePlayed:
            return "a tile played on " + place;
        case LessonSight::CandyMade:
            return a(d.candy, "a candy") + " made from an order";
        case LessonSight::CandyProduced:
            return a(d.candy, "a candy") + " produced";
        case LessonSight::OutputAdjusted:
            return "the " + std::string(candy_type_name(*d.candy)) + " output moved";
        default:
            return std::string(sight_words(sight));
    }
}

}  // namespace sugarworks::lessons
