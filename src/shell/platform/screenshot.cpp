#include "shell/platform/screenshot.hpp"

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_opengl.h>

#include <cstring>
#include <vector>

namespace shell {

bool save_screenshot(const std::filesystem::path& path, int width, int height, std::string& error) {
    if (width <= 0 || height <= 0) {
        error = "the window has no pixels";
        return false;
    }
    const size_t row = static_cast<size_t>(width) * 4;
    std::vector<unsigned char> pixels(row * static_cast<size_t>(height));
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());

    SDL_Surface* surface =
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!surface) {
        error = SDL_GetError();
        return false;
    }
    // OpenGL's rows run bottom-up; PNG's top-down. Alpha is forced opaque.
    auto* dst = static_cast<unsigned char*>(surface->pixels);
    for (int y = 0; y < height; ++y) {
        unsigned char* out = dst + static_cast<size_t>(y) * static_cast<size_t>(surface->pitch);
        std::memcpy(out, pixels.data() + static_cast<size_t>(height - 1 - y) * row, row);
        for (size_t x = 3; x < row; x += 4)
            out[x] = 255;
    }
    std::error_code ec;
    if (path.has_parent_path())
        std::filesystem::create_directories(path.parent_path(), ec);
    const bool ok = IMG_SavePNG(surface, path.string().c_str()) == 0;
    if (!ok)
        error = IMG_GetError();
    SDL_FreeSurface(surface);
    return ok;
}

}  // namespace shell
