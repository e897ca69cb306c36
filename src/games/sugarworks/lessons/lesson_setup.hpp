// A lesson file's "setup": the table arranged after the seeded set-up, read into
// the core's Arrangement, and the JSON pointer of each of its entries, so that a
// problem the arranging finds is named where it is written.
#pragma once

#include <vector>

#include "sugarworks/arrangement.hpp"
#include "sugarworks/catalog.hpp"
#include "sugarworks/json_reader.hpp"

namespace sugarworks::lessons {

struct SetupRead {
    Arrangement arrangement;
    // Where each entry of arrangement.off_floor is written ("crates" and "lost" are
    // one list in the core).
    std::vector<io::Pointer> off_floor_at;
};

// Reads the "setup" object at `at`; every problem goes to `reader`. Cards are named
// by catalog number (as actions name them) or by id; a tile named by its kind
// ("up_spring") is the lowest-numbered tile of that kind the setup does not name
// otherwise.
SetupRead read_setup(const io::json& value, const io::Pointer& at, io::JsonReader& reader,
                     const Catalog& catalog);

// Where in the file the entry an arranging problem is about is written.
io::Pointer setup_pointer(const ArrangeProblem& problem, const SetupRead& setup);

}  // namespace sugarworks::lessons
