// The folder the game keeps its own files in (settings, saves, the autosave).
// Apart from the settings reader, which needs no window library.
#pragma once

#include <filesystem>
#include <string>

namespace shell {

// Whose folder: each game keeps its own, so two games installed side by side
// never read each other's settings, saves or score book.
struct PrefDirOwner {
    std::string home_variable;  // "SUGARWORKS_HOME"
    std::string name;           // "Sugarworks": SDL's organisation and application
};

// The folder for settings, saves and the autosave, created if missing: the
// owner's home variable when set and not empty (so tests and portable installs
// can choose), else SDL's per-user folder for the owner's name. When it cannot be
// found or created, `dir` is empty and `error` says why.
struct PrefDir {
    std::filesystem::path dir;
    std::string error;
};
PrefDir pref_dir(const PrefDirOwner& owner);

}  // namespace shell
