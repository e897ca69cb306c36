// The rulebook's words on the Rules screen come from the catalog and the standard
// scenario: the numbers a player reads are the ones the engine applies.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "sugarworks/orders.hpp"
#include "sugarworks/rules_book.hpp"
#include "support/testkit.hpp"

using namespace sugarworks;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string round_words(const Catalog& catalog) {
    std::string round;
    for (const RoundStep& step : round_steps(catalog))
        round += step.title + " " + step.text + "\n";
    return round;
}

std::string faq_words(const Catalog& catalog) {
    std::string faq;
    for (const FaqEntry& entry : faq_entries(catalog))
        faq += entry.question + " " + entry.answer + "\n";
    return faq;
}

}  // namespace

TEST_CASE("The round and the FAQ say the standard scenario's numbers and the activation order",
          "[text][rules_book]") {
    const Catalog& catalog = testkit::catalog();
    const Scenario scenario = rules_scenario(catalog);
    const std::string round = round_words(catalog);
    CHECK(contains(round, "Discard down to " + std::to_string(scenario.hand_limit)));
    CHECK(contains(round,
                   "Red Circle, Yellow Hexagon, Green Triangle, Blue Square, "
                   "Purple Rectangle"));
    CHECK(contains(round, "twice"));
    const std::string faq = faq_words(catalog);
    CHECK(contains(faq, "round " + std::to_string(scenario.round_cap)));
    CHECK(contains(faq, "tie"));
    CHECK(contains(faq, "output tile"));
}

TEST_CASE("The rulebook's numbers follow the catalog's standard scenario and activation order",
          "[text][rules_book]") {
    Catalog catalog = testkit::catalog();
    const std::string id = standard_scenario().id;
    const auto standard = std::find_if(catalog.scenarios.begin(), catalog.scenarios.end(),
                                       [&](const Scenario& s) { return s.id == id; });
    REQUIRE(standard != catalog.scenarios.end());
    standard->hand_limit = 7;
    standard->round_cap = 41;
    std::reverse(catalog.candies.activation_order.begin(), catalog.candies.activation_order.end());
    CHECK(rules_scenario(catalog).hand_limit == 7);
    const std::string round = round_words(catalog);
    CHECK(contains(round, "Discard down to 7"));
    CHECK(contains(round, "Holding more than 7 orders"));
    CHECK(contains(round,
                   "Purple Rectangle, Blue Square, Green Triangle, Yellow Hexagon, Red Circle"));
    CHECK(contains(faq_words(catalog), "round 41"));
}

TEST_CASE(
    "The rulebook explains order kinds, blanket orders, scoring and every mode, from the data",
    "[text][rules_book]") {
    const Catalog& catalog = testkit::catalog();
    std::string all;
    for (const RulesSection& section : scoring_sections(catalog)) {
        CHECK(!section.lines.empty());
        all += section.title + "\n";
        for (const std::string& line : section.lines)
            all += line + "\n";
    }
    for (const char* words : {"Special orders", "Sales orders", "Blanket orders", "happy",
                              "Zero is neither", "share the win", "incomplete"})
        CHECK(contains(all, words));
    // Every blanket card, both sides, in the words the table shows them.
    for (const BlanketCard& card : catalog.blankets) {
        CHECK(contains(all, describe_blanket_side(card.grey)));
        CHECK(contains(all, describe_blanket_side(card.colourful)));
    }
    // The co-operative ratings come from the scenario's data.
    for (const Scenario& sc : catalog.scenarios) {
        for (const Rating& r : sc.team.ratings)
            CHECK(contains(all, r.name));
    }

    const std::vector<ModeRow> modes = mode_rows(catalog);
    REQUIRE(modes.size() == catalog.scenarios.size());
    CHECK(modes[0].name == "First Shift");
    CHECK(modes[1].name == "Second Shift");
    CHECK(modes[2].name == "Third Shift");
    for (const Scenario& sc : catalog.scenarios) {
        const auto row = std::find_if(modes.begin(), modes.end(),
                                      [&](const ModeRow& m) { return m.name == sc.name; });
        REQUIRE(row != modes.end());
        CHECK(row->summary == sc.summary);
        CHECK(row->tagline == sc.tagline);
        CHECK(contains(row->players, std::to_string(sc.max_players)));
        for (const Toggle t : kAllToggles)
            CHECK(contains(row->advanced, std::string(toggle_name(t))) ==
                  sc.allowed_toggles.has(t));
    }
}
