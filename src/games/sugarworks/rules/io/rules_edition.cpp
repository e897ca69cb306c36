// What changed in each edition of the rules, and which games each change touches.
#include "sugarworks/rules_edition.hpp"

#include <algorithm>
#include <functional>

namespace sugarworks {

namespace {

struct RulesChange {
    int edition;  // the edition that brought the change
    std::function<bool(const Game&)> touches;
    std::string_view text;
};

bool any_side_unusable(const Game& game) {
    const auto& cards = game.catalog().sugarworkers;
    return std::any_of(cards.begin(), cards.end(), [&](const SugarworkerCard& card) {
        return why_unusable(card.sides[0], game.scenario()) ||
               why_unusable(card.sides[1], game.scenario());
    });
}

// A mode dealing blanket orders at random that leaves some of them out.
bool any_blanket_left_out(const Game& game) {
    const Scenario& sc = game.scenario();
    const auto& cards = game.catalog().blankets;
    return sc.blanket_deal == BlanketDeal::Random && sc.blankets_dealt > 0 &&
           std::any_of(cards.begin(), cards.end(), [&](const BlanketCard& card) {
               return !deals_blanket(sc, card, game.catalog().orders);
           });
}

const std::vector<RulesChange>& changes() {
    static const std::vector<RulesChange> list = {
        {2, [](const Game& g) { return g.scenario().offers(ExtraAction::DrawTwoKeepOne); },
         "Classic Sugarworks has an order action: drawing the top order of the deck "
         "(docs/sugarworks/rules.md 6.4)"},
        {2, [](const Game& g) { return g.scenario().production == Production::EveryTurn; },
         "Lucy Mode makes a candy on every empty output after every turn, not once a round "
         "(docs/sugarworks/rules.md 6.5)"},
        {2, [](const Game& g) { return g.scenario().cooperative; },
         "co-operative play deals the market and three blanket orders, and the team scores "
         "the blanket orders (docs/sugarworks/rules.md 6.6)"},
        {2,
         [](const Game& g) {
             return g.scenario().order_pool == OrderPool::FirstShift &&
                    !g.scenario().blankets_flipped_by_die;
         },
         "First Shift deals three blanket orders grey side up (docs/sugarworks/rules.md 6.1)"},
        {2, [](const Game& g) { return g.options().players == 1 && !g.scenario().cooperative; },
         "a player alone takes two sets of player actions before each movement, in every "
         "mode (docs/sugarworks/rules.md 4.2)"},
        {2, [](const Game& g) { return g.options().toggles.has(Toggle::HiddenOrders); },
         "with Hidden Orders a candy is made by pointing at a card facing away, not by naming "
         "it, any \"no\" turns another card away, and cards facing away score at the end "
         "(docs/sugarworks/rules.md 6.9)"},
        {2,
         [](const Game& g) {
             return g.options().toggles.has(Toggle::Sugarworkers) && any_side_unusable(g);
         },
         "a Sugarworker side this mode can never use cannot be chosen (docs/sugarworks/rules.md "
         "6.10)"},
        {2, [](const Game& g) { return chains_can_loop(g.catalog().candies.bonk); },
         "a chain of Bonks! that would go round forever loses the candy that began it "
         "(docs/sugarworks/rules.md 3.4)"},
        {3, [](const Game& g) { return any_blanket_left_out(g); },
         "a blanket order the mode's orders can never score is not dealt: First Shift's "
         "deal passes over those counting completed special orders (docs/sugarworks/rules.md 6.1)"},
    };
    return list;
}

}  // namespace

std::vector<std::string> rules_changes_since(int edition, const Game& game) {
    std::vector<std::string> out;
    for (const RulesChange& change : changes()) {
        if (change.edition > edition && change.edition <= kRulesEdition && change.touches(game))
            out.emplace_back(change.text);
    }
    return out;
}

}  // namespace sugarworks
