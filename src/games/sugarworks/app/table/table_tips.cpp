#include "table/table_tips.hpp"

#include <utility>

namespace sugarworks::app {

void TableTips::set_setting(bool on) {
    setting_ = on;
    if (!this->on()) {
        current_.reset();
        waiting_.reset();
    }
}

void TableTips::set_game(bool on) {
    game_ = on;
    set_setting(setting_);
}

void TableTips::offer(TableTip tip) {
    if (!on() || seen_.has(tip.kind))
        return;
    if (tip.spot == TipSpot::Sheet)
        waiting_.reset();  // the table is gone: nothing of it is told any more
    if (!current_ || tip.spot == TipSpot::Sheet) {
        show(std::move(tip));
        return;
    }
    if (tip.spot != TipSpot::Floor && !waiting_)
        waiting_ = std::move(tip);
}

void TableTips::show(TableTip tip) {
    seen_.add(tip.kind);
    shown_.push_back(tip.kind);
    current_ = std::move(tip);
    left_ = kSeconds;
}

void TableTips::dismiss() {
    current_.reset();
    // A tip waiting may have been seen meanwhile (a second game's table, a setting).
    if (waiting_ && on() && !seen_.has(waiting_->kind))
        show(*std::exchange(waiting_, std::nullopt));
    waiting_.reset();
}

void TableTips::withdraw(TipSpot spot, bool shown_too) {
    if (waiting_ && waiting_->spot == spot)
        waiting_.reset();
    if (shown_too && current_ && current_->spot == spot)
        dismiss();
}

void TableTips::update(double seconds, bool in_view) {
    if (!current_ || !in_view)
        return;
    left_ -= seconds;
    if (left_ <= 0)
        dismiss();
}

std::vector<TipKind> TableTips::take_shown() {
    return std::exchange(shown_, {});
}

}  // namespace sugarworks::app
