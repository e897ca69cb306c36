// png_check FILE WIDTH HEIGHT [MIN_COLOURS [MAX_SHARE]]: exits 0 only when FILE
// is a PNG of WIDTH x HEIGHT pixels with at least MIN_COLOURS distinct colours
// (default 500) and no single colour covering more than MAX_SHARE of it
// (default a half): a drawn screen, not a blank or flat one.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <unordered_map>

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: png_check FILE WIDTH HEIGHT [MIN_COLOURS]\n");
        return 2;
    }
    const int want_w = std::atoi(argv[2]);
    const int want_h = std::atoi(argv[3]);
    const size_t min_colours = argc > 4 ? std::strtoul(argv[4], nullptr, 10) : 500;
    // A page of text on one card (the score sheet) is mostly its paper.
    const double max_share = argc > 5 ? std::strtod(argv[5], nullptr) : 0.5;
    SDL_Surface* loaded = IMG_Load(argv[1]);
    if (!loaded) {
        std::fprintf(stderr, "png_check: cannot load %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface* s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    if (!s) {
        std::fprintf(stderr, "png_check: cannot convert %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    int failures = 0;
    if (s->w != want_w || s->h != want_h) {
        std::fprintf(stderr, "png_check: %s is %dx%d, expected %dx%d\n", argv[1], s->w, s->h,
                     want_w, want_h);
        ++failures;
    }
    std::unordered_map<Uint32, size_t> counts;
    for (int y = 0; y < s->h; ++y) {
        const auto* row = static_cast<const Uint8*>(s->pixels) + static_cast<size_t>(y) * s->pitch;
        for (int x = 0; x < s->w; ++x) {
            const Uint8* p = row + static_cast<size_t>(x) * 4;
            ++counts[(Uint32{p[0]} << 16) | (Uint32{p[1]} << 8) | p[2]];
        }
    }
    size_t most = 0;
    for (const auto& [colour, n] : counts)
        most = std::max(most, n);
    const size_t total = static_cast<size_t>(s->w) * static_cast<size_t>(s->h);
    const double share = total > 0 ? static_cast<double>(most) / static_cast<double>(total) : 1.0;
    std::printf("png_check: %s: %dx%d, %zu colours, commonest colour %.1f%% of pixels\n", argv[1],
                s->w, s->h, counts.size(), share * 100.0);
    if (counts.size() < min_colours) {
        std::fprintf(stderr, "png_check: only %zu colours (want at least %zu): blank?\n",
                     counts.size(), min_colours);
        ++failures;
    }
    if (share > max_share) {
        std::fprintf(stderr, "png_check: one colour covers %.1f%% of the picture: flat?\n",
                     share * 100.0);
        ++failures;
    }
    SDL_FreeSurface(s);
    return failures == 0 ? 0 : 1;
}
