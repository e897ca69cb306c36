// How long each event takes on screen at 1x speed.
#pragma once

#include "sugarworks/event.hpp"

namespace sugarworks::app {

double event_seconds(const Event& event);

}  // namespace sugarworks::app
