// Helpers shared by the tests and the benchmarks: the real catalog, a floor
// builder that reads like the rulebook ("a Red Circle on B4"), and random floors.
#pragma once

#include <string>
#include <vector>

#include "sugarworks/catalog.hpp"
#include "sugarworks/floor.hpp"
#include "sugarworks/game.hpp"
#include "sugarworks/movement.hpp"
#include "sugarworks/rng.hpp"

namespace sugarworks::testkit {

// The catalog read from the repository's data/ folder (loaded once; fails loudly if broken).
const Catalog& catalog();
const Board& side_a();
// The standard activation order and the Bonk! chart from data/candies.json.
MovementRules standard_rules();
// The standard game's options for `players` on board `board` ("side_b" switches
// on the Side B toggle with it).
GameOptions options_on(int players, const std::string& board = "side_a");

Cell at(const std::string& name);

// Builds a floor on side A (or any board) in a few readable lines.
class FloorBuilder {
  public:
    explicit FloorBuilder(const Board& board = side_a());

    FloorBuilder& tile(const std::string& cell, CenterIcon center, CornerIcon corner = {});
    // A physical tile of the box, by kind id ("up_spring").
    FloorBuilder& tile(const std::string& cell, const std::string& kind_id);
    FloorBuilder& candy(const std::string& cell, CandyType type);
    FloorBuilder& on_output(CandyType type);
    FloorBuilder& output(int spot, std::optional<CandyType> type);

    Floor build() const { return floor_; }
    operator Floor() const { return floor_; }

  private:
    Floor floor_;
    std::vector<int> used_tiles_;
};

CornerIcon eater(CandyType type);
CornerIcon x_icon();

// The candy standing on a cell (kNoCandy when empty).
CandyId candy_at(const Floor& floor, const std::string& cell);
// The type on a cell, or nullopt.
std::optional<CandyType> type_at(const Floor& floor, const std::string& cell);

struct RandomFloorOptions {
    int min_candies = 0;
    int max_candies = 25;
    int max_played_tiles = 18;
    bool random_outputs = true;
};

// A random floor on `board`: random tiles from the box on random spaces, random
// candies on the grid and on output tiles. Always a legal arrangement.
Floor random_floor(const Board& board, Rng& rng, const RandomFloorOptions& options = {});

}  // namespace sugarworks::testkit
