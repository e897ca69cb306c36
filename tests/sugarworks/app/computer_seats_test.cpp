// Computer players at the table: they play their own turns through the model
// (thought out on a worker thread), the cover passes only between two people,
// a computer's hand is never the one on screen, saves keep who plays each
// seat, and the coach's hint stages the Hard player's choice with its reason.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "sugarworks/game_text.hpp"
#include "sugarworks/save.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
using bots::BotLevel;

namespace {

using Player = std::optional<BotLevel>;  // none: a person

TableModel model_with(const std::string& scenario, const std::vector<Player>& players,
                      std::uint64_t seed, ToggleSet toggles = {}, bool confirm_final = false) {
    const Scenario* s = testkit::catalog().scenario(scenario);
    REQUIRE(s);
    std::vector<Seat> seats;
    const char* names[] = {"Alex", "Blake", "Casey", "Drew"};
    for (std::size_t i = 0; i < players.size(); ++i)
        seats.push_back({names[i], static_cast<int>(i), players[i]});
    const int n = static_cast<int>(players.size());
    Table table(testkit::catalog(), GameOptions::for_scenario(*s, n, toggles), seed, seats);
    TablePrefs prefs;
    prefs.confirm_final = confirm_final;
    prefs.computer_pace = 0.2;
    prefs.search.hard_iterations = 200;  // the coach's budget, small for the test
    prefs.search.hard_max_seconds = 0;
    return TableModel(std::move(table), prefs);
}

std::size_t actions(const TableModel& m) {
    return m.table().match().actions().size();
}

// Lets the table run (the worker thread thinks in real time) until `done` or
// a generous bound of steps; returns whether `done` came.
template <typename Done>
bool run_until(TableModel& m, Done done, int steps = 20000) {
    for (int i = 0; i < steps; ++i) {
        if (done())
            return true;
        m.update(0.05);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return done();
}

// A person's next step, as --autoplay takes it.
void person_acts(TableModel& m, Rng& rng) {
    TableIntents want;
    switch (m.phase()) {
        case TablePhase::Cover:
            want.lift_cover = true;
            break;
        case TablePhase::Recap:
            want.recap_read = true;
            break;
        case TablePhase::Over:
            return;
        case TablePhase::Table: {
            const TableFrame f = m.frame();
            if (f.staged) {
                want.confirm = true;
            } else if (!f.legal.empty()) {
                want.act = f.legal[rng.below(static_cast<std::uint32_t>(f.legal.size()))];
            } else {
                m.update(0.05);
                return;
            }
        }
    }
    m.handle(want);
}

// Plays the game to its end: people by random clicks, computers on their own.
// `each` sees the model after every step.
template <typename Each>
void play_out(TableModel& m, std::uint64_t seed, Each each) {
    Rng rng(seed);
    for (int step = 0; step < 200000 && !m.table().state().over(); ++step) {
        const GameState& s = m.table().state();
        if (m.table().is_computer(s.current) || m.animating()) {
            m.update(0.05);
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        } else {
            person_acts(m, rng);
        }
        each(m);
    }
}

}  // namespace

TEST_CASE("one person against computers: no cover ever, and only their own hand on screen",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {std::nullopt, BotLevel::Medium, BotLevel::Easy}, 21);
    std::size_t computer_actions = 0;
    play_out(m, 21, [&](const TableModel& model) {
        CHECK(model.phase() != TablePhase::Cover);
        CHECK(model.phase() != TablePhase::Recap);
        CHECK(model.viewer() == 0);
        const TableFrame f = model.frame();
        CHECK(f.view.viewer == 0);
        if (model.table().is_computer(model.table().state().current) &&
            !model.table().state().over()) {
            CHECK(f.legal.empty());  // nothing offered to the person on a computer's turn
            CHECK(f.computer_turn);
        }
    });
    REQUIRE(m.table().state().over());
    for (std::size_t i = 0; i < actions(m); ++i)
        computer_actions += m.table().is_computer(m.table().match().actor(i)) ? 1 : 0;
    CHECK(computer_actions > 10);
    // Each computer action has its reason in the log, before its events.
    int remarks = 0;
    for (const LogEntry& e : m.table().log()) {
        if (e.remark) {
            ++remarks;
            CHECK(
                m.table().is_computer(m.table().match().actor(static_cast<std::size_t>(e.action))));
            CHECK((e.text_for(0).starts_with("Blake (Medium): ") ||
                   e.text_for(0).starts_with("Casey (Easy): ")));
        }
    }
    CHECK(remarks == static_cast<int>(computer_actions));
}

TEST_CASE("the cover passes the computer between two people only", "[app][computers]") {
    TableModel m = model_with("third_shift", {std::nullopt, BotLevel::Medium, std::nullopt}, 8);
    int covers_for_alex = 0;
    int covers_for_casey = 0;
    play_out(m, 8, [&](const TableModel& model) {
        const GameState& s = model.table().state();
        if (model.table().is_computer(s.current) && !s.over()) {
            CHECK(model.phase() != TablePhase::Cover);
            // A computer's hand is never drawn: the screen shows the table.
            CHECK(model.viewer() == kTableViewer);
        }
        if (model.phase() == TablePhase::Cover) {
            CHECK_FALSE(model.table().is_computer(s.current));
            covers_for_alex += s.current == 0 ? 1 : 0;
            covers_for_casey += s.current == 2 ? 1 : 0;
        }
    });
    CHECK(m.table().state().over());
    CHECK(covers_for_alex > 0);
    CHECK(covers_for_casey > 0);
}

TEST_CASE("a game with computers saves who plays each seat, and goes on when loaded",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {std::nullopt, BotLevel::Hard}, 4);
    Rng rng(4);
    // Alex's turn (the first player), then Blake's, thought out by the computer.
    while (!m.table().is_computer(m.table().state().current))
        person_acts(m, rng);
    const std::size_t before = actions(m);
    REQUIRE(run_until(m, [&] { return actions(m) > before; }));
    const std::string text = m.table().save();
    const LoadedGame loaded = load_save_text(text, "save.json", testkit::catalog());
    REQUIRE(loaded.match);
    REQUIRE(loaded.info.seats.size() == 2);
    CHECK(loaded.info.seats[0].player == "human");
    CHECK(loaded.info.seats[1].player == "hard");
    Table table(*loaded.match, loaded.info);
    CHECK_FALSE(table.is_computer(0));
    REQUIRE(table.is_computer(1));
    CHECK(*table.seat(1).computer == BotLevel::Hard);
    // The loaded game goes on: the computer plays its next turn by itself.
    TablePrefs prefs;
    prefs.computer_pace = 0;
    prefs.search.hard_iterations = 200;
    TableModel again(std::move(table), prefs);
    while (!again.table().is_computer(again.table().state().current) &&
           !again.table().state().over())
        person_acts(again, rng);
    const std::size_t loaded_actions = actions(again);
    CHECK(run_until(again, [&] { return actions(again) > loaded_actions; }));
}

TEST_CASE("the coach's hint stages the Hard choice with its reason, and is counted",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {std::nullopt, BotLevel::Medium}, 5);
    REQUIRE(m.frame().hints_offered);
    REQUIRE(m.frame().can_hint);
    TableIntents hint;
    hint.hint = true;
    m.handle(hint);
    CHECK(m.frame().thinking == "The coach is thinking");
    CHECK_FALSE(m.frame().can_hint);  // one question at a time
    REQUIRE(run_until(m, [&] { return !m.frame().hint.empty(); }));
    const TableFrame f = m.frame();
    REQUIRE(f.staged);
    // The staged action is the Hard player's choice for this seat and seed.
    bots::BotSettings budget;
    budget.hard_iterations = 200;
    budget.hard_max_seconds = 0;
    const bots::BotChoice hard =
        bots::decide(m.table().game(), information_from(m.table().match(), 0), BotLevel::Hard,
                     bots::decision_seed(m.table().match().seed(), 0, 0), budget);
    CHECK(*f.staged == hard.action);
    CHECK(f.hint == hard.reason);
    CHECK(f.hint.find("200 games simulated from here") != std::string::npos);
    CHECK(m.table().hints(0) == 1);
    CHECK(m.table().save().find("\"hints\": 1") != std::string::npos);
    // Enter plays it.
    TableIntents confirm;
    confirm.confirm = true;
    m.handle(confirm);
    CHECK(actions(m) == 1);
    CHECK(m.frame().hint.empty());
}

// A factory action of the person's that Undo could take back on its own (an output
// moved, a candy made from an order), or any factory action when none is.
Action undoable_factory_action(const TableModel& m) {
    const auto& legal = m.table().legal();
    for (const Action& a : legal) {
        if ((a.kind == ActionKind::Adjust || a.kind == ActionKind::MakeCandy) &&
            can_be_undone(m.table().game(), m.table().state(), a))
            return a;
    }
    REQUIRE_FALSE(legal.empty());
    return legal.front();
}

TEST_CASE("against computers, the action that ends a round or a turn waits for a second click",
          "[app][computers]") {
    // Blake (a computer) plays first; Alex's factory action is the round's last.
    TableModel m = model_with("third_shift", {BotLevel::Medium, std::nullopt}, 12, {}, true);
    Rng rng(12);
    REQUIRE(run_until(m, [&] { return m.table().state().current == 1 && !m.animating(); }));
    // Alex's order action: what it reveals is confirmed; then the factory action.
    while (m.table().state().step != Step::FactoryAction) {
        REQUIRE(m.table().state().current == 1);
        person_acts(m, rng);
    }
    const Action last = undoable_factory_action(m);
    INFO(describe_action(last, m.table().game()));
    const std::size_t before = actions(m);
    TableIntents click;
    click.act = last;
    m.handle(click);
    // Staged, though Undo alone could take it back: the conveyors would run and the
    // computer would roll the die at once.
    REQUIRE(m.frame().staged == last);
    CHECK(actions(m) == before);
    CHECK(m.frame().confirm_heading == "Sure? This ends the round.");
    CHECK(m.frame().confirm_words.find("the conveyors run at once") != std::string::npos);
    // A misclick: Esc puts it back, and nothing runs or rolls while it waits.
    TableIntents cancel;
    cancel.cancel = true;
    m.handle(cancel);
    CHECK_FALSE(m.frame().staged);
    for (int i = 0; i < 40; ++i)
        m.update(0.05);
    CHECK(actions(m) == before);
    CHECK(m.table().state().step == Step::FactoryAction);
    // Sent on the second click.
    m.handle(click);
    m.handle(click);
    CHECK(actions(m) == before + 1);
    CHECK(m.frame().movement.active);

    // Alex first and Blake (a computer) next: Alex's turn ends with a factory action
    // that Blake's move would put beyond Undo at once.
    TableModel first = model_with("third_shift", {std::nullopt, BotLevel::Medium}, 14, {}, true);
    Rng rng2(14);
    while (first.table().state().step != Step::FactoryAction)
        person_acts(first, rng2);
    const Action hand_on = undoable_factory_action(first);
    click.act = hand_on;
    const std::size_t at = actions(first);
    first.handle(click);
    REQUIRE(first.frame().staged == hand_on);
    CHECK(first.frame().confirm_heading == "Sure? This ends your turn.");
    CHECK(first.frame().confirm_words.find("Blake") != std::string::npos);
    TableIntents confirm;
    confirm.confirm = true;
    first.handle(confirm);
    CHECK(actions(first) == at + 1);
}

TEST_CASE("why a click was refused goes when the table moves on, not seconds later",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {BotLevel::Medium, std::nullopt}, 16);
    // Alex (a computer) is to play: Blake's click is refused with the reason.
    TableIntents attempt;
    attempt.attempt = Action::draw_order();
    m.handle(attempt);
    REQUIRE(m.frame().refusal);
    CHECK(m.frame().refusal->reason.find("Alex's turn") != std::string::npos);
    // The computer plays: the words spoke of a turn that is over.
    REQUIRE(run_until(m, [&] { return actions(m) > 0; }));
    CHECK_FALSE(m.frame().refusal);
    // The conveyors running, then stopping, end a refusal made while they ran.
    Rng rng(16);
    // Blake plays on; the computer thinks on its thread meanwhile.
    REQUIRE(run_until(m, [&] {
        if (!m.table().is_computer(m.table().state().current))
            person_acts(m, rng);
        return m.frame().movement.active;
    }));
    REQUIRE(m.frame().movement.active);
    m.handle(attempt);
    REQUIRE(m.frame().refusal);
    CHECK(m.frame().refusal->reason.find("conveyors are running") != std::string::npos);
    REQUIRE(run_until(m, [&] { return !m.frame().movement.active; }));
    CHECK_FALSE(m.frame().refusal);
}

TEST_CASE("a setting hides the hint, and a hint is never offered on a computer's turn",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {BotLevel::Medium, std::nullopt}, 6);
    // Seat 0, the computer, acts first.
    CHECK_FALSE(m.frame().can_hint);
    TableIntents hint;
    hint.hint = true;
    m.handle(hint);
    CHECK(m.frame().thinking != "The coach is thinking");
    REQUIRE(run_until(m, [&] { return m.table().state().current == 1 && !m.animating(); }));
    CHECK(m.frame().can_hint);
    TablePrefs prefs;
    prefs.hints = false;
    m.set_prefs(prefs);
    CHECK_FALSE(m.frame().hints_offered);
    CHECK_FALSE(m.frame().can_hint);
}

TEST_CASE("going to the menu stops a computer's search, and coming back thinks again",
          "[app][computers]") {
    TableModel m = model_with("third_shift", {BotLevel::Hard, std::nullopt}, 9);
    m.update(0.05);
    CHECK(m.frame().thinking == "Alex is thinking");
    m.hand_off();  // the menu
    CHECK(m.frame().thinking.empty());
    CHECK(actions(m) == 0);
    REQUIRE(run_until(m, [&] { return actions(m) == 1; }));
}
