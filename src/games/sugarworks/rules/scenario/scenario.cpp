// Toggle names and the standard game's scenario.
#include "sugarworks/scenario.hpp"

#include <algorithm>

#include "sugarworks/orders.hpp"

namespace sugarworks {

namespace {

struct ToggleNames {
    Toggle toggle;
    std::string_view id;
    std::string_view name;
    std::string_view summary;  // the rulebook's rule in one sentence
};

constexpr std::array<ToggleNames, kToggleCount> kToggleNames = {{
    {Toggle::SideB, "side_b", "Side B",
     "Play on board side B: the candy die decides which icon spaces get a tile."},
    {Toggle::Sugarworkers, "sugarworkers", "Sugarworkers",
     "Every player gets a Sugarworker card and chooses which side to use."},
    {Toggle::ShuffledActivation, "shuffled_activation", "Shuffled candy activation",
     "The candies activate in a shuffled order, the same for the whole game."},
    {Toggle::ShuffledOutputs, "shuffled_outputs", "Shuffled candy outputs",
     "The five candy outputs start at random in the six dock spots."},
    {Toggle::OrderPawning, "order_pawning", "Order Pawning",
     "Put an order from the market or the deck into another player's hand."},
    {Toggle::OrderSwapping, "order_swapping", "Order Swapping",
     "Give an order to an opponent and take one of theirs, unseen."},
    {Toggle::HiddenOrders, "hidden_orders", "Hidden Orders",
     "Turn an opponent's order so that it faces away from them."},
}};

}  // namespace

std::string_view toggle_id(Toggle toggle) {
    return kToggleNames[static_cast<size_t>(toggle)].id;
}

std::string_view toggle_name(Toggle toggle) {
    return kToggleNames[static_cast<size_t>(toggle)].name;
}

std::string_view toggle_summary(Toggle toggle) {
    return kToggleNames[static_cast<size_t>(toggle)].summary;
}

std::optional<Toggle> parse_toggle(std::string_view id) {
    for (const ToggleNames& t : kToggleNames) {
        if (t.id == id)
            return t.toggle;
    }
    return std::nullopt;
}

std::vector<ToggleSet> toggle_subsets(ToggleSet allowed) {
    std::vector<Toggle> in;
    for (Toggle t : kAllToggles) {
        if (allowed.has(t))
            in.push_back(t);
    }
    std::vector<ToggleSet> out;
    for (unsigned mask = 0; mask < (1u << in.size()); ++mask) {
        ToggleSet set;
        for (size_t i = 0; i < in.size(); ++i) {
            if (mask >> i & 1u)
                set.add(in[i]);
        }
        out.push_back(set);
    }
    return out;
}

bool in_pool(const OrderCard& card, OrderPool pool) {
    switch (pool) {
        case OrderPool::All:
            return true;
        case OrderPool::SalesOnly:
            return card.kind == OrderKind::Sales;
        case OrderPool::FirstShift:
            return card.first_shift;
    }
    return false;
}

namespace {

// What a side counts for a player who completed every card of the pool: no one
// can count more.
int most_counted(const BlanketSide& side, const Scenario& scenario,
                 const std::vector<OrderCard>& orders) {
    int most = 0;
    for (const OrderCard& card : orders)
        if (in_pool(card, scenario.order_pool))
            most += blanket_counts(side, card);
    return most;
}

int needed(const BlanketSide& side) {
    return std::max(side.at_least, 1);
}

std::string counted_words(const BlanketSide& side) {
    const std::string type(candy_type_name(side.candy));
    switch (side.count) {
        case BlanketCount::Icons:
            return type + " icons";
        case BlanketCount::CardsShowing:
            return "cards showing a " + type;
        case BlanketCount::CompletedSpecial:
            return "completed special orders";
        case BlanketCount::CompletedSales:
            return "completed sales orders";
    }
    return {};
}

}  // namespace

bool blanket_side_can_score(const BlanketSide& side, const Scenario& scenario,
                            const std::vector<OrderCard>& orders) {
    return most_counted(side, scenario, orders) >= needed(side);
}

bool deals_blanket(const Scenario& scenario, const BlanketCard& card,
                   const std::vector<OrderCard>& orders) {
    return !why_blanket_not_dealt(scenario, card, orders);
}

std::optional<std::string> why_blanket_not_dealt(const Scenario& scenario, const BlanketCard& card,
                                                 const std::vector<OrderCard>& orders) {
    const auto why = [&](const BlanketSide& side,
                         std::string_view name) -> std::optional<std::string> {
        const int most = most_counted(side, scenario, orders);
        if (most >= needed(side))
            return std::nullopt;
        return "its " + std::string(name) + " side counts " + counted_words(side) +
               ", and the order cards it deals give " +
               (most == 0 ? std::string("none")
                          : std::to_string(most) + " at most (it needs " +
                                std::to_string(needed(side)) + ")");
    };
    if (auto grey = why(card.grey, "grey"))
        return grey;
    if (scenario.blankets_flipped_by_die)
        return why(card.colourful, "colourful");
    return std::nullopt;
}

Scenario standard_scenario() {
    Scenario s;
    s.id = "third_shift";
    s.name = "Third Shift";
    s.tagline = "I'm ready to be promoted, Boss!";
    s.summary = "The full game.";
    return s;
}

}  // namespace sugarworks
