// Mixes the sounds that are playing into one buffer for the audio device. Pure:
// the device's callback calls mix(); the game calls play().
#pragma once

#include <cstdint>
#include <vector>

#include "shell/audio/sound_set.hpp"

namespace shell {

class Mixer {
  public:
    static constexpr int kMaxVoices = 6;

    explicit Mixer(const SoundSet& sounds) : sounds_(&sounds) {}

    // Starts sound number `sound` (nothing when the set has no such sound). The
    // same sound started again within 60 ms (a chain of Bonks!, a skipped
    // movement) is one sound, not a pile of them; past kMaxVoices the oldest stops.
    void play(int sound);
    // 0..100, and mute: what the settings say. Volume is heard on a curve (the
    // square of the setting), as the ear hears loudness.
    void set_volume(int volume, bool muted);
    // Writes `frames` mono samples, the sum of every voice, clamped to [-1, 1].
    void mix(float* out, int frames);
    int voices() const { return static_cast<int>(voices_.size()); }

  private:
    struct Voice {
        int sound = 0;
        std::size_t at = 0;
        std::uint64_t started = 0;
    };
    const std::vector<float>& samples(int sound) const {
        return sounds_->samples[static_cast<std::size_t>(sound)];
    }
    const SoundSet* sounds_;
    std::vector<Voice> voices_;
    std::uint64_t clock_ = 0;  // samples mixed so far
    float gain_ = 0.49f;
};

}  // namespace shell
