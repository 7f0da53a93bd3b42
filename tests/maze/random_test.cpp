#include "maze/random.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace wumpus::maze;

TEST_CASE("maze random below_or_zero draws as below does, but never for 1",
          "[maze][random]") {
  // The carvers' branch-free pick must keep every carve: the same number
  // and the same stream position as `bound == 1 ? 0 : below(bound)`.
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    Random picked(seed), plain(seed);
    for (int step = 0; step < 200; ++step) {
      const auto bound = static_cast<std::uint32_t>(1 + (seed * 7 + step) % 9);
      const std::uint32_t expected = bound == 1 ? 0 : plain.below(bound);
      REQUIRE(picked.below_or_zero(bound) == expected);
    }
    CHECK(picked.state() == plain.state());
  }
}

TEST_CASE("maze random below_or_zero takes the slow way on a rejected draw",
          "[maze][random]") {
  // A bound near 2^32 rejects about half of all draws, so the rare path
  // (the draw's low half under the bound) is taken often here.
  const std::uint32_t bound = 0x80000001u;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Random picked(seed), plain(seed);
    for (int step = 0; step < 50; ++step)
      REQUIRE(picked.below_or_zero(bound) == plain.below(bound));
    CHECK(picked.state() == plain.state());
  }
}
