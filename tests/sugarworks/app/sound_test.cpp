// The sound effects: each made the same every time, short, starting and ending at
// silence; the mixer plays them at the settings' volume and never piles one cue
// on itself; and the table asks for exactly one sound per moment it shows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "audio/sound_bank.hpp"
#include "audio/sound_cues.hpp"
#include "audio/sound_cursor.hpp"
#include "shell/audio/mixer.hpp"
#include "sugarworks/movement_scenario.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

float peak(const std::vector<float>& s) {
    float top = 0;
    for (const float v : s)
        top = std::max(top, std::abs(v));
    return top;
}

std::vector<float> mixed(shell::Mixer& m, int frames) {
    std::vector<float> out(static_cast<size_t>(frames));
    m.mix(out.data(), frames);
    return out;
}

}  // namespace

TEST_CASE("every sound is short, audible, and starts and ends at silence", "[app][sound]") {
    for (const int rate : {22050, 44100, 48000}) {
        for (const Cue cue : kAllCues) {
            INFO(cue_id(cue) << " at " << rate << " Hz");
            const std::vector<float> s = synthesize(cue, rate);
            const double seconds = static_cast<double>(s.size()) / rate;
            CHECK(seconds >= 0.05);
            CHECK(seconds <= 0.5);
            CHECK(peak(s) > 0.5f);
            CHECK(peak(s) <= 1.0f);
            CHECK(std::abs(s.front()) < 0.01f);
            CHECK(std::abs(s.back()) < 0.01f);
            CHECK(synthesize(cue, rate) == s);  // no hidden state: the same every time
        }
    }
}

TEST_CASE("no two cues sound alike", "[app][sound]") {
    const SoundBank bank(44100);
    for (const Cue a : kAllCues) {
        for (const Cue b : kAllCues) {
            if (a == b)
                continue;
            INFO(cue_id(a) << " and " << cue_id(b));
            CHECK(bank.samples(a) != bank.samples(b));
            CHECK(bank.samples(a).size() != bank.samples(b).size());
        }
    }
}

TEST_CASE("the mixer plays a cue at the settings' volume", "[app][sound]") {
    const SoundBank bank(44100);
    const std::vector<float>& bonk = bank.samples(Cue::Bonk);
    const int n = static_cast<int>(bonk.size());
    SECTION("at full volume, the sound itself") {
        shell::Mixer m(bank.set());
        m.set_volume(100, false);
        m.play(sound_number(Cue::Bonk));
        CHECK(mixed(m, n) == bonk);
        CHECK(m.voices() == 0);  // done, and gone
        CHECK(peak(mixed(m, 256)) == 0.0f);
    }
    SECTION("at half volume, a quarter of the amplitude (the ear's curve)") {
        shell::Mixer m(bank.set());
        m.set_volume(50, false);
        m.play(sound_number(Cue::Bonk));
        const std::vector<float> out = mixed(m, n);
        for (size_t i = 0; i < out.size(); i += 97)
            REQUIRE(out[i] == Approx(0.25f * bonk[i]).margin(1e-6));
    }
    SECTION("muted, or at 0, silence") {
        for (const auto& [volume, muted] : {std::pair{100, true}, std::pair{0, false}}) {
            shell::Mixer m(bank.set());
            m.set_volume(volume, muted);
            m.play(sound_number(Cue::Bonk));
            CHECK(peak(mixed(m, n)) == 0.0f);
        }
    }
    SECTION("out of range volumes are held to 0..100") {
        shell::Mixer loud(bank.set());
        loud.set_volume(400, false);
        loud.play(sound_number(Cue::Bonk));
        CHECK(mixed(loud, n) == bonk);
    }
}

TEST_CASE("a cue started again at once is one sound, and many cues are held to a few voices",
          "[app][sound]") {
    const SoundBank bank(44100);
    shell::Mixer m(bank.set());
    m.set_volume(100, false);
    m.play(sound_number(Cue::Bonk));
    m.play(sound_number(Cue::Bonk));  // a chain of Bonks! in one frame
    CHECK(m.voices() == 1);
    mixed(m, 44100 * 70 / 1000);  // 70 ms later
    m.play(sound_number(Cue::Bonk));
    CHECK(m.voices() == 2);
    for (const Cue cue : kAllCues)
        m.play(sound_number(cue));
    CHECK(m.voices() == shell::Mixer::kMaxVoices);
    const std::vector<float> out = mixed(m, 4096);
    CHECK(peak(out) <= 1.0f);
}

TEST_CASE("which moments make a sound", "[app][sound]") {
    Event e;
    e.kind = EventKind::Bonk;
    CHECK(cue_of(e) == Cue::Bonk);
    e.kind = EventKind::Eaten;
    CHECK(cue_of(e) == Cue::Eaten);
    e.kind = EventKind::Delivered;
    CHECK(cue_of(e) == Cue::Delivered);
    e.kind = EventKind::TilePlaced;
    CHECK(cue_of(e) == Cue::TilePlaced);
    e.kind = EventKind::Move;
    CHECK_FALSE(cue_of(e));
    e.kind = EventKind::Lost;
    e.loss = LossCause::OffEdge;
    CHECK(cue_of(e) == Cue::Lost);
    e.loss = LossCause::Eaten;  // the chomp already said it
    CHECK_FALSE(cue_of(e));

    GIVEN("an action's events: a tile laid, the movement it starts, then the die") {
        std::vector<GameEvent> events(5);
        events[0].kind = GameEventKind::Floor;
        events[0].floor.kind = EventKind::TilePlaced;
        events[1].kind = GameEventKind::MovementStarted;
        events[2].kind = GameEventKind::Floor;
        events[2].floor.kind = EventKind::Bonk;
        events[3].kind = GameEventKind::MovementEnded;
        events[4].kind = GameEventKind::DieRolled;
        THEN("the tile and the die are heard at once; the Bonk! waits for the playback") {
            CHECK(cues_outside_movement(events) ==
                  std::vector<Cue>{Cue::TilePlaced, Cue::DieRolled});
        }
    }
}

TEST_CASE("a playback's sounds come as its events come on screen, again after a rewind",
          "[app][sound]") {
    auto load = read_movement_scenario_file(
        std::string(SUGARWORKS_TEST_DATA_DIR) + "/movement/rulebook_example.json",
        "rulebook_example.json", testkit::catalog());
    REQUIRE(load.scenario);
    const MovementOutcome out = resolve_movement(load.scenario->floor, load.scenario->rules);
    std::vector<Cue> all;
    for (const Event& e : out.events)
        if (const auto cue = cue_of(e))
            all.push_back(*cue);
    REQUIRE(all.size() >= 5);

    Playback playback(load.scenario->floor, out.events);
    SoundCursor cursor;
    std::vector<Cue> heard;
    cursor.follow(playback, heard);
    CHECK(heard.empty());  // waiting at the start: nothing has happened yet
    // Played to its end at 60 frames a second, the cursor asked every frame.
    const auto play_through = [&] {
        heard.clear();
        playback.play();
        for (int frame = 0; frame < 100000 && !playback.finished(); ++frame) {
            playback.advance(1.0 / 60);
            cursor.follow(playback, heard);
        }
    };
    play_through();
    CHECK(heard == all);
    playback.rewind();
    play_through();  // heard again, after the rewind
    CHECK(heard == all);

    playback.rewind();
    heard.clear();
    playback.play();
    playback.advance(0.5);
    cursor.follow(playback, heard);
    const size_t before_skip = heard.size();
    playback.advance(1e9);
    cursor.silence(playback);
    cursor.follow(playback, heard);
    CHECK(heard.size() == before_skip);
}
