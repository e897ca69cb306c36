#include "shell/platform/fonts.hpp"

#include <SDL_ttf.h>
#include <imgui.h>

#include <cstdio>

namespace shell {
namespace {

constexpr const char* kFontDirs[] = {"/usr/share/fonts/truetype/dejavu/",
                                     "/usr/local/share/fonts/truetype/dejavu/"};

// Latin-1 plus the few symbols the UI uses: dashes, bullet, ellipsis, arrows,
// triangles for play/step, bars for pause, the multiplication sign, a check mark.
constexpr ImWchar kBoardGlyphs[] = {0x0020, 0x007E, 0x00D7, 0x00D7, 0};  // labels, counts, "Bonk!"
constexpr ImWchar kGlyphs[] = {0x0020, 0x00FF, 0x2013, 0x2026, 0x2190, 0x21FF,
                               0x23E9, 0x23FA, 0x25A0, 0x25FF, 0x2600, 0x2605,
                               0x2713, 0x2713, 0x2758, 0x275A, 0};

}  // namespace

bool ui_font_has(char32_t code_point) {
    for (const ImWchar* r = kGlyphs; r[0] != 0; r += 2) {
        if (code_point >= r[0] && code_point <= r[1])
            return true;
    }
    return false;
}

namespace {

std::string find_font(const char* file) {
    for (const char* dir : kFontDirs) {
        std::string path = std::string(dir) + file;
        if (std::FILE* f = std::fopen(path.c_str(), "rb")) {
            std::fclose(f);
            return path;
        }
    }
    return {};
}

// SDL_ttf opens the file first: a broken or unreadable font is reported by name
// instead of failing inside ImGui's atlas builder.
bool font_opens(const std::string& path, std::string& family) {
    if (TTF_WasInit() == 0 && TTF_Init() != 0)
        return false;
    TTF_Font* f = TTF_OpenFont(path.c_str(), 16);
    if (!f)
        return false;
    const char* name = TTF_FontFaceFamilyName(f);
    family = name ? name : "?";
    TTF_CloseFont(f);
    return true;
}

ImFont* add(const std::string& path, float px, float density, const ImWchar* glyphs = kGlyphs) {
    ImGuiIO& io = ImGui::GetIO();
    ImFontConfig cfg;
    cfg.OversampleH = 2;
    cfg.OversampleV = 1;
    cfg.PixelSnapH = false;
    ImFont* font = io.Fonts->AddFontFromFileTTF(path.c_str(), px * density, &cfg, glyphs);
    return font;
}

}  // namespace

Fonts load_fonts(std::string_view program, float ui_scale, float density) {
    Fonts fonts;
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    const std::string regular = find_font("DejaVuSans.ttf");
    const std::string bold = find_font("DejaVuSans-Bold.ttf");
    std::string family;
    if (!regular.empty() && !bold.empty() && font_opens(regular, family) &&
        font_opens(bold, family)) {
        fonts.body = add(regular, 16 * ui_scale, density);
        fonts.bold = add(bold, 17 * ui_scale, density);
        fonts.title = add(bold, 30 * ui_scale, density, kBoardGlyphs);
        fonts.board = add(bold, 44, density, kBoardGlyphs);  // big, drawn scaled with the floor
        fonts.source = family + " (" + regular + ")";
    }
    if (!fonts.body || !fonts.bold || !fonts.title || !fonts.board) {
        std::fprintf(stderr,
                     "%.*s: DejaVu Sans not found (install fonts-dejavu-core); "
                     "using ImGui's built-in font\n",
                     static_cast<int>(program.size()), program.data());
        io.Fonts->Clear();
        ImFontConfig cfg;
        cfg.SizePixels = 13 * ui_scale * density;
        fonts.body = fonts.bold = fonts.title = fonts.board = io.Fonts->AddFontDefault(&cfg);
        fonts.source = "ImGui built-in";
    }
    if (TTF_WasInit() != 0)
        TTF_Quit();
    io.FontDefault = fonts.body;
    unsigned char* pixels = nullptr;
    int w = 0;
    int h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);  // builds the atlas now, to report its size
    fonts.source += ", atlas " + std::to_string(w) + "x" + std::to_string(h);
    io.FontGlobalScale = 1.0f / density;
    return fonts;
}

}  // namespace shell
