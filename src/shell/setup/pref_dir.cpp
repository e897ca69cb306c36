#include "shell/setup/pref_dir.hpp"

#include <SDL.h>

#include <cstdlib>
#include <system_error>

namespace shell {

PrefDir pref_dir(const PrefDirOwner& owner) {
    PrefDir out;
    std::string origin;
    if (const char* home = std::getenv(owner.home_variable.c_str()); home && *home) {
        out.dir = home;
        origin = " (" + owner.home_variable + ")";
    } else {
        char* sdl = SDL_GetPrefPath(owner.name.c_str(), owner.name.c_str());
        if (!sdl) {
            out.error =
                std::string("cannot find a folder for settings and saves: ") + SDL_GetError();
            return out;
        }
        out.dir = sdl;
        SDL_free(sdl);
    }
    // SDL ends the path with a separator; without it the folder reads better in messages.
    if (!out.dir.has_filename() && out.dir.has_parent_path() &&
        out.dir.parent_path() != out.dir.root_path()) {
        out.dir = out.dir.parent_path();
    }
    std::error_code ec;
    std::filesystem::create_directories(out.dir, ec);
    std::error_code kind_ec;
    if (ec || !std::filesystem::is_directory(out.dir, kind_ec)) {
        const std::string why = ec ? ec.message() : "something else is in the way";
        out.error = "cannot create the folder for settings and saves " + out.dir.string() + origin +
                    ": " + why;
        out.dir.clear();
    }
    return out;
}

}  // namespace shell
