// A game's one source of randomness: a small seeded generator kept inside the
// game state, with our own bounded draw and shuffle. The standard library's
// distributions differ between compilers; these give the same numbers everywhere,
// so a seed and an action list replay a game exactly.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace engine {

// xoshiro256** seeded through SplitMix64.
class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    // A uniform integer in [0, bound), bound > 0, without modulo bias.
    std::uint32_t below(std::uint32_t bound);
    // Fisher-Yates, drawing with below().
    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    template <typename T>
    void shuffle(std::vector<T>& items) {
        shuffle(std::span<T>(items));
    }

    friend bool operator==(const Rng&, const Rng&) = default;
    const std::uint64_t* state() const { return s_; }
    void set_state(const std::uint64_t state[4]);

  private:
    std::uint64_t s_[4];
};

}  // namespace engine
