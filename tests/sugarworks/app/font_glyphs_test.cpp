// Every character the screens write, from the code or from data/, is one the
// panels' fonts carry: a glyph outside them would be drawn as "?".
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>

#include "shell/platform/fonts.hpp"
#include "support/temp_folder.hpp"

namespace fs = std::filesystem;

namespace {

// The code points above ASCII in UTF-8 text, written as "\xE2\x9C\x93" escapes
// in C++ sources or as the characters themselves in JSON.
std::set<char32_t> code_points(const std::string& text, bool escaped) {
    std::string bytes;
    if (escaped) {
        for (std::size_t i = 0; i + 3 < text.size(); ++i) {
            if (text[i] == '\\' && text[i + 1] == 'x') {
                bytes += static_cast<char>(std::stoi(text.substr(i + 2, 2), nullptr, 16));
                i += 3;
            } else {
                bytes += ' ';
            }
        }
    } else {
        bytes = text;
    }
    std::set<char32_t> out;
    for (std::size_t i = 0; i < bytes.size();) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
        if (b < 0x80 || (b >= 0x80 && b < 0xC0)) {
            ++i;
            continue;
        }
        char32_t cp = b & (0x3F >> extra);
        bool whole = i + static_cast<std::size_t>(extra) < bytes.size();
        for (int k = 1; whole && k <= extra; ++k) {
            const auto c = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
            whole = (c & 0xC0) == 0x80;
            cp = (cp << 6) | (c & 0x3F);
        }
        if (whole)
            out.insert(cp);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

// Checks every character beyond ASCII in the files below `root`; returns how many.
int check_tree(const fs::path& root, const std::set<std::string>& extensions, bool escaped) {
    int checked = 0;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file() || !extensions.count(entry.path().extension().string()))
            continue;
        for (char32_t cp : code_points(sugarworks::testkit::file_text(entry.path()), escaped)) {
            INFO(entry.path().string() << ": U+" << std::hex << static_cast<unsigned>(cp));
            CHECK(shell::ui_font_has(cp));
            ++checked;
        }
    }
    return checked;
}

}  // namespace

TEST_CASE("every character the screens and the data write is in the panels' fonts",
          "[app][fonts]") {
    const fs::path root = fs::path(SUGARWORKS_TEST_DATA_DIR).parent_path().parent_path();
    // The screens write arrows, dots, dashes and ellipses; the lessons, ellipses.
    CHECK(check_tree(root / "src" / "games" / "sugarworks" / "app" / "ui", {".cpp"}, true) > 20);
    check_tree(root / "src" / "games" / "sugarworks" / "app" / "table", {".cpp"}, true);
    check_tree(root / "src" / "games" / "sugarworks" / "app" / "replay", {".cpp"}, true);
    CHECK(check_tree(root / "data", {".json"}, false) >= 5);  // the lessons' ellipses
}

TEST_CASE("the fonts' coverage is what it says", "[app][fonts]") {
    CHECK(shell::ui_font_has(U'A'));
    CHECK(shell::ui_font_has(U'\u2026'));  // the ellipsis
    CHECK(shell::ui_font_has(U'\u2713'));  // the check mark
    CHECK_FALSE(shell::ui_font_has(U'\u4E2D'));
}
