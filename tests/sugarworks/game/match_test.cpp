// Undo and redo in a match (match.hpp): an action can be taken back only when
// it revealed nothing hidden and rolled nothing; undo then redo gives the same
// state and events.
#include <catch2/catch.hpp>

#include "game/game_kit.hpp"
#include "sugarworks/match.hpp"

#include <algorithm>

using namespace sugarworks;
using namespace sugarworks::gamekit;

namespace {

std::vector<GameEvent> apply_ok(Match& match, const Action& action) {
    auto result = match.apply(action);
    if (const auto* rejection = std::get_if<Rejection>(&result))
        FAIL("refused: " << rejection->message);
    return std::get<std::vector<GameEvent>>(std::move(result));
}

// The first legal action of a kind, if any.
std::optional<Action> first_of(const Match& match, ActionKind kind) {
    for (const Action& a : match.game().legal_actions(match.state())) {
        if (a.kind == kind)
            return a;
    }
    return std::nullopt;
}

// Undo, then redo: the state and the events are the same as the first time.
void check_undo_redo(Match& match, const std::vector<GameEvent>& events) {
    const GameState after = match.state();
    const GameState before = match.states()[match.states().size() - 2];
    const size_t actions = match.actions().size();
    REQUIRE(match.can_undo());
    REQUIRE(match.undo());
    CHECK(match.state() == before);
    CHECK(match.actions().size() == actions - 1);
    REQUIRE(match.can_redo());
    auto redone = match.redo();
    REQUIRE(std::holds_alternative<std::vector<GameEvent>>(redone));
    CHECK(std::get<std::vector<GameEvent>>(redone) == events);
    CHECK(match.state() == after);
    CHECK_FALSE(match.can_redo());
}

// Refuses to undo: nothing changes.
void check_no_undo(Match& match) {
    const GameState now = match.state();
    CHECK_FALSE(match.can_undo());
    CHECK_FALSE(match.undo());
    CHECK(match.state() == now);
}

// A 1-player match: draw an order and adjust, round after round, until the
// player holds `orders` cards at the start of an order action.
Match one_player_match_holding(int orders, std::uint64_t seed) {
    Match m(game_for(1), seed);
    while (true) {
        if (m.state().step == Step::Roll)
            apply_ok(m, Action::roll());
        if (m.state().players[0].orders.size() >= orders)
            return m;
        apply_ok(m, Action::draw_order());
        apply_ok(m, an_adjust(m.state()));
    }
}

}  // namespace

TEST_CASE("Undo: an adjust can be undone, and redo gives the same state and events",
          "[game][match]") {
    Match m(game_for(2), 1);
    apply_ok(m, Action::draw_order());
    const auto events = apply_ok(m, Action::adjust(kBUpper, kAUpper));
    CHECK(m.state().current == 1);
    check_undo_redo(m, events);
    // Undo goes back over undoable actions only: the draw before it stays.
    REQUIRE(m.undo());
    check_no_undo(m);
    CHECK(m.state().step == Step::FactoryAction);
}

TEST_CASE("Undo: making a candy can be undone", "[game][match]") {
    bool found = false;
    for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
        Match m = one_player_match_holding(3, seed);
        // Turn after turn until an output is empty and a card in hand can fill it.
        for (int turn = 0; turn < 8 && !found && !m.state().over(); ++turn) {
            if (m.state().step == Step::Roll)
                apply_ok(m, Action::roll());
            apply_ok(m, Action::draw_order());
            while (m.state().step == Step::DiscardDown)
                apply_ok(m, *first_of(m, ActionKind::DiscardFromHand));
            const auto make = first_of(m, ActionKind::MakeCandy);
            if (!make) {
                apply_ok(m, an_adjust(m.state()));
                continue;
            }
            found = true;
            const auto events = apply_ok(m, *make);
            CHECK(count_events(events, GameEventKind::CandyMade) == 1);
            check_undo_redo(m, events);
        }
    }
    CHECK(found);
}

TEST_CASE(
    "Undo: discarding down after drawing can be undone (the market was full, nothing was "
    "revealed)",
    "[game][match]") {
    Match m = one_player_match_holding(5, 2);
    apply_ok(m, Action::draw_order());
    REQUIRE(m.state().step == Step::DiscardDown);
    check_no_undo(m);
    const auto discard = first_of(m, ActionKind::DiscardFromHand);
    REQUIRE(discard);
    const auto events = apply_ok(m, *discard);
    CHECK(count_events(events, GameEventKind::MarketRefilled) == 0);
    check_undo_redo(m, events);
}

TEST_CASE(
    "Undo: not after drawing an order, taking or discarding a face-up order that is "
    "replaced, playing a tile (a tile is drawn), or rolling the die",
    "[game][match]") {
    Match m(game_for(1), 3);
    SECTION("drawing an order") {
        apply_ok(m, Action::draw_order());
        check_no_undo(m);
    }
    SECTION("taking a face-up order: the refill reveals a card") {
        apply_ok(m, Action::take_order(m.state().market[0]));
        check_no_undo(m);
    }
    SECTION("discarding a face-up order: the refill reveals a card") {
        apply_ok(m, Action::discard_market(m.state().market[0]));
        check_no_undo(m);
    }
    SECTION("playing a tile") {
        apply_ok(m, Action::draw_order());
        const auto play = first_of(m, ActionKind::PlayTile);
        REQUIRE(play);
        apply_ok(m, *play);
        check_no_undo(m);
    }
    SECTION("rolling the die") {
        for (int turn = 0; turn < 2; ++turn) {  // a player alone takes two turns a round
            apply_ok(m, Action::draw_order());
            apply_ok(m, an_adjust(m.state()));
        }
        REQUIRE(m.state().step == Step::Roll);
        apply_ok(m, Action::roll());
        check_no_undo(m);
    }
}

TEST_CASE(
    "Undo: taking a face-up order can be undone while its refill waits for discarding "
    "down, the discard that brings the refill cannot",
    "[game][match]") {
    Match m = one_player_match_holding(5, 4);
    const auto events = apply_ok(m, Action::take_order(m.state().market[1]));
    REQUIRE(m.state().step == Step::DiscardDown);
    CHECK(m.state().market[1] == kNoCard);
    CHECK(count_events(events, GameEventKind::MarketRefilled) == 0);
    check_undo_redo(m, events);
    const auto discard = first_of(m, ActionKind::DiscardFromHand);
    REQUIRE(discard);
    const auto discarded = apply_ok(m, *discard);
    CHECK(count_events(discarded, GameEventKind::MarketRefilled) == 1);
    check_no_undo(m);
}

TEST_CASE(
    "Undo: the factory action that ends a round can be undone together with its candy "
    "movement, which involves no chance",
    "[game][match]") {
    Match m(game_for(1), 5);
    apply_ok(m, Action::draw_order());
    apply_ok(m, Action::adjust(kBUpper, kAUpper));  // the first of a player's two turns
    apply_ok(m, Action::draw_order());
    const auto events = apply_ok(m, an_adjust(m.state()));
    REQUIRE(count_events(events, GameEventKind::MovementEnded) == 1);
    REQUIRE(m.state().step == Step::Roll);
    check_undo_redo(m, events);
}

TEST_CASE("Undo: a new action after an undo clears the redo", "[game][match]") {
    Match m(game_for(2), 6);
    apply_ok(m, Action::draw_order());
    apply_ok(m, Action::adjust(kBUpper, kAUpper));
    REQUIRE(m.undo());
    REQUIRE(m.can_redo());
    apply_ok(m, Action::adjust(kCUpper, kAUpper));
    CHECK_FALSE(m.can_redo());
    const auto redo = m.redo();
    REQUIRE(std::holds_alternative<Rejection>(redo));
    CHECK(m.state().floor.output_spot(Blue) == kAUpper);
    // The match's record is the actions applied, in order.
    CHECK(m.actions() ==
          std::vector<Action>{Action::draw_order(), Action::adjust(kCUpper, kAUpper)});
    CHECK(m.states().size() == 3);
}

TEST_CASE("Take-back: only the seat that took the last action may take it back", "[game][match]") {
    Match m(game_for(2), 1);
    CHECK_FALSE(m.can_take_back(0));
    apply_ok(m, Action::draw_order());
    CHECK(m.actor(0) == 0);
    CHECK_FALSE(m.can_take_back(0));  // the card drawn was revealed
    apply_ok(m, Action::adjust(kBUpper, kAUpper));
    REQUIRE(m.state().current == 1);  // the adjust ended Alex's turn
    CHECK(m.actor(1) == 0);
    CHECK(m.can_take_back(0));
    CHECK_FALSE(m.can_take_back(1));  // Blake did not take it
}

TEST_CASE("can_be_undone says before an action what undoable says after it", "[game][match]") {
    Match m(game_for(3), 4);
    Rng rng(9);
    int both = 0;
    for (int step = 0; step < 400 && !m.state().over(); ++step) {
        const auto legal = m.game().legal_actions(m.state());
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const bool before = can_be_undone(m.game(), m.state(), a);
        const auto events = apply_ok(m, a);
        CHECK(before == undoable(a, events));
        both += before;
    }
    CHECK(both > 0);
    // An illegal action cannot be undone: it is never taken.
    CHECK_FALSE(can_be_undone(m.game(), m.state(), Action::keep_order(0)));
}

TEST_CASE("commitment: what an action would show, the round or game it ends, who acts after it",
          "[game][match]") {
    Match m(game_for(3), 4);
    Rng rng(9);
    int revealing = 0;
    int round_ends = 0;
    for (int step = 0; step < 600 && !m.state().over(); ++step) {
        const auto legal = m.game().legal_actions(m.state());
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const std::optional<Commitment> c = commitment(m.game(), m.state(), a);
        REQUIRE(c);
        const auto events = apply_ok(m, a);
        CHECK(c->reveals == what_it_revealed(a, events));
        CHECK((c->reveals == Revealed::Nothing) == undoable(a, events));
        const bool moved = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
            return e.kind == GameEventKind::MovementStarted;
        });
        CHECK(c->ends_round == moved);
        CHECK(c->ends_game == m.state().over());
        CHECK(c->next_actor == (m.state().over() ? -1 : m.state().current));
        CHECK(c->weighty() == (moved || !undoable(a, events)));
        revealing += c->reveals != Revealed::Nothing;
        round_ends += moved;
    }
    CHECK(revealing > 0);
    CHECK(round_ends > 0);
    CHECK_FALSE(commitment(m.game(), m.state(), Action::keep_order(0)));
}

TEST_CASE(
    "the table during a movement: the action made, each special order out of the hand "
    "once its event is shown",
    "[game][match]") {
    int completions = 0;
    for (std::uint64_t seed = 1; seed <= 12 && completions < 3; ++seed) {
        Match m(game_for(3), seed);
        Rng rng(seed);
        while (!m.state().over()) {
            const auto legal = m.game().legal_actions(m.state());
            apply_ok(m, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        for (std::size_t i = 0; i < m.actions().size(); ++i) {
            const std::vector<GameEvent> events = m.events(i);
            const auto started = std::find_if(events.begin(), events.end(), [](const GameEvent& e) {
                return e.kind == GameEventKind::MovementStarted;
            });
            if (started == events.end()) {
                CHECK_FALSE(m.during_movement(i, 0));
                continue;
            }
            const auto from = static_cast<std::size_t>(started - events.begin());
            const std::optional<GameState> before = m.during_movement(i, from + 1);
            const std::optional<GameState> after = m.during_movement(i, events.size());
            REQUIRE(before);
            REQUIRE(after);
            // The action's own effects are made: its order spent, its tile laid.
            const GameState& next = m.states()[i + 1];
            for (int p = 0; p < next.player_count; ++p) {
                const auto& end = next.players[static_cast<std::size_t>(p)];
                CHECK(after->players[static_cast<std::size_t>(p)].orders == end.orders);
                CHECK(after->players[static_cast<std::size_t>(p)].completed == end.completed);
            }
            for (const GameEvent& e : events) {
                if (e.kind != GameEventKind::SpecialCompleted ||
                    static_cast<std::size_t>(e.trigger_index) <= from)
                    continue;
                ++completions;
                const auto shown = static_cast<std::size_t>(e.trigger_index);
                const std::optional<GameState> until = m.during_movement(i, shown);
                const std::optional<GameState> then = m.during_movement(i, shown + 1);
                REQUIRE(until);
                REQUIRE(then);
                const auto& held = until->players[static_cast<std::size_t>(e.player)];
                CHECK(held.orders.contains(e.card));
                CHECK_FALSE(held.completed.contains(e.card));
                const auto& done = then->players[static_cast<std::size_t>(e.player)];
                CHECK_FALSE(done.orders.contains(e.card));
                CHECK(done.completed.contains(e.card));
                CHECK(before->players[static_cast<std::size_t>(e.player)].orders.contains(e.card));
            }
        }
    }
    CHECK(completions >= 3);
}

TEST_CASE("what an action revealed is named by its first revealing event", "[game][match]") {
    const Action adjust = Action::adjust(0, 1);
    CHECK(what_it_revealed(Action::roll(), {}) == Revealed::DieRoll);
    CHECK(what_it_revealed(adjust, {}) == Revealed::Nothing);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::TileDrawn}}) == Revealed::TileDrawn);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::OrderDrawn}}) == Revealed::DeckTop);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::OrderTaken},
                                    {.kind = GameEventKind::MarketRefilled}}) ==
          Revealed::MarketRefill);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::DeckReshuffled},
                                    {.kind = GameEventKind::OrderDrawn}}) == Revealed::Shuffle);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::OrderPawned, .slot = -1}}) ==
          Revealed::HiddenCard);
    CHECK(what_it_revealed(adjust, {{.kind = GameEventKind::OrderPawned, .slot = 2}}) ==
          Revealed::Nothing);
    CHECK(what_it_revealed(Action::discard_from_hand(-1), {}) == Revealed::HiddenCard);
}

TEST_CASE("The floor as the conveyors started is kept, and it moves on to the movement's events",
          "[game][match]") {
    Match m(game_for(2), 6);
    Rng rng(3);
    int movements = 0;
    for (int step = 0; step < 300 && !m.state().over(); ++step) {
        const auto legal = m.game().legal_actions(m.state());
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const GameState before = m.state();
        // The preview of the action that runs the conveyors is that movement.
        const std::optional<ActionPreview> preview = m.game().preview(before, a);
        REQUIRE(preview);
        const auto events = apply_ok(m, a);
        std::vector<Event> moved;
        bool in = false;
        for (const GameEvent& e : events) {
            if (e.kind == GameEventKind::MovementStarted)
                in = true;
            else if (e.kind == GameEventKind::MovementEnded)
                in = false;
            else if (in && e.kind == GameEventKind::Floor)
                moved.push_back(e.floor);
        }
        const bool ran = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
            return e.kind == GameEventKind::MovementStarted;
        });
        REQUIRE((m.movement_start().has_value()) == ran);
        CHECK(preview->runs_now == ran);
        if (!ran) {
            // Otherwise the preview starts from the floor the action leaves.
            CHECK(preview->start == m.state().floor);
            continue;
        }
        ++movements;
        const MovementOutcome again =
            resolve_movement(*m.movement_start(), m.game().movement_rules(before));
        CHECK(again.events == moved);
        CHECK(preview->events == moved);
        CHECK(preview->start == *m.movement_start());
    }
    CHECK(movements >= 3);
}

TEST_CASE("A replay asks the match for any action's events and the floor its conveyors started on",
          "[game][match]") {
    Match m(game_for(3), 9);
    Rng rng(4);
    std::vector<std::vector<GameEvent>> told;
    std::vector<std::optional<Floor>> starts;
    for (int step = 0; step < 400 && !m.state().over(); ++step) {
        const auto legal = m.game().legal_actions(m.state());
        told.push_back(apply_ok(m, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        starts.push_back(m.movement_start());
    }
    int movements = 0;
    for (size_t i = 0; i < told.size(); ++i) {
        INFO("action " << i);
        CHECK(m.events(i) == told[i]);
        REQUIRE((m.movement_start(i).has_value()) == starts[i].has_value());
        if (starts[i]) {
            CHECK(*m.movement_start(i) == *starts[i]);
            ++movements;
        }
    }
    CHECK(movements >= 3);
    CHECK(m.events(told.size()).empty());
    CHECK_FALSE(m.movement_start(told.size()).has_value());
}

TEST_CASE("A match's first actions: the states it had then, and play goes on as it went",
          "[game][match]") {
    Match m(game_for(2), 12);
    Rng rng(8);
    for (int step = 0; step < 300 && !m.state().over(); ++step) {
        const auto legal = m.game().legal_actions(m.state());
        apply_ok(m, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    const size_t n = m.actions().size();
    REQUIRE(n > 20);
    for (const size_t k : {size_t{0}, size_t{1}, n / 3, n / 2, n - 1, n, n + 5}) {
        INFO("the first " << k << " actions");
        Match head = m.first(k);
        const size_t kept = std::min(k, n);
        CHECK(head.seed() == m.seed());
        CHECK(head.actions() ==
              std::vector<Action>(m.actions().begin(),
                                  m.actions().begin() + static_cast<std::ptrdiff_t>(kept)));
        REQUIRE(head.states().size() == kept + 1);
        CHECK(head.state() == m.states()[kept]);
        CHECK_FALSE(head.can_redo());
        for (size_t i = 0; i < kept; ++i)
            CHECK((head.movement_start(i).has_value()) == (m.movement_start(i).has_value()));
        // Played on with the rest of the actions, it ends where the whole match did.
        for (size_t i = kept; i < n; ++i)
            apply_ok(head, m.actions()[i]);
        CHECK(head.state() == m.state());
    }
}

TEST_CASE("Game options from names: every bad name is told once, with what there is",
          "[game][options]") {
    const Catalog& catalog = testkit::catalog();
    const auto ok = options_from_names(catalog, "classic", 3, {"side_b"});
    REQUIRE(std::holds_alternative<GameOptions>(ok));
    CHECK(std::get<GameOptions>(ok).scenario == "classic");
    CHECK(std::get<GameOptions>(ok).players == 3);
    CHECK(std::get<GameOptions>(ok).board == "side_b");

    const auto bad = options_from_names(catalog, "clasic", 3, {"side_c", "hidden_order"});
    REQUIRE(std::holds_alternative<std::vector<std::string>>(bad));
    const auto& problems = std::get<std::vector<std::string>>(bad);
    REQUIRE(problems.size() == 3);
    CHECK(problems[0].find("unknown mode \"clasic\" (the data has ") == 0);
    CHECK(problems[0].find("third_shift") != std::string::npos);
    CHECK(problems[1].find("unknown toggle \"side_c\" (expected one of ") == 0);
    CHECK(problems[2].find("unknown toggle \"hidden_order\"") == 0);

    const auto too_many = options_from_names(catalog, "third_shift", 5, {});
    REQUIRE(std::holds_alternative<std::vector<std::string>>(too_many));
}
