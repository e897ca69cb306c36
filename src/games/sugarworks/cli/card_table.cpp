// The per-card balance table that `simulate --report cards` and `tournament
// --report cards` print (docs/sugarworks/balance.md): each order card's completion rate
// over the games and the balance rule's mark.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>

#include "commands.hpp"
#include "sugarworks/orders.hpp"
#include "table_text.hpp"

namespace sugarworks::cli {

namespace {

std::string rule_words(OrderKind kind) {
    return kind == OrderKind::Special ? ">= " + fixed(100 * bots::kSpecialMinRate, 0) + " %"
                                      : fixed(100 * bots::kSalesMinRate, 0) + "-" +
                                            fixed(100 * bots::kSalesMaxRate, 0) + " %";
}

}  // namespace

void print_card_table(const Catalog& catalog, const bots::SimulationStats& st) {
    std::cout << "\nOrder cards: % of games completed (special: completed by someone; sales: "
                 "true on the final floor, whoever holds it)\n";
    std::cout << "  " << pad("card", 30) << pad("kind", 9) << pad("points", 8)
              << pad("completed", 11) << pad("rule", 9) << pad("mark", 6) << "text\n";
    int failing = 0;
    double special_min = 1, special_max = 0, sales_min = 1, sales_max = 0;
    for (size_t i = 0; i < catalog.orders.size(); ++i) {
        const OrderCard& card = catalog.orders[i];
        const double rate = bots::card_rate(st, static_cast<int>(i));
        const bool ok = bots::balance_ok(card, rate);
        failing += ok ? 0 : 1;
        double& lo = card.kind == OrderKind::Special ? special_min : sales_min;
        double& hi = card.kind == OrderKind::Special ? special_max : sales_max;
        lo = std::min(lo, rate);
        hi = std::max(hi, rate);
        std::cout << "  " << pad(card.id, 30) << pad(std::string(order_kind_word(card.kind)), 9)
                  << pad(std::to_string(card.points), 8) << pad(percent(rate), 11)
                  << pad(rule_words(card.kind), 9) << pad(ok ? "PASS" : "FAIL", 6)
                  << describe_condition(card) << "\n";
    }
    std::cout << "Special orders: " << percent(special_min) << " to " << percent(special_max)
              << "; sales orders: " << percent(sales_min) << " to " << percent(sales_max) << "\n";
    std::cout << "Balance: " << catalog.orders.size() - static_cast<size_t>(failing) << " of "
              << catalog.orders.size() << " cards PASS";
    if (failing > 0)
        std::cout << ", " << failing << " FAIL";
    std::cout << " (special >= " << fixed(100 * bots::kSpecialMinRate, 0) << " %, sales "
              << fixed(100 * bots::kSalesMinRate, 0) << "-" << fixed(100 * bots::kSalesMaxRate, 0)
              << " %; the rule is set for 4-player games)\n";
}

}  // namespace sugarworks::cli
