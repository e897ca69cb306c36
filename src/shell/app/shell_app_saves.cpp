// The shell's games in play and their saves: a game started, opened or played on,
// one in play set aside rather than lost, the autosave, a save from the table's
// bar, and the Load screen.
#include "shell/app/shell_app.hpp"

#include <imgui.h>

#include <fstream>
#include <sstream>

#include "shell/setup/fresh_seed.hpp"
#include "shell/ui/load_screen.hpp"

namespace shell {

void ShellApp::start_game(const NewGameSetup& setup) {
    std::unique_ptr<GameInPlay> fresh = game_module_.new_game(setup);
    if (!fresh) {
        warn(game_module_.name + " cannot be played with these players and options.");
        return;
    }
    if (!put_in_play(std::move(fresh)))
        return;
    keep_game();  // Continue finds it from its first action
    after_game_changed();
}

bool ShellApp::put_in_play(std::unique_ptr<GameInPlay> fresh) {
    std::string kept_as;
    if (!set_aside_game_in_play(kept_as))
        return false;
    replace_game(std::move(fresh), 0);
    recorded_finish_ = false;
    save_title_ = "this game";
    if (kept_as.empty())
        status_.clear();
    else
        say("The game you left is kept as " + kept_as + ".");
    return true;
}

bool ShellApp::set_aside_game_in_play(std::string& kept_as) {
    kept_as.clear();
    // A lesson keeps its place in the lesson book, not as a save.
    if (!game_ || in_lesson() || game_->action_count() == kept_at_)
        return true;
    const SaveFolder::Saved saved = folder_.save(save_name(), game_->save_text());
    if (saved.path.empty()) {
        warn(save_failed_notice(saved.problem,
                                "The game in play stays open: save it from its table, or "
                                "take it up again before leaving it."));
        return false;
    }
    kept_as = saved.path.filename().string();
    return true;
}

void ShellApp::replace_game(std::unique_ptr<GameInPlay> next, std::size_t kept_at) {
    replay_.reset();  // it watches the game being replaced
    own_replay_.reset();
    game_replaced_ = true;
    game_ = std::move(next);
    game_->use_settings(settings_);
    game_->tips_seen(tips_.seen());
    kept_at_ = kept_at;
    opened_at_ = kept_at;
    table_viewer_ = kWholeTable;
}

bool ShellApp::open_save(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        warn("Could not open " + path.string() + ".");
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    std::unique_ptr<GameInPlay> loaded = game_module_.load_game(text.str(), path.string(), error);
    if (!loaded) {
        warn("Could not open the save: " + error);
        return false;
    }
    std::string kept_as;
    if (!set_aside_game_in_play(kept_as))
        return false;
    const std::size_t actions = loaded->action_count();
    replace_game(std::move(loaded), actions);
    // A game already over when it was saved is in the score book already.
    recorded_finish_ = game_->finished();
    // The autosave is the last game to the player, not a file of theirs.
    const bool autosave = path == folder_.autosave_file();
    say((autosave ? std::string("Took up the last game again.")
                  : "Loaded " + path.filename().string() + ".") +
        (kept_as.empty() ? "" : " The game you left is kept as " + kept_as + "."));
    save_title_ = path.filename().string();
    // A finished game of a game that shows its end by its replay opens on it.
    if (game_->finished() && game_->opens_finished_as_replay() && game_->action_count() > 0) {
        open_replay(screen_ == ShellScreen::Load);
        return true;
    }
    after_game_changed();
    return true;
}

// Where the table goes once the seat to act may have changed: a person who shares
// the screen with another person is handed it behind a cover; the table shows
// the last person's view while a computer plays.
void ShellApp::keep_game() {
    // A lesson keeps its place in the lesson book, not over the game autosaved.
    if (!game_ || !folder_.usable() || in_lesson())
        return;
    // A save that fails stops nothing: the table says so until one succeeds.
    if (const std::optional<std::string> problem = folder_.autosave(game_->save_text())) {
        std::fprintf(stderr, "%s: autosave: %s\n", game_module_.id.c_str(), problem->c_str());
        autosave_problem_ = *problem;
        const std::string words = save_failed_notice(*problem, kGameGoesOn);
        game_->save_problem(words);
        if (!game_->fills_the_window())
            warn(words);
    } else {
        autosave_problem_.clear();
        game_->save_problem("");
    }
}

void ShellApp::note_finished() {
    // A lesson is not a game for the score book.
    if (recorded_finish_ || !game_ || !game_->finished() || in_lesson())
        return;
    recorded_finish_ = true;
    keep_game();
    if (!folder_.usable()) {
        warn("The score book is not kept: " + folder_.problem());
        return;
    }
    if (const auto& own = game_module_.own_score_book) {
        const std::string words =
            own->record(*game_, folder_.file(kGameBookFileName), opened_at_, computers_at_once_);
        if (!words.empty())
            game_->tell(words);
        return;
    }
    std::string kept_aside;
    const BookEntry entry = game_->book_entry();
    const std::string error = add_to_game_book(folder_.file(kGameBookFileName), game_module_.id,
                                               {.date = local_time_words(),
                                                .seats = seat_words(game_->seats()),
                                                .result = game_->result(),
                                                .save = "",
                                                .kind = entry.kind,
                                                .score = entry.score},
                                               &kept_aside);
    if (!error.empty())
        warn(save_failed_notice(error, "The game is not in the score book."));
    else if (!kept_aside.empty())
        warn(kept_aside);
}

void ShellApp::save_game() {
    if (in_lesson()) {
        say("A lesson keeps its own place: leave it, and Continue takes you back to this step.");
        return;
    }
    const SaveFolder::Saved saved = folder_.save(save_name(), game_->save_text());
    if (saved.path.empty()) {
        warn(save_failed_notice(saved.problem, kGameGoesOn));
    } else {
        kept_at_ = game_->action_count();
        say("Saved as " + saved.path.filename().string() + ".");
    }
}

void ShellApp::refresh_saves() {
    saves_ = folder_.listed(game_module_.id, known_);
}

void ShellApp::draw_load() {
    // The Load screen every game's program shares: a card over this screen, with a
    // message (a save that would not open) between its list and its footer.
    const LoadIntents want =
        shell::draw_load(fonts_, ui_.ui_scale(), ui_.marks(), saves_, typed_path_, problem_note());
    if (want.back) {
        screen_ = ShellScreen::Menu;
        return;
    }
    if (want.open.empty())
        return;
    const bool opened = open_save(want.open);
    if (opened && want.watch && game_->action_count() > 0 && screen_ != ShellScreen::Replay)
        open_replay(true);  // Back returns to Load
}

}  // namespace shell
