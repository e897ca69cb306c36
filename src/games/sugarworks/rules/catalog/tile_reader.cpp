// data/sugarworks/tiles.json: the conveyor tiles in the box.
#include <set>

#include "catalog/catalog_readers.hpp"
#include "engine/id_table.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

std::optional<CornerIcon> read_corner(const json& value, const Pointer& at,
                                      io::JsonReader& reader) {
    if (value.is_string()) {
        if (value.get<std::string>() == "x")
            return CornerIcon{CornerKind::X, CandyType::RedCircle};
        reader.error(at, "expected \"x\" or {\"eater\": candy type}, found \"" +
                             value.get<std::string>() + "\"");
        return std::nullopt;
    }
    if (!value.is_object()) {
        reader.error(at, "expected \"x\" or {\"eater\": candy type}, found " +
                             std::string(io::type_word(value)));
        return std::nullopt;
    }
    reader.no_unknown_members(value, at, {"eater"});
    const json* eater = reader.member(value, at, "eater");
    if (!eater)
        return std::nullopt;
    auto type = reader.name<CandyType>(*eater, at / "eater", parse_candy_type, "candy type");
    if (!type)
        return std::nullopt;
    return CornerIcon{CornerKind::Eater, *type};
}

}  // namespace

std::optional<TileFace> read_tile_face(const json& object, const Pointer& at,
                                       io::JsonReader& reader) {
    TileFace face;
    bool ok = true;
    if (const json* center = reader.member(object, at, "center")) {
        auto icon =
            reader.name<CenterIcon>(*center, at / "center", parse_center_icon, "centre icon");
        if (icon)
            face.center = *icon;
        ok = icon.has_value();
    } else {
        ok = false;
    }
    if (const json* corner = reader.member(object, at, "corner", false)) {
        auto icon = read_corner(*corner, at / "corner", reader);
        if (icon)
            face.corner = *icon;
        ok = ok && icon.has_value();
    }
    if (!ok)
        return std::nullopt;
    return face;
}

std::optional<std::vector<TileKind>> read_tile_kinds(const json& root, io::JsonReader& reader,
                                                     PartialTileKinds* partial) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kTilesSchema);
    reader.no_unknown_members(root, top, {"schema", "total", "tiles"});
    std::optional<int> total;
    if (const json* t = reader.member(root, top, "total"))
        total = reader.integer(*t, top / "total", 1, 127);
    std::vector<TileKind> kinds;
    const json* tiles = reader.member(root, top, "tiles");
    if (tiles && reader.is_array(*tiles, top / "tiles")) {
        std::set<std::string> ids;
        int sum = 0;
        for (size_t i = 0; i < tiles->size(); ++i) {
            const json& entry = (*tiles)[i];
            const Pointer at = top / "tiles" / i;
            const int entry_errors_before = reader.error_count();
            if (!reader.is_object(entry, at))
                continue;
            reader.no_unknown_members(entry, at, {"id", "name", "center", "corner", "count"});
            TileKind kind;
            if (const json* id = reader.member(entry, at, "id")) {
                if (auto text = reader.string(*id, at / "id")) {
                    if (!engine::is_identifier(*text)) {
                        reader.error(at / "id",
                                     "\"" + *text + "\" is not an identifier (a-z, 0-9, _)");
                    } else if (!ids.insert(*text).second) {
                        reader.error(at / "id", "duplicate tile id \"" + *text + "\"");
                    }
                    kind.id = *text;
                }
            }
            if (const json* name = reader.member(entry, at, "name")) {
                if (auto text = reader.string(*name, at / "name")) {
                    if (text->empty())
                        reader.error(at / "name", "the name is empty");
                    kind.name = *text;
                }
            }
            if (auto face = read_tile_face(entry, at, reader))
                kind.face = *face;
            if (const json* count = reader.member(entry, at, "count")) {
                if (auto n = reader.integer(*count, at / "count", 1, 127)) {
                    kind.count = *n;
                    sum += *n;
                }
            }
            if (partial && reader.error_count() == entry_errors_before) {
                partial->good.push_back(kind);
            } else if (partial && !kind.id.empty()) {
                partial->doubtful.insert(kind.id);
            }
            kinds.push_back(kind);
        }
        if (partial)
            partial->list_read = true;
        if (total && sum != *total) {
            reader.error(top / "tiles", "the tile counts add up to " + std::to_string(sum) +
                                            ", but \"total\" says " + std::to_string(*total));
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return kinds;
}

}  // namespace sugarworks::catalog
