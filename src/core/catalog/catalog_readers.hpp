// Readers for each data file of the catalog. Each records every problem it finds.
#pragma once

#include <optional>

#include "io/json_reader.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::catalog {

std::optional<CandyRules> read_candy_rules(const io::json& root, io::JsonReader& reader);
std::optional<std::vector<TileKind>> read_tile_kinds(const io::json& root, io::JsonReader& reader);
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

inline constexpr std::string_view kCandiesSchema = "sugarworks.candies/1";
inline constexpr std::string_view kTilesSchema = "sugarworks.tiles/1";
inline constexpr std::string_view kBoardSchema = "sugarworks.board/1";

}  // namespace sugarworks::catalog
