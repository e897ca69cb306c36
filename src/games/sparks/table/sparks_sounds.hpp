// Sparks' table sounds, synthesised when the sound device opens (as Sugarworks'
// cues are), so there are no sound files to ship: wooden dice, a cash register,
// chimes, a spark's zap and a short fanfare. Pure: numbers in, samples out.
#pragma once

#include <optional>
#include <string_view>

#include "shell/audio/sound_set.hpp"
#include "sparks/event.hpp"

namespace sparks::table {

// What the table can be heard doing. A cue's number is its sound's number in the
// set sparks_sounds() makes.
enum class Cue : int {
    DieTaken,        // a light wooden clack: a die lifted from the junkyard
    DiePlaced,       // a firmer clack with a small bounce: a die set on a space
    DieSold,         // a clack, then a cash register's ding
    DieRolled,       // a rattle of clacks coming to rest
    RobotCompleted,  // a bright, buzzy arpeggio: a robot wakes up
    TrackAdvanced,   // a short rising chime
    BonusTaken,      // a sparkle: a quick glide up into a bell
    LevelReached,    // a higher bell arpeggio ending on a chord
    SparkFired,      // an electric zap with crackle
    CogsGained,      // two coins clinking
    CardDrawn,       // a soft paper swish
    Recruited,       // a friendly two-chirp "hello"
    TurnStarted,     // one soft bell: your turn
    Refused,         // a low buzz: that move is not allowed
    GameOver,        // a short brass fanfare
};
inline constexpr int kCues = 15;

// The number the shell's mixer plays `cue` by.
constexpr int sound_number(Cue cue) {
    return static_cast<int>(cue);
}

std::string_view cue_id(Cue cue);  // "die_taken"

// Every cue as a mono sample run at `sample_rate`, numbered by sound_number: each
// 60 to 600 ms long, its loudest sample at most 0.5 (several may play at once),
// starting and ending at silence. The same samples for the same rate, every time.
shell::SoundSet sparks_sounds(int sample_rate);

// The cue an event plays, if any. Most bookkeeping (cogs paid, credit counted,
// choices made) stays quiet so the table does not chatter; Refused belongs to no
// event: the table plays it when it turns a move away.
std::optional<Cue> cue_for(EventKind kind);

}  // namespace sparks::table
