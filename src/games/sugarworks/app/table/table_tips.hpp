// Which tip the table shows: one at a time, each kind once per player profile,
// none when the setting (or the game, for a lesson) turns them off. Pure: no
// drawing, no file; the router keeps the profile's file (setup/tip_file) up to
// date from take_shown().
#pragma once

#include <optional>
#include <vector>

#include "sugarworks/tips.hpp"
#include "table/table_frame.hpp"

namespace sugarworks::app {

class TableTips {
  public:
    // Seconds a tip stays up while its screen is on view: read at any animation speed.
    static constexpr double kSeconds = 8;

    // The kinds the profile has seen already (a tip of them never shows).
    void set_seen(const TipSet& seen) { seen_ = seen; }
    const TipSet& seen() const { return seen_; }
    void set_setting(bool on);  // the player's setting
    void set_game(bool on);     // this game's: a lesson may keep its table free of tips
    bool on() const { return setting_ && game_; }

    // A moment of `tip.kind` is on screen: its tip shows if tips are on, the kind
    // was never seen and nothing else is up. A moment of the floor seen while
    // another tip is up is let go (its tip shows another time); a panel's waits
    // its turn; the score sheet's comes at once, as the table it replaces is gone.
    void offer(TableTip tip);
    // A click: the tip up goes, and the one waiting (if any) follows.
    void dismiss();
    // What a tip at `spot` would stand by is gone (the notice of a special order,
    // at the next action): one waiting there is let go, to show another time.
    // `shown_too` (an undo: the moment never happened): the one up there goes too.
    void withdraw(TipSpot spot, bool shown_too);
    // Counts the tip up down while its screen is on view.
    void update(double seconds, bool in_view);
    const std::optional<TableTip>& current() const { return current_; }
    // The kinds shown for the first time since the last call.
    std::vector<TipKind> take_shown();

  private:
    void show(TableTip tip);

    TipSet seen_;
    bool setting_ = true;
    bool game_ = true;
    std::optional<TableTip> current_;
    double left_ = 0;
    std::optional<TableTip> waiting_;
    std::vector<TipKind> shown_;
};

}  // namespace sugarworks::app
