// Sugarworks' score book as the shell holds a book of a game's own
// (shell::OwnScoreBook): every solo and co-operative run filed as it ends
// (once: a game played on from one already filed is not filed again), and the
// book's screen with each way to play's best runs and their deals to play again.
#pragma once

#include "shell/module/game_module.hpp"
#include "sugarworks/catalog.hpp"
#include "table/table.hpp"

namespace sugarworks::app {

// `catalog` outlives the book.
shell::OwnScoreBook sugarworks_score_book(const Catalog& catalog);

// Files the finished game at `t` in the book at `file` (`opened_at`: its actions
// when it was opened; `autoplay`: moves made by a test run's random presses): the
// words for the player, or nothing for a game not played for a score.
std::string record_finished_game(const Table& t, const std::filesystem::path& file,
                                 std::size_t opened_at, bool autoplay);

}  // namespace sugarworks::app
