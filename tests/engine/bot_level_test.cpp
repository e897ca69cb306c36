// The computer's levels are named alike in both games: saves, settings and command
// lines write the same ids, and a word that is not a level is named with the ones
// that are.
#include <catch2/catch.hpp>

#include "engine/bot_level.hpp"

using engine::BotLevel;

TEST_CASE("Each level reads back from its id", "[engine][bot_level]") {
    for (BotLevel level : {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
        CHECK(engine::parse_level(engine::level_id(level)) == level);
    CHECK(engine::level_id(BotLevel::Medium) == "medium");
    CHECK(engine::level_words(BotLevel::Hard) == "Hard");
    CHECK_FALSE(engine::parse_level("Hard"));
    CHECK_FALSE(engine::parse_level(""));
    CHECK_FALSE(engine::parse_level("human"));
}

TEST_CASE("A word that is not a level is named with the levels", "[engine][bot_level]") {
    CHECK(engine::unknown_level_message("genius") ==
          "unknown level \"genius\" (expected random, easy, medium or hard)");
}

TEST_CASE("A list of levels reads word by word, or names its first bad word",
          "[engine][bot_level]") {
    const engine::LevelList two = engine::parse_level_list("hard, medium");
    CHECK(two.error.empty());
    CHECK(two.levels == std::vector<BotLevel>{BotLevel::Hard, BotLevel::Medium});
    CHECK(engine::parse_level_list("easy,random,easy,").levels ==
          std::vector<BotLevel>{BotLevel::Easy, BotLevel::Random, BotLevel::Easy});
    const engine::LevelList bad = engine::parse_level_list("easy,genius,hard");
    CHECK(bad.levels.empty());
    CHECK(bad.error == "unknown level \"genius\" (expected random, easy, medium or hard)");
}

TEST_CASE("A seat is a person's or a level's", "[engine][bot_level]") {
    for (std::string_view player : engine::kSeatPlayers)
        CHECK(engine::is_seat_player(player));
    CHECK_FALSE(engine::is_seat_player("robot"));
    CHECK(engine::unknown_seat_player_message("robot") ==
          "unknown player \"robot\" (expected human, random, easy, medium or hard)");
}
