// The design of the shipped Sparks content (docs/sparks/data.md, "Design notes"):
// harder robots are worth more, every colour's deck is alike, the factory track
// makes level 5 a goal worth setting, the tracks reward going far.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <numeric>
#include <vector>

#include "sparks/content_reader.hpp"

using namespace sparks;

namespace {

const Content& shipped() {
    static const Content content = [] {
        LoadedContent loaded = load_content(SPARKS_TEST_DATA_DIR);
        REQUIRE(loaded.content);
        return *loaded.content;
    }();
    return content;
}

}  // namespace

TEST_CASE("Sparks robots: more die spaces never advance fewer steps", "[sparks][design]") {
    const Content& c = shipped();
    for (const RobotCard& a : c.robots) {
        for (const RobotCard& b : c.robots) {
            if (a.spaces.size() > b.spaces.size()) {
                INFO(a.id << " has more spaces than " << b.id);
                CHECK(a.steps >= b.steps);
            }
        }
    }
}

TEST_CASE("Sparks robots: every colour's deck is alike", "[sparks][design]") {
    const Content& c = shipped();
    std::map<Colour, int> steps, boxes, spaces, rewards;
    for (const RobotCard& r : c.robots) {
        steps[r.colour] += r.steps;
        boxes[r.colour] += r.has_power_box() ? 1 : 0;
        spaces[r.colour] += static_cast<int>(r.spaces.size());
        rewards[r.colour] += static_cast<int>(r.rewards.size());
    }
    for (int i = 1; i < kColours; ++i) {
        const auto colour = static_cast<Colour>(i);
        CHECK(steps[colour] == steps[Colour::Red]);
        CHECK(boxes[colour] == boxes[Colour::Red]);
        CHECK(spaces[colour] == spaces[Colour::Red]);
        CHECK(rewards[colour] == rewards[Colour::Red]);
    }
    // Enough power boxes in each colour for the goal "complete 5 robots with a power box".
    CHECK(boxes[Colour::Red] * kColours >= 5 * 3);
}

TEST_CASE("Sparks factory track: level 5 is a goal worth setting", "[sparks][design]") {
    const Content& c = shipped();
    REQUIRE(c.factory.size() >= 6);
    int to_level_five = 0;
    for (size_t i = 1; i < 5; ++i)
        to_level_five += c.factory[i].requirement;
    // About ten dice of the ~28 a player takes in a game: a real choice, not a given.
    CHECK(to_level_five >= 30);
    CHECK(to_level_five <= 40);
    CHECK(c.factory[1].requirement >= 5);
    CHECK(c.factory.back().requirement <= 15);
    // The rewards alternate: a spark, an upgrade tile, a spark...
    for (size_t i = 1; i < c.factory.size(); ++i) {
        REQUIRE(c.factory[i].reward.size() == 1);
        CHECK(c.factory[i].reward[0].kind ==
              (i % 2 == 1 ? EffectKind::Sparks : EffectKind::UpgradeTile));
    }
    // Each board's upgrade section asks for the three colours other than its own.
    for (const PlayerBoard& b : c.boards) {
        CHECK(std::find(b.upgrade_spaces.begin(), b.upgrade_spaces.end(), b.colour) ==
              b.upgrade_spaces.end());
    }
}

TEST_CASE("Sparks tracks: 10 to 12 points spaces, from 3 to about 25, every step worth 2 or 3",
          "[sparks][design]") {
    // A robot's step must pay about what its dice would buy elsewhere: sold for cogs to
    // recruit assistants, a die brings a point or more (level x assistants), and a step
    // takes one to two dice. Tracks from 1 point, rising by 1 at first, made robots worth
    // a point or two a game, against about 20 from the assistants (docs/sparks/balance.md).
    // Hence no step worth less than 2, the first worth 3 (it also starts a set of four
    // colours); the steps grow towards the end, so going far still pays.
    const Content& c = shipped();
    std::vector<int> bonuses, tops;
    for (const auto& track : c.tracks) {
        std::vector<int> points;
        int bonus = 0;
        for (const TrackSpace& s : track) {
            if (s.bonus)
                ++bonus;
            else
                points.push_back(s.points);
        }
        REQUIRE(points.size() >= 10);
        CHECK(points.size() <= 12);
        CHECK(points.front() == 3);
        CHECK(points.back() >= 24);
        CHECK(points.back() <= 28);
        std::vector<int> rises;
        for (std::size_t i = 1; i < points.size(); ++i)
            rises.push_back(points[i] - points[i - 1]);
        for (std::size_t i = 0; i < rises.size(); ++i) {
            INFO("the rise to points space " << i + 1);
            CHECK(rises[i] >= 2);
            CHECK(rises[i] <= 3);
            if (i >= 2)
                CHECK(rises[i] >= rises[i - 1]);  // past the first spaces, never smaller
        }
        bonuses.push_back(bonus);
        tops.push_back(points.back());
    }
    // The tracks rich in bonus tiles pay less at the end.
    for (std::size_t a = 0; a < tops.size(); ++a)
        for (std::size_t b = 0; b < tops.size(); ++b)
            if (bonuses[a] > bonuses[b])
                CHECK(tops[a] < tops[b]);
}

TEST_CASE("Sparks assistants: weaker designed cards give more points", "[sparks][design]") {
    const Content& c = shipped();
    // The strongest single effects (an upgrade tile, two advances, a free hand at
    // placing every turn) give no points; a card that only draws cards gives the most.
    for (const AssistantCard& a : c.assistants) {
        if (a.ability != Ability::None)
            continue;
        INFO(a.id);
        const EffectKind first = a.effects.front().kind;
        if (first == EffectKind::UpgradeTile || first == EffectKind::IgnoreColour ||
            first == EffectKind::IgnoreValue ||
            (first == EffectKind::AdvanceAny && a.effects.front().amount > 1))
            CHECK(a.points == 0);
        if (a.effects.size() == 1 && first == EffectKind::DrawAssistant)
            CHECK(a.points == 3);
    }
}
