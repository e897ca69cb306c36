// Sugarworks' table as the shell holds a game in play (shell::GameInPlay): the
// TableModel's play and its screens (the cover, the recap, the table and the
// score sheet) over the whole window. The model hands the table from person to
// person itself (whose eyes, the moments everyone watches) and plays its
// computers on its own clock; the shell asks it, and carries out what its bar
// asks for (the menu, a save, the rules).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "drivers/test_driver.hpp"
#include "setup/tip_file.hpp"
#include "shell/module/game_module.hpp"
#include "shell/render/texture_cache.hpp"
#include "sugarworks/scoring.hpp"
#include "table/table_model.hpp"
#include "ui/steady_check.hpp"
#include "ui/table_screen.hpp"

namespace sugarworks::app {

// The module's pictures, shared by every game it opens and let go when the
// window closes (their textures live in its graphics context).
struct TableArt {
    std::optional<shell::TextureCache> pictures;
};

class SugarworksTable final : public shell::GameInPlay {
  public:
    SugarworksTable(Table table, std::shared_ptr<TableArt> art);

    const TableModel& model() const { return model_; }
    // The game is a lesson's, its place begun or resumed; `next_title`: the lesson
    // its end offers next (empty for the last).
    void begin_lesson(TableLesson lesson, const std::string& next_title);

    // [SECTION] The game
    std::vector<shell::SeatSetup> seats() const override;
    int seat_to_act() const override;
    std::string turn_words() const override;
    void draw_table(int viewer, shell::TableUi& ui) override;
    // Never asked: the model plays its computers (plays_its_computers()).
    void play_computer_turn() override {}
    std::vector<std::string> secrets_from(int viewer) const override;
    // An order's words are drawn whole on its card; the same words inside a sentence
    // (the claims a seat may make name every special order out of its sight) are
    // public.
    bool secrets_are_card_faces() const override { return true; }
    std::string result() const override;
    shell::BookEntry book_entry() const override;
    std::string save_text() const override { return model_.table().save(); }
    // Saves are named after the mode: "classic-2026-12-07-...".
    std::string save_name() const override { return model_.table().game().scenario().id; }
    bool take_round_started() override { return model_.take_round_started(); }
    void save_problem(const std::string& words) override { model_.set_save_problem(words); }
    std::size_t action_count() const override;
    std::string action_words(std::size_t i, int viewer) const override;
    std::unique_ptr<GameInPlay> after(std::size_t n) const override;

    // [SECTION] A table that moves
    void advance(double dt) override { model_.update(dt); }
    void use_settings(const shell::Settings& settings) override;
    bool moving() const override { return model_.animating(); }
    bool whole_table_moment() const override { return model_.shared(); }
    std::vector<int> take_sounds() override;

    // [SECTION] A screen of its own
    bool fills_the_window() const override { return true; }
    std::optional<int> looking() const override;
    std::string showing() const override;
    bool plays_its_computers() const override { return true; }
    void table_left() override { model_.hand_off(); }
    void tell(const std::string& words) override;
    bool key(const SDL_KeyboardEvent& key) override;
    bool key_first(const SDL_KeyboardEvent& key, std::string_view focused) override;
    bool take_picked_by_key() override { return std::exchange(picked_by_key_, false); }
    std::vector<std::string> panel_order() const override;
    std::optional<std::optional<std::string>> autoplay_press(const shell::Marks& frame,
                                                             std::uint32_t random) override;
    std::optional<std::string> privacy_breach(const shell::Marks& frame, int viewer) const override;

    // [SECTION] A replay of its own: the floor's movements played again
    std::unique_ptr<shell::OwnReplay> own_replay(const std::string& title) const override;
    // A finished game opened from Load is watched back, as a save of one is kept for.
    bool opens_finished_as_replay() const override { return true; }

    // [SECTION] Tips
    void tips_seen(const std::vector<std::string>& ids) override {
        model_.set_tips_seen(tip_set(ids));
    }
    std::vector<std::string> take_tips_shown() override {
        return tip_ids(model_.take_tips_shown());
    }

    // [SECTION] A lesson
    std::string lesson() const override;
    std::optional<LessonReached> take_lesson_place() override;

    // A step of Sugarworks' own (a lesson followed, its log, its layout) by its
    // test driver; check_steady begins a watch over every frame to the end.
    StepProgress script_step(const shell::ScriptStep& step, shell::Window& window,
                             const shell::Marks& frame, float ui_scale) override;
    std::optional<std::string> check_frame(const shell::Marks& frame, float ui_scale) override;
    std::string report() const override {
        return table_report(model_, sheet_ ? &*sheet_ : nullptr);
    }

  private:
    // What a person asked at the table: the shell's part asked of it, the rest the model's.
    void carry_out(const TableIntents& want, shell::TableUi& ui);
    void draw_score_sheet(const Painter& p, shell::TableUi& ui);
    // The same deal or a new one, with the same seats, mode and advanced rules.
    shell::NewGameSetup again(bool same_seed) const;

    std::shared_ptr<TableArt> art_;
    TableModel model_;
    TableScreen screen_;
    bool colourblind_ = false;
    std::optional<ScoreSheet> sheet_;  // once the game is over
    std::string sheet_note_;           // news on the score sheet ("Saved as ...")
    // What the last frame showed and to whom, as it began: the privacy check
    // judges the frame by it, not by what a click in it changed.
    struct Drawn {
        std::string showing = "table";
        int viewer = kTableViewer;
        bool shared = false;
        std::size_t actions = 0;
    };
    Drawn drawn_;
    // What each viewer may not know, as it stood at an action count: the privacy
    // check asks twice a frame, and each answer replays the match.
    mutable std::map<int, std::pair<std::size_t, std::vector<std::string>>> secrets_;
    // From a check_steady step on: what stood where on the table, nothing to move.
    std::optional<SteadyWatch> steady_;
    // The test driver of the script step under way, until it is done.
    std::unique_ptr<TestDriver> step_driver_;
    bool picked_by_key_ = false;  // the last key picked up a tile or an order
    // What keys asked since the last frame.
    std::vector<TableIntents> keyed_;
    // The clicks autoplay has still to make for the action it chose.
    std::deque<std::string> autoplay_clicks_;
};

// Sugarworks' seat numbers and the shell's: the whole table is kTableViewer to
// the one and shell::kWholeTable to the other.
int shell_viewer(int viewer);
int game_viewer(int viewer);

}  // namespace sugarworks::app
