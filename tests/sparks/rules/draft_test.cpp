// The assistant draft (rulebook "Variant: Assistant Draft"): 7 cards each, keep
// one and pass the rest left until everyone has 6, the rest shuffled into the
// deck.
#include <catch2/catch.hpp>

#include "rules/rules_kit.hpp"

using namespace sparks;
using namespace sparks::kit;

namespace {

// Set-up with the draft: every player places their robots first.
GameState at_draft(const Game& game, std::uint64_t seed) {
    GameState s = game.new_game(seed);
    while (s.phase == Phase::ChooseRobots)
        apply_ok(game, s, game.legal_actions(s).front());
    REQUIRE(s.phase == Phase::Draft);
    return s;
}

}  // namespace

TEST_CASE("Assistant draft: each player is dealt 7 assistant cards to draft from",
          "[sparks][rules][draft]") {
    const Game game = game_for(3, false, true);
    std::vector<Event> events;
    const GameState s = game.new_game(190, events);
    for (const PlayerState& p : s.seats) {
        CHECK(p.packet.size() == 7);
        CHECK(p.hand.empty());
    }
    CHECK(s.assistant_deck.size() == 32 - 21);
    for (const Event& e : events_of(events, EventKind::AssistantsDealt))
        CHECK(e.amount == 7);
}

TEST_CASE(
    "Assistant draft: each player keeps one card and passes the rest to the left, until everyone "
    "has 6, the rest go back into the deck, shuffled",
    "[sparks][rules][draft]") {
    const Game game = game_for(3, false, true);
    GameState s = at_draft(game, 191);
    const int first = s.first_player;
    REQUIRE(s.current == first);
    const std::vector<int> deck = s.assistant_deck;
    for (int pick = 0; pick < 6; ++pick) {
        std::vector<std::vector<int>> before;
        for (const PlayerState& p : s.seats)
            before.push_back(p.packet);
        std::vector<int> kept(3, kNone);
        std::vector<Event> events;
        for (int i = 0; i < 3; ++i) {
            const int p = s.current;
            CHECK(p == (first + i) % 3);
            // The last card of the packet, to vary the choice.
            const int card = seat(s, p).packet.back();
            kept[static_cast<std::size_t>(p)] = card;
            const auto more = apply_ok(game, s, {.kind = ActionKind::DraftAssistant, .card = card});
            events.insert(events.end(), more.begin(), more.end());
            CHECK(contains(seat(s, p).hand, card));
        }
        for (int p = 0; p < 3; ++p)
            CHECK(seat(s, p).hand.size() == static_cast<std::size_t>(pick + 1));
        if (pick < 5) {
            CHECK(count_of(events, EventKind::PacketsPassed) == 1);
            // Player p now holds what their right-hand neighbour (p - 1) kept back.
            for (int p = 0; p < 3; ++p) {
                const int from = (p + 2) % 3;
                std::vector<int> expected = before[static_cast<std::size_t>(from)];
                expected.erase(std::find(expected.begin(), expected.end(),
                                         kept[static_cast<std::size_t>(from)]));
                CHECK(seat(s, p).packet == expected);
            }
        }
    }
    CHECK(s.phase == Phase::Production);
    for (const PlayerState& p : s.seats) {
        CHECK(p.hand.size() == 6);
        CHECK(p.packet.empty());
    }
    // The three cards left over joined the deck.
    CHECK(s.assistant_deck.size() == deck.size() + 3);
}

TEST_CASE("Assistant draft: only a card of one's own packet, and only during the draft",
          "[sparks][rules][draft]") {
    const Game game = game_for(2, false, true);
    GameState s = at_draft(game, 192);
    const int other = seat(s, 1 - s.current).packet[0];
    refused(game, s, {.kind = ActionKind::DraftAssistant, .card = other},
            RejectReason::NoSuchThing);
    refused(game, s, produce(0, 0), RejectReason::WrongPhase);
    CHECK(game.legal_actions(s).size() == 7);
    // Without the draft there is no draft.
    const Game plain = game_for(2);
    GameState p = setup_done(plain, 192);
    refused(plain, p, {.kind = ActionKind::DraftAssistant, .card = 0}, RejectReason::WrongPhase);
}

TEST_CASE("Assistant draft: a solo player keeps 6 of their 7 cards", "[sparks][rules][draft]") {
    const Game game = solo_game(1, true);
    GameState s = at_draft(game, 193);
    for (int pick = 0; pick < 6; ++pick)
        apply_ok(game, s, game.legal_actions(s).front());
    CHECK(s.phase == Phase::Production);
    CHECK(seat(s, 0).hand.size() == 6);
    CHECK(s.assistant_deck.size() == 32 - 6);
}
