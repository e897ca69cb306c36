#include "setup/save_summary.hpp"

#include <vector>

#include "engine/save_header.hpp"
#include "sugarworks/save_header.hpp"

namespace sugarworks::app {

SaveSummary summarize_save(const std::filesystem::path& path, const Catalog& catalog) {
    const std::vector<engine::save::GameSaves> games = {game_saves(catalog)};
    return summary_of(engine::save::list_save(path, "sugarworks", games));
}

SaveSummary summary_of(const engine::save::ListedSave& listed) {
    SaveSummary out;
    out.path = listed.path;
    out.saved_at = listed.saved_at;
    if (!listed.header) {
        out.problem = listed.problem;
        return out;
    }
    const engine::save::SaveHeader& header = *listed.header;
    out.readable = true;
    out.mode = header.mode;
    out.round = header.round;
    out.finished = header.finished;
    for (const engine::save::SeatHeader& seat : header.seats)
        out.players.push_back(seat.name);
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
