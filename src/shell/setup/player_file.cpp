#include "shell/setup/player_file.hpp"

#include <cctype>

#include <fstream>
#include <sstream>
#include <system_error>

#include "engine/atomic_file.hpp"

namespace shell {

using engine::Diagnostic;
using engine::Diagnostics;
using engine::format_diagnostic;
using engine::write_file_atomically;
namespace io = engine::io;

PlayerFile read_player_file(const std::filesystem::path& file, std::string_view kind) {
    PlayerFile out;
    const std::string name = file.string();
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (status.type() == std::filesystem::file_type::not_found) {
        out.missing = true;
        return out;
    }
    if (status.type() == std::filesystem::file_type::directory) {
        out.error = name + ": is a folder, not " + std::string(kind);
        return out;
    }
    std::ifstream in(file, std::ios::binary);
    std::ostringstream buffer;
    if (in)
        buffer << in.rdbuf();
    if (!in || ec) {
        out.error = name + ": " + (ec ? ec.message() : "cannot read the file");
        return out;
    }
    out.text = buffer.str();
    return out;
}

std::optional<std::string> make_folder_of(const std::filesystem::path& file) {
    const std::filesystem::path folder = file.parent_path();
    std::error_code ec;
    if (folder.empty() || std::filesystem::is_directory(folder, ec))
        return std::nullopt;
    std::filesystem::create_directories(folder, ec);
    if (ec)
        return "cannot create the folder " + folder.string() + ": " + ec.message();
    return std::nullopt;
}

KeptAside keep_aside(const std::filesystem::path& file) {
    KeptAside out;
    std::error_code ec;
    const std::string stem = file.stem().string();
    const std::string extension = file.extension().string();
    std::filesystem::path aside;
    for (int n = 1; aside.empty() || std::filesystem::exists(aside, ec); ++n) {
        aside = file.parent_path() /
                (stem + ".broken" + (n == 1 ? "" : "-" + std::to_string(n)) + extension);
    }
    std::filesystem::rename(file, aside, ec);
    if (ec)
        out.problem = ec.message();
    else
        out.path = aside;
    return out;
}

std::string joined_diagnostics(const Diagnostics& errors) {
    std::string out;
    for (const Diagnostic& d : errors) {
        if (!out.empty())
            out += '\n';
        out += format_diagnostic(d);
    }
    return out;
}

PlayerWrite replace_player_file(const std::filesystem::path& file, const std::string& text,
                                std::string_view what, const std::string& broken_error) {
    PlayerWrite out;
    if (auto problem = make_folder_of(file)) {
        out.problem = *problem;
        return out;
    }
    if (!broken_error.empty()) {
        const KeptAside aside = keep_aside(file);
        if (aside.path.empty()) {
            out.problem = std::string(what) + " " + file.string() + " does not read (" +
                          broken_error + ") and cannot be kept aside: " + aside.problem;
            return out;
        }
        std::string name(what);
        if (!name.empty())
            name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        out.kept_aside = name + " did not read (" + broken_error + "); it was kept as " +
                         aside.path.string() + " and a new one begun.";
    }
    if (auto problem = write_file_atomically(file, text))
        out.problem = *problem;
    return out;
}

std::optional<nlohmann::json> player_document(std::string_view text, std::string_view schema,
                                              std::initializer_list<std::string_view> members,
                                              io::JsonReader& reader, Diagnostics& errors) {
    std::optional<nlohmann::json> root = io::parse_json_text(text, reader.file(), errors);
    if (!root || !reader.is_object(*root, io::Pointer()))
        return std::nullopt;
    reader.schema(*root, schema);
    reader.no_unknown_members(*root, io::Pointer(), members);
    return root;
}

}  // namespace shell
