// Files written whole or not at all, so that a crash, a kill or a full disk
// never leaves a half-written save or settings file behind.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace engine {

// Writes `contents` to `path` so that a crash never leaves a half-written file:
// a temporary file beside it, flushed and synced, then renamed over the target,
// and the folder synced. The permissions of a file replaced are kept. On failure
// the temporary file is removed and the target left as it was. After a success,
// the temporary files of `path` left by writers that died before their rename are
// removed. Returns an error message naming the path and the reason (a full disk,
// a folder not open to writing, a missing folder in plain words, then the
// system's), or nothing on success.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 std::string_view contents);

}  // namespace engine
