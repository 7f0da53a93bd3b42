// Division by a number fixed once and used many times (a grid's width in a
// neighbour search): a multiply and a shift instead of a divide.
#pragma once

#include <cstdint>

namespace wumpus::maze {

class Divisor {
 public:
  // n / d for any 32-bit n is (n * ceil(2^64 / d)) >> 64 (Lemire, 2019);
  // d = 1 has no 64-bit reciprocal and is marked by 0.
  explicit Divisor(std::uint32_t d = 1)
      : reciprocal_(d <= 1 ? 0 : ~std::uint64_t{0} / d + 1) {}

  std::uint32_t divide(std::uint32_t n) const {
    __extension__ typedef unsigned __int128 Wide;
    if (reciprocal_ == 0) return n;
    return static_cast<std::uint32_t>((Wide{reciprocal_} * n) >> 64);
  }

 private:
  std::uint64_t reciprocal_;
};

}  // namespace wumpus::maze
