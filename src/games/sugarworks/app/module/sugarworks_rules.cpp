#include "module/sugarworks_rules.hpp"

#include <imgui.h>

#include <string>
#include <utility>
#include <vector>

#include "audio/sound_bank.hpp"
#include "setup/session.hpp"
#include "ui/rules_screen.hpp"
#include "viewer/movement_example.hpp"

namespace sugarworks::app {
namespace {

// The movement example as a screen of the game's own.
class ExampleScreen final : public shell::OwnScreen {
  public:
    ExampleScreen(Session session, const shell::ExampleRun& run, bool alone,
                  std::shared_ptr<TableArt> art)
        : art_(std::move(art)),
          example_(std::move(session),
                   ExamplePlay{.autoplay = run.autoplay, .pause_at = run.pause_at},
                   // On its own (--scenario) there is nothing to go back to.
                   alone ? std::string() : std::string("\xE2\x86\x90 Back to the rules (Esc)")) {}

    bool draw(shell::TableUi& ui) override {
        shell::TextureCache* pictures = art_->pictures ? &*art_->pictures : nullptr;
        return example_.draw(ui.fonts(), pictures, ui.ui_scale(), ui.marks());
    }
    void advance(double dt) override { example_.advance(dt); }
    bool moving() const override { return example_.playing(); }
    void use_settings(const shell::Settings& settings) override {
        example_.set_speed(settings.speed);
    }
    bool key(const SDL_KeyboardEvent& key) override {
        return example_.key(key.keysym.sym, key.repeat != 0);
    }
    std::vector<std::string> panel_order() const override { return {"##side"}; }
    std::vector<int> take_sounds() override {
        std::vector<int> sounds;
        for (const Cue cue : example_.take_sounds())
            sounds.push_back(sound_number(cue));
        return sounds;
    }
    bool autoplay_done() const override { return example_.done(); }
    std::string report() const override { return example_.report(); }

  private:
    std::shared_ptr<TableArt> art_;
    MovementExample example_;
};

}  // namespace

shell::OwnRules sugarworks_rules(const Catalog& catalog, const std::filesystem::path& data_dir,
                                 std::shared_ptr<TableArt> art) {
    shell::OwnRules rules;
    rules.draw = [&catalog, art](shell::TableUi& ui) {
        shell::OwnRules::Pressed out;
        if (!art->pictures)
            return out;  // the window's density is told before the first frame
        const RulesIntents want =
            draw_rules_screen(catalog, ui.fonts(), *art->pictures, ui.ui_scale(), ui.marks());
        out.back = want.back;
        out.example = want.watch_example;
        return out;
    };
    rules.example = [data_dir, art](const shell::ExampleRun& run,
                                    std::string& error) -> std::unique_ptr<shell::OwnScreen> {
        const bool alone = !run.file.empty();
        const std::filesystem::path file =
            alone ? run.file : data_dir / "movement" / "rulebook_example.json";
        SessionLoad load = load_session(data_dir, file);
        if (!load.session) {
            error = load.error;
            return nullptr;
        }
        return std::make_unique<ExampleScreen>(std::move(*load.session), run, alone, art);
    };
    rules.example_flag = "--scenario";
    rules.example_help =
        "Open the movement viewer on this movement scenario (JSON) as the only screen";
    return rules;
}

}  // namespace sugarworks::app
