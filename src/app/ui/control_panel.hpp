// The top of the side panel: the scenario, the conveyor controls and the
// speed. Reads what it shows, returns what the player asked for.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "platform/fonts.hpp"

namespace sugarworks::app {

struct ControlState {
    std::string scenario_name;
    std::string description;
    std::optional<std::uint64_t> seed;
    int events_done = 0;   // log lines shown
    int events_total = 0;  // 0 until the conveyors have run
    bool resolved = false;
    bool playing = false;
    bool finished = false;
    double speed = 1;
};

struct ControlIntents {
    bool run = false;
    bool pause = false;
    bool step = false;
    bool reset = false;
    std::optional<double> speed;
};

ControlIntents draw_controls(const ControlState& state, const Fonts& fonts, float ui_scale);

}  // namespace sugarworks::app
