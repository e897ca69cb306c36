#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <random>
#include <utility>

#include "lessons/lesson_progress.hpp"
#include "render/floor_painter.hpp"
#include "replay/replay_keys.hpp"
#include "setup/player_file.hpp"
#include "setup/score_summary.hpp"
#include "setup/table_opening.hpp"
#include "shell/platform/app_keys.hpp"
#include "shell/setup/count_words.hpp"
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
namespace {

std::uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace

std::string_view screen_id(Screen screen) {
    static constexpr std::array<std::string_view, 13> kIds = {
        "menu",  "new_game", "load",    "cover",      "recap",    "table", "score_sheet",
        "rules", "settings", "example", "score_book", "tutorial", "replay"};
    static_assert(kIds.size() == static_cast<size_t>(Screen::Replay) + 1);
    return kIds[static_cast<size_t>(screen)];
}

GameApp::GameApp(const Options& o, const Catalog& catalog, shell::Window& window, UiContext& ui)
    : opt_(o),
      catalog_(catalog),
      window_(window),
      ui_(ui),
      driver_(o.autoplay, {}, o.seed.value_or(1)) {
    if (!saves_folder_.problem().empty())
        std::fprintf(stderr, "sugarworks: %s (settings and saves are not kept)\n",
                     saves_folder_.problem().c_str());
    if (!audio_.open())
        std::fprintf(stderr, "sugarworks: %s\n", shell::AudioOut::kSilentWords);
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
    if (!opt_.lesson.empty()) {
        open_tutorial();
        if (!start_lesson(opt_.lesson, true)) {
            std::fprintf(stderr, "sugarworks: --lesson: %s\n", note_.c_str());
            exit_code_ = 2;
            quit_ = true;
        }
    } else if (!opt_.load.empty()) {
        // A save that does not open was told on stderr before the window opened
        // (check_command_line); the menu says so too.
        if (!open_save(opt_.load)) {
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
           (replay_ && screen_ == Screen::Replay && replay_->animating()) ||
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
        if (const auto& lesson = model_->lesson())
            out += "; lesson " + lesson->lesson().id + " at step " +
                   std::to_string(std::min(lesson->run().step() + 1, lesson->run().steps())) +
                   " of " + std::to_string(lesson->run().steps()) +
                   (lesson->over() ? " (done)" : "");
        if (sheet_) {
            out += "; scores";
            for (size_t i = 0; i < sheet_->players.size(); ++i)
                out += " " + std::to_string(sheet_->players[i].total);
        }
    }
    if (replay_ && screen_ == Screen::Replay) {
        const ReplayFrame r = replay_->frame();
        out += "; replay of " + r.title + " at action " + std::to_string(r.shown) + " of " +
               std::to_string(r.actions) + " (round " + std::to_string(r.round) + "), seen by " +
               (r.viewer < 0 ? std::string("everyone")
                             : r.table.seats[static_cast<size_t>(r.viewer)].name);
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
    if (replay_)
        replay_->set_patterns(settings_.colourblind);
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
    quit_unsaved_ = false;
    sheet_.reset();
    unrecorded_ = !model_->table().state().over();
    opened_at_ = model_->table().match().actions().size();
    autoplayed_ = false;
    screen_ = Screen::Table;
    return true;
}

bool GameApp::start_form() {
    if (!open_table(table_from_form(catalog_, form_)))
        return false;
    autosave();
    return true;
}

bool GameApp::open_save(const std::filesystem::path& path, bool watch) {
    TableOpening opening = table_from_save(catalog_, path);
    if (opening.table && (watch || opening.table->state().over())) {
        note_.clear();
        replay_.emplace(std::move(*opening.table), path.filename().string(), speed_,
                        settings_.colourblind);
        replay_back_to_ = screen_ == Screen::Load ? Screen::Load : Screen::Menu;
        screen_ = Screen::Replay;
        return true;
    }
    if (open_table(std::move(opening)))
        return true;
    screen_ = Screen::Menu;
    return false;
}

void GameApp::replay_intents(const ReplayIntents& want) {
    if (!replay_)
        return;
    if (want.movement.speed)
        speed_ = *want.movement.speed;
    if (want.back) {
        replay_.reset();
        screen_ = replay_back_to_;
        return;
    }
    if (want.take_over) {
        std::optional<Table> table = replay_->take_over();
        if (!table)
            return;
        const ReplayFrame r = replay_->frame();
        TableOpening opening;
        opening.table = std::move(table);
        opening.notice = "Taken over from " + r.title + " after " +
                         shell::count_words(static_cast<long long>(r.shown), "action.", "actions.");
        replay_.reset();
        open_table(std::move(opening));
        autosave();
        return;
    }
    const auto before = std::pair(replay_->shown(), replay_->viewer());
    replay_->handle(want);
    // A table shown afresh is drawn a few times over: the log scrolls to its
    // newest line a frame later, and nothing else would wake the loop.
    if (std::pair(replay_->shown(), replay_->viewer()) != before)
        settle_frames_ = 3;
}

void GameApp::autosave() {
    // A lesson keeps its place in the lesson book, not over the game autosaved.
    if (!model_ || model_->lesson())
        return;
    // A save that fails stops nothing: the table says so until one succeeds.
    if (const auto error = saves_folder_.autosave(model_->table().save())) {
        std::fprintf(stderr, "sugarworks: autosave: %s\n", error->c_str());
        model_->set_save_problem(save_failed_notice(*error, kGameGoesOn));
        autosave_problem_ = *error;
    } else {
        model_->set_save_problem("");
        autosave_problem_.clear();
    }
}

// [SECTION] Quitting

bool GameApp::game_under_way() const {
    return model_ && !model_->lesson() && !model_->table().state().over();
}

std::string GameApp::quit_words() const {
    if (game_under_way())
        return quit_unsaved_               ? "Quit without saving"
               : autosave_problem_.empty() ? "Quit (the game is saved)"
                                           : "Quit";
    if (model_ && model_->lesson() && !model_->lesson()->over() && saves_folder_.usable())
        return "Quit (the lesson keeps your place)";
    return "Quit";
}

void GameApp::request_quit() {
    if (!game_under_way()) {
        quit_ = true;
        return;
    }
    // Saved as it stands now, not only at the start of the round: Continue takes
    // it up at the very action it was left at.
    autosave();
    if (autosave_problem_.empty() || quit_unsaved_) {
        quit_ = true;
        return;
    }
    note_ = "This game could not be saved, so quitting now would lose it (" + autosave_problem_ +
            "). Quit again to leave without it, or go back to the game.";
    quit_unsaved_ = true;
    model_->hand_off();
    screen_ = Screen::Menu;
}

std::string GameApp::save_game(std::string_view after_failure) {
    if (!model_)
        return "";
    if (model_->lesson())
        return "A lesson keeps its own place: leave it, and Continue takes you back to this step.";
    const SaveFolder::Saved saved =
        saves_folder_.save(model_->table().game().scenario().id, model_->table().save());
    if (saved.path.empty()) {
        std::fprintf(stderr, "sugarworks: save: %s\n", saved.problem.c_str());
        return save_failed_notice(saved.problem, after_failure);
    }
    return "Saved as " + saved.path.string();
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
                           drawn != Screen::Recap && drawn != Screen::Example &&
                           drawn != Screen::Replay;
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
        // The window's close button is Quit. A quit from the system (a signal,
        // logging out) ends at once, with the game saved if it can be.
        if (e.type == SDL_QUIT) {
            autosave();
            quit_ = true;
        } else {
            request_quit();
        }
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
        if (viewer_->quit_requested())
            request_quit();  // its Ctrl+Q, as everywhere
        return;
    }
    if (e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN)
        key_focus_.mouse_used();
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    // The keys of every screen (app_keys(), listed on the Keys page).
    if (const auto app_key = shell::find_key(shell::app_keys(), e.key)) {
        switch (app_key->binding->does) {
            case shell::AppKey::Quit:
                request_quit();
                return;
            case shell::AppKey::FullScreen:
                if (e.key.repeat == 0) {
                    window_.toggle_fullscreen();
                    settings_.fullscreen = window_.is_fullscreen();
                }
                return;
            case shell::AppKey::MenuBack:
                // Esc on the menu goes back to the game under way (the other
                // screens read Esc themselves, for their Back).
                if (screen_ == Screen::Menu) {
                    if (e.key.repeat == 0)
                        key_focus_.press("menu:resume", marks_);
                    return;
                }
                break;
        }
    }
    // The replay's own keys first; Tab, Enter and the other arrows walk its controls.
    if (screen_ == Screen::Replay && replay_) {
        const auto keyed = replay_key_intents(e.key, replay_->frame());
        // Esc presses Close, a few frames on: the Load screen it goes back to
        // would read this same Esc as its own Back.
        if (keyed && keyed->back)
            key_focus_.press("replay:leave", marks_);
        else if (keyed)
            replay_intents(*keyed);
        else
            key_focus_.handle_key(e.key, marks_);
        return;
    }
    const bool on_table = screen_ == Screen::Table && model_;
    // While the conveyors run, Space, Right and End work the playback.
    const bool playback_key = on_table && shown() == Screen::Table &&
                              model_->frame().movement.active &&
                              (key == SDLK_SPACE || key == SDLK_RIGHT || key == SDLK_END);
    // In a lesson, Enter reads on wherever the keys' focus stands, unless it
    // stands on the lesson's own Restart or Leave.
    const bool lesson_enter = on_table && (key == SDLK_RETURN || key == SDLK_KP_ENTER) &&
                              e.key.repeat == 0 && shown() == Screen::Table &&
                              model_->frame().lesson && model_->frame().lesson->can_next &&
                              key_focus_.focused().rfind("lesson:", 0) != 0;
    if (lesson_enter) {
        TableIntents want;
        want.lesson_next = true;
        table_intents(want);
        return;
    }
    if (on_table && !playback_key && key_focus_.handle_key(e.key, marks_))
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
        if (want.pick_in_hand)
            key_focus_.picked_by_key();
        table_intents(want);
    }
}

void GameApp::table_intents(const TableIntents& want) {
    if (!model_)
        return;
    if (want.movement.speed)
        speed_ = *want.movement.speed;
    if (want.save)
        model_->set_notice(save_game(kGameGoesOn));
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
    if (model_->lesson() && (want.lesson_restart || want.lesson_leave || want.lesson_onward)) {
        const std::string id = model_->lesson()->lesson().id;
        if (want.lesson_onward) {
            if (const lessons::Lesson* next = next_lesson())
                start_lesson(next->id, true);
        } else if (want.lesson_restart) {
            lesson_book_.forget(id);
            write_lesson_book();
            start_lesson(id, false);
        } else {
            // Its place is in the book already; the game stays open behind the
            // menu's "Back to the game" until another is begun.
            model_->hand_off();
            open_tutorial();
        }
        return;
    }
    model_->handle(want);
    keep_lesson_place();
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
            table_screen_.set_key_point(key_focus_.floor_point());
            table_intents(table_screen_.draw(model_->frame(), p, fonts, s, marks_));
            break;
        case Screen::Replay:
            replay_screen_.set_key_point(key_focus_.floor_point());
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
                    const SaveSummary a = summarize_save(saves_folder_.autosave_file(), catalog_);
                    return a.readable && !a.finished;
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
                if (!settings_file_.empty()) {
                    const auto error = save_settings(settings_file_, settings_);
                    settings_note_ =
                        error ? save_failed_notice(*error,
                                                   "The settings hold until the game is closed.")
                              : "Saved in " + settings_file_.string();
                }
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
    for (int i = 0; i < t.seat_count(); ++i) {
        run.hints += t.hints(i);
        run.computers += t.is_computer(i) ? 1 : 0;
    }
    run.autoplay = autoplayed_;
    const auto& states = t.match().states();
    for (std::size_t i = 1; i < states.size(); ++i)
        run.states.push_back(static_cast<std::uint32_t>(state_hash(states[i])));
    if (!saves_folder_.usable())
        return "The score book is not kept: " + saves_folder_.problem();
    const RecordResult written = record_run(saves_folder_.score_book_file(), run, opened_at_);
    if (!written.problem.empty()) {
        std::fprintf(stderr, "sugarworks: score book: %s\n", written.problem.c_str());
        return "The score could not be written in the score book: " + written.problem;
    }
    if (written.already) {
        return "This game went into the score book when it first ended (" +
               points_words(written.already->score) + ", " + written.already->date +
               "); a game played on from it is not written again.";
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
    // Who played each seat, and the hints a person asked for.
    std::vector<std::string> notes;
    for (int i = 0; i < t.seat_count(); ++i) {
        std::string note = t.seat(i).computer
                               ? "Computer, " + std::string(bots::level_words(*t.seat(i).computer))
                               : "";
        if (const int hints = t.hints(i); hints > 0) {
            note += (note.empty() ? "" : "; ") + shell::count_words(hints, "hint", "hints") +
                    " from the coach";
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

// [SECTION] The tutorial

void GameApp::open_tutorial() {
    if (!lessons_)
        lessons_ = lessons::load_lessons(opt_.data_dir, catalog_);
    lessons_note_.clear();
    if (!lessons_->errors.empty())
        lessons_note_ =
            "Some lessons do not read and are left out:\n" + joined_diagnostics(lessons_->errors);
    const LessonBookLoad book = saves_folder_.usable()
                                    ? load_lesson_book(saves_folder_.lesson_book_file())
                                    : LessonBookLoad{};
    if (book.broken) {
        lessons_note_ += (lessons_note_.empty() ? "" : "\n") +
                         std::string(
                             "Your place in the lessons does not read; the file is kept "
                             "as it is and a new one begun:\n") +
                         book.error;
    }
    lesson_book_ = book.book;
    tutorial_.clear();
    for (const lessons::Lesson& l : lessons_->lessons) {
        TutorialEntry e{l.id,
                        l.title,
                        l.summary,
                        l.minutes,
                        lesson_book_.is_done(l.id),
                        {},
                        static_cast<int>(l.steps.size())};
        if (const lessons::LessonProgress* p = lesson_book_.progress(l.id)) {
            const auto resumed = lessons::resume_lesson(l, catalog_, *p);
            if (const auto* r = std::get_if<lessons::ResumedLesson>(&resumed))
                e.left_at = std::min(r->run.step() + 1, r->run.steps());
        }
        tutorial_.push_back(std::move(e));
    }
    screen_ = Screen::Tutorial;
}

const lessons::Lesson* GameApp::find_lesson(std::string_view id) const {
    if (!lessons_)
        return nullptr;
    for (const lessons::Lesson& l : lessons_->lessons) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

const lessons::Lesson* GameApp::next_lesson() const {
    if (!model_ || !model_->lesson() || !lessons_)
        return nullptr;
    const std::string& id = model_->lesson()->lesson().id;
    const auto& all = lessons_->lessons;
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        if (all[i].id == id)
            return &all[i + 1];
    }
    return nullptr;
}

bool GameApp::start_lesson(std::string_view id, bool resume) {
    const lessons::Lesson* lesson = find_lesson(id);
    if (!lesson) {
        note_ = "There is no lesson \"" + std::string(id) + "\" in " +
                (opt_.data_dir / "lessons").string() + ".";
        return false;
    }
    std::string problem;
    std::optional<Match> match;
    std::optional<lessons::LessonRun> run;
    lessons::LessonProgress progress{lesson->id, {}, {}};
    if (const lessons::LessonProgress* kept = lesson_book_.progress(lesson->id); resume && kept) {
        auto resumed = lessons::resume_lesson(*lesson, catalog_, *kept);
        if (auto* r = std::get_if<lessons::ResumedLesson>(&resumed)) {
            match = std::move(r->match);
            run = std::move(r->run);
            progress = *kept;
        } else {
            // The lesson or the rules changed since: it begins again.
            lessons_note_ = "Your place in " + lesson->title + " no longer fits the lesson (" +
                            std::get<std::string>(resumed) + "); it begins again.";
        }
    }
    if (!match) {
        match = lessons::lesson_match(*lesson, catalog_, &problem);
        if (!match) {
            note_ = lesson->title + " cannot be set up: " + problem;
            return false;
        }
        run.emplace(*lesson);
    }
    std::vector<Seat> seats;
    for (std::size_t i = 0; i < lesson->seats.size(); ++i) {
        const lessons::LessonSeat& ls = lesson->seats[i];
        Seat seat{ls.name, static_cast<int>(i), std::nullopt};
        if (!ls.learner)
            seat.computer = ls.level;
        seats.push_back(std::move(seat));
    }
    model_.emplace(Table(std::move(*match), std::move(seats)), table_prefs());
    // The lesson's own words explain each moment: no tips on top of them.
    model_->set_game_tips(false);
    model_->set_lesson(TableLesson(std::move(*run), std::move(progress)));
    if (const lessons::Lesson* next = next_lesson())
        model_->set_next_lesson(next->title);
    sheet_.reset();
    sheet_note_.clear();
    unrecorded_ = false;  // a lesson is not a run for the score book
    autoplayed_ = false;
    note_.clear();
    screen_ = Screen::Table;
    return true;
}

void GameApp::keep_lesson_place() {
    if (!model_ || !model_->take_lesson_changed())
        return;
    const TableLesson& lesson = *model_->lesson();
    if (lesson.over())
        lesson_book_.finish(lesson.lesson().id);
    else
        lesson_book_.keep(lesson.progress());
    write_lesson_book();
}

void GameApp::write_lesson_book() {
    if (!saves_folder_.usable())
        return;
    const LessonBookWrite written =
        app::write_lesson_book(saves_folder_.lesson_book_file(), lesson_book_);
    if (!written.problem.empty())
        std::fprintf(stderr, "sugarworks: lesson book: %s\n", written.problem.c_str());
    if (!written.kept_aside.empty())
        std::fprintf(stderr, "sugarworks: %s\n", written.kept_aside.c_str());
}

}  // namespace sugarworks::app
