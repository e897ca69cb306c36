// Follows a playback and says which sounds are due: each event's cue once, as
// the event comes on screen; after a rewind, again.
#pragma once

#include <vector>

#include "anim/playback.hpp"
#include "audio/sound_bank.hpp"

namespace sugarworks::app {

class SoundCursor {
  public:
    // Appends the cues of the events that came on screen since the last call.
    void follow(const Playback& playback, std::vector<Cue>& out);
    // What has played so far stays silent (a skip to the end is not a burst).
    void silence(const Playback& playback);
    void restart() { heard_ = 0; }

  private:
    int heard_ = 0;  // events whose sound is out
};

}  // namespace sugarworks::app
