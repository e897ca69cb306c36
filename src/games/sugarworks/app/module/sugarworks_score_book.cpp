#include "module/sugarworks_score_book.hpp"

#include <cstdio>
#include <memory>
#include <string>

#include "module/sugarworks_module.hpp"
#include "module/sugarworks_table.hpp"
#include "setup/score_book.hpp"
#include "setup/score_summary.hpp"
#include "sugarworks/state_io.hpp"
#include "ui/score_book_screen.hpp"

namespace sugarworks::app {
namespace {

// The run a finished table's game is, for the book.
ScoreRun run_of(const Table& t, const ScoreSheet& sheet, bool driven) {
    ScoreRun run;
    run.scenario = t.game().scenario().id;
    for (const Toggle toggle : kAllToggles) {
        if (t.game().options().toggles.has(toggle))
            run.toggles.emplace_back(toggle_id(toggle));
    }
    run.players = t.game().options().players;
    run.score = sheet.players.front().total;
    run.rating = sheet.rating;
    run.seed = t.match().seed();
    run.date = today();
    for (int i = 0; i < t.seat_count(); ++i) {
        run.hints += t.hints(i);
        run.computers += t.is_computer(i) ? 1 : 0;
    }
    run.autoplay = driven;
    const auto& states = t.match().states();
    for (std::size_t i = 1; i < states.size(); ++i)
        run.states.push_back(static_cast<std::uint32_t>(state_hash(states[i])));
    return run;
}

std::string record(const shell::GameInPlay& game, const std::filesystem::path& file,
                   std::size_t opened_at, bool driven) {
    const auto* table = dynamic_cast<const SugarworksTable*>(&game);
    return table ? record_finished_game(table->model().table(), file, opened_at, driven) : "";
}

// The deal of `run` again: its mode, advanced rules, as many players, its seed.
shell::NewGameSetup deal_of(const ScoreRun& run) {
    shell::NewGameSetup setup;
    setup.seed = run.seed;
    setup.options[kModeOption] = run.scenario;
    for (const std::string& toggle : run.toggles)
        setup.options[toggle] = shell::FormOption::kOn;
    for (int i = 0; i < run.players; ++i)
        setup.seats.push_back({"", "person", -1});
    return setup;
}

}  // namespace

std::string record_finished_game(const Table& t, const std::filesystem::path& file,
                                 std::size_t opened_at, bool autoplay) {
    // Only a game played for a score against the factory goes in the book.
    if (!t.state().over() || !scored_against_the_factory(t.game()))
        return "";
    const ScoreSheet sheet = t.score();
    if (sheet.players.empty())
        return "";
    const RecordResult written = record_run(file, run_of(t, sheet, autoplay), opened_at);
    if (!written.problem.empty()) {
        std::fprintf(stderr, "sugarworks: score book: %s\n", written.problem.c_str());
        return "The score could not be written in the score book: " + written.problem;
    }
    if (written.already) {
        return "This game went into the score book when it first ended (" +
               points_words(written.already->score) + ", " + written.already->date +
               "); a game played on from it is not written again.";
    }
    return written.kept_aside.empty() ? "Written in the score book."
                                      : "Written in the score book. " + written.kept_aside;
}

shell::OwnScoreBook sugarworks_score_book(const Catalog& catalog) {
    // The book as read when its screen opened, and what went wrong reading it.
    struct Read {
        ScoreBook book;
        std::string note;
    };
    auto read = std::make_shared<Read>();
    shell::OwnScoreBook out;
    out.record = record;
    out.draw = [&catalog, read](shell::TableUi& ui, const std::filesystem::path& file,
                                bool opened) {
        if (opened) {
            const ScoreBookLoad loaded = load_score_book(file);
            read->book = loaded.book;
            read->note = loaded.error.empty()
                             ? ""
                             : "The score book does not read; it is kept as it is and a new one "
                               "begins with your next run:\n" +
                                   loaded.error;
        }
        const ScoreBookIntents want = draw_score_book_screen(catalog, read->book, ui.fonts(),
                                                             ui.ui_scale(), ui.marks(), read->note);
        shell::OwnScoreBook::Pressed pressed;
        pressed.back = want.back;
        if (want.play_again)
            pressed.play_again = deal_of(*want.play_again);
        return pressed;
    };
    return out;
}

}  // namespace sugarworks::app
