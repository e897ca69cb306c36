#include "table/game_in_play.hpp"

#include <algorithm>
#include <cstddef>
#include <variant>

#include "sparks/event_text.hpp"
#include "sparks/player_view.hpp"
#include "sparks/save_header.hpp"
#include "table/sparks_sounds.hpp"

namespace sparks::table {

namespace {

// Sparks' saves call a person "human"; the shell says "person".
constexpr std::string_view kShellPerson = "person";
constexpr std::string_view kSavedPerson = "human";

// "Ada", "Ada and Blake", "Ada, Blake and Casey".
std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0)
            out += i + 1 == words.size() ? " and " : ", ";
        out += words[i];
    }
    return out;
}

}  // namespace

SparksInPlay::SparksInPlay(Match match, SaveInfo info)
    : match_(std::move(match)), info_(std::move(info)) {
    info_.seats.resize(static_cast<std::size_t>(match_.game().options().players));
}

bool SparksInPlay::person_at(int seat) const {
    return info_.seats[static_cast<std::size_t>(seat)].player == kSavedPerson;
}

std::vector<std::string> SparksInPlay::names() const {
    std::vector<std::string> out;
    for (const SavedSeat& seat : info_.seats)
        out.push_back(seat.name);
    return out;
}

std::vector<shell::SeatSetup> SparksInPlay::seats() const {
    const std::vector<std::string> given = names();
    std::vector<shell::SeatSetup> out;
    for (std::size_t i = 0; i < info_.seats.size(); ++i) {
        const int seat = static_cast<int>(i);
        out.push_back(
            {.name = player_label(seat, given),
             .player = person_at(seat) ? std::string(kShellPerson) : info_.seats[i].player});
    }
    return out;
}

int SparksInPlay::seat_to_act() const {
    return match_.game().is_over(match_.state()) ? shell::kWholeTable : match_.to_act();
}

std::string SparksInPlay::turn_words() const {
    const GameState& s = match_.state();
    return "Round " + std::to_string(s.round + 1) + " of " +
           std::to_string(match_.game().content().rounds) + ": " +
           std::string(phase_words(s.phase)) + ".";
}

bots::BotChoice SparksInPlay::choice_at(bots::BotLevel level) const {
    const int seat = seat_to_act();
    const Game& game = match_.game();
    return bots::decide(
        game, player_view(game, match_.state(), seat), level,
        bots::decision_seed(match_.seed(), static_cast<int>(match_.actions().size()), seat));
}

void SparksInPlay::play_turn_at(bots::BotLevel level) {
    if (seat_to_act() == shell::kWholeTable)
        return;
    const bots::BotChoice choice = choice_at(level);
    const std::size_t at = match_.actions().size();
    const auto outcome = match_.apply(choice.action);
    const auto* refused = std::get_if<Rejection>(&outcome);
    refused_ = refused ? refused->message : std::string();
    if (refused)
        return;
    if (!choice.reason.empty())
        reasons_[at] = choice.reason;
    applied(std::get<std::vector<Event>>(outcome));
}

void SparksInPlay::play_computer_turn() {
    const int seat = seat_to_act();
    if (seat == shell::kWholeTable || person_at(seat))
        return;
    if (const auto level = bots::parse_level(info_.seats[static_cast<std::size_t>(seat)].player))
        play_turn_at(*level);
}

bool SparksInPlay::try_action(const Action& action) {
    const auto outcome = match_.apply(action);
    if (const auto* refused = std::get_if<Rejection>(&outcome)) {
        refused_ = refused->message;
        refusal_heard_ = false;
        return false;
    }
    refused_.clear();
    applied(std::get<std::vector<Event>>(outcome));
    return true;
}

void SparksInPlay::applied(const std::vector<Event>& events) {
    playback_.add(events);
    hint_.reset();
    log_kept_.clear();
}

const std::vector<std::string>& SparksInPlay::log_for(int viewer) {
    auto kept = log_kept_.find(viewer);
    if (kept == log_kept_.end())
        kept = log_kept_.emplace(viewer, log_lines(0, viewer)).first;
    return kept->second;
}

void SparksInPlay::advance(double dt) {
    playback_.advance(dt * speed_);
}

void SparksInPlay::use_settings(const shell::Settings& settings) {
    speed_ = settings.speed;
    confirm_final_ = settings.confirm_final_actions;
}

bool SparksInPlay::hands_on(const Action& action) const {
    const auto outcome = match_.game().apply(match_.state(), action);
    const auto* applied = std::get_if<Applied>(&outcome);
    if (!applied)
        return false;  // refused: said at once, nothing to confirm
    return applied->state.phase == Phase::Over || applied->state.current != seat_to_act();
}

void SparksInPlay::pressed(const Action& action) {
    if (confirm_final_ && hands_on(action)) {
        staged_ = action;
        refused_.clear();
        return;
    }
    staged_.reset();
    try_action(action);
}

std::vector<int> SparksInPlay::take_sounds() {
    std::vector<int> out;
    if (!refusal_heard_) {
        out.push_back(sound_number(Cue::Refused));
        refusal_heard_ = true;
    }
    // Each event's sound as its beat begins, once: a beat of several alike, one sound.
    for (const Event& e : playback_.take_started())
        if (const auto cue = cue_for(e.kind))
            if (std::find(out.begin(), out.end(), sound_number(*cue)) == out.end())
                out.push_back(sound_number(*cue));
    return out;
}

bool SparksInPlay::moving() const {
    return playback_.playing();
}

std::vector<std::string> SparksInPlay::log_lines(std::size_t from, int viewer) const {
    const Game& game = match_.game();
    const std::vector<std::string> given = names();
    std::vector<std::string> out;
    if (from == 0)
        for (const Event& e : match_.setup_events())
            out.push_back(event_text(game, e, given, viewer));
    std::string last_reason;
    for (std::size_t i = from; i < match_.actions().size(); ++i) {
        const auto reason = reasons_.find(i);
        // A computer's reason once, not again before each move it explains alike.
        if (reason != reasons_.end()) {
            const std::string line =
                player_label(match_.actor(i), given) + " (computer): " + reason->second;
            if (line != last_reason)
                out.push_back(line);
            last_reason = line;
        }
        for (const Event& e : match_.events(i))
            out.push_back(event_text(game, e, given, viewer));
    }
    return out;
}

std::string SparksInPlay::action_words(std::size_t i, int viewer) const {
    const int who = viewer == shell::kWholeTable ? kTableViewer : viewer;
    const std::vector<std::string> given = names();
    std::string out;
    for (const Event& e : match_.events(i))
        out += (out.empty() ? "" : " ") + event_text(match_.game(), e, given, who);
    if (!out.empty())
        return out;
    // An action that changed nothing yet anyone sees (rerolling begins with the
    // choice of dice): what was asked, by whom.
    std::string asked(action_kind_id(match_.actions()[i].kind));
    std::replace(asked.begin(), asked.end(), '_', ' ');
    return player_label(match_.actor(i), given) + ": " + asked + ".";
}

shell::GameInPlay::Recap SparksInPlay::recap_for(int seat) const {
    if (seat < 0 || match_.actions().empty())
        return {};
    // Since the seat last decided: everything the others did, as the seat may read it.
    std::size_t from = match_.actions().size();
    while (from > 0 && match_.actor(from - 1) != seat)
        --from;
    if (from == match_.actions().size() || from == 0)
        return {};
    Recap recap{.title = player_label(seat, names()) + ", since your last decision:"};
    recap.lines = log_lines(from, seat);
    // The latest lines are what matter; a whole round of others' play is long.
    constexpr std::size_t kMostLines = 14;
    if (recap.lines.size() > kMostLines)
        recap.lines.erase(recap.lines.begin(),
                          recap.lines.end() - static_cast<std::ptrdiff_t>(kMostLines));
    return recap;
}

std::vector<std::string> SparksInPlay::secrets_from(int viewer) const {
    // The hidden things of Sparks are the cards each seat holds: assistants in the
    // hand and the draft packet, robots drawn to choose from. sees_hand decides who
    // may see them; a table names an assistant by its name and a robot by its id.
    const Content& content = match_.game().content();
    const GameState& state = match_.state();
    const int who = viewer == shell::kWholeTable ? kTableViewer : viewer;
    std::vector<std::string> out;
    for (int holder = 0; holder < state.players; ++holder) {
        if (sees_hand(who, holder))
            continue;
        const PlayerState& seat = state.seats[static_cast<std::size_t>(holder)];
        for (const int card : seat.hand)
            out.push_back(content.assistants[static_cast<std::size_t>(card)].name);
        for (const int card : seat.packet)
            out.push_back(content.assistants[static_cast<std::size_t>(card)].name);
        for (const int card : seat.offer)
            out.push_back(content.robots[static_cast<std::size_t>(card)].id);
    }
    return out;
}

// A solo game is played for its score, the best kept at each number of goal
// tiles (the solo game's steps); a game of several players is won or lost.
shell::BookEntry SparksInPlay::book_entry() const {
    const Game& game = match_.game();
    shell::BookEntry entry{.kind = mode_words(game.options())};
    for (const std::string& variant : variant_words(game.options()))
        entry.kind += ", " + variant;
    if (game.solo())
        entry.score = score(game, match_.state(), 0).total();
    return entry;
}

std::string SparksInPlay::result() const {
    const Game& game = match_.game();
    const GameState& end = match_.state();
    if (!game.is_over(end))
        return {};
    const std::vector<std::string> given = names();
    if (game.solo()) {
        const int points = score(game, end, 0).total();
        const std::string who = player_label(0, given);
        if (!winners(game, end).empty())
            return who + " wins the solo game with " + std::to_string(points) + " points.";
        return who + " does not win the solo game: " + std::to_string(points) +
               " points, and a win needs every goal tile met and " +
               std::to_string(game.content().solo_points_to_win) + " points.";
    }
    const std::vector<int> won = winners(game, end);
    std::vector<std::string> who;
    if (won.empty())
        return "Nobody wins.";
    for (const int seat : won)
        who.push_back(player_label(seat, given));
    const std::string points = std::to_string(score(game, end, won.front()).total()) + " points";
    if (won.size() == 1)
        return who.front() + " wins with " + points + ".";
    return joined(who) + " share the victory with " + points + " each.";
}

std::string SparksInPlay::save_text() const {
    return sparks::save_text(match_, info_);
}

std::size_t SparksInPlay::action_count() const {
    return match_.actions().size();
}

std::unique_ptr<shell::GameInPlay> SparksInPlay::after(std::size_t n) const {
    return std::make_unique<SparksInPlay>(match_.first(n), info_);
}

}  // namespace sparks::table
