// Toggle names and the standard game's scenario.
#include "sugarworks/scenario.hpp"

#include "sugarworks/orders.hpp"

namespace sugarworks {

namespace {

struct ToggleNames {
    Toggle toggle;
    std::string_view id;
    std::string_view name;
};

constexpr std::array<ToggleNames, kToggleCount> kToggleNames = {{
    {Toggle::SideB, "side_b", "Side B"},
    {Toggle::Sugarworkers, "sugarworkers", "Sugarworkers"},
    {Toggle::ShuffledActivation, "shuffled_activation", "Shuffled candy activation"},
    {Toggle::ShuffledOutputs, "shuffled_outputs", "Shuffled candy outputs"},
    {Toggle::OrderPawning, "order_pawning", "Order Pawning"},
    {Toggle::OrderSwapping, "order_swapping", "Order Swapping"},
    {Toggle::HiddenOrders, "hidden_orders", "Hidden Orders"},
}};

}  // namespace

std::string_view toggle_id(Toggle toggle) {
    return kToggleNames[static_cast<size_t>(toggle)].id;
}

std::string_view toggle_name(Toggle toggle) {
    return kToggleNames[static_cast<size_t>(toggle)].name;
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

Scenario standard_scenario() {
    Scenario s;
    s.id = "third_shift";
    s.name = "Third Shift";
    s.tagline = "I'm ready to be promoted, Boss!";
    s.summary = "The full game.";
    return s;
}

}  // namespace sugarworks
