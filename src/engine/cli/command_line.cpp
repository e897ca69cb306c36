#include "engine/cli/command_line.hpp"

#include <charconv>
#include <cstdint>
#include <iostream>

namespace engine::cli {

void set_up(CLI::App& app, std::string_view program, std::string_view version) {
    app.set_version_flag("--version", std::string(program) + " " + std::string(version));
    app.require_subcommand(1);
}

std::optional<int> parse(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // CLI11 reports an unknown command as "A subcommand is required": name it instead.
        const bool unknown_command =
            argc > 1 && argv[1][0] != '-' &&
            app.get_subcommands([&](CLI::App* sub) { return sub->check_name(argv[1]); }).empty();
        if (unknown_command && e.get_name() == "RequiredError") {
            const std::vector<CLI::App*> commands =
                app.get_subcommands([](CLI::App*) { return true; });
            std::string names;
            for (std::size_t i = 0; i < commands.size(); ++i) {
                if (i > 0)
                    names += i + 1 == commands.size() ? " and " : ", ";
                names += commands[i]->get_name();
            }
            std::cerr << "unknown command \"" << argv[1] << "\" (the commands are " << names
                      << "; see --help)\n";
            return e.get_exit_code();
        }
        return app.exit(e);
    }
    return std::nullopt;
}

CLI::Validator seed_number() {
    return CLI::Validator(
        [](std::string& text) {
            std::uint64_t value = 0;
            const char* end = text.data() + text.size();
            const auto [at, error] = std::from_chars(text.data(), end, value);
            return error == std::errc() && at == end && !text.empty()
                       ? std::string()
                       : "the seed is a whole number from 0 to 18446744073709551615 (got \"" +
                             text + "\")";
        },
        "UINT");
}

}  // namespace engine::cli
