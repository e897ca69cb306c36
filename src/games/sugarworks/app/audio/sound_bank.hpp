// The game's sound effects, made by us: each is synthesised from a few sine
// waves, a glide and shaped noise when the game starts, so there are no sound
// files to ship or to lose. Pure: samples in, samples out, no SDL.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "shell/audio/sound_set.hpp"

namespace sugarworks::app {

enum class Cue {
    TilePlaced,  // a wooden clack
    Bonk,        // a cartoon bonk: a falling pitch
    Eaten,       // two quick chomps
    Delivered,   // a two-note chime
    Lost,        // a sliding "wah" downwards
    DieRolled,   // a rattle of clicks
};
inline constexpr int kCueCount = 6;
inline constexpr std::array<Cue, kCueCount> kAllCues = {Cue::TilePlaced, Cue::Bonk, Cue::Eaten,
                                                        Cue::Delivered,  Cue::Lost, Cue::DieRolled};

std::string_view cue_id(Cue cue);  // "bonk"

// Mono samples in [-1, 1] at `sample_rate`: a short sound that starts and ends at
// silence (no click at either end). The same for the same rate, every time.
std::vector<float> synthesize(Cue cue, int sample_rate);

// The number the shell's mixer plays `cue` by.
constexpr int sound_number(Cue cue) {
    return static_cast<int>(cue);
}

// Every cue at `sample_rate`, numbered by sound_number.
shell::SoundSet sugarworks_sounds(int sample_rate);

class SoundBank {
  public:
    explicit SoundBank(int sample_rate) : set_(sugarworks_sounds(sample_rate)) {}
    int sample_rate() const { return set_.sample_rate; }
    const std::vector<float>& samples(Cue cue) const {
        return set_.samples[static_cast<size_t>(sound_number(cue))];
    }
    const shell::SoundSet& set() const { return set_; }

  private:
    shell::SoundSet set_;
};

}  // namespace sugarworks::app
