#include "app/game_app.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <random>

#include "app/screenshot.hpp"
#include "render/floor_painter.hpp"
#include "render/scene.hpp"
#include "render/scene_painter.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/geometry.hpp"
#include "ui/cover_screen.hpp"
#include "ui/menu_screen.hpp"
#include "ui/new_game_screen.hpp"
#include "ui/order_card.hpp"
#include "ui/rules_screen.hpp"
#include "ui/score_sheet_screen.hpp"
#include "ui/seat_colours.hpp"
#include "ui/settings_screen.hpp"

namespace sugarworks::app {
namespace {

constexpr const char* kAutosave = "autosave.json";
constexpr int kScriptPatience = 600;  // frames a script waits for an element

std::uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace

std::string_view screen_id(Screen screen) {
    switch (screen) {
        case Screen::Menu:
            return "menu";
        case Screen::NewGame:
            return "new_game";
        case Screen::Load:
            return "load";
        case Screen::Cover:
            return "cover";
        case Screen::Recap:
            return "recap";
        case Screen::Table:
            return "table";
        case Screen::ScoreSheet:
            return "score_sheet";
        case Screen::Rules:
            return "rules";
        case Screen::Settings:
            return "settings";
        case Screen::Example:
            return "example";
    }
    return "";
}

GameApp::GameApp(const Options& o, const Catalog& catalog, Window& window, UiContext& ui)
    : opt_(o), catalog_(catalog), window_(window), ui_(ui) {
    const PrefDir pref = pref_dir();
    pref_dir_ = pref.dir;
    if (!pref.error.empty())
        std::fprintf(stderr, "sugarworks: %s (settings and saves are not kept)\n",
                     pref.error.c_str());
    if (!pref_dir_.empty()) {
        settings_file_ = pref_dir_ / "settings.json";
        SettingsLoad loaded = load_settings(settings_file_);
        settings_ = loaded.settings;
        if (!loaded.error.empty()) {
            std::fprintf(stderr, "sugarworks: %s", loaded.error.c_str());
            note_ = "The settings file has problems; the rest was kept:\n" + loaded.error;
        }
    }
    if (opt_.ui_scale > 0)
        settings_.ui_scale = opt_.ui_scale;
    speed_ = opt_.speed_given ? opt_.speed : settings_.speed;
    if (opt_.fullscreen)
        settings_.fullscreen = true;
    apply_settings();
    form_ = default_form(opt_.seed.value_or(fresh_seed()));
    autoplay_rng_ = Rng(opt_.seed.value_or(1) ^ 0x5EA7ull);

    if (!opt_.script.empty()) {
        ScriptLoad script = load_script(opt_.script);
        if (!script.steps) {
            std::fprintf(stderr, "sugarworks: %s\n", script.error.c_str());
            exit_code_ = 2;
            quit_ = true;
        } else {
            script_ = std::move(*script.steps);
        }
    }
    if (!opt_.load.empty()) {
        if (!open_save(opt_.load)) {
            std::fprintf(stderr, "sugarworks: %s\n", note_.c_str());
            if (opt_.autoplay || !opt_.script.empty()) {
                exit_code_ = 1;
                quit_ = true;
            }
        }
    } else if (opt_.starts_game() && !start_from_options()) {
        std::fprintf(stderr, "sugarworks: %s\n", note_.c_str());
        exit_code_ = 2;
        quit_ = true;
    }
}

bool GameApp::animating() const {
    return clip_active_ || (viewer_ && viewer_->animating()) || opt_.autoplay || !script_.empty();
}

std::string GameApp::report() const {
    std::string out = "screen " + std::string(screen_id(screen_));
    if (table_) {
        out += "; round " + std::to_string(table_->state().round) + ", " +
               std::to_string(table_->match().actions().size()) + " actions";
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
    if (settings_.fullscreen != window_.is_fullscreen())
        window_.toggle_fullscreen();
}

// [SECTION] Games

bool GameApp::start_game(const GameOptions& options, std::uint64_t seed, std::vector<Seat> seats) {
    const auto problems = Game::validate_options(catalog_, options);
    if (!problems.empty()) {
        note_ = "This game cannot be set up: " + problems.front();
        return false;
    }
    table_.emplace(catalog_, options, seed, std::move(seats));
    owner_ = -1;
    sheet_.reset();
    clip_.reset();
    clip_active_ = false;
    notice_.clear();
    table_screen_.clear_pick();
    log_shown_ = static_cast<int>(table_->log().size());
    autosave();
    route();
    return true;
}

bool GameApp::start_from_options() {
    NewGameForm form = default_form(opt_.seed.value_or(fresh_seed()));
    if (!opt_.mode.empty())
        choose_scenario(form, catalog_, opt_.mode);
    form.scenario = opt_.mode.empty() ? form.scenario : opt_.mode;
    form.toggles = opt_.toggles;
    if (!opt_.players.empty()) {
        form.seats.clear();
        for (size_t i = 0; i < opt_.players.size(); ++i)
            form.seats.push_back({opt_.players[i], static_cast<int>(i)});
    }
    form_ = form;
    const FormResult result = options_for(catalog_, form_);
    if (!result.options) {
        note_ = "--mode/--players/--toggle: ";
        for (const std::string& p : result.problems)
            note_ += p + " ";
        return false;
    }
    return start_form();
}

bool GameApp::start_form() {
    const FormResult result = options_for(catalog_, form_);
    if (!result.options)
        return false;
    std::vector<Seat> seats;
    for (const SeatSetup& s : form_.seats)
        seats.push_back({s.name, s.colour});
    return start_game(*result.options, form_.seed, std::move(seats));
}

bool GameApp::open_save(const std::filesystem::path& path) {
    LoadedGame loaded = load_save_file(path, catalog_);
    if (!loaded.match) {
        note_ = "The save " + path.string() + " cannot be opened:\n";
        for (const Diagnostic& d : loaded.errors)
            note_ += format_diagnostic(d) + "\n";
        screen_ = Screen::Menu;
        return false;
    }
    table_.emplace(std::move(*loaded.match), loaded.info);
    owner_ = -1;
    sheet_.reset();
    clip_.reset();
    clip_active_ = false;
    note_.clear();
    notice_ = "Loaded " + path.filename().string() + ".";
    table_screen_.clear_pick();
    log_shown_ = static_cast<int>(table_->log().size());
    route();
    return true;
}

std::vector<std::filesystem::path> GameApp::list_saves() const {
    std::vector<std::filesystem::path> saves;
    std::error_code ec;
    for (const auto& dir : {pref_dir_, pref_dir_ / "saves"}) {
        if (dir.empty() || !std::filesystem::is_directory(dir, ec))
            continue;
        for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
            if (entry.path().extension() == ".json" && entry.path().filename() != "settings.json")
                saves.push_back(entry.path());
        }
    }
    std::sort(saves.begin(), saves.end(), [](const auto& a, const auto& b) {
        std::error_code e1;
        std::error_code e2;
        return std::filesystem::last_write_time(a, e1) > std::filesystem::last_write_time(b, e2);
    });
    return saves;
}

void GameApp::autosave() {
    if (!table_ || pref_dir_.empty())
        return;
    if (const auto error = write_file_atomically(pref_dir_ / kAutosave, table_->save()))
        std::fprintf(stderr, "sugarworks: autosave: %s\n", error->c_str());
}

std::string GameApp::save_game() {
    if (!table_)
        return "";
    if (pref_dir_.empty())
        return "Cannot save: there is no folder for saves on this system.";
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    const std::filesystem::path path =
        pref_dir_ / "saves" / (table_->game().scenario().id + "-" + stamp + ".json");
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (const auto error = write_file_atomically(path, table_->save()))
        return "Not saved: " + *error;
    return "Saved as " + path.string();
}

void GameApp::act(const Action& action) {
    if (!table_)
        return;
    SubmitResult result = table_->submit(action);
    if (!result.ok) {
        notice_ = "Not allowed: " + result.reason;
        return;
    }
    after_change(result);
}

void GameApp::after_change(const SubmitResult& result) {
    notice_.clear();
    const Table& t = *table_;
    // Special orders completed, told to everyone at the table (after the
    // movement that completed them has played, so it is not given away).
    std::string completed;
    for (size_t i = 0; i < result.events.size(); ++i) {
        const GameEventKind k = result.events[i].kind;
        if (k == GameEventKind::SpecialCompleted || k == GameEventKind::ClaimRight) {
            const auto base = static_cast<size_t>(result.first_log);
            std::string line = t.log()[base + i].text[0];
            // The event that completed it, in the log's words.
            const int trigger = result.events[i].trigger_index;
            if (trigger >= 0 && static_cast<size_t>(trigger) < result.events.size())
                line += " " + t.log()[base + static_cast<size_t>(trigger)].text[0];
            completed += (completed.empty() ? "" : "\n") + line;
        }
        if (k == GameEventKind::RoundStarted)
            autosave();
    }
    // Candies made by the die (or by every output), to glow on their docks;
    // those made after a movement glow when it has played.
    std::vector<int> produced;
    for (const GameEvent& e : result.events) {
        if (e.kind == GameEventKind::CandyProduced && e.spot >= 0)
            produced.push_back(e.spot);
    }
    if (const auto clip = movement_clip(result.events, t.state())) {
        pending_notice_ = completed;
        pending_produced_ = produced;
        start_clip(*clip, result.first_log, false);
        return;
    }
    notice_ = completed;
    if (!produced.empty()) {
        produced_ = produced;
        produced_t_ = 0;
    }
    log_shown_ = static_cast<int>(t.log().size());
    route();
}

// Where the game goes next: the score sheet, a hand-off, or the table.
void GameApp::route() {
    if (!table_ || clip_active_)
        return;
    const Table& t = *table_;
    if (t.state().over()) {
        sheet_ = t.score();
        screen_ = Screen::ScoreSheet;
        return;
    }
    const int current = t.state().current;
    if (t.hands_public()) {
        owner_ = current;
        screen_ = Screen::Table;
    } else if (owner_ != current) {
        screen_ = Screen::Cover;
        table_screen_.clear_pick();
    } else {
        screen_ = Screen::Table;
    }
}

// The player named on the cover has the computer: their recap, then their hand.
void GameApp::lift_cover(bool with_recap) {
    owner_ = table_->state().current;
    if (with_recap && !table_->recap(owner_).empty()) {
        screen_ = Screen::Recap;
        return;
    }
    table_->mark_seen(owner_);
    screen_ = Screen::Table;
}

// [SECTION] Movement playback

void GameApp::start_clip(const MovementClip& clip, int first_log, bool replay) {
    clip_ = clip;
    clip_first_log_ = first_log;
    clip_actions_ = table_->match().actions().size();
    clip_replay_ = replay;
    clip_active_ = true;
    playback_ = Playback(clip.start, clip.events);
    playback_.set_speed(speed_);
    playback_.play();
    screen_ = Screen::Table;
    update_clip(0);
}

void GameApp::update_clip(double dt) {
    if (!clip_active_)
        return;
    playback_.advance(dt);
    if (clip_replay_) {
        log_shown_ = static_cast<int>(table_->log().size());
    } else {
        const int lines = playback_.lines_shown();
        log_shown_ =
            clip_first_log_ + (lines > 0 ? clip_->game_events[static_cast<size_t>(lines - 1)] + 1
                                         : clip_->first_game_event + 1);
    }
    log_current_ =
        playback_.finished()
            ? -1
            : clip_first_log_ + clip_->game_events[static_cast<size_t>(playback_.current())];
}

void GameApp::end_clip() {
    clip_active_ = false;
    if (!clip_replay_) {
        notice_ = pending_notice_;
        pending_notice_.clear();
        if (!pending_produced_.empty()) {
            produced_ = std::move(pending_produced_);
            pending_produced_.clear();
            produced_t_ = 0;
        }
    }
    log_current_ = -1;
    log_shown_ = static_cast<int>(table_->log().size());
    route();
}

// [SECTION] Input

void GameApp::handle(const SDL_Event& e) {
    if (!window_.process_event(e)) {
        quit_ = true;
        return;
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
        ui_.window_resized();
    if (screen_ == Screen::Example && viewer_) {
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
            viewer_.reset();
            screen_ = Screen::Rules;
            return;
        }
        viewer_->handle(e);
        quit_ = quit_ || viewer_->quit_requested();
        return;
    }
    if (e.type != SDL_KEYDOWN || ImGui::GetIO().WantTextInput)
        return;
    const SDL_Keycode key = e.key.keysym.sym;
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
    const bool repeat = e.key.repeat != 0;
    if (key == SDLK_q && ctrl) {
        quit_ = true;
        return;
    }
    if (key == SDLK_F11 && !repeat) {
        window_.toggle_fullscreen();
        settings_.fullscreen = window_.is_fullscreen();
        return;
    }
    if (screen_ != Screen::Table || !table_)
        return;
    TableIntents want;
    if (ctrl && (key == SDLK_y || (key == SDLK_z && shift))) {
        want.redo = true;
    } else if (ctrl && key == SDLK_z) {
        want.undo = true;
    } else if (key == SDLK_SPACE && !repeat && clip_active_) {
        if (playback_.playing())
            want.pause = true;
        else
            want.play = true;
    } else if (key == SDLK_RIGHT && clip_active_) {
        want.step = true;
    } else if (key == SDLK_END && clip_active_) {
        want.skip = true;
    } else if (key == SDLK_ESCAPE) {
        table_screen_.clear_pick();
    } else if (key >= SDLK_1 && key <= SDLK_9 && !clip_active_ && owner_ >= 0) {
        table_screen_.pick_in_hand(table_->view(owner_), static_cast<int>(key - SDLK_1));
    }
    handle_table(want);
}

void GameApp::handle_table(const TableIntents& want) {
    if (!table_)
        return;
    if (want.speed) {
        speed_ = *want.speed;
        playback_.set_speed(speed_);
    }
    if (want.pause)
        playback_.pause();
    if (want.play)
        playback_.play();
    if (want.step)
        playback_.step();
    if (want.skip && clip_active_) {
        playback_.advance(1e9);
        end_clip();
        return;
    }
    if (want.replay && clip_ && !clip_active_)
        start_clip(*clip_, clip_first_log_, true);
    if (want.undo && table_->undo()) {
        notice_ = "Taken back.";
        log_shown_ = static_cast<int>(table_->log().size());
        table_screen_.clear_pick();
        route();
    }
    if (want.redo) {
        SubmitResult r = table_->redo();
        if (r.ok)
            after_change(r);
    }
    if (want.save)
        notice_ = save_game();
    if (want.rules) {
        back_to_ = Screen::Table;
        screen_ = Screen::Rules;
    }
    if (want.menu) {
        autosave();
        note_.clear();
        screen_ = Screen::Menu;
    }
    if (want.act)
        act(*want.act);
}

// [SECTION] Frames

void GameApp::draw_public_floor() {
    const Table& t = *table_;
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    const Painter p{ImGui::GetBackgroundDrawList(), &ui_.art(), ui_.fonts().board,
                    settings_.colourblind};
    draw_backdrop(p, {{0, 0}, size});
    const FloorLayout layout(t.state().floor, {20, 20}, {size.x - 20, size.y - 20});
    const Playback still(t.state().floor, {});
    const Scene scene = build_scene(still, layout);
    const FloorView view{&t.state().floor, &catalog_, &still.tally(), &scene};
    draw_floor(p, layout, view);
    draw_candies(p, scene, false);
    draw_corner_icons(p, layout, view);
}

void GameApp::draw_table_screen() {
    Table& t = *table_;
    const Playback still(t.state().floor, {});
    TableFrame f;
    f.table = &t;
    f.viewer = std::max(0, owner_);
    f.playback = clip_active_ ? &playback_ : &still;
    f.log_shown = log_shown_;
    f.log_current = clip_active_ ? log_current_ : -1;
    f.movement.active = clip_active_;
    f.movement.playing = playback_.playing();
    f.movement.finished = clip_active_ && playback_.finished();
    f.movement.done = playback_.lines_shown();
    f.movement.total = playback_.size();
    f.movement.speed = speed_;
    f.movement.round = clip_ ? clip_->round : 0;
    f.movement.can_replay = clip_.has_value() && clip_actions_ == t.match().actions().size();
    f.patterns = settings_.colourblind;
    f.confirm_placements = settings_.confirm_placements;
    f.notice = notice_;
    f.produced = produced_;
    f.produced_t = static_cast<float>(produced_t_);
    if (clip_active_ && !clip_replay_ && !t.match().states().empty()) {
        const auto& states = t.match().states();
        const GameState& before = states.size() >= 2 ? states[states.size() - 2] : states.back();
        f.before = player_view(t.game(), before, f.viewer);
    }
    const Painter p{ImGui::GetBackgroundDrawList(), &ui_.art(), ui_.fonts().board,
                    settings_.colourblind};
    const TableIntents want = table_screen_.draw(f, p, ui_.fonts(), ui_.scale(), marks_);
    handle_table(want);
}

void GameApp::draw_example(double dt) {
    if (!viewer_) {
        screen_ = Screen::Rules;
        return;
    }
    viewer_->draw_frame(dt);
}

void GameApp::draw_frame(double dt) {
    ++frames_;
    if (screen_ == Screen::Example) {
        marks_.begin_frame();
        draw_example(dt);
        return;
    }
    update_clip(dt);
    produced_t_ = std::min(1.0, produced_t_ + dt * speed_ / 0.8);
    // The last candy has stopped: the table (or the next hand-off) comes back.
    if (clip_active_ && playback_.finished())
        end_clip();
    if (!script_.empty())
        script_step();
    else if (opt_.autoplay)
        autoplay_step();

    window_.begin_frame();
    marks_.begin_frame();
    // What this frame is drawn for, to check what it showed against.
    const Screen drawn_screen = screen_;
    const int drawn_owner = owner_;
    const std::size_t drawn_actions = table_ ? table_->match().actions().size() : 0;
    const float s = ui_.scale();
    const Fonts& fonts = ui_.fonts();
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    const Painter p{ImGui::GetBackgroundDrawList(), &ui_.art(), fonts.board, settings_.colourblind};
    ImGui::PushFont(fonts.body);
    switch (screen_) {
        case Screen::Menu: {
            draw_backdrop(p, {{0, 0}, size});
            std::error_code ec;
            const bool can_continue =
                !pref_dir_.empty() && std::filesystem::exists(pref_dir_ / kAutosave, ec);
            const bool can_resume = table_ && !table_->state().over();
            const MenuIntents want =
                draw_menu(p, fonts, s, marks_, can_resume, can_continue, note_);
            if (want.resume && can_resume) {
                // The hand on screen before may not be the right one now: hand off again.
                owner_ = table_->hands_public() ? owner_ : -1;
                route();
            }
            if (want.continue_game)
                open_save(pref_dir_ / kAutosave);
            if (want.new_game) {
                note_.clear();
                form_.seed = fresh_seed();
                screen_ = Screen::NewGame;
            }
            if (want.load) {
                note_.clear();
                saves_ = list_saves();  // read once, not at every frame of the list
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
            if (want.quit)
                quit_ = true;
            break;
        }
        case Screen::NewGame: {
            draw_backdrop(p, {{0, 0}, size});
            const NewGameIntents want = draw_new_game_screen(form_, catalog_, fonts, s);
            if (want.back)
                screen_ = Screen::Menu;
            if (want.start)
                start_form();
            break;
        }
        case Screen::Load: {
            draw_backdrop(p, {{0, 0}, size});
            const LoadIntents want = draw_load(fonts, s, marks_, saves_, typed_path_, note_);
            if (!want.open.empty() && open_save(want.open))
                typed_path_.clear();
            else if (!want.open.empty())
                screen_ = Screen::Load;
            if (want.back)
                screen_ = Screen::Menu;
            break;
        }
        case Screen::Cover: {
            draw_public_floor();
            const Table& t = *table_;
            const int next = t.state().current;
            std::string why = "Round " + std::to_string(t.state().round) + ": ";
            why += t.state().step == Step::ChooseWorker ? "choosing a Sugarworker side"
                   : t.state().step == Step::Roll       ? "rolling the candy die"
                                                        : "their turn";
            const CoverIntents want = draw_cover(p, fonts, s, marks_, t.seat(next).name,
                                                 seat_colour(t.seat(next).colour), why);
            if (want.show)
                lift_cover(true);
            if (want.menu)
                screen_ = Screen::Menu;
            break;
        }
        case Screen::Recap: {
            draw_public_floor();
            const RecapIntents want =
                draw_recap(fonts, s, marks_, table_->seat(owner_).name, table_->recap(owner_));
            if (want.start) {
                table_->mark_seen(owner_);
                screen_ = Screen::Table;
            }
            break;
        }
        case Screen::Table:
            draw_table_screen();
            break;
        case Screen::ScoreSheet: {
            draw_backdrop(p, {{0, 0}, size});
            std::vector<int> colours;
            for (int i = 0; i < table_->seat_count(); ++i)
                colours.push_back(table_->seat(i).colour);
            // The tutorial course: First, Second, then Third Shift.
            std::string next_id;
            std::string next_name;
            bool after_current = false;
            for (const ScenarioChoice& c : scenario_choices(catalog_)) {
                if (after_current && c.tutorial && next_id.empty()) {
                    next_id = c.id;
                    next_name = c.name;
                }
                after_current = after_current || c.id == table_->game().scenario().id;
            }
            if (!table_->game().scenario().tutorial)
                next_name.clear();
            const ScoreSheetIntents want =
                draw_score_sheet_screen(table_->game(), *sheet_, table_->names(), colours, fonts, s,
                                        sheet_note_, next_name);
            if (want.next_shift && !next_name.empty()) {
                sheet_note_.clear();
                choose_scenario(form_, catalog_, next_id);
                form_.seed = fresh_seed();
                start_form();
                break;
            }
            if (want.save_replay)
                sheet_note_ = save_game();
            if (want.play_again_same_seed || want.play_again_new_seed) {
                sheet_note_.clear();
                if (want.play_again_new_seed)
                    form_.seed = fresh_seed();
                else
                    form_.seed = table_->match().seed();
                start_form();
            }
            if (want.main_menu)
                screen_ = Screen::Menu;
            break;
        }
        case Screen::Rules: {
            draw_backdrop(p, {{0, 0}, size});
            const RulesIntents want = draw_rules_screen(catalog_, fonts, ui_.art(), s);
            if (want.back)
                screen_ = back_to_;
            if (want.watch_example) {
                SessionLoad load = load_session(opt_.data_dir, opt_.scenario_path());
                if (load.session) {
                    example_ = std::move(load.session);
                    viewer_.emplace(opt_, *example_, window_, ui_);
                    screen_ = Screen::Example;
                } else {
                    note_ = load.error;
                }
            }
            break;
        }
        case Screen::Settings: {
            draw_backdrop(p, {{0, 0}, size});
            const SettingsIntents want = draw_settings_screen(settings_, fonts, s, settings_note_);
            if (want.changed) {
                apply_settings();
                speed_ = settings_.speed;
                if (!settings_file_.empty()) {
                    const auto error = save_settings(settings_file_, settings_);
                    settings_note_ = error ? *error : "Saved in " + settings_file_.string();
                }
            }
            if (want.back)
                screen_ = back_to_;
            break;
        }
        case Screen::Example:
            break;
    }
    ImGui::PopFont();
    window_.end_frame();
    // An action taken in this frame changed the hands after they were drawn:
    // the next frame is checked instead.
    if ((opt_.autoplay || !script_.empty()) && table_ &&
        table_->match().actions().size() == drawn_actions)
        breach_ = privacy_breach(drawn_screen, drawn_owner);
    if (!pending_shot_.empty()) {
        int w = 0;
        int h = 0;
        window_.drawable_size(w, h);
        std::string error;
        if (save_screenshot(pending_shot_, w, h, error))
            std::printf("sugarworks: saved %s (%dx%d)\n", pending_shot_.c_str(), w, h);
        else
            script_fail("cannot save " + pending_shot_ + ": " + error);
        pending_shot_.clear();
    }
}

// [SECTION] Test drivers

// Random legal actions for every seat, taken through the same intents the
// screens return when a person clicks.
void GameApp::autoplay_step() {
    if (finished_ || quit_)
        return;
    // Every frame of a whole game is checked for a card shown to the wrong player.
    if (const auto& breach = breach_) {
        std::fprintf(stderr, "sugarworks: autoplay: %s\n", breach->c_str());
        exit_code_ = 4;
        finished_ = true;
        return;
    }
    switch (screen_) {
        case Screen::Cover:
            if (marks_.find("cover:show"))
                lift_cover(false);
            return;
        case Screen::Recap:
            table_->mark_seen(owner_);
            screen_ = Screen::Table;
            return;
        case Screen::Table: {
            if (clip_active_ || !marks_.find("menu"))
                return;
            const auto& legal = table_->legal();
            if (legal.empty())
                return;
            TableIntents want;
            want.act = legal[autoplay_rng_.below(static_cast<std::uint32_t>(legal.size()))];
            handle_table(want);
            return;
        }
        case Screen::ScoreSheet:
            finished_ = true;
            return;
        default:
            return;
    }
}

bool GameApp::script_fail(const std::string& message) {
    std::fprintf(stderr, "sugarworks: --script step %zu: %s\n", script_at_ + 1, message.c_str());
    exit_code_ = 4;
    finished_ = true;
    return false;
}

bool GameApp::private_text_shown() const {
    if (!table_)
        return false;
    const GameState& s = table_->state();
    for (int p = 0; p < s.player_count; ++p) {
        bool found = false;
        s.players[static_cast<size_t>(p)].orders.for_each([&](int card) {
            const std::string text = order_card_text(catalog_, card);
            for (const std::string& w : marks_.words())
                found = found || w.find(text) != std::string::npos;
        });
        if (found)
            return true;
    }
    return false;
}

// Which order card the last frame showed to someone who may not see it, if any:
// on a cover, any card in a hand; on the table, another player's cards that face
// their holder, and the cards that face away from the player at the screen.
std::optional<std::string> GameApp::privacy_breach(Screen screen, int owner) const {
    if (!table_ || table_->hands_public())
        return std::nullopt;
    const GameState& s = table_->state();
    const bool cover = screen == Screen::Cover;
    if (!cover && (screen != Screen::Table || owner < 0))
        return std::nullopt;
    for (const int card : marks_.orders()) {
        for (int p = 0; p < s.player_count; ++p) {
            const PlayerState& holder = s.players[static_cast<size_t>(p)];
            if (!holder.orders.contains(card))
                continue;
            const bool faces_holder = !holder.facing_away.contains(card);
            const bool hidden = cover || (p == owner ? !faces_holder : faces_holder);
            if (hidden) {
                return "the " + std::string(screen_id(screen)) + " screen of " +
                       table_->seat(std::max(0, owner)).name + " shows order " +
                       std::to_string(card) + " of " + table_->seat(p).name + "'s hand";
            }
        }
    }
    return std::nullopt;
}

// One step of --script per frame, on what the last frame drew.
void GameApp::script_step() {
    if (finished_ || quit_)
        return;
    if (script_at_ >= script_.size()) {
        finished_ = true;
        return;
    }
    const ScriptStep& step = script_[script_at_];
    const auto next = [&] {
        ++script_at_;
        script_phase_ = 0;
        script_wait_ = 0;
    };
    switch (step.kind) {
        case ScriptStep::Kind::Click:
        case ScriptStep::Kind::ClickIf: {
            const auto r = marks_.find(step.text);
            if (!r) {
                // A screen drawn after the last click needs a frame or two to show.
                if (step.kind == ScriptStep::Kind::ClickIf && ++script_wait_ > 5) {
                    next();
                    return;
                }
                if (++script_wait_ > kScriptPatience)
                    script_fail("\"" + step.text + "\" never appeared on the " +
                                std::string(screen_id(screen_)) + " screen");
                return;
            }
            // Point, press, release: three frames, as ImGui sees a real click.
            window_.script_mouse(r->center(), script_phase_ == 1);
            if (++script_phase_ == 3)
                next();
            return;
        }
        case ScriptStep::Kind::Point: {
            const auto r = marks_.find(step.text);
            if (!r) {
                if (++script_wait_ > kScriptPatience)
                    script_fail("\"" + step.text + "\" never appeared");
                return;
            }
            window_.script_mouse(r->center(), false);
            next();
            return;
        }
        case ScriptStep::Kind::Autoplay: {
            if (!table_) {
                script_fail("there is no game to play");
                return;
            }
            const int done = static_cast<int>(table_->match().actions().size());
            if (script_phase_ == 0)
                script_wait_ = done;  // the count before this step
            script_phase_ = 1;
            if (clip_active_ || table_->state().over() || done - script_wait_ >= step.frames) {
                next();
                return;
            }
            autoplay_step();
            return;
        }
        case ScriptStep::Kind::WaitFor:
            if (marks_.find(step.text))
                next();
            else if (++script_wait_ > kScriptPatience)
                script_fail("\"" + step.text + "\" never appeared");
            return;
        case ScriptStep::Kind::Wait:
            if (script_wait_++ >= step.frames)
                next();
            return;
        case ScriptStep::Kind::Key: {
            std::string name = step.text;
            Uint16 mod = KMOD_NONE;
            for (const auto& [prefix, bit] : {std::pair<std::string, Uint16>{"ctrl+", KMOD_LCTRL},
                                              {"shift+", KMOD_LSHIFT},
                                              {"alt+", KMOD_LALT}}) {
                if (name.rfind(prefix, 0) == 0) {
                    mod = static_cast<Uint16>(mod | bit);
                    name = name.substr(prefix.size());
                }
            }
            const SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
            if (key == SDLK_UNKNOWN) {
                script_fail("unknown key \"" + step.text + "\"");
                return;
            }
            // Down in one frame, up in the next, so ImGui sees the key held.
            SDL_Event e{};
            e.type = script_phase_ == 0 ? SDL_KEYDOWN : SDL_KEYUP;
            e.key.state = script_phase_ == 0 ? SDL_PRESSED : SDL_RELEASED;
            e.key.keysym.sym = key;
            e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
            e.key.keysym.mod = mod;
            e.key.windowID = SDL_GetWindowID(window_.sdl());
            SDL_PushEvent(&e);
            if (++script_phase_ == 2)
                next();
            return;
        }
        case ScriptStep::Kind::ExpectScreen:
            if (screen_id(screen_) == step.text)
                next();
            else if (++script_wait_ > kScriptPatience)
                script_fail("expected the " + step.text + " screen, but the " +
                            std::string(screen_id(screen_)) + " screen is up");
            return;
        case ScriptStep::Kind::ExpectLog: {
            bool found = false;
            if (table_) {
                for (const LogEntry& e : table_->log()) {
                    for (const std::string& t : e.text)
                        found = found || t.find(step.text) != std::string::npos;
                }
            }
            if (!found) {
                script_fail("no line of the log says \"" + step.text + "\"");
                return;
            }
            next();
            return;
        }
        case ScriptStep::Kind::ExpectTilePlayed: {
            if (!table_ || table_->match().actions().empty() ||
                table_->match().actions().back().kind != ActionKind::PlayTile) {
                script_fail("the last action did not play a tile");
                return;
            }
            const Action& a = table_->match().actions().back();
            const PlacedTile& on_floor = table_->state().floor.tile_at(a.cell);
            if (on_floor.tile != a.card) {
                script_fail("the tile played is not on " +
                            cell_name(a.cell, table_->state().floor.rows()));
                return;
            }
            std::printf("sugarworks: script: %s\n", describe_action(a, table_->game()).c_str());
            next();
            return;
        }
        case ScriptStep::Kind::ExpectNoPrivateText:
            if (marks_.words().empty()) {
                script_fail("nothing was drawn to check");
                return;
            }
            if (private_text_shown()) {
                script_fail("the " + std::string(screen_id(screen_)) +
                            " screen shows the text of a card in a hand");
                return;
            }
            if (breach_) {
                script_fail(*breach_);
                return;
            }
            std::printf("sugarworks: script: the %s screen shows %zu texts, none from a hand\n",
                        std::string(screen_id(screen_)).c_str(), marks_.words().size());
            next();
            return;
        case ScriptStep::Kind::ExpectActions: {
            const int actions = table_ ? static_cast<int>(table_->match().actions().size()) : 0;
            if (actions != step.frames) {
                script_fail("expected " + std::to_string(step.frames) + " actions, the game has " +
                            std::to_string(actions));
                return;
            }
            next();
            return;
        }
        case ScriptStep::Kind::ExpectPrivateText:
            if (!private_text_shown()) {
                script_fail("the " + std::string(screen_id(screen_)) +
                            " screen shows no card of the hand in play");
                return;
            }
            std::printf("sugarworks: script: the %s screen shows the hand\n",
                        std::string(screen_id(screen_)).c_str());
            next();
            return;
        case ScriptStep::Kind::Screenshot: {
            pending_shot_ = step.text;  // taken when this frame is drawn
            next();
            return;
        }
    }
}

}  // namespace sugarworks::app
