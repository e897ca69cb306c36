// The computer player's levels, as every game offers them: their ids (as saves,
// settings and command lines write them), their words (as a table shows them) and
// who may sit in a seat of a save. Each game's bots decide what a level plays like.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/id_table.hpp"

namespace engine {

enum class BotLevel : std::uint8_t { Random, Easy, Medium, Hard };

inline constexpr std::array<std::string_view, 4> kBotLevelIds = {"random", "easy", "medium",
                                                                 "hard"};
inline constexpr std::array<std::string_view, 4> kBotLevelWords = {"Random", "Easy", "Medium",
                                                                   "Hard"};
static_assert(all_named(kBotLevelIds) &&
              kBotLevelIds.size() == static_cast<std::size_t>(BotLevel::Hard) + 1);

// Who sits in a seat, as a save writes it: a person, or the computer at a level.
inline constexpr std::array<std::string_view, 5> kSeatPlayers = {"human", "random", "easy",
                                                                 "medium", "hard"};
constexpr bool is_seat_player(std::string_view id) {
    return id == kSeatPlayers[0] || parse_by_id<BotLevel>(id, kBotLevelIds).has_value();
}
// `unknown player "robot" (expected human, random, easy, medium or hard)`.
std::string unknown_seat_player_message(std::string_view id);

constexpr std::string_view level_id(BotLevel level) {  // "easy"
    return id_of(kBotLevelIds, level);
}
constexpr std::string_view level_words(BotLevel level) {  // "Easy"
    return id_of(kBotLevelWords, level);
}
constexpr std::optional<BotLevel> parse_level(std::string_view id) {
    return parse_by_id<BotLevel>(id, kBotLevelIds);
}

// `unknown level "exper" (expected random, easy, medium or hard)`: what to say of
// a word that is not a level.
std::string unknown_level_message(std::string_view id);

// The levels of a comma-separated list ("hard, medium"; spaces around a word are
// ignored), or the message of the first word that is not a level.
struct LevelList {
    std::vector<BotLevel> levels;
    std::string error;  // empty when every word is a level
};
LevelList parse_level_list(std::string_view text);

}  // namespace engine
