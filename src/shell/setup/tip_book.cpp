#include "shell/setup/tip_book.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "shell/setup/player_file.hpp"

namespace shell {
namespace {

using engine::io::Pointer;
using nlohmann::json;

std::string tips_schema(std::string_view game_id) {
    return std::string(game_id) + ".tips/1";
}

void add_once(std::vector<std::string>& ids, const std::string& id) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
}

}  // namespace

SeenTipsLoad seen_tips_from_text(std::string_view text, const std::string& file,
                                 std::string_view game_id) {
    SeenTipsLoad out;
    engine::Diagnostics errors;
    engine::io::JsonReader r(file, errors);
    const std::optional<json> root =
        player_document(text, tips_schema(game_id), {"schema", "seen"}, r, errors);
    if (root) {
        if (const json* seen = r.member(*root, Pointer(), "seen");
            seen && r.is_array(*seen, Pointer() / "seen")) {
            for (std::size_t i = 0; i < seen->size(); ++i) {
                if (const auto id = r.string((*seen)[i], Pointer() / "seen" / i))
                    add_once(out.seen, *id);
            }
        }
    }
    out.error = joined_diagnostics(errors);
    out.broken = !errors.empty();
    if (out.broken)
        out.seen = {};  // read whole or set aside whole
    return out;
}

SeenTipsLoad load_seen_tips(const std::filesystem::path& file, std::string_view game_id) {
    return load_player_file<SeenTipsLoad>(file, "a tips file",
                                          [&](std::string_view text, const std::string& name) {
                                              return seen_tips_from_text(text, name, game_id);
                                          });
}

std::string seen_tips_text(const std::vector<std::string>& seen, std::string_view game_id,
                           std::span<const std::string> order) {
    nlohmann::ordered_json doc;
    doc["schema"] = tips_schema(game_id);
    nlohmann::ordered_json ids = nlohmann::ordered_json::array();
    const auto was_seen = [&](const std::string& id) {
        return std::find(seen.begin(), seen.end(), id) != seen.end();
    };
    for (const std::string& id : order) {
        if (was_seen(id))
            ids.push_back(id);
    }
    for (const std::string& id : seen) {
        if (std::find(order.begin(), order.end(), id) == order.end())
            ids.push_back(id);
    }
    doc["seen"] = std::move(ids);
    return doc.dump(2) + "\n";
}

TipMemory::TipMemory(std::filesystem::path file, std::string game_id,
                     std::vector<std::string> order)
    : file_(std::move(file)), game_id_(std::move(game_id)), order_(std::move(order)) {
    SeenTipsLoad loaded = load_seen_tips(file_, game_id_);
    seen_ = std::move(loaded.seen);
    problem_ = std::move(loaded.error);
}

std::string TipMemory::remember(const std::vector<std::string>& ids) {
    const std::size_t before = seen_.size();
    for (const std::string& id : ids)
        add_once(seen_, id);
    return seen_.size() == before ? std::string() : write();
}

std::string TipMemory::forget_all() {
    seen_.clear();
    return write();
}

// The file there is read again first: one that does not read (found broken at
// start-up, or broken since) is kept aside before the new one is written.
std::string TipMemory::write() {
    if (file_.empty())
        return "";
    const SeenTipsLoad there = load_seen_tips(file_, game_id_);
    const PlayerWrite written =
        replace_player_file(file_, seen_tips_text(seen_, game_id_, order_), "the tips file",
                            there.broken ? there.error : "");
    return written.problem.empty() ? written.kept_aside : written.problem;
}

TipMemory tips_at_start(const std::filesystem::path& file, const std::string& game_id,
                        std::vector<std::string> order, std::string& note) {
    if (file.empty())
        return {};
    TipMemory tips(file, game_id, std::move(order));
    if (!tips.problem().empty()) {
        std::fprintf(stderr, "%s: %s\n", game_id.c_str(), tips.problem().c_str());
        note += (note.empty() ? "" : "\n") +
                ("The tips file does not read: the tips begin afresh, and the file is kept "
                 "aside when the next one is written:\n" +
                 tips.problem());
    }
    return tips;
}

}  // namespace shell
