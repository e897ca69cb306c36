// data/sugarworks/orders.json: the order cards, each a special order (a trigger) or a sales order
// (a condition read at the end of the game).
#include <algorithm>
#include <array>
#include <set>

#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

// [SECTION] Vocabulary

constexpr Vocabulary<EventKind, 5> kTriggerEvents = {
    {"bonk", "eaten", "delivered", "lost", "move"},
    {EventKind::Bonk, EventKind::Eaten, EventKind::Delivered, EventKind::Lost, EventKind::Move}};
constexpr Vocabulary<MoveCause, 4> kCauses = {
    {"conveyor", "jump", "pushed", "deflected"},
    {MoveCause::Conveyor, MoveCause::Jump, MoveCause::Pushed, MoveCause::Deflected}};
constexpr Vocabulary<LossCause, 4> kLosses = {
    {"off_edge", "onto_output", "eaten", "loop"},
    {LossCause::OffEdge, LossCause::OntoOutput, LossCause::Eaten, LossCause::Loop}};
constexpr Vocabulary<CornerKind, 2> kCorners = {{"eater", "x"}, {CornerKind::Eater, CornerKind::X}};
constexpr Vocabulary<OrderKind, 2> kOrderKinds = {{"special", "sales"},
                                                  {OrderKind::Special, OrderKind::Sales}};
constexpr Vocabulary<SalesPlace, 4> kPlaces = {
    {"crate", "all_crates", "lost", "floor"},
    {SalesPlace::Crate, SalesPlace::AllCrates, SalesPlace::Lost, SalesPlace::Floor}};
constexpr Vocabulary<SalesMeasure, 4> kMeasures = {
    {"most", "fewest", "no", "at_least"},
    {SalesMeasure::Most, SalesMeasure::Fewest, SalesMeasure::No, SalesMeasure::AtLeast}};

std::optional<CandyType> read_candy(const json& value, const Pointer& at, io::JsonReader& reader) {
    return reader.name<CandyType>(value, at, parse_candy_type, "candy type");
}

// [SECTION] Triggers

// Which trigger events each optional member of a trigger applies to.
struct TriggerMember {
    std::string_view key;
    std::vector<EventKind> events;
};

const std::vector<TriggerMember>& trigger_members() {
    static const std::vector<TriggerMember> members = {
        {"candy",
         {EventKind::Bonk, EventKind::Eaten, EventKind::Delivered, EventKind::Lost,
          EventKind::Move}},
        {"struck", {EventKind::Bonk}},
        {"crate", {EventKind::Delivered}},
        {"loss", {EventKind::Lost}},
        {"cause", {EventKind::Move, EventKind::Delivered, EventKind::Lost}},
        {"eaten_by", {EventKind::Eaten}},
        {"min_depth",
         {EventKind::Bonk, EventKind::Eaten, EventKind::Delivered, EventKind::Lost,
          EventKind::Move}},
    };
    return members;
}

std::string event_list(const std::vector<EventKind>& events) {
    std::string out;
    for (size_t i = 0; i < events.size(); ++i) {
        if (i > 0)
            out += i + 1 == events.size() ? " and " : ", ";
        out += "\"" + std::string(kTriggerEvents.id(events[i])) + "\"";
    }
    return out;
}

// [SECTION] Sales conditions and cards

std::vector<CandyType> read_icons(const json& value, const Pointer& at, io::JsonReader& reader) {
    std::vector<CandyType> icons;
    if (!reader.is_array(value, at))
        return icons;
    if (value.empty() || value.size() > 3) {
        reader.error(at,
                     "an order shows 1 to 3 candy icons, found " + std::to_string(value.size()));
        return icons;
    }
    for (size_t i = 0; i < value.size(); ++i) {
        if (auto type = read_candy(value[i], at / i, reader))
            icons.push_back(*type);
    }
    return icons;
}

std::optional<OrderCard> read_order_card(const json& entry, const Pointer& at,
                                         io::JsonReader& reader, std::set<std::string>& ids) {
    if (!reader.is_object(entry, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(entry, at,
                              {"id", "kind", "icons", "points", "first_shift", "trigger", "sales"});
    OrderCard card;
    if (const json* id = reader.member(entry, at, "id")) {
        if (auto text = reader.string(*id, at / "id")) {
            if (!is_card_id(*text)) {
                reader.error(at / "id",
                             "\"" + *text + "\" is not a card id (a-z, 0-9, \"_\" and \"-\")");
            } else if (!ids.insert(*text).second) {
                reader.error(at / "id", "duplicate order id \"" + *text + "\"");
            }
            card.id = *text;
        }
    }
    std::optional<OrderKind> kind;
    if (const json* k = reader.member(entry, at, "kind"))
        kind = read_word(*k, at / "kind", reader, kOrderKinds, "order kind");
    if (kind)
        card.kind = *kind;
    if (const json* icons = reader.member(entry, at, "icons"))
        card.icons = read_icons(*icons, at / "icons", reader);
    if (const json* points = reader.member(entry, at, "points")) {
        if (auto n = reader.integer(*points, at / "points", 1, 6))
            card.points = *n;
    }
    if (const json* first = reader.member(entry, at, "first_shift")) {
        if (auto b = reader.boolean(*first, at / "first_shift"))
            card.first_shift = *b;
    }
    const json* trigger = reader.member(entry, at, "trigger", false);
    const json* sales = reader.member(entry, at, "sales", false);
    if (kind == OrderKind::Special) {
        if (sales)
            reader.error(at / "sales", "a special order has a \"trigger\", not \"sales\"");
        if (!trigger)
            reader.error(at, "missing member \"trigger\" (a special order needs one)");
    } else if (kind == OrderKind::Sales) {
        if (trigger)
            reader.error(at / "trigger", "a sales order has \"sales\", not a \"trigger\"");
        if (!sales)
            reader.error(at, "missing member \"sales\" (a sales order needs one)");
    }
    if (trigger && kind != OrderKind::Sales) {
        if (auto t = read_trigger(*trigger, at / "trigger", reader))
            card.trigger = *t;
    }
    if (sales && kind != OrderKind::Special) {
        if (auto c = read_sales_condition(*sales, at / "sales", reader))
            card.sales = *c;
    }
    // The candy types First Shift plays are its scenario's ("candies" of
    // scenarios/first_shift.json): check_pool_candies judges the cards against them.
    if (card.first_shift && kind == OrderKind::Special) {
        reader.error(at / "first_shift",
                     "a First Shift card must be a sales order (First Shift plays without "
                     "special orders)");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return card;
}

}  // namespace

bool is_card_id(const std::string& id) {
    if (id.empty())
        return false;
    for (char ch : id) {
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-'))
            return false;
    }
    return true;
}

std::optional<Trigger> read_trigger(const json& value, const Pointer& at, io::JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(
        value, at, {"event", "candy", "struck", "crate", "loss", "cause", "eaten_by", "min_depth"});
    Trigger trigger;
    std::optional<EventKind> event;
    if (const json* e = reader.member(value, at, "event"))
        event = read_word(*e, at / "event", reader, kTriggerEvents, "trigger event");
    if (event)
        trigger.event = *event;
    for (const TriggerMember& m : trigger_members()) {
        const json* member = reader.member(value, at, m.key, false);
        if (!member)
            continue;
        const Pointer here = at / std::string(m.key);
        if (event && std::find(m.events.begin(), m.events.end(), *event) == m.events.end()) {
            reader.error(here, "\"" + std::string(m.key) + "\" does not apply to the event \"" +
                                   std::string(kTriggerEvents.id(*event)) + "\" (only to " +
                                   event_list(m.events) + ")");
            continue;
        }
        // Values are checked even when the event is unknown, so every error shows at once.
        if (m.key == "candy") {
            trigger.candy = read_candy(*member, here, reader);
        } else if (m.key == "struck") {
            trigger.struck = read_candy(*member, here, reader);
        } else if (m.key == "crate") {
            trigger.crate = reader.name<CrateKind>(*member, here, parse_crate_kind, "crate");
        } else if (m.key == "loss") {
            trigger.loss = read_word(*member, here, reader, kLosses, "loss");
        } else if (m.key == "cause") {
            trigger.cause = read_word(*member, here, reader, kCauses, "cause");
        } else if (m.key == "eaten_by") {
            trigger.eaten_by = read_word(*member, here, reader, kCorners, "corner icon");
        } else if (m.key == "min_depth") {
            if (auto n = reader.integer(*member, here, 1, 9))
                trigger.min_depth = *n;
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return trigger;
}

std::optional<SalesCondition> read_sales_condition(const json& value, const Pointer& at,
                                                   io::JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(value, at, {"place", "crate", "measure", "candy", "count"});
    SalesCondition condition;
    std::optional<SalesPlace> place;
    if (const json* p = reader.member(value, at, "place"))
        place = read_word(*p, at / "place", reader, kPlaces, "place");
    if (place)
        condition.place = *place;
    const json* crate = reader.member(value, at, "crate", false);
    if (crate && place && *place != SalesPlace::Crate) {
        reader.error(at / "crate", "\"crate\" is only for place \"crate\"");
    } else if (crate) {
        if (auto k = reader.name<CrateKind>(*crate, at / "crate", parse_crate_kind, "crate"))
            condition.crate = *k;
    } else if (place == SalesPlace::Crate) {
        reader.error(at, "missing member \"crate\" (place \"crate\" needs one)");
    }
    std::optional<SalesMeasure> measure;
    if (const json* m = reader.member(value, at, "measure"))
        measure = read_word(*m, at / "measure", reader, kMeasures, "measure");
    if (measure)
        condition.measure = *measure;
    if (const json* candy = reader.member(value, at, "candy")) {
        if (auto type = read_candy(*candy, at / "candy", reader))
            condition.candy = *type;
    }
    const json* count = reader.member(value, at, "count", false);
    if (count && measure && *measure != SalesMeasure::AtLeast) {
        reader.error(at / "count", "\"count\" is only for measure \"at_least\"");
    } else if (count) {
        if (auto n = reader.integer(*count, at / "count", 1, kMaxCandiesPerType))
            condition.count = *n;
    } else if (measure == SalesMeasure::AtLeast) {
        reader.error(at, "missing member \"count\" (measure \"at_least\" needs one)");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return condition;
}

std::optional<std::vector<OrderCard>> read_order_cards(const json& root, io::JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kOrdersSchema);
    reader.no_unknown_members(root, top, {"schema", "total", "orders"});
    std::optional<int> total;
    if (const json* t = reader.member(root, top, "total"))
        total = reader.integer(*t, top / "total", 1, 127);
    std::vector<OrderCard> cards;
    const json* orders = reader.member(root, top, "orders");
    if (orders && reader.is_array(*orders, top / "orders")) {
        std::set<std::string> ids;
        for (size_t i = 0; i < orders->size(); ++i) {
            if (auto card = read_order_card((*orders)[i], top / "orders" / i, reader, ids))
                cards.push_back(std::move(*card));
        }
        if (total && static_cast<int>(orders->size()) != *total) {
            reader.error(top / "orders", "\"total\" says " + std::to_string(*total) +
                                             ", but the file lists " +
                                             std::to_string(orders->size()) + " orders");
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return cards;
}

void check_pool_candies(const Scenario& scenario, const std::string& scenario_file,
                        const std::vector<OrderCard>& orders, io::JsonReader& orders_reader) {
    std::string in_play;
    int count = 0;
    for (CandyType type : kAllCandyTypes) {
        if (scenario.in_play(type))
            ++count;
    }
    int listed = 0;
    for (CandyType type : kAllCandyTypes) {
        if (!scenario.in_play(type))
            continue;
        ++listed;
        in_play += (listed == 1       ? ""
                    : listed == count ? " and "
                                      : ", ") +
                   std::string(candy_type_name(type));
    }
    const auto refuse = [&](const Pointer& at, CandyType type) {
        orders_reader.error(at, "this card is in the order deck of " + scenario.name + " (" +
                                    scenario_file + "), which plays only " + in_play +
                                    " (its \"candies\"), not " +
                                    std::string(candy_type_name(type)));
    };
    for (size_t i = 0; i < orders.size(); ++i) {
        const OrderCard& card = orders[i];
        if (!in_pool(card, scenario.order_pool))
            continue;
        const Pointer at = Pointer() / "orders" / i;
        for (size_t n = 0; n < card.icons.size(); ++n) {
            if (!scenario.in_play(card.icons[n]))
                refuse(at / "icons" / n, card.icons[n]);
        }
        if (card.kind == OrderKind::Sales && !scenario.in_play(card.sales.candy))
            refuse(at / "sales" / "candy", card.sales.candy);
    }
}

}  // namespace sugarworks::catalog
