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
    table_secrets_.reset();
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
    // A screen just opened, or a table that just stopped moving, is drawn a few
    // times over: ImGui lays out what appears (a tab bar, a window's size) a frame
    // later, and nothing else would wake the loop to show it.
    const bool moving_now = screen_ == ShellScreen::Table && game_ && game_->moving();
    if (screen_ != drawn_screen_ || (was_moving_ && !moving_now))
        settle_frames_ = kSettleFrames;
    else if (settle_frames_ > 0)
        --settle_frames_;
    was_moving_ = moving_now;
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
    if (drawn_screen_ == ShellScreen::Table && table_secrets_)
        return *table_secrets_;
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
    // One line, cut short with "..." when it is longer (the whole of it under the
    // pointer): a line that wraps would push the table down under the pointer.
    ui_.marks().said(seen);
    const float room = ImGui::GetContentRegionAvail().x;
    if (ImGui::CalcTextSize(seen.c_str()).x <= room) {
        ImGui::TextUnformatted(seen.c_str());
    } else {
        // The longest start that fits with its "...", found by halving, cut between
        // characters (never inside a UTF-8 sequence).
        std::size_t fits = 0;
        std::size_t too_long = seen.size();
        while (too_long - fits > 1) {
            const std::size_t mid = (fits + too_long) / 2;
            if (ImGui::CalcTextSize((seen.substr(0, mid) + "...").c_str()).x <= room)
                fits = mid;
            else
                too_long = mid;
        }
        while (fits > 0 && (static_cast<unsigned char>(seen[fits]) & 0xC0) == 0x80)
            --fits;
        const std::string cut = seen.substr(0, fits) + "...";
        ImGui::TextUnformatted(cut.c_str());
        if (ImGui::IsItemHovered()) {
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
            ImGui::TextUnformatted(seen.c_str());
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
    }
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
    table_secrets_ = game_->secrets_from(seen_by);
    game_->draw_table(seen_by, ui_);
    ui_.end_area();
    ImGui::EndChild();
    table_controls_ = {first_control, ui_.controls().size()};
    play_computers(dt);
    if (game_->action_count() != before)
        after_game_changed();
}

bool ShellApp::on_the_clock() const {
    if (settle_frames_ > 0)
        return true;
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

}  // namespace shell
