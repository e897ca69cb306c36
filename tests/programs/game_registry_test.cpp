// The registry as the sparks program hands it to the shell: every game known,
// Sparks' own saves read with its content, a save of the other game named for
// what it is.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "engine/save_header.hpp"
#include "game_registry.hpp"
#include "support/sparks_content.hpp"
#include "table/sparks_module.hpp"

namespace fs = std::filesystem;

TEST_CASE("The sparks program's save readers know both games and read Sparks' own", "[table]") {
    const shell::GameModule module =
        sparks::table::sparks_module(sparks::testing::shipped_content());
    const auto known = game_registry::save_readers_for(module.saves);
    REQUIRE(known.size() == 2);
    CHECK(known[0].game == "sugarworks");
    CHECK(known[1].game == "sparks");

    const fs::path folder = fs::temp_directory_path() / "sparks_registry_test";
    fs::remove_all(folder);
    fs::create_directories(folder);
    auto game = module.new_game({.seed = 4, .seats = {{"Ada", "person"}, {"", "easy"}}});
    std::ofstream(folder / "sparks.json") << game->save_text();
    std::ofstream(folder / "other.json") << R"({"schema": "sugarworks.save/2", "actions": []})";

    const auto ours = engine::save::list_save(folder / "sparks.json", "sparks", known);
    CHECK(ours.problem.empty());
    REQUIRE(ours.header);
    CHECK(ours.header->seats.front() == engine::save::SeatHeader{"Ada", "person"});
    const auto theirs = engine::save::list_save(folder / "other.json", "sparks", known);
    CHECK_FALSE(theirs.header);
    CHECK(theirs.problem == "a Sugarworks save: open it with sugarworks");
    fs::remove_all(folder);
}

TEST_CASE("A game the registry does not list still reads its own saves", "[table]") {
    engine::save::GameSaves pebbles{"pebbles", "Pebbles", 1, {}};
    const auto known = game_registry::save_readers_for(pebbles);
    REQUIRE(known.size() == 3);
    CHECK(known.back().game == "pebbles");
}
