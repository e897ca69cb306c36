// The table holds the match for the TableModel: its log must read as the core
// narrates each event for each seat, keep other players' draws hidden, undo
// what the core allows, and come back whole from a save.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "module/sugarworks_table.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/visibility.hpp"
#include "support/testkit.hpp"
#include "table/table.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

const std::vector<std::string> kNames = {"Alex", "Blake", "Casey", "Drew"};

std::vector<Seat> seats_for(int players) {
    std::vector<Seat> seats;
    for (int i = 0; i < players; ++i)
        seats.push_back({kNames[static_cast<size_t>(i)], i, std::nullopt});
    return seats;
}

GameOptions options_for(const std::string& scenario, int players, ToggleSet toggles = {}) {
    const Scenario* s = testkit::catalog().scenario(scenario);
    REQUIRE(s);
    return GameOptions::for_scenario(*s, players, toggles);
}

Table table_for(const std::string& scenario, int players, std::uint64_t seed,
                ToggleSet toggles = {}) {
    return Table(testkit::catalog(), options_for(scenario, players, toggles), seed,
                 seats_for(players));
}

ToggleSet toggles_of(std::initializer_list<Toggle> list) {
    ToggleSet set;
    for (Toggle t : list)
        set.add(t);
    return set;
}

// A random legal action, from a generator the test seeds.
Action pick(const Table& table, Rng& rng) {
    const std::vector<Action>& legal = table.legal();
    REQUIRE_FALSE(legal.empty());
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

// Every log entry against the core: its place in the events, and for every
// seat the core's sentence for that viewer, told on the floor the action
// left (the set-up's floor for the set-up).
void check_log(const Table& table, const std::vector<std::vector<GameEvent>>& told) {
    const Match& match = table.match();
    REQUIRE(told.size() == match.actions().size() + 1);
    size_t expected = 0;
    for (const auto& events : told)
        expected += events.size();
    REQUIRE(table.log().size() == expected);

    size_t k = 0;
    for (size_t a = 0; a < told.size(); ++a) {
        const int action = static_cast<int>(a) - 1;
        const Floor& floor = match.states()[a].floor;
        for (size_t i = 0; i < told[a].size(); ++i, ++k) {
            const LogEntry& entry = table.log()[k];
            INFO("log entry " << k << ", action " << action << ", event " << i);
            REQUIRE(entry.action == action);
            REQUIRE(entry.event == static_cast<int>(i));
            REQUIRE(entry.what == told[a][i]);
            for (int v = 0; v < kMaxPlayers; ++v) {
                const std::string& text = entry.text[static_cast<size_t>(v)];
                if (v >= table.seat_count()) {
                    CHECK(text.empty());
                    continue;
                }
                const std::string want =
                    narrate_game_event(entry.what, table.game(), floor, table.names(), v);
                if (text != want) {
                    INFO("viewer " << v);
                    CHECK(text == want);
                }
            }
            // And for the whole table, and for a spectator watching it back.
            for (const int v : {kTableViewer, kSpectatorViewer}) {
                INFO("viewer " << v);
                CHECK(entry.text_for(v) ==
                      narrate_game_event(entry.what, table.game(), floor, table.names(), v));
            }
        }
    }
}

}  // namespace

TEST_CASE("the log has one entry per event, in each seat's words", "[app][table]") {
    struct Case {
        std::string scenario;
        int players;
        ToggleSet toggles;
    };
    const std::vector<Case> cases = {
        {"third_shift", 2, {}},
        {"third_shift", 1, {}},
        {"classic", 3, {}},
        {"lucy", 2, {}},
        {"cooperative", 2, toggles_of({Toggle::Sugarworkers})},
        {"irritating_coworkers", 3,
         toggles_of({Toggle::OrderPawning, Toggle::OrderSwapping, Toggle::HiddenOrders})},
    };
    for (const Case& c : cases) {
        INFO(c.scenario << " for " << c.players);
        Table table = table_for(c.scenario, c.players, 31);
        std::vector<std::vector<GameEvent>> told = {table.match().setup_events()};
        REQUIRE_FALSE(told.front().empty());
        check_log(table, told);
        Rng rng(4242);
        for (int step = 0; step < 150 && !table.state().over(); ++step) {
            const int before = static_cast<int>(table.log().size());
            const SubmitResult r = table.submit(pick(table, rng));
            REQUIRE(r.ok);
            CHECK(r.reason.empty());
            CHECK(r.first_log == before);
            told.push_back(r.events);
        }
        check_log(table, told);
    }
}

TEST_CASE("another player's drawn card stays out of a seat's log", "[app][table]") {
    Table table = table_for("third_shift", 3, 8);
    Rng rng(99);
    for (int step = 0; step < 120 && !table.state().over(); ++step)
        REQUIRE(table.submit(pick(table, rng)).ok);

    int hidden = 0;
    int own = 0;
    for (const LogEntry& entry : table.log()) {
        const GameEvent& e = entry.what;
        if (e.kind != GameEventKind::TileDrawn && e.kind != GameEventKind::OrderDrawn)
            continue;
        const std::string full =
            narrate_game_event(e, table.game(), table.state().floor, table.names(), -1);
        // The card, as the full text names it: a tile by its kind, an order by
        // its quoted condition.
        const std::string card = e.kind == GameEventKind::TileDrawn
                                     ? table.game().catalog().kind_of_tile(e.card).name
                                     : std::string("\xE2\x80\x9C");
        REQUIRE(full.find(card) != std::string::npos);
        for (int v = 0; v < table.seat_count(); ++v) {
            const std::string& text = entry.text[static_cast<size_t>(v)];
            INFO("viewer " << v << " reads: " << text);
            CHECK(text.find(kNames[static_cast<size_t>(e.player)]) != std::string::npos);
            if (v == e.player) {
                CHECK(text == full);
                ++own;
            } else {
                CHECK(text != full);
                CHECK(text.find(card) == std::string::npos);
                ++hidden;
            }
        }
    }
    CHECK(hidden > 0);
    CHECK(own > 0);
}

TEST_CASE("undo takes back what the core allows, log and all, and redo puts it back",
          "[app][table]") {
    struct Case {
        std::string scenario;
        int players;
        ToggleSet toggles;
        std::uint64_t seed;
    };
    // Sugarworkers give order and factory actions that reveal nothing and
    // leave the turn going, so there is something to undo.
    const std::vector<Case> cases = {
        {"third_shift", 2, toggles_of({Toggle::Sugarworkers}), 3},
        {"third_shift", 3, toggles_of({Toggle::Sugarworkers}), 4},
        {"cooperative", 2, toggles_of({Toggle::Sugarworkers}), 5},
        {"classic", 2, toggles_of({Toggle::Sugarworkers}), 6},
        {"lucy", 2, toggles_of({Toggle::Sugarworkers}), 7},
        {"irritating_coworkers", 2, toggles_of({Toggle::OrderPawning, Toggle::Sugarworkers}), 8},
    };
    int undone = 0;
    int refused = 0;
    for (const Case& c : cases) {
        Table table = table_for(c.scenario, c.players, c.seed, c.toggles);
        Rng rng(c.seed + 100);
        for (int step = 0; step < 300 && !table.state().over(); ++step) {
            INFO(c.scenario << " for " << c.players << ", action " << step);
            const GameState before = table.state();
            const std::vector<LogEntry> log_before = table.log();
            const std::vector<Action> legal_before = table.legal();
            const SubmitResult r = table.submit(pick(table, rng));
            REQUIRE(r.ok);
            const bool revealed_nothing =
                sugarworks::undoable(table.match().actions().back(), r.events);
            REQUIRE(table.match().can_undo() == revealed_nothing);
            if (!revealed_nothing) {
                const GameState after = table.state();
                const size_t log_size = table.log().size();
                CHECK_FALSE(table.undo());
                CHECK(table.state() == after);
                CHECK(table.log().size() == log_size);
                ++refused;
                continue;
            }
            const GameState after = table.state();
            const std::vector<LogEntry> log_after = table.log();

            REQUIRE(table.undo());
            ++undone;
            CHECK(table.state() == before);
            CHECK(table.legal() == legal_before);
            REQUIRE(table.log().size() == log_before.size());
            for (size_t i = 0; i < log_before.size(); ++i) {
                CHECK(table.log()[i].what == log_before[i].what);
                CHECK(table.log()[i].text == log_before[i].text);
            }
            REQUIRE(table.can_redo());

            const SubmitResult again = table.redo();
            REQUIRE(again.ok);
            CHECK(again.events == r.events);
            CHECK(again.first_log == r.first_log);
            CHECK(table.state() == after);
            CHECK_FALSE(table.can_redo());
            REQUIRE(table.log().size() == log_after.size());
            for (size_t i = 0; i < log_after.size(); ++i) {
                CHECK(table.log()[i].action == log_after[i].action);
                CHECK(table.log()[i].text == log_after[i].text);
            }
        }
    }
    CHECK(undone > 0);
    CHECK(refused > 0);
}

TEST_CASE("undo is refused right after set-up and with nothing done", "[app][table]") {
    Table table = table_for("third_shift", 2, 1);
    CHECK_FALSE(table.match().can_undo());
    CHECK_FALSE(table.undo());
    CHECK_FALSE(table.can_redo());
    const SubmitResult r = table.redo();
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.reason.empty());
}

TEST_CASE("a recap tells what happened since the seat last looked, without each candy's steps",
          "[app][table]") {
    Table table = table_for("third_shift", 2, 12);
    Rng rng(5);
    for (int step = 0; step < 5; ++step)
        REQUIRE(table.submit(pick(table, rng)).ok);
    table.mark_seen(0);
    CHECK(table.recap(0).empty());
    const size_t mark = table.log().size();

    size_t last = 0;
    bool grew = false;
    int moves = 0;
    for (int step = 0; step < 60 && !table.state().over(); ++step) {
        REQUIRE(table.submit(pick(table, rng)).ok);
        const std::vector<std::string> lines = table.recap(0);
        CHECK(lines.size() >= last);
        grew = grew || lines.size() > last;
        last = lines.size();
    }
    REQUIRE(grew);

    // Every recap line is seat 0's text of an entry after the mark, in order,
    // and none is a candy's activation, step or Bonk!.
    const std::vector<std::string> lines = table.recap(0);
    size_t at = mark;
    for (const std::string& line : lines) {
        while (at < table.log().size() && table.log()[at].text[0] != line)
            ++at;
        REQUIRE(at < table.log().size());
        const GameEvent& e = table.log()[at].what;
        if (e.kind == GameEventKind::Floor) {
            CHECK(e.floor.kind != EventKind::Activate);
            CHECK(e.floor.kind != EventKind::Move);
            CHECK(e.floor.kind != EventKind::Bonk);
        }
        ++at;
    }
    for (size_t i = mark; i < table.log().size(); ++i) {
        const GameEvent& e = table.log()[i].what;
        if (e.kind != GameEventKind::Floor ||
            (e.floor.kind != EventKind::Move && e.floor.kind != EventKind::Activate))
            continue;
        ++moves;
        CHECK(std::find(lines.begin(), lines.end(), table.log()[i].text[0]) == lines.end());
    }
    CHECK(moves > 0);  // the conveyors ran, so there were steps to leave out

    // The other seat has not looked since the start: its recap is longer.
    CHECK(table.recap(1).size() > lines.size());
    table.mark_seen(0);
    CHECK(table.recap(0).empty());
}

TEST_CASE("hands are public only when nobody at the table keeps a secret", "[app][table]") {
    const auto open = [](const std::string& scenario, int players) {
        return hands_public(table_for(scenario, players, 1).game());
    };
    CHECK(open("third_shift", 1));
    CHECK(open("first_shift", 1));
    CHECK(open("cooperative", 3));
    CHECK(open("cooperative", 1));
    CHECK_FALSE(open("third_shift", 2));
    CHECK_FALSE(open("classic", 4));
}

TEST_CASE("an illegal action is refused with a reason and changes nothing", "[app][table]") {
    Table table = table_for("third_shift", 2, 17);
    Rng rng(3);
    for (int step = 0; step < 3; ++step)
        REQUIRE(table.submit(pick(table, rng)).ok);

    std::vector<Action> illegal = {Action::roll(), Action::keep_order(0), Action::adjust(0, 0)};
    // A tile nobody holds.
    for (int tile = 0; tile < table.game().catalog().tile_count(); ++tile) {
        bool held = false;
        for (int p = 0; p < table.state().player_count; ++p)
            held = held || table.state().players[static_cast<size_t>(p)].tiles.contains(tile);
        if (!held) {
            illegal.push_back(Action::play_tile(tile, Cell{0, 0}));
            break;
        }
    }
    int tried = 0;
    for (const Action& action : illegal) {
        if (std::find(table.legal().begin(), table.legal().end(), action) != table.legal().end())
            continue;
        ++tried;
        const GameState before = table.state();
        const size_t log_size = table.log().size();
        const size_t actions = table.match().actions().size();
        const std::vector<Action> legal = table.legal();
        const bool could_undo = table.match().can_undo();
        const SubmitResult r = table.submit(action);
        INFO(action_kind_id(action.kind));
        CHECK_FALSE(r.ok);
        CHECK_FALSE(r.reason.empty());
        CHECK(r.events.empty());
        CHECK(table.state() == before);
        CHECK(table.log().size() == log_size);
        CHECK(table.match().actions().size() == actions);
        CHECK(table.legal() == legal);
        CHECK(table.match().can_undo() == could_undo);
    }
    CHECK(tried >= 3);
}

TEST_CASE("a table loaded from a save reads the same log", "[app][table]") {
    struct Case {
        std::string scenario;
        int players;
        ToggleSet toggles;
        int actions;  // 0: to the end of the game
        std::uint64_t seed;
    };
    const std::vector<Case> cases = {
        {"third_shift", 2, {}, 40, 23},
        {"third_shift", 2, {}, 0, 23},
        {"first_shift", 1, {}, 0, 23},
        {"lucy", 3, {}, 0, 23},
        {"cooperative", 2, {}, 0, 23},
        {"irritating_coworkers", 3, toggles_of({Toggle::HiddenOrders}), 0, 23},
        // With Sugarworkers a Lost candy can go back into an empty supply
        // (Salvage): a production skipped for want of candy must still read so.
        {"third_shift", 4, toggles_of({Toggle::Sugarworkers}), 0, 19},
        {"lucy", 3, toggles_of({Toggle::Sugarworkers}), 0, 10},
    };
    for (const Case& c : cases) {
        INFO(c.scenario << " for " << c.players << ", seed " << c.seed << ", " << c.actions
                        << " actions");
        Table table = table_for(c.scenario, c.players, c.seed, c.toggles);
        Rng rng(c.seed);
        for (int step = 0; (c.actions == 0 || step < c.actions) && !table.state().over(); ++step) {
            REQUIRE(step < 5000);
            REQUIRE(table.submit(pick(table, rng)).ok);
        }
        const std::string text = table.save();
        CHECK(text == save_text(table.match(), SaveInfo{table.names(), {}}));
        LoadedGame loaded = load_save_text(text, "table.save", testkit::catalog());
        INFO((loaded.errors.empty() ? std::string() : format_diagnostic(loaded.errors.front())));
        REQUIRE(loaded.match);
        const Table again(std::move(*loaded.match), loaded.info);

        CHECK(again.names() == table.names());
        CHECK(again.state() == table.state());
        CHECK(again.legal() == table.legal());
        REQUIRE(again.log().size() == table.log().size());
        int differ = 0;
        for (size_t i = 0; i < table.log().size(); ++i) {
            const LogEntry& a = table.log()[i];
            const LogEntry& b = again.log()[i];
            CHECK(a.action == b.action);
            CHECK(a.event == b.event);
            CHECK(a.what == b.what);
            for (size_t v = 0; v < kMaxPlayers; ++v) {
                if (a.text[v] != b.text[v] && differ++ < 3) {
                    INFO("entry " << i << " (action " << a.action << "), viewer " << v);
                    CHECK(b.text[v] == a.text[v]);
                }
            }
        }
        CHECK(differ == 0);
        // A loaded game starts with everything already seen.
        for (int v = 0; v < again.seat_count(); ++v)
            CHECK(again.recap(v).empty());
    }
}

TEST_CASE("an order's words inside a sentence are no secret, on a card of their own they are",
          "[app][table][privacy]") {
    // The claims a seat may make under Hidden Orders name every special order out
    // of its sight, those in the other hands among them: a list the whole table may
    // read. The frame's check finds a hidden order only as a card's whole words.
    const SugarworksTable table(table_for("third_shift", 2, 8), std::make_shared<TableArt>());
    const std::vector<std::string> secrets = table.secrets_from(0);
    REQUIRE_FALSE(secrets.empty());
    for (const std::string& words : secrets) {
        INFO(words);
        CHECK(table.shows_secret(words, words));
        CHECK_FALSE(
            table.shows_secret("Claim that one of your orders facing away is the special "
                               "order \u201c" +
                                   words + "\u201d, and that its event has happened",
                               words));
    }
}
