#include "shell/platform/audio_out.hpp"

#include <dlfcn.h>

namespace shell {
namespace {

// libasound's error handler (alsa/error.h), declared here: ALSA is reached only
// through the library SDL itself loads at run time, so the game needs neither
// ALSA's headers nor a link to it.
using AlsaErrorHandler = void (*)(const char* file, int line, const char* function, int err,
                                  const char* format, ...);
using AlsaSetErrorHandler = int (*)(AlsaErrorHandler handler);

void alsa_says_nothing(const char*, int, const char*, int, const char*, ...) {}

}  // namespace

// Where there is no sound card, libasound prints eight lines of its own on
// stderr as SDL looks for a device (and more from SDL's device watcher later),
// which say nothing to a player. The library is opened here before SDL opens
// it (the same copy, counted twice) and told to keep its errors to itself; the
// game says what matters once, in its own words.
void* AudioOut::quiet_alsa() {
    void* alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!alsa)
        return nullptr;  // no ALSA here: nothing to quieten
    if (auto set =
            reinterpret_cast<AlsaSetErrorHandler>(dlsym(alsa, "snd_lib_error_set_handler"))) {
        set(&alsa_says_nothing);
        return alsa;
    }
    dlclose(alsa);
    return nullptr;
}

AudioOut::AudioOut(const MakeSounds& make) : alsa_(quiet_alsa()) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        problem_ = std::string("no sound: ") + SDL_GetError();
        return;
    }
    SDL_AudioSpec want{};
    want.freq = 44100;
    want.format = AUDIO_F32SYS;
    want.channels = 1;
    want.samples = 512;  // about 12 ms: a Bonk! is heard as it is seen
    want.callback = &AudioOut::fill;
    want.userdata = this;
    SDL_AudioSpec got{};
    // The sounds are made at whatever rate the device wants, not resampled.
    device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &got, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (device_ == 0) {
        problem_ = std::string("no sound: ") + SDL_GetError();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    rate_ = got.freq;
    driver_ = SDL_GetCurrentAudioDriver() ? SDL_GetCurrentAudioDriver() : "?";
    sound_ = std::make_unique<Sound>(make(rate_));
    SDL_PauseAudioDevice(device_, 0);
}

AudioOut::~AudioOut() {
    if (device_ != 0) {
        SDL_CloseAudioDevice(device_);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    if (alsa_)
        dlclose(alsa_);
}

void AudioOut::fill(void* self, Uint8* stream, int bytes) {
    auto* out = static_cast<AudioOut*>(self);
    out->sound_->mixer.mix(reinterpret_cast<float*>(stream),
                           bytes / static_cast<int>(sizeof(float)));
}

void AudioOut::play(int sound) {
    if (device_ == 0)
        return;
    SDL_LockAudioDevice(device_);
    sound_->mixer.play(sound);
    SDL_UnlockAudioDevice(device_);
}

void AudioOut::set_volume(int volume, bool muted) {
    if (device_ == 0)
        return;
    SDL_LockAudioDevice(device_);
    sound_->mixer.set_volume(volume, muted);
    SDL_UnlockAudioDevice(device_);
}

std::string AudioOut::describe() const {
    if (device_ == 0)
        return problem_;
    return "sound: " + driver_ + ", " + std::to_string(rate_) + " Hz";
}

}  // namespace shell
