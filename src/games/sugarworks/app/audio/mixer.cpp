#include "audio/mixer.hpp"

#include <algorithm>

namespace sugarworks::app {

void Mixer::play(Cue cue) {
    const auto window = static_cast<std::uint64_t>(bank_->sample_rate() * 60 / 1000);
    for (const Voice& v : voices_) {
        if (v.cue == cue && clock_ - v.started < window)
            return;
    }
    if (static_cast<int>(voices_.size()) >= kMaxVoices)
        voices_.erase(voices_.begin());
    voices_.push_back({cue, 0, clock_});
}

void Mixer::set_volume(int volume, bool muted) {
    const float v = static_cast<float>(std::clamp(volume, 0, 100)) / 100.0f;
    gain_ = muted ? 0.0f : v * v;
}

void Mixer::mix(float* out, int frames) {
    std::fill(out, out + frames, 0.0f);
    for (Voice& v : voices_) {
        const std::vector<float>& s = bank_->samples(v.cue);
        const std::size_t n =
            std::min(s.size() - std::min(s.size(), v.at), static_cast<std::size_t>(frames));
        for (std::size_t i = 0; i < n; ++i)
            out[i] += gain_ * s[v.at + i];
        v.at += n;
    }
    std::erase_if(voices_, [&](const Voice& v) { return v.at >= bank_->samples(v.cue).size(); });
    for (int i = 0; i < frames; ++i)
        out[i] = std::clamp(out[i], -1.0f, 1.0f);
    clock_ += static_cast<std::uint64_t>(frames);
}

}  // namespace sugarworks::app
