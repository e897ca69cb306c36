#include "sugarworks/rules_book.hpp"

#include <algorithm>

#include "engine/count_words.hpp"
#include "sugarworks/orders.hpp"

namespace sugarworks {
std::string activation_order_words(const Catalog& catalog) {
    std::string words;
    for (CandyType type : catalog.candies.activation_order) {
        if (!words.empty())
            words += ", ";
        words += candy_type_name(type);
    }
    return words;
}

Scenario rules_scenario(const Catalog& catalog) {
    const Scenario standard = standard_scenario();
    if (const Scenario* s = catalog.scenario(standard.id))
        return *s;
    return standard;
}

std::vector<RoundStep> round_steps(const Catalog& catalog) {
    const Scenario scenario = rules_scenario(catalog);
    const std::string limit = std::to_string(scenario.hand_limit);
    return {
        {0, "1. Roll the candy die",
         "The first player rolls. For the rolled type (every type on ALL) one candy goes from "
         "the supply onto that type's output tile, if the tile is empty and the supply has one. "
         "In round 1 nobody rolls for candy: the set-up already loaded the outputs (a set-up "
         "roll, the log's first line where there is one, turns blanket orders over and, on "
         "side B, lays tiles; it makes no candy)."},
        {0, "2. Player actions",
         "Starting with the first player and going clockwise, each player in turn:"},
        {1, "Order action",
         "Take a face-up order from the market, draw the top order of the deck, or discard a "
         "face-up order from the market."},
        {1, "Discard down to " + limit,
         "Holding more than " + limit + " orders, discard from hand until " + limit +
             " remain. Then the market refills."},
        {1, "Factory action",
         "Adjust an output tile (with its candy) to an open dock spot, play a conveyor tile from "
         "your hand and draw another, or make a candy by discarding an order that shows it."},
        {0, "3. Candy movement",
         "The conveyors run. Candy types activate one type at a time, in the activation order: " +
             activation_order_words(catalog) +
             ". Within a type the right-most candy goes first, top to bottom, column by column "
             "to the left; candy on the output tiles goes last and enters column 1."},
        {1, "Each candy activates twice",
         "When its turn comes, a candy takes two steps. Each step follows the centre icon of the "
         "space the candy stands on at that moment. A "
         "corner icon acts the moment a candy enters its space, before any Bonk! there."},
        {1, "Bonk!",
         "A candy that enters a space holding another candy bonks it: the struck candy's type "
         "decides what happens (see the Bonk! chart). Chains of Bonks! resolve completely before "
         "the moving candy takes its remaining step."},
        {1, "Crates and Lost",
         "A candy whose move ends exactly on a shipping crate is delivered into it. Any other "
         "move off the board loses it to the Lost gutter."},
        {0, "4. Pass the die",
         "The die passes clockwise. The next player becomes first player and starts the next "
         "round by rolling."},
        {0, "The end",
         "When a candy movement ends with some type gone from both the supply and the floor, the "
         "game is over: nobody rolls, and final scoring follows."},
    };
}

std::vector<FaqEntry> faq_entries(const Catalog& catalog) {
    const Scenario scenario = rules_scenario(catalog);
    return {
        {"How do ties work?",
         "Ties are happy. In a sales order every type tied for the most is the most and every "
         "type tied for the fewest is the fewest; if all types present have the same count, each "
         "is both. In a blanket order every player tied for the most gets the high value and "
         "every player tied for the next count the low value. Players tied on the final score "
         "share the win."},
        {"Is zero the fewest?",
         "No. Only types that are present count for most and fewest. \"No\" on a card means none "
         "of that type."},
        {"What happens to a candy that leaves the board?",
         "If its move ends exactly on a shipping crate, it is delivered into the crate. Any other "
         "move off the board (off the top or bottom, past a crate, off the right where no crate "
         "stands) sends it to the Lost gutter."},
        {"Can a candy be pushed back onto an output tile?",
         "No. A move that ends left of column 1, on the output side, loses the candy. Output "
         "tiles only hold candy made by the die or by Make a Candy."},
        {"When does an eater eat?",
         "The moment a candy of its type touches the tile: moving in on a conveyor or a jump, "
         "pushed or sent in by a Bonk!, or when the tile is played under it. Eating comes before "
         "any Bonk! there. An X eats every candy."},
        {"Does a jump bonk the candy it jumps over?", "No. The space in between is not touched."},
        {"Which wins, the Bonk! or the conveyor?",
         "The Bonk! wins: its directions are fixed on the board and ignore the conveyor under the "
         "candy. Only normal movement follows the conveyor."},
        {"Does a candy moved by a Bonk! still activate?",
         "Yes, later, from where it then stands, if its type has not had its turn yet. Each candy "
         "has one turn (its two activations) per movement."},
        {"What if the candy goes round in a loop?",
         "If a chain of Bonks! would bring the floor back to an arrangement it already had, it "
         "stops and the candy caught going round is Lost."},
        {"When does the game end?",
         "At the end of a candy movement, if some type has no candy left in the supply and none "
         "on the floor (the grid and the output tiles). That round's movement is finished, "
         "nothing is produced, and final scoring follows. Candy in crates or in the Lost gutter "
         "is not on the floor."},
        {"Is there a round limit?",
         "Yes, a safety cap for games that cannot end: the game ends after the candy movement of "
         "round " +
             std::to_string(scenario.round_cap) + " (some scenarios set another cap)."},
        {"What if a deck runs out?",
         "Its discard pile is shuffled into a new deck when a card must be drawn. If both are "
         "empty, drawing an order is not allowed; playing a tile still is, you just draw nothing."},
        {"What can be undone?",
         "Actions that revealed nothing hidden and involved no chance: adjusting an output, "
         "making a candy, and discarding when no market slot refills. Drawing, playing a tile and "
         "rolling the die cannot be undone."},
    };
}

std::vector<RulesSection> scoring_sections(const Catalog& catalog) {
    int specials = 0;
    int sales = 0;
    std::string special_example;
    std::string sales_example;
    for (const OrderCard& order : catalog.orders) {
        if (order.kind == OrderKind::Special) {
            ++specials;
            if (special_example.empty())
                special_example = describe_trigger(order.trigger);
        } else {
            ++sales;
            if (sales_example.empty())
                sales_example = describe_sales(order.sales);
        }
    }
    std::vector<RulesSection> out;
    out.push_back(
        {"Order kinds",
         {"An order card shows one to three candy icons, its points and its condition. Make a "
          "candy from an order: a new candy of one of its icons' types is put on that type's "
          "output tile, if the output is empty.",
          "Special orders (" + engine::count_words(specials, "card", "cards") +
              ") are completed the moment their event happens on the floor, for every "
              "player holding one; the card is played face up and scores its points. For "
              "example: \xE2\x80\x9C" +
              special_example + "\xE2\x80\x9D",
          "Sales orders (" + engine::count_words(sales, "card", "cards") +
              ") are checked at the end of the game: a sales order in your hand whose "
              "condition is true then scores its points. For example: \xE2\x80\x9C" +
              sales_example + "\xE2\x80\x9D"}});
    RulesSection blankets{"Blanket orders",
                          {"Three blanket orders lie on the table, dealt grey side up; at set-up "
                           "the die flips the card of the type it shows (all of them on ALL) to "
                           "its colourful side. They score for every player at the end. The "
                           "cards:"}};
    for (const BlanketCard& card : catalog.blankets) {
        blankets.lines.push_back(std::string(candy_type_name(card.candy)) +
                                 ", grey: " + describe_blanket_side(card.grey) +
                                 " Colourful: " + describe_blanket_side(card.colourful));
    }
    out.push_back(std::move(blankets));
    std::vector<std::string> scoring = {
        "At the end each player scores the points of their completed orders (special orders "
        "played face up, sales orders whose condition is true) and of the blanket orders they "
        "meet. The highest total wins; players tied share the win.",
        "Ties are happy: when candy types tie for \xE2\x80\x9Cmost\xE2\x80\x9D or "
        "\xE2\x80\x9C"
        "fewest\xE2\x80\x9D, every tied type meets both, and every card they "
        "satisfy scores.",
        "Zero is neither most nor fewest: only candy that is there counts. "
        "\xE2\x80\x9CNo\xE2\x80\x9D is the word that rewards a candy missing.",
        "A blanket order with two values gives the high one to every player tied for the most "
        "(at least one needed) and the low one to every player tied for the next count; one with "
        "a single value scores for every player who meets it."};
    for (const Scenario& sc : catalog.scenarios) {
        if (!sc.cooperative || sc.team.ratings.empty())
            continue;
        std::string ratings;
        for (const Rating& r : sc.team.ratings)
            ratings += (ratings.empty() ? "" : ", ") + r.name +
                       (r.at_least > 0 ? " (" + std::to_string(r.at_least) + "+)" : "");
        scoring.push_back(sc.name +
                          ": one team score, the completed orders and blanket orders "
                          "minus the points of every order still incomplete, rated " +
                          ratings + ".");
    }
    out.push_back({"Scoring", std::move(scoring)});
    return out;
}

std::vector<ModeRow> mode_rows(const Catalog& catalog) {
    // The rulebook's order: the three shifts that teach the game, then the others.
    std::vector<const Scenario*> order;
    for (const Scenario& sc : catalog.scenarios)
        order.push_back(&sc);
    std::stable_sort(order.begin(), order.end(), [](const Scenario* a, const Scenario* b) {
        return a->tutorial != b->tutorial ? a->tutorial : a->name < b->name;
    });
    std::vector<ModeRow> rows;
    for (const Scenario* scenario : order) {
        const Scenario& sc = *scenario;
        ModeRow row{sc.name, sc.tagline, "", sc.summary, ""};
        row.players = sc.min_players == sc.max_players
                          ? engine::count_words(sc.min_players, "player", "players")
                          : std::to_string(sc.min_players) + " to " +
                                std::to_string(sc.max_players) + " players";
        for (const Toggle t : kAllToggles) {
            if (sc.allowed_toggles.has(t))
                row.advanced += (row.advanced.empty() ? "Advanced rules: " : ", ") +
                                std::string(toggle_name(t));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace sugarworks
