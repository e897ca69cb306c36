#include "shell/ui/marks.hpp"

#include <imgui_internal.h>

namespace shell {
namespace {

Rect rect_of(const ImRect& r) {
    return {r.Min, r.Max};
}

}  // namespace

void Marks::begin_area(const std::string& name, const Rect& r) {
    area_.emplace(name, r);
    panels_[name] = MarkPanel{r, r, {}, false, true};
}

void Marks::mark_on_top(const std::string& name, const Rect& r) {
    panels_[name] = MarkPanel{r, r, {}, false, true, true};
    area_.emplace(name, r);
    mark(name, r, MarkRole::Overlay);
    area_.reset();
}

// The ImGui window being drawn, recorded with its parents the first time a mark
// lands in it.
std::string Marks::current_panel() {
    if (area_)
        return area_->first;
    const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
    if (!window)
        return {};
    for (const ImGuiWindow* w = window; w && !panels_.count(w->Name); w = w->ParentWindow) {
        MarkPanel panel;
        panel.outer = {w->Pos, {w->Pos.x + w->Size.x, w->Pos.y + w->Size.y}};
        panel.visible = rect_of(w->InnerClipRect);
        panel.scrolls = w->ScrollbarY || w->ScrollbarX;
        if (w->ParentWindow && (w->Flags & ImGuiWindowFlags_ChildWindow))
            panel.parent = w->ParentWindow->Name;
        panels_[w->Name] = panel;
    }
    return window->Name;
}

void Marks::mark(std::string name, const Rect& r, MarkRole role) {
    auto [it, added] = marks_.insert_or_assign(std::move(name), Mark{r, current_panel(), role});
    if (added)
        order_.push_back(it->first);
}

void Marks::mark_item(std::string name, MarkRole role) {
    if (!bring_.empty() && name == bring_) {
        ImGui::ScrollToItem(ImGuiScrollFlags_KeepVisibleEdgeY);
        bring_.clear();
    }
    mark(std::move(name), {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()}, role);
}

void Marks::said(std::string_view words, float font_px) {
    words_.emplace_back(words);
    if (!words.empty() && (smallest_text_ == 0 || font_px < smallest_text_))
        smallest_text_ = font_px;
}

void Marks::said(std::string_view words) {
    said(words, ImGui::GetFontSize());
}

void ui_text(Marks& marks, std::string_view text) {
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    marks.said(text);
    marks.mark_text(text);
}

void ui_text_wrapped(Marks& marks, std::string_view text) {
    ui_text_wrapped(marks, text, 0);
}

void ui_text_wrapped(Marks& marks, std::string_view text, float wrap_x) {
    ImGui::PushTextWrapPos(wrap_x);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    marks.said(text);
    marks.mark_text(text);
}

bool ui_button(Marks& marks, const std::string& name, const char* label, ImVec2 size) {
    const bool pressed = ImGui::Button(label, size);
    marks.mark_item(name);
    marks.said(label);
    return pressed;
}

bool ui_button_if(Marks& marks, bool enabled, const std::string& name, const char* label,
                  ImVec2 size) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label, size);
    marks.mark_item(name, enabled ? MarkRole::Control : MarkRole::Text);
    marks.said(label);
    ImGui::EndDisabled();
    return pressed && enabled;
}

bool ui_back_button(Marks& marks, const std::string& name) {
    const bool pressed = ui_button(marks, name, "Back (Esc)", {-1, 0});
    return pressed || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
}

std::optional<bool> drawn_greyed(const Marks& marks, const std::string& name) {
    const auto it = marks.marks().find(name);
    if (it == marks.marks().end())
        return std::nullopt;
    return it->second.role == MarkRole::Text;
}

}  // namespace shell
