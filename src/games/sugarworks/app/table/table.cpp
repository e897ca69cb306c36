#include "table/table.hpp"

#include <algorithm>

#include "engine/count_words.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {
namespace {

std::vector<Seat> seats_from(const SaveInfo& info, int players) {
    std::vector<Seat> seats;
    for (int i = 0; i < players; ++i) {
        const auto at = static_cast<size_t>(i);
        std::string name = at < info.player_names.size() ? info.player_names[at] : "";
        if (name.empty())
            name = "Player " + std::to_string(i + 1);
        Seat seat{name, i, std::nullopt};
        if (at < info.seats.size())
            seat.computer = bots::parse_level(info.seats[at].player);  // "human": none
        seats.push_back(seat);
    }
    return seats;
}

// A recap keeps what changed the table, not each step of each candy.
bool worth_recap(const GameEvent& e) {
    if (e.kind == GameEventKind::Floor) {
        const EventKind k = e.floor.kind;
        return k == EventKind::Delivered || k == EventKind::Lost || k == EventKind::TilePlaced;
    }
    switch (e.kind) {
        case GameEventKind::TurnStarted:
        case GameEventKind::MovementEnded:
        case GameEventKind::MarketRefilled:
        case GameEventKind::TileDrawn:
            return false;
        default:
            return true;
    }
}

}  // namespace

Table::Table(const Catalog& catalog, const GameOptions& options, std::uint64_t seed,
             std::vector<Seat> seats)
    : match_(Game(catalog, options), seed), seats_(std::move(seats)) {
    for (const Seat& s : seats_)
        names_.push_back(s.name);
    narrate(-1, match_.setup_events(), match_.states().front().floor);
    refresh();
}

Table::Table(Match match, const SaveInfo& info)
    : match_(std::move(match)), seats_(seats_from(info, match_.state().player_count)) {
    for (const Seat& s : seats_)
        names_.push_back(s.name);
    for (size_t i = 0; i < info.seats.size() && i < hints_.size(); ++i)
        hints_[i] = info.seats[i].hints;
    tell_history();
}

Table::Table(Match match, std::vector<Seat> seats)
    : match_(std::move(match)), seats_(std::move(seats)) {
    for (const Seat& s : seats_)
        names_.push_back(s.name);
    tell_history();
}

// A game opened part-way is told from its start, so the log reads as it did.
void Table::tell_history() {
    narrate(-1, match_.setup_events(), match_.states().front().floor);
    for (size_t i = 0; i < match_.actions().size(); ++i) {
        auto applied = game().apply(match_.states()[i], match_.actions()[i]);
        const auto* done = std::get_if<Applied>(&applied);
        if (!done)
            break;
        narrate(static_cast<int>(i), done->events, done->state.floor);
    }
    seen_upto_.fill(static_cast<int>(log_.size()));
    refresh();
}

void Table::refresh() {
    legal_ = game().legal_actions(state());
}

// `floor` is the floor just after the events, which the words name places on.
void Table::narrate(int action, const std::vector<GameEvent>& events, const Floor& floor) {
    for (size_t i = 0; i < events.size(); ++i) {
        LogEntry entry;
        entry.action = action;
        entry.event = static_cast<int>(i);
        entry.what = events[i];
        for (int v = 0; v < seat_count(); ++v) {
            entry.text[static_cast<size_t>(v)] =
                narrate_game_event(events[i], game(), floor, names_, v);
        }
        entry.text[kMaxPlayers] =
            narrate_game_event(events[i], game(), floor, names_, kTableViewer);
        entry.text[kMaxPlayers + 1] =
            narrate_game_event(events[i], game(), floor, names_, kSpectatorViewer);
        log_.push_back(std::move(entry));
    }
}

SubmitResult Table::submit(const Action& action, const std::string& remark) {
    auto applied = match_.apply(action);
    if (!remark.empty() && std::holds_alternative<std::vector<GameEvent>>(applied)) {
        LogEntry entry;
        entry.action = static_cast<int>(match_.actions().size()) - 1;
        entry.event = -1;
        entry.remark = true;
        entry.text.fill(remark);
        log_.push_back(std::move(entry));
    }
    return record(std::move(applied));
}

int Table::human_count() const {
    return static_cast<int>(
        std::count_if(seats_.begin(), seats_.end(), [](const Seat& s) { return !s.computer; }));
}

int Table::sole_human() const {
    if (human_count() != 1)
        return -1;
    for (int i = 0; i < seat_count(); ++i) {
        if (!is_computer(i))
            return i;
    }
    return -1;
}

// The outcome of an action applied or redone: its events, told in the log.
SubmitResult Table::record(std::variant<std::vector<GameEvent>, Rejection> applied) {
    SubmitResult result;
    if (const auto* refused = std::get_if<Rejection>(&applied)) {
        result.reason = refused->message;
        return result;
    }
    result.ok = true;
    result.events = std::move(std::get<std::vector<GameEvent>>(applied));
    result.first_log = static_cast<int>(log_.size());
    const int index = static_cast<int>(match_.actions().size()) - 1;
    narrate(index, result.events, state().floor);
    refresh();
    return result;
}

bool Table::undo() {
    if (!match_.undo())
        return false;
    const int actions = static_cast<int>(match_.actions().size());
    std::erase_if(log_, [&](const LogEntry& e) { return e.action >= actions; });
    for (int& seen : seen_upto_)
        seen = std::min(seen, static_cast<int>(log_.size()));
    refresh();
    return true;
}

SubmitResult Table::redo() {
    return record(match_.redo());
}

std::vector<std::string> Table::recap(int seat) const {
    std::vector<std::string> lines;
    const auto v = static_cast<size_t>(seat);
    for (size_t i = static_cast<size_t>(seen_upto_[v]); i < log_.size(); ++i) {
        if (worth_recap(log_[i].what) && !log_[i].text[v].empty())
            lines.push_back(log_[i].text[v]);
    }
    return lines;
}

void Table::mark_seen(int seat) {
    seen_upto_[static_cast<size_t>(seat)] = static_cast<int>(log_.size());
}

SaveInfo Table::info() const {
    SaveInfo info{names_, {}};
    for (int i = 0; i < seat_count(); ++i) {
        const Seat& s = seat_at(i);
        info.seats.push_back({s.computer ? std::string(bots::level_id(*s.computer)) : "human",
                              hints_[static_cast<size_t>(i)]});
    }
    return info;
}

std::string Table::save() const {
    return save_text(match_, info());
}

std::vector<SeatLook> seat_looks(const Table& table) {
    std::vector<SeatLook> looks;
    for (int i = 0; i < table.seat_count(); ++i) {
        const Seat& s = table.seat(i);
        looks.push_back(
            {s.name, s.colour,
             s.computer ? "Computer, " + std::string(bots::level_words(*s.computer)) : ""});
    }
    return looks;
}

std::vector<LogLine> log_lines(const Table& table, int viewer) {
    std::vector<LogLine> lines;
    lines.reserve(table.log().size());
    for (const LogEntry& e : table.log())
        lines.push_back({e.text_for(viewer), e.what.kind, e.what.floor, e.remark});
    return lines;
}

std::vector<std::string> seat_notes(const Table& table) {
    std::vector<std::string> notes;
    for (int i = 0; i < table.seat_count(); ++i) {
        const Seat& seat = table.seat(i);
        std::string note =
            seat.computer ? "Computer, " + std::string(bots::level_words(*seat.computer)) : "";
        if (const int hints = table.hints(i); hints > 0) {
            note += (note.empty() ? "" : "; ") + engine::count_words(hints, "hint", "hints") +
                    " from the coach";
        }
        notes.push_back(std::move(note));
    }
    return notes;
}

}  // namespace sugarworks::app
