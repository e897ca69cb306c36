#include "setup/tip_file.hpp"

namespace sugarworks::app {

std::vector<std::string> tip_ids_in_order() {
    std::vector<std::string> ids;
    for (int i = 0; i < kTipKindCount; ++i)
        ids.emplace_back(tip_kind_id(static_cast<TipKind>(i)));
    return ids;
}

std::vector<std::string> tip_ids(const std::vector<TipKind>& kinds) {
    std::vector<std::string> ids;
    for (const TipKind kind : kinds)
        ids.emplace_back(tip_kind_id(kind));
    return ids;
}

TipSet tip_set(const std::vector<std::string>& ids) {
    TipSet set;
    for (const std::string& id : ids) {
        if (const std::optional<TipKind> kind = parse_tip_kind(id))
            set.add(*kind);
    }
    return set;
}

}  // namespace sugarworks::app
