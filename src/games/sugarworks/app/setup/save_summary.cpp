#include "setup/save_summary.hpp"

#include <chrono>
#include <ctime>

#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

std::string modified_time(const std::filesystem::path& path) {
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(path, ec);
    if (ec)
        return {};
    const auto system = std::chrono::file_clock::to_sys(written);
    const std::time_t t = std::chrono::system_clock::to_time_t(system);
    std::tm local{};
    if (!localtime_r(&t, &local))
        return {};
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &local);
    return buf;
}

}  // namespace

SaveSummary summarize_save(const std::filesystem::path& path, const Catalog& catalog) {
    SaveSummary out;
    out.path = path;
    out.saved_at = modified_time(path);
    const LoadedGame loaded = load_save_file(path, catalog);
    if (!loaded.match) {
        out.problem = loaded.errors.empty() ? "cannot be read" : loaded.errors.front().message;
        return out;
    }
    const Match& match = *loaded.match;
    out.readable = true;
    out.mode = match.game().scenario().name;
    out.round = match.state().round;
    out.finished = match.state().over();
    const int players = match.game().options().players;
    for (int i = 0; i < players; ++i) {
        const auto& names = loaded.info.player_names;
        out.players.push_back(i < static_cast<int>(names.size()) &&
                                      !names[static_cast<size_t>(i)].empty()
                                  ? names[static_cast<size_t>(i)]
                                  : "Player " + std::to_string(i + 1));
    }
    return out;
}

std::string describe_save(const SaveSummary& save) {
    const std::string dot = "  \xC2\xB7  ";
    std::string line = save.path.stem().string();
    if (!save.readable)
        return line + dot + "cannot be opened: " + save.problem;
    line += dot + save.mode + dot +
            (save.finished ? "finished" : "round " + std::to_string(save.round));
    std::string names;
    for (const std::string& n : save.players)
        names += (names.empty() ? "" : ", ") + n;
    line += dot + names;
    if (!save.saved_at.empty())
        line += dot + save.saved_at;
    return line;
}

}  // namespace sugarworks::app
