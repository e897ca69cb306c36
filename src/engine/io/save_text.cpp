#include "engine/save_text.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>

namespace engine::save {

namespace {

using nlohmann::ordered_json;

constexpr std::size_t kLineWidth = 100;

std::string scalar_text(const ordered_json& v) {
    // Invalid UTF-8 (a name pasted from elsewhere) is written as U+FFFD, never thrown.
    return v.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::string one_line(const ordered_json& v) {
    if (v.is_object()) {
        std::string out = "{";
        bool first = true;
        for (const auto& [key, value] : v.items()) {
            out += (first ? "" : ", ") + scalar_text(key) + ": " + one_line(value);
            first = false;
        }
        return out + "}";
    }
    if (v.is_array()) {
        std::string out = "[";
        for (std::size_t i = 0; i < v.size(); ++i)
            out += (i == 0 ? "" : ", ") + one_line(v[i]);
        return out + "]";
    }
    return scalar_text(v);
}

// An array of scalars, as many to a line as fit.
void pack(const ordered_json& v, std::size_t indent, std::string& out) {
    const std::string inner(indent + 2, ' ');
    out += "[\n" + inner;
    std::size_t col = inner.size();
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::string item = scalar_text(v[i]) + (i + 1 < v.size() ? "," : "");
        if (col > inner.size() && col + 1 + item.size() > kLineWidth) {
            out += "\n" + inner;
            col = inner.size();
        } else if (col > inner.size()) {
            out += ' ';
            ++col;
        }
        out += item;
        col += item.size();
    }
    out += "\n" + std::string(indent, ' ') + "]";
}

void layout(const ordered_json& v, Lists lists, std::size_t indent, std::size_t column,
            std::string& out) {
    const std::string line = one_line(v);
    if (!v.is_structured() || v.empty() || column + line.size() <= kLineWidth) {
        out += line;
        return;
    }
    if (lists == Lists::Packed && v.is_array() &&
        std::none_of(v.begin(), v.end(), [](const auto& e) { return e.is_structured(); })) {
        pack(v, indent, out);
        return;
    }
    const std::string inner(indent + 2, ' ');
    out += v.is_object() ? "{\n" : "[\n";
    std::size_t i = 0;
    for (const auto& [key, value] : v.items()) {
        out += inner;
        std::size_t col = inner.size();
        if (v.is_object()) {
            const std::string prefix = scalar_text(key) + ": ";
            out += prefix;
            col += prefix.size();
        }
        layout(value, lists, indent + 2, col, out);
        out += ++i < v.size() ? ",\n" : "\n";
    }
    out += std::string(indent, ' ') + (v.is_object() ? "}" : "]");
}

}  // namespace

std::string lay_out(const ordered_json& doc, Lists lists) {
    std::string text;
    layout(doc, lists, 0, 0, text);
    text += '\n';
    return text;
}

std::string hash_hex(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

std::optional<std::uint64_t> read_seed(io::JsonReader& reader, const io::json& value,
                                       const io::Pointer& at) {
    const std::string want = "expected the seed as a string of decimal digits (0 to " +
                             std::to_string(std::numeric_limits<std::uint64_t>::max()) + ")";
    if (value.is_number()) {
        reader.error(at, want +
                             ", found a number (64-bit numbers do not survive every JSON "
                             "reader, so saves write them in quotes)");
        return std::nullopt;
    }
    const auto text = reader.string(value, at);
    if (!text)
        return std::nullopt;
    std::uint64_t seed = 0;
    const char* end = text->data() + text->size();
    const auto [ptr, ec] = std::from_chars(text->data(), end, seed);
    if (text->empty() || ec != std::errc() || ptr != end || (*text)[0] == '+' ||
        (*text)[0] == '-') {
        reader.error(at, want + ", found \"" + *text + "\"");
        return std::nullopt;
    }
    return seed;
}

std::optional<std::uint64_t> read_hash(io::JsonReader& reader, const io::json& value,
                                       const io::Pointer& at, std::string_view what) {
    const auto text = reader.string(value, at);
    if (!text)
        return std::nullopt;
    std::uint64_t hash = 0;
    const char* end = text->data() + text->size();
    if (text->size() != 16 || std::from_chars(text->data(), end, hash, 16).ptr != end) {
        reader.error(
            at, "expected " + std::string(what) + " of 16 hex digits, found \"" + *text + "\"");
        return std::nullopt;
    }
    return hash;
}

}  // namespace engine::save
