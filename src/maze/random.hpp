// The seeded random stream behind every maze, placement and in-game chance.
// One PCG32 stream whose whole state serialises to a string, so a save or a
// replay continues exactly where the original left off.
#pragma once

#include <pcg_random.hpp>

#include <cstdint>
#include <string>

namespace wumpus::maze {

class Random {
 public:
  explicit Random(std::uint64_t seed = 0) : engine_(seed) {}

  std::uint32_t next() { return engine_(); }

  // Uniform in [0, bound) without modulo bias (Lemire's multiply-shift).
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = std::uint64_t{next()} * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = -bound % bound;
      while (low < threshold) {
        product = std::uint64_t{next()} * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // The same number and the same draws as `bound == 1 ? 0 : below(bound)`
  // (bound >= 1), but whether it draws is a select, not a branch: a maze
  // walk's count of fresh neighbours is too random to predict.
  std::uint32_t below_or_zero(std::uint32_t bound) {
    Engine drawn = engine_;
    const std::uint64_t product = std::uint64_t{drawn()} * bound;
    // Rare (p < bound / 2^32): the draw may be rejected, so take the slow way
    // from the untouched state.
    if (static_cast<std::uint32_t>(product) < bound) [[unlikely]]
      return bound == 1 ? 0 : below(bound);
    engine_.keep_state_if(drawn, bound > 1);
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Uniform in [low, high], inclusive.
  std::int64_t between(std::int64_t low, std::int64_t high) {
    return low + below(static_cast<std::uint32_t>(high - low + 1));
  }

  // Uniform in [0, 1).
  double real() { return (next() >> 8) * (1.0 / 16777216.0); }

  bool chance(double probability) { return real() < probability; }

  template <typename Container>
  void shuffle(Container& items) {
    for (auto i = items.size(); i > 1; --i) {
      using std::swap;
      swap(items[i - 1], items[below(static_cast<std::uint32_t>(i))]);
    }
  }

  // The full engine state as text, and back; false on malformed text.
  std::string state() const;
  bool restore(const std::string& text);

  // A seed for runs where the user gave none (from the OS entropy source).
  static std::uint64_t fresh_seed();

 private:
  // pcg32 that can take another engine's state by a mask, not a branch.
  class Engine : public pcg32 {
   public:
    using pcg32::pcg32;
    void keep_state_if(const Engine& drawn, bool keep) {
      state_ ^= (state_ ^ drawn.state_) & (0 - std::uint64_t{keep});
    }
  };

  Engine engine_;
};

}  // namespace wumpus::maze
