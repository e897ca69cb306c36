// The router: the app's games opened, saved and autosaved, and quitting without
// losing one; input, frames and the tutorial are in game_app_*.cpp.
#include "router/game_app.hpp"

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstdio>
#include <utility>

#include "engine/count_words.hpp"
#include "lessons/lesson_progress.hpp"
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
std::string_view screen_id(Screen screen) {
    static constexpr std::array<std::string_view, 13> kIds = {
        "menu",  "new_game", "load",    "cover",      "recap",    "table", "score_sheet",
        "rules", "settings", "example", "score_book", "tutorial", "replay"};
    static_assert(kIds.size() == static_cast<size_t>(Screen::Replay) + 1);
    return kIds[static_cast<size_t>(screen)];
}

GameApp::GameApp(const Options& o, const Catalog& catalog,
                 std::span<const engine::save::GameSaves> known, shell::Window& window,
                 UiContext& ui)
    : opt_(o),
      catalog_(catalog),
      known_(known),
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
    tips_ = tips_at_start(saves_folder_.file(shell::kTipsFileName), note_);
    speed_ = opt_.speed_given ? opt_.speed : settings_.speed;
    apply_settings();
    form_ = default_form(opt_.seed.value_or(shell::fresh_seed()));
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
                                       opt_.seed.value_or(shell::fresh_seed()));
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
    if (model_)
        out += "; " + table_report(*model_, sheet_ ? &*sheet_ : nullptr);
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

void GameApp::keep_settings() {
    if (settings_file_.empty())
        return;
    const auto error = save_settings(settings_file_, settings_);
    settings_note_ =
        error ? shell::save_failed_notice(*error, "The settings hold until the game is closed.")
              : "Saved in " + settings_file_.string();
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
    return app::table_prefs(settings_, speed_);
}

// [SECTION] Games

bool GameApp::keep_game_in_play(std::string& kept_as) {
    kept_as.clear();
    if (!model_ || model_->lesson() || model_->table().match().actions().size() == kept_at_)
        return true;
    const shell::SaveFolder::Saved saved =
        saves_folder_.save(model_->table().game().scenario().id, model_->table().save());
    if (saved.path.empty()) {
        note_ = shell::save_failed_notice(saved.problem,
                                          "The game in play stays open: save it from its table, "
                                          "or take it up again before leaving it.");
        return false;
    }
    kept_as = saved.path.filename().string();
    kept_at_ = model_->table().match().actions().size();
    return true;
}

bool GameApp::open_table(TableOpening opening) {
    if (!opening.table) {
        note_ = opening.problem;
        return false;
    }
    std::string kept_as;
    if (!keep_game_in_play(kept_as))
        return false;
    if (!kept_as.empty()) {
        opening.notice += (opening.notice.empty() ? "" : " ") +
                          std::string("The game you left is kept as ") + kept_as + ".";
    }
    note_.clear();
    kept_at_ = opening.table->match().actions().size();
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
        opening.notice =
            "Taken over from " + r.title + " after " +
            engine::count_words(static_cast<long long>(r.shown), "action.", "actions.");
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
        model_->set_save_problem(shell::save_failed_notice(*error, shell::kGameGoesOn));
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
    const shell::SaveFolder::Saved saved =
        saves_folder_.save(model_->table().game().scenario().id, model_->table().save());
    if (saved.path.empty()) {
        std::fprintf(stderr, "sugarworks: save: %s\n", saved.problem.c_str());
        return shell::save_failed_notice(saved.problem, after_failure);
    }
    kept_at_ = model_->table().match().actions().size();
    return "Saved as " + saved.path.string();
}

}  // namespace sugarworks::app
