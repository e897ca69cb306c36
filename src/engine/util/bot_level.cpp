#include "engine/bot_level.hpp"

#include <algorithm>

namespace engine {

std::string unknown_level_message(std::string_view id) {
    return "unknown level \"" + std::string(id) + "\" (expected " + ids_in_words(kBotLevelIds) +
           ")";
}

std::string unknown_seat_player_message(std::string_view id) {
    return "unknown player \"" + std::string(id) + "\" (expected " + ids_in_words(kSeatPlayers) +
           ")";
}

LevelList parse_level_list(std::string_view text) {
    LevelList out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string_view word = text.substr(start, comma - start);
        while (!word.empty() && word.front() == ' ')
            word.remove_prefix(1);
        while (!word.empty() && word.back() == ' ')
            word.remove_suffix(1);
        start = comma + 1;
        if (word.empty())
            continue;
        const auto level = parse_level(word);
        if (!level) {
            out.levels.clear();
            out.error = unknown_level_message(word);
            return out;
        }
        out.levels.push_back(*level);
    }
    return out;
}

}  // namespace engine
