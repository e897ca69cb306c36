#include "platform/audio_out.hpp"

namespace sugarworks::app {

AudioOut::AudioOut() {
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
    sound_ = std::make_unique<Sound>(rate_);
    SDL_PauseAudioDevice(device_, 0);
}

AudioOut::~AudioOut() {
    if (device_ != 0) {
        SDL_CloseAudioDevice(device_);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void AudioOut::fill(void* self, Uint8* stream, int bytes) {
    auto* out = static_cast<AudioOut*>(self);
    out->sound_->mixer.mix(reinterpret_cast<float*>(stream),
                           bytes / static_cast<int>(sizeof(float)));
}

void AudioOut::play(Cue cue) {
    if (device_ == 0)
        return;
    SDL_LockAudioDevice(device_);
    sound_->mixer.play(cue);
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

}  // namespace sugarworks::app
