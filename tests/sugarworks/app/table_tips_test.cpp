// Tips at the table: one shows the moment the playback reaches the first event
// of its kind, at that event's place; each kind once per profile (also in the
// next game and after a restart); none when the setting or the game turns them
// off; one at a time, gone after a few seconds on screen or a click. And where
// a tip's box goes on the floor: never over the candies it speaks of.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "setup/tip_file.hpp"
#include "support/temp_folder.hpp"
#include "support/testkit.hpp"
#include "table/table_model.hpp"
#include "table/table_tips.hpp"
#include "ui/tip_box.hpp"

using namespace sugarworks;
using namespace sugarworks::app;
namespace fs = std::filesystem;

namespace {

TableModel model_for(const std::string& scenario, int players, std::uint64_t seed,
                     bool tips = true) {
    const Scenario* s = testkit::catalog().scenario(scenario);
    REQUIRE(s);
    std::vector<Seat> seats;
    const char* names[] = {"Alex", "Blake", "Casey", "Drew"};
    for (int i = 0; i < players; ++i)
        seats.push_back({names[i], i, std::nullopt});
    Table table(testkit::catalog(), GameOptions::for_scenario(*s, players, {}), seed, seats);
    TablePrefs prefs;
    prefs.confirm_final = false;
    prefs.tips = tips;
    return TableModel(std::move(table), prefs);
}

TableIntents only(bool TableIntents::*flag) {
    TableIntents want;
    want.*flag = true;
    return want;
}

// What the table showed over a game: each kind as it first came up, and where.
struct Told {
    std::vector<TipKind> shown;             // take_tips_shown(), in order
    std::map<TipKind, TableTip> first;      // the tip as it first came up
    std::map<TipKind, bool> at_its_moment;  // a floor tip came with its event
    int frames_with_a_tip = 0;
    int frames_by_the_notice = 0;
};

// Plays a game to its end by random clicks, the movements watched in steps of
// 0.05 s; every new tip is checked against the events the playback has just reached.
Told play_watching_tips(TableModel& m, std::uint64_t seed) {
    Told told;
    Rng rng(seed);
    for (int step = 0; step < 40000 && m.phase() != TablePhase::Over; ++step) {
        const TableFrame f = m.frame();
        const Playback* playback = f.movement.active ? f.playback : nullptr;
        const int before = playback ? playback->lines_shown() : 0;
        switch (m.phase()) {
            case TablePhase::Cover:
                m.handle(only(&TableIntents::lift_cover));
                break;
            case TablePhase::Recap:
                m.handle(only(&TableIntents::recap_read));
                break;
            default:
                if (f.movement.active || f.legal.empty()) {
                    m.update(0.05);
                } else {
                    TableIntents want;
                    want.act = f.legal[rng.below(static_cast<std::uint32_t>(f.legal.size()))];
                    m.handle(want);
                }
        }
        for (const TipKind kind : m.take_tips_shown()) {
            told.shown.push_back(kind);
            // The tip up, where its screen is on view (a special order's waits behind a
            // cover; the end's may take the place of a floor tip of the same step).
            std::optional<TableTip> up;
            for (const TipSpot spot : {TipSpot::Floor, TipSpot::Notice, TipSpot::Sheet}) {
                if (const auto tip = m.tip(spot); tip && tip->kind == kind)
                    up = tip;
            }
            if (!up)
                continue;
            const TableTip& tip = *up;
            CHECK(tip.spot == (kind == TipKind::GameEnded          ? TipSpot::Sheet
                               : kind == TipKind::SpecialCompleted ? TipSpot::Notice
                                                                   : TipSpot::Floor));
            CHECK_FALSE(tip.words.empty());
            // A special order's tip comes up by the notice that tells of it, never alone.
            if (tip.spot == TipSpot::Notice)
                CHECK_FALSE(m.frame().notice.empty());
            told.first.emplace(kind, tip);
            if (!playback || !on_the_floor(kind))
                continue;
            // The moment is among the events the playback began in this step, at its place.
            bool found = false;
            for (int i = before; i < playback->lines_shown(); ++i) {
                const Event& e = playback->events()[static_cast<size_t>(i)];
                found = found ||
                        (tip_kind(e) == kind && tip.at == (kind == TipKind::Jump ? e.from : e.to));
            }
            told.at_its_moment[kind] = found;
        }
        if (m.frame().tip)
            ++told.frames_with_a_tip;
        if (m.tip(TipSpot::Notice))
            ++told.frames_by_the_notice;
    }
    REQUIRE(m.phase() == TablePhase::Over);
    return told;
}

}  // namespace

TEST_CASE("a tip shows when the playback reaches its moment, at its place, once per kind",
          "[app][tips]") {
    TableModel m = model_for("third_shift", 2, 5);
    const Told told = play_watching_tips(m, 5);
    INFO("tips shown: " << told.shown.size());
    // Each kind once, never twice.
    std::vector<TipKind> sorted = told.shown;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
    // A Bonk! of some candy was among them, told at the moment and place it happened.
    const bool bonk = std::any_of(told.shown.begin(), told.shown.end(), [](TipKind k) {
        return k >= TipKind::BonkRedCircle && k <= TipKind::BonkPurpleRectangle;
    });
    CHECK(bonk);
    for (const auto& [kind, at_moment] : told.at_its_moment) {
        INFO(tip_kind_id(kind));
        CHECK(at_moment);
    }
    // The end, on the score sheet, with its words.
    REQUIRE(told.first.count(TipKind::GameEnded) == 1);
    CHECK(told.first.at(TipKind::GameEnded).spot == TipSpot::Sheet);
    CHECK(told.first.at(TipKind::GameEnded).words.starts_with("Game over:"));
    CHECK(m.tip(TipSpot::Sheet));
    // A click sends it away.
    m.handle(only(&TableIntents::dismiss_tip));
    CHECK_FALSE(m.tip(TipSpot::Sheet));
    CHECK(m.take_tips_shown().empty());

    // Seed 5's game completes a special order: its tip came up by the notice.
    REQUIRE(told.first.count(TipKind::SpecialCompleted) == 1);
    CHECK(told.frames_by_the_notice > 0);

    SECTION("the next game of the same profile shows none of them again") {
        TipSet seen;
        for (const TipKind kind : told.shown)
            seen.add(kind);
        TableModel next = model_for("third_shift", 2, 8);
        next.set_tips_seen(seen);
        const Told again = play_watching_tips(next, 8);
        for (const TipKind kind : again.shown) {
            INFO(tip_kind_id(kind));
            CHECK_FALSE(seen.has(kind));
        }
    }
    SECTION("nor after a restart: the profile's file remembers them") {
        const testkit::TempFolder home("tips-restart");
        const fs::path dir = home.path();
        TipMemory(dir / "tips.json").remember(told.shown);
        // The same game again: what it showed the first time is not shown again (a
        // moment met while another tip was up may show now, for the first time).
        const TipSet remembered = TipMemory(dir / "tips.json").seen();
        CHECK(remembered.size() == static_cast<int>(told.shown.size()));
        TableModel next = model_for("third_shift", 2, 5);
        next.set_tips_seen(remembered);
        const Told again = play_watching_tips(next, 5);
        for (const TipKind kind : again.shown) {
            INFO(tip_kind_id(kind));
            CHECK_FALSE(remembered.has(kind));
        }
    }
}

TEST_CASE("with the setting off, or a game without tips, no tip shows", "[app][tips]") {
    SECTION("the setting") {
        TableModel m = model_for("third_shift", 2, 7, false);
        const Told told = play_watching_tips(m, 7);
        CHECK(told.shown.empty());
        CHECK(told.frames_with_a_tip == 0);
        CHECK_FALSE(m.tip(TipSpot::Sheet));
    }
    SECTION("the game (a lesson's)") {
        TableModel m = model_for("third_shift", 2, 7);
        m.set_game_tips(false);
        const Told told = play_watching_tips(m, 7);
        CHECK(told.shown.empty());
        CHECK(told.frames_with_a_tip == 0);
    }
    SECTION("turned off while a tip is up, it goes") {
        TableModel m = model_for("third_shift", 2, 7);
        Rng rng(7);
        for (int step = 0; step < 40000 && !m.frame().tip && m.phase() != TablePhase::Over;
             ++step) {
            const TableFrame f = m.frame();
            if (m.phase() == TablePhase::Cover)
                m.handle(only(&TableIntents::lift_cover));
            else if (m.phase() == TablePhase::Recap)
                m.handle(only(&TableIntents::recap_read));
            else if (f.movement.active || f.legal.empty())
                m.update(0.05);
            else {
                TableIntents want;
                want.act = f.legal[rng.below(static_cast<std::uint32_t>(f.legal.size()))];
                m.handle(want);
            }
        }
        REQUIRE(m.frame().tip);
        TablePrefs off;
        off.tips = false;
        m.set_prefs(off);
        CHECK_FALSE(m.frame().tip);
    }
}

TEST_CASE("one tip at a time: a floor moment met meanwhile waits for its next time",
          "[app][tips]") {
    TableTips tips;
    const TableTip bonk{TipKind::BonkRedCircle, "Bonk!", TipSpot::Floor, {}, {}};
    const TableTip eaten{TipKind::Eater, "Eaten!", TipSpot::Floor, {}, {}};
    const TableTip special{TipKind::SpecialCompleted, "Special!", TipSpot::Notice, {}, {}};
    const TableTip end{TipKind::GameEnded, "Game over:", TipSpot::Sheet, {}, {}};

    tips.offer(bonk);
    tips.offer(eaten);    // let go: not marked seen
    tips.offer(special);  // a panel's tip waits its turn
    CHECK(tips.current() == bonk);
    CHECK(tips.take_shown() == std::vector<TipKind>{TipKind::BonkRedCircle});
    CHECK_FALSE(tips.seen().has(TipKind::Eater));

    SECTION("its seconds count only while its screen is in view") {
        tips.update(100, false);
        CHECK(tips.current() == bonk);
        tips.update(TableTips::kSeconds - 0.5, true);
        CHECK(tips.current() == bonk);
        tips.update(1, true);
        CHECK(tips.current() == special);  // the one waiting follows
        CHECK(tips.take_shown() == std::vector<TipKind>{TipKind::SpecialCompleted});
        tips.offer(eaten);  // its next time: shown
        tips.dismiss();
        tips.offer(eaten);
        CHECK(tips.current() == eaten);
    }
    SECTION("the score sheet's comes at once, and nothing of the table follows it") {
        tips.offer(end);
        CHECK(tips.current() == end);
        tips.dismiss();
        CHECK_FALSE(tips.current());
        CHECK(tips.take_shown() == std::vector<TipKind>{TipKind::GameEnded});
    }
    SECTION("a tip waiting by a notice that has gone is let go; one being read stays") {
        tips.withdraw(TipSpot::Notice, false);  // the next action: the notice has gone
        tips.withdraw(TipSpot::Floor, false);
        CHECK(tips.current() == bonk);
        tips.dismiss();
        CHECK_FALSE(tips.current());
        CHECK(tips.take_shown().empty());
        CHECK_FALSE(tips.seen().has(TipKind::SpecialCompleted));
    }
    SECTION("an undo takes back what a tip spoke of: it goes") {
        tips.withdraw(TipSpot::Floor, true);
        CHECK(tips.current() == special);
        tips.withdraw(TipSpot::Notice, true);
        CHECK_FALSE(tips.current());
    }
    SECTION("a kind seen is never shown again") {
        tips.dismiss();
        tips.dismiss();
        tips.offer(bonk);
        CHECK_FALSE(tips.current());
        tips.set_seen({});  // "Show tips again"
        tips.offer(bonk);
        CHECK(tips.current() == bonk);
    }
}

TEST_CASE("a floor tip stands clear of the candies it speaks of, inside the floor",
          "[app][tips][layout]") {
    const Rect area{{100, 50}, {900, 650}};
    const ImVec2 size{400, 44};
    struct Case {
        const char* what;
        Rect anchor;
        std::vector<Rect> clear;
    };
    const std::vector<Case> cases = {
        {"in the middle", {{400, 300}, {460, 360}}, {{{460, 240}, {520, 300}}}},
        {"on the top row", {{400, 52}, {460, 112}}, {{{460, 52}, {520, 112}}}},
        {"on the bottom row", {{400, 580}, {460, 640}}, {{{340, 580}, {400, 640}}}},
        {"at the right edge", {{830, 300}, {890, 360}}, {}},
        {"a chain down two rows", {{400, 200}, {460, 260}}, {{{400, 260}, {460, 320}}}},
    };
    // A board filling the area: the room above it is none, the tip goes by the moment.
    const Rect full_board = area;
    for (const Case& c : cases) {
        INFO(c.what);
        const Rect box = place_tip_box(area, size, c.anchor, c.clear, full_board, 8);
        CHECK(box.width() == Approx(size.x));
        CHECK(box.height() == Approx(size.y));
        CHECK(box.min.x >= area.min.x);
        CHECK(box.max.x <= area.max.x);
        CHECK(box.min.y >= area.min.y);
        CHECK(box.max.y <= area.max.y);
        const auto apart = [&](const Rect& r) {
            return box.max.x <= r.min.x || r.max.x <= box.min.x || box.max.y <= r.min.y ||
                   r.max.y <= box.min.y;
        };
        CHECK(apart(c.anchor));
        for (const Rect& r : c.clear)
            CHECK(apart(r));
    }
    SECTION("with room above the board, the tip stands there, over no space of the floor") {
        const Rect board{{150, 200}, {850, 500}};
        const Rect anchor{{400, 420}, {460, 480}};  // the bottom row
        const Rect box = place_tip_box(area, size, anchor, {}, board, 8);
        CHECK(box.max.y <= board.min.y);
        CHECK(box.min.y >= area.min.y);
        CHECK(box.center().x == Approx(anchor.center().x));  // level with the moment
    }
}
