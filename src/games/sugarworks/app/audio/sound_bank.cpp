#include "audio/sound_bank.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sugarworks::app {
namespace {

constexpr double kTau = 6.283185307179586;

// Noise of our own, seeded per sound, so a sound is the same on every machine.
class Noise {
  public:
    explicit Noise(std::uint32_t seed) : state_(seed) {}
    float next() {
        state_ = state_ * 1664525u + 1013904223u;
        return static_cast<float>(state_ >> 8) / static_cast<float>(1u << 23) - 1.0f;
    }

  private:
    std::uint32_t state_;
};

struct Writer {
    int rate;
    std::vector<float> out;
    explicit Writer(int r, double seconds)
        : rate(r), out(static_cast<size_t>(std::max(1.0, seconds * r)), 0.0f) {}
    double t(size_t i) const { return static_cast<double>(i) / rate; }
    size_t at(double seconds) const {
        return std::min(out.size(), static_cast<size_t>(std::max(0.0, seconds * rate)));
    }
};

// A tone from `start` that glides from f0 to f1 and decays with `decay` (1/s).
void tone(Writer& w, double start, double length, double f0, double f1, double decay, double gain,
          double overtone = 0) {
    double phase = 0;
    const size_t a = w.at(start);
    const size_t b = w.at(start + length);
    for (size_t i = a; i < b; ++i) {
        const double u = (w.t(i) - start) / length;  // 0..1
        const double f = f0 * std::pow(f1 / f0, u);  // an even glide to the ear
        phase += kTau * f / w.rate;
        const double env = std::exp(-decay * (w.t(i) - start));
        const double s = std::sin(phase) + overtone * std::sin(2 * phase + 0.3);
        w.out[i] += static_cast<float>(gain * env * s);
    }
}

// Noise through a one-pole low-pass, decaying: a click, a chomp, a clack.
void burst(Writer& w, double start, double length, double smooth, double decay, double gain,
           std::uint32_t seed) {
    Noise noise(seed);
    double y = 0;
    const size_t a = w.at(start);
    const size_t b = w.at(start + length);
    for (size_t i = a; i < b; ++i) {
        y += smooth * (noise.next() - y);
        const double env = std::exp(-decay * (w.t(i) - start));
        w.out[i] += static_cast<float>(gain * env * y);
    }
}

// A few milliseconds of fade at each end, and the loudest sample at `peak`.
std::vector<float> finish(Writer& w, float peak) {
    const size_t ramp = std::min(w.out.size() / 2, static_cast<size_t>(0.004 * w.rate));
    for (size_t i = 0; i < ramp; ++i) {
        const float g = static_cast<float>(i) / static_cast<float>(ramp);
        w.out[i] *= g;
        w.out[w.out.size() - 1 - i] *= g;
    }
    float top = 0;
    for (const float s : w.out)
        top = std::max(top, std::abs(s));
    if (top > 0)
        for (float& s : w.out)
            s *= peak / top;
    return std::move(w.out);
}

}  // namespace

std::string_view cue_id(Cue cue) {
    switch (cue) {
        case Cue::TilePlaced:
            return "tile_placed";
        case Cue::Bonk:
            return "bonk";
        case Cue::Eaten:
            return "eaten";
        case Cue::Delivered:
            return "delivered";
        case Cue::Lost:
            return "lost";
        case Cue::DieRolled:
            return "die_rolled";
    }
    return "";
}

std::vector<float> synthesize(Cue cue, int rate) {
    switch (cue) {
        case Cue::TilePlaced: {
            Writer w(rate, 0.12);
            burst(w, 0, 0.12, 0.35, 45, 1.0, 7);
            tone(w, 0, 0.12, 210, 160, 40, 0.8);
            return finish(w, 0.7f);
        }
        case Cue::Bonk: {
            Writer w(rate, 0.22);
            tone(w, 0, 0.22, 720, 170, 14, 1.0, 0.35);
            burst(w, 0, 0.03, 0.6, 120, 0.4, 11);
            return finish(w, 0.8f);
        }
        case Cue::Eaten: {
            Writer w(rate, 0.26);
            for (int i = 0; i < 2; ++i) {
                const double at = 0.13 * i;
                burst(w, at, 0.09, 0.12, 35, 1.0, 23 + static_cast<std::uint32_t>(i));
                tone(w, at, 0.09, 140, 90, 30, 0.6);
            }
            return finish(w, 0.75f);
        }
        case Cue::Delivered: {
            Writer w(rate, 0.42);
            tone(w, 0, 0.42, 1318.5, 1318.5, 9, 0.6, 0.2);     // E6
            tone(w, 0.09, 0.33, 1760.0, 1760.0, 8, 0.7, 0.2);  // A6
            return finish(w, 0.6f);
        }
        case Cue::Lost: {
            Writer w(rate, 0.40);
            tone(w, 0, 0.40, 420, 130, 5, 1.0, 0.5);
            return finish(w, 0.6f);
        }
        case Cue::DieRolled: {
            Writer w(rate, 0.36);
            // Clicks closer and closer, as a die does coming to rest.
            const double at[] = {0, 0.09, 0.16, 0.21, 0.25, 0.28};
            for (size_t i = 0; i < std::size(at); ++i)
                burst(w, at[i], 0.03, 0.7, 160, 1.0 - 0.1 * static_cast<double>(i),
                      41 + static_cast<std::uint32_t>(i));
            return finish(w, 0.7f);
        }
    }
    return {};
}

shell::SoundSet sugarworks_sounds(int sample_rate) {
    shell::SoundSet set{sample_rate, std::vector<std::vector<float>>(kCueCount)};
    for (const Cue cue : kAllCues)
        set.samples[static_cast<size_t>(sound_number(cue))] = synthesize(cue, sample_rate);
    return set;
}

}  // namespace sugarworks::app
