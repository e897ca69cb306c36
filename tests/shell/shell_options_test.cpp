// The command line every program on the shell takes.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "shell/app/shell_options.hpp"

namespace {

shell::ParsedShellOptions parse(std::vector<std::string> args) {
    args.insert(args.begin(), "pebbles");
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    return shell::parse_shell_options("pebbles", "Pebbles", static_cast<int>(argv.size()),
                                      argv.data());
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
        CHECK(p.exit_code != 0);
    }
}

TEST_CASE("the version flag names the program and the house's version", "[shell][options]") {
    const auto p = parse({"--version"});
    CHECK_FALSE(p.options);
    CHECK(p.exit_code == 0);
}
