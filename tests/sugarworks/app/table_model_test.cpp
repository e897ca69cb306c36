// The table's play through the intents a person's clicks and keys give: what
// each frame may show (privacy at the moments everyone watches), the staging
// of what cannot be taken back, and the take-back until the next player takes
// the computer.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/visibility.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

TablePrefs prefs_with(bool confirm_final) {
    TablePrefs prefs;
    prefs.confirm_final = confirm_final;
    return prefs;
}

TableModel model_for(const std::string& scenario, int players, std::uint64_t seed,
                     ToggleSet toggles = {}, bool confirm_final = true) {
    const Scenario* s = testkit::catalog().scenario(scenario);
    REQUIRE(s);
    std::vector<Seat> seats;
    const char* names[] = {"Alex", "Blake", "Casey", "Drew"};
    for (int i = 0; i < players; ++i)
        seats.push_back({names[i], i, std::nullopt});
    Table table(testkit::catalog(), GameOptions::for_scenario(*s, players, toggles), seed, seats);
    return TableModel(std::move(table), prefs_with(confirm_final));
}

TableIntents act(const Action& a) {
    TableIntents want;
    want.act = a;
    return want;
}
TableIntents only(bool TableIntents::*flag) {
    TableIntents want;
    want.*flag = true;
    return want;
}

// The seat named on the cover takes the computer and reads their recap.
void take_computer(TableModel& m) {
    m.handle(only(&TableIntents::lift_cover));
    if (m.phase() == TablePhase::Recap)
        m.handle(only(&TableIntents::recap_read));
}

std::size_t actions(const TableModel& m) {
    return m.table().match().actions().size();
}

// What a person does next, as --autoplay does: lift the cover, read the recap,
// confirm what is staged, or click a legal action (`pick` chooses which).
template <typename Pick>
void play_one(TableModel& m, Pick pick) {
    switch (m.phase()) {
        case TablePhase::Cover:
            m.handle(only(&TableIntents::lift_cover));
            return;
        case TablePhase::Recap:
            m.handle(only(&TableIntents::recap_read));
            return;
        case TablePhase::Over:
            return;
        case TablePhase::Table:
            break;
    }
    const TableFrame f = m.frame();
    if (f.movement.active || (m.shared() && f.legal.empty())) {
        m.update(0.5);  // the conveyors, or the die's outcome, shown to everyone
        return;
    }
    if (f.staged) {
        m.handle(only(&TableIntents::confirm));
        return;
    }
    REQUIRE_FALSE(f.legal.empty());
    m.handle(act(pick(f.legal)));
}

// Every frame of a game: no hand at the moments everyone watches, and no card
// the viewer may not see.
void check_frame(const TableModel& m) {
    const TableFrame f = m.frame();
    const GameState& s = m.table().state();
    if (m.shared()) {
        CHECK(f.view.viewer == kTableViewer);
        CHECK(f.view.my_tiles.empty());
        CHECK(f.view.my_orders.empty());
    }
    if (m.phase() != TablePhase::Table)
        CHECK(m.viewer() == kTableViewer);
    for (int p = 0; p < s.player_count; ++p) {
        f.view.my_orders.for_each([&](int card) {
            if (s.players[static_cast<size_t>(p)].orders.contains(card))
                CHECK(sees_order(m.table().game(), s, f.view.viewer, p, card));
        });
        f.view.players[static_cast<size_t>(p)].facing_away.for_each(
            [&](int) { CHECK(sees_facing_away(f.view.viewer, p)); });
    }
}

}  // namespace

TEST_CASE("while the conveyors run no hand is shown, and the cover comes up after them",
          "[app][model]") {
    struct Case {
        std::string scenario;
        int players;
    };
    // First Shift rolls no die: the cover must come straight after the conveyors.
    for (const Case& c : {Case{"third_shift", 2}, Case{"third_shift", 4}, Case{"first_shift", 2},
                          Case{"first_shift", 3}}) {
        const int players = c.players;
        INFO(c.scenario << " for " << players);
        TableModel m = model_for(c.scenario, players, 40 + static_cast<std::uint64_t>(players));
        Rng rng(7);
        int movements = 0;
        int covers_for_last = 0;
        for (int step = 0; step < 3000 && m.phase() != TablePhase::Over; ++step) {
            check_frame(m);
            const int acting = m.table().state().current;
            const bool was_moving = m.frame().movement.active;
            play_one(m, [&](const std::vector<Action>& legal) {
                return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            });
            if (!was_moving && m.frame().movement.active) {
                ++movements;
                // The whole table watches: the last player's hand is gone from the frame.
                CHECK(m.shared());
                CHECK(m.viewer() == kTableViewer);
                CHECK(m.frame().view.my_tiles.empty());
                CHECK(m.frame().legal.empty());
            }
            if (was_moving && !m.frame().movement.active && m.phase() != TablePhase::Over) {
                // After it: the die with everyone watching, then the cover, whoever acts.
                if (m.table().state().step == Step::Roll) {
                    CHECK(m.viewer() == kTableViewer);
                    m.handle(act(Action::roll()));
                    if (m.frame().staged)
                        m.handle(only(&TableIntents::confirm));
                    // What the die made is shown to everyone for a moment.
                    CHECK(m.shared());
                    CHECK(m.phase() == TablePhase::Table);
                    CHECK(m.frame().legal.empty());
                    m.update(2.0);
                }
                CHECK(m.phase() == TablePhase::Cover);
                covers_for_last += m.table().state().current == acting;
            }
        }
        CHECK(movements >= 3);
        if (c.scenario == "first_shift" || players == 4)
            CHECK(covers_for_last > 0);  // the cover came up for the player who acted last
    }
}

TEST_CASE("what cannot be taken back is staged, and sent on a second click or Enter",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 9);
    take_computer(m);
    REQUIRE(m.phase() == TablePhase::Table);
    REQUIRE(m.table().state().step == Step::OrderAction);
    const Action draw = Action::draw_order();
    REQUIRE_FALSE(can_be_undone(m.table().game(), m.table().state(), draw));

    m.handle(act(draw));
    CHECK(actions(m) == 0);
    REQUIRE(m.frame().staged == draw);
    m.handle(only(&TableIntents::cancel));  // Esc
    CHECK_FALSE(m.frame().staged);
    CHECK(actions(m) == 0);

    m.handle(act(draw));
    REQUIRE(m.frame().staged);
    m.handle(act(Action::take_order(m.table().state().market[0])));  // a click elsewhere
    CHECK_FALSE(m.frame().staged);
    CHECK(actions(m) == 0);

    m.handle(act(draw));
    m.handle(act(draw));  // the second click
    CHECK(actions(m) == 1);

    // A tile played draws another: staged too, with its preview.
    REQUIRE(m.table().state().step == Step::FactoryAction);
    Action tile{};
    for (const Action& a : m.table().legal()) {
        if (a.kind == ActionKind::PlayTile) {
            tile = a;
            break;
        }
    }
    REQUIRE(tile.kind == ActionKind::PlayTile);
    m.handle(act(tile));
    REQUIRE(m.frame().staged == tile);
    CHECK(m.frame().preview_of == tile);
    REQUIRE(m.frame().preview);
    CHECK(m.frame().preview->start.tile_at(tile.cell).tile == tile.card);
    m.handle(only(&TableIntents::confirm));  // Enter
    CHECK(actions(m) == 2);

    // Staging off: sent on the first click.
    TableModel quick = model_for("third_shift", 2, 9, {}, false);
    take_computer(quick);
    quick.handle(act(draw));
    CHECK(actions(quick) == 1);
}

TEST_CASE("the last action of a round is staged whatever its kind, and whoever plays next",
          "[app][model]") {
    for (const char* scenario : {"third_shift", "first_shift", "lucy", "cooperative"}) {
        INFO(scenario);
        TableModel m = model_for(scenario, 2, 31);
        Rng rng(31);
        // Random clicks up to the round's last factory action.
        for (int step = 0; step < 400; ++step) {
            const GameState& s = m.table().state();
            const bool last_turn = s.turns_taken + 1 == m.table().game().turns_per_round();
            if (m.phase() == TablePhase::Table && !m.frame().movement.active && last_turn &&
                s.step == Step::FactoryAction && !m.frame().staged)
                break;
            play_one(m, [&](const std::vector<Action>& legal) {
                return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            });
        }
        REQUIRE(m.table().state().step == Step::FactoryAction);
        // Every factory action open now ends the round; each is staged, and Esc
        // puts it back.
        const std::vector<Action> legal = m.table().legal();
        const std::size_t before = actions(m);
        for (const Action& a : legal) {
            INFO(describe_action(a, m.table().game()));
            m.handle(act(a));
            REQUIRE(m.frame().staged == a);
            CHECK(m.frame().confirm_heading.starts_with("Sure? This ends the"));
            m.handle(only(&TableIntents::cancel));
            CHECK(actions(m) == before);
        }
    }
}

TEST_CASE("while the conveyors run, the table counts the order the last action spent",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 31, {}, false);
    Rng rng(31);
    // Random clicks up to a round's last factory action that makes a candy.
    std::optional<Action> make;
    for (int step = 0; step < 3000 && !make; ++step) {
        const GameState& s = m.table().state();
        const bool last_turn = s.turns_taken + 1 == m.table().game().turns_per_round();
        if (m.phase() == TablePhase::Table && !m.frame().movement.active && last_turn &&
            s.step == Step::FactoryAction) {
            for (const Action& a : m.table().legal()) {
                if (a.kind == ActionKind::MakeCandy)
                    make = a;
            }
            if (make)
                break;
        }
        play_one(m, [&](const std::vector<Action>& legal) {
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        });
    }
    REQUIRE(make);
    const int actor = m.table().state().current;
    const int held = m.frame().view.players[static_cast<std::size_t>(actor)].orders_in_hand;
    m.handle(act(*make));
    REQUIRE(m.frame().movement.active);
    // The order was spent to make the candy: one fewer, from the first frame on.
    CHECK(m.frame().panels.players[static_cast<std::size_t>(actor)].orders_in_hand == held - 1);
}

TEST_CASE("the player who acted takes it back from the cover, until the next one lifts it",
          "[app][model]") {
    // A standard game: draw an order (staged, final), then a factory action that
    // reveals nothing (moving an output), which ends Alex's turn.
    TableModel m = model_for("third_shift", 2, 21);
    take_computer(m);
    m.handle(act(Action::draw_order()));
    m.handle(only(&TableIntents::confirm));
    REQUIRE(m.table().state().step == Step::FactoryAction);
    std::optional<Action> quiet;
    for (const Action& a : m.table().legal()) {
        if (can_be_undone(m.table().game(), m.table().state(), a)) {
            quiet = a;
            break;
        }
    }
    REQUIRE(quiet);
    m.handle(act(*quiet));
    REQUIRE(actions(m) == 2);  // sent on one click: it can be taken back
    REQUIRE(m.phase() == TablePhase::Cover);
    REQUIRE(m.table().state().current == 1);
    const CoverText cover = m.cover();
    CHECK(cover.name == "Blake");
    CHECK(cover.take_back == "Alex: take back my last action");

    m.handle(only(&TableIntents::undo));  // Ctrl+Z on the cover
    CHECK(actions(m) == 1);
    CHECK(m.phase() == TablePhase::Table);
    CHECK(m.viewer() == 0);  // Alex has the computer again, at his factory action
    CHECK(m.table().state().step == Step::FactoryAction);
    // The order drawn revealed a card: no further back.
    CHECK_FALSE(m.frame().can_undo);

    m.handle(act(*quiet));
    REQUIRE(m.phase() == TablePhase::Cover);
    take_computer(m);  // Blake takes the computer
    CHECK(m.cover().take_back.empty());
    CHECK_FALSE(m.frame().can_undo);
    m.handle(only(&TableIntents::undo));
    CHECK(actions(m) == 2);
}

TEST_CASE("undo never takes back another seat's action, not even a Sugarworker side chosen",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 5, [] {
        ToggleSet t;
        t.add(Toggle::Sugarworkers);
        return t;
    }());
    REQUIRE(m.table().state().step == Step::ChooseWorker);
    take_computer(m);
    m.handle(act(m.table().legal().front()));
    REQUIRE(m.table().state().current == 1);
    CHECK(m.table().match().can_undo());  // the core may: nothing hidden was revealed
    take_computer(m);                     // but Blake is at the table now
    CHECK_FALSE(m.frame().can_undo);
    m.handle(only(&TableIntents::undo));
    CHECK(actions(m) == 1);
}

TEST_CASE("a standard game played by clicks has undos that really happen", "[app][model]") {
    TableModel m = model_for("third_shift", 3, 77);
    Rng rng(11);
    int undos = 0;
    for (int step = 0; step < 4000 && m.phase() != TablePhase::Over; ++step) {
        check_frame(m);
        // Whenever a take-back is offered, take it half the time.
        const bool offered = (m.phase() == TablePhase::Cover && !m.cover().take_back.empty()) ||
                             (m.phase() == TablePhase::Table && m.frame().can_undo);
        if (offered && rng.below(2) == 0) {
            const std::size_t before = actions(m);
            m.handle(only(&TableIntents::undo));
            REQUIRE(actions(m) == before - 1);
            ++undos;
            continue;
        }
        play_one(m, [&](const std::vector<Action>& legal) {
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        });
    }
    CHECK(m.phase() == TablePhase::Over);
    CHECK(undos >= 5);
}

TEST_CASE("Hidden Orders: no frame shows a player the cards facing away from them",
          "[app][model]") {
    ToggleSet t;
    t.add(Toggle::HiddenOrders);
    TableModel m = model_for("irritating_coworkers", 3, 31, t);
    Rng rng(4);
    for (int step = 0; step < 3000 && m.phase() != TablePhase::Over; ++step) {
        check_frame(m);
        const TableFrame f = m.frame();
        if (f.view.viewer >= 0)
            CHECK(f.view.players[static_cast<size_t>(f.view.viewer)].facing_away.empty());
        play_one(m, [&](const std::vector<Action>& legal) {
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        });
    }
}

TEST_CASE("a click on the floor with nothing picked says what to pick first", "[app][model]") {
    TableModel m = model_for("first_shift", 1, 3);
    take_computer(m);
    REQUIRE(m.table().state().step == Step::FactoryAction);
    TableIntents click;
    click.floor_unpicked = true;
    click.at = {400, 300};
    m.handle(click);
    REQUIRE(m.frame().refusal);
    CHECK(m.frame().refusal->reason.find("Pick a tile in your hand first") != std::string::npos);
    CHECK(m.frame().refusal->at.x == 400);
    CHECK(actions(m) == 0);

    // At the order action the floor is not where to go yet.
    TableModel n = model_for("third_shift", 2, 9);
    take_computer(n);
    REQUIRE(n.table().state().step == Step::OrderAction);
    n.handle(click);
    REQUIRE(n.frame().refusal);
    CHECK(n.frame().refusal->reason.find("it is time for") != std::string::npos);
}

TEST_CASE("a greyed market button says why it is greyed, in the words a click on it would",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 9);
    take_computer(m);
    REQUIRE(m.table().state().step == Step::OrderAction);
    // At the order action the market is open: nothing greyed there.
    CHECK(m.frame().idle_reasons.empty());
    m.handle(act(Action::draw_order()));
    if (m.frame().staged)
        m.handle(only(&TableIntents::confirm));
    REQUIRE(m.table().state().step == Step::FactoryAction);
    // At the factory action every market button is greyed, each with its reason.
    const TableFrame f = m.frame();
    int market_cards = 0;
    for (const int card : f.view.market)
        market_cards += card != kNoCard;
    REQUIRE(market_cards > 0);
    CHECK(f.idle_reasons.size() == static_cast<std::size_t>(2 * market_cards));
    for (const auto& [action, why] : f.idle_reasons) {
        const auto refused = m.table().game().check(m.table().state(), action);
        REQUIRE(refused);
        CHECK_FALSE(why.empty());
        CHECK(why.find("Player 1") == std::string::npos);  // the seats' names
    }
}

TEST_CASE("a click on what cannot be done now shows the core's reason, and changes nothing",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 9);
    take_computer(m);
    REQUIRE(m.table().state().step == Step::OrderAction);
    // An order in hand, clicked at the order action: not a factory action yet.
    int card = -1;
    m.table().state().players[0].orders.for_each([&](int c) { card = card < 0 ? c : card; });
    REQUIRE(card >= 0);
    const CandyType candy = m.table().game().catalog().order(card).icons.front();
    const Action make = Action::make_candy(card, candy);
    const auto why = m.table().game().check(m.table().state(), make);
    REQUIRE(why);
    TableIntents click;
    click.attempt = make;
    click.at = {300, 200};
    m.handle(click);
    CHECK(actions(m) == 0);
    REQUIRE(m.frame().refusal);
    // The words the CLI prints, with the seats' names for "Player 1".
    std::string expected = why->message;
    REQUIRE(expected.find("Player 1") != std::string::npos);
    expected.replace(expected.find("Player 1"), 8, "Alex");
    CHECK(m.frame().refusal->reason == expected);
    CHECK(m.frame().refusal->at.x == 300);
    // It fades, and a click on something that can be done clears it at once.
    m.update(10);
    CHECK_FALSE(m.frame().refusal);
    m.handle(click);
    REQUIRE(m.frame().refusal);
    m.handle(act(Action::draw_order()));
    CHECK_FALSE(m.frame().refusal);

    // An attempt the rules take after all is a click like any other (staged here).
    TableModel n = model_for("third_shift", 2, 9);
    take_computer(n);
    TableIntents legal;
    legal.attempt = Action::draw_order();
    n.handle(legal);
    CHECK_FALSE(n.frame().refusal);
    CHECK(n.frame().staged == Action::draw_order());
}

TEST_CASE(
    "co-operative and solo play show the score as it would stand now, a game of rivals "
    "shows none",
    "[app][model]") {
    for (const auto& [scenario, players] :
         std::vector<std::pair<std::string, int>>{{"cooperative", 2}, {"third_shift", 1}}) {
        INFO(scenario << ", " << players << " player(s)");
        TableModel m = model_for(scenario, players, 21);
        Rng rng(5);
        bool changed = false;
        int first = 0;
        for (int step = 0; step < 300 && m.phase() != TablePhase::Over; ++step) {
            const TableFrame f = m.frame();
            REQUIRE(f.score_now);
            // The core's final scoring of the state as it is.
            const ScoreSheet sheet = score(m.table().game(), m.table().state());
            CHECK(f.score_now->total == sheet.players.front().total);
            CHECK(f.score_now->rating == sheet.rating);
            if (step == 0)
                first = f.score_now->total;
            changed = changed || f.score_now->total != first;
            play_one(m, [&](const std::vector<Action>& legal) {
                return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            });
        }
        CHECK(changed);
    }
    TableModel rivals = model_for("third_shift", 2, 21);
    CHECK_FALSE(rivals.frame().score_now);
}

TEST_CASE("the table asks for one sound per moment it shows, and none for a skipped movement",
          "[app][model][sound]") {
    for (const bool skip : {false, true}) {
        INFO((skip ? "skipping" : "watching") << " every movement");
        TableModel m = model_for("third_shift", 2, 5);
        Rng rng(3);
        std::vector<Cue> heard;
        for (int step = 0; step < 3000 && m.phase() != TablePhase::Over; ++step) {
            if (skip && m.frame().movement.active) {
                TableIntents want;
                want.movement.skip = true;
                m.handle(want);
            } else {
                play_one(m, [&](const std::vector<Action>& legal) {
                    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                });
            }
            const std::vector<Cue> now = m.take_sounds();
            heard.insert(heard.end(), now.begin(), now.end());
        }
        REQUIRE(m.phase() == TablePhase::Over);
        // What the log says happened, as sounds: every die, every tile laid, and,
        // when the movements were watched, every Bonk!, eating, delivery and loss.
        std::vector<Cue> expected;
        bool moving = false;
        for (const LogEntry& entry : m.table().log()) {
            const GameEvent& e = entry.what;
            if (entry.action < 0)
                continue;  // the set-up, before anyone sat down
            if (e.kind == GameEventKind::MovementStarted)
                moving = true;
            else if (e.kind == GameEventKind::MovementEnded)
                moving = false;
            else if (e.kind == GameEventKind::DieRolled)
                expected.push_back(Cue::DieRolled);
            else if (e.kind == GameEventKind::Floor && (!moving || !skip))
                if (const auto cue = cue_of(e.floor))
                    expected.push_back(*cue);
        }
        const auto bonks = std::count(heard.begin(), heard.end(), Cue::Bonk);
        if (skip)
            CHECK(bonks == 0);
        else
            CHECK(bonks > 0);
        CHECK(heard == expected);
    }
}

TEST_CASE("an order taken after your first turn is marked new until your turn ends",
          "[app][model]") {
    TableModel m = model_for("third_shift", 2, 9);
    Rng rng(5);
    int marked = 0;
    for (int step = 0; step < 3000 && m.phase() != TablePhase::Over; ++step) {
        const int v = m.viewer();
        play_one(m, [&](const std::vector<Action>& legal) {
            return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        });
        const TableFrame f = m.frame();
        // Never a card the hand does not hold.
        f.new_orders.for_each([&](int card) { CHECK(f.view.my_orders.contains(card)); });
        const auto& actions = m.table().match().actions();
        if (actions.empty() || v < 0 || m.viewer() != v)
            continue;
        const Action& last = actions.back();
        if (m.table().match().actor(actions.size() - 1) != v)
            continue;
        if (last.kind == ActionKind::TakeOrder && f.view.my_orders.contains(last.card)) {
            // An earlier turn of v's ended when someone else acted after it.
            const Match& match = m.table().match();
            bool ended_turn = false, acted = false;
            for (std::size_t i = 0; i + 1 < actions.size(); ++i) {
                acted = acted || match.actor(i) == v;
                ended_turn = ended_turn || (acted && match.actor(i) != v);
            }
            if (ended_turn) {
                CHECK(f.new_orders.contains(last.card));
                ++marked;
            } else {
                CHECK(f.new_orders.empty());  // the first turn: nothing is news yet
            }
        }
    }
    CHECK(marked >= 3);
}
