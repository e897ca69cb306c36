// The shell's menu, and leaving the program without losing the game under way.
#include <imgui.h>

#include "shell/app/shell_app.hpp"

namespace shell {

bool ShellApp::game_under_way() const {
    return game_ && !in_lesson() && !game_->finished();
}

std::string ShellApp::quit_words() const {
    if (game_under_way())
        return quit_unsaved_               ? "Quit without saving"
               : autosave_problem_.empty() ? "Quit (the game is saved)"
                                           : "Quit";
    if (in_lesson() && !game_->finished() && folder_.usable())
        return "Quit (the lesson keeps your place)";
    return "Quit";
}

void ShellApp::request_quit() {
    if (!game_under_way()) {
        quit_ = true;
        return;
    }
    // Saved as it stands now, not only at the start of its round: Continue takes it
    // up at the very action it was left at.
    keep_game();
    if (autosave_problem_.empty() || quit_unsaved_ || !folder_.usable()) {
        quit_ = true;
        return;
    }
    warn("This game could not be saved, so quitting now would lose it (" + autosave_problem_ +
         "). Quit again to leave without it, or go back to the game.");
    quit_unsaved_ = true;
    if (screen_ == ShellScreen::Table || screen_ == ShellScreen::Cover ||
        screen_ == ShellScreen::Recap)
        game_->table_left();
    screen_ = ShellScreen::Menu;
}

void ShellApp::draw_menu() {
    const bool finished = game_ && game_->finished();
    const std::vector<MenuEntry> entries = [&] {
        std::vector<MenuEntry> e = {
            {.id = "menu:resume",
             .words = in_lesson() ? "Back to the lesson"
                      : finished  ? "Back to the finished game"
                                  : "Back to the game",
             .enabled = game_ != nullptr,
             .tooltip = finished ? "Its final table and its replay" : "",
             .tooltip_disabled = autosave_under_way_
                                     ? "No game is open: start one, or continue the autosaved one"
                                     : "No game is open: start a new one"},
            // A game under way in play is the autosaved one: Back to the game goes on
            // with it, and Continue would offer the same game twice.
            {.id = "menu:continue",
             .words = "Continue the autosaved game",
             .enabled = autosave_under_way_ && !game_under_way(),
             .tooltip = "The game as it was when it was last left or saved",
             .tooltip_disabled = game_under_way()
                                     ? "The game in play is the one kept: Back to the game"
                                     : "No game under way has been autosaved"},
            {.id = "menu:new", .words = "New game", .default_focus = true},
            {.id = "menu:load", .words = "Load"}};
        if (game_module_.lessons)
            e.push_back({.id = "menu:tutorial",
                         .words = "Tutorial",
                         .tooltip = game_module_.lessons->menu_tooltip});
        e.push_back({.id = "menu:rules", .words = "Rules"});
        e.push_back({.id = "menu:settings", .words = "Settings"});
        e.push_back({.id = "menu:score_book",
                     .words = "Score book",
                     .tooltip = game_module_.score_book_tooltip});
        e.push_back({.id = "menu:quit", .words = quit_words()});
        return e;
    }();
    MenuLook look;
    look.tagline = game_module_.tagline;
    look.banner = game_module_.banner;
    const std::string pressed = draw_menu_card(fonts_, ui_.ui_scale(), ui_.marks(), entries,
                                               problem_note(), game_module_.name, look);
    if (pressed == "menu:continue") {
        open_save(folder_.autosave_file());
    } else if (pressed == "menu:resume" && game_) {
        // Whoever is at the screen now is not known: the seat to act is handed it
        // behind the cover again, as after every hand-off.
        table_viewer_ = kWholeTable;
        after_game_changed();
    } else if (pressed == "menu:new") {
        form_.set_seed(next_seed_);  // a fresh deal each time the form is opened
        screen_ = ShellScreen::NewGame;
    } else if (pressed == "menu:load") {
        refresh_saves();
        screen_ = ShellScreen::Load;
    } else if (pressed == "menu:tutorial" && lessons_) {
        lessons_->open();
        screen_ = ShellScreen::Lessons;
    } else if (pressed == "menu:rules") {
        rules_from_table_ = false;
        screen_ = ShellScreen::Rules;
    } else if (pressed == "menu:score_book") {
        // Read once, not every frame.
        GameBookRead book = read_game_book(folder_.file(kGameBookFileName), game_module_.id);
        score_book_ = std::move(book.lines);
        score_problem_ = book.problem.empty() ? ""
                                              : "The score book does not read; it is kept as it is "
                                                "and a new one begins with your next game:\n" +
                                                    book.problem;
        book_opened_ = true;
        screen_ = ShellScreen::ScoreBook;
    } else if (pressed == "menu:settings") {
        settings_note_.clear();  // a change says it was saved
        screen_ = ShellScreen::Settings;
    } else if (pressed == "menu:quit") {
        request_quit();
    }
}

}  // namespace shell
