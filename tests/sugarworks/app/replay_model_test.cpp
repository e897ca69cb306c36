// Watching saved games back (ReplayModel): every save the random-game harness
// writes, over the modes, advanced rules and player counts, opens and plays to
// its end; what is shown at any action is the core's table after that action;
// a game not over shows no hand; taking over starts a table at that very state.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "anim/floor_tally.hpp"
#include "harness/random_sim.hpp"
#include "harness/save_round_trip.hpp"
#include "replay/replay_keys.hpp"
#include "replay/replay_model.hpp"
#include "sugarworks/player_view.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/visibility.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

struct Deal {
    std::string scenario;
    int players = 2;
    std::vector<Toggle> toggles;
    std::uint64_t seed = 1;
};

// Every way to play, with its advanced rules, alone and at a full table.
const std::vector<Deal>& deals() {
    static const std::vector<Deal> all = {
        {"first_shift", 1, {}, 3},
        {"second_shift", 2, {}, 4},
        {"third_shift", 3, {Toggle::SideB}, 5},
        {"classic", 4, {Toggle::ShuffledActivation, Toggle::ShuffledOutputs}, 6},
        {"lucy", 2, {}, 7},
        {"cooperative", 3, {}, 8},
        {"irritating_coworkers",
         3,
         {Toggle::HiddenOrders, Toggle::Sugarworkers, Toggle::OrderPawning},
         9},
        {"irritating_coworkers", 4, {Toggle::OrderSwapping}, 10},
    };
    return all;
}

Game game_of(const Deal& deal) {
    const Scenario* s = testkit::catalog().scenario(deal.scenario);
    REQUIRE(s);
    ToggleSet toggles;
    for (const Toggle t : deal.toggles)
        toggles.add(t);
    return Game(testkit::catalog(), GameOptions::for_scenario(*s, deal.players, toggles));
}

SaveInfo seats_of(int players) {
    static const char* const names[] = {"Ada", "Blake", "Chidi", "Dana"};
    static const char* const played[] = {"human", "medium", "hard", "easy"};
    SaveInfo info;
    for (int i = 0; i < players; ++i) {
        info.player_names.emplace_back(names[i]);
        info.seats.push_back({played[i], i});
    }
    return info;
}

// The saves the harness writes along one random game: at its end (finished)
// and at points on the way (under way).
std::vector<std::string> harness_saves(const Deal& deal) {
    const Game game = game_of(deal);
    std::vector<std::string> saves;
    harness::HarnessOptions options;
    options.legal_samples = 1;
    options.random_actions = 1;
    options.mid_game_saves = 3;
    options.save_check = [&](const Match& match) {
        saves.push_back(save_text(match, seats_of(match.game().options().players)));
        return harness::save_round_trip(match);
    };
    const harness::HarnessReport report = harness::run_random_game(game, deal.seed, options);
    if (!report.ok())
        FAIL(harness::describe(game, *report.failure));
    REQUIRE(saves.size() >= 2);
    return saves;
}

ReplayModel open_replay(const std::string& text) {
    LoadedGame loaded = load_save_text(text, "harness.save.json", testkit::catalog());
    REQUIRE(loaded.match);
    return ReplayModel(Table(std::move(*loaded.match), loaded.info), "harness.save.json", 8);
}

// The first finished game of these deals, and one under way.
std::string finished_save(const Deal& deal) {
    for (const std::string& text : harness_saves(deal)) {
        if (open_replay(text).finished())
            return text;
    }
    FAIL("the harness wrote no finished game");
    return "";
}

// At rest, the replay shows the core's table after the actions it says are done,
// from its viewer: the floor, the view, and where its candies are drawn.
void check_shows_the_core(const ReplayModel& r) {
    REQUIRE_FALSE(r.animating());
    const Match& m = r.table().match();
    const ReplayFrame f = r.frame();
    const GameState& s = m.states()[r.shown()];
    INFO("at action " << r.shown() << " of " << m.actions().size());
    CHECK(f.shown == r.shown());
    CHECK(f.table.view.floor == s.floor);
    CHECK(f.table.view == player_view(m.game(), s, r.viewer()));
    CHECK(f.table.panels == f.table.view);
    REQUIRE(f.table.playback);
    CHECK(f.table.playback->tally() == tally_floor(s.floor));
    CHECK(f.round == s.round);
    CHECK(f.table.legal.empty());
    CHECK_FALSE(f.table.movement.active);
}

// No hand of anyone's in what a frame shows: not the view's own, not a
// seat's, not the panels' (the table as a movement started).
void check_no_hand(const PlayerView& v) {
    CHECK(v.my_orders.empty());
    CHECK(v.my_tiles.empty());
    CHECK(v.my_choosing[0] == kNoCard);
    CHECK(v.my_choosing[1] == kNoCard);
    for (int p = 0; p < v.player_count; ++p) {
        const PublicPlayer& pub = v.players[static_cast<size_t>(p)];
        CHECK_FALSE(pub.hand_shown);
        CHECK(pub.tiles.empty());
        CHECK(pub.orders_in_sight.empty());
        CHECK(pub.facing_away.empty());
    }
}

// Steps on one action at a time to the end, every movement played through; at
// rest after each step, the core's table. Returns the movements played.
int play_to_the_end(ReplayModel& r) {
    const Match& m = r.table().match();
    int movements = 0;
    ReplayIntents on;
    on.actions = 1;
    while (r.shown() < m.actions().size()) {
        const std::size_t before = r.shown();
        r.handle(on);
        REQUIRE(r.shown() == before + 1);
        if (m.movement_start(before)) {
            REQUIRE(r.animating());
            const ReplayFrame f = r.frame();
            // From the floor the conveyors started on, with the panels as the table was
            // then: the action made, no special order of the movement completed yet.
            CHECK(f.table.movement.active);
            CHECK(f.table.playback->start() == tally_floor(*m.movement_start(before)));
            const std::optional<GameState> started = m.during_movement(before, 0);
            REQUIRE(started);
            CHECK(f.table.panels == player_view(m.game(), *started, r.viewer()));
            ++movements;
        }
        for (int frames = 0; r.animating(); ++frames) {
            REQUIRE(frames < 100000);
            if (r.viewer() == kSpectatorViewer)
                check_no_hand(r.frame().table.panels);
            r.update(0.25);
        }
        check_shows_the_core(r);
        if (r.viewer() == kSpectatorViewer)
            check_no_hand(r.frame().table.view);
    }
    return movements;
}

}  // namespace

TEST_CASE("every save the harness writes opens in the replay and plays to its end",
          "[app][replay]") {
    int finished = 0;
    int under_way = 0;
    for (const Deal& first : deals()) {
        for (const std::uint64_t later : {0, 1000, 2000}) {
            Deal deal = first;
            deal.seed += later;
            for (const std::string& text : harness_saves(deal)) {
                INFO(deal.scenario << ", " << deal.players << " players, seed " << deal.seed);
                ReplayModel r = open_replay(text);
                const Match& m = r.table().match();
                INFO(m.actions().size()
                     << " actions, " << (r.finished() ? "finished" : "under way"));
                // It opens on the set-up, seen by everyone.
                CHECK(r.shown() == 0);
                CHECK(r.viewer() == kSpectatorViewer);
                check_shows_the_core(r);
                CHECK(r.frame().table.log_shown == [&] {
                    int setup = 0;
                    for (const LogEntry& e : r.table().log())
                        setup += e.action < 0 ? 1 : 0;
                    return setup;
                }());
                int ran = 0;
                for (std::size_t i = 0; i < m.actions().size(); ++i)
                    ran += m.movement_start(i) ? 1 : 0;
                CHECK(play_to_the_end(r) == ran);
                // The end: the whole log told, the game's last state, nothing more to step to.
                const ReplayFrame end = r.frame();
                CHECK(end.shown == end.actions);
                CHECK(end.table.log_shown == static_cast<int>(r.table().log().size()));
                CHECK(r.state() == m.state());
                CHECK(end.finished == m.state().over());
                CHECK(end.can_take_over == !m.state().over());
                (r.finished() ? finished : under_way) += 1;
            }
        }
    }
    CHECK(finished == 3 * static_cast<int>(deals().size()));
    CHECK(under_way >= 6 * static_cast<int>(deals().size()));
}

TEST_CASE(
    "stepping back and forth, by actions, rounds, the ends or the bar, shows the core's "
    "floor at that action",
    "[app][replay]") {
    const Deal deal = deals()[2];  // Third Shift, 3 players
    ReplayModel r = open_replay(finished_save(deal));
    const Match& m = r.table().match();
    const std::size_t n = m.actions().size();
    REQUIRE(n > 30);
    REQUIRE(m.state().round >= 3);
    const auto ask = [&](auto setter) {
        ReplayIntents want;
        setter(want);
        r.handle(want);
        while (r.animating())
            r.update(1);
        check_shows_the_core(r);
    };
    SECTION("the ends, and the bar to any action") {
        ask([](ReplayIntents& w) { w.to_end = true; });
        CHECK(r.shown() == n);
        ask([](ReplayIntents& w) { w.to_start = true; });
        CHECK(r.shown() == 0);
        Rng rng(5);
        for (int i = 0; i < 60; ++i) {
            const auto k = static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(n + 1)));
            ask([&](ReplayIntents& w) { w.go_to = k; });
            CHECK(r.shown() == k);
            CHECK_FALSE(r.animating());  // a jump plays no movement
        }
        ask([&](ReplayIntents& w) { w.go_to = n + 10; });
        CHECK(r.shown() == n);
    }
    SECTION("back one action at a time from the end, then on again") {
        r.go_to(n, false);
        for (std::size_t k = n; k-- > 0;) {
            ask([](ReplayIntents& w) { w.actions = -1; });
            REQUIRE(r.shown() == k);
        }
        ask([](ReplayIntents& w) { w.actions = -1; });  // nothing before the set-up
        CHECK(r.shown() == 0);
        for (std::size_t k = 1; k <= n; ++k) {
            ask([](ReplayIntents& w) { w.actions = 1; });
            REQUIRE(r.shown() == k);
        }
        ask([](ReplayIntents& w) { w.actions = 1; });  // nothing after the end
        CHECK(r.shown() == n);
    }
    SECTION("round by round: each step lands on the first action of a round") {
        int rounds = 0;
        while (r.shown() < n) {
            const int round = r.state().round;
            ReplayIntents next;
            next.rounds = 1;
            r.handle(next);
            // The movement that ended the round plays, as the round is entered.
            REQUIRE(r.shown() > 0);
            CHECK(r.animating() == m.movement_start(r.shown() - 1).has_value());
            ask([](ReplayIntents&) {});
            if (r.shown() < n) {
                CHECK(r.state().round == round + 1);
                CHECK(m.states()[r.shown() - 1].round == round);
            }
            ++rounds;
        }
        CHECK(rounds == m.state().round);
        // And back: to the start of each round in turn, then the set-up.
        while (r.shown() > 0) {
            const std::size_t before = r.shown();
            ask([](ReplayIntents& w) { w.rounds = -1; });
            CHECK(r.shown() < before);
            CHECK((r.shown() == 0 || m.states()[r.shown() - 1].round < r.state().round));
            --rounds;
        }
        CHECK(rounds == 0);
    }
    SECTION("a movement stepped over plays again from the bar, and a skip ends it") {
        std::size_t ran = 0;
        while (!m.movement_start(ran))
            ++ran;
        r.go_to(ran + 1, false);
        CHECK_FALSE(r.animating());
        REQUIRE(r.frame().table.movement.can_replay);
        ReplayIntents again;
        again.movement.replay = true;
        r.handle(again);
        CHECK(r.animating());
        ReplayIntents skip;
        skip.movement.skip = true;
        r.handle(skip);
        check_shows_the_core(r);
        CHECK(r.shown() == ran + 1);
    }
}

TEST_CASE("a game not over is seen by everyone only, and no frame of it shows a hand",
          "[app][replay]") {
    for (const Deal& deal : deals()) {
        for (const std::string& text : harness_saves(deal)) {
            ReplayModel r = open_replay(text);
            if (r.finished())
                continue;
            INFO(deal.scenario << ", " << deal.players << " players, "
                               << r.table().match().actions().size() << " actions");
            CHECK(r.views().size() == 1);
            for (int seat = 0; seat < deal.players; ++seat) {
                r.set_viewer(seat);
                CHECK(r.viewer() == kSpectatorViewer);
            }
            // Every position, and the log in a spectator's words.
            for (std::size_t k = 0; k <= r.table().match().actions().size(); ++k) {
                r.go_to(k, false);
                const ReplayFrame f = r.frame();
                check_no_hand(f.table.view);
                CHECK_FALSE(f.table.score_now);
                CHECK(f.table.view.viewer == kSpectatorViewer);
            }
            for (const LogLine& line : *r.frame().table.log) {
                CHECK(line.text.find("draws the") == std::string::npos);
                CHECK(line.text.find("keeps the") == std::string::npos);
            }
            CHECK_FALSE(r.frame().table.no_hand_why.empty());
        }
    }
}

TEST_CASE("a finished game may be seen from each seat, with the hand the core shows it",
          "[app][replay]") {
    for (const int which : {2, 5, 6}) {  // Third Shift, co-operative, Hidden Orders
        const Deal deal = deals()[static_cast<size_t>(which)];
        INFO(deal.scenario);
        ReplayModel r = open_replay(finished_save(deal));
        const Match& m = r.table().match();
        REQUIRE(r.views().size() == static_cast<size_t>(deal.players) + 1);
        const std::size_t middle = m.actions().size() / 2;
        r.go_to(middle, false);
        for (int seat = 0; seat < deal.players; ++seat) {
            r.set_viewer(seat);
            REQUIRE(r.viewer() == seat);
            const ReplayFrame f = r.frame();
            CHECK(f.viewer == seat);
            CHECK(f.table.view == player_view(m.game(), m.states()[middle], seat));
            CHECK(f.table.view.my_tiles ==
                  m.states()[middle].players[static_cast<size_t>(seat)].tiles);
            check_shows_the_core(r);
        }
        ReplayIntents everyone;
        everyone.viewer = kSpectatorViewer;
        r.handle(everyone);
        check_no_hand(r.frame().table.view);
    }
}

TEST_CASE("take over starts a table at the position shown, with the same seats", "[app][replay]") {
    const Deal deal = deals()[6];  // Hidden Orders and Sugarworkers, 3 players
    const std::string text = finished_save(deal);
    ReplayModel r = open_replay(text);
    const Match& m = r.table().match();
    const std::size_t n = m.actions().size();
    for (const std::size_t k : {std::size_t{0}, std::size_t{1}, n / 3, n - 1}) {
        INFO("after " << k << " actions");
        r.go_to(k, false);
        REQUIRE(r.frame().can_take_over);
        std::optional<Table> taken = r.take_over();
        REQUIRE(taken);
        CHECK(taken->state() == m.states()[k]);
        CHECK(taken->match().actions() ==
              std::vector<Action>(m.actions().begin(),
                                  m.actions().begin() + static_cast<std::ptrdiff_t>(k)));
        CHECK(taken->match().seed() == m.seed());
        REQUIRE(taken->seat_count() == deal.players);
        for (int i = 0; i < deal.players; ++i) {
            CHECK(taken->seat(i).name == r.table().seat(i).name);
            CHECK(taken->seat(i).colour == r.table().seat(i).colour);
            CHECK(taken->seat(i).computer == r.table().seat(i).computer);
        }
        CHECK(taken->seat(0).name == "Ada");
        CHECK_FALSE(taken->seat(0).computer);
        CHECK(taken->seat(1).computer == bots::BotLevel::Medium);
        // Play goes on from there, and nothing before it can be taken back.
        TableModel table(std::move(*taken), TablePrefs{});
        CHECK_FALSE(table.table().legal().empty());
        CHECK_FALSE(table.frame().can_undo);
    }
    r.go_to(n, false);
    CHECK_FALSE(r.frame().can_take_over);
    CHECK_FALSE(r.take_over());
}

TEST_CASE("the replay's keys step, jump, choose the view, take over and leave", "[app][replay]") {
    ReplayFrame frame;
    frame.can_take_over = true;
    const auto key = [&](SDL_Keycode code, Uint16 mod = KMOD_NONE) {
        SDL_KeyboardEvent e{};
        e.keysym.sym = code;
        e.keysym.mod = mod;
        return replay_key_intents(e, frame);
    };
    CHECK(key(SDLK_RIGHT)->actions == 1);
    CHECK(key(SDLK_LEFT)->actions == -1);
    CHECK(key(SDLK_RIGHT, KMOD_LSHIFT)->rounds == 1);
    CHECK(key(SDLK_LEFT, KMOD_LSHIFT)->rounds == -1);
    CHECK(key(SDLK_PAGEDOWN)->rounds == 1);
    CHECK(key(SDLK_PAGEUP)->rounds == -1);
    CHECK(key(SDLK_HOME)->to_start);
    CHECK(key(SDLK_END)->to_end);
    CHECK(key(SDLK_0)->viewer == kSpectatorViewer);
    CHECK(key(SDLK_2)->viewer == 1);
    CHECK(key(SDLK_t)->take_over);
    CHECK(key(SDLK_ESCAPE)->back);
    CHECK_FALSE(key(SDLK_SPACE));  // no movement on screen
    frame.table.movement.active = true;
    frame.table.movement.playing = true;
    CHECK(key(SDLK_SPACE)->movement.pause);
    frame.can_take_over = false;
    CHECK_FALSE(key(SDLK_t));
    CHECK_FALSE(key(SDLK_z, KMOD_LCTRL));
}
