// Order cards, blanket orders and the candy die, as structured data. What a
// player reads on a card is generated from this structure (describe_*), so the
// text and the rule the engine applies cannot disagree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sugarworks/board.hpp"
#include "sugarworks/candy.hpp"
#include "sugarworks/event.hpp"
#include "sugarworks/tile.hpp"

namespace sugarworks {

enum class OrderKind : std::uint8_t { Special, Sales };

// What completes a special order: one event of the movement phase (or of a
// tile played under a candy) that matches every field that is set.
struct Trigger {
    // Every member has an initializer so that a trigger can be written with designated
    // initializers naming only the fields it sets.
    EventKind event = EventKind::Bonk;     // Bonk, Eaten, Delivered, Lost or Move
    std::optional<CandyType> candy{};      // the candy the event is about (the striker of a Bonk!)
    std::optional<CandyType> struck{};     // Bonk!: the candy that was struck
    std::optional<CrateKind> crate{};      // Delivered: into this crate
    std::optional<LossCause> loss{};       // Lost: this way
    std::optional<MoveCause> cause{};      // Move, Delivered, Lost: the kind of move that did it
    std::optional<CornerKind> eaten_by{};  // Eaten: by an eater or by an X
    int min_depth = 0;                     // the Bonk! chain had reached at least this depth
    friend bool operator==(const Trigger&, const Trigger&) = default;
};

// Where a sales order looks at the end of the game.
enum class SalesPlace : std::uint8_t { Crate, AllCrates, Lost, Floor };
// Most and fewest compare only the types present (zero is neither); ties are
// happy (every tied type is both most and fewest); "no" means zero.
enum class SalesMeasure : std::uint8_t { Most, Fewest, No, AtLeast };

struct SalesCondition {
    SalesPlace place = SalesPlace::Crate;
    CrateKind crate = CrateKind::Heart;  // for SalesPlace::Crate
    SalesMeasure measure = SalesMeasure::Most;
    CandyType candy = CandyType::RedCircle;
    int count = 0;  // for SalesMeasure::AtLeast
    friend bool operator==(const SalesCondition&, const SalesCondition&) = default;
};

struct OrderCard {
    std::string id;
    OrderKind kind = OrderKind::Sales;
    std::vector<CandyType> icons;  // one to three candy icons
    int points = 1;
    bool first_shift = false;  // part of the First Shift deck
    Trigger trigger{};         // Special only
    SalesCondition sales{};    // Sales only

    bool shows(CandyType type) const { return icon_count(type) > 0; }
    int icon_count(CandyType type) const {
        int n = 0;
        for (CandyType icon : icons)
            n += icon == type ? 1 : 0;
        return n;
    }
};

// What a blanket order counts for each player, over that player's completed orders.
enum class BlanketCount : std::uint8_t {
    Icons,             // candy icons of one type on completed orders
    CardsShowing,      // completed orders showing one type at least once
    CompletedSpecial,  // completed special orders
    CompletedSales,    // completed sales orders
};

struct BlanketSide {
    BlanketCount count = BlanketCount::Icons;
    CandyType candy = CandyType::RedCircle;  // for Icons and CardsShowing
    // Two values: most / second most. One value: every player reaching `at_least`.
    std::vector<int> points;
    int at_least = 1;
};

// What one completed order adds to a blanket side's count: the one rule of what a
// side counts, for the score and for what a mode's cards could ever give it.
inline int blanket_counts(const BlanketSide& side, const OrderCard& order) {
    switch (side.count) {
        case BlanketCount::Icons:
            return order.icon_count(side.candy);
        case BlanketCount::CardsShowing:
            return order.shows(side.candy) ? 1 : 0;
        case BlanketCount::CompletedSpecial:
            return order.kind == OrderKind::Special ? 1 : 0;
        case BlanketCount::CompletedSales:
            return order.kind == OrderKind::Sales ? 1 : 0;
    }
    return 0;
}

struct BlanketCard {
    std::string id;
    CandyType candy = CandyType::RedCircle;  // the type on its colourful side; the die flips it
    BlanketSide grey;
    BlanketSide colourful;
};

// One face of the candy die: a candy type, or ALL.
struct DieFace {
    bool all = false;
    CandyType candy = CandyType::RedCircle;
    friend bool operator==(const DieFace&, const DieFace&) = default;
};

// Rules text, generated from the structure.
std::string_view order_kind_word(OrderKind kind);  // "special", "sales"
std::string points_words(int points);              // "1 point", "3 points"
std::string ordinal(int n);                        // "1st", "12th", "22nd"
std::string describe_trigger(const Trigger& trigger);
std::string describe_sales(const SalesCondition& condition);
// The same as a card's face shows it, without the reminder that ties count (a rule
// of every sales order, told whole by describe_sales and describe_order).
std::string describe_sales_on_card(const SalesCondition& condition);
std::string describe_order(const OrderCard& card);
// What a card asks for: its trigger or its sales condition, told whole.
std::string describe_condition(const OrderCard& card);
// The same as the card's face shows it (describe_sales_on_card for a sales order).
std::string describe_condition_on_card(const OrderCard& card);
// A card as players name it in a sentence: its condition in typographic quotes,
// with no full stop inside them, so that no line of wrapped words begins or ends
// with a quote mark standing alone.
std::string quoted_condition(const OrderCard& card);  // "Special order (3 points): ..."
std::string describe_blanket_side(const BlanketSide& side);
// The same in fewer words, for a narrow panel ("Most Yellow Hexagon icons on
// completed orders: 5 pts, second most 2.").
std::string describe_blanket_side_briefly(const BlanketSide& side);
std::string describe_die_face(const DieFace& face);

// Does a floor event complete a special order with this trigger?
bool matches(const Trigger& trigger, const Event& event);

}  // namespace sugarworks
