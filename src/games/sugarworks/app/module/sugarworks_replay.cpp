#include "module/sugarworks_replay.hpp"

#include <imgui.h>

#include <utility>

#include "audio/sound_bank.hpp"
#include "engine/count_words.hpp"
#include "replay/replay_keys.hpp"

namespace sugarworks::app {

SugarworksReplay::SugarworksReplay(Table table, std::string title, std::shared_ptr<TableArt> art)
    : art_(std::move(art)), model_(std::move(table), std::move(title)) {}

void SugarworksReplay::use_settings(const shell::Settings& settings) {
    model_.set_speed(settings.speed);
    model_.set_patterns(settings.colourblind);
    colourblind_ = settings.colourblind;
}

shell::OwnReplay::Pressed SugarworksReplay::draw(shell::TableUi& ui) {
    Pressed out;
    std::vector<ReplayIntents> asked = std::exchange(keyed_, {});
    drawn_shown_ = model_.shown();
    drawn_viewer_ = model_.viewer();
    const shell::Fonts& fonts = ui.fonts();
    shell::TextureCache* pictures = art_->pictures ? &*art_->pictures : nullptr;
    const Painter p{ImGui::GetBackgroundDrawList(), pictures, fonts.board, colourblind_};
    ImGui::PushFont(fonts.body);
    screen_.set_key_point(ui.key_point());
    asked.push_back(screen_.draw(model_.frame(), p, fonts, ui.ui_scale(), ui.marks()));
    ImGui::PopFont();
    for (const ReplayIntents& want : asked) {
        if (want.back) {
            out.close = true;
            return out;
        }
        if (want.take_over) {
            std::optional<Table> table = model_.take_over();
            if (!table)
                continue;
            out.play_on = std::make_unique<SugarworksTable>(std::move(*table), art_);
            return out;
        }
        model_.handle(want);
    }
    return out;
}

std::optional<std::string> SugarworksReplay::privacy_breach(const shell::Marks& frame) const {
    // A step or a view chosen in the frame is judged in the next, which shows it.
    if (model_.shown() != drawn_shown_ || model_.viewer() != drawn_viewer_)
        return std::nullopt;
    return replay_privacy_breach(model_, frame);
}

bool SugarworksReplay::key(const SDL_KeyboardEvent& key) {
    const std::optional<ReplayIntents> keyed = replay_key_intents(key, model_.frame());
    if (!keyed)
        return false;
    keyed_.push_back(*keyed);  // carried out as the next frame is drawn
    return true;
}

std::vector<std::string> SugarworksReplay::panel_order() const {
    return {"##actions", "##tablebar", "##movement", "##hand", "##public", "##market", "floor"};
}

std::vector<int> SugarworksReplay::take_sounds() {
    std::vector<int> sounds;
    for (const Cue cue : model_.take_sounds())
        sounds.push_back(sound_number(cue));
    return sounds;
}

shell::OwnReplay::StepProgress SugarworksReplay::script_step(const shell::ScriptStep& step,
                                                             shell::Window& window,
                                                             const shell::Marks& frame,
                                                             float ui_scale) {
    return drive_step(step_driver_, step, model_.shown(),
                      {"replay", nullptr, frame, window, ui_scale, &model_});
}

}  // namespace sugarworks::app
