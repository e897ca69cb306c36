// data/sugarworks/scenarios/<id>.json: a way to play (First Shift ... Lucy Mode, Classic): the
// candy types in play, how candy is made, how orders and blanket orders are dealt, the extra
// factory actions, the round cap and the toggles it allows.
#include <algorithm>
#include <array>

#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

// [SECTION] Vocabulary

constexpr Vocabulary<Production, 3> kProductions = {
    {"die", "every_output", "every_turn"},
    {Production::Die, Production::EveryOutput, Production::EveryTurn}};
constexpr Vocabulary<OrderPool, 3> kPools = {
    {"all", "sales_only", "first_shift"},
    {OrderPool::All, OrderPool::SalesOnly, OrderPool::FirstShift}};
constexpr Vocabulary<ExtraAction, 3> kExtraActions = {
    {"eat_candy", "five_second_rule", "draw_two_keep_one"},
    {ExtraAction::EatCandy, ExtraAction::FiveSecondRule, ExtraAction::DrawTwoKeepOne}};

const Vocabulary<CandyType, kCandyTypeCount>& candy_words() {
    static const Vocabulary<CandyType, kCandyTypeCount> words = [] {
        Vocabulary<CandyType, kCandyTypeCount> w{{}, kAllCandyTypes, parse_candy_type};
        for (size_t i = 0; i < w.values.size(); ++i)
            w.ids[i] = candy_type_id(w.values[i]);
        return w;
    }();
    return words;
}

const Vocabulary<Toggle, kToggleCount>& toggle_words() {
    static const Vocabulary<Toggle, kToggleCount> words = [] {
        Vocabulary<Toggle, kToggleCount> w{{}, kAllToggles, parse_toggle};
        for (size_t i = 0; i < w.values.size(); ++i)
            w.ids[i] = toggle_id(w.values[i]);
        return w;
    }();
    return words;
}

// An array of distinct words: each unknown or repeated entry is reported at its place.
template <typename Enum, size_t N>
std::vector<Enum> read_word_list(const json& value, const Pointer& at, io::JsonReader& reader,
                                 const Vocabulary<Enum, N>& words, std::string_view what) {
    std::vector<Enum> out;
    if (!reader.is_array(value, at))
        return out;
    for (size_t i = 0; i < value.size(); ++i) {
        const auto word = read_word(value[i], at / i, reader, words, what);
        if (!word)
            continue;
        if (std::find(out.begin(), out.end(), *word) != out.end()) {
            reader.error(at / i, "\"" + std::string(words.id(*word)) + "\" appears twice");
            continue;
        }
        out.push_back(*word);
    }
    return out;
}

// [SECTION] Members

void read_players(const json& value, const Pointer& at, io::JsonReader& reader,
                  Scenario& scenario) {
    if (!reader.is_object(value, at))
        return;
    reader.no_unknown_members(value, at, {"min", "max"});
    std::optional<int> min;
    std::optional<int> max;
    if (const json* m = reader.member(value, at, "min"))
        min = reader.integer(*m, at / "min", 1, 4);
    if (const json* m = reader.member(value, at, "max"))
        max = reader.integer(*m, at / "max", 1, 4);
    if (min)
        scenario.min_players = *min;
    if (max)
        scenario.max_players = *max;
    if (min && max && *min > *max) {
        reader.error(at, "\"min\" (" + std::to_string(*min) + ") is more than \"max\" (" +
                             std::to_string(*max) + ")");
    }
}

// "all", or an array of 1 to 5 distinct candy types. False when the member is wrong, so
// that the types in play are not used to judge the blanket orders.
bool read_candies(const json& value, const Pointer& at, io::JsonReader& reader,
                  Scenario& scenario) {
    if (value.is_string()) {
        const auto text = value.get<std::string>();
        if (text == "all") {
            scenario.candies_in_play.fill(true);
            return true;
        }
        reader.error(at, "expected \"all\" or an array of candy types, found \"" + text + "\"");
        return false;
    }
    if (!value.is_array()) {
        reader.error(at, "expected \"all\" or an array of candy types, found " +
                             std::string(io::type_word(value)));
        return false;
    }
    const int errors_before = reader.error_count();
    if (value.empty() || value.size() > kCandyTypeCount) {
        reader.error(at, "expected 1 to " + std::to_string(kCandyTypeCount) +
                             " candy types, found " + std::to_string(value.size()));
    }
    const auto types = read_word_list(value, at, reader, candy_words(), "candy type");
    scenario.candies_in_play.fill(false);
    for (CandyType type : types)
        scenario.candies_in_play[static_cast<size_t>(index_of(type))] = true;
    return reader.error_count() == errors_before;
}

void read_orders(const json& value, const Pointer& at, io::JsonReader& reader, Scenario& scenario) {
    if (!reader.is_object(value, at))
        return;
    reader.no_unknown_members(
        value, at, {"pool", "dealt", "market", "order_actions", "discard_undealt", "hand_limit"});
    if (const json* p = reader.member(value, at, "pool")) {
        if (auto pool = read_word(*p, at / "pool", reader, kPools, "order pool"))
            scenario.order_pool = *pool;
    }
    if (const json* d = reader.member(value, at, "dealt")) {
        if (auto n = reader.integer(*d, at / "dealt", 0, 10))
            scenario.orders_dealt = *n;
    }
    std::optional<int> market;
    if (const json* m = reader.member(value, at, "market"))
        market = reader.integer(*m, at / "market", 0, 4);
    if (market) {
        scenario.market = *market > 0;
        scenario.market_size = *market;
    }
    std::optional<bool> order_actions;
    if (const json* o = reader.member(value, at, "order_actions"))
        order_actions = reader.boolean(*o, at / "order_actions");
    if (order_actions)
        scenario.order_actions = *order_actions;
    std::optional<bool> discard;
    if (const json* d = reader.member(value, at, "discard_undealt"))
        discard = reader.boolean(*d, at / "discard_undealt");
    if (discard)
        scenario.discard_undealt_orders = *discard;
    if (const json* h = reader.member(value, at, "hand_limit")) {
        if (auto n = reader.integer(*h, at / "hand_limit", 1, 20))
            scenario.hand_limit = *n;
    }
    if (market && *market > 0 && order_actions == false) {
        reader.error(at / "market",
                     "a market needs order actions (\"order_actions\" is false; write "
                     "\"market\": 0)");
    }
    if (market && *market > 0 && discard == true) {
        reader.error(at / "discard_undealt",
                     "\"discard_undealt\": true needs \"market\": 0 (the orders not dealt are "
                     "discarded: none are left for a market)");
    }
}

// {"random": n} or {"fixed": [candy types]}, and "flip_by_die": whether the set-up roll
// flips the card of the rolled type.
void read_blankets(const json& value, const Pointer& at, io::JsonReader& reader,
                   Scenario& scenario) {
    if (!reader.is_object(value, at))
        return;
    reader.no_unknown_members(value, at, {"random", "fixed", "flip_by_die"});
    if (const json* flip = reader.member(value, at, "flip_by_die")) {
        if (auto b = reader.boolean(*flip, at / "flip_by_die"))
            scenario.blankets_flipped_by_die = *b;
    }
    const json* random = reader.member(value, at, "random", false);
    const json* fixed = reader.member(value, at, "fixed", false);
    if (random && fixed) {
        reader.error(at,
                     "give either \"random\" (how many cards are dealt at random) or \"fixed\" "
                     "(the candy types of the cards dealt), not both");
        return;
    }
    if (!random && !fixed) {
        reader.error(at,
                     "missing member \"random\" (how many cards are dealt at random) or "
                     "\"fixed\" (the candy types of the cards dealt)");
        return;
    }
    if (random) {
        scenario.blanket_deal = BlanketDeal::Random;
        if (auto n = reader.integer(*random, at / "random", 0, kCandyTypeCount))
            scenario.blankets_dealt = *n;
        return;
    }
    scenario.blanket_deal = BlanketDeal::Fixed;
    const Pointer here = at / "fixed";
    if (!reader.is_array(*fixed, here))
        return;
    if (fixed->empty())
        reader.error(here, "expected 1 to 5 candy types, found 0 (for none, write \"random\": 0)");
    scenario.fixed_blanket_types =
        read_word_list(*fixed, here, reader, candy_words(), "candy type");
    scenario.blankets_dealt = static_cast<int>(scenario.fixed_blanket_types.size());
}

// Co-operative play: {"shared_orders": 8, "no_adjust_back": true,
// "ratings": [{"name": ...}, {"at_least": 10, "name": ...}, ...]}.
void read_team(const json& value, const Pointer& at, io::JsonReader& reader, Scenario& scenario) {
    if (!reader.is_object(value, at))
        return;
    reader.no_unknown_members(value, at, {"shared_orders", "no_adjust_back", "ratings"});
    scenario.cooperative = true;
    TeamRules& team = scenario.team;
    if (const json* n = reader.member(value, at, "shared_orders")) {
        if (auto v = reader.integer(*n, at / "shared_orders", 1, 20)) {
            team.shared_orders = *v;
            if (*v > scenario.hand_limit) {
                reader.error(at / "shared_orders",
                             "more shared orders dealt (" + std::to_string(*v) +
                                 ") than the hand limit in \"orders\" allows (" +
                                 std::to_string(scenario.hand_limit) + ")");
            }
        }
    }
    if (const json* b = reader.member(value, at, "no_adjust_back")) {
        if (auto v = reader.boolean(*b, at / "no_adjust_back"))
            team.no_adjust_back = *v;
    }
    const json* ratings = reader.member(value, at, "ratings");
    if (!ratings || !reader.is_array(*ratings, at / "ratings"))
        return;
    if (ratings->empty())
        reader.error(at / "ratings", "expected at least one rating");
    for (size_t i = 0; i < ratings->size(); ++i) {
        const Pointer here = at / "ratings" / i;
        const json& entry = (*ratings)[i];
        if (!reader.is_object(entry, here))
            continue;
        reader.no_unknown_members(entry, here, {"at_least", "name"});
        Rating rating;
        if (const json* name = reader.member(entry, here, "name")) {
            if (auto text = reader.string(*name, here / "name")) {
                if (text->empty())
                    reader.error(here / "name", "the name must not be empty");
                rating.name = *text;
            }
        }
        // The first rating takes every total below the second's: it has no "at_least".
        const json* at_least = reader.member(entry, here, "at_least", i > 0);
        if (i == 0 && at_least) {
            reader.error(here / "at_least",
                         "the first rating takes every total below the next one: it has no "
                         "\"at_least\"");
        } else if (at_least) {
            if (auto n = reader.integer(*at_least, here / "at_least", -1000, 1000)) {
                rating.at_least = *n;
                if (i > 1 && *n <= team.ratings.back().at_least) {
                    reader.error(here / "at_least",
                                 "ratings go from the lowest total up: " + std::to_string(*n) +
                                     " is not above " +
                                     std::to_string(team.ratings.back().at_least));
                }
            }
        }
        team.ratings.push_back(rating);
    }
}

}  // namespace

std::optional<Scenario> read_scenario(const json& root, io::JsonReader& reader, std::string id) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kScenarioSchema);
    reader.no_unknown_members(
        root, top,
        {"schema", "name", "tagline", "summary", "tutorial", "players", "candies", "production",
         "orders", "blankets", "extra_actions", "round_cap", "team", "toggles"});
    Scenario scenario;
    scenario.id = std::move(id);
    if (const json* name = reader.member(root, top, "name")) {
        if (auto text = reader.string(*name, top / "name")) {
            if (text->empty())
                reader.error(top / "name", "the name must not be empty");
            scenario.name = *text;
        }
    }
    if (const json* tagline = reader.member(root, top, "tagline")) {
        if (auto text = reader.string(*tagline, top / "tagline"))
            scenario.tagline = *text;
    }
    if (const json* summary = reader.member(root, top, "summary")) {
        if (auto text = reader.string(*summary, top / "summary"))
            scenario.summary = *text;
    }
    if (const json* tutorial = reader.member(root, top, "tutorial")) {
        if (auto b = reader.boolean(*tutorial, top / "tutorial"))
            scenario.tutorial = *b;
    }
    if (const json* players = reader.member(root, top, "players"))
        read_players(*players, top / "players", reader, scenario);
    bool candies_read = false;
    if (const json* candies = reader.member(root, top, "candies"))
        candies_read = read_candies(*candies, top / "candies", reader, scenario);
    if (const json* production = reader.member(root, top, "production")) {
        if (auto p = read_word(*production, top / "production", reader, kProductions, "production"))
            scenario.production = *p;
    }
    if (const json* orders = reader.member(root, top, "orders"))
        read_orders(*orders, top / "orders", reader, scenario);
    if (const json* blankets = reader.member(root, top, "blankets")) {
        read_blankets(*blankets, top / "blankets", reader, scenario);
        // A fixed card must be of a candy type in play (judged when "candies" reads well).
        const auto fixed_at = blankets->find("fixed");  // end() when not an object
        const json* fixed = fixed_at != blankets->end() ? &*fixed_at : nullptr;
        if (candies_read && fixed && fixed->is_array() &&
            scenario.blanket_deal == BlanketDeal::Fixed) {
            for (size_t i = 0; i < fixed->size(); ++i) {
                const json& entry = (*fixed)[i];
                const auto type = entry.is_string() ? candy_words().parse(entry.get<std::string>())
                                                    : std::nullopt;
                if (type && !scenario.in_play(*type)) {
                    reader.error(top / "blankets" / "fixed" / i,
                                 "the " + std::string(candy_type_name(*type)) +
                                     " is not in play (a fixed blanket order must be of a "
                                     "candy type in \"candies\")");
                }
            }
        }
    }
    if (const json* extra = reader.member(root, top, "extra_actions")) {
        scenario.extra_actions =
            read_word_list(*extra, top / "extra_actions", reader, kExtraActions, "extra action");
    }
    if (const json* cap = reader.member(root, top, "round_cap")) {
        if (auto n = reader.integer(*cap, top / "round_cap", 1, 1000))
            scenario.round_cap = *n;
    }
    // "team" makes the scenario co-operative (read after "orders": it checks the hand limit).
    if (const json* team = reader.member(root, top, "team", false))
        read_team(*team, top / "team", reader, scenario);
    if (const json* toggles = reader.member(root, top, "toggles")) {
        for (Toggle t : read_word_list(*toggles, top / "toggles", reader, toggle_words(), "toggle"))
            scenario.allowed_toggles.add(t);
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return scenario;
}

void check_scenario_cards(const Scenario& scenario, const std::vector<OrderCard>* orders,
                          const std::vector<BlanketCard>* blankets, io::JsonReader& reader) {
    const Pointer top;
    if (orders) {
        const int market = scenario.market ? scenario.market_size : 0;
        const int shared = scenario.cooperative ? scenario.team.shared_orders : 0;
        const int needed = scenario.max_players * scenario.orders_dealt + market + shared;
        const long available =
            std::count_if(orders->begin(), orders->end(),
                          [&](const OrderCard& c) { return in_pool(c, scenario.order_pool); });
        std::string cards;
        switch (scenario.order_pool) {
            case OrderPool::All:
                cards = "order cards";
                break;
            case OrderPool::SalesOnly:
                cards = "sales orders";
                break;
            case OrderPool::FirstShift:
                cards = "cards with \"first_shift\": true";
                break;
        }
        if (available < needed) {
            std::string deal = "pool \"" + std::string(kPools.id(scenario.order_pool)) +
                               "\" deals " + std::to_string(scenario.orders_dealt) +
                               " orders to each of " + std::to_string(scenario.max_players) +
                               (scenario.max_players == 1 ? " player" : " players");
            if (market > 0)
                deal += " and " + std::to_string(market) + " to the market";
            if (shared > 0)
                deal += " and " + std::to_string(shared) + " to the team's shared hand";
            reader.error(top / "orders", deal + ": " + std::to_string(needed) + " " + cards +
                                             " needed, orders.json has " +
                                             std::to_string(available));
        }
    }
    if (blankets && scenario.blanket_deal == BlanketDeal::Fixed) {
        for (size_t i = 0; i < scenario.fixed_blanket_types.size(); ++i) {
            const CandyType type = scenario.fixed_blanket_types[i];
            const bool found =
                std::any_of(blankets->begin(), blankets->end(),
                            [type](const BlanketCard& card) { return card.candy == type; });
            if (!found) {
                reader.error(top / "blankets" / "fixed" / i,
                             "blanket_orders.json has no blanket order for the " +
                                 std::string(candy_type_name(type)));
            }
        }
    }
    // The set-up deals only blanket orders the mode's cards can score
    // (deals_blanket): a fixed one that cannot, or more at random than can, is the
    // data's mistake.
    if (!orders || !blankets)
        return;
    if (scenario.blanket_deal == BlanketDeal::Fixed) {
        for (size_t i = 0; i < scenario.fixed_blanket_types.size(); ++i) {
            for (const BlanketCard& card : *blankets) {
                if (card.candy != scenario.fixed_blanket_types[i])
                    continue;
                if (const auto why = why_blanket_not_dealt(scenario, card, *orders))
                    reader.error(top / "blankets" / "fixed" / i,
                                 "the " + std::string(candy_type_name(card.candy)) +
                                     " blanket order can never score here: " + *why);
            }
        }
        return;
    }
    std::vector<std::string> dealt;
    for (const BlanketCard& card : *blankets)
        if (deals_blanket(scenario, card, *orders))
            dealt.emplace_back(candy_type_name(card.candy));
    if (scenario.blankets_dealt > static_cast<int>(dealt.size())) {
        std::string names;
        for (size_t i = 0; i < dealt.size(); ++i)
            names += (i == 0 ? "" : i + 1 == dealt.size() ? " and " : ", ") + dealt[i];
        reader.error(top / "blankets" / "random",
                     std::to_string(scenario.blankets_dealt) + " blanket orders dealt, but only " +
                         std::to_string(dealt.size()) + " can score here" +
                         (dealt.empty() ? "" : " (the " + names + " ones)"));
    }
}

void check_scenario_workers(const Scenario& scenario, const std::vector<SugarworkerCard>& cards,
                            io::JsonReader& reader) {
    if (!scenario.allowed_toggles.has(Toggle::Sugarworkers))
        return;
    for (const SugarworkerCard& card : cards) {
        const auto a = why_unusable(card.sides[0], scenario);
        const auto b = why_unusable(card.sides[1], scenario);
        if (a && b) {
            reader.error(Pointer() / "toggles",
                         "with Sugarworkers, " + card.name +
                             " has no side to play here: " + card.sides[0].name + " (" + *a +
                             ") and " + card.sides[1].name + " (" + *b + ")");
        }
    }
}

}  // namespace sugarworks::catalog
