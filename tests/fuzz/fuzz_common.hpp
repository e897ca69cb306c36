// What every fuzz target shares, whatever its game: the input as text, stopping
// the run when a property breaks, the properties every problem report keeps, and
// a scratch copy of a data folder in which one file at a time is replaced by an
// input. On the engine layer only, so that each game's targets link their own
// game and no other.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "engine/diagnostic.hpp"

namespace fuzzing {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Stops the run with a message: a property the target checks was broken. libFuzzer
// keeps the input that did it.
[[noreturn]] void broken(const std::string& what);

// Every problem names the file it was given and a JSON pointer (empty or starting
// with "/"), and says something.
void check_diagnostics(const engine::Diagnostics& errors, std::string_view file);

// A copy of a data folder in a temporary folder (in /dev/shm when there is one),
// made when constructed and removed when destroyed, in which one file at a time is
// replaced by an input and put back.
class ScratchFolder {
  public:
    // Copies `source` to <temporary folder>/`as` ("data", "data/sparks"): the
    // folder's last names are kept, since messages name files by them.
    ScratchFolder(std::filesystem::path source, const std::filesystem::path& as);
    ~ScratchFolder();
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    const std::filesystem::path& dir() const { return dir_; }
    // Writes `text` over `relative` (put back by restore()).
    void replace(const std::filesystem::path& relative, std::string_view text);
    void restore();

  private:
    std::filesystem::path source_;
    std::filesystem::path root_;
    std::filesystem::path dir_;
    std::filesystem::path replaced_;
};

}  // namespace fuzzing
