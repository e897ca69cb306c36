// Dear ImGui's look for Sugarworks: cream panels, chocolate ink, candy-pink buttons.
#pragma once

#include <imgui.h>

#include "shell/ui/card.hpp"

namespace sugarworks::app {

void apply_theme(float ui_scale);

// The shell's cards (shell/ui/card.hpp), which Sugarworks' screens draw too.
using shell::bullet;
using shell::kCardFlags;
using shell::kKeysWalkIn;
using shell::kPanelFlags;
using shell::next_window_centered;
// A full-screen card with the factory floor around it (menus, rules, score sheet).
using shell::next_window_inset;

// While it lives, buttons take the look of the thing to do: candy pink with
// white words, a lighter pink under the pointer and a deeper one when pressed,
// so that pointing at it never makes it look disabled.
class PrimaryButtonLook {
  public:
    explicit PrimaryButtonLook(bool on = true);
    ~PrimaryButtonLook();
    PrimaryButtonLook(const PrimaryButtonLook&) = delete;
    PrimaryButtonLook& operator=(const PrimaryButtonLook&) = delete;

  private:
    bool on_;
};

}  // namespace sugarworks::app
