// One frame of the playback: where each candy is drawn and which effect is on
// screen, derived from the tally before the current event and that event's
// progress. Positions come from events' places; nothing here decides a move.
#pragma once

#include <optional>
#include <vector>

#include "anim/playback.hpp"
#include "render/candy_painter.hpp"
#include "render/floor_layout.hpp"

namespace sugarworks::app {

struct CandySprite {
    CandyId id = kNoCandy;
    CandyLook look;
    bool on_top = false;  // the moving candy is drawn over the others
};

struct BonkEffect {
    ImVec2 at{};
    float t = 0;      // 0..1 through the Bonk! event
    float angle = 0;  // direction of the striker's travel
};

struct Scene {
    std::vector<CandySprite> candies;
    std::optional<BonkEffect> bonk;
    std::optional<Cell> chomping;  // the eater with its mouth closed
    float chomp_t = 0;
    std::optional<int> crate_pop;  // crate receiving a candy
    float crate_t = 0;
    float lost_t = -1;  // >= 0 while a candy tumbles into the gutter
    std::optional<CandyType> lost_type;
    std::optional<Cell> flash;  // a tile just played
    float flash_t = 0;
};

Scene build_scene(const Playback& playback, const FloorLayout& layout);

}  // namespace sugarworks::app
