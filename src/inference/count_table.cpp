#include "inference/count_table.hpp"

namespace wumpus::inference {
namespace {

double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double result = 1;
  for (int i = 1; i <= k; ++i) result = result * (n - k + i) / i;
  return result;
}

}  // namespace

CountTable::CountTable(const HazardCounts& limits) : limits_(limits) {
  std::size_t size = 1;
  for (int limit : limits) size *= std::size_t(limit + 1);
  weights_.assign(size, 0.0);
}

std::size_t CountTable::cell(const HazardCounts& used) const {
  return (std::size_t(used[0]) * (limits_[1] + 1) + used[1]) *
             (limits_[2] + 1) +
         used[2];
}

HazardCounts CountTable::used(std::size_t cell) const {
  HazardCounts used{};
  used[2] = int(cell % (limits_[2] + 1));
  cell /= limits_[2] + 1;
  used[1] = int(cell % (limits_[1] + 1));
  used[0] = int(cell / (limits_[1] + 1));
  return used;
}

bool CountTable::fits(const HazardCounts& used) const {
  for (int h = 0; h < kHazardKinds; ++h)
    if (used[h] < 0 || used[h] > limits_[h]) return false;
  return true;
}

CountTable CountTable::convolve(const CountTable& other) const {
  CountTable out(limits_);
  for (std::size_t a = 0; a < cells(); ++a) {
    if (weights_[a] == 0) continue;
    const HazardCounts ua = used(a);
    for (std::size_t b = 0; b < other.cells(); ++b) {
      if (other.weights_[b] == 0) continue;
      const HazardCounts ub = other.used(b);
      const HazardCounts sum{ua[0] + ub[0], ua[1] + ub[1], ua[2] + ub[2]};
      if (out.fits(sum)) out.weights_[out.cell(sum)] += weights_[a] * other[b];
    }
  }
  return out;
}

CountTable CountTable::unit(const HazardCounts& limits) {
  CountTable table(limits);
  table[0] = 1;
  return table;
}

double pool_weight(int rooms, HazardMask allowed, const HazardCounts& used) {
  int left = rooms;
  double ways = 1;
  for (game_api::Hazard h : kAllHazards) {
    const int n = used[index(h)];
    if (n > 0 && !(allowed & bit(h))) return 0;
    ways *= choose(left, n);
    left -= n;
  }
  return ways;
}

}  // namespace wumpus::inference
