// Events for tools and the log: the JSON form with each kind's members, and one
// English sentence per event, naming what the content names, without telling a
// player which card another drew or kept.
#include <catch2/catch.hpp>
#include <set>

#include "io/io_kit.hpp"
#include "sparks/event_text.hpp"

using namespace sparks;
using nlohmann::json;

namespace {

const std::vector<std::string> kNames = {"Ada", "Blake", "Chidi"};

std::string say(const Event& e, int viewer = kRecordViewer) {
    static const Game game = testing::game_of(3);
    return event_text(game, e, kNames, viewer);
}

}  // namespace

TEST_CASE("Every event kind has its own id", "[sparks][io]") {
    std::set<std::string_view> seen;
    for (int k = 0; k < kEventKinds; ++k) {
        const auto kind = static_cast<EventKind>(k);
        CHECK(seen.insert(event_kind_id(kind)).second);
        CHECK(parse_event_kind(event_kind_id(kind)) == kind);
    }
    CHECK(event_kind_id(EventKind::DieTaken) == "die_taken");
    CHECK_FALSE(parse_event_kind("die taken"));
}

TEST_CASE("An event is written with its kind's members", "[sparks][io]") {
    CHECK(event_to_json({.kind = EventKind::DieTaken, .player = 0, .die = 12, .value = 5}) ==
          json::parse(R"({"event": "die_taken", "player": 0, "die": 12, "value": 5})"));
    CHECK(event_to_json({.kind = EventKind::Advanced, .player = 1, .index = 3, .colour = 2}) ==
          json::parse(R"({"event": "advanced", "player": 1, "index": 3, "colour": "green"})"));
    // A member a kind does not list is written when it is set.
    CHECK(event_to_json({.kind = EventKind::DieDiscarded, .player = 2, .die = 7}) ==
          json::parse(R"({"event": "die_discarded", "player": 2, "die": 7})"));
    CHECK(event_to_json({.kind = EventKind::BoxActivated, .player = 0, .index = kNone}) ==
          json::parse(R"({"event": "box_activated", "player": 0, "index": null, "amount": 0})"));
    CHECK(event_to_json({.kind = EventKind::GameEnded}) == json{{"event", "game_ended"}});
}

TEST_CASE("The log says each event in one sentence", "[sparks][io]") {
    CHECK(say({.kind = EventKind::DieTaken, .player = 0, .die = 3, .value = 5}) ==
          "Ada took a red 5 from the junkyard.");
    CHECK(say({.kind = EventKind::DieGained, .player = 1, .die = 40, .value = 2}) ==
          "Blake gained a blue 2.");
    CHECK(say({.kind = EventKind::DieSold, .player = 2, .die = 12, .value = 6, .amount = 2}) ==
          "Chidi sold a yellow 6 for 2 cogs.");
    CHECK(say({.kind = EventKind::DiePlaced,
               .player = 0,
               .die = 25,
               .value = 4,
               .slot = 1,
               .index = 0}) == "Ada placed a green 4 on space 1 of the robot in slot 2.");
    CHECK(say({.kind = EventKind::DiePlaced, .player = 0, .die = 25, .value = 4, .index = 2}) ==
          "Ada placed a green 4 on upgrade space 3.");
    CHECK(say({.kind = EventKind::DieRerolled, .player = 0, .die = 0, .value = 1}) ==
          "Ada rerolled a red die to 1.");
    CHECK(say({.kind = EventKind::DieDiscarded, .die = 0}) ==
          "A red die went to the discard pile.");
    CHECK(say({.kind = EventKind::RobotPlaced, .player = 1, .card = 2, .slot = 0}) ==
          "Blake put robot red_03 in slot 1.");
    CHECK(say({.kind = EventKind::RobotCompleted, .player = 1, .card = 2, .slot = 0}) ==
          "Blake completed robot red_03.");
    CHECK(say({.kind = EventKind::AssistantRecruited, .player = 0, .amount = 2, .card = 0}) ==
          "Ada recruited Conrad for 2 cogs.");
    CHECK(say({.kind = EventKind::AssistantRecruited, .player = 0, .amount = 0, .card = 2}) ==
          "Ada recruited Frank for free.");
    CHECK(say({.kind = EventKind::UpgradeTaken,
               .player = 2,
               .card = static_cast<int>(UpgradeKind::SalesBoost)}) ==
          "Chidi took the Sales Boost upgrade.");
    // The space's number and what the board prints on it: its points, or a bonus.
    CHECK(say({.kind = EventKind::Advanced, .player = 0, .index = 4, .colour = 3}) ==
          "Ada advanced to space 5 of the blue track (10 points).");
    CHECK(say({.kind = EventKind::Advanced, .player = 0, .index = 3, .colour = 3}) ==
          "Ada advanced to space 4 of the blue track (a bonus space).");
    CHECK(say({.kind = EventKind::BonusTaken, .player = 0, .card = 1, .index = 2, .colour = 0})
              .starts_with("Ada passed a bonus space on the red track and took the two_cogs "
                           "bonus ("));
    CHECK(say({.kind = EventKind::CogsGained, .player = 2, .amount = 1}) == "Chidi took 1 cog.");
    // The factory's levels count from 1 (its lowest space), as the score and the goal
    // tiles count them: the first upgrade reaches level 2.
    CHECK(say({.kind = EventKind::LevelReached, .player = 0, .index = 1}) ==
          "Ada reached factory level 2.");
    CHECK(say({.kind = EventKind::JunkyardRefilled, .amount = 7}) ==
          "7 dice were drawn into the junkyard.");
    CHECK(say({.kind = EventKind::RoundEnded, .index = 0}) == "Round 1 is over.");
    CHECK(say({.kind = EventKind::TurnStarted, .player = 3, .amount = 1}) ==
          "Player 4 began a secondary turn.");
}

TEST_CASE("A card drawn or kept unseen is named only to its holder", "[sparks][io]") {
    const Event drawn{.kind = EventKind::AssistantDrawn, .player = 1, .card = 1};
    CHECK(say(drawn) == "Blake drew Emma.");
    CHECK(say(drawn, 1) == "Blake drew Emma.");
    CHECK(say(drawn, 0) == "Blake drew an assistant.");
    CHECK(say(drawn, kTableViewer) == "Blake drew an assistant.");
    const Event kept{.kind = EventKind::AssistantDrafted, .player = 2, .card = 0};
    CHECK(say(kept, 2) == "Chidi kept Conrad in the draft.");
    CHECK(say(kept, 0) == "Chidi kept an assistant in the draft.");
    const Event returned{.kind = EventKind::RobotReturned, .player = 0, .card = 5};
    CHECK(say(returned, 0) == "Ada put robot red_06 under the robot deck.");
    CHECK(say(returned, 1) == "Ada put a robot under the robot deck.");
}

TEST_CASE("Every event of random games has a sentence and a JSON form", "[sparks][io]") {
    std::set<EventKind> kinds;
    for (const Game& game : testing::some_games()) {
        const Match match = testing::random_match(game, 2, 100000);
        std::vector<Event> all = match.setup_events();
        for (std::size_t i = 0; i < match.actions().size(); ++i) {
            const auto events = match.events(i);
            all.insert(all.end(), events.begin(), events.end());
        }
        for (const Event& e : all) {
            kinds.insert(e.kind);
            for (int viewer : {kRecordViewer, kTableViewer, 0}) {
                const std::string text = event_text(game, e, kNames, viewer);
                INFO(event_to_json(e).dump() << ": " << text);
                CHECK(text.back() == '.');
                CHECK(text.find("unknown") == std::string::npos);
                CHECK(text.find("Player 0") == std::string::npos);
                CHECK(text != "Something happened.");
            }
            CHECK(event_to_json(e)["event"] == event_kind_id(e.kind));
        }
    }
    CHECK(kinds.size() > 25);
}
