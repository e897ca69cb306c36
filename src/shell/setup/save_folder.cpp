#include "shell/setup/save_folder.hpp"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <optional>
#include <system_error>
#include <utility>

#include <nlohmann/json.hpp>

#include "engine/atomic_file.hpp"

namespace shell {
namespace {

constexpr const char* kAutosave = "autosave.json";

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

PrefDirOwner folder_owner(std::string_view id, std::string_view name) {
    std::string variable;
    for (const char c : id)
        variable += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return {variable + "_HOME", std::string(name)};
}

std::string local_time_words(bool stamp) {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[32];
    std::strftime(text, sizeof text, stamp ? "%Y%m%d-%H%M%S" : "%Y-%m-%d %H:%M", &local);
    return text;
}

SaveFolder::SaveFolder(const PrefDirOwner& owner) {
    const PrefDir pref = pref_dir(owner);
    dir_ = pref.dir;
    problem_ = pref.error;
}

std::filesystem::path SaveFolder::file(std::string_view name) const {
    return usable() ? dir_ / name : std::filesystem::path();
}

std::filesystem::path SaveFolder::autosave_file() const {
    return file(kAutosave);
}

std::filesystem::path SaveFolder::saves_folder() const {
    return file("saves");
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
    return engine::write_file_atomically(autosave_file(), text);
}

SaveFolder::Saved SaveFolder::save(std::string_view prefix, const std::string& text) const {
    if (!usable())
        return {{}, "cannot save the game: " + problem_};
    // The writer names what is wrong with the folder, if it cannot be made.
    std::error_code ec;
    std::filesystem::create_directories(saves_folder(), ec);
    const std::string stem = std::string(prefix) + "-" + local_time_words(true);
    std::filesystem::path path = saves_folder() / (stem + ".json");
    for (int n = 2; std::filesystem::exists(path, ec); ++n)
        path = saves_folder() / (stem + "-" + std::to_string(n) + ".json");
    if (const auto error = engine::write_file_atomically(path, text))
        return {{}, *error};
    return {path, ""};
}

std::vector<engine::save::ListedSave> SaveFolder::listed(
    std::string_view game, std::span<const engine::save::GameSaves> known) const {
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> files;
    std::error_code ec;
    for (const auto& dir : {dir_, saves_folder()}) {
        if (dir.empty() || !std::filesystem::is_directory(dir, ec))
            continue;
        for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
            std::error_code entry_ec;
            if (entry.path().extension() == ".json" && entry.path().filename() != kSettingsFileName)
                files.emplace_back(entry.last_write_time(entry_ec), entry.path());
        }
    }
    // The most recently written first; files of one time by name, so the order is stable.
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    // Each file read once, as a header is (past the action list and the hashes): a
    // folder of long games lists without building any game's actions.
    std::vector<engine::save::ListedSave> out;
    out.reserve(files.size());
    for (const auto& [time, path] : files) {
        engine::save::ListedSave save = engine::save::list_save(path, game, known);
        if (!save.other_file)
            out.push_back(std::move(save));
    }
    return out;
}

}  // namespace shell
