// The command line every program on the shell takes.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "shell/app/frame_loop.hpp"
#include "shell/app/shell_options.hpp"

namespace {

shell::ParsedShellOptions parse(std::vector<std::string> args) {
    args.insert(args.begin(), "pebbles");
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    shell::GameModule game;
    game.id = "pebbles";
    game.name = "Pebbles";
    return shell::parse_shell_options(game, static_cast<int>(argv.size()), argv.data());
}

}  // namespace

TEST_CASE("the shell's options are read", "[shell][options]") {
    const auto p =
        parse({"--seed", "7", "--players", "Alex,random", "--size", "1600x900", "--ui-scale", "2"});
    REQUIRE(p.options);
    CHECK(p.options->seed == 7u);
    CHECK(p.options->players == std::vector<std::string>{"Alex", "random"});
    CHECK(p.options->width == 1600);
    CHECK(p.options->height == 900);
    CHECK(p.options->ui_scale == 2.0f);
}

TEST_CASE("a bad option stops the program with a non-zero status", "[shell][options]") {
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"--size", "big"}, {"--size", "100x100"}, {"--ui-scale", "9"}, {"--nonsense"}}) {
        INFO(args[0]);
        const auto p = parse(args);
        CHECK_FALSE(p.options);
        CHECK(p.exit_code == shell::kExitUsage);
    }
}

TEST_CASE("an option without its value is named, not what is left over", "[shell][options]") {
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"--load", "--frames", "1"}, {"--script"}, {"--seed", "-5"}}) {
        INFO(args[0]);
        const auto p = parse(args);
        CHECK_FALSE(p.options);
        CHECK(p.exit_code == shell::kExitUsage);
    }
}

TEST_CASE("the version flag names the program and the house's version", "[shell][options]") {
    const auto p = parse({"--version"});
    CHECK_FALSE(p.options);
    CHECK(p.exit_code == 0);
}

namespace {

// A game of 1 to 4 seats with two computer levels and a mode and rules of its own.
shell::GameModule game_of_choices() {
    shell::GameModule game;
    game.id = "pebbles";
    game.name = "Pebbles";
    game.min_players = 1;
    game.max_players = 4;
    game.computer_levels = {"random", "hard"};
    game.command_line = {{.flag = "--mode", .help = "the mode", .option = "mode"},
                         {.flag = "--toggle", .help = "a rule", .each_value_an_option = true}};
    return game;
}

shell::ParsedShellOptions parse_for(const shell::GameModule& game, std::vector<std::string> args) {
    args.insert(args.begin(), game.id);
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    return shell::parse_shell_options(game, static_cast<int>(argv.size()), argv.data());
}

}  // namespace

TEST_CASE("a game's own options on the command line are the new game's options",
          "[shell][options]") {
    const shell::GameModule game = game_of_choices();
    const auto p = parse_for(game, {"--players", "Alex", "--mode", "classic", "--toggle", "side_b",
                                    "--toggle", "sugarworkers"});
    REQUIRE(p.options);
    std::string error;
    const shell::NewGameSetup setup = shell::setup_from_command_line(game, *p.options, 5, error);
    CHECK(error.empty());
    CHECK(setup.options == std::map<std::string, std::string>{
                               {"mode", "classic"}, {"side_b", "on"}, {"sugarworkers", "on"}});
    CHECK_FALSE(parse_for(game, {"--mode"}).options);  // its value is missing
}

TEST_CASE("the seats of --players: people, computers by level, computers by name and level",
          "[shell][options]") {
    const shell::GameModule game = game_of_choices();
    std::string error;
    const auto seats_of = [&](const std::string& players) {
        const auto p = parse_for(game, {"--players", players});
        REQUIRE(p.options);
        error.clear();
        return shell::setup_from_command_line(game, *p.options, 1, error).seats;
    };
    CHECK(seats_of("Alex,Blake:hard,random") == std::vector<shell::SeatSetup>{{"Alex", "person"},
                                                                              {"Blake", "hard"},
                                                                              {"Casey", "random"}});
    CHECK(error.empty());
    // A colon before no level of the game's is part of a person's name.
    CHECK(seats_of("Dr: Who") == std::vector<shell::SeatSetup>{{"Dr: Who", "person"}});
    // A number: that many people, named as the form names them.
    CHECK(seats_of("3") == std::vector<shell::SeatSetup>{
                               {"Alex", "person"}, {"Blake", "person"}, {"Casey", "person"}});
    CHECK(seats_of("5").empty());
    CHECK(error.find("1 to 4 players, not 5") != std::string::npos);
}
