#include "shell/module/table_ui.hpp"

#include <imgui_stdlib.h>

#include <algorithm>

namespace shell {

void TableUi::begin_frame() {
    marks_.begin_frame();
    controls_.clear();
}

void TableUi::text(std::string_view words) {
    marks_.said(words);
    ImGui::TextWrapped("%.*s", static_cast<int>(words.size()), words.data());
}

void TableUi::heading(std::string_view words) {
    marks_.said(words);
    ImGui::Spacing();
    if (fonts_.bold)
        ImGui::PushFont(fonts_.bold);
    ImGui::TextUnformatted(words.data(), words.data() + words.size());
    if (fonts_.bold)
        ImGui::PopFont();
    ImGui::Separator();
}

void TableUi::banner(std::string_view words) {
    marks_.said(words);
    if (fonts_.title)
        ImGui::PushFont(fonts_.title);
    ImGui::TextUnformatted(words.data(), words.data() + words.size());
    if (fonts_.title)
        ImGui::PopFont();
}

// One control drawn by `draw` (its ImGui call: true when pressed), greyed and never
// pressed when not `enabled` or while the table is still, and recorded under `id`
// for the keys, the scripts and autoplay.
template <typename Draw>
bool TableUi::control_item(std::string_view id, bool enabled, Draw draw) {
    enabled = enabled && !still_;
    if (!enabled)
        ImGui::BeginDisabled();
    const bool pressed = draw();
    if (!enabled)
        ImGui::EndDisabled();
    marks_.mark_item(std::string(id), enabled ? MarkRole::Control : MarkRole::Text);
    controls_.push_back(
        {std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled});
    return pressed && enabled;
}

bool TableUi::button(std::string_view label, std::string_view id, bool enabled) {
    marks_.said(label);
    // The id keeps two buttons of the same label apart ("Play" under each card).
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    return control_item(id, enabled, [&] { return ImGui::Button(imgui_label.c_str()); });
}

bool TableUi::wide_button(std::string_view label, std::string_view id, bool enabled) {
    marks_.said(label);
    const std::string imgui_id = "##" + std::string(id);
    return control_item(id, enabled, [&] {
        const ImVec2 pad = ImGui::GetStyle().FramePadding;
        const float width = ImGui::GetContentRegionAvail().x;
        const float wrap = std::max(1.0f, width - 2 * pad.x);
        const char* begin = label.data();
        const char* end = label.data() + label.size();
        const ImVec2 text = ImGui::CalcTextSize(begin, end, false, wrap);
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const bool pressed = ImGui::Button(imgui_id.c_str(), {width, text.y + 2 * pad.y});
        ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(),
                                            {at.x + pad.x, at.y + pad.y},
                                            ImGui::GetColorU32(ImGuiCol_Text), begin, end, wrap);
        return pressed;
    });
}

bool TableUi::picture_button(std::string_view words, std::string_view id, ImVec2 size,
                             bool enabled) {
    marks_.said(words);
    const std::string imgui_id = "##" + std::string(id);
    return control_item(id, enabled,
                        [&] { return ImGui::InvisibleButton(imgui_id.c_str(), size); });
}

bool TableUi::choice(std::string_view label, std::string_view id, bool chosen) {
    marks_.said(label);
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    const bool pressed =
        control_item(id, true, [&] { return ImGui::RadioButton(imgui_label.c_str(), chosen); });
    // A row of choices is one stop of Tab, at the one chosen; the arrows reach the others.
    if (!chosen)
        marks_.leave_off_tab(std::string(id));
    return pressed;
}

bool TableUi::checkbox(std::string_view label, std::string_view id, bool ticked) {
    marks_.said(label);
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    return control_item(id, true, [&] { return ImGui::Checkbox(imgui_label.c_str(), &ticked); });
}

bool TableUi::list_line(std::string_view words, std::string_view id, bool chosen) {
    marks_.said(words);
    const std::string imgui_id = "##" + std::string(id);
    return control_item(id, true, [&] {
        const float wrap = ImGui::GetContentRegionAvail().x;
        const char* begin = words.data();
        const char* end = words.data() + words.size();
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 size = ImGui::CalcTextSize(begin, end, false, wrap);
        const bool pressed =
            ImGui::Selectable(imgui_id.c_str(), chosen, ImGuiSelectableFlags_None, {wrap, size.y});
        ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at,
                                            ImGui::GetColorU32(ImGuiCol_Text), begin, end, wrap);
        return pressed;
    });
}

bool TableUi::text_field(std::string_view hint, std::string_view id, std::string& text,
                         float width) {
    marks_.said(text);
    const std::string imgui_id = "##" + std::string(id);
    const std::string hint_text(hint);
    const bool edited = control_item(id, true, [&] {
        ImGui::SetNextItemWidth(width);
        return ImGui::InputTextWithHint(imgui_id.c_str(), hint_text.c_str(), &text,
                                        ImGuiInputTextFlags_AutoSelectAll);
    });
    marks_.mark_text_field(std::string(id));
    return edited;
}

void TableUi::same_line_if_fits(float width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
        ImGui::SameLine();
}

void TableUi::same_line() {
    ImGui::SameLine();
}

bool TableUi::is_text_field(std::string_view id) const {
    return marks_.is_text_field(std::string(id));
}

bool TableUi::shows(std::string_view needle) const {
    return std::any_of(words().begin(), words().end(),
                       [&](const std::string& w) { return w.find(needle) != std::string::npos; });
}

std::optional<TableUi::Control> TableUi::control(std::string_view id) const {
    for (const Control& c : controls_) {
        if (c.id == id)
            return c;
    }
    const auto marked = marks_.marks().find(std::string(id));
    if (marked == marks_.marks().end())
        return std::nullopt;
    // Any mark a frame named: a control, words (a greyed control), or a place lit
    // over a board (a target on the floor), which takes a click as a control does.
    const Mark& m = marked->second;
    return Control{std::string(id), m.rect.min, m.rect.max, m.role != MarkRole::Text};
}

}  // namespace shell
