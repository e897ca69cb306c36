// The table's model: the tips offered for a moment of play, once each.
#include "table/table_model.hpp"

#include <algorithm>

#include "audio/sound_cues.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/scoring.hpp"
#include "sugarworks/tips.hpp"
#include "sugarworks/visibility.hpp"

namespace sugarworks::app {

// [SECTION] Tips

bool TableModel::tip_in_view() const {
    const std::optional<TableTip>& up = tips_.current();
    if (!up)
        return false;
    return up->spot == TipSpot::Sheet ? phase() == TablePhase::Over : phase() == TablePhase::Table;
}

std::optional<TableTip> TableModel::tip(TipSpot spot) const {
    const std::optional<TableTip>& up = tips_.current();
    if (!up || up->spot != spot || !tip_in_view())
        return std::nullopt;
    return up;
}

void TableModel::offer_floor_tip(const std::vector<Event>& events, std::size_t index) {
    const Event& e = events[index];
    const std::optional<TipKind> kind = tip_kind(e);
    if (!kind)
        return;
    TableTip tip{*kind,
                 tip_words(e, table_.game().catalog()),
                 TipSpot::Floor,
                 *kind == TipKind::Jump ? e.from : e.to,
                 {e.from, e.to}};
    if (index + 1 < events.size()) {
        tip.keep_clear.push_back(events[index + 1].from);
        tip.keep_clear.push_back(events[index + 1].to);
    }
    tips_.offer(std::move(tip));
}

void TableModel::offer_game_tips(const std::vector<GameEvent>& events, bool after_movement) {
    if (!after_movement) {
        // A tile laid under a candy its eater eats: on the floor, before any movement.
        const std::vector<Event> outside = floor_events_outside_movement(events);
        for (std::size_t i = 0; i < outside.size(); ++i)
            offer_floor_tip(outside, i);
        return;
    }
    // The end is told on the score sheet; a special order by the notice on the
    // table, which a game that has ended no longer shows.
    const bool over = table_.state().over();
    for (const GameEvent& e : events) {
        const std::optional<TipKind> kind = tip_kind(e);
        if (!kind || on_the_floor(*kind))
            continue;
        const TipSpot spot = *kind == TipKind::GameEnded ? TipSpot::Sheet : TipSpot::Notice;
        if (spot == TipSpot::Notice && over)
            continue;
        tips_.offer({*kind, tip_words(e, table_.game()), spot, {}, {}});
    }
}

}  // namespace sugarworks::app
