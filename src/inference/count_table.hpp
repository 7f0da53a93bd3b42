// Weights of hazard layouts by how many pits, bats and Wumpuses they use:
// a component of the frontier, or a pool of interchangeable rooms, gives
// one such table, and tables combine by convolution up to the counts the
// game announced.
#pragma once

#include "inference/hazards.hpp"

#include <vector>

namespace wumpus::inference {

class CountTable {
 public:
  CountTable() = default;
  // Cells for every (pits, bats, wumpuses) up to `limits` inclusive.
  explicit CountTable(const HazardCounts& limits);

  const HazardCounts& limits() const { return limits_; }
  std::size_t cells() const { return weights_.size(); }
  std::size_t cell(const HazardCounts& used) const;
  HazardCounts used(std::size_t cell) const;
  bool fits(const HazardCounts& used) const;

  double& operator[](std::size_t cell) { return weights_[cell]; }
  double operator[](std::size_t cell) const { return weights_[cell]; }

  // The layouts of two independent parts together, dropping totals past
  // the limits.
  CountTable convolve(const CountTable& other) const;
  // The neutral table: one empty layout.
  static CountTable unit(const HazardCounts& limits);

 private:
  HazardCounts limits_{0, 0, 0};
  std::vector<double> weights_;
};

// Ways to put exactly `used` hazards into `rooms` interchangeable rooms
// that each may hold only the hazards in `allowed` (one hazard a room).
double pool_weight(int rooms, HazardMask allowed, const HazardCounts& used);

}  // namespace wumpus::inference
