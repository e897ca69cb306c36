#include "shell/app/save_shelf.hpp"

#include <nlohmann/json.hpp>

#include <cctype>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/atomic_file.hpp"
#include "shell/setup/pref_dir.hpp"

namespace shell {
namespace {

std::string home_variable(const std::string& id) {
    std::string out;
    for (const char c : id)
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out + "_HOME";
}

constexpr const char* kScoreBookFile = "score_book.json";

}  // namespace

SaveShelf::SaveShelf(const std::string& id, const std::string& name) : id_(id) {
    const PrefDir pref = pref_dir({home_variable(id), name});
    dir_ = pref.dir;
    problem_ = pref.error;
}

std::string local_time_words(bool stamp) {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[32];
    std::strftime(text, sizeof text, stamp ? "%Y%m%d-%H%M%S" : "%Y-%m-%d %H:%M", &local);
    return text;
}

std::string seat_words(const std::vector<SeatSetup>& seats) {
    std::string out;
    for (const SeatSetup& s : seats) {
        if (!out.empty())
            out += ", ";
        out += s.name;
        if (s.player != "person")
            out += " (" + s.player + ")";
    }
    return out;
}

std::optional<std::filesystem::path> SaveShelf::write_save(const std::string& text,
                                                           std::string& error) {
    if (!usable()) {
        error = problem_;
        return std::nullopt;
    }
    std::error_code ec;
    std::filesystem::create_directories(saves_folder(), ec);
    if (ec) {
        error = "cannot create " + saves_folder().string() + ": " + ec.message();
        return std::nullopt;
    }
    const std::string stem = id_ + "-" + local_time_words(true);
    std::filesystem::path path = saves_folder() / (stem + ".json");
    for (int n = 2; std::filesystem::exists(path); ++n)
        path = saves_folder() / (stem + "-" + std::to_string(n) + ".json");
    if (auto problem = engine::write_file_atomically(path, text)) {
        error = *problem;
        return std::nullopt;
    }
    return path;
}

std::vector<engine::save::ListedSave> SaveShelf::list(
    std::string_view game, std::span<const engine::save::GameSaves> known) const {
    if (!usable())
        return {};
    return engine::save::list_saves(saves_folder(), game, known);
}

std::vector<ScoreBookLine> SaveShelf::score_book(std::string* problem) const {
    std::vector<ScoreBookLine> lines;
    const std::filesystem::path path = dir_ / kScoreBookFile;
    std::ifstream in(path);
    if (!usable() || !in)
        return lines;
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json doc = nlohmann::json::parse(text.str(), nullptr, false);
    if (!doc.is_object() || !doc.contains("games") || !doc["games"].is_array()) {
        if (problem)
            *problem = path.string() + ": not a score book (expected {\"games\": [...]})";
        return lines;
    }
    for (const nlohmann::json& g : doc["games"]) {
        if (!g.is_object())
            continue;
        ScoreBookLine line;
        line.date = g.value("date", "");
        line.seats = g.value("seats", "");
        line.result = g.value("result", "");
        line.save = g.value("save", "");
        lines.push_back(line);
    }
    return lines;
}

bool SaveShelf::add_to_score_book(const ScoreBookLine& line, std::string& error) const {
    if (!usable()) {
        error = problem_;
        return false;
    }
    std::string problem;
    std::vector<ScoreBookLine> lines = score_book(&problem);
    if (!problem.empty()) {
        // Never lose a book that cannot be read: it is set aside, and a new one begun.
        std::error_code ec;
        std::filesystem::rename(dir_ / kScoreBookFile, dir_ / "score_book.broken.json", ec);
    }
    lines.push_back(line);
    nlohmann::json games = nlohmann::json::array();
    for (const ScoreBookLine& l : lines)
        games.push_back(
            {{"date", l.date}, {"seats", l.seats}, {"result", l.result}, {"save", l.save}});
    const nlohmann::json doc = {{"schema", id_ + ".score_book/1"}, {"games", games}};
    if (auto failed = engine::write_file_atomically(dir_ / kScoreBookFile, doc.dump(2) + "\n")) {
        error = *failed;
        return false;
    }
    return true;
}

}  // namespace shell
