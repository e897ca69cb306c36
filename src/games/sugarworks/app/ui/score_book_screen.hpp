// The Score book screen: the best solo and co-operative runs of each way to
// play, each with "Play this deal again" (the same scenario, players, toggles
// and seed).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "setup/score_book.hpp"
#include "shell/platform/fonts.hpp"
#include "sugarworks/catalog.hpp"
#include "ui/marks.hpp"

namespace sugarworks::app {

struct ScoreBookIntents {
    std::optional<ScoreRun> play_again;
    bool back = false;
};

// `note`: why the book could not be read or was begun again, or empty.
ScoreBookIntents draw_score_book_screen(const Catalog& catalog, const ScoreBook& book,
                                        const shell::Fonts& fonts, float ui_scale, Marks& marks,
                                        const std::string& note);

}  // namespace sugarworks::app
