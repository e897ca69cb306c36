// Fuzz target for one Sparks data file: kFuzzDataFile names the file of
// data/sparks/ the input stands for ("robots.json", ...). The input is read by
// that file's reader; when it reads without errors it replaces the file in a copy
// of data/sparks/, the folder is loaded as the game loads it, and when the content
// loads a short game is played on it with every invariant checked.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>

#include "content/readers.hpp"
#include "engine/json_reader.hpp"
#include "sparks/content_reader.hpp"
#include "sparks_fuzz_support.hpp"

using namespace sparks;

// The file the input stands for: each target's own, in a one-line source the build
// writes beside it (tests/fuzz/CMakeLists.txt), so that this file is compiled once.
extern const char kFuzzDataFile[];

namespace {

const std::string_view kFile = kFuzzDataFile;
// Enough for a solo game to end and a game of four to play a round.
constexpr int kMaxActions = 120;

// The input read alone by its own reader; returns whether it read without errors.
bool reads_alone(std::string_view text) {
    engine::Diagnostics errors;
    const std::string name = "data/sparks/" + std::string(kFile);
    const auto doc = engine::io::parse_json_text(text, name, errors);
    if (doc) {
        engine::io::JsonReader reader(name, errors);
        if (kFile == "rules.json")
            content::read_rules(*doc, reader);
        else if (kFile == "player_board.json")
            content::read_player_board(*doc, reader);
        else if (kFile == "score_board.json")
            content::read_score_board(*doc, reader);
        else if (kFile == "robots.json")
            content::read_robots(*doc, reader);
        else if (kFile == "assistants.json")
            content::read_assistants(*doc, reader);
        else if (kFile == "production.json")
            content::read_production(*doc, reader);
        else if (kFile == "upgrades.json")
            content::read_upgrades(*doc, reader);
        else if (kFile == "bonus_tiles.json")
            content::read_bonus_tiles(*doc, reader);
        else if (kFile == "goals.json")
            content::read_goals(*doc, reader);
        else
            fuzz::broken("no reader for " + std::string(kFile));
    }
    fuzz::check_diagnostics(errors, kFile);
    return errors.empty();
}

// Whether a problem of the whole folder names one of its data files: a rule
// between two files is reported in either, never in no file.
bool names_a_data_file(const engine::Diagnostic& d) {
    return std::any_of(
        std::begin(kContentFiles), std::end(kContentFiles),
        [&](std::string_view file) { return d.file == "data/sparks/" + std::string(file); });
}

// The data folder with the input in place, loaded as the game loads it.
void check_in_place(std::string_view text) {
    fuzzing::ScratchFolder& scratch = fuzz::scratch_data();
    scratch.replace(std::string(kFile), text);
    const LoadedContent loaded = load_content(scratch.dir());
    fuzz::check_diagnostics(loaded.errors, "data/sparks/");
    for (const engine::Diagnostic& d : loaded.errors) {
        if (!names_a_data_file(d))
            fuzz::broken("a problem of the folder names no data file: " +
                         engine::format_diagnostic(d));
    }
    if (loaded.content.has_value() != loaded.errors.empty())
        fuzz::broken("the content loaded with errors, or failed without one");
    if (loaded.files_checked != static_cast<int>(std::size(kContentFiles)))
        fuzz::broken("the loader read " + std::to_string(loaded.files_checked) + " files, not " +
                     std::to_string(std::size(kContentFiles)));
    if (loaded.content) {
        // One kind of game and seed per input, chosen by its size.
        const std::vector<GameOptions> games = fuzz::every_kind_of_game(*loaded.content);
        if (!games.empty()) {
            const Game game(*loaded.content, games[text.size() % games.size()]);
            fuzz::play_checked(game, text.size(), kMaxActions);
        }
    }
    scratch.restore();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::as_text(data, size);
    if (reads_alone(text))
        check_in_place(text);
    return 0;
}
