// The keys a program answers, as its Rules page lists them: each section read
// from the table its keys are handled by (the keys' focus, app_keys(), the
// replay's), so that a key cannot work without being listed.
#pragma once

#include <string>
#include <vector>

#include "shell/platform/fonts.hpp"
#include "shell/platform/key_chart.hpp"
#include "shell/ui/marks.hpp"

namespace shell {

struct KeySection {
    std::string title;         // "On every screen"
    std::vector<KeyRow> rows;  // {"Ctrl+Q", "Quit: ..."}
};

// The keys of every program on the shell: on every screen (`toward_words` say
// what the arrows reach on this game's screens), and watching a game back (of a
// game of at most `seats` seats).
std::vector<KeySection> shell_key_sections(const std::string& toward_words, int seats);

// The sections as a table of keys and what they do, each key in the bold font.
void draw_key_sections(const std::vector<KeySection>& sections, const Fonts& fonts, Marks& marks);

}  // namespace shell
