// The words on order cards, blanket orders and the candy die, generated from
// their structure so that what a player reads is what the engine checks.
#include <string>

#include "sugarworks/orders.hpp"

namespace sugarworks {

namespace {

std::string name(CandyType type) {
    return std::string(candy_type_name(type));
}

}  // namespace

std::string_view order_kind_word(OrderKind kind) {
    return kind == OrderKind::Special ? "special" : "sales";
}

// Singular for 1 and -1 ("-1 point"), as a score total is counted.
std::string points_words(int points) {
    return std::to_string(points) + (points == 1 || points == -1 ? " point" : " points");
}

std::string ordinal(int n) {
    const int last_two = n % 100;
    const int last = n % 10;
    const char* suffix = "th";
    if (last_two < 11 || last_two > 13) {
        if (last == 1)
            suffix = "st";
        else if (last == 2)
            suffix = "nd";
        else if (last == 3)
            suffix = "rd";
    }
    return std::to_string(n) + suffix;
}

namespace {

// A sentence ends with "." unless it already ends with "Bonk!".
std::string sentence(std::string text) {
    if (text.empty() || text.back() != '!')
        text += '.';
    return text;
}

std::string crate_words(const std::optional<CrateKind>& crate) {
    return crate ? "the " + std::string(crate_kind_name(*crate)) + " crate" : "a crate";
}

// How the candy travelled to `where`: "jumps into the Pumpkin crate".
std::string travel(const std::optional<MoveCause>& cause, const std::string& where,
                   const std::string& plain) {
    if (!cause)
        return plain;
    switch (*cause) {
        case MoveCause::Conveyor:
            return "rides a conveyor " + where;
        case MoveCause::Jump:
            return "jumps " + where;
        case MoveCause::Pushed:
            return "is knocked " + where + " by a Bonk!";
        case MoveCause::Deflected:
            return "bonks a candy and bounces " + where;
    }
    return plain;
}

std::string bonk_words(const Trigger& t) {
    if (!t.candy && !t.struck && t.min_depth >= 2)
        return "A chain reaction reaches its " + ordinal(t.min_depth) + " Bonk!";
    std::string text = t.candy ? "A " + name(*t.candy) : "A candy";
    text += " bonks ";
    if (t.struck)
        text += "a " + name(*t.struck);
    else
        text += "another candy";
    if (t.min_depth >= 2)
        text += ", as the " + ordinal(t.min_depth) + " Bonk! or later of a chain reaction";
    return text;
}

std::string lost_words(const Trigger& t) {
    if (!t.loss) {
        if (!t.cause)
            return "is Lost";
        switch (*t.cause) {
            case MoveCause::Conveyor:
                return "rides a conveyor and is Lost";
            case MoveCause::Jump:
                return "jumps and is Lost";
            case MoveCause::Pushed:
                return "is knocked by a Bonk! and is Lost";
            case MoveCause::Deflected:
                return "bonks a candy, bounces on and is Lost";
        }
        return "is Lost";
    }
    switch (*t.loss) {
        case LossCause::OffEdge:
            return travel(t.cause, "off the edge of the board", "falls off the edge of the board");
        case LossCause::OntoOutput:
            return travel(t.cause, "back onto the output side",
                          "is sent back onto the output side") +
                   " and is Lost";
        case LossCause::Eaten:
            return travel(t.cause, "onto a tile that eats it", "is eaten (Lost)");
        case LossCause::Loop:
            return "is caught in an infinite loop and is Lost";
        case LossCause::None:
            break;
    }
    return "is Lost";
}

std::string move_words(const Trigger& t) {
    if (!t.cause)
        return "moves";
    switch (*t.cause) {
        case MoveCause::Conveyor:
            return "moves along a conveyor";
        case MoveCause::Jump:
            return "jumps two spaces";
        case MoveCause::Pushed:
            return "is pushed by a Bonk!";
        case MoveCause::Deflected:
            return "bonks a candy and bounces on";
    }
    return "moves";
}

std::string chain_words(int min_depth) {
    if (min_depth <= 0)
        return "";
    if (min_depth == 1)
        return " after a Bonk!";
    return " after a Bonk! chain of " + std::to_string(min_depth) + " or more";
}

std::string place_words(const SalesCondition& c, bool any) {
    switch (c.place) {
        case SalesPlace::Crate:
            return "in the " + std::string(crate_kind_name(c.crate)) + " crate";
        case SalesPlace::AllCrates:
            return any ? "in any crate" : "in all the crates together";
        case SalesPlace::Lost:
            return "in the Lost gutter";
        case SalesPlace::Floor:
            return "on the factory floor";
    }
    return "";
}

// "Purple Rectangle icons on completed orders", in the singular when n is 1.
std::string blanket_count_words(const BlanketSide& side, int n) {
    const bool one = n == 1;
    switch (side.count) {
        case BlanketCount::Icons:
            return name(side.candy) + (one ? " icon" : " icons") + " on completed orders";
        case BlanketCount::CardsShowing:
            return std::string(one ? "completed order" : "completed orders") + " showing a " +
                   name(side.candy);
        case BlanketCount::CompletedSpecial:
            return one ? "completed special order" : "completed special orders";
        case BlanketCount::CompletedSales:
            return one ? "completed sales order" : "completed sales orders";
    }
    return "";
}

}  // namespace

std::string describe_trigger(const Trigger& t) {
    const std::string subject = t.candy ? "A " + name(*t.candy) : "A candy";
    std::string text;
    switch (t.event) {
        case EventKind::Bonk:
            return sentence(bonk_words(t));
        case EventKind::Eaten:
            text = subject + " is eaten";
            if (t.eaten_by == CornerKind::Eater)
                text += " by a candy eater";
            else if (t.eaten_by == CornerKind::X)
                text += " by an X tile";
            break;
        case EventKind::Delivered:
            // Every delivery is into a crate: "is delivered" says it when no crate is named.
            text = subject + " " +
                   travel(t.cause, "into " + crate_words(t.crate),
                          t.crate ? "is delivered into " + crate_words(t.crate) : "is delivered");
            break;
        case EventKind::Lost:
            text = subject + " " + lost_words(t);
            break;
        case EventKind::Move:
            text = subject + " " + move_words(t);
            break;
        // Not events a card can name (the reader refuses them), but worded all the same.
        case EventKind::Activate:
            text = subject + " starts to move";
            break;
        case EventKind::TilePlaced:
            text = "A conveyor tile is played";
            break;
    }
    return sentence(text + chain_words(t.min_depth));
}

std::string describe_sales(const SalesCondition& c) {
    const std::string who = name(c.candy);
    switch (c.measure) {
        case SalesMeasure::Most:
            return who + " has the most candies " + place_words(c, false) + " (ties count).";
        case SalesMeasure::Fewest:
            return who + " has the fewest candies " + place_words(c, false) +
                   " (at least one there; ties count).";
        case SalesMeasure::No:
            return "No " + who + " is " + place_words(c, true) + ".";
        case SalesMeasure::AtLeast:
            if (c.count == 1)
                return "At least 1 " + who + " is " + place_words(c, false) + ".";
            return "At least " + std::to_string(c.count) + " " + who + "s are " +
                   place_words(c, false) + ".";
    }
    return "";
}

std::string describe_sales_on_card(const SalesCondition& c) {
    const std::string who = name(c.candy);
    switch (c.measure) {
        case SalesMeasure::Most:
            return who + " has the most candies " + place_words(c, false) + ".";
        case SalesMeasure::Fewest:
            return who + " has the fewest candies " + place_words(c, false) + " (at least one).";
        case SalesMeasure::No:
        case SalesMeasure::AtLeast:
            break;
    }
    return describe_sales(c);
}

std::string describe_condition(const OrderCard& card) {
    return card.kind == OrderKind::Special ? describe_trigger(card.trigger)
                                           : describe_sales(card.sales);
}

std::string describe_condition_on_card(const OrderCard& card) {
    return card.kind == OrderKind::Special ? describe_trigger(card.trigger)
                                           : describe_sales_on_card(card.sales);
}

std::string quoted_condition(const OrderCard& card) {
    std::string condition = describe_condition(card);
    if (!condition.empty() && condition.back() == '.')
        condition.pop_back();
    return "\xE2\x80\x9C" + condition + "\xE2\x80\x9D";
}

std::string describe_order(const OrderCard& card) {
    std::string text = card.kind == OrderKind::Special ? "Special order, " : "Sales order, ";
    text += points_words(card.points) + ": ";
    text += describe_condition(card);
    text += " Icons: ";
    for (size_t i = 0; i < card.icons.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += name(card.icons[i]);
    }
    return text + ".";
}

std::string describe_blanket_side(const BlanketSide& side) {
    if (side.points.size() >= 2) {
        return "The most " + blanket_count_words(side, 2) + ": " + points_words(side.points[0]) +
               "; the second most: " + points_words(side.points[1]) + ".";
    }
    const int value = side.points.empty() ? 0 : side.points[0];
    return "Every player with at least " + std::to_string(side.at_least) + " " +
           blanket_count_words(side, side.at_least) + ": " + points_words(value) + ".";
}

std::string describe_blanket_side_briefly(const BlanketSide& side) {
    if (side.points.size() >= 2) {
        return "Most " + blanket_count_words(side, 2) + ": " + std::to_string(side.points[0]) +
               " pts, second most " + std::to_string(side.points[1]) + ".";
    }
    const int value = side.points.empty() ? 0 : side.points[0];
    return "At least " + std::to_string(side.at_least) + " " +
           blanket_count_words(side, side.at_least) + ": " + std::to_string(value) +
           (value == 1 ? " pt" : " pts") + " each.";
}

std::string describe_die_face(const DieFace& face) {
    if (face.all)
        return "ALL: a new candy onto every output tile.";
    return name(face.candy) + ": a new " + name(face.candy) + " onto its output tile.";
}

}  // namespace sugarworks
