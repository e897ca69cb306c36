// The seed of a deal nobody asked for by number: a new game from a form or a
// menu, drawn from the system's entropy. A seed given on the command line or
// typed into a form is used as it is instead.
#pragma once

#include <cstdint>
#include <random>

namespace shell {

inline std::uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace shell
