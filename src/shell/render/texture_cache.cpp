#include "shell/render/texture_cache.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_opengl.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace shell {
namespace {

// Rasterizing sizes: at most 1.5x the drawn size, so downscaling stays sharp.
constexpr std::array<int, 14> kSizes = {24,  32,  48,  64,  96,   128,  192,
                                        256, 384, 512, 768, 1024, 1536, 2048};

int size_step(float pixels) {
    for (int s : kSizes) {
        if (static_cast<float>(s) >= pixels)
            return s;
    }
    return kSizes.back();
}

constexpr long long kUnusedFramesBeforeFree = 600;

}  // namespace

TextureCache::TextureCache(std::filesystem::path assets_dir, std::string program)
    : assets_dir_(std::move(assets_dir)), program_(std::move(program)) {}

TextureCache::~TextureCache() {
    for (auto& [key, entry] : textures_)
        glDeleteTextures(1, &entry.texture.id);
}

bool TextureCache::exists(const std::string& rel) {
    auto it = exists_.find(rel);
    if (it == exists_.end()) {
        std::error_code ec;
        it = exists_.emplace(rel, std::filesystem::is_regular_file(assets_dir_ / rel, ec)).first;
    }
    return it->second;
}

const Texture* TextureCache::get(const std::string& rel, float points, bool repeat) {
    if (missing_.contains(rel))
        return nullptr;
    const int pixels = size_step(std::max(1.0f, points * density_));
    const auto key_of = [&](int px) {
        return rel + '@' + std::to_string(px) + (repeat ? "r" : "");
    };
    // A texture up to two size steps larger will do: a candy shrinking into a
    // crate must not rasterize its art again at every size on the way.
    const auto step = std::find(kSizes.begin(), kSizes.end(), pixels);
    for (auto s = step; s != kSizes.end() && s - step <= 2; ++s) {
        if (auto it = textures_.find(key_of(*s)); it != textures_.end()) {
            it->second.last_used = frame_;
            return &it->second.texture;
        }
    }
    const std::string key = key_of(pixels);
    const Texture t = upload(rel, pixels, repeat);
    if (t.id == 0) {
        missing_.insert(rel);
        return nullptr;
    }
    Entry& e = textures_[key];
    e.texture = t;
    e.last_used = frame_;
    return &e.texture;
}

Texture TextureCache::upload(const std::string& rel, int pixels, bool repeat) {
    const std::filesystem::path path = assets_dir_ / rel;
    SDL_RWops* rw = SDL_RWFromFile(path.string().c_str(), "rb");
    SDL_Surface* raw = nullptr;
    if (rw) {
        raw = path.extension() == ".svg" ? IMG_LoadSizedSVG_RW(rw, pixels, 0) : IMG_Load_RW(rw, 0);
        SDL_RWclose(rw);
    }
    SDL_Surface* s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : nullptr;
    if (raw)
        SDL_FreeSurface(raw);
    if (!s) {
        std::fprintf(stderr, "%s: art %s is missing or unreadable (%s); drawing a stand-in\n",
                     program_.c_str(), path.string().c_str(), rw ? IMG_GetError() : "no such file");
        return {};
    }
    Texture t;
    t.width = s->w;
    t.height = s->h;
    glGenTextures(1, &t.id);
    glBindTexture(GL_TEXTURE_2D, t.id);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    const GLint wrap = repeat ? GL_REPEAT : GL_CLAMP_TO_EDGE;
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, s->pitch / 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, s->w, s->h, 0, GL_RGBA, GL_UNSIGNED_BYTE, s->pixels);
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    SDL_FreeSurface(s);
    return t;
}

void TextureCache::end_frame() {
    ++frame_;
    if (frame_ % 120 != 0)
        return;
    for (auto it = textures_.begin(); it != textures_.end();) {
        if (frame_ - it->second.last_used > kUnusedFramesBeforeFree) {
            glDeleteTextures(1, &it->second.texture.id);
            it = textures_.erase(it);
        } else {
            ++it;
        }
    }
}

long long TextureCache::texture_bytes() const {
    long long bytes = 0;
    for (const auto& [key, e] : textures_)
        bytes += 4LL * e.texture.width * e.texture.height;
    return bytes;
}

}  // namespace shell
