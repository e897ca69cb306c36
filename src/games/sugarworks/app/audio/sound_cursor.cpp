#include "audio/sound_cursor.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"

namespace sugarworks::app {
namespace {

// Events begun: those done, and the one on screen once it has started to move.
int reached(const Playback& playback) {
    return std::min(playback.size(), playback.current() + (playback.progress() > 0 ? 1 : 0));
}

}  // namespace

void SoundCursor::follow(const Playback& playback, std::vector<Cue>& out) {
    const int upto = reached(playback);
    heard_ = std::min(heard_, upto);  // rewound: heard again as it plays again
    for (; heard_ < upto; ++heard_) {
        if (const auto cue = cue_of(playback.events()[static_cast<size_t>(heard_)]))
            out.push_back(*cue);
    }
}

void SoundCursor::silence(const Playback& playback) {
    heard_ = std::max(heard_, reached(playback));
}

}  // namespace sugarworks::app
