// The sound card: SDL's audio device, fed by the Mixer from SDL's audio thread.
// When there is no device (a server, no sound card) the game plays on in silence,
// open() is false and problem() says why; the sound libraries' own complaints
// are kept off the terminal (see quiet_alsa).
#pragma once

#include <SDL.h>

#include <memory>
#include <string>
#include <utility>

#include "shell/audio/mixer.hpp"
#include "shell/audio/sound_set.hpp"

namespace shell {

class AudioOut {
  public:
    // `make` makes the game's sounds at the device's rate, once the device is open.
    explicit AudioOut(const MakeSounds& make);
    ~AudioOut();
    AudioOut(const AudioOut&) = delete;
    AudioOut& operator=(const AudioOut&) = delete;

    void play(int sound);  // a sound of the game's set, by number
    void set_volume(int volume, bool muted);
    bool open() const { return device_ != 0; }
    const std::string& problem() const { return problem_; }
    std::string describe() const;  // "audio: pulseaudio, 48000 Hz" or the problem

    // What the player is told once when there is no device.
    static constexpr const char* kSilentWords = "No sound device: playing silently.";

  private:
    static void fill(void* self, Uint8* stream, int bytes);
    // libasound, opened and quietened before SDL opens it: its handle, or null.
    static void* quiet_alsa();

    struct Sound {
        SoundSet set;
        Mixer mixer;
        explicit Sound(SoundSet sounds) : set(std::move(sounds)), mixer(set) {}
    };
    void* alsa_ = nullptr;  // declared first: opened before SDL's audio starts
    SDL_AudioDeviceID device_ = 0;
    std::unique_ptr<Sound> sound_;
    std::string problem_;
    std::string driver_;
    int rate_ = 0;
};

}  // namespace shell
