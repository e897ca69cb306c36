#include "engine/diagnostic.hpp"

namespace engine {

std::string format_diagnostic(const Diagnostic& d) {
    if (d.pointer.empty())
        return d.file + ": " + d.message;
    return d.file + ":" + d.pointer + ": " + d.message;
}

}  // namespace engine
