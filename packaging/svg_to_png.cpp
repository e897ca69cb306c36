// svg_to_png SVG SIZE PNG: draws an SVG into a SIZE x SIZE PNG with SDL2_image, the
// rasteriser the game draws its art with, so the icons come from the same source art
// and need no other tool at build time.
#include <SDL.h>
#include <SDL_image.h>

#include <charconv>
#include <cstdio>
#include <string_view>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: svg_to_png SVG SIZE PNG\n");
        return 2;
    }
    const std::string_view size_text = argv[2];
    int size = 0;
    const auto [end, error] =
        std::from_chars(size_text.data(), size_text.data() + size_text.size(), size);
    if (error != std::errc() || end != size_text.data() + size_text.size() || size < 1 ||
        size > 4096) {
        std::fprintf(stderr, "svg_to_png: SIZE is a whole number from 1 to 4096, got \"%s\"\n",
                     argv[2]);
        return 2;
    }
    SDL_RWops* in = SDL_RWFromFile(argv[1], "rb");
    if (!in) {
        std::fprintf(stderr, "svg_to_png: cannot read %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    SDL_Surface* image = IMG_LoadSizedSVG_RW(in, size, size);
    SDL_RWclose(in);
    if (!image) {
        std::fprintf(stderr, "svg_to_png: %s is not an SVG SDL2_image can draw: %s\n", argv[1],
                     IMG_GetError());
        return 1;
    }
    // A drawing that is not square would come out smaller than asked on one side, and an
    // icon theme trusts the folder's size.
    if (image->w != size || image->h != size) {
        std::fprintf(stderr, "svg_to_png: %s drew as %dx%d, not %dx%d (is it square?)\n", argv[1],
                     image->w, image->h, size, size);
        SDL_FreeSurface(image);
        return 1;
    }
    const int saved = IMG_SavePNG(image, argv[3]);
    SDL_FreeSurface(image);
    if (saved != 0) {
        std::fprintf(stderr, "svg_to_png: cannot write %s: %s\n", argv[3], IMG_GetError());
        return 1;
    }
    return 0;
}
