#include "shell/audio/mixer.hpp"

#include <algorithm>

namespace shell {

void Mixer::play(int sound) {
    if (sound < 0 || sound >= static_cast<int>(sounds_->samples.size()))
        return;
    const auto window = static_cast<std::uint64_t>(sounds_->sample_rate * 60 / 1000);
    for (const Voice& v : voices_) {
        if (v.sound == sound && clock_ - v.started < window)
            return;
    }
    if (static_cast<int>(voices_.size()) >= kMaxVoices)
        voices_.erase(voices_.begin());
    voices_.push_back({sound, 0, clock_});
}

void Mixer::set_volume(int volume, bool muted) {
    const float v = static_cast<float>(std::clamp(volume, 0, 100)) / 100.0f;
    gain_ = muted ? 0.0f : v * v;
}

void Mixer::mix(float* out, int frames) {
    std::fill(out, out + frames, 0.0f);
    for (Voice& v : voices_) {
        const std::vector<float>& s = samples(v.sound);
        const std::size_t n =
            std::min(s.size() - std::min(s.size(), v.at), static_cast<std::size_t>(frames));
        for (std::size_t i = 0; i < n; ++i)
            out[i] += gain_ * s[v.at + i];
        v.at += n;
    }
    std::erase_if(voices_, [&](const Voice& v) { return v.at >= samples(v.sound).size(); });
    for (int i = 0; i < frames; ++i)
        out[i] = std::clamp(out[i], -1.0f, 1.0f);
    clock_ += static_cast<std::uint64_t>(frames);
}

}  // namespace shell
