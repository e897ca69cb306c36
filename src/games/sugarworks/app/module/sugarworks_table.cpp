#include "module/sugarworks_table.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <utility>

#include "audio/sound_bank.hpp"
#include "drivers/lesson_script.hpp"
#include "drivers/test_driver.hpp"
#include "engine/count_words.hpp"
#include "module/sugarworks_module.hpp"
#include "module/sugarworks_replay.hpp"
#include "render/backdrop.hpp"
#include "render/floor_painter.hpp"
#include "setup/lesson_place.hpp"
#include "setup/new_game_form.hpp"
#include "shell/setup/fresh_seed.hpp"
#include "sugarworks/information.hpp"
#include "sugarworks/visibility.hpp"
#include "table/table_keys.hpp"
#include "ui/cover_screen.hpp"
#include "ui/order_card.hpp"
#include "ui/score_sheet_screen.hpp"

namespace sugarworks::app {

int shell_viewer(int viewer) {
    return viewer == kTableViewer ? shell::kWholeTable : viewer;
}

int game_viewer(int viewer) {
    return viewer == shell::kWholeTable ? kTableViewer : viewer;
}

SugarworksTable::SugarworksTable(Table table, std::shared_ptr<TableArt> art)
    : art_(std::move(art)), model_(std::move(table), TablePrefs{}) {}

void SugarworksTable::begin_lesson(TableLesson lesson, const std::string& next_title) {
    // The lesson's own words explain each moment: no tips on top of them.
    model_.set_game_tips(false);
    model_.set_lesson(std::move(lesson));
    if (!next_title.empty())
        model_.set_next_lesson(next_title);
}

// [SECTION] The game

std::vector<shell::SeatSetup> SugarworksTable::seats() const {
    std::vector<shell::SeatSetup> out;
    const Table& t = model_.table();
    for (int i = 0; i < t.seat_count(); ++i) {
        const Seat& seat = t.seat(i);
        out.push_back(
            {seat.name, seat.computer ? std::string(bots::level_id(*seat.computer)) : "person"});
    }
    return out;
}

int SugarworksTable::seat_to_act() const {
    const GameState& s = model_.table().state();
    return s.over() ? shell::kWholeTable : s.current;
}

std::string SugarworksTable::turn_words() const {
    return model_.cover().why;
}

std::size_t SugarworksTable::action_count() const {
    return model_.table().match().actions().size();
}

std::vector<std::string> SugarworksTable::secrets_from(int viewer) const {
    const Table& t = model_.table();
    const Game& game = t.game();
    if (hands_public(game))
        return {};
    const GameState& s = t.state();
    const int seen_by = game_viewer(viewer);
    const std::size_t actions = action_count();
    if (const auto kept = secrets_.find(seen_by);
        kept != secrets_.end() && kept->second.first == actions)
        return kept->second.second;
    // What a seat watched go face up into a hand is no secret from it; what every
    // seat watched, none from the whole table.
    std::vector<SeatInformation> known;
    for (int q = 0; q < s.player_count; ++q) {
        if (seen_by == q || seen_by == kTableViewer)
            known.push_back(information_from(t.match(), q));
    }
    const auto knows = [&](const SeatInformation& info, int holder, int card) {
        return info.seat == holder || sees_order(game, s, info.seat, holder, card) ||
               info.known_orders[static_cast<std::size_t>(holder)].contains(card);
    };
    std::vector<std::string> words;
    for (int p = 0; p < s.player_count; ++p) {
        s.players[static_cast<std::size_t>(p)].orders.for_each([&](int card) {
            if (sees_order(game, s, seen_by, p, card))
                return;
            const bool known_to_all =
                !known.empty() && std::all_of(known.begin(), known.end(), [&](const auto& info) {
                    return knows(info, p, card);
                });
            if (!known_to_all)
                words.push_back(order_card_text(game.catalog(), card));
        });
    }
    secrets_[seen_by] = {actions, words};
    return words;
}

std::string SugarworksTable::result() const {
    const Table& t = model_.table();
    if (!t.state().over())
        return {};
    const ScoreSheet sheet = t.score();
    if (sheet.players.empty())
        return {};
    if (sheet.cooperative || scored_against_the_factory(t.game())) {
        const std::string who = sheet.cooperative ? std::string("The team") : t.seat(0).name;
        const std::string words =
            who + " scores " + engine::count_words(sheet.players.front().total, "point", "points");
        return words + (sheet.rating.empty() ? "." : ": " + sheet.rating + ".");
    }
    std::string names;
    for (std::size_t i = 0; i < sheet.winners.size(); ++i) {
        names += (i == 0                          ? ""
                  : i + 1 == sheet.winners.size() ? " and "
                                                  : ", ") +
                 t.seat(sheet.winners[i]).name;
    }
    const int top = sheet.players[static_cast<std::size_t>(sheet.winners.front())].total;
    return names + (sheet.winners.size() > 1 ? " share the win with " : " wins with ") +
           engine::count_words(top, "point", "points") + ".";
}

shell::BookEntry SugarworksTable::book_entry() const {
    const Table& t = model_.table();
    const Game& game = t.game();
    shell::BookEntry entry;
    entry.kind = game.scenario().name + ", " +
                 engine::count_words(game.options().players, "player", "players");
    for (const Toggle toggle : kAllToggles) {
        if (game.options().toggles.has(toggle))
            entry.kind += ", " + std::string(toggle_id(toggle));
    }
    if (scored_against_the_factory(game)) {
        const ScoreSheet sheet = t.score();
        if (!sheet.players.empty())
            entry.score = sheet.players.front().total;
    }
    return entry;
}

std::string SugarworksTable::action_words(std::size_t i, int viewer) const {
    std::string words;
    for (const LogEntry& line : model_.table().log()) {
        if (line.action != static_cast<int>(i))
            continue;
        const std::string& said = line.text_for(game_viewer(viewer));
        if (!said.empty())
            words += (words.empty() ? "" : " ") + said;
    }
    return words;
}

std::unique_ptr<shell::GameInPlay> SugarworksTable::after(std::size_t n) const {
    const Table& t = model_.table();
    std::vector<Seat> seats;
    for (int i = 0; i < t.seat_count(); ++i)
        seats.push_back(t.seat(i));
    return std::make_unique<SugarworksTable>(Table(t.match().first(n), std::move(seats)), art_);
}

std::unique_ptr<shell::OwnReplay> SugarworksTable::own_replay(const std::string& title) const {
    const Table& t = model_.table();
    std::vector<Seat> seats;
    for (int i = 0; i < t.seat_count(); ++i)
        seats.push_back(t.seat(i));
    return std::make_unique<SugarworksReplay>(Table(t.match().first(action_count()), seats), title,
                                              art_);
}

// [SECTION] A table that moves

void SugarworksTable::use_settings(const shell::Settings& settings) {
    model_.set_prefs(table_prefs(settings, settings.speed));
    colourblind_ = settings.colourblind;
}

std::vector<int> SugarworksTable::take_sounds() {
    std::vector<int> sounds;
    for (const Cue cue : model_.take_sounds())
        sounds.push_back(sound_number(cue));
    return sounds;
}

// [SECTION] A screen of its own

std::optional<int> SugarworksTable::looking() const {
    return shell_viewer(model_.viewer());
}

std::string SugarworksTable::showing() const {
    switch (model_.phase()) {
        case TablePhase::Cover:
            return "cover";
        case TablePhase::Recap:
            return "recap";
        case TablePhase::Table:
            return "table";
        case TablePhase::Over:
            return "score_sheet";
    }
    return "table";
}

void SugarworksTable::tell(const std::string& words) {
    if (model_.phase() == TablePhase::Over)
        sheet_note_ = words;
    else
        model_.set_notice(words);
}

void SugarworksTable::draw_table(int /*viewer: the model's own*/, shell::TableUi& ui) {
    const shell::Fonts& fonts = ui.fonts();
    const float s = ui.ui_scale();
    shell::TextureCache* pictures = art_->pictures ? &*art_->pictures : nullptr;
    const Painter p{ImGui::GetBackgroundDrawList(), pictures, fonts.board, colourblind_};
    const Table& t = model_.table();
    for (const TableIntents& want : std::exchange(keyed_, {}))
        carry_out(want, ui);
    drawn_ = {showing(), model_.viewer(), model_.shared(), action_count()};
    ImGui::PushFont(fonts.body);
    switch (model_.phase()) {
        case TablePhase::Cover:
            draw_floor_behind(p, model_.public_floor(), t.game().catalog(),
                              candies_in_play(t.game().scenario()));
            carry_out(draw_cover(p, fonts, s, ui.marks(), model_.cover()), ui);
            break;
        case TablePhase::Recap:
            draw_floor_behind(p, model_.public_floor(), t.game().catalog(),
                              candies_in_play(t.game().scenario()));
            carry_out(draw_recap(fonts, s, ui.marks(), model_.recap_title(), model_.recap()), ui);
            break;
        case TablePhase::Table:
            screen_.set_key_point(ui.key_point());
            carry_out(screen_.draw(model_.frame(), p, fonts, s, ui.marks()), ui);
            break;
        case TablePhase::Over:
            draw_score_sheet(p, ui);
            break;
    }
    ImGui::PopFont();
}

void SugarworksTable::carry_out(const TableIntents& want, shell::TableUi& ui) {
    if (want.menu) {
        ui.ask(shell::TableUi::Ask::Menu);
        return;
    }
    // The lesson's Restart, Leave and Next lesson are the lesson runner's.
    if (model_.lesson() && (want.lesson_restart || want.lesson_leave || want.lesson_onward)) {
        if (want.lesson_leave)
            model_.hand_off();  // whoever comes back passes the cover again
        ui.ask(want.lesson_onward  ? shell::TableUi::Ask::NextLesson
               : want.lesson_leave ? shell::TableUi::Ask::Lessons
                                   : shell::TableUi::Ask::LessonAgain);
        return;
    }
    if (want.save)
        ui.ask(shell::TableUi::Ask::Save);
    if (want.rules)
        ui.ask(shell::TableUi::Ask::Rules);
    model_.handle(want);
}

void SugarworksTable::draw_score_sheet(const Painter& p, shell::TableUi& ui) {
    const Table& t = model_.table();
    draw_backdrop(p, {{0, 0}, ImGui::GetIO().DisplaySize});
    if (!sheet_)
        sheet_ = t.score();
    std::vector<int> colours;
    for (int i = 0; i < t.seat_count(); ++i)
        colours.push_back(t.seat(i).colour);
    const std::vector<std::string> notes = seat_notes(t);
    const std::optional<TableTip> tip = model_.tip(TipSpot::Sheet);
    // A lesson's sheet leads on to the next lesson; a tutorial game's to the next shift.
    const std::optional<ScenarioChoice> next =
        model_.lesson() ? std::nullopt : next_shift(t.game().catalog(), t.game().scenario());
    const std::string next_name = model_.lesson() ? model_.lesson()->next_title()
                                  : next          ? next->name
                                                  : "";
    const ScoreSheetIntents want =
        draw_score_sheet_screen(t.game(), *sheet_, t.names(), colours, ui.fonts(), ui.ui_scale(),
                                sheet_note_, next_name, notes, tip ? tip->words : "");
    if (want.dismiss_tip) {
        TableIntents gone;
        gone.dismiss_tip = true;
        model_.handle(gone);
    }
    if (want.save_replay)
        ui.ask(shell::TableUi::Ask::Save);
    if (want.main_menu)
        ui.ask(shell::TableUi::Ask::Menu);
    if (model_.lesson()) {
        // Again means the lesson again; next, the next lesson.
        if (want.next_shift)
            ui.ask(shell::TableUi::Ask::NextLesson);
        else if (want.play_again_same_seed || want.play_again_new_seed)
            ui.ask(shell::TableUi::Ask::LessonAgain);
        return;
    }
    if (want.next_shift && next) {
        shell::NewGameSetup setup = again(false);
        setup.options[std::string(kModeOption)] = next->id;
        ui.ask_new_game(setup);
    } else if (want.play_again_same_seed || want.play_again_new_seed) {
        ui.ask_new_game(again(want.play_again_same_seed));
    }
}

shell::NewGameSetup SugarworksTable::again(bool same_seed) const {
    const Table& t = model_.table();
    shell::NewGameSetup setup;
    setup.seed = same_seed ? t.match().seed() : shell::fresh_seed();
    setup.seats = seats();
    setup.options[std::string(kModeOption)] = t.game().scenario().id;
    for (const Toggle toggle : kAllToggles) {
        if (t.game().options().toggles.has(toggle))
            setup.options[std::string(toggle_id(toggle))] = shell::FormOption::kOn;
    }
    return setup;
}

bool SugarworksTable::key(const SDL_KeyboardEvent& key) {
    // The score sheet reads its own keys (Escape: the main menu).
    if (model_.phase() == TablePhase::Over)
        return false;
    const SDL_Keycode code = key.keysym.sym;
    const bool enter = (code == SDLK_RETURN || code == SDLK_KP_ENTER) && key.repeat == 0;
    TableIntents want;
    if (enter && model_.phase() == TablePhase::Cover)
        want.lift_cover = true;  // the cover's default button
    else if (enter && model_.phase() == TablePhase::Recap)
        want.recap_read = true;
    else if (const std::optional<TableIntents> keyed = table_key_intents(key, model_.frame()))
        want = *keyed;  // Escape on the cover too: the menu
    else
        return false;
    picked_by_key_ = want.pick_in_hand.has_value();
    // Carried out as the next frame is drawn, where what is the shell's (the menu,
    // a save, the rules) is asked of it.
    keyed_.push_back(want);
    return true;
}

bool SugarworksTable::key_first(const SDL_KeyboardEvent& key, std::string_view focused) {
    if (model_.phase() != TablePhase::Table)
        return false;
    const SDL_Keycode code = key.keysym.sym;
    const TableFrame frame = model_.frame();
    // In a lesson, Enter reads on wherever the keys' focus stands, unless it stands
    // on the lesson's own Restart or Leave.
    const bool lesson_enter = (code == SDLK_RETURN || code == SDLK_KP_ENTER) && key.repeat == 0 &&
                              frame.lesson && frame.lesson->can_next &&
                              !focused.starts_with("lesson:");
    if (lesson_enter) {
        TableIntents want;
        want.lesson_next = true;
        keyed_.push_back(want);
        return true;
    }
    // While the conveyors run, Space, Right and End work the playback.
    const bool playback_key =
        frame.movement.active && (code == SDLK_SPACE || code == SDLK_RIGHT || code == SDLK_END);
    if (!playback_key)
        return false;
    if (const std::optional<TableIntents> keyed = table_key_intents(key, frame))
        keyed_.push_back(*keyed);
    return true;
}

std::string SugarworksTable::lesson() const {
    return model_.lesson() ? model_.lesson()->lesson().id : std::string();
}

std::optional<shell::GameInPlay::LessonReached> SugarworksTable::take_lesson_place() {
    if (!model_.take_lesson_changed())
        return std::nullopt;
    const TableLesson& lesson = *model_.lesson();
    return LessonReached{lesson_place(lesson.progress()), lesson.over()};
}

std::vector<std::string> SugarworksTable::panel_order() const {
    if (model_.phase() != TablePhase::Table)
        return {};
    // The table's panels in the order a player reads them, for Tab.
    return {"##lesson", "##hand", "##actions",  "##market",
            "##public", "floor",  "##movement", "##tablebar"};
}

std::optional<std::optional<std::string>> SugarworksTable::autoplay_press(const shell::Marks& frame,
                                                                          std::uint32_t random) {
    using Press = std::optional<std::string>;
    switch (model_.phase()) {
        case TablePhase::Cover:
            return Press(frame.find("cover:show") ? Press("cover:show") : std::nullopt);
        case TablePhase::Recap:
            return Press(frame.find("recap:start") ? Press("recap:start") : std::nullopt);
        case TablePhase::Over:
            return Press(std::nullopt);
        case TablePhase::Table:
            break;
    }
    if (!frame.find("menu"))
        return Press(std::nullopt);  // the table is not drawn yet
    const TableFrame f = model_.frame();
    // A person watches the conveyors run; a computer's turn offers them nothing.
    if (f.movement.active && !f.movement.finished)
        return Press(std::nullopt);
    // The rest of the clicks of the action chosen, while they are on screen.
    while (!autoplay_clicks_.empty() && !frame.find(autoplay_clicks_.front()))
        autoplay_clicks_.clear();
    if (autoplay_clicks_.empty()) {
        if (f.staged) {
            autoplay_clicks_.push_back("confirm");
        } else if (!f.legal.empty()) {
            const Action& chosen = f.legal[random % f.legal.size()];
            for (std::string& click : clicks_for(chosen, f))
                autoplay_clicks_.push_back(std::move(click));
        }
    }
    if (autoplay_clicks_.empty())
        return Press(std::nullopt);
    std::string next = std::move(autoplay_clicks_.front());
    autoplay_clicks_.pop_front();
    return Press(std::move(next));
}

shell::GameInPlay::StepProgress SugarworksTable::script_step(const shell::ScriptStep& step,
                                                             shell::Window& window,
                                                             const shell::Marks& frame,
                                                             float ui_scale) {
    using State = StepProgress::State;
    if (step.kind == shell::ScriptStep::Kind::CheckSteady) {
        steady_.emplace();
        return {State::Done, {}};
    }
    return drive_step(step_driver_, step, action_count(),
                      {showing(), &model_, frame, window, ui_scale, nullptr});
}

std::optional<std::string> SugarworksTable::check_frame(const shell::Marks& frame, float ui_scale) {
    if (!steady_ || drawn_.showing != "table")
        return std::nullopt;
    const std::vector<std::string> moved =
        steady_->observe(frame, ImGui::GetIO().DisplaySize, ui_scale);
    for (const std::string& line : moved)
        std::printf("sugarworks: moved (table screen): %s\n", line.c_str());
    if (moved.empty())
        return std::nullopt;
    steady_.reset();
    return std::to_string(moved.size()) + " element(s) moved on the table screen";
}

std::optional<std::string> SugarworksTable::privacy_breach(const shell::Marks& frame,
                                                           int viewer) const {
    // The shell drew the frame for whom the table said it was looking (no seat: a
    // table of computers alone is nobody's, as a moment the whole table watches).
    if (viewer != shell_viewer(drawn_.viewer))
        return "the " + drawn_.showing + " was drawn for seat " + std::to_string(viewer + 1) +
               ", not for whom the table said was looking";
    const DrawnFor drawn{drawn_.showing, drawn_.viewer, drawn_.shared, drawn_.actions};
    return app::privacy_breach(model_, frame, drawn);
}

}  // namespace sugarworks::app
