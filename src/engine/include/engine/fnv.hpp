// FNV-1a 64, fed field by field: the stable hash of a game state or of its data,
// the same on every compiler and platform (never raw memory: padding and layout
// differ between compilers).
#pragma once

#include <cstdint>

namespace engine {

class Fnv {
  public:
    void byte(std::uint8_t b) {
        h_ ^= b;
        h_ *= 0x100000001B3ull;
    }
    // The eight bytes of `v`, least significant first.
    void u64(std::uint64_t v) {
        for (int i = 0; i < 8; ++i)
            byte(static_cast<std::uint8_t>(v >> (8 * i)));
    }
    // An int widened to 64 bits with its sign, so -1 hashes as u64(~0).
    void i(int v) { u64(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
    std::uint64_t value() const { return h_; }

  private:
    std::uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace engine
