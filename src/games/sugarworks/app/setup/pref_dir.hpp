// The folder the game keeps its own files in (settings, saves, the autosave).
// Apart from the settings reader, which needs no window library.
#pragma once

#include <filesystem>
#include <string>

namespace sugarworks::app {

// The folder for settings, saves and the autosave, created if missing:
// $SUGARWORKS_HOME when set and not empty (so tests and portable installs can
// choose), else SDL's per-user folder for "Sugarworks". When it cannot be found
// or created, `dir` is empty and `error` says why.
struct PrefDir {
    std::filesystem::path dir;
    std::string error;
};
PrefDir pref_dir();

}  // namespace sugarworks::app
