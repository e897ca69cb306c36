// The sound card: SDL's audio device, fed by the Mixer from SDL's audio thread.
// When there is no device (a server, no sound card) the game plays on in silence,
// open() is false and problem() says why; the sound libraries' own complaints
// are kept off the terminal (see quiet_alsa).
#pragma once

#include <SDL.h>

#include <memory>
#include <string>

#include "audio/mixer.hpp"

namespace sugarworks::app {

class AudioOut {
  public:
    AudioOut();
    ~AudioOut();
    AudioOut(const AudioOut&) = delete;
    AudioOut& operator=(const AudioOut&) = delete;

    void play(Cue cue);
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
        SoundBank bank;
        Mixer mixer;
        explicit Sound(int rate) : bank(rate), mixer(bank) {}
    };
    void* alsa_ = nullptr;  // declared first: opened before SDL's audio starts
    SDL_AudioDeviceID device_ = 0;
    std::unique_ptr<Sound> sound_;
    std::string problem_;
    std::string driver_;
    int rate_ = 0;
};

}  // namespace sugarworks::app
