#include "engine/save_header.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <ctime>

#include "engine/json_reader.hpp"
#include "io/json_parse.hpp"

namespace engine::save {
namespace {

using nlohmann::json;

// The members a header never reads: the long part of a save.
constexpr std::string_view kLongMembers[] = {"actions", "hashes"};

// The local time `path` was last written, "2026-12-02 14:05"; empty when unknown.
std::string written_at(const std::filesystem::path& path) {
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

const GameSaves* find_game(std::span<const GameSaves> games, std::string_view id) {
    const auto found =
        std::find_if(games.begin(), games.end(), [&](const GameSaves& g) { return g.game == id; });
    return found == games.end() ? nullptr : &*found;
}

// A diagnostic as one line of a list: its message, with the member it is about.
std::string problem_words(const Diagnostic& d) {
    return d.pointer.empty() ? d.message : d.message + " (at " + d.pointer + ")";
}

}  // namespace

std::optional<SaveKind> parse_schema(std::string_view schema) {
    constexpr std::string_view kSeparator = ".save/";
    const auto at = schema.find(kSeparator);
    if (at == std::string_view::npos || at == 0)
        return std::nullopt;
    const std::string_view game = schema.substr(0, at);
    const std::string_view number = schema.substr(at + kSeparator.size());
    int format = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), format);
    if (error != std::errc() || end != number.data() + number.size() || format < 1 ||
        number.front() == '0')
        return std::nullopt;
    const bool id_like = std::all_of(game.begin(), game.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    if (!id_like)
        return std::nullopt;
    return SaveKind{std::string(game), format};
}

std::optional<SaveKind> read_save_kind(io::JsonReader& reader, const json& doc,
                                       std::string_view game, int newest) {
    const auto schema = doc.find("schema");
    const auto kind = schema != doc.end() && schema->is_string()
                          ? parse_schema(schema->get_ref<const std::string&>())
                          : std::nullopt;
    if (!kind || kind->game != game || kind->format > newest) {
        reader.error(io::Pointer() / "schema", "expected \"" + std::string(game) + ".save/" +
                                                   std::to_string(newest) +
                                                   "\" or an older format");
        return std::nullopt;
    }
    return kind;
}

std::optional<json> read_header_document(std::string_view text, const std::string& file,
                                         Diagnostics& errors) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        errors.push_back({file, "", "the file is empty (a save is a JSON object)"});
        return std::nullopt;
    }
    // Set by a top-level key of a long member for that member's value: left out at its
    // start, a list is read on but never reported again.
    bool skip_next_value = false;
    auto doc = io::parse_with(
        text, file, errors, [&skip_next_value](int depth, json::parse_event_t event, json& parsed) {
            if (depth != 1)
                return true;
            if (event == json::parse_event_t::key) {
                const auto& key = parsed.get_ref<const std::string&>();
                skip_next_value = std::find(std::begin(kLongMembers), std::end(kLongMembers),
                                            key) != std::end(kLongMembers);
                return true;
            }
            if (skip_next_value && (event == json::parse_event_t::array_start ||
                                    event == json::parse_event_t::object_start ||
                                    event == json::parse_event_t::value)) {
                skip_next_value = false;
                return false;
            }
            return true;
        });
    if (doc && !doc->is_object()) {
        errors.push_back(
            {file, "", "a save is a JSON object, not " + std::string(io::type_word(*doc))});
        return std::nullopt;
    }
    // A value left out stays as a "discarded" placeholder under its key: the key goes too.
    if (doc) {
        for (std::string_view key : kLongMembers)
            doc->erase(std::string(key));
    }
    return doc;
}

ListedSave list_save(const std::filesystem::path& path, std::string_view game,
                     std::span<const GameSaves> games) {
    ListedSave out;
    out.path = path;
    out.saved_at = written_at(path);
    const std::string file = path.filename().string();
    try {
        Diagnostics errors;
        const auto text = io::read_text_file(path, file, errors);
        std::optional<json> doc;
        if (text)
            doc = read_header_document(*text, file, errors);
        if (!doc) {
            out.problem = "not a save: " + (errors.empty() ? std::string("cannot be read")
                                                           : problem_words(errors.front()));
            return out;
        }
        const auto schema = doc->find("schema");
        const std::optional<SaveKind> kind =
            schema != doc->end() && schema->is_string()
                ? parse_schema(schema->get_ref<const std::string&>())
                : std::nullopt;
        if (!kind) {
            out.other_file = schema != doc->end() && schema->is_string();
            out.problem = "not a save of any game (no \"schema\" of the form \"<game>.save/<n>\")";
            return out;
        }
        const GameSaves* of = find_game(games, kind->game);
        if (!of) {
            out.problem = "a save of a game this program does not know (\"" + kind->game +
                          ".save/" + std::to_string(kind->format) + "\")";
            return out;
        }
        if (of->game != game) {
            out.problem = "a " + of->name + " save: open it with " + of->game;
            return out;
        }
        if (kind->format > of->format) {
            out.problem = "a save of a newer " + of->name + " (format " +
                          std::to_string(kind->format) + "; this " + of->name + " reads format " +
                          std::to_string(of->format) + " and older)";
            return out;
        }
        auto header = of->read(*doc, file, errors);
        if (!header || !errors.empty()) {
            out.problem = "the save does not read: " +
                          (errors.empty() ? std::string("its header is incomplete")
                                          : problem_words(errors.front()));
            return out;
        }
        out.header = std::move(header);
    } catch (const std::exception& e) {
        // A reader written not to throw did: the file is listed with the reason, never
        // taken down with the list.
        out.header.reset();
        out.problem = std::string("cannot be read: ") + e.what();
    }
    return out;
}

std::vector<ListedSave> list_saves(const std::filesystem::path& folder, std::string_view game,
                                   std::span<const GameSaves> games) {
    std::vector<ListedSave> out;
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec))
        return out;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
        std::error_code entry_ec;
        if (!entry.is_regular_file(entry_ec) || entry.path().extension() != ".json")
            continue;
        files.emplace_back(entry.last_write_time(entry_ec), entry.path());
    }
    // The most recently written first; files of one time by name, so the order is stable.
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    out.reserve(files.size());
    for (const auto& [time, path] : files)
        out.push_back(list_save(path, game, games));
    return out;
}

}  // namespace engine::save
