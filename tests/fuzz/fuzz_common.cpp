#include "fuzz_common.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <system_error>
#include <utility>

namespace fuzzing {

namespace fs = std::filesystem;

void broken(const std::string& what) {
    std::fprintf(stderr, "fuzz: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

void check_diagnostics(const engine::Diagnostics& errors, std::string_view file) {
    for (const engine::Diagnostic& d : errors) {
        if (d.file.find(file) == std::string::npos)
            broken("a problem does not name the file \"" + std::string(file) +
                   "\": " + engine::format_diagnostic(d));
        if (!d.pointer.empty() && d.pointer.front() != '/')
            broken("a problem's JSON pointer does not start with \"/\": " +
                   engine::format_diagnostic(d));
        if (d.message.empty())
            broken("a problem says nothing: " + engine::format_diagnostic(d));
    }
}

ScratchFolder::ScratchFolder(fs::path source, const fs::path& as) : source_(std::move(source)) {
    const fs::path base =
        fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
    std::string pattern = (base / "fuzz-data-XXXXXX").string();
    if (!::mkdtemp(pattern.data()))
        broken("cannot make a scratch folder in " + base.string());
    root_ = pattern;
    dir_ = root_ / as;
    fs::create_directories(dir_.parent_path());
    fs::copy(source_, dir_, fs::copy_options::recursive);
}

ScratchFolder::~ScratchFolder() {
    std::error_code ec;
    fs::remove_all(root_, ec);
}

void ScratchFolder::replace(const fs::path& relative, std::string_view text) {
    restore();
    const fs::path target = dir_ / relative;
    fs::create_directories(target.parent_path());
    std::ofstream(target, std::ios::binary | std::ios::trunc)
        .write(text.data(), static_cast<std::streamsize>(text.size()));
    replaced_ = relative;
}

void ScratchFolder::restore() {
    if (replaced_.empty())
        return;
    std::error_code ec;
    const fs::path original = source_ / replaced_;
    if (fs::exists(original, ec))
        fs::copy_file(original, dir_ / replaced_, fs::copy_options::overwrite_existing, ec);
    else
        fs::remove(dir_ / replaced_, ec);
    replaced_.clear();
}

}  // namespace fuzzing
