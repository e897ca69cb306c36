// Names for what a frame drew where, and the words it showed: the --script
// runner clicks on elements by name, and the hand-off test reads what a cover
// frame said. Filled while a frame is drawn, cleared when the next begins.
#pragma once

#include <imgui.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/floor_layout.hpp"

namespace sugarworks::app {

class Marks {
  public:
    void begin_frame() {
        rects_.clear();
        words_.clear();
        orders_.clear();
    }
    void mark(std::string name, const Rect& r) { rects_[std::move(name)] = r; }
    // The last ImGui item, under `name`.
    void mark_item(std::string name) {
        mark(std::move(name), {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    std::optional<Rect> find(const std::string& name) const {
        const auto it = rects_.find(name);
        if (it == rects_.end())
            return std::nullopt;
        return it->second;
    }
    void said(std::string_view words) { words_.emplace_back(words); }
    const std::vector<std::string>& words() const { return words_; }
    // Order cards shown face up this frame (catalog index), for the privacy checks.
    void showed_order(int card) { orders_.push_back(card); }
    const std::vector<int>& orders() const { return orders_; }
    const std::map<std::string, Rect>& rects() const { return rects_; }

  private:
    std::map<std::string, Rect> rects_;
    std::vector<std::string> words_;
    std::vector<int> orders_;
};

// ImGui text and buttons that also tell the marks what they showed.
void ui_text(Marks& marks, std::string_view text);
void ui_text_wrapped(Marks& marks, std::string_view text);
bool ui_button(Marks& marks, const std::string& name, const char* label, ImVec2 size = {0, 0});

}  // namespace sugarworks::app
