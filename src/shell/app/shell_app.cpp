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

namespace shell {
namespace {

// A computer's action waits this long, so that people at the table can follow it.
constexpr double kComputerPace = 0.6;
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
      next_seed_(options.seed ? *options.seed : fresh_seed()) {
    set_form_players(game.min_players);
    for (const FormOption& option : game.options)
        form_options_[option.id] = option.initial;
    if (!folder_.usable())
        warn(folder_.problem());
}

void ShellApp::frame(double dt, float width, float height) {
    ui_.begin_frame();
    table_controls_ = {0, 0};
    drawn_for_ = viewer();
    drawn_screen_ = screen_;
    // Escape goes back a screen, as the Back buttons do; in a field being typed
    // in, it only ends the typing.
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) &&
        !ImGui::GetIO().WantTextInput)
        go_back();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    ImGui::Begin("##shell", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    switch (screen_) {
        case ShellScreen::Menu:
            draw_menu();
            break;
        case ShellScreen::NewGame:
            draw_new_game();
            break;
        case ShellScreen::Cover:
            draw_cover();
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
    }
    status_age_ += dt;
    if (!status_.empty() && status_age_ > kStatusSeconds)
        status_.clear();
    // The table says it in a place of its own, and so do the menu and the Load
    // screen a problem (in their card's note).
    const bool noted =
        status_is_problem_ && (screen_ == ShellScreen::Menu || screen_ == ShellScreen::Load);
    if (!status_.empty() && screen_ != ShellScreen::Table && !noted) {
        ImGui::Separator();
        ui_.text(status_);
    }
    ImGui::End();
}

std::vector<std::string> ShellApp::secrets_for(int viewer, ShellScreen screen) const {
    std::vector<std::string> out = game_ ? game_->secrets_from(viewer) : std::vector<std::string>{};
    if (screen == ShellScreen::Replay && replayed_) {
        // A seat's view of a finished game: what that seat did not know then. (The
        // game's end is no guide: a card may have changed hands since.)
        if (viewer != kWholeTable)
            return replayed_->secrets_from(viewer);
        for (std::string& s : replayed_->secrets_from(kWholeTable))
            out.push_back(std::move(s));
    }
    return out;
}

std::vector<std::string> ShellApp::drawn_secrets() const {
    if (drawn_screen_ == ShellScreen::Replay && screen_ == ShellScreen::Replay)
        return replay_drawn_secrets_;
    return secrets_for(drawn_for_, drawn_screen_);
}

bool ShellApp::back_button() {
    const bool to_table = screen_ == ShellScreen::Rules && rules_from_table_ && game_;
    return ui_.button(to_table ? "Back to the table" : "Back to the menu", "back");
}

void ShellApp::go_back() {
    switch (screen_) {
        case ShellScreen::NewGame:
        case ShellScreen::Load:
        case ShellScreen::ScoreBook:
        case ShellScreen::Table:
            screen_ = ShellScreen::Menu;
            break;
        case ShellScreen::Rules:
            screen_ = ShellScreen::Menu;
            if (rules_from_table_ && game_)
                after_game_changed();
            break;
        case ShellScreen::Replay:
            replayed_.reset();
            after_game_changed();
            break;
        case ShellScreen::Cover:  // the menu shows no hand; Go on brings the cover back
            screen_ = ShellScreen::Menu;
            break;
        case ShellScreen::Menu:
            break;
    }
}

void ShellApp::draw_menu() {
    const bool can_resume = game_ && !game_->finished();
    const std::vector<MenuEntry> entries = {
        {.id = "menu:resume",
         .words = "Go on with this game",
         .enabled = can_resume,
         .tooltip_disabled = "No game is open: start a new one, or load one"},
        {.id = "menu:new", .words = "New game", .default_focus = true},
        {.id = "menu:load", .words = "Load a saved game"},
        {.id = "menu:rules", .words = "Rules"},
        {.id = "menu:score_book",
         .words = "Score book",
         .tooltip = "Every finished game, the newest first"},
        {.id = "menu:quit", .words = "Quit"},
    };
    MenuLook look;
    look.tagline = game_module_.tagline;
    const std::string pressed = draw_menu_card(fonts_, options_.ui_scale, ui_.marks(), entries,
                                               problem_note(), game_module_.name, look);
    if (pressed == "menu:resume") {
        // Whoever is at the screen now is not known: the seat to act is handed it
        // behind the cover again, as after every hand-off.
        table_viewer_ = kWholeTable;
        after_game_changed();
    } else if (pressed == "menu:new") {
        screen_ = ShellScreen::NewGame;
    } else if (pressed == "menu:load") {
        refresh_saves();
        screen_ = ShellScreen::Load;
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
        screen_ = ShellScreen::ScoreBook;
    } else if (pressed == "menu:quit") {
        quit_ = true;
    }
}

void ShellApp::draw_new_game() {
    ui_.heading("New game of " + game_module_.name);
    if (game_ && !game_->finished())
        ui_.text(
            "Starting a new game leaves the one in play unsaved: save it from its table "
            "first to come back to it.");
    ImGui::AlignTextToFramePadding();
    ui_.text("Players:");
    for (int n = game_module_.min_players; n <= game_module_.max_players; ++n) {
        ImGui::SameLine();
        if (ui_.choice(std::to_string(n), "new:players:" + std::to_string(n),
                       static_cast<int>(form_.size()) == n))
            set_form_players(n);
    }
    for (std::size_t i = 0; i < form_.size(); ++i) {
        SeatForm& seat = form_[i];
        const std::string seat_id = "new:seat:" + std::to_string(i) + ":";
        ui_.text_field("Name", seat_id + "name", seat.name, 180 * ui_.ui_scale());
        ImGui::SameLine();
        if (ui_.choice("Person", seat_id + "person", seat.player == "person"))
            seat.player = "person";
        for (const std::string& level : game_module_.computer_levels) {
            const std::string label = "Computer, " + level;
            ui_.same_line_if_fits(ImGui::CalcTextSize(label.c_str()).x +
                                  ImGui::GetFrameHeight() * 2);
            if (ui_.choice(label, seat_id + level, seat.player == level))
                seat.player = level;
        }
    }
    draw_form_options();
    std::vector<std::string> names;
    for (const SeatForm& seat : form_)
        names.push_back(seat.name);
    std::string problems;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (const std::optional<std::string> problem = seat_name_problem(names, i))
            problems += (problems.empty() ? "" : "\n") + *problem + ".";
    }
    ImGui::Spacing();
    card_note(ui_.marks(), problems);
    if (ui_.button("Start", "new:start", problems.empty())) {
        NewGameSetup setup;
        setup.seed = next_seed_++;
        for (std::size_t i = 0; i < form_.size(); ++i)
            setup.seats.push_back({std::string(trimmed_name(names[i])), form_[i].player});
        for (const FormOption& option : game_module_.options) {
            if (option.offered_for(static_cast<int>(form_.size())))
                setup.options[option.id] = form_options_[option.id];
        }
        start_game(setup);
        return;
    }
    ImGui::SameLine();
    if (back_button())
        screen_ = ShellScreen::Menu;
}

// The game's options for this many players: a box for a variant, a row of
// choices for a value, each with what it changes.
void ShellApp::draw_form_options() {
    const int players = static_cast<int>(form_.size());
    bool first = true;
    for (const FormOption& option : game_module_.options) {
        if (!option.offered_for(players))
            continue;
        if (first) {
            ImGui::Spacing();
            ui_.heading("Options");
            first = false;
        }
        std::string& value = form_options_[option.id];
        const std::string id = "new:option:" + option.id;
        if (option.values.empty()) {
            if (ui_.checkbox(option.words, id, value == FormOption::kOn))
                value = value == FormOption::kOn ? FormOption::kOff : FormOption::kOn;
        } else {
            ImGui::AlignTextToFramePadding();
            ui_.text(option.words + ":");
            for (const std::string& v : option.values) {
                ImGui::SameLine();
                if (ui_.choice(v, id + ":" + v, value == v))
                    value = v;
            }
        }
        if (!option.about.empty()) {
            ImGui::Indent(ImGui::GetFrameHeight());
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ui_.text(option.about);
            ImGui::PopStyleColor();
            ImGui::Unindent(ImGui::GetFrameHeight());
        }
    }
}

void ShellApp::set_form_players(int players) {
    const auto n = static_cast<std::size_t>(players);
    if (form_.size() > n)
        form_.resize(n);
    while (form_.size() < n) {
        std::vector<std::string> names;
        for (const SeatForm& seat : form_)
            names.push_back(seat.name);
        form_.push_back({offered_seat_name(names), "person"});
    }
}

void ShellApp::start_game(const NewGameSetup& setup) {
    game_ = game_module_.new_game(setup);
    recorded_finish_ = false;
    status_.clear();
    table_viewer_ = kWholeTable;
    after_game_changed();
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
    game_ = std::move(loaded);
    // A game already over when it was saved is in the score book already.
    recorded_finish_ = game_->finished();
    say("Opened " + path.filename().string() + ".");
    table_viewer_ = kWholeTable;
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
    CoverCard card;
    card.name = game_->seats()[static_cast<std::size_t>(to_act)].name;
    card.colour = game_module_.seat_colour ? game_module_.seat_colour(to_act)
                                           : ImGui::GetColorU32(ImGuiCol_ButtonActive);
    card.why = game_->turn_words();
    // A panel of its own, so that the keys' focus, gone with the button, goes to
    // the table's first control rather than to the bar that stands where it stood.
    ui_.begin_area("cover", {{0, 0}, size});
    const CoverChoice chosen = draw_cover_card(fonts_, options_.ui_scale, ui_.marks(), card);
    ui_.end_area();
    if (chosen.show) {
        table_viewer_ = to_act;
        screen_ = ShellScreen::Table;
    } else if (chosen.menu) {
        screen_ = ShellScreen::Menu;
    }
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
    if (game_->finished())
        ui_.heading("Game over: " + game_->result());
    const std::size_t before = game_->action_count();
    const std::size_t first_control = ui_.controls().size();
    ImGui::BeginChild("##table");
    // The game's controls are a panel of their own, which the keys' focus visits
    // before the bar above it (kTablePanel).
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    ui_.begin_area(kTablePanel, {at, {at.x + size.x, at.y + size.y}});
    game_->draw_table(table_viewer_, ui_);
    ui_.end_area();
    ImGui::EndChild();
    table_controls_ = {first_control, ui_.controls().size()};
    if (!game_->finished()) {
        const int to_act = game_->seat_to_act();
        if (!game_->seats()[static_cast<std::size_t>(to_act)].is_person()) {
            computer_clock_ += dt;
            if (computers_at_once_ || computer_clock_ >= kComputerPace) {
                computer_clock_ = 0;
                game_->play_computer_turn();
            }
        }
    }
    if (game_->action_count() != before)
        after_game_changed();
}

bool ShellApp::on_the_clock() const {
    if (!status_.empty())
        return true;
    if (screen_ != ShellScreen::Table || !game_ || game_->finished())
        return false;
    return !game_->seats()[static_cast<std::size_t>(game_->seat_to_act())].is_person();
}

void ShellApp::note_finished() {
    if (recorded_finish_ || !game_ || !game_->finished())
        return;
    recorded_finish_ = true;
    if (!folder_.usable()) {
        warn("The score book is not kept: " + folder_.problem());
        return;
    }
    std::string kept_aside;
    const std::string error = add_to_game_book(
        folder_.file(kGameBookFileName), game_module_.id,
        {local_time_words(), seat_words(game_->seats()), game_->result(), ""}, &kept_aside);
    if (!error.empty())
        warn(save_failed_notice(error, "The game is not in the score book."));
    else if (!kept_aside.empty())
        warn(kept_aside);
}

void ShellApp::save_game() {
    const SaveFolder::Saved saved = folder_.save(game_module_.id, game_->save_text());
    if (saved.path.empty())
        warn(save_failed_notice(saved.problem, kGameGoesOn));
    else
        say("Saved as " + saved.path.filename().string() + ".");
}

void ShellApp::refresh_saves() {
    saves_ = folder_.listed(game_module_.id, known_);
}

void ShellApp::draw_load() {
    // The Load screen every game's program shares: a card over this screen, with a
    // message (a save that would not open) between its list and its footer.
    const LoadIntents want = shell::draw_load(fonts_, options_.ui_scale, ui_.marks(), saves_,
                                              typed_path_, problem_note());
    if (want.back) {
        screen_ = ShellScreen::Menu;
        return;
    }
    if (want.open.empty())
        return;
    const bool opened = open_save(want.open);
    if (opened && want.watch && game_->action_count() > 0)
        open_replay();  // Back returns to the table
}

void ShellApp::open_replay() {
    replay_at_ = 0;
    replayed_ = game_->after(0);
    set_replay_viewer(kWholeTable);
    screen_ = ShellScreen::Replay;
}

// The words of every action as `viewer` may read them, once: a long game's list is
// not built again each frame.
void ShellApp::set_replay_viewer(int viewer) {
    replay_viewer_ = viewer;
    replay_words_.clear();
    for (std::size_t i = 0; i < game_->action_count(); ++i)
        replay_words_.push_back(game_->action_words(i, viewer));
}

void ShellApp::draw_replay() {
    const std::size_t total = game_->action_count();
    const float s = options_.ui_scale;
    ui_.heading("Replay: action " + std::to_string(replay_at_) + " of " + std::to_string(total));
    std::optional<std::size_t> go;
    if (ui_.button("First", "replay:start", replay_at_ > 0))
        go = 0;
    ImGui::SameLine();
    if (ui_.button("Back one", "replay:back", replay_at_ > 0))
        go = replay_at_ - 1;
    ImGui::SameLine();
    if (ui_.button("Next", "replay:next", replay_at_ < total))
        go = replay_at_ + 1;
    ImGui::SameLine();
    if (ui_.button("Last", "replay:end", replay_at_ < total))
        go = total;
    ImGui::SameLine();
    if (ui_.button("Back to the table", "replay:close")) {
        replayed_.reset();
        after_game_changed();
        return;
    }
    // Playing on from a position the game went past: a game of its own from here,
    // the same seats; the save keeps the game as it was.
    ui_.same_line_if_fits(ImGui::CalcTextSize("Play on from here").x + 20 * s);
    if (ui_.button("Play on from here", "replay:play_on", !replayed_->finished())) {
        game_ = replayed_->after(replay_at_);
        replayed_.reset();
        recorded_finish_ = false;
        table_viewer_ = kWholeTable;
        say("Playing on from action " + std::to_string(replay_at_) +
            ": save to keep this game; its save so far keeps the game as it was.");
        after_game_changed();
        return;
    }
    // A game under way is watched by the whole table, no hand shown, as it may be
    // played on; a finished one from any seat too, as that player saw it.
    // (A choice takes effect after this frame, which was begun for the view shown.)
    std::optional<int> chosen;
    if (game_->finished()) {
        ImGui::AlignTextToFramePadding();
        ui_.text("Seen by:");
        ImGui::SameLine();
        if (ui_.choice("Everyone", "view:replay:everyone", replay_viewer_ == kWholeTable))
            chosen = kWholeTable;
        const std::vector<SeatSetup> seats = game_->seats();
        for (std::size_t i = 0; i < seats.size(); ++i) {
            ui_.same_line_if_fits(ImGui::CalcTextSize(seats[i].name.c_str()).x +
                                  ImGui::GetFrameHeight() * 2);
            if (ui_.choice(seats[i].name, "view:replay:seat:" + std::to_string(i),
                           replay_viewer_ == static_cast<int>(i)))
                chosen = static_cast<int>(i);
        }
    }
    ImGui::Separator();
    // The table as it stood, and beside it what happened up to there, the action
    // just stepped over last; a line clicked goes to the table after it.
    const float list_w = std::clamp(0.36f * ImGui::GetContentRegionAvail().x, 220 * s, 520 * s);
    ImGui::BeginChild("##replay", {ImGui::GetContentRegionAvail().x - list_w, 0});
    replay_drawn_secrets_ = secrets_for(replay_viewer_, ShellScreen::Replay);
    replayed_->draw_table(replay_viewer_, ui_);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##replay_actions", {0, 0}, true);
    ui_.heading("What happened");
    if (replay_at_ == 0)
        ui_.text("Nothing yet: Next plays the first action.");
    for (std::size_t i = 0; i < replay_at_ && i < replay_words_.size(); ++i) {
        const std::string line = std::to_string(i + 1) + ". " + replay_words_[i];
        if (ui_.list_line(line, "view:replay:at:" + std::to_string(i + 1), i + 1 == replay_at_))
            go = i + 1;
    }
    if (stepped_)
        ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
    stepped_ = false;
    if (chosen && *chosen != replay_viewer_) {
        set_replay_viewer(*chosen);
        stepped_ = true;  // its lines may be longer: the one shown is brought back
    }
    if (go && *go != replay_at_) {
        replay_at_ = *go;
        replayed_ = game_->after(replay_at_);
        stepped_ = true;
    }
}

void ShellApp::draw_rules() {
    if (back_button()) {
        go_back();
        return;
    }
    ImGui::BeginChild("##rules");
    game_module_.draw_rules(ui_);
    ImGui::EndChild();
}

void ShellApp::draw_score_book() {
    ui_.heading("Score book of " + game_module_.name);
    if (back_button()) {
        screen_ = ShellScreen::Menu;
        return;
    }
    if (!score_problem_.empty())
        ui_.text(score_problem_);
    if (score_book_.empty())
        ui_.text("No finished games yet.");
    for (auto it = score_book_.rbegin(); it != score_book_.rend(); ++it)
        ui_.text(it->date + "  " + it->seats + ": " + it->result);
}

}  // namespace shell
