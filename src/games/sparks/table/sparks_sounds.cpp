#include "table/sparks_sounds.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numbers>
#include <span>
#include <vector>

namespace sparks::table {

namespace {

constexpr double kTau = 2.0 * std::numbers::pi;

// Noise without a generator's state: each sample is a hash of its index and a
// seed, so a sound is the same on every machine, every run, in any order made.
float noise(std::uint32_t seed, std::size_t index) {
    std::uint32_t x = static_cast<std::uint32_t>(index) * 0x9E3779B9u + seed * 0x85EBCA6Bu;
    x ^= x >> 16;
    x *= 0x7FEB352Du;
    x ^= x >> 15;
    x *= 0x846CA68Bu;
    x ^= x >> 16;
    return static_cast<float>(x >> 8) / static_cast<float>(1u << 23) - 1.0f;
}

// The same hash as a number in [0, 1), for placing clicks and crackles.
double scatter(std::uint32_t seed, std::size_t index) {
    return 0.5 * (static_cast<double>(noise(seed, index)) + 1.0);
}

// A one-pole filter's coefficient for a corner frequency, so a sound keeps its
// colour at 44100 and at 48000 samples a second alike.
double pole(double corner_hz, int rate) {
    return 1.0 - std::exp(-kTau * corner_hz / rate);
}

// A sample run being written, `seconds` long, silent to begin with.
struct Sound {
    int rate;
    std::vector<float> out;
    Sound(int sample_rate, double seconds)
        : rate(sample_rate), out(static_cast<std::size_t>(std::max(1.0, seconds * sample_rate))) {}
    double time(std::size_t i) const { return static_cast<double>(i) / rate; }
    std::size_t at(double seconds) const {
        return std::min(out.size(), static_cast<std::size_t>(std::max(0.0, seconds * rate)));
    }
};

// One partial of a timbre: its frequency as a multiple of the note's, its level,
// and how much faster than the note it dies away (1/s), as metal's high partials do.
struct Partial {
    double ratio;
    double gain;
    double extra_decay;
};

// Timbres. Bell and coin partials are inharmonic (not whole multiples), which is
// what makes metal sound like metal rather than like an organ.
constexpr std::array<Partial, 1> kPure = {{{1.0, 1.0, 0.0}}};
constexpr std::array<Partial, 3> kChime = {{{1.0, 1.0, 0.0}, {2.0, 0.25, 4.0}, {3.0, 0.08, 8.0}}};
constexpr std::array<Partial, 4> kBell = {
    {{1.0, 1.0, 0.0}, {2.76, 0.45, 6.0}, {5.40, 0.25, 14.0}, {8.93, 0.12, 22.0}}};
constexpr std::array<Partial, 4> kCoin = {
    {{1.0, 1.0, 0.0}, {2.32, 0.6, 8.0}, {4.25, 0.4, 16.0}, {6.10, 0.2, 25.0}}};
constexpr std::array<Partial, 2> kWood = {{{1.0, 1.0, 0.0}, {2.57, 0.5, 40.0}}};
// Odd harmonics only, as a square wave has: the hollow, buzzy voice of a robot.
constexpr std::array<Partial, 4> kRobot = {
    {{1.0, 1.0, 0.0}, {3.0, 0.33, 0.0}, {5.0, 0.2, 0.0}, {7.0, 0.14, 0.0}}};
constexpr std::array<Partial, 2> kChirp = {{{1.0, 1.0, 0.0}, {3.0, 0.2, 0.0}}};
// Every harmonic, falling off and darkening as the note dies: a brass horn.
constexpr std::array<Partial, 6> kBrass = {{{1.0, 1.0, 0.0},
                                            {2.0, 0.7, 2.0},
                                            {3.0, 0.5, 4.0},
                                            {4.0, 0.35, 6.0},
                                            {5.0, 0.25, 8.0},
                                            {6.0, 0.15, 10.0}}};
// A sawtooth's harmonics (1/n): the harsh edge of an electric arc.
constexpr std::array<Partial, 10> kSaw = {{{1.0, 1.0, 0.0},
                                           {2.0, 0.5, 0.0},
                                           {3.0, 0.333, 0.0},
                                           {4.0, 0.25, 0.0},
                                           {5.0, 0.2, 0.0},
                                           {6.0, 0.167, 0.0},
                                           {7.0, 0.143, 0.0},
                                           {8.0, 0.125, 0.0},
                                           {9.0, 0.111, 0.0},
                                           {10.0, 0.1, 0.0}}};
// A low square-ish buzz needs many odd harmonics to be heard on small speakers.
constexpr std::array<Partial, 8> kBuzz = {{{1.0, 1.0, 0.0},
                                           {3.0, 0.333, 0.0},
                                           {5.0, 0.2, 0.0},
                                           {7.0, 0.143, 0.0},
                                           {9.0, 0.111, 0.0},
                                           {11.0, 0.091, 0.0},
                                           {13.0, 0.077, 0.0},
                                           {15.0, 0.067, 0.0}}};

struct Note {
    double start = 0;      // s
    double length = 0.1;   // s, ending with a short release, never a cut
    double from_hz = 440;  // glides to to_hz along the ear's (logarithmic) scale
    double to_hz = 440;
    double attack = 0.003;  // s of rise: a sudden start would click
    double decay = 10;      // 1/s
    double gain = 1;
    double vibrato_hz = 0;
    double vibrato_depth = 0;  // fraction of the frequency
};

// Adds `note` in `timbre` to `sound`.
void play(Sound& sound, const Note& note, std::span<const Partial> timbre) {
    const std::size_t first = sound.at(note.start);
    const std::size_t last = sound.at(note.start + note.length);
    const double release = std::min(0.012, note.length / 4);
    // Partials near the top of what the rate can hold fade out rather than
    // fold back as false, lower tones.
    const double ceiling = 0.45 * sound.rate;
    const double fade_band = 0.05 * sound.rate;
    double phase = 0;
    for (std::size_t i = first; i < last; ++i) {
        const double t = sound.time(i) - note.start;
        const double u = t / note.length;
        double hz = note.from_hz * std::pow(note.to_hz / note.from_hz, u);
        if (note.vibrato_depth > 0)
            hz *= 1.0 + note.vibrato_depth * std::sin(kTau * note.vibrato_hz * t);
        phase += kTau * hz / sound.rate;
        double envelope = std::exp(-note.decay * t);
        if (t < note.attack)
            envelope *= t / note.attack;
        const double left = note.length - t;
        if (left < release)
            envelope *= left / release;
        double sum = 0;
        for (const Partial& p : timbre) {
            const double partial_hz = hz * p.ratio;
            const double room = std::clamp((ceiling - partial_hz) / fade_band, 0.0, 1.0);
            if (room <= 0)
                continue;
            sum += room * p.gain * std::exp(-p.extra_decay * t) * std::sin(p.ratio * phase);
        }
        sound.out[i] += static_cast<float>(note.gain * envelope * sum);
    }
}

struct Hiss {
    double start = 0;
    double length = 0.05;
    double low_hz = 500;      // below this, cut: no rumble
    double high_hz = 4000;    // above this, cut: how bright it is
    double high_hz_end = -1;  // the brightness at the end (a sweep), or the same
    double attack = 0.001;
    double decay = 60;
    double gain = 1;
    std::uint32_t seed = 1;
};

// Adds band-limited noise: the body of a clack, a drawer, a paper swish.
void play(Sound& sound, const Hiss& hiss) {
    const std::size_t first = sound.at(hiss.start);
    const std::size_t last = sound.at(hiss.start + hiss.length);
    const double release = std::min(0.008, hiss.length / 4);
    const double high_end = hiss.high_hz_end > 0 ? hiss.high_hz_end : hiss.high_hz;
    const double low_pole = pole(hiss.low_hz, sound.rate);
    double bright = 0;  // low-passed at the brightness
    double dull = 0;    // that, low-passed again at low_hz: what the band leaves out
    for (std::size_t i = first; i < last; ++i) {
        const double t = sound.time(i) - hiss.start;
        const double u = t / hiss.length;
        const double high_hz = hiss.high_hz * std::pow(high_end / hiss.high_hz, u);
        bright += pole(high_hz, sound.rate) * (noise(hiss.seed, i) - bright);
        dull += low_pole * (bright - dull);
        double envelope = std::exp(-hiss.decay * t);
        if (t < hiss.attack)
            envelope *= t / hiss.attack;
        const double left = hiss.length - t;
        if (left < release)
            envelope *= left / release;
        sound.out[i] += static_cast<float>(hiss.gain * envelope * (bright - dull));
    }
}

// A die's wooden clack: a snap of noise and the short ring of the wood at `hz`.
void clack(Sound& sound, double start, double hz, double gain, std::uint32_t seed) {
    play(sound, Hiss{.start = start,
                     .length = 0.035,
                     .low_hz = 700,
                     .high_hz = 6000,
                     .attack = 0.0005,
                     .decay = 150,
                     .gain = 1.6 * gain,
                     .seed = seed});
    play(sound,
         Note{.start = start,
              .length = 0.05,
              .from_hz = hz,
              .to_hz = hz * 0.93,
              .attack = 0.0008,
              .decay = 85,
              .gain = gain},
         kWood);
}

// A few milliseconds of fade at each end, half a cosine so the ear hears no
// edge, and then the loudest sample at `peak`.
std::vector<float> finish(Sound& sound, float peak) {
    const std::size_t ramp = std::min(sound.out.size() / 2, sound.at(0.005));
    for (std::size_t i = 0; i < ramp; ++i) {
        const double g = 0.5 - 0.5 * std::cos(std::numbers::pi * static_cast<double>(i) /
                                              static_cast<double>(ramp));
        sound.out[i] *= static_cast<float>(g);
        sound.out[sound.out.size() - 1 - i] *= static_cast<float>(g);
    }
    float top = 0;
    for (const float s : sound.out)
        top = std::max(top, std::abs(s));
    if (top > 0)
        for (float& s : sound.out)
            s *= peak / top;
    return std::move(sound.out);
}

std::vector<float> die_taken(int rate) {
    Sound s(rate, 0.09);
    clack(s, 0.003, 1250, 1.0, 11);  // high and light: lifted, not set down
    return finish(s, 0.38f);
}

std::vector<float> die_placed(int rate) {
    Sound s(rate, 0.14);
    clack(s, 0.003, 720, 1.0, 21);
    // The table's thump under the clack, and the die settling once.
    play(s, Note{.length = 0.09, .from_hz = 230, .to_hz = 200, .attack = 0.001, .decay = 45},
         kPure);
    clack(s, 0.058, 800, 0.3, 22);
    return finish(s, 0.42f);
}

std::vector<float> die_sold(int rate) {
    Sound s(rate, 0.5);
    clack(s, 0.003, 820, 0.8, 31);
    // The register's drawer, then its bell: two strikers a little apart in pitch,
    // beating against each other as a real register's bell does.
    play(s, Hiss{.start = 0.045,
                 .length = 0.05,
                 .low_hz = 300,
                 .high_hz = 2500,
                 .attack = 0.004,
                 .decay = 45,
                 .gain = 1.4,
                 .seed = 32});
    play(s, Note{.start = 0.08, .length = 0.42, .from_hz = 2093, .to_hz = 2093, .decay = 7}, kBell);
    play(
        s,
        Note{
            .start = 0.08, .length = 0.42, .from_hz = 2110, .to_hz = 2110, .decay = 7, .gain = 0.6},
        kBell);
    return finish(s, 0.42f);
}

std::vector<float> die_rolled(int rate) {
    Sound s(rate, 0.4);
    // Clacks closer and closer as the die comes to rest, each a little apart in
    // pitch and loudness (a die lands on different faces and edges).
    double at = 0.004;
    double gap = 0.07;
    for (std::uint32_t hit = 0; at < 0.36; ++hit) {
        const double hz = 850 + 550 * scatter(41, hit);
        const double gain = (0.55 + 0.45 * scatter(42, hit)) * (1.0 - at * 1.6);
        clack(s, at, hz, gain, 43 + hit);
        gap *= 0.78;
        at += std::max(0.018, gap * (0.8 + 0.4 * scatter(44, hit)));
    }
    return finish(s, 0.38f);
}

std::vector<float> robot_completed(int rate) {
    Sound s(rate, 0.52);
    clack(s, 0.003, 180, 0.7, 51);  // the last part clunks into place
    // C5 E5 G5 C6, fast, in the robot's buzzy voice; the top note rings.
    constexpr std::array<double, 4> kNotes = {523.25, 659.26, 783.99, 1046.5};
    for (std::size_t n = 0; n < kNotes.size(); ++n) {
        const bool top = n + 1 == kNotes.size();
        play(s,
             Note{.start = 0.03 + 0.065 * static_cast<double>(n),
                  .length = top ? 0.29 : 0.08,
                  .from_hz = kNotes[n],
                  .to_hz = kNotes[n],
                  .attack = 0.004,
                  .decay = top ? 6.0 : 14.0,
                  .gain = 0.6,
                  .vibrato_hz = top ? 9.0 : 0.0,
                  .vibrato_depth = top ? 0.006 : 0.0},
             kRobot);
    }
    return finish(s, 0.4f);
}

std::vector<float> track_advanced(int rate) {
    Sound s(rate, 0.42);
    // G5 C6 E6: a step up the track, a step up in pitch.
    constexpr std::array<double, 3> kNotes = {783.99, 1046.5, 1318.5};
    for (std::size_t n = 0; n < kNotes.size(); ++n) {
        const double start = 0.07 * static_cast<double>(n);
        play(s,
             Note{.start = start,
                  .length = 0.42 - start,
                  .from_hz = kNotes[n],
                  .to_hz = kNotes[n],
                  .attack = 0.002,
                  .decay = 9},
             kChime);
    }
    return finish(s, 0.36f);
}

std::vector<float> bonus_taken(int rate) {
    Sound s(rate, 0.34);
    // A quick glide up into a bell, and a higher bell after it: a sparkle.
    play(
        s,
        Note{.length = 0.1, .from_hz = 900, .to_hz = 2350, .attack = 0.01, .decay = 4, .gain = 0.5},
        kPure);
    play(s, Note{.start = 0.09, .length = 0.25, .from_hz = 2349, .to_hz = 2349, .decay = 11},
         kBell);
    play(
        s,
        Note{
            .start = 0.14, .length = 0.2, .from_hz = 3136, .to_hz = 3136, .decay = 14, .gain = 0.5},
        kBell);
    return finish(s, 0.36f);
}

std::vector<float> level_reached(int rate) {
    Sound s(rate, 0.58);
    // C6 E6 G6 C7 on bells, then the chord together: higher and fuller than a
    // robot's arpeggio, as a factory level is a bigger moment.
    constexpr std::array<double, 4> kNotes = {1046.5, 1318.5, 1568.0, 2093.0};
    for (std::size_t n = 0; n < kNotes.size(); ++n)
        play(s,
             Note{.start = 0.06 * static_cast<double>(n),
                  .length = 0.12,
                  .from_hz = kNotes[n],
                  .to_hz = kNotes[n],
                  .decay = 12,
                  .gain = 0.7},
             kBell);
    for (std::size_t n = 0; n < 3; ++n)
        play(s,
             Note{.start = 0.26,
                  .length = 0.32,
                  .from_hz = kNotes[n],
                  .to_hz = kNotes[n],
                  .decay = 5,
                  .gain = 0.5},
             kBell);
    return finish(s, 0.42f);
}

std::vector<float> spark_fired(int rate) {
    Sound s(rate, 0.26);
    // An arc: a harsh tone diving fast, with a 60 Hz flutter, and crackles of
    // bright noise scattered over it.
    play(s,
         Note{.length = 0.24,
              .from_hz = 1700,
              .to_hz = 90,
              .attack = 0.002,
              .decay = 7,
              .gain = 0.8,
              .vibrato_hz = 60,
              .vibrato_depth = 0.08},
         kSaw);
    for (std::uint32_t crackle = 0; crackle < 9; ++crackle) {
        play(s, Hiss{.start = 0.01 + 0.18 * scatter(61, crackle),
                     .length = 0.012,
                     .low_hz = 2500,
                     .high_hz = 12000,
                     .attack = 0.0003,
                     .decay = 250,
                     .gain = 1.2 + 1.5 * scatter(62, crackle),
                     .seed = 63 + crackle});
    }
    return finish(s, 0.4f);
}

std::vector<float> cogs_gained(int rate) {
    Sound s(rate, 0.32);
    // Two coins clinking: each a tick and a short metallic ring.
    constexpr std::array<double, 2> kRings = {2900, 3400};
    for (std::size_t n = 0; n < kRings.size(); ++n) {
        const double start = 0.003 + 0.085 * static_cast<double>(n);
        play(s, Hiss{.start = start,
                     .length = 0.01,
                     .low_hz = 3000,
                     .high_hz = 10000,
                     .attack = 0.0003,
                     .decay = 300,
                     .gain = 0.8,
                     .seed = 71 + static_cast<std::uint32_t>(n)});
        play(s,
             Note{.start = start,
                  .length = 0.32 - start,
                  .from_hz = kRings[n],
                  .to_hz = kRings[n],
                  .attack = 0.0008,
                  .decay = 14},
             kCoin);
    }
    return finish(s, 0.36f);
}

std::vector<float> card_drawn(int rate) {
    Sound s(rate, 0.2);
    // Paper sliding off the deck: soft noise that swells and brightens.
    play(s, Hiss{.length = 0.2,
                 .low_hz = 900,
                 .high_hz = 1800,
                 .high_hz_end = 7000,
                 .attack = 0.07,
                 .decay = 14,
                 .seed = 81});
    return finish(s, 0.28f);
}

std::vector<float> recruited(int rate) {
    Sound s(rate, 0.27);
    // A helper's cheerful "hel-lo": two rising chirps, the second higher.
    play(s, Note{.length = 0.09, .from_hz = 520, .to_hz = 820, .attack = 0.006, .decay = 6},
         kChirp);
    play(s,
         Note{.start = 0.11,
              .length = 0.16,
              .from_hz = 700,
              .to_hz = 1250,
              .attack = 0.006,
              .decay = 8},
         kChirp);
    return finish(s, 0.3f);
}

std::vector<float> turn_started(int rate) {
    Sound s(rate, 0.3);
    // One soft bell and its fifth: a gentle nudge, not a fanfare.
    play(s, Note{.length = 0.3, .from_hz = 880, .to_hz = 880, .attack = 0.012, .decay = 8}, kChime);
    play(s,
         Note{.length = 0.3,
              .from_hz = 1318.5,
              .to_hz = 1318.5,
              .attack = 0.012,
              .decay = 10,
              .gain = 0.35},
         kPure);
    return finish(s, 0.26f);
}

std::vector<float> refused(int rate) {
    Sound s(rate, 0.27);
    // Two low, sagging buzzes: "uh-uh".
    for (std::size_t n = 0; n < 2; ++n)
        play(s,
             Note{.start = 0.14 * static_cast<double>(n),
                  .length = 0.11,
                  .from_hz = 104,
                  .to_hz = 94,
                  .attack = 0.006,
                  .decay = 3},
             kBuzz);
    return finish(s, 0.3f);  // sustained: as loud to the ear as the clacks at 0.4
}

std::vector<float> game_over(int rate) {
    Sound s(rate, 0.59);
    // G4 C5 E5, then G5 held over a C5: a short "ta-ta-ta-taaa" on brass.
    constexpr std::array<double, 3> kLeadIn = {392.0, 523.25, 659.26};
    for (std::size_t n = 0; n < kLeadIn.size(); ++n)
        play(s,
             Note{.start = 0.11 * static_cast<double>(n),
                  .length = 0.1,
                  .from_hz = kLeadIn[n],
                  .to_hz = kLeadIn[n],
                  .attack = 0.015,
                  .decay = 6,
                  .gain = 0.8},
             kBrass);
    play(s,
         Note{.start = 0.33,
              .length = 0.26,
              .from_hz = 783.99,
              .to_hz = 783.99,
              .attack = 0.02,
              .decay = 3,
              .vibrato_hz = 6,
              .vibrato_depth = 0.008},
         kBrass);
    play(s,
         Note{.start = 0.33,
              .length = 0.26,
              .from_hz = 523.25,
              .to_hz = 523.25,
              .attack = 0.02,
              .decay = 3,
              .gain = 0.5},
         kBrass);
    return finish(s, 0.45f);
}

std::vector<float> synthesize(Cue cue, int rate) {
    switch (cue) {
        case Cue::DieTaken:
            return die_taken(rate);
        case Cue::DiePlaced:
            return die_placed(rate);
        case Cue::DieSold:
            return die_sold(rate);
        case Cue::DieRolled:
            return die_rolled(rate);
        case Cue::RobotCompleted:
            return robot_completed(rate);
        case Cue::TrackAdvanced:
            return track_advanced(rate);
        case Cue::BonusTaken:
            return bonus_taken(rate);
        case Cue::LevelReached:
            return level_reached(rate);
        case Cue::SparkFired:
            return spark_fired(rate);
        case Cue::CogsGained:
            return cogs_gained(rate);
        case Cue::CardDrawn:
            return card_drawn(rate);
        case Cue::Recruited:
            return recruited(rate);
        case Cue::TurnStarted:
            return turn_started(rate);
        case Cue::Refused:
            return refused(rate);
        case Cue::GameOver:
            return game_over(rate);
    }
    return {};
}

}  // namespace

std::string_view cue_id(Cue cue) {
    switch (cue) {
        case Cue::DieTaken:
            return "die_taken";
        case Cue::DiePlaced:
            return "die_placed";
        case Cue::DieSold:
            return "die_sold";
        case Cue::DieRolled:
            return "die_rolled";
        case Cue::RobotCompleted:
            return "robot_completed";
        case Cue::TrackAdvanced:
            return "track_advanced";
        case Cue::BonusTaken:
            return "bonus_taken";
        case Cue::LevelReached:
            return "level_reached";
        case Cue::SparkFired:
            return "spark_fired";
        case Cue::CogsGained:
            return "cogs_gained";
        case Cue::CardDrawn:
            return "card_drawn";
        case Cue::Recruited:
            return "recruited";
        case Cue::TurnStarted:
            return "turn_started";
        case Cue::Refused:
            return "refused";
        case Cue::GameOver:
            return "game_over";
    }
    return "";
}

shell::SoundSet sparks_sounds(int sample_rate) {
    shell::SoundSet set{sample_rate, std::vector<std::vector<float>>(kCues)};
    if (sample_rate <= 0)
        return set;  // no device rate to make them at: every cue silent
    for (int n = 0; n < kCues; ++n)
        set.samples[static_cast<std::size_t>(n)] = synthesize(static_cast<Cue>(n), sample_rate);
    return set;
}

std::optional<Cue> cue_for(EventKind kind) {
    switch (kind) {
        // A light clack: a die picked up, or turned to another face by hand.
        case EventKind::DieTaken:
        case EventKind::DieRetrieved:
        case EventKind::DieChanged:
            return Cue::DieTaken;
        case EventKind::DiePlaced:
            return Cue::DiePlaced;
        case EventKind::DieSold:
            return Cue::DieSold;
        // Each of these comes out of the bag or is turned with a fresh roll.
        case EventKind::DieGained:
        case EventKind::DieRerolled:
        case EventKind::JunkyardRefilled:
            return Cue::DieRolled;
        case EventKind::RobotCompleted:
            return Cue::RobotCompleted;
        case EventKind::Advanced:
            return Cue::TrackAdvanced;
        case EventKind::BonusTaken:
        case EventKind::UpgradeTaken:
            return Cue::BonusTaken;
        case EventKind::LevelReached:
            return Cue::LevelReached;
        case EventKind::BoxActivated:
            return Cue::SparkFired;
        case EventKind::CogsGained:
            return Cue::CogsGained;
        case EventKind::RobotsDrawn:
        case EventKind::AssistantsDealt:
        case EventKind::AssistantDrawn:
            return Cue::CardDrawn;
        case EventKind::AssistantRecruited:
            return Cue::Recruited;
        case EventKind::TurnStarted:
            return Cue::TurnStarted;
        case EventKind::GameEnded:
            return Cue::GameOver;
        // Quiet: set-up and bookkeeping, and what rides along with a moment that
        // already sounds (the credit towards a level, a move past a track's end),
        // so that one action is one or two sounds, not a clatter.
        case EventKind::RobotPlaced:
        case EventKind::RobotReturned:
        case EventKind::AssistantDrafted:
        case EventKind::PacketsPassed:
        case EventKind::FirstPlayer:
        case EventKind::JunkyardCleared:
        case EventKind::BagRefilled:
        case EventKind::ProductionPlayed:
        case EventKind::DieDiscarded:
        case EventKind::RobotDiscarded:
        case EventKind::TrackEnded:
        case EventKind::CogsPaid:
        case EventKind::SparksGained:
        case EventKind::AssistantUsed:
        case EventKind::TokenGained:
        case EventKind::FactoryCredit:
        case EventKind::SparksReturned:
        case EventKind::ChoiceMade:
        case EventKind::ActionsEnded:
        case EventKind::RoundEnded:
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace sparks::table
