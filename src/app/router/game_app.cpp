#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <random>

#include "render/floor_painter.hpp"
#include "setup/table_opening.hpp"
#include "table/table_keys.hpp"
#include "ui/cover_screen.hpp"
#include "ui/menu_screen.hpp"
#include "ui/new_game_screen.hpp"
#include "ui/rules_screen.hpp"
#include "ui/score_book_screen.hpp"
#include "ui/score_sheet_screen.hpp"
#include "ui/settings_screen.hpp"

namespace sugarworks::app {
namespace {

std::uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace

std::string_view screen_id(Screen screen) {
    static constexpr std::array<std::string_view, 11> kIds = {
        "menu",        "new_game", "load",     "cover",   "recap",     "table",
        "score_sheet", "rules",    "settings", "example", "score_book"};
    static_assert(kIds.size() == static_cast<size_t>(Screen::ScoreBook) + 1);
    return kIds[static_cast<size_t>(screen)];
}

GameApp::GameApp(const Options& o, const Catalog& catalog, Window& window, UiContext& ui)
    : opt_(o),
      catalog_(catalog),
      window_(window),
      ui_(ui),
      driver_(o.autoplay, {}, o.seed.value_or(1)) {
    if (!saves_folder_.problem().empty())
        std::fprintf(stderr, "sugarworks: %s (settings and saves are not kept)\n",
                     saves_folder_.problem().c_str());
    settings_file_ = saves_folder_.settings_file();
    settings_ = settings_at_start(settings_file_, opt_, note_);
    tips_ = tips_at_start(saves_folder_.tips_file(), note_);
    speed_ = opt_.speed_given ? opt_.speed : settings_.speed;
    apply_settings();
    form_ = default_form(opt_.seed.value_or(fresh_seed()));
    if (auto problem = driver_.load_script(opt_.script)) {
        std::fprintf(stderr, "sugarworks: %s\n", problem->c_str());
        exit_code_ = 2;
        quit_ = true;
    }
    if (!opt_.load.empty()) {
        if (!open_save(opt_.load)) {
            std::fprintf(stderr, "sugarworks: %s\n", note_.c_str());
            if (driver_.active()) {
                exit_code_ = 1;
                quit_ = true;
            }
        }
    } else if (opt_.starts_game()) {
        form_ = form_from_command_line(catalog_, opt_.mode, opt_.players, opt_.toggles,
                                       opt_.seed.value_or(fresh_seed()));
        if (start_form())
            return;
        std::fprintf(stderr, "sugarworks: --mode/--players/--toggle: %s\n", note_.c_str());
        exit_code_ = 2;
        quit_ = true;
    }
}

bool GameApp::animating() const {
    return (model_ && screen_ == Screen::Table && model_->animating()) ||
           (viewer_ && viewer_->animating()) || driver_.active() || settle_frames_ > 0;
}

std::string GameApp::report() const {
    std::string out = "screen " + std::string(screen_id(shown()));
    if (model_) {
        const Table& t = model_->table();
        out += "; round " + std::to_string(t.state().round) + ", " +
               std::to_string(t.match().actions().size()) + " actions";
        // What was done, by kind, so a test of input can see every kind it took.
        std::string kinds;
        for (const Action& a : t.match().actions())
            kinds += (kinds.empty() ? "" : " ") + std::string(action_kind_id(a.kind));
        if (!kinds.empty())
            out += " (" + kinds + ")";
        if (sheet_) {
            out += "; scores";
            for (size_t i = 0; i < sheet_->players.size(); ++i)
                out += " " + std::to_string(sheet_->players[i].total);
        }
    }
    if (viewer_)
        out += "\nsugarworks: " + viewer_->report();
    return out;
}

void GameApp::apply_settings() {
    ui_.set_scale(settings_.ui_scale);
    audio_.set_volume(settings_.volume, settings_.muted);
    if (settings_.fullscreen != window_.is_fullscreen())
        window_.toggle_fullscreen();
    if (model_)
        model_->set_prefs(table_prefs());
}

TablePrefs GameApp::table_prefs() const {
    TablePrefs prefs;
    prefs.speed = speed_;
    prefs.confirm_final = settings_.confirm_final_actions;
    prefs.patterns = settings_.colourblind;
    prefs.computer_pace = settings_.computer_pace;
    prefs.hints = settings_.hints;
    prefs.tips = settings_.tips;
    return prefs;
}

// [SECTION] Games

bool GameApp::open_table(TableOpening opening) {
    if (!opening.table) {
        note_ = opening.problem;
        return false;
    }
    note_.clear();
    model_.emplace(std::move(*opening.table), table_prefs());
    model_->set_tips_seen(tips_.seen());
    model_->set_notice(std::move(opening.notice));
    sheet_.reset();
    unrecorded_ = !model_->table().state().over();
    screen_ = Screen::Table;
    return true;
}

bool GameApp::start_form() {
    if (!open_table(table_from_form(catalog_, form_)))
        return false;
    autosave();
    return true;
}

bool GameApp::open_save(const std::filesystem::path& path) {
    if (open_table(table_from_save(catalog_, path)))
        return true;
    screen_ = Screen::Menu;
    return false;
}

void GameApp::autosave() {
    if (!model_)
        return;
    if (const auto error = saves_folder_.autosave(model_->table().save()))
        std::fprintf(stderr, "sugarworks: autosave: %s\n", error->c_str());
}

std::string GameApp::save_game() {
    if (!model_)
        return "";
    return saves_folder_.save(model_->table().game().scenario().id, model_->table().save());
}

// [SECTION] Input

Screen GameApp::shown() const {
    if (screen_ != Screen::Table || !model_)
        return screen_;
    switch (model_->phase()) {
        case TablePhase::Cover:
            return Screen::Cover;
        case TablePhase::Recap:
            return Screen::Recap;
        case TablePhase::Table:
            return Screen::Table;
        case TablePhase::Over:
            return Screen::ScoreSheet;
    }
    return Screen::Table;
}

void GameApp::handle(const SDL_Event& event) {
    // On the screens ImGui's keyboard navigation works, Enter presses the focused
    // control as Space does (ImGui 1.86 keeps Enter for text fields), so Enter
    // works everywhere as the Keys page says. In a text field it stays Enter.
    SDL_Event e = event;
    const Screen drawn = shown();
    // The score sheet comes up as the last movement ends, often under a key
    // still being pressed for the game: Enter or Space in its first second
    // would start the next game before its scores were seen.
    if (drawn == Screen::ScoreSheet && e.type == SDL_KEYDOWN &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER ||
         e.key.keysym.sym == SDLK_SPACE) &&
        SDL_GetTicks() - sheet_shown_at_ < kSheetKeyGuardMs)
        return;
    const bool navigated = drawn != Screen::Table && drawn != Screen::Cover &&
                           drawn != Screen::Recap && drawn != Screen::Example;
    if (navigated && (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) &&
        (e.key.keysym.sym == SDLK_RETURN || e.key.keysym.sym == SDLK_KP_ENTER) &&
        !ImGui::GetIO().WantTextInput) {
        e.key.keysym.sym = SDLK_SPACE;
        e.key.keysym.scancode = SDL_SCANCODE_SPACE;
    }
    // Before any arrow key, the focus is on the screen's first choice but not
    // shown, and ImGui would take the first Enter or Space only to show it: the
    // first press presses it.
    if (navigated && e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_SPACE &&
        !ImGui::GetIO().WantTextInput)
        ImGui::GetCurrentContext()->NavDisableHighlight = false;
    if (!window_.process_event(e)) {
        quit_ = true;
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        ui_.window_resized();
    if (screen_ == Screen::Example && viewer_) {
        // ImGui has the event already: the viewer only reads its keys.
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
            viewer_.reset();
            screen_ = Screen::Rules;
            rules_ignore_escape_ = true;  // this Esc is spent: not the Rules' Back too
            return;
        }
        viewer_->handle_key(e);
        quit_ = quit_ || viewer_->quit_requested();
        return;
    }
    if (e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN)
        key_focus_.mouse_used();
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    if (key == SDLK_q && ctrl) {
        quit_ = true;
        return;
    }
    if (key == SDLK_F11 && e.key.repeat == 0) {
        window_.toggle_fullscreen();
        settings_.fullscreen = window_.is_fullscreen();
        return;
    }
    const bool on_table = screen_ == Screen::Table && model_;
    // While the conveyors run, Space, Right and End work the playback.
    const bool playback_key = on_table && shown() == Screen::Table &&
                              model_->frame().movement.active &&
                              (key == SDLK_SPACE || key == SDLK_RIGHT || key == SDLK_END);
    if (on_table && !playback_key && key_focus_.handle_key(e.key, marks_))
        return;
    // Esc on the menu goes back to the game under way (the other screens read
    // Esc themselves, for their Back).
    if (screen_ == Screen::Menu && key == SDLK_ESCAPE && e.key.repeat == 0 &&
        key_focus_.press("menu:resume", marks_))
        return;
    if (on_table) {
        const Screen up = shown();
        const bool enter = (key == SDLK_RETURN || key == SDLK_KP_ENTER) && e.key.repeat == 0;
        TableIntents want;
        if (enter && up == Screen::Cover)
            want.lift_cover = true;  // the cover's default button
        else if (enter && up == Screen::Recap)
            want.recap_read = true;
        else if (const auto keyed = table_key_intents(e.key, model_->frame()))
            want = *keyed;
        table_intents(want);
    }
}

void GameApp::table_intents(const TableIntents& want) {
    if (!model_)
        return;
    if (want.movement.speed)
        speed_ = *want.movement.speed;
    if (want.save)
        model_->set_notice(save_game());
    if (want.rules) {
        back_to_ = Screen::Table;
        screen_ = Screen::Rules;
    }
    if (want.menu) {
        autosave();
        note_.clear();
        model_->hand_off();
        screen_ = Screen::Menu;
        return;
    }
    model_->handle(want);
    if (model_->take_round_started())
        autosave();
}

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
                audio_.play(cue);
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
        // What the clock changed (a movement ended, the die's moment passed, a
        // computer's choice came in) is drawn a few times over: ImGui shows a
        // change of layout a frame later, and nothing else would wake the loop.
        if (was_animating && !model_->animating())
            settle_frames_ = 3;
    }
    if (model_) {
        for (const Cue cue : model_->take_sounds())
            audio_.play(cue);
        if (const std::string told = tips_.remember(model_->take_tips_shown()); !told.empty())
            std::fprintf(stderr, "sugarworks: tips: %s\n", told.c_str());
    }
    const DriverFrame driven{screen_id(shown()), model_ ? &*model_ : nullptr, marks_, window_,
                             ui_.scale()};
    driver_.before_frame(driven);
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
    const bool keyed_by_focus =
        drawn == Screen::Table || drawn == Screen::Cover || drawn == Screen::Recap;
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
    const float s = ui_.scale();
    const Fonts& fonts = ui_.fonts();
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
            table_screen_.set_key_point(key_focus_.floor_point());
            table_intents(table_screen_.draw(model_->frame(), p, fonts, s, marks_));
            break;
        default:
            // The other screens stand on the backdrop alone.
            draw_backdrop(p, {{0, 0}, ImGui::GetIO().DisplaySize});
            draw_menu_screens(drawn, p);
            break;
    }
    // The table's panels in the order a player reads them, for Tab.
    if (drawn == Screen::Table)
        key_focus_.set_panel_order(
            {"##hand", "##actions", "##market", "##public", "floor", "##movement", "##tablebar"});
    else
        key_focus_.set_panel_order({});
    key_focus_.after_frame(marks_, keyed_by_focus ? ImGui::GetForegroundDrawList() : nullptr, s);
    ImGui::PopFont();
    window_.end_frame();
    driver_.after_frame(driven, drawn_for);
}

void GameApp::draw_menu_screens(Screen screen, const Painter& p) {
    const float s = ui_.scale();
    const Fonts& fonts = ui_.fonts();
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
                    const SaveSummary a = summarize_save(saves_folder_.autosave_file(), catalog_);
                    return a.readable && !a.finished;
                }();
                autosave_checked_ = true;
            }
            const bool can_continue = autosave_under_way_;
            const bool can_resume = model_ && !model_->table().state().over();
            const MenuIntents want =
                draw_menu(p, fonts, s, marks_, can_resume, can_continue, note_);
            if (want.resume && can_resume)
                screen_ = Screen::Table;  // behind the cover again (hand_off)
            if (want.continue_game)
                open_save(saves_folder_.autosave_file());
            if (want.new_game) {
                note_.clear();
                form_.seed = fresh_seed();
                screen_ = Screen::NewGame;
            }
            if (want.load) {
                note_.clear();
                // Read once, not at every frame of the list.
                saves_.clear();
                for (const auto& path : saves_folder_.list())
                    saves_.push_back(summarize_save(path, catalog_));
                screen_ = Screen::Load;
            }
            if (want.tutorial) {
                form_ = default_form(fresh_seed());
                choose_scenario(form_, catalog_, "first_shift");
                if (!start_form())
                    note_ = "The First Shift cannot be set up with these players.";
            }
            if (want.rules) {
                back_to_ = Screen::Menu;
                screen_ = Screen::Rules;
            }
            if (want.settings) {
                back_to_ = Screen::Menu;
                screen_ = Screen::Settings;
            }
            if (want.score_book) {
                const ScoreBookLoad loaded = saves_folder_.usable()
                                                 ? load_score_book(saves_folder_.score_book_file())
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
                quit_ = true;
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
            if (!want.open.empty() && open_save(want.open))
                typed_path_.clear();
            else if (!want.open.empty())
                screen_ = Screen::Load;
            if (want.back)
                screen_ = Screen::Menu;
            break;
        }
        case Screen::Settings: {
            const double default_speed = settings_.speed;
            const SettingsIntents want = draw_settings_screen(settings_, fonts, s, settings_note_);
            if (want.changed) {
                // A new default speed is the game's speed too; any other change keeps
                // the speed the game's own slider was left at.
                if (settings_.speed != default_speed)
                    speed_ = settings_.speed;
                else if (model_)
                    speed_ = model_->speed();
                apply_settings();
                if (!settings_file_.empty()) {
                    const auto error = save_settings(settings_file_, settings_);
                    settings_note_ = error ? *error : "Saved in " + settings_file_.string();
                }
            }
            if (want.sample_sound)
                audio_.play(Cue::Delivered);
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
    const bool solo = t.game().options().players == 1;
    if (!unrecorded_ || !(sheet.cooperative || solo) || sheet.players.empty())
        return "";
    unrecorded_ = false;
    ScoreRun run;
    run.scenario = t.game().scenario().id;
    for (Toggle toggle : kAllToggles) {
        if (t.game().options().toggles.has(toggle))
            run.toggles.emplace_back(toggle_id(toggle));
    }
    run.players = t.game().options().players;
    run.score = sheet.players.front().total;
    run.rating = sheet.rating;
    run.seed = t.match().seed();
    run.date = today();
    for (int i = 0; i < t.seat_count(); ++i)
        run.hints += t.hints(i);
    if (!saves_folder_.usable())
        return "The score book is not kept: " + saves_folder_.problem();
    const RecordResult written = record_run(saves_folder_.score_book_file(), run);
    if (!written.problem.empty()) {
        std::fprintf(stderr, "sugarworks: score book: %s\n", written.problem.c_str());
        return "The score could not be written in the score book: " + written.problem;
    }
    return written.kept_aside.empty() ? "Written in the score book."
                                      : "Written in the score book. " + written.kept_aside;
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
    }
    std::vector<int> colours;
    for (int i = 0; i < t.seat_count(); ++i)
        colours.push_back(t.seat(i).colour);
    const std::optional<ScenarioChoice> next = next_shift(catalog_, t.game().scenario());
    const std::string next_name = next ? next->name : "";
    // Who played each seat, and the hints a person asked for.
    std::vector<std::string> notes;
    for (int i = 0; i < t.seat_count(); ++i) {
        std::string note = t.seat(i).computer
                               ? "Computer, " + std::string(bots::level_words(*t.seat(i).computer))
                               : "";
        if (const int hints = t.hints(i); hints > 0) {
            note += (note.empty() ? "" : "; ") + std::to_string(hints) +
                    (hints == 1 ? " hint" : " hints") + " from the coach";
        }
        notes.push_back(std::move(note));
    }
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
        sheet_note_ = save_game();
    if (want.main_menu)
        screen_ = Screen::Menu;
    if (want.next_shift && next) {
        sheet_note_.clear();
        choose_scenario(form_, catalog_, next->id);
        form_.seed = fresh_seed();
        start_form();
    } else if (want.play_again_same_seed || want.play_again_new_seed) {
        sheet_note_.clear();
        form_.seed = want.play_again_new_seed ? fresh_seed() : t.match().seed();
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
