#include "engine/cli/command_output.hpp"

#include <exception>
#include <iostream>
#include <utility>

namespace engine::cli {

int run(std::string_view program, const std::function<int()>& command) {
    try {
        return command();
    } catch (const std::exception& e) {
        std::cerr << program << ": internal error: " << e.what() << "\n";
        return kInternalError;
    }
}

void print_errors(const Diagnostics& errors) {
    for (const Diagnostic& d : errors)
        std::cerr << format_diagnostic(d) << "\n";
}

std::optional<std::vector<BotLevel>> levels_or_say_why(std::string_view text,
                                                       std::string_view command) {
    LevelList list = parse_level_list(text);
    if (!list.error.empty()) {
        std::cerr << command << ": " << list.error << "\n";
        return std::nullopt;
    }
    return std::move(list.levels);
}

}  // namespace engine::cli
