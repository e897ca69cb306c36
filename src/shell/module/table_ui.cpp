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
    if (bold_)
        ImGui::PushFont(bold_);
    ImGui::TextUnformatted(words.data(), words.data() + words.size());
    if (bold_)
        ImGui::PopFont();
    ImGui::Separator();
}

bool TableUi::button(std::string_view label, std::string_view id, bool enabled) {
    marks_.said(label);
    enabled = enabled && !still_;
    // The id keeps two buttons of the same label apart ("Play" under each card).
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    if (!enabled)
        ImGui::BeginDisabled();
    const bool pressed = ImGui::Button(imgui_label.c_str());
    if (!enabled)
        ImGui::EndDisabled();
    marks_.mark_item(std::string(id), enabled ? MarkRole::Control : MarkRole::Text);
    controls_.push_back(
        {std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), enabled});
    return pressed && enabled;
}

void TableUi::banner(std::string_view words) {
    marks_.said(words);
    if (title_)
        ImGui::PushFont(title_);
    ImGui::TextUnformatted(words.data(), words.data() + words.size());
    if (title_)
        ImGui::PopFont();
}

bool TableUi::choice(std::string_view label, std::string_view id, bool chosen) {
    marks_.said(label);
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    if (still_)
        ImGui::BeginDisabled();
    const bool pressed = ImGui::RadioButton(imgui_label.c_str(), chosen);
    if (still_)
        ImGui::EndDisabled();
    marks_.mark_item(std::string(id), still_ ? MarkRole::Text : MarkRole::Control);
    controls_.push_back(
        {std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !still_});
    return pressed && !still_;
}

bool TableUi::checkbox(std::string_view label, std::string_view id, bool ticked) {
    marks_.said(label);
    const std::string imgui_label = std::string(label) + "##" + std::string(id);
    if (still_)
        ImGui::BeginDisabled();
    const bool clicked = ImGui::Checkbox(imgui_label.c_str(), &ticked);
    if (still_)
        ImGui::EndDisabled();
    marks_.mark_item(std::string(id), still_ ? MarkRole::Text : MarkRole::Control);
    controls_.push_back(
        {std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !still_});
    return clicked && !still_;
}

bool TableUi::list_line(std::string_view words, std::string_view id, bool chosen) {
    marks_.said(words);
    const std::string imgui_id = "##" + std::string(id);
    const float wrap = ImGui::GetContentRegionAvail().x;
    const char* begin = words.data();
    const char* end = words.data() + words.size();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::CalcTextSize(begin, end, false, wrap);
    const bool pressed = !still_ && ImGui::Selectable(imgui_id.c_str(), chosen,
                                                      ImGuiSelectableFlags_None, {wrap, size.y});
    if (still_)
        ImGui::Dummy({wrap, size.y});
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at,
                                        ImGui::GetColorU32(ImGuiCol_Text), begin, end, wrap);
    marks_.mark_item(std::string(id), still_ ? MarkRole::Text : MarkRole::Control);
    controls_.push_back(
        {std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), !still_});
    return pressed;
}

bool TableUi::text_field(std::string_view hint, std::string_view id, std::string& text,
                         float width) {
    marks_.said(text);
    const std::string imgui_id = "##" + std::string(id);
    const std::string hint_text(hint);
    ImGui::SetNextItemWidth(width);
    const bool changed = ImGui::InputTextWithHint(imgui_id.c_str(), hint_text.c_str(), &text);
    marks_.mark_item(std::string(id));
    controls_.push_back({std::string(id), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), true});
    return changed;
}

void TableUi::same_line_if_fits(float width) {
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
        ImGui::SameLine();
}

void TableUi::same_line() {
    ImGui::SameLine();
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
    const Mark& m = marked->second;
    if (m.role != MarkRole::Control && m.role != MarkRole::Text)
        return std::nullopt;
    return Control{std::string(id), m.rect.min, m.rect.max, m.role == MarkRole::Control};
}

}  // namespace shell
