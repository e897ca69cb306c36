// A number of things in the game's words: "1 point", "14 points", "1 order".
// Every count a game or its screens show goes through here, so none reads
// "1 points".
#pragma once

#include <string>
#include <string_view>

namespace engine {

// `count` and the word for one (`one`) or for any other number (`many`): 1 and -1
// take the singular ("-1 point"), 0 and the rest the plural ("0 orders").
inline std::string count_words(long long count, std::string_view one, std::string_view many) {
    return std::to_string(count) + " " + std::string(count == 1 || count == -1 ? one : many);
}

}  // namespace engine
