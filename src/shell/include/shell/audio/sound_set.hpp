// A game's sounds as the mixer plays them: numbered mono sample runs at the
// device's rate. The game makes them (Sugarworks synthesises its cues when it
// starts); the shell only mixes and plays them by number.
#pragma once

#include <functional>
#include <vector>

namespace shell {

struct SoundSet {
    int sample_rate = 0;
    std::vector<std::vector<float>> samples;  // [sound]: mono, in [-1, 1]
};

// Makes a game's sounds at the rate the sound device asked for.
using MakeSounds = std::function<SoundSet(int sample_rate)>;

}  // namespace shell
