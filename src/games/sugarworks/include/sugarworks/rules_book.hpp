// The rulebook's words, built from the catalog and the standard scenario, so that
// what a player reads (the hand limit, the round cap, the activation order, the
// order cards, the modes) is what the engine applies. A screen lays them out; the
// pictures beside them (the Bonk! chart, the tile faces) are the screen's own.
#pragma once

#include <string>
#include <vector>

#include "sugarworks/catalog.hpp"

namespace sugarworks {

// The standard game's scenario (hand limit, round cap): the catalog's copy of it
// when the data has one, else the built-in one.
Scenario rules_scenario(const Catalog& catalog);

// "Red Circle, Yellow Hexagon, ...": the catalog's activation order in words.
std::string activation_order_words(const Catalog& catalog);

// A numbered step of the round (depth 0) or a part of one (depth 1).
struct RoundStep {
    int depth = 0;
    std::string title;
    std::string text;
};
std::vector<RoundStep> round_steps(const Catalog& catalog);

struct FaqEntry {
    std::string question;
    std::string answer;
};
std::vector<FaqEntry> faq_entries(const Catalog& catalog);

// Order kinds, blanket orders and scoring, in words drawn from the catalog.
struct RulesSection {
    std::string title;
    std::vector<std::string> lines;  // paragraphs, or a list's entries
};
std::vector<RulesSection> scoring_sections(const Catalog& catalog);

// Every mode the catalog has: its name, the rulebook's line, the players it
// takes, what differs from the full game and the advanced rules it allows.
struct ModeRow {
    std::string name;
    std::string tagline;
    std::string players;  // "1 to 4 players"
    std::string summary;
    std::string advanced;  // "Advanced rules: Side B, Sugarworkers" or empty
};
std::vector<ModeRow> mode_rows(const Catalog& catalog);

}  // namespace sugarworks
