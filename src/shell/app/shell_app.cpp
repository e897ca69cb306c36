#include "shell/app/shell_app.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "shell/setup/fresh_seed.hpp"
#include "shell/setup/seat_names.hpp"
#include "shell/ui/card.hpp"
#include "shell/ui/handoff_card.hpp"
#include "shell/ui/keys_page.hpp"
#include "shell/ui/settings_card.hpp"

namespace shell {
namespace {

// How the shell's own settings read on the screen, beside the game's.
SettingsWords settings_words(const GameModule& game) {
    SettingsWords words = game.settings;
    if (words.computer_pace.empty() && !game.computer_levels.empty()) {
        words.computer_pace =
            "How long each action of a computer player stays on the table before it is "
            "played, so that you can follow it. 0: at once.";
    }
    return words;
}
// A line such as "Saved as ..." is shown this long, then goes.
constexpr double kStatusSeconds = 6.0;

}  // namespace

const char* screen_name(ShellScreen screen) {
    switch (screen) {
        case ShellScreen::Menu:
            return "menu";
        case ShellScreen::NewGame:
            return "new_game";
        case ShellScreen::Cover:
            return "cover";
        case ShellScreen::Recap:
            return "recap";
        case ShellScreen::Table:
            return "table";
        case ShellScreen::Load:
            return "load";
        case ShellScreen::Replay:
            return "replay";
        case ShellScreen::Rules:
            return "rules";
        case ShellScreen::ScoreBook:
            return "score_book";
        case ShellScreen::Settings:
            return "settings";
        case ShellScreen::Lessons:
            return "tutorial";
        case ShellScreen::Example:
            return "example";
    }
    return "?";
}

ShellApp::ShellApp(const GameModule& game, std::span<const engine::save::GameSaves> known,
                   const ShellOptions& options)
    : game_module_(game),
      known_(known),
      options_(options),
      folder_(folder_owner(game.id, game.name)),
      ui_(options.ui_scale),
      form_(game),
      next_seed_(options.seed ? *options.seed : fresh_seed()) {
    // What does not read of the player's files, told together on the menu.
    std::string note = folder_.usable() ? "" : folder_.problem();
    if (!folder_.usable())
        std::fprintf(stderr, "%s: %s (settings and saves are not kept)\n", game.id.c_str(),
                     folder_.problem().c_str());
    if (folder_.usable())
        settings_file_ = folder_.settings_file();
    settings_ = settings_at_start(settings_file_, game.id,
                                  {options.ui_scale, options.fullscreen, options.speed}, note);
    if (!game.tips.empty()) {
        tips_ =
            tips_at_start(folder_.usable() ? folder_.file(kTipsFileName) : std::filesystem::path(),
                          game.id, game.tips, note);
    }
    if (!note.empty())
        warn(note);
    if (game.lessons) {
        lessons_.emplace(
            *game.lessons, game.id,
            folder_.usable() ? folder_.file(kLessonBookFileName) : std::filesystem::path());
    }
}

void ShellApp::frame(double dt, float width, float height) {
    // The menu reads whether the autosave holds a game under way as it opens, not
    // every frame.
    if (screen_ == ShellScreen::Menu && last_frame_screen_ != ShellScreen::Menu)
        autosave_under_way_ = folder_.has_autosave() && [&] {
            const engine::save::ListedSave a =
                engine::save::list_save(folder_.autosave_file(), game_module_.id, known_);
            return a.header && !a.header->finished;
        }();
    last_frame_screen_ = screen_;
    game_replaced_ = false;
    ui_.begin_frame();
    table_controls_ = {0, 0};
    drawn_for_ = viewer();
    drawn_screen_ = screen_;
    // The game's own replay is a screen of its own, as its table is.
    if (screen_ == ShellScreen::Replay && own_replay_) {
        draw_own_replay();
        after_screens(dt);
        return;
    }
    // So are the game's own rules and their worked example.
    if (screen_ == ShellScreen::Rules && game_module_.own_rules) {
        draw_own_rules(width, height);
        after_screens(dt);
        return;
    }
    if (screen_ == ShellScreen::Example && example_) {
        draw_example();
        after_screens(dt);
        return;
    }
    // A table that fills the window is a screen of its own, its keys its own
    // (Escape puts back what is picked up).
    if (table_fills_the_window()) {
        draw_filled_table(dt);
        after_screens(dt);
        return;
    }
    // Escape goes back a screen, as the Back buttons do; in a field being typed
    // in it only ends the typing, and on a slider held by the keys it lets go.
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) &&
        !ImGui::GetIO().WantTextInput && !ImGui::IsAnyItemActive())
        go_back();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    // The game's backdrop behind the screens around its table, where it has one.
    ImGuiWindowFlags backdrop = 0;
    if (game_module_.backdrop) {
        game_module_.backdrop(ImGui::GetBackgroundDrawList(), ImVec2(width, height));
        backdrop = ImGuiWindowFlags_NoBackground;
    }
    // A scrollbar when a screen is taller than the window (a form of four seats at
    // UI scale 2), so that what is below is seen to be there.
    ImGui::Begin("##shell", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                     backdrop);
    switch (screen_) {
        case ShellScreen::Menu:
            draw_menu();
            break;
        case ShellScreen::NewGame: {
            // Said only where the game in play changed since it was last kept.
            NewGameForm::Pressed pressed =
                form_.draw(ui_, game_under_way() && game_->action_count() != kept_at_);
            if (pressed.start) {
                ++next_seed_;
                start_game(*pressed.start);
            } else if (pressed.back) {
                screen_ = ShellScreen::Menu;
            }
            break;
        }
        case ShellScreen::Cover:
            draw_cover();
            break;
        case ShellScreen::Recap:
            draw_recap();
            break;
        case ShellScreen::Table:
            draw_table(dt);
            break;
        case ShellScreen::Load:
            draw_load();
            break;
        case ShellScreen::Replay:
            draw_replay();
            break;
        case ShellScreen::Rules:
            draw_rules();
            break;
        case ShellScreen::ScoreBook:
            draw_score_book();
            break;
        case ShellScreen::Settings:
            draw_settings();
            break;
        case ShellScreen::Lessons:
            draw_lessons();
            break;
        case ShellScreen::Example:  // drawn above while there is one
            screen_ = ShellScreen::Rules;
            break;
    }
    after_screens(dt);
    // The line for the player is said here on the menu (a problem is in its card's
    // note) and on the cover; the table says it in its bar, Load a problem in its
    // card's note, and the other cards nothing, rather than behind the card.
    const bool said_here =
        (screen_ == ShellScreen::Menu && !status_is_problem_) || screen_ == ShellScreen::Cover;
    if (!status_.empty() && said_here) {
        ImGui::Separator();
        ui_.text(status_);
    }
    ImGui::End();
}

void ShellApp::after_screens(double dt) {
    // The game is kept in the autosave when its table is left for the menu and
    // when the program is left (and when it ends: note_finished), so a game is
    // never lost by leaving it; Load lists the autosave.
    const bool left_table =
        (drawn_screen_ == ShellScreen::Table || drawn_screen_ == ShellScreen::Cover ||
         drawn_screen_ == ShellScreen::Recap) &&
        screen_ == ShellScreen::Menu;
    if (left_table && game_)
        game_->table_left();  // whoever comes back passes the cover again
    if (left_table || (game_ && game_->take_round_started()))
        keep_game();
    keep_lesson_place();
    if (game_) {
        if (const std::string told = tips_.remember(game_->take_tips_shown()); !told.empty())
            std::fprintf(stderr, "%s: tips: %s\n", game_module_.id.c_str(), told.c_str());
    }
    status_age_ += dt;
    if (!status_.empty() && status_age_ > kStatusSeconds)
        status_.clear();
}

bool ShellApp::table_fills_the_window() const {
    return screen_ == ShellScreen::Table && game_ && game_->fills_the_window();
}

void ShellApp::draw_filled_table(double dt) {
    const std::size_t before = game_->action_count();
    const std::size_t first_control = ui_.controls().size();
    game_->draw_table(viewer(), ui_);
    table_controls_ = {first_control, ui_.controls().size()};
    // What was played first, then where the table's bar asked to go.
    if (game_->action_count() != before)
        after_game_changed();
    for (const TableUi::Ask ask : ui_.take_asks()) {
        switch (ask) {
            case TableUi::Ask::Menu:
                screen_ = ShellScreen::Menu;
                break;
            case TableUi::Ask::Save:
                save_game();
                break;
            case TableUi::Ask::Rules:
                rules_from_table_ = true;
                screen_ = ShellScreen::Rules;
                break;
            case TableUi::Ask::Replay:
                if (game_->action_count() > 0)
                    open_replay();
                break;
            case TableUi::Ask::LessonAgain:
            case TableUi::Ask::NextLesson:
            case TableUi::Ask::Lessons:
                lesson_asked(ask);
                return;
        }
    }
    if (std::optional<NewGameSetup> again = ui_.take_new_game()) {
        start_game(*again);
        return;
    }
    if (screen_ != ShellScreen::Table)
        return;
    const std::size_t played = game_->action_count();
    play_computers(dt);
    if (game_->action_count() != played)
        after_game_changed();
}

void ShellApp::play_computers(double dt) {
    // A computer waits while the whole table watches what was done before it.
    if (game_->finished() || game_->plays_its_computers() || game_->whole_table_moment())
        return;
    const int to_act = game_->seat_to_act();
    if (game_->seats()[static_cast<std::size_t>(to_act)].is_person())
        return;
    computer_clock_ += dt;
    if (computers_at_once_ || computer_clock_ >= settings_.computer_pace) {
        computer_clock_ = 0;
        game_->play_computer_turn();
    }
}

std::string ShellApp::showing() const {
    if (screen_ == ShellScreen::Table && game_) {
        if (std::string words = game_->showing(); !words.empty())
            return words;
    }
    return screen_name(screen_);
}

std::vector<std::string> ShellApp::secrets_for(int viewer, ShellScreen screen) const {
    if (screen == ShellScreen::Replay && own_replay_)
        return own_replay_->secrets();
    if (screen == ShellScreen::Replay && replay_)
        return replay_->secrets();
    // The game is drawn at the table and behind its cover and recap; the other
    // screens are the shell's and the game's words about itself (its rules may
    // quote a card as an example), never its state.
    const bool game_drawn = screen == ShellScreen::Table || screen == ShellScreen::Cover ||
                            screen == ShellScreen::Recap;
    return game_ && game_drawn ? game_->secrets_from(viewer) : std::vector<std::string>{};
}

std::vector<std::string> ShellApp::drawn_secrets() const {
    if (drawn_screen_ == ShellScreen::Replay && screen_ == ShellScreen::Replay && replay_)
        return replay_->drawn_secrets();
    // The game's own replay says what its view may not know of what it drew.
    if (drawn_screen_ == ShellScreen::Replay && screen_ == ShellScreen::Replay && own_replay_)
        return own_replay_->secrets();
    return secrets_for(drawn_for_, drawn_screen_);
}

void ShellApp::go_back() {
    switch (screen_) {
        case ShellScreen::NewGame:
        case ShellScreen::Load:
        case ShellScreen::ScoreBook:
        case ShellScreen::Settings:
        case ShellScreen::Lessons:
        case ShellScreen::Table:
            screen_ = ShellScreen::Menu;
            break;
        case ShellScreen::Rules:
            screen_ = ShellScreen::Menu;
            if (rules_from_table_ && game_)
                after_game_changed();
            break;
        case ShellScreen::Replay:
            replay_.reset();
            own_replay_.reset();
            if (replay_from_load_)
                screen_ = ShellScreen::Load;
            else
                after_game_changed();
            break;
        case ShellScreen::Example:
            example_.reset();
            if (example_alone_)
                quit_ = true;
            else
                screen_ = ShellScreen::Rules;
            break;
        case ShellScreen::Cover:  // the menu shows no hand; Go on brings the cover back
        case ShellScreen::Recap:
            screen_ = ShellScreen::Menu;
            break;
        case ShellScreen::Menu:  // back to the game under way, as "Go on with this game"
            if (game_) {
                table_viewer_ = kWholeTable;
                after_game_changed();
            }
            break;
    }
}

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
                  : "Opened " + path.filename().string() + ".") +
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
void ShellApp::after_game_changed() {
    if (!game_) {
        screen_ = ShellScreen::Menu;
        return;
    }
    const std::vector<SeatSetup> seats = game_->seats();
    person_seats_ = static_cast<int>(std::count_if(
        seats.begin(), seats.end(), [](const SeatSetup& s) { return s.is_person(); }));
    screen_ = ShellScreen::Table;
    if (game_->finished()) {
        table_viewer_ = kWholeTable;
        note_finished();
        return;
    }
    // A table that hands itself on shows its own cover.
    if (game_->looking())
        return;
    // The whole table watches what was done; the hand-off comes after (advance()).
    if (game_->whole_table_moment())
        return;
    const int to_act = game_->seat_to_act();
    const bool person = seats[static_cast<std::size_t>(to_act)].is_person();
    if (!person) {
        if (table_viewer_ == kWholeTable && person_seats_ == 1) {
            for (std::size_t i = 0; i < seats.size(); ++i) {
                if (seats[i].is_person())
                    table_viewer_ = static_cast<int>(i);
            }
        }
        return;
    }
    if (to_act == table_viewer_)
        return;
    if (person_seats_ > 1)
        screen_ = ShellScreen::Cover;
    else
        table_viewer_ = to_act;
}

void ShellApp::draw_cover() {
    const int to_act = game_->seat_to_act();
    // Behind the card, the table everyone may see, as a picture: nothing on it is
    // pressed, and no hand is on it.
    draw_table_behind_veil();
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    CoverCard card;
    card.name = game_->seats()[static_cast<std::size_t>(to_act)].name;
    card.colour = game_module_.seat_colour ? game_module_.seat_colour(to_act)
                                           : ImGui::GetColorU32(ImGuiCol_ButtonActive);
    card.why = game_->turn_words();
    // A panel of its own, so that the keys' focus, gone with the button, goes to
    // the table's first control rather than to the bar that stands where it stood.
    ui_.begin_area("cover", {{0, 0}, size});
    const CoverChoice chosen = draw_cover_card(fonts_, ui_.ui_scale(), ui_.marks(), card);
    ui_.end_area();
    if (chosen.show) {
        table_viewer_ = to_act;
        // What happened since they last had the table, before their hand.
        screen_ = game_->recap_for(to_act).lines.empty() ? ShellScreen::Table : ShellScreen::Recap;
    } else if (chosen.menu) {
        screen_ = ShellScreen::Menu;
    }
}

void ShellApp::draw_table_behind_veil() {
    ui_.begin_still();
    game_->draw_table(kWholeTable, ui_);
    ui_.end_still();
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    // A veil over it, so that nothing on it is mistaken for the next person's hand:
    // a window of its own between the table and the card, as the table may draw
    // windows of its own.
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize(size);
    ImGui::Begin("##veil", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                     ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::GetWindowDrawList()->AddRectFilled({0, 0}, size,
                                              ImGui::GetColorU32(ImGuiCol_ModalWindowDimBg));
    ImGui::End();
}

void ShellApp::draw_recap() {
    // Behind the card, the table everyone may see, as on the cover: the hand waits
    // until the recap is read.
    draw_table_behind_veil();
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    const GameInPlay::Recap recap = game_->recap_for(table_viewer_);
    ui_.begin_area("recap", {{0, 0}, size});
    const bool read =
        draw_recap_card(fonts_, ui_.ui_scale(), ui_.marks(), recap.title, recap.lines);
    ui_.end_area();
    if (read)
        screen_ = ShellScreen::Table;
}

void ShellApp::advance(double dt) {
    if (screen_ == ShellScreen::Example && example_) {
        example_->advance(dt);
        return;
    }
    if (screen_ == ShellScreen::Replay && own_replay_) {
        own_replay_->advance(dt);
        return;
    }
    if (!game_ || screen_ != ShellScreen::Table)
        return;
    const bool moment = game_->whole_table_moment();
    game_->advance(dt);
    // The moment everyone watched is over: now the table goes to whoever acts next.
    if (moment && !game_->whole_table_moment())
        after_game_changed();
}

void ShellApp::draw_table(double dt) {
    if (ui_.button("Menu", "table:menu")) {
        screen_ = ShellScreen::Menu;
        return;
    }
    ImGui::SameLine();
    if (ui_.button("Save", "table:save"))
        save_game();
    ImGui::SameLine();
    if (ui_.button("Replay", "table:replay", game_->action_count() > 0)) {
        open_replay();
        return;
    }
    ImGui::SameLine();
    if (ui_.button("Rules", "table:rules")) {
        rules_from_table_ = true;
        screen_ = ShellScreen::Rules;
        return;
    }
    if (!status_.empty()) {
        ImGui::SameLine();
        ui_.text(status_);  // beside Save, where the player looks
    }
    ImGui::Separator();
    // Whose view this is, and what was done last, as that view may read it: after
    // a hand-off or a computer's turn, the first things a person asks.
    const std::vector<SeatSetup> seats = game_->seats();
    const int seen_by = viewer();  // nobody's while the whole table watches
    std::string seen = seen_by == kWholeTable
                           ? "Everyone's view"
                           : seats[static_cast<std::size_t>(seen_by)].name + "'s view";
    if (const std::size_t done = game_->action_count(); done > 0)
        seen += ". Last: " + game_->action_words(done - 1, seen_by);
    ui_.text(seen);
    if (game_->finished())
        ui_.heading("Game over.");  // the table says how it ended
    const std::size_t before = game_->action_count();
    const std::size_t first_control = ui_.controls().size();
    ImGui::BeginChild("##table");
    // The game's controls are a panel of their own, which the keys' focus visits
    // before the bar above it (kTablePanel).
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    ui_.begin_area(kTablePanel, {at, {at.x + size.x, at.y + size.y}});
    game_->draw_table(seen_by, ui_);
    ui_.end_area();
    ImGui::EndChild();
    table_controls_ = {first_control, ui_.controls().size()};
    play_computers(dt);
    if (game_->action_count() != before)
        after_game_changed();
}

bool ShellApp::on_the_clock() const {
    if (screen_ == ShellScreen::Example && example_)
        return example_->moving();
    if (screen_ == ShellScreen::Replay && own_replay_)
        return own_replay_->moving();
    if (!status_.empty() && !table_fills_the_window())
        return true;
    if (screen_ != ShellScreen::Table || !game_)
        return false;
    if (game_->moving())
        return true;
    if (game_->finished())
        return false;
    return !game_->seats()[static_cast<std::size_t>(game_->seat_to_act())].is_person();
}

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

void ShellApp::open_replay(bool from_load) {
    replay_from_load_ = from_load;
    replay_.reset();
    own_replay_ = game_->own_replay(save_title_);
    if (own_replay_)
        own_replay_->use_settings(settings_);
    else
        replay_ = std::make_unique<ReplayFrame>(*game_);
    screen_ = ShellScreen::Replay;
}

void ShellApp::draw_own_replay() {
    OwnReplay::Pressed pressed = own_replay_->draw(ui_);
    if (pressed.close) {
        go_back();
    } else if (pressed.play_on) {
        play_on(std::move(pressed.play_on), own_replay_->at());
    }
}

void ShellApp::play_on(std::unique_ptr<GameInPlay> from, std::size_t at) {
    std::string kept_as;
    if (!set_aside_game_in_play(kept_as))
        return;
    replace_game(std::move(from), at);
    recorded_finish_ = false;
    say("Playing on from action " + std::to_string(at) + " as a new game." +
        (kept_as.empty() ? "" : " The game you watched is kept as " + kept_as + "."));
    keep_game();
    after_game_changed();
}

bool ShellApp::replay_key(const SDL_KeyboardEvent& key) {
    if (screen_ == ShellScreen::Replay && own_replay_)
        return own_replay_->key(key);
    if (screen_ != ShellScreen::Replay || !replay_)
        return false;
    const std::optional<ReplayKeyPressed> pressed = replay_key_of(key);
    if (!pressed)
        return false;
    replay_->press(*pressed);  // at an end, a step does nothing, and is still the replay's
    return true;
}

void ShellApp::draw_replay() {
    ReplayFrame::Pressed pressed = replay_->draw(ui_, ui_.ui_scale());
    if (pressed.close) {
        go_back();
    } else if (pressed.play_on) {
        play_on(std::move(pressed.play_on), replay_->at());
    }
}

// The rules and the score book: a card in the middle of the screen, as Load's,
// its page scrolling (Page Up and Down too) over the full-width Back at its foot.
// True when Back is pressed.
bool ShellApp::draw_page_card(const char* id, const std::string& title,
                              const std::function<void()>& page) {
    const float s = ui_.ui_scale();
    next_window_centered(940 * s, 680 * s);
    begin_card(id);
    ui_.heading(title);
    const float foot = ImGui::GetFrameHeightWithSpacing();
    // Its scrollbar always there, so a page longer than the card is seen to go on.
    ImGui::BeginChild("##page", {0, -foot}, false,
                      kKeysWalkIn | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    scroll_by_page_keys();
    page();
    ImGui::EndChild();
    const bool back = ui_button(ui_.marks(), "back", (back_words() + " (Esc)").c_str(), {-1, 0});
    ImGui::End();
    return back;
}

std::string ShellApp::back_words() const {
    const bool to_table = screen_ == ShellScreen::Rules && rules_from_table_ && game_;
    return to_table ? "Back to the table" : "Back to the menu";
}

void ShellApp::draw_own_rules(float width, float height) {
    if (game_module_.backdrop)
        game_module_.backdrop(ImGui::GetBackgroundDrawList(), ImVec2(width, height));
    const OwnRules::Pressed pressed = game_module_.own_rules->draw(ui_);
    if (pressed.back) {
        go_back();
    } else if (pressed.example) {
        std::string error;
        open_example({}, false, error);
    }
}

bool ShellApp::open_example(const ExampleRun& run, bool alone, std::string& error) {
    const std::optional<OwnRules>& rules = game_module_.own_rules;
    if (!rules || !rules->example) {
        error = game_module_.name + " has no worked example to show";
        warn(error);
        return false;
    }
    std::unique_ptr<OwnScreen> example = rules->example(run, error);
    if (!example) {
        warn(error);
        return false;
    }
    show_example(std::move(example), alone);
    return true;
}

void ShellApp::show_example(std::unique_ptr<OwnScreen> example, bool alone) {
    example->use_settings(settings_);
    example_ = std::move(example);
    example_alone_ = alone;
    screen_ = ShellScreen::Example;
}

void ShellApp::draw_example() {
    // Escape leaves it, as its Back does (the rules it was opened from again).
    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) &&
                        !ImGui::GetIO().WantTextInput;
    if (example_->draw(ui_) || escape)
        go_back();
}

void ShellApp::draw_rules() {
    if (draw_page_card("##rules", "Rules of " + game_module_.name, [&] {
            game_module_.draw_rules(ui_);
            // Every key the program answers, read from the tables it looks them up in.
            ImGui::Spacing();
            ui_.heading("Keys");
            draw_key_sections(shell_key_sections("Move to the nearest control that way",
                                                 game_module_.max_players),
                              fonts_, ui_.marks());
        }))
        go_back();
}

void ShellApp::draw_score_book() {
    if (const auto& own = game_module_.own_score_book) {
        const OwnScoreBook::Pressed pressed =
            own->draw(ui_, folder_.file(kGameBookFileName), std::exchange(book_opened_, false));
        if (pressed.back)
            screen_ = ShellScreen::Menu;
        else if (pressed.play_again)
            start_game(*pressed.play_again);
        return;
    }
    const bool back = draw_page_card("##score_book", "Score book of " + game_module_.name, [&] {
        if (!score_problem_.empty())
            card_note(ui_.marks(), score_problem_);
        if (score_book_.empty()) {
            ui_.text("No finished games yet.");
            return;
        }
        // The high score of each way of playing that has one (a solo game's), then
        // every game, the newest first.
        const std::vector<ScoreBookLine> best = best_of_each_kind(score_book_);
        if (!best.empty()) {
            ui_.heading("Best scores");
            for (const ScoreBookLine& line : best)
                ui_.text(line.kind + ": " + std::to_string(*line.score) + " points, " + line.date +
                         ". " + line.result);
            ImGui::Spacing();
            ui_.heading("Every game");
        }
        for (auto it = score_book_.rbegin(); it != score_book_.rend(); ++it)
            ui_.text(it->date + "  " + (it->kind.empty() ? "" : it->kind + "  ") + it->result +
                     "  (" + it->seats + ")");
    });
    if (back)
        screen_ = ShellScreen::Menu;
}

void ShellApp::keep_settings() {
    if (settings_file_.empty())
        return;
    const auto error = save_settings(settings_file_, game_module_.id, settings_);
    settings_note_ =
        error ? save_failed_notice(*error, "The settings hold until the program is closed.")
              : "Saved in " + settings_file_.string();
}

void ShellApp::fullscreen_changed(bool on) {
    if (settings_.fullscreen == on)
        return;
    settings_.fullscreen = on;
    keep_settings();
}

void ShellApp::draw_settings() {
    const SettingsIntents want =
        draw_settings_card(settings_, settings_words(game_module_), fonts_, ui_.ui_scale(),
                           settings_note_, ui_.marks(), silent_words_);
    if (want.changed) {
        settings_changed_ = true;
        keep_settings();
        if (game_)
            game_->use_settings(settings_);
        if (own_replay_)
            own_replay_->use_settings(settings_);
        if (example_)
            example_->use_settings(settings_);
    }
    if (want.sample_sound)
        sample_sound_ = true;
    if (want.show_tips_again) {
        const std::string told = tips_.forget_all();
        settings_note_ = told.empty() ? "Every tip will show again." : told;
        if (game_)
            game_->tips_seen({});
    }
    if (want.back)
        screen_ = ShellScreen::Menu;
}

}  // namespace shell
