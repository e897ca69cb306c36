#include "setup/player_file.hpp"

#include <fstream>
#include <sstream>
#include <system_error>

namespace sugarworks::app {

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

}  // namespace sugarworks::app
