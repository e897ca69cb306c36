#include "platform/ui_context.hpp"

#include <cstdio>

#include "ui/table_layout.hpp"
#include "ui/theme.hpp"

namespace sugarworks::app {

UiContext::UiContext(const std::filesystem::path& assets_dir, shell::Window& window, float ui_scale)
    : window_(window),
      art_(assets_dir, "sugarworks"),
      look_(window,
            {.program = "sugarworks",
             .apply_look = apply_theme,
             .fit = fitted_ui_scale,
             .density_changed = [this](float density) { art_.set_density(density); }},
            ui_scale) {}

std::string UiContext::describe() const {
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  "%s\nsugarworks: fonts: %s\nsugarworks: art: %s\nsugarworks: UI scale %.2f (%.2f "
                  "wanted), %.2f pixels per point",
                  window_.gl_description().c_str(), fonts().source.c_str(),
                  art_.assets_dir().string().c_str(), static_cast<double>(scale()),
                  static_cast<double>(wanted_scale()), static_cast<double>(density()));
    return buf;
}

}  // namespace sugarworks::app
