// data/sugarworks/blanket_orders.json: the five blanket orders, one per candy type, each with a
// grey side and a colourful side.
#include <array>
#include <set>

#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

constexpr std::array<std::string_view, 4> kCountIds = {"icons", "cards_showing",
                                                       "completed_special", "completed_sales"};

std::optional<BlanketCount> parse_count(std::string_view id) {
    for (size_t i = 0; i < kCountIds.size(); ++i) {
        if (kCountIds[i] == id)
            return static_cast<BlanketCount>(i);
    }
    return std::nullopt;
}

bool counts_a_type(BlanketCount count) {
    return count == BlanketCount::Icons || count == BlanketCount::CardsShowing;
}

std::optional<BlanketSide> read_side(const json& value, const Pointer& at, io::JsonReader& reader) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(value, at, {"count", "candy", "points", "at_least"});
    BlanketSide side;
    std::optional<BlanketCount> count;
    if (const json* c = reader.member(value, at, "count")) {
        if (auto text = reader.string(*c, at / "count")) {
            count = parse_count(*text);
            if (!count) {
                reader.error(at / "count", "unknown count \"" + *text +
                                               "\" (expected \"icons\", \"cards_showing\", "
                                               "\"completed_special\" or \"completed_sales\")");
            }
        }
    }
    if (count)
        side.count = *count;
    const json* candy = reader.member(value, at, "candy", false);
    if (candy && count && !counts_a_type(*count)) {
        reader.error(at / "candy", "\"candy\" is only for counts \"icons\" and \"cards_showing\"");
    } else if (candy) {
        if (auto type =
                reader.name<CandyType>(*candy, at / "candy", parse_candy_type, "candy type"))
            side.candy = *type;
    } else if (count && counts_a_type(*count)) {
        reader.error(at, "missing member \"candy\" (count \"" +
                             std::string(kCountIds[static_cast<size_t>(*count)]) + "\" needs one)");
    }
    const json* points = reader.member(value, at, "points");
    const json* at_least = reader.member(value, at, "at_least", false);
    if (points && reader.is_array(*points, at / "points")) {
        if (points->empty() || points->size() > 2) {
            reader.error(at / "points",
                         "expected [most, second most] or [points] with \"at_least\", found " +
                             std::to_string(points->size()) + " values");
        } else {
            for (size_t i = 0; i < points->size(); ++i) {
                if (auto n = reader.integer((*points)[i], at / "points" / i, 1, 9))
                    side.points.push_back(*n);
            }
            if (side.points.size() == 2 && side.points[0] <= side.points[1]) {
                reader.error(
                    at / "points",
                    "the most must score more than the second most, found " + points->dump());
            }
            if (points->size() == 2 && at_least) {
                reader.error(at / "at_least",
                             "\"at_least\" is only for one value (two values go to the most and "
                             "the second most)");
            } else if (points->size() == 1 && !at_least) {
                reader.error(at,
                             "missing member \"at_least\" (one value goes to every player "
                             "who reaches it)");
            }
        }
    }
    if (at_least && !(points && points->is_array() && points->size() == 2)) {
        if (auto n = reader.integer(*at_least, at / "at_least", 1, 20))
            side.at_least = *n;
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return side;
}

}  // namespace

std::optional<std::vector<BlanketCard>> read_blanket_cards(const json& root,
                                                           io::JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kBlanketOrdersSchema);
    reader.no_unknown_members(root, top, {"schema", "blankets"});
    std::vector<BlanketCard> cards;
    const json* list = reader.member(root, top, "blankets");
    if (list && reader.is_array(*list, top / "blankets")) {
        std::set<std::string> ids;
        std::array<bool, kCandyTypeCount> seen{};
        for (size_t i = 0; i < list->size(); ++i) {
            const json& entry = (*list)[i];
            const Pointer at = top / "blankets" / i;
            if (!reader.is_object(entry, at))
                continue;
            const int entry_errors = reader.error_count();
            reader.no_unknown_members(entry, at, {"id", "candy", "grey", "colourful"});
            BlanketCard card;
            if (const json* id = reader.member(entry, at, "id")) {
                if (auto text = reader.string(*id, at / "id")) {
                    if (!is_card_id(*text)) {
                        reader.error(at / "id", "\"" + *text +
                                                    "\" is not a card id (a-z, 0-9, \"_\" and "
                                                    "\"-\")");
                    } else if (!ids.insert(*text).second) {
                        reader.error(at / "id", "duplicate blanket order id \"" + *text + "\"");
                    }
                    card.id = *text;
                }
            }
            if (const json* candy = reader.member(entry, at, "candy")) {
                if (auto type = reader.name<CandyType>(*candy, at / "candy", parse_candy_type,
                                                       "candy type")) {
                    card.candy = *type;
                    bool& was = seen[static_cast<size_t>(index_of(*type))];
                    if (was) {
                        reader.error(at / "candy", "a second blanket order for the " +
                                                       std::string(candy_type_name(*type)) +
                                                       " (one card per candy type)");
                    }
                    was = true;
                }
            }
            if (const json* grey = reader.member(entry, at, "grey")) {
                if (auto side = read_side(*grey, at / "grey", reader))
                    card.grey = *side;
            }
            if (const json* colourful = reader.member(entry, at, "colourful")) {
                if (auto side = read_side(*colourful, at / "colourful", reader))
                    card.colourful = *side;
            }
            if (reader.error_count() == entry_errors)
                cards.push_back(std::move(card));
        }
        for (CandyType type : kAllCandyTypes) {
            if (!seen[static_cast<size_t>(index_of(type))]) {
                reader.error(top / "blankets", "no blanket order for the " +
                                                   std::string(candy_type_name(type)) +
                                                   " (one card per candy type)");
            }
        }
        if (list->size() != kCandyTypeCount) {
            reader.error(top / "blankets", "expected " + std::to_string(kCandyTypeCount) +
                                               " blanket orders, found " +
                                               std::to_string(list->size()));
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return cards;
}

}  // namespace sugarworks::catalog
