#include "engine/save_replay.hpp"

namespace engine::save {

using io::json;
using io::Pointer;

std::optional<json> parse_save_json(std::string_view text, const std::string& file,
                                    Diagnostics& errors) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        errors.push_back({file, "", "the file is empty (a save is a JSON object)"});
        return std::nullopt;
    }
    const std::size_t errors_before = errors.size();
    auto doc = io::parse_json_text(text, file, errors);
    if (!doc && errors.size() == errors_before + 1) {
        // A save is one object: text that opens it but does not end with its "}" was most
        // likely cut short.
        const auto first = text.find_first_not_of(" \t\r\n");
        const auto last = text.find_last_not_of(" \t\r\n");
        if (text[first] == '{' && text[last] != '}')
            errors.back().message += " (the file seems cut short: a save ends with \"}\")";
    }
    if (errors.size() != errors_before)
        return std::nullopt;
    return doc;
}

std::vector<std::uint64_t> read_hashes(io::JsonReader& reader, const json& root,
                                       const json* actions) {
    std::vector<std::uint64_t> hashes;
    const json* list = reader.member(root, Pointer(), "hashes");
    if (!list)
        return hashes;
    const Pointer at = Pointer() / "hashes";
    if (!reader.is_array(*list, at))
        return hashes;
    for (std::size_t i = 0; i < list->size(); ++i) {
        if (auto h = read_hash(reader, (*list)[i], at / i, "a state hash"))
            hashes.push_back(*h);
    }
    if (actions && actions->is_array() && list->size() != actions->size()) {
        reader.error(at, "expected " + std::to_string(actions->size()) +
                             " hashes (one per action), found " + std::to_string(list->size()));
    }
    return hashes;
}

Difference snapshot_difference(const json& replayed, const json& saved) {
    Difference d{Pointer() / "snapshot", ""};
    const json patch = json::diff(replayed, saved);
    if (!patch.empty() && patch[0].contains("path")) {
        Pointer path(patch[0]["path"].get<std::string>());
        if (!path.empty() && path.back() == "-")
            path.pop_back();  // "add at the end of an array": point at the array
        d.at /= path;
        if (replayed.contains(path)) {
            std::string value = replayed[path].dump(-1, ' ', false, json::error_handler_t::replace);
            if (value.size() > 120)
                value = value.substr(0, 117) + "...";
            d.why = " (the replay gives " + value + ")";
        }
    }
    d.why = "the snapshot is not the state the actions lead to" + d.why;
    return d;
}

}  // namespace engine::save
