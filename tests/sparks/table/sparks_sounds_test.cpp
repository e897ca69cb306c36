// Sparks' table sounds: one per cue at the device's rate, each short, not too
// loud to mix with others, starting and ending at silence, made the same every
// time; no two alike; and which of the game's events make a sound.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "sparks/event.hpp"
#include "table/sparks_sounds.hpp"

using namespace sparks;
using namespace sparks::table;

namespace {

float peak(const std::vector<float>& samples) {
    float top = 0;
    for (const float s : samples)
        top = std::max(top, std::abs(s));
    return top;
}

// How alike two sounds are sample by sample, from 1 (the same shape) through 0
// (unrelated) to -1, over the shorter one's length.
double likeness(const std::vector<float>& a, const std::vector<float>& b) {
    const std::size_t n = std::min(a.size(), b.size());
    double ab = 0;
    double aa = 0;
    double bb = 0;
    for (std::size_t i = 0; i < n; ++i) {
        ab += static_cast<double>(a[i]) * b[i];
        aa += static_cast<double>(a[i]) * a[i];
        bb += static_cast<double>(b[i]) * b[i];
    }
    return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 1.0;
}

}  // namespace

TEST_CASE("every cue is made at the asked rate: short, audible, not too loud, edged in silence",
          "[sounds]") {
    for (const int rate : {44100, 48000}) {
        const shell::SoundSet set = sparks_sounds(rate);
        CHECK(set.sample_rate == rate);
        REQUIRE(set.samples.size() == static_cast<std::size_t>(kCues));
        for (int n = 0; n < kCues; ++n) {
            const Cue cue = static_cast<Cue>(n);
            INFO(cue_id(cue) << " at " << rate << " Hz");
            const std::vector<float>& samples = set.samples[static_cast<std::size_t>(n)];
            REQUIRE_FALSE(samples.empty());
            const double seconds = static_cast<double>(samples.size()) / rate;
            CHECK(seconds >= 0.06);
            CHECK(seconds <= 0.6);
            CHECK(peak(samples) <= 0.5f);
            CHECK(peak(samples) > 0.05f);
            CHECK(std::abs(samples.front()) < 0.02f);
            CHECK(std::abs(samples.back()) < 0.02f);
        }
        CHECK(sparks_sounds(rate).samples == set.samples);  // no hidden state
    }
}

TEST_CASE("a cue lasts as long at any rate", "[sounds]") {
    const shell::SoundSet low = sparks_sounds(44100);
    const shell::SoundSet high = sparks_sounds(48000);
    for (int n = 0; n < kCues; ++n) {
        INFO(cue_id(static_cast<Cue>(n)));
        const auto at = static_cast<std::size_t>(n);
        CHECK(static_cast<double>(low.samples[at].size()) / 44100 ==
              Approx(static_cast<double>(high.samples[at].size()) / 48000).margin(0.001));
    }
}

TEST_CASE("no two cues are alike", "[sounds]") {
    const shell::SoundSet set = sparks_sounds(44100);
    for (int a = 0; a < kCues; ++a) {
        for (int b = a + 1; b < kCues; ++b) {
            INFO(cue_id(static_cast<Cue>(a)) << " and " << cue_id(static_cast<Cue>(b)));
            const std::vector<float>& first = set.samples[static_cast<std::size_t>(a)];
            const std::vector<float>& second = set.samples[static_cast<std::size_t>(b)];
            CHECK(first != second);
            CHECK(std::abs(likeness(first, second)) < 0.5);
        }
    }
}

TEST_CASE("the moments of play that make a sound, and some that stay quiet", "[sounds]") {
    CHECK(cue_for(EventKind::DieTaken) == Cue::DieTaken);
    CHECK(cue_for(EventKind::DiePlaced) == Cue::DiePlaced);
    CHECK(cue_for(EventKind::DieSold) == Cue::DieSold);
    CHECK(cue_for(EventKind::RobotCompleted) == Cue::RobotCompleted);
    CHECK(cue_for(EventKind::LevelReached) == Cue::LevelReached);
    CHECK(cue_for(EventKind::Advanced) == Cue::TrackAdvanced);
    CHECK(cue_for(EventKind::BoxActivated) == Cue::SparkFired);
    CHECK(cue_for(EventKind::GameEnded) == Cue::GameOver);

    CHECK_FALSE(cue_for(EventKind::ChoiceMade));
    CHECK_FALSE(cue_for(EventKind::FactoryCredit));
    CHECK_FALSE(cue_for(EventKind::ActionsEnded));

    // Whatever an event plays is a sound the set has, and the set has every cue.
    CHECK(sound_number(Cue::GameOver) == kCues - 1);
    for (int k = 0; k < kEventKinds; ++k) {
        const std::optional<Cue> cue = cue_for(static_cast<EventKind>(k));
        if (cue)
            CHECK(sound_number(*cue) < kCues);
    }
}
