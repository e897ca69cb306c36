#include "setup/score_summary.hpp"

#include <cstddef>

#include "sugarworks/game_text.hpp"

namespace sugarworks::app {

std::string winners_line(const ScoreSheet& sheet, std::span<const std::string> names) {
    if (sheet.cooperative) {
        const int total = sheet.players.empty() ? 0 : sheet.players.front().total;
        std::string line = "The team scores " + std::to_string(total);
        if (!sheet.rating.empty())
            line += ": " + sheet.rating;
        return line;
    }
    if (sheet.winners.empty())
        return {};
    const int winner = sheet.winners.front();
    const int total = winner >= 0 && static_cast<std::size_t>(winner) < sheet.players.size()
                          ? sheet.players[static_cast<std::size_t>(winner)].total
                          : 0;
    const std::string with = " with " + points_words(total);
    if (sheet.winners.size() == 1)
        return player_label(winner, names) + " wins" + with;

    std::string who;
    for (std::size_t i = 0; i < sheet.winners.size(); ++i) {
        if (i > 0)
            who += i + 1 == sheet.winners.size() ? " and " : ", ";
        who += player_label(sheet.winners[i], names);
    }
    return who + " share the win" + with;
}

}  // namespace sugarworks::app
