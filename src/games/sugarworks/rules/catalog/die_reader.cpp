// data/sugarworks/die.json: the candy die, six faces: each candy type once, and ALL.
#include <array>

#include "catalog/catalog_readers.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

constexpr size_t kFaces = kCandyTypeCount + 1;

}  // namespace

std::optional<std::vector<DieFace>> read_die_faces(const json& root, io::JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kDieSchema);
    reader.no_unknown_members(root, top, {"schema", "faces"});
    std::vector<DieFace> faces;
    const json* list = reader.member(root, top, "faces");
    if (list && reader.is_array(*list, top / "faces")) {
        const Pointer at = top / "faces";
        std::array<bool, kCandyTypeCount> seen{};
        bool all_seen = false;
        for (size_t i = 0; i < list->size(); ++i) {
            const auto text = reader.string((*list)[i], at / i);
            if (!text)
                continue;
            if (*text == "all") {
                if (all_seen)
                    reader.error(at / i, "\"all\" appears twice");
                all_seen = true;
                faces.push_back(DieFace{true, CandyType::RedCircle});
                continue;
            }
            const auto type = parse_candy_type(*text);
            if (!type) {
                reader.error(at / i, "unknown die face \"" + *text +
                                         "\" (expected a candy type or \"all\")");
                continue;
            }
            bool& was = seen[static_cast<size_t>(index_of(*type))];
            if (was)
                reader.error(at / i, "\"" + *text + "\" appears twice");
            was = true;
            faces.push_back(DieFace{false, *type});
        }
        if (list->size() != kFaces) {
            reader.error(at, "the die has " + std::to_string(kFaces) + " faces, found " +
                                 std::to_string(list->size()));
        }
        for (CandyType type : kAllCandyTypes) {
            if (!seen[static_cast<size_t>(index_of(type))]) {
                reader.error(at, "no face for the " + std::string(candy_type_name(type)) +
                                     " (each candy type is on one face)");
            }
        }
        if (!all_seen)
            reader.error(at, "no \"all\" face");
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return faces;
}

}  // namespace sugarworks::catalog
