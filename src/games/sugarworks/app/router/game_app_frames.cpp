// The router's frames: each screen drawn, and what its buttons ask done, the score sheet and the
// score book included.
#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <utility>

#include "engine/count_words.hpp"
#include "lessons/lesson_progress.hpp"
#include "module/sugarworks_score_book.hpp"
#include "render/floor_painter.hpp"
#include "replay/replay_keys.hpp"
#include "setup/score_summary.hpp"
#include "setup/table_opening.hpp"
#include "shell/platform/app_keys.hpp"
#include "shell/setup/fresh_seed.hpp"
#include "shell/setup/player_file.hpp"
#include "sugarworks/state_io.hpp"
#include "table/table_keys.hpp"
#include "ui/cover_screen.hpp"
#include "ui/menu_screen.hpp"
#include "ui/new_game_screen.hpp"
#include "ui/rules_screen.hpp"
#include "ui/score_book_screen.hpp"
#include "ui/score_sheet_screen.hpp"
#include "ui/settings_screen.hpp"

namespace sugarworks::app {

// [SECTION] Frames

void GameApp::draw_frame(double dt) {
    if (screen_ == Screen::Example) {
        // Scripts and autoplay go on here too (a key, a wait, a check of the screen).
        const DriverFrame driven{screen_id(shown()), nullptr, marks_, window_, ui_.scale()};
        driver_.before_frame(driven);
        marks_.begin_frame();
        if (viewer_) {
            viewer_->draw_frame(dt);
            for (const Cue cue : viewer_->take_sounds())
                audio_.play(sound_number(cue));
        }
        // Its Back button (or no example at all): the Rules again. Until then the
        // example stays up, frame after frame.
        if (!viewer_ || viewer_->back_requested()) {
            viewer_.reset();
            screen_ = Screen::Rules;
        }
        return;
    }
    if (model_ && screen_ == Screen::Table) {
        const bool was_animating = model_->animating();
        model_->update(dt);
        keep_lesson_place();  // a computer's action
        // What the clock changed (a movement ended, the die's moment passed, a
        // computer's choice came in) is drawn a few times over: ImGui shows a
        // change of layout a frame later, and nothing else would wake the loop.
        if (was_animating && !model_->animating())
            settle_frames_ = 3;
    }
    if (model_) {
        for (const Cue cue : model_->take_sounds())
            audio_.play(sound_number(cue));
        if (const std::string told = tips_.remember(model_->take_tips_shown()); !told.empty())
            std::fprintf(stderr, "sugarworks: tips: %s\n", told.c_str());
    }
    if (replay_ && screen_ == Screen::Replay) {
        const bool was_animating = replay_->animating();
        replay_->update(dt);
        if (was_animating && !replay_->animating())
            settle_frames_ = 3;
        for (const Cue cue : replay_->take_sounds())
            audio_.play(sound_number(cue));
    }
    ReplayModel* watched = screen_ == Screen::Replay && replay_ ? &*replay_ : nullptr;
    const DriverFrame driven{
        screen_id(shown()), model_ ? &*model_ : nullptr, marks_, window_, ui_.scale(), watched};
    // What the driver did to the game this frame was not a person's doing: a
    // run it moves is marked so in the score book.
    const std::size_t actions_before = model_ ? model_->table().match().actions().size() : 0;
    const TableModel* model_before = model_ ? &*model_ : nullptr;
    driver_.before_frame(driven);
    if (model_ && &*model_ == model_before &&
        model_->table().match().actions().size() > actions_before)
        autoplayed_ = true;
    key_focus_.before_frame(window_);
    if (model_ && model_->take_round_started())
        autosave();

    // The table's many panels are walked by KeyFocus; a screen of one window
    // (menu, settings, new game, rules) by ImGui's own keyboard navigation, which
    // also works its sliders. Never both: one focus ring at a time.
    const Screen drawn = shown();
    // A screen just opened is drawn a few times over without waiting for input:
    // ImGui lays out tab bars and tables on the first frame and draws them on the
    // next, so the Rules screen's tabs would wait for the mouse to move.
    if (drawn != last_drawn_) {
        last_drawn_ = drawn;
        if (drawn == Screen::ScoreSheet)
            sheet_shown_at_ = SDL_GetTicks();
        settle_frames_ = 3;
        autosave_checked_ = false;  // the menu reads the autosave afresh
    } else if (settle_frames_ > 0) {
        --settle_frames_;
    }
    const bool keyed_by_focus = drawn == Screen::Table || drawn == Screen::Cover ||
                                drawn == Screen::Recap || drawn == Screen::Replay;
    ImGuiIO& io = ImGui::GetIO();
    if (keyed_by_focus)
        io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
    else
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    window_.begin_frame();
    marks_.begin_frame();
    // What this frame is drawn for, to check what it showed against.
    DrawnFor drawn_for{screen_id(drawn), model_ ? model_->viewer() : kTableViewer,
                       model_ && model_->shared(),
                       model_ ? model_->table().match().actions().size() : 0};
    if (watched)
        drawn_for = {screen_id(drawn), watched->viewer(), false, watched->shown()};
    const float s = ui_.scale();
    const shell::Fonts& fonts = ui_.fonts();
    const Painter p{ImGui::GetBackgroundDrawList(), &ui_.art(), fonts.board, settings_.colourblind};
    ImGui::PushFont(fonts.body);
    switch (drawn) {
        case Screen::Cover:
            draw_floor_behind(p, model_->public_floor(), catalog_,
                              candies_in_play(model_->table().game().scenario()));
            table_intents(draw_cover(p, fonts, s, marks_, model_->cover()));
            break;
        case Screen::Recap:
            draw_floor_behind(p, model_->public_floor(), catalog_,
                              candies_in_play(model_->table().game().scenario()));
            table_intents(draw_recap(fonts, s, marks_, model_->recap_title(), model_->recap()));
            break;
        case Screen::Table:
            table_screen_.set_key_point(key_focus_.board_point());
            table_intents(table_screen_.draw(model_->frame(), p, fonts, s, marks_));
            break;
        case Screen::Replay:
            replay_screen_.set_key_point(key_focus_.board_point());
            replay_intents(replay_screen_.draw(replay_->frame(), p, fonts, s, marks_));
            break;
        default:
            // The other screens stand on the backdrop alone.
            draw_backdrop(p, {{0, 0}, ImGui::GetIO().DisplaySize});
            draw_menu_screens(drawn, p);
            break;
    }
    // The table's panels in the order a player reads them, for Tab.
    if (drawn == Screen::Table)
        key_focus_.set_panel_order({"##lesson", "##hand", "##actions", "##market", "##public",
                                    "floor", "##movement", "##tablebar"});
    else if (drawn == Screen::Replay)
        key_focus_.set_panel_order(
            {"##actions", "##tablebar", "##movement", "##hand", "##public", "##market", "floor"});
    else
        key_focus_.set_panel_order({});
    key_focus_.after_frame(marks_, keyed_by_focus ? ImGui::GetForegroundDrawList() : nullptr, s);
    ImGui::PopFont();
    window_.end_frame();
    // The replay may have been left (or taken over) in this frame: what is up now.
    const DriverFrame drawn_frame{
        driven.screen, driven.model, marks_,
        window_,       ui_.scale(),  screen_ == Screen::Replay && replay_ ? &*replay_ : nullptr};
    driver_.after_frame(drawn_frame, drawn_for);
}

void GameApp::draw_menu_screens(Screen screen, const Painter& p) {
    const float s = ui_.scale();
    const shell::Fonts& fonts = ui_.fonts();
    switch (screen) {
        case Screen::ScoreSheet:
            draw_score_sheet();
            break;
        case Screen::Rules:
            draw_rules();
            break;
        case Screen::Menu: {
            // Continue offers only a game still under way (a finished one opens on
            // its score sheet from Load); the autosave is read once per visit.
            if (!autosave_checked_) {
                autosave_under_way_ = saves_folder_.has_autosave() && [&] {
                    const engine::save::ListedSave a = engine::save::list_save(
                        saves_folder_.autosave_file(), "sugarworks", known_);
                    return a.header && !a.header->finished;
                }();
                autosave_checked_ = true;
            }
            MenuState menu;
            menu.can_continue = autosave_under_way_;
            menu.can_resume = model_ && !model_->table().state().over();
            if (model_ && model_->lesson())
                menu.resume_words = "Back to the lesson";
            menu.quit_words = quit_words();
            menu.note = note_;
            const MenuIntents want = draw_menu(p, fonts, s, marks_, menu);
            const bool can_resume = menu.can_resume;
            if (want.resume && can_resume)
                screen_ = Screen::Table;  // behind the cover again (hand_off)
            if (want.continue_game)
                open_save(saves_folder_.autosave_file());
            if (want.new_game) {
                note_.clear();
                form_.seed = shell::fresh_seed();
                screen_ = Screen::NewGame;
            }
            if (want.load) {
                note_.clear();
                // Read once, not at every frame of the list.
                saves_ = saves_folder_.listed("sugarworks", known_);
                screen_ = Screen::Load;
            }
            if (want.tutorial)
                open_tutorial();
            if (want.rules) {
                back_to_ = Screen::Menu;
                screen_ = Screen::Rules;
            }
            if (want.settings) {
                back_to_ = Screen::Menu;
                screen_ = Screen::Settings;
            }
            if (want.score_book) {
                const ScoreBookLoad loaded =
                    saves_folder_.usable() ? load_score_book(saves_folder_.file(kScoreBookFileName))
                                           : ScoreBookLoad{};
                book_ = loaded.book;
                book_note_ = loaded.error.empty()
                                 ? ""
                                 : "The score book does not read; it is kept as it is and a "
                                   "new one begins with your next run:\n" +
                                       loaded.error;
                screen_ = Screen::ScoreBook;
            }
            if (want.quit)
                request_quit();
            break;
        }
        case Screen::NewGame: {
            const NewGameIntents want = draw_new_game_screen(form_, catalog_, fonts, s);
            if (want.back)
                screen_ = Screen::Menu;
            if (want.start)
                start_form();
            break;
        }
        case Screen::Tutorial: {
            const TutorialIntents want =
                draw_tutorial_screen(tutorial_, fonts, s, marks_, lessons_note_);
            if (want.back)
                screen_ = Screen::Menu;
            // A lesson that cannot be begun is said on this screen, where it was clicked.
            if ((want.start && !start_lesson(*want.start, false)) ||
                (want.resume && !start_lesson(*want.resume, true)))
                lessons_note_ = note_;
            break;
        }
        case Screen::ScoreBook: {
            const ScoreBookIntents want =
                draw_score_book_screen(catalog_, book_, fonts, s, marks_, book_note_);
            if (want.back)
                screen_ = Screen::Menu;
            if (want.play_again)
                play_again(*want.play_again);
            break;
        }
        case Screen::Load: {
            const LoadIntents want = draw_load(fonts, s, marks_, saves_, typed_path_, note_);
            if (!want.open.empty() && open_save(want.open, want.watch))
                typed_path_.clear();
            else if (!want.open.empty())
                screen_ = Screen::Load;
            if (want.back) {
                note_.clear();  // what a save of the list said is not the menu's to say
                screen_ = Screen::Menu;
            }
            break;
        }
        case Screen::Settings: {
            const double default_speed = settings_.speed;
            const SettingsIntents want =
                draw_settings_screen(settings_, fonts, s, settings_note_, marks_,
                                     audio_.open() ? "" : shell::AudioOut::kSilentWords);
            if (want.changed) {
                // A new default speed is the game's speed too; any other change keeps
                // the speed the game's own slider was left at.
                if (settings_.speed != default_speed)
                    speed_ = settings_.speed;
                else if (model_)
                    speed_ = model_->speed();
                apply_settings();
                keep_settings();
            }
            if (want.sample_sound)
                audio_.play(sound_number(Cue::Delivered));
            if (want.show_tips_again) {
                const std::string told = tips_.forget_all();
                if (model_)
                    model_->set_tips_seen({});
                settings_note_ = told.empty() ? "Every tip will show again." : told;
            }
            if (want.back)
                screen_ = back_to_;
            break;
        }
        default:
            break;
    }
}

std::string GameApp::record_in_score_book(const ScoreSheet& sheet) {
    const Table& t = model_->table();
    if (!unrecorded_ || !scored_against_the_factory(t.game()) || sheet.players.empty())
        return "";
    unrecorded_ = false;
    if (!saves_folder_.usable())
        return "The score book is not kept: " + saves_folder_.problem();
    return record_finished_game(t, saves_folder_.file(kScoreBookFileName), opened_at_, autoplayed_);
}

void GameApp::play_again(const ScoreRun& run) {
    form_ = default_form(run.seed);
    choose_scenario(form_, catalog_, run.scenario);
    form_.toggles = run.toggles;
    while (static_cast<int>(form_.seats.size()) < run.players)
        add_seat(form_);
    while (static_cast<int>(form_.seats.size()) > run.players && form_.seats.size() > 1)
        form_.seats.pop_back();
    form_.seed = run.seed;
    if (!start_form()) {
        note_ = "That deal cannot be set up with the data here.";
        screen_ = Screen::Menu;
    }
}

void GameApp::draw_score_sheet() {
    const Table& t = model_->table();
    if (!sheet_) {
        sheet_ = t.score();
        if (const std::string note = record_in_score_book(*sheet_); !note.empty())
            sheet_note_ = note;
        // The finished game is the autosave now: Continue no longer offers its
        // last round to be played (and written in the score book) again.
        autosave();
    }
    std::vector<int> colours;
    for (int i = 0; i < t.seat_count(); ++i)
        colours.push_back(t.seat(i).colour);
    // A lesson's sheet leads on to the next lesson; a tutorial game's to the next shift.
    const lessons::Lesson* lesson_after = model_->lesson() ? next_lesson() : nullptr;
    const std::optional<ScenarioChoice> next =
        model_->lesson() ? std::nullopt : next_shift(catalog_, t.game().scenario());
    const std::string next_name = lesson_after ? lesson_after->title : next ? next->name : "";
    const std::vector<std::string> notes = seat_notes(t);
    const std::optional<TableTip> tip = model_->tip(TipSpot::Sheet);
    const ScoreSheetIntents want =
        draw_score_sheet_screen(t.game(), *sheet_, t.names(), colours, ui_.fonts(), ui_.scale(),
                                sheet_note_, next_name, notes, tip ? tip->words : "");
    if (want.dismiss_tip) {
        TableIntents gone;
        gone.dismiss_tip = true;
        model_->handle(gone);
    }
    if (want.save_replay)
        sheet_note_ = save_game("Your last save is kept.");
    if (want.main_menu)
        screen_ = Screen::Menu;
    if (model_->lesson() &&
        (want.next_shift || want.play_again_same_seed || want.play_again_new_seed)) {
        // Again means the lesson again; next, the next lesson.
        sheet_note_.clear();
        const std::string id =
            want.next_shift && lesson_after ? lesson_after->id : model_->lesson()->lesson().id;
        start_lesson(id, want.next_shift);
        return;
    }
    if (want.next_shift && next) {
        sheet_note_.clear();
        choose_scenario(form_, catalog_, next->id);
        form_.seed = shell::fresh_seed();
        start_form();
    } else if (want.play_again_same_seed || want.play_again_new_seed) {
        sheet_note_.clear();
        form_.seed = want.play_again_new_seed ? shell::fresh_seed() : t.match().seed();
        start_form();
    }
}

void GameApp::draw_rules() {
    const RulesIntents want =
        draw_rules_screen(catalog_, ui_.fonts(), ui_.art(), ui_.scale(), marks_);
    if (want.back && !std::exchange(rules_ignore_escape_, false))
        screen_ = back_to_;
    rules_ignore_escape_ = false;
    if (want.watch_example) {
        SessionLoad load = load_session(opt_.data_dir, opt_.scenario_path());
        if (load.session) {
            example_ = std::move(load.session);
            viewer_.emplace(opt_, *example_, window_, ui_, "\xE2\x86\x90 Back to the rules (Esc)");
            screen_ = Screen::Example;
        } else {
            note_ = load.error;
        }
    }
}

}  // namespace sugarworks::app
