// The narrated log and the text drawing of the floor say what the events say.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string_view>

#include "bots/random_bot.hpp"
#include "sugarworks/event_json.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/text.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::testkit;

namespace {

std::vector<std::string> narrate_all(const Floor& start, const std::vector<Event>& events) {
    std::vector<std::string> lines;
    for (const Event& e : events)
        lines.push_back(narrate(e, start, &catalog()));
    return lines;
}

}  // namespace

TEST_CASE("The log narrates a Bonk! and where the struck candy flies", "[text]") {
    const Floor start =
        FloorBuilder().candy("B3", CandyType::RedCircle).candy("B4", CandyType::YellowHexagon);
    const MovementOutcome out = resolve_movement(start, standard_rules());
    const auto lines = narrate_all(start, out.events);
    REQUIRE(lines.size() >= 4);
    CHECK(lines[0] == "Red Circle at B3 activates.");
    CHECK(lines[1] == "Red Circle moves right from B3 to B4.");
    CHECK(lines[2] == "Bonk! Red Circle bonks the Yellow Hexagon at B4.");
    CHECK(lines[3] == "The hexagon flies up-right from B4 to A5.");
}

TEST_CASE("The log narrates outputs, jumps, crates, eaters and losses", "[text]") {
    const Floor start = FloorBuilder()
                            .on_output(CandyType::RedCircle)
                            .tile("A5", CenterIcon::JumpRight)
                            .candy("A5", CandyType::YellowHexagon)
                            .tile("C2", "eater_green_triangle")
                            .candy("C1", CandyType::GreenTriangle)
                            .tile("A1", CenterIcon::Up)
                            .candy("A1", CandyType::BlueSquare);
    const MovementOutcome out = resolve_movement(start, standard_rules());
    const auto lines = narrate_all(start, out.events);
    auto has = [&](const std::string& line) {
        return std::find(lines.begin(), lines.end(), line) != lines.end();
    };
    CHECK(has("Red Circle rolls off the B-upper output to B1."));
    CHECK(has("Yellow Hexagon jumps right from A5, over the next space, into the Heart crate."));
    CHECK(has("Yellow Hexagon is delivered to the Heart crate."));
    CHECK(has("The Green Triangle Eater at C2 eats the triangle!"));
    CHECK(has("Green Triangle is Lost (eaten)."));
    CHECK(has("Blue Square moves up from A1 off the board."));
    CHECK(has("Blue Square falls off the edge and is Lost."));
}

TEST_CASE("The text drawing shows tiles, candies, outputs, crates, Lost and supply", "[text]") {
    Floor f = FloorBuilder()
                  .on_output(CandyType::RedCircle)
                  .tile("B4", "up_spring")
                  .candy("B4", CandyType::BlueSquare);
    f.lose(CandyType::GreenTriangle);
    const std::string text = draw_floor(f);
    CHECK(text.find("B  R* G_ |") !=
          std::string::npos);                      // B-upper red output loaded, B-lower green empty
    CHECK(text.find("^B'") != std::string::npos);  // a played Up Spring under a Blue Square
    CHECK(text.find("Heart crate: R0 Y0 G0 B0 P0") != std::string::npos);
    CHECK(text.find("Lost: R0 Y0 G1 B0 P0") != std::string::npos);
    CHECK(text.find("Supply: R4 Y5 G5 B4 P5") != std::string::npos);
}

TEST_CASE("Events and floors have a JSON form naming cells, candies and causes", "[text][json]") {
    const Floor start = FloorBuilder().candy("B6", CandyType::PurpleRectangle);
    const MovementOutcome out = resolve_movement(start, standard_rules());
    const auto events = events_to_json(out.events, start);
    REQUIRE(events.size() == 3);
    CHECK(events[0]["event"] == "activate");
    CHECK(events[0]["at"]["cell"] == "B6");
    CHECK(events[1]["event"] == "move");
    CHECK(events[1]["to"]["crate"] == "bunny");
    CHECK(events[1]["cause"] == "conveyor");
    CHECK(events[2]["event"] == "delivered");
    CHECK(events[2]["candy"]["type"] == "purple_rectangle");
    const auto after = floor_to_json(out.floor);
    CHECK(after["crates"][1]["crate"] == "bunny");
    CHECK(after["crates"][1]["contents"]["purple_rectangle"] == 1);
    CHECK(after["candies"].empty());
    CHECK(after["docks"]["A-upper"].is_null());
}

TEST_CASE("Every line of a game's log is one finished sentence", "[text][game]") {
    // Random games meet every kind of game event; each line must read as a
    // sentence, for every viewer: no doubled full stop after a quoted card, no
    // "1 points"; a card's words in typographic quotes with the full stop outside
    // them, so a wrapped line never starts or ends with a lone quote mark.
    // Every scenario, with every toggle it allows.
    int lines = 0;
    for (const Scenario& sc : catalog().scenarios) {
        const Game game(catalog(), GameOptions::for_scenario(sc, std::min(4, sc.max_players),
                                                             sc.allowed_toggles));
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const bots::RandomGame played = bots::play_random_game(game, seed);
            std::vector<GameEvent> events;
            GameState state = game.new_game(seed, events);
            const auto check_lines = [&](const std::vector<GameEvent>& happened,
                                         const Floor& floor) {
                for (const GameEvent& e : happened) {
                    // The record (-1), the whole table (-2) and every seat.
                    for (int viewer = -2; viewer < game.options().players; ++viewer) {
                        const std::string line = narrate_game_event(e, game, floor, {}, viewer);
                        INFO(sc.id << ", seed " << seed << ", viewer " << viewer << ": " << line);
                        REQUIRE_FALSE(line.empty());
                        const char last = line.back();
                        const std::string_view close = "\xE2\x80\x9D";
                        const bool quoted_end =
                            line.size() > close.size() &&
                            std::string_view(line).substr(line.size() - close.size()) == close &&
                            std::string_view("!?").find(line[line.size() - close.size() - 1]) !=
                                std::string_view::npos;
                        CHECK((last == '.' || last == '!' || quoted_end));
                        CHECK(line.find("..") == std::string::npos);
                        CHECK(line.find('"') == std::string::npos);
                        CHECK(line.find(".\xE2\x80\x9D") == std::string::npos);
                        CHECK(line.find("::") == std::string::npos);
                        CHECK(line.find(" 1 points") == std::string::npos);
                        // Where the die makes no candy, nobody holds it for the round
                        // (Lucy Mode rolls it once, at set-up, for the blanket orders).
                        if (e.kind == GameEventKind::RoundStarted &&
                            game.scenario().production != Production::Die)
                            CHECK(line.find("candy die") == std::string::npos);
                        ++lines;
                    }
                }
            };
            check_lines(events, state.floor);
            for (const Action& a : played.actions) {
                events.clear();
                const Floor before = state.floor;
                REQUIRE_FALSE(game.apply_in_place(state, a, events));
                check_lines(events, before);
            }
        }
    }
    CHECK(lines > 10000);
}

TEST_CASE("A staged action's confirmation says what it shows and which round or game it ends",
          "[text]") {
    const Game third(catalog(), GameOptions::for_scenario(*catalog().scenario("third_shift"), 2));
    const Game first(catalog(), GameOptions::for_scenario(*catalog().scenario("first_shift"), 2));
    Commitment tile{.reveals = Revealed::TileDrawn};
    CHECK(commitment_heading(tile) == "Sure? This cannot be taken back.");
    CHECK(commitment_words(tile, third) ==
          "You draw a new tile from the deck, so Undo cannot take it back.");

    Commitment last{.ends_round = true};
    CHECK(commitment_heading(last) == "Sure? This ends the round.");
    CHECK(commitment_words(last, third) ==
          "It is the last action of the round: the conveyors run at once, and then the die is "
          "rolled for the next round.");
    // First Shift rolls no die.
    CHECK(commitment_words(last, first) ==
          "It is the last action of the round: the conveyors run at once, and then the next "
          "round begins.");

    Commitment end{.reveals = Revealed::TileDrawn, .ends_round = true, .ends_game = true};
    CHECK(commitment_heading(end) == "Sure? This ends the game.");
    CHECK(commitment_words(end, third) ==
          "It is the last action of the round: the conveyors run at once, and then the game "
          "ends and is scored. You draw a new tile from the deck, so Undo cannot take it back.");
}
