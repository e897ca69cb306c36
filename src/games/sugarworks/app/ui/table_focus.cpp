#include "ui/table_focus.hpp"

#include "render/palette.hpp"

namespace sugarworks::app {

shell::FocusConventions table_focus() {
    return {"floor", {"confirm", "cover:show", "recap:start", "roll"}, "target:0", palette::kInk};
}

const std::vector<shell::KeyBinding<shell::FocusMove>>& focus_keys() {
    static const std::vector<shell::KeyBinding<shell::FocusMove>> kKeys = shell::focus_key_bindings(
        "Move to the nearest control that way, over the floor's spaces and outputs too");
    return kKeys;
}

}  // namespace sugarworks::app
