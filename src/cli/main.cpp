// sugarworks-cli: headless tools on the rules core.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"
#include "sugarworks/data_location.hpp"

int main(int argc, char** argv) {
    CLI::App app{"Sugarworks command-line tools: data validation, movement scenarios."};
    app.set_version_flag("--version", std::string("sugarworks-cli ") + SUGARWORKS_VERSION);
    app.require_subcommand(1);

    std::string data_dir = sugarworks::default_data_dir().string();

    auto* validate =
        app.add_subcommand("validate-data", "Check every data file and print every error found");
    std::string validate_dir = data_dir;
    validate->add_option("DIR", validate_dir, "The data folder")->capture_default_str();

    auto* movement =
        app.add_subcommand("movement", "Resolve one candy movement phase of a scenario file");
    std::string scenario;
    bool as_json = false;
    movement->add_option("SCENARIO", scenario, "A movement scenario (JSON; see docs/data.md)")
        ->required();
    movement->add_option("--data", data_dir, "The data folder")->capture_default_str();
    movement->add_flag("--json", as_json, "Print the result as JSON");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // CLI11 reports an unknown command as "A subcommand is required": name it instead.
        const bool unknown_command =
            argc > 1 && argv[1][0] != '-' &&
            app.get_subcommands([&](CLI::App* sub) { return sub->check_name(argv[1]); }).empty();
        if (unknown_command && e.get_name() == "RequiredError") {
            std::cerr << "unknown command \"" << argv[1]
                      << "\" (the commands are validate-data and movement; see --help)\n";
            return e.get_exit_code();
        }
        return app.exit(e);
    }

    try {
        if (validate->parsed())
            return sugarworks::cli::validate_data_command(validate_dir);
        if (movement->parsed())
            return sugarworks::cli::movement_command(data_dir, scenario, as_json);
    } catch (const std::exception& e) {
        // Bad input is reported by the commands themselves; this is a last resort.
        std::cerr << "sugarworks-cli: internal error: " << e.what() << "\n";
        return 3;
    }
    return 2;
}
