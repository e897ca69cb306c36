// The shell's screens beside the table: the replay (the shell's frame or the
// game's own), the rules (a page of the game's words or its own screen, and its
// worked example), the score book and the settings.
#include "shell/app/shell_app.hpp"

#include <imgui.h>

#include "shell/ui/card.hpp"
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

}  // namespace

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
              : "Saved for next time.";  // where, the documentation says
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
