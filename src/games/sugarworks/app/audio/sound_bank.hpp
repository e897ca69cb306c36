// The game's sound effects, made by us: each is synthesised from a few sine
// waves, a glide and shaped noise when the game starts, so there are no sound
// files to ship or to lose. Pure: samples in, samples out, no SDL.
#pragma once

#include <array>
#include <string_view>
#include <vector>

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

class SoundBank {
  public:
    explicit SoundBank(int sample_rate);
    int sample_rate() const { return rate_; }
    const std::vector<float>& samples(Cue cue) const { return sounds_[static_cast<size_t>(cue)]; }

  private:
    int rate_;
    std::array<std::vector<float>, kCueCount> sounds_;
};

}  // namespace sugarworks::app
