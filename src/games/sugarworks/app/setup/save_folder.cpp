#include "setup/save_folder.hpp"

#include <algorithm>
#include <ctime>
#include <optional>

#include <nlohmann/json.hpp>

#include "engine/save_header.hpp"
#include "setup/lesson_book.hpp"
#include "setup/player_file.hpp"
#include "setup/score_book.hpp"
#include "setup/settings.hpp"
#include "setup/tip_file.hpp"
#include "shell/setup/pref_dir.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

constexpr const char* kAutosave = "autosave.json";

// Another of the player's files kept beside the saves (the settings, the score
// book, what a lesson has reached): JSON whose schema names no save of any game. A
// save of another game or format is listed, its line saying what it is
// (engine/save_header.hpp), and so is a file that does not read at all, so the
// Load screen says why.
bool another_kind_of_file(const std::filesystem::path& path) {
    const PlayerFile file = read_player_file(path, "a saved game");
    if (!file.text)
        return false;
    // Read as a header is, past the action list and the hashes: a folder of long
    // games is sorted without building each game's actions in memory.
    engine::Diagnostics errors;
    const std::optional<nlohmann::json> doc =
        engine::save::read_header_document(*file.text, path.string(), errors);
    if (!doc || !doc->is_object())
        return false;
    const auto schema = doc->find("schema");
    return schema != doc->end() && schema->is_string() &&
           !engine::save::parse_schema(schema->get<std::string>());
}

}  // namespace

std::string save_failed_notice(const std::string& error, std::string_view after) {
    // The writer's "cannot save PATH: why" reads as the start of a sentence.
    constexpr std::string_view kWriter = "cannot save ";
    std::string out = "Could not save ";
    out += error.rfind(kWriter, 0) == 0 ? error.substr(kWriter.size()) : error;
    if (!out.empty() && out.back() != '.')
        out += '.';
    if (!after.empty())
        out += " " + std::string(after);
    return out;
}

SaveFolder::SaveFolder() {
    const shell::PrefDir pref = shell::pref_dir({"SUGARWORKS_HOME", "Sugarworks"});
    dir_ = pref.dir;
    problem_ = pref.error;
}

std::filesystem::path SaveFolder::settings_file() const {
    return usable() ? dir_ / kSettingsFileName : std::filesystem::path();
}

std::filesystem::path SaveFolder::score_book_file() const {
    return usable() ? dir_ / kScoreBookFileName : std::filesystem::path();
}

std::filesystem::path SaveFolder::lesson_book_file() const {
    return usable() ? dir_ / kLessonBookFileName : std::filesystem::path();
}

std::filesystem::path SaveFolder::tips_file() const {
    return usable() ? dir_ / kTipsFileName : std::filesystem::path();
}

std::filesystem::path SaveFolder::autosave_file() const {
    return usable() ? dir_ / kAutosave : std::filesystem::path();
}

bool SaveFolder::has_autosave() const {
    std::error_code ec;
    return usable() && std::filesystem::exists(autosave_file(), ec);
}

std::optional<std::string> SaveFolder::autosave(const std::string& text) const {
    // With no folder the game is not kept at all: the table says so, as for any
    // other save that fails.
    if (!usable())
        return "cannot save the game: " + problem_;
    return write_file_atomically(autosave_file(), text);
}

SaveFolder::Saved SaveFolder::save(const std::string& scenario_id, const std::string& text) const {
    if (!usable())
        return {{}, "cannot save the game: " + problem_};
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    const std::filesystem::path path = dir_ / "saves" / (scenario_id + "-" + stamp + ".json");
    // The writer names what is wrong with the folder, if it cannot be made.
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (const auto error = write_file_atomically(path, text))
        return {{}, *error};
    return {path, ""};
}

std::vector<std::filesystem::path> SaveFolder::list() const {
    std::vector<std::filesystem::path> saves;
    std::error_code ec;
    for (const auto& dir : {dir_, dir_ / "saves"}) {
        if (dir.empty() || !std::filesystem::is_directory(dir, ec))
            continue;
        for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
            if (entry.path().extension() == ".json" &&
                entry.path().filename() != kSettingsFileName && !another_kind_of_file(entry.path()))
                saves.push_back(entry.path());
        }
    }
    std::sort(saves.begin(), saves.end(), [](const auto& a, const auto& b) {
        std::error_code e1;
        std::error_code e2;
        return std::filesystem::last_write_time(a, e1) > std::filesystem::last_write_time(b, e2);
    });
    return saves;
}

}  // namespace sugarworks::app
