#include "shell/app/replay_frame.hpp"

#include <imgui.h>

#include <algorithm>
#include <optional>
#include <utility>

namespace shell {

ReplayFrame::ReplayFrame(const GameInPlay& game) : game_(game), shown_(game.after(0)) {
    set_viewer(kWholeTable);
}

std::vector<std::string> ReplayFrame::secrets() const {
    if (viewer_ != kWholeTable)
        return shown_->secrets_from(viewer_);
    std::vector<std::string> out = game_.secrets_from(kWholeTable);
    for (std::string& s : shown_->secrets_from(kWholeTable))
        out.push_back(std::move(s));
    return out;
}

// The words of every action as `viewer` may read them, once: a long game's list is
// not built again each frame.
void ReplayFrame::set_viewer(int viewer) {
    viewer_ = viewer;
    words_.clear();
    for (std::size_t i = 0; i < game_.action_count(); ++i)
        words_.push_back(game_.action_words(i, viewer));
}

void ReplayFrame::go_to(std::size_t at) {
    if (at == at_)
        return;
    at_ = at;
    shown_ = game_.after(at_);
    stepped_ = true;
}

bool ReplayFrame::press(const ReplayKeyPressed& key) {
    const std::size_t total = game_.action_count();
    const std::size_t was = at_;
    switch (key.key) {
        case ReplayKey::ActionBack:
            go_to(at_ > 0 ? at_ - 1 : 0);
            return at_ != was;
        case ReplayKey::ActionOn:
            go_to(std::min(at_ + 1, total));
            return at_ != was;
        case ReplayKey::ToStart:
            go_to(0);
            return at_ != was;
        case ReplayKey::ToEnd:
            go_to(total);
            return at_ != was;
        case ReplayKey::Everyone:
        case ReplayKey::Seat: {
            const int seat = key.key == ReplayKey::Everyone ? kWholeTable : key.index;
            if (!can_choose_view() || seat >= static_cast<int>(game_.seats().size()) ||
                seat == viewer_)
                return false;
            set_viewer(seat);
            stepped_ = true;
            return true;
        }
        case ReplayKey::PlayOn:
            play_on_asked_ = !shown_->finished();
            return play_on_asked_;
    }
    return false;
}

ReplayFrame::Pressed ReplayFrame::draw(TableUi& ui, float s) {
    Pressed out;
    if (std::exchange(play_on_asked_, false)) {
        out.play_on = shown_->after(at_);
        return out;
    }
    const std::size_t total = game_.action_count();
    ui.heading("Replay: action " + std::to_string(at_) + " of " + std::to_string(total));
    std::optional<std::size_t> go;
    if (ui.button("First (Home)", "replay:start", at_ > 0))
        go = 0;
    ImGui::SameLine();
    if (ui.button("Back one (Left)", "replay:back", at_ > 0))
        go = at_ - 1;
    ImGui::SameLine();
    if (ui.button("Next (Right)", "replay:next", at_ < total))
        go = at_ + 1;
    ImGui::SameLine();
    if (ui.button("Last (End)", "replay:end", at_ < total))
        go = total;
    ImGui::SameLine();
    if (ui.button("Back to the table (Esc)", "replay:close")) {
        out.close = true;
        return out;
    }
    // Playing on from a position the game went past: a game of its own from here,
    // the same seats; the save keeps the game as it was.
    ui.same_line_if_fits(ImGui::CalcTextSize("Play on from here (T)").x + 20 * s);
    if (ui.button("Play on from here (T)", "replay:play_on", !shown_->finished())) {
        out.play_on = shown_->after(at_);
        return out;
    }
    // A game under way is watched by the whole table, no hand shown, as it may be
    // played on; a finished one from any seat too, as that player saw it.
    // (A choice takes effect after this frame, which was begun for the view shown.)
    std::optional<int> chosen;
    if (can_choose_view()) {
        ImGui::AlignTextToFramePadding();
        ui.text("Seen by (0 - " + std::to_string(std::min<std::size_t>(game_.seats().size(), 9)) +
                "):");
        ImGui::SameLine();
        if (ui.choice("Everyone", "view:replay:everyone", viewer_ == kWholeTable))
            chosen = kWholeTable;
        const std::vector<SeatSetup> seats = game_.seats();
        for (std::size_t i = 0; i < seats.size(); ++i) {
            ui.same_line_if_fits(ImGui::CalcTextSize(seats[i].name.c_str()).x +
                                 ImGui::GetFrameHeight() * 2);
            if (ui.choice(seats[i].name, "view:replay:seat:" + std::to_string(i),
                          viewer_ == static_cast<int>(i)))
                chosen = static_cast<int>(i);
        }
    }
    ImGui::Separator();
    // The table as it stood, and beside it what happened up to there, the action
    // just stepped over last; a line clicked goes to the table after it.
    const float list_w = std::clamp(0.36f * ImGui::GetContentRegionAvail().x, 220 * s, 520 * s);
    ImGui::BeginChild("##replay", {ImGui::GetContentRegionAvail().x - list_w, 0});
    drawn_secrets_ = secrets();
    // A picture of the table as it stood: nothing on it is pressed (the seat to act
    // would otherwise play on in the copy shown).
    ui.begin_still();
    shown_->draw_table(viewer_, ui);
    ui.end_still();
    ImGui::EndChild();
    ImGui::SameLine();
    // Its scrollbar always there, so that its lines keep their width (and height)
    // when the list grows past the window, and the newest stays in view.
    ImGui::BeginChild("##replay_actions", {0, 0}, true, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    ui.heading("What happened");
    if (at_ == 0)
        ui.text("Nothing yet: Next plays the first action.");
    for (std::size_t i = 0; i < at_ && i < words_.size(); ++i) {
        const std::string line = std::to_string(i + 1) + ". " + words_[i];
        if (ui.list_line(line, "view:replay:at:" + std::to_string(i + 1), i + 1 == at_))
            go = i + 1;
    }
    if (stepped_)
        ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
    stepped_ = false;
    if (chosen && *chosen != viewer_) {
        set_viewer(*chosen);
        stepped_ = true;  // its lines may be longer: the one shown is brought back
    }
    if (go)
        go_to(*go);
    return out;
}

}  // namespace shell
