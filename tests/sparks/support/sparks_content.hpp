// The shipped Sparks content, loaded once for the tests.
#pragma once

#include "sparks/content.hpp"

namespace sparks::testing {

// data/sparks as shipped; a test fails (throws) when it does not load.
const Content& shipped_content();

}  // namespace sparks::testing
