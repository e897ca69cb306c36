// The New game form turns what the player picked into the core's options, with
// the limits taken from the real scenario files in data/.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <string>

#include "setup/new_game_form.hpp"
#include "setup/table_opening.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;
using namespace sugarworks::app;

namespace {

bool mentions(const std::vector<std::string>& problems, const std::string& words) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(words) != std::string::npos; });
}

void seat_count(NewGameForm& form, int n) {
    while (static_cast<int>(form.seats.size()) < n)
        add_seat(form);
    while (static_cast<int>(form.seats.size()) > n)
        form.seats.pop_back();
}

}  // namespace

TEST_CASE("the default form is the standard game for two and is valid", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    const NewGameForm form = default_form(7);
    CHECK(form.scenario == "third_shift");
    CHECK(form.seed == 7);
    REQUIRE(form.seats.size() == 2);
    CHECK(form.seats[0].name == "Alex");
    CHECK(form.seats[0].colour == 0);
    CHECK(form.seats[1].name == "Blake");
    CHECK(form.seats[1].colour == 1);
    CHECK(form.toggles.empty());

    const FormResult result = options_for(catalog, form);
    INFO(result.problems.size() << " problems, the first: "
                                << (result.problems.empty() ? "" : result.problems.front()));
    REQUIRE(result.problems.empty());
    REQUIRE(result.options);
    CHECK(*result.options == GameOptions::for_scenario(*catalog.scenario("third_shift"), 2));
    CHECK_NOTHROW(sugarworks::Game(catalog, *result.options).new_game(form.seed));
}

TEST_CASE("the scenario choices offer every scenario with the tutorial course first",
          "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    const std::vector<ScenarioChoice> choices = scenario_choices(catalog);
    REQUIRE(choices.size() == catalog.scenarios.size());
    REQUIRE(choices.size() >= 3);
    CHECK(choices[0].id == "first_shift");
    CHECK(choices[1].id == "second_shift");
    CHECK(choices[2].id == "third_shift");
    for (const Scenario& s : catalog.scenarios) {
        const auto n = std::count_if(choices.begin(), choices.end(),
                                     [&](const ScenarioChoice& c) { return c.id == s.id; });
        CHECK(n == 1);
    }
    for (const ScenarioChoice& c : choices) {
        const Scenario* s = catalog.scenario(c.id);
        REQUIRE(s);
        CHECK(c.name == s->name);
        CHECK(c.description == s->summary);
        CHECK(c.min_players == s->min_players);
        CHECK(c.max_players == s->max_players);
        for (const auto& [id, name] : c.toggles) {
            const auto t = parse_toggle(id);
            REQUIRE(t);
            CHECK(s->allowed_toggles.has(*t));
            CHECK(name == toggle_name(*t));
        }
    }
    CHECK(choices[0].toggles.empty());  // First Shift allows no advanced rules

    const auto irritating = std::find_if(choices.begin(), choices.end(), [](const auto& c) {
        return c.id == "irritating_coworkers";
    });
    REQUIRE(irritating != choices.end());
    CHECK(irritating->min_players == 2);
}

TEST_CASE("every scenario gives valid options at its fewest and its most players", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    for (const ScenarioChoice& c : scenario_choices(catalog)) {
        for (const int players : {c.min_players, c.max_players}) {
            for (const bool all_toggles : {false, true}) {
                NewGameForm form = default_form(99);
                choose_scenario(form, catalog, c.id);
                seat_count(form, players);
                if (all_toggles) {
                    for (const auto& toggle : c.toggles)
                        set_toggle(form, toggle.first, true);
                }
                INFO(c.id << " for " << players << (all_toggles ? " with every rule" : ""));
                const FormResult result = options_for(catalog, form);
                CHECK(result.problems.empty());
                REQUIRE(result.options);
                CHECK(result.options->players == players);
                CHECK(result.options->scenario == c.id);
                CHECK(Game::validate_options(catalog, *result.options).empty());
                CHECK_NOTHROW(sugarworks::Game(catalog, *result.options).new_game(form.seed));
            }
        }
    }
}

TEST_CASE("a toggle the scenario does not allow is reported", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    NewGameForm form = default_form(1);
    choose_scenario(form, catalog, "first_shift");
    form.toggles = {"side_b"};
    const FormResult result = options_for(catalog, form);
    CHECK_FALSE(result.options);
    CHECK(mentions(result.problems, "Side B cannot be played with First Shift"));

    form.toggles = {"wombat_races"};
    const FormResult unknown = options_for(catalog, form);
    CHECK_FALSE(unknown.options);
    CHECK(mentions(unknown.problems, "wombat_races"));
}

TEST_CASE("an unknown scenario and a player count outside the range are reported", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    NewGameForm form = default_form(1);
    form.scenario = "night_shift";
    const FormResult unknown = options_for(catalog, form);
    CHECK_FALSE(unknown.options);
    CHECK(mentions(unknown.problems, "night_shift"));

    form = default_form(1);
    choose_scenario(form, catalog, "irritating_coworkers");
    form.seats.resize(1);
    const FormResult alone = options_for(catalog, form);
    CHECK_FALSE(alone.options);
    CHECK(mentions(alone.problems, "Irritating Coworkers is for 2 to 4 players"));

    form = default_form(1);
    seat_count(form, 5);
    CHECK_FALSE(options_for(catalog, form).options);
}

TEST_CASE("choosing a scenario keeps the form playable", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    NewGameForm form = default_form(3);
    set_toggle(form, "side_b", true);
    set_toggle(form, "sugarworkers", true);
    REQUIRE(options_for(catalog, form).options);

    SECTION("a scenario without advanced rules drops them all") {
        choose_scenario(form, catalog, "first_shift");
        CHECK(form.scenario == "first_shift");
        CHECK(form.toggles.empty());
        CHECK(options_for(catalog, form).options);
    }
    SECTION("a scenario allowing them keeps them") {
        choose_scenario(form, catalog, "irritating_coworkers");
        CHECK(form.toggles == std::vector<std::string>{"side_b", "sugarworkers"});
        CHECK(options_for(catalog, form).options);
    }
    SECTION("a scenario for two or more fills a lone seat up") {
        form.seats.resize(1);
        choose_scenario(form, catalog, "irritating_coworkers");
        REQUIRE(form.seats.size() == 2);
        CHECK(form.seats[1].name != form.seats[0].name);
        CHECK(form.seats[1].colour != form.seats[0].colour);
        CHECK(options_for(catalog, form).options);
    }
    SECTION("a scenario for fewer players trims the seats") {
        Catalog small = catalog;
        for (Scenario& s : small.scenarios) {
            if (s.id == "lucy")
                s.max_players = 2;
        }
        seat_count(form, 4);
        choose_scenario(form, small, "lucy");
        CHECK(form.seats.size() == 2);
        CHECK(form.seats[0].name == "Alex");
        CHECK(options_for(small, form).options);
    }
}

TEST_CASE("names and colours must tell the seats apart", "[app][form]") {
    const Catalog& catalog = testkit::catalog();
    NewGameForm form = default_form(1);

    SECTION("the same name twice") {
        form.seats[1].name = " alex ";
        const FormResult result = options_for(catalog, form);
        CHECK_FALSE(result.options);
        CHECK(mentions(result.problems, "More than one seat is called \"Alex\""));
    }
    SECTION("an empty name") {
        form.seats[1].name = "   ";
        const FormResult result = options_for(catalog, form);
        CHECK_FALSE(result.options);
        CHECK(mentions(result.problems, "Seat 2 needs a name"));
    }
    SECTION("the same colour twice") {
        form.seats[1].colour = 0;
        const FormResult result = options_for(catalog, form);
        CHECK_FALSE(result.options);
        CHECK(mentions(result.problems, "Alex and Blake have the same colour"));
    }
    SECTION("a colour outside the palette") {
        form.seats[0].colour = kSeatColourCount;
        CHECK(mentions(options_for(catalog, form).problems, "Alex needs a colour"));
    }
    SECTION("picking a worn colour swaps it") {
        set_seat_colour(form, 1, 0);
        CHECK(form.seats[1].colour == 0);
        CHECK(form.seats[0].colour == 1);
        CHECK(options_for(catalog, form).options);
    }
    SECTION("the names are given without blanks around them") {
        form.seats[0].name = "  Alex ";
        CHECK(seat_names(form) == std::vector<std::string>{"Alex", "Blake"});
    }
}

TEST_CASE("new seats get names and colours nobody has", "[app][form]") {
    NewGameForm form = default_form(1);
    form.seats[0].colour = 2;
    add_seat(form);
    add_seat(form);
    REQUIRE(form.seats.size() == 4);
    CHECK(form.seats[2].name == "Casey");
    CHECK(form.seats[2].colour == 0);
    CHECK(form.seats[3].name == "Drew");
    CHECK(form.seats[3].colour == 3);
}

TEST_CASE("seeds are read from digits only", "[app][form]") {
    CHECK(parse_seed("7") == std::optional<std::uint64_t>(7));
    CHECK(parse_seed(" 12345 ") == std::optional<std::uint64_t>(12345));
    CHECK(parse_seed("0") == std::optional<std::uint64_t>(0));
    CHECK(parse_seed("\t42\n") == std::optional<std::uint64_t>(42));
    CHECK(parse_seed("18446744073709551615") ==
          std::optional<std::uint64_t>(std::numeric_limits<std::uint64_t>::max()));
    CHECK_FALSE(parse_seed("18446744073709551616"));
    CHECK_FALSE(parse_seed(""));
    CHECK_FALSE(parse_seed("   "));
    CHECK_FALSE(parse_seed("-1"));
    CHECK_FALSE(parse_seed("+1"));
    CHECK_FALSE(parse_seed("1.5"));
    CHECK_FALSE(parse_seed("12a"));
    CHECK_FALSE(parse_seed("0x10"));
    CHECK_FALSE(parse_seed("1 2"));
    CHECK_FALSE(parse_seed("seven"));
}

TEST_CASE("a seat written Name:level on the command line is a computer player", "[app][form]") {
    const SeatText person = read_seat_text("Alex");
    CHECK(person.name == "Alex");
    CHECK_FALSE(person.computer);
    CHECK(person.problem.empty());
    const SeatText hard = read_seat_text(" Blake : hard ");
    CHECK(hard.name == "Blake");
    CHECK(hard.computer == bots::BotLevel::Hard);
    CHECK(hard.problem.empty());
    CHECK(read_seat_text("Casey:easy").computer == bots::BotLevel::Easy);
    const SeatText wrong = read_seat_text("Drew:genius");
    CHECK_FALSE(wrong.computer);
    CHECK(wrong.problem ==
          "\"Drew:genius\": after ':' comes a computer level (easy, medium, "
          "hard or random), not \"genius\"");

    const NewGameForm form =
        form_from_command_line(testkit::catalog(), "third_shift", {"Alex", "Blake:medium"}, {}, 3);
    REQUIRE(form.seats.size() == 2);
    CHECK_FALSE(form.seats[0].computer);
    CHECK(form.seats[1].name == "Blake");
    CHECK(form.seats[1].computer == bots::BotLevel::Medium);
    const TableOpening opening = table_from_form(testkit::catalog(), form);
    REQUIRE(opening.table);
    CHECK(opening.table->is_computer(1));
    CHECK(opening.table->human_count() == 1);
    CHECK(opening.table->sole_human() == 0);
}
