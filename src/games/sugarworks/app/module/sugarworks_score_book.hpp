// Sugarworks' score book as the shell holds a book of a game's own
// (shell::OwnScoreBook): every solo and co-operative run filed as it ends
// (once: a game played on from one already filed is not filed again), and the
// book's screen with each way to play's best runs and their deals to play again.
#pragma once

#include "shell/module/game_module.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::app {

// `catalog` outlives the book.
shell::OwnScoreBook sugarworks_score_book(const Catalog& catalog);

}  // namespace sugarworks::app
