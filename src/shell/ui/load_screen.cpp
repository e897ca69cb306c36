#include "shell/ui/load_screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "shell/ui/card.hpp"

namespace shell {
namespace {

constexpr const char* kDot = "  \xC2\xB7  ";

}  // namespace

std::string save_line(const engine::save::ListedSave& save, SaveLineLength length) {
    const std::string file = save.path.stem().string();
    if (!save.header)
        return file + kDot + "cannot be opened: " + save.problem;
    const engine::save::SaveHeader& header = *save.header;
    std::string line = length == SaveLineLength::NoSeatsNoFile ? "" : file + kDot;
    line += header.mode + kDot +
            (header.finished ? "finished" : "round " + std::to_string(header.round));
    if (length == SaveLineLength::Whole) {
        std::string names;
        for (const engine::save::SeatHeader& seat : header.seats)
            names += (names.empty() ? "" : ", ") + seat.name;
        line += kDot + names;
    }
    if (!save.saved_at.empty())
        line += kDot + save.saved_at;
    return line;
}

LoadIntents draw_load(const Fonts& fonts, float s, Marks& marks,
                      const std::vector<engine::save::ListedSave>& saves, std::string& typed_path,
                      const std::string& note) {
    LoadIntents out;
    const ImVec2 card = next_window_centered(880 * s, 560 * s);
    const float w = card.x;
    begin_card("##load");
    card_title(fonts, marks, "Load a saved game");
    const ImGuiStyle& style = ImGui::GetStyle();
    // The list takes what the path field and Back leave: they are always in view.
    // The message of a save that would not open comes between them, from the
    // list's room, so the list's lines stay where they are.
    const float footer_h = 2 * ImGui::GetFrameHeightWithSpacing();
    ImGui::BeginChild("##saves", {0, -(footer_h + card_note_band_height(note))}, true,
                      kKeysWalkIn | ImGuiWindowFlags_AlwaysVerticalScrollbar);
    if (saves.empty())
        ui_text(marks, "No saved games yet.");
    // Each save as the game would open it: mode, round, players, when. One that
    // cannot be opened says why under its line, wrapped, whole (opening it shows
    // every problem above the list).
    // A game under way can also be watched back, by the button at the end of its line.
    const char* watch = "Watch";
    const float watch_w = ImGui::CalcTextSize(watch).x + 2 * style.FramePadding.x;
    for (size_t i = 0; i < saves.size(); ++i) {
        const engine::save::ListedSave& save = saves[i];
        const bool readable = save.header.has_value();
        const bool finished = readable && save.header->finished;
        const bool under_way = readable && !finished;
        const std::string whole =
            readable ? save_line(save) : save.path.stem().string() + kDot + "cannot be opened";
        if (!readable)
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.62f, 0.30f, 0.30f, 1));
        ImGui::PushID(static_cast<int>(i));
        const float row_w =
            under_way ? ImGui::GetContentRegionAvail().x - watch_w - style.ItemSpacing.x : -1;
        // A line too long for its row (many long names, a large UI scale) leaves
        // out the seats, then the file's name, rather than losing its date off the
        // end; its tooltip says it whole.
        const float room =
            (row_w > 0 ? row_w : ImGui::GetContentRegionAvail().x) - 2 * style.FramePadding.x;
        const auto fits_row = [&](const std::string& line) {
            return ImGui::CalcTextSize(line.c_str()).x <= room;
        };
        const bool fits = !readable || fits_row(whole);
        std::string label = whole;
        if (!fits) {
            label = save_line(save, SaveLineLength::NoSeats);
            if (!fits_row(label))
                label = save_line(save, SaveLineLength::NoSeatsNoFile);
        }
        if (ui_button(marks, "load:" + std::to_string(i), label.c_str(), {row_w, 0}))
            out.open = save.path;
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s%s%s\n%s", fits ? "" : whole.c_str(), fits ? "" : "\n",
                              save.path.string().c_str(),
                              !readable  ? "Open it to see every problem"
                              : finished ? "Watch it back, action by action"
                                         : "Play on where it was left");
        }
        if (!readable) {
            ImGui::Indent(style.FramePadding.x);
            ui_text_wrapped(marks, save.problem);
            ImGui::Unindent(style.FramePadding.x);
            ImGui::PopStyleColor();
        }
        if (under_way) {
            ImGui::SameLine();
            if (ui_button(marks, "load:watch:" + std::to_string(i), watch)) {
                out.open = save.path;
                out.watch = true;
            }
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("Watch it back from the start: no hand is shown");
        }
        ImGui::PopID();
    }
    ImGui::EndChild();
    card_note_band(marks, note, "##load_note");
    char buf[1024];
    const size_t n = std::min(typed_path.size(), sizeof buf - 1);
    std::copy_n(typed_path.begin(), n, buf);
    buf[n] = '\0';
    const char* open_words = "Open";
    const float open_w = ImGui::CalcTextSize(open_words).x + 2 * style.FramePadding.x + 40 * s;
    ImGui::SetNextItemWidth(
        std::max(80 * s, w - 2 * style.WindowPadding.x - open_w - style.ItemSpacing.x));
    if (ImGui::InputTextWithHint("##path", "or a file: /path/to/game.json", buf, sizeof buf))
        typed_path = buf;
    marks.mark_item("load:file");
    marks.mark_text_field("load:file");
    // Enter in the field opens the file typed, as its Open button does.
    const bool entered = ImGui::IsItemDeactivated() &&
                         ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
    if (entered && !typed_path.empty())
        out.open = typed_path;
    ImGui::SameLine();
    if (ui_button_if(marks, !typed_path.empty(), "load:path", open_words, {-1, 0}))
        out.open = typed_path;
    if (ui_back_button(marks, "load:back"))
        out.back = true;
    ImGui::End();
    return out;
}

}  // namespace shell
