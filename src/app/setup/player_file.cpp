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

KeptAside keep_aside(const std::filesystem::path& file) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path aside;
    for (int n = 1; aside.empty() || fs::exists(aside, ec); ++n) {
        aside = file.parent_path() / (file.stem().string() + ".broken" +
                                      (n == 1 ? "" : "-" + std::to_string(n)) + ".json");
    }
    fs::rename(file, aside, ec);
    if (ec)
        return {{}, ec.message()};
    return {aside, {}};
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
