#include "setup/tip_file.hpp"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "shell/setup/player_file.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

using nlohmann::json;
using Pointer = json::json_pointer;
namespace fs = std::filesystem;

void add_other(SeenTips& seen, const std::string& id) {
    if (std::find(seen.other.begin(), seen.other.end(), id) == seen.other.end())
        seen.other.push_back(id);
}

}  // namespace

SeenTipsLoad seen_tips_from_text(std::string_view text, const std::string& file) {
    SeenTipsLoad out;
    Diagnostics errors;
    const auto finish = [&] {
        out.error = shell::joined_diagnostics(errors);
        out.broken = !errors.empty();
        if (out.broken)
            out.seen = {};  // read whole or set aside whole
        return out;
    };
    io::JsonReader r(file, errors);
    const std::optional<json> root =
        shell::player_document(text, kTipsSchema, {"schema", "seen"}, r, errors);
    if (!root)
        return finish();
    if (const json* seen = r.member(*root, Pointer(), "seen")) {
        if (r.is_array(*seen, Pointer() / "seen")) {
            for (std::size_t i = 0; i < seen->size(); ++i) {
                const auto id = r.string((*seen)[i], Pointer() / "seen" / i);
                if (!id)
                    continue;
                if (const auto kind = parse_tip_kind(*id))
                    out.seen.kinds.add(*kind);
                else
                    add_other(out.seen, *id);
            }
        }
    }
    return finish();
}

SeenTipsLoad load_seen_tips(const fs::path& file) {
    return shell::load_player_file<SeenTipsLoad>(file, "a tips file", seen_tips_from_text);
}

std::string seen_tips_text(const SeenTips& seen) {
    nlohmann::ordered_json doc;
    doc["schema"] = std::string(kTipsSchema);
    nlohmann::ordered_json ids = nlohmann::ordered_json::array();
    for (int i = 0; i < kTipKindCount; ++i) {
        if (seen.kinds.has(static_cast<TipKind>(i)))
            ids.push_back(std::string(tip_kind_id(static_cast<TipKind>(i))));
    }
    for (const std::string& id : seen.other)
        ids.push_back(id);
    doc["seen"] = std::move(ids);
    return doc.dump(2) + "\n";
}

TipMemory::TipMemory(fs::path file) : file_(std::move(file)) {
    SeenTipsLoad loaded = load_seen_tips(file_);
    seen_ = std::move(loaded.seen);
    problem_ = std::move(loaded.error);
}

std::string TipMemory::remember(const std::vector<TipKind>& kinds) {
    const SeenTips before = seen_;
    for (const TipKind kind : kinds)
        seen_.kinds.add(kind);
    return seen_ == before ? std::string() : write();
}

std::string TipMemory::forget_all() {
    seen_ = {};
    return write();
}

// The file there is read again first: one that does not read (found broken at
// start-up, or broken since) is kept aside before the new one is written.
std::string TipMemory::write() {
    if (file_.empty())
        return "";
    const SeenTipsLoad there = load_seen_tips(file_);
    const shell::PlayerWrite written = shell::replace_player_file(
        file_, seen_tips_text(seen_), "the tips file", there.broken ? there.error : "");
    return written.problem.empty() ? written.kept_aside : written.problem;
}

TipMemory tips_at_start(const fs::path& file, std::string& note) {
    if (file.empty())
        return {};
    TipMemory tips(file);
    if (!tips.problem().empty()) {
        std::fprintf(stderr, "sugarworks: %s\n", tips.problem().c_str());
        note += (note.empty() ? "" : "\n") +
                ("The tips file does not read: the tips begin afresh, and the file is kept "
                 "aside when the next one is written:\n" +
                 tips.problem());
    }
    return tips;
}

}  // namespace sugarworks::app
