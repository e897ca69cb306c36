// Readers for each data file of the catalog. Each records every problem it finds.
#pragma once

#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "sugarworks/catalog.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/orders.hpp"
#include "sugarworks/scenario.hpp"
#include "sugarworks/sugarworker.hpp"

namespace sugarworks::catalog {

// The words a data file may use for an enum's values, with the choices spelled
// out for messages.
template <typename Enum, size_t N>
struct Vocabulary {
    std::array<std::string_view, N> ids;
    std::array<Enum, N> values;
    // The shared parser of these words (candy.hpp, scenario.hpp), when there is one.
    std::optional<Enum> (*parser)(std::string_view) = nullptr;

    std::optional<Enum> parse(std::string_view id) const {
        if (parser)
            return parser(id);
        for (size_t i = 0; i < N; ++i) {
            if (ids[i] == id)
                return values[i];
        }
        return std::nullopt;
    }
    std::string_view id(Enum value) const {
        for (size_t i = 0; i < N; ++i) {
            if (values[i] == value)
                return ids[i];
        }
        return "?";
    }
    // "\"a\", \"b\" or \"c\"": the choices, for messages.
    std::string choices() const {
        std::string out;
        for (size_t i = 0; i < N; ++i) {
            if (i > 0)
                out += i + 1 == N ? " or " : ", ";
            out += "\"" + std::string(ids[i]) + "\"";
        }
        return out;
    }
};

// A string from a vocabulary; an unknown one is reported with the choices.
template <typename Enum, size_t N>
std::optional<Enum> read_word(const nlohmann::json& value, const nlohmann::json::json_pointer& at,
                              io::JsonReader& reader, const Vocabulary<Enum, N>& words,
                              std::string_view what) {
    const auto text = reader.string(value, at);
    if (!text)
        return std::nullopt;
    const auto parsed = words.parse(*text);
    if (!parsed) {
        reader.error(at, "unknown " + std::string(what) + " \"" + *text + "\" (expected " +
                             words.choices() + ")");
    }
    return parsed;
}

// What validation can still use of a tiles file with errors: the kinds whose entries are
// correct, and the ids of the kinds whose entries are not.
struct PartialTileKinds {
    std::vector<TileKind> good;
    std::set<std::string> doubtful;
    bool list_read = false;  // false when the "tiles" list itself could not be read
};

std::optional<CandyRules> read_candy_rules(const io::json& root, io::JsonReader& reader);
// `partial`, if given, receives what could be read even when there are errors.
std::optional<std::vector<TileKind>> read_tile_kinds(const io::json& root, io::JsonReader& reader,
                                                     PartialTileKinds* partial = nullptr);
// `standalone`: a board file (schema, id and name required); otherwise a board written inline in a
// scenario.
std::optional<Board> read_board(const io::json& value, const io::Pointer& at,
                                io::JsonReader& reader, bool standalone);
std::optional<BonkRule> read_bonk_rule(const io::json& value, const io::Pointer& at,
                                       io::JsonReader& reader);
std::optional<ActivationOrder> read_activation_order(const io::json& value, const io::Pointer& at,
                                                     io::JsonReader& reader);
std::optional<BonkChart> read_bonk_chart(const io::json& value, const io::Pointer& at,
                                         io::JsonReader& reader);
std::optional<TileFace> read_tile_face(const io::json& object, const io::Pointer& at,
                                       io::JsonReader& reader);

// data/sugarworks/orders.json: the order cards, in file order (the game numbers them so).
std::optional<std::vector<OrderCard>> read_order_cards(const io::json& root,
                                                       io::JsonReader& reader);
std::optional<Trigger> read_trigger(const io::json& value, const io::Pointer& at,
                                    io::JsonReader& reader);
std::optional<SalesCondition> read_sales_condition(const io::json& value, const io::Pointer& at,
                                                   io::JsonReader& reader);
// data/sugarworks/blanket_orders.json: five cards, one per candy type.
std::optional<std::vector<BlanketCard>> read_blanket_cards(const io::json& root,
                                                           io::JsonReader& reader);
// data/sugarworks/die.json: the six faces of the candy die.
std::optional<std::vector<DieFace>> read_die_faces(const io::json& root, io::JsonReader& reader);
// data/sugarworks/sugarworkers.json: the Sugarworker cards, two sides each, in file order.
std::optional<std::vector<SugarworkerCard>> read_sugarworker_cards(const io::json& root,
                                                                   io::JsonReader& reader);
// data/sugarworks/scenarios/<id>.json: a way to play; `id` is the file's base name.
std::optional<Scenario> read_scenario(const io::json& root, io::JsonReader& reader, std::string id);
// The checks of a scenario that need the other files (judged on a scenario that reads without
// errors): enough cards of its order pool for its most players, a blanket order for each fixed
// blanket type. `orders` and `blankets` are null when their file has errors (nothing is judged
// against them then).
void check_scenario_cards(const Scenario& scenario, const std::vector<OrderCard>* orders,
                          const std::vector<BlanketCard>* blankets, io::JsonReader& reader);
// The cards of a scenario's order pool show and name only its candy types in play (First
// Shift's "candies"); each card that does not is reported in orders.json, where it is.
void check_pool_candies(const Scenario& scenario, const std::string& scenario_file,
                        const std::vector<OrderCard>& orders, io::JsonReader& orders_reader);

// A scenario that allows Sugarworkers deals any card: each needs a side whose ability the
// scenario can use (why_unusable), else its holder could choose nothing.
void check_scenario_workers(const Scenario& scenario, const std::vector<SugarworkerCard>& cards,
                            io::JsonReader& reader);

// Order, blanket and card ids: lower-case letters, digits, "_" and "-".
bool is_card_id(const std::string& id);

inline constexpr std::string_view kCandiesSchema = "sugarworks.candies/1";
inline constexpr std::string_view kTilesSchema = "sugarworks.tiles/1";
inline constexpr std::string_view kBoardSchema = "sugarworks.board/1";
inline constexpr std::string_view kOrdersSchema = "sugarworks.orders/1";
inline constexpr std::string_view kBlanketOrdersSchema = "sugarworks.blanket-orders/1";
inline constexpr std::string_view kDieSchema = "sugarworks.die/1";
inline constexpr std::string_view kSugarworkersSchema = "sugarworks.sugarworkers/1";
inline constexpr std::string_view kScenarioSchema = "sugarworks.scenario/2";

}  // namespace sugarworks::catalog
