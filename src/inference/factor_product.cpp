#include "inference/factor_product.hpp"

#include <algorithm>
#include <cmath>

namespace wumpus::inference {
namespace {

constexpr HazardMask kClearedMayHold = bit(game_api::Hazard::Wumpus);

// The cells every layout must end in.
std::vector<HazardCounts> ending_cells(const CountTable& all,
                                       const HazardCounts& remaining,
                                       bool exact_counts) {
  if (exact_counts) return {remaining};
  std::vector<HazardCounts> cells;
  for (std::size_t c = 0; c < all.cells(); ++c) cells.push_back(all.used(c));
  return cells;
}

// The 97.5 % point of Student's t with `dof` degrees of freedom: the
// batches are few, so their spread is itself uncertain.
double t_quantile_975(int dof) {
  static constexpr double kTable[] = {
      12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
      2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086};
  if (dof < 1) return kTable[0];
  return dof <= 20 ? kTable[dof - 1] : 1.96 + 2.4 / dof;
}

bool estimated(const Factor& f) {
  return !f.layouts.batches.empty();
}

}  // namespace

CountTable pool_table(int rooms, HazardMask allowed, int cleared,
                      const HazardCounts& limits) {
  CountTable table(limits);
  const int wumpus = index(game_api::Hazard::Wumpus);
  for (std::size_t cell = 0; cell < table.cells(); ++cell) {
    const HazardCounts used = table.used(cell);
    // The cleared rooms hold only Wumpuses (when the pool allows any).
    const int most = (allowed & kClearedMayHold) ? used[wumpus] : 0;
    for (int in_cleared = 0; in_cleared <= std::min(most, cleared);
         ++in_cleared) {
      HazardCounts rest = used;
      rest[wumpus] -= in_cleared;
      table[cell] += pool_weight(cleared, kClearedMayHold,
                                 HazardCounts{0, 0, in_cleared}) *
                     pool_weight(rooms - cleared, allowed, rest);
    }
  }
  return table;
}

double layouts_together(const std::vector<const CountTable*>& tables,
                        const HazardCounts& remaining, bool exact_counts) {
  CountTable all = CountTable::unit(remaining);
  for (const CountTable* table : tables) all = all.convolve(*table);
  double total = 0;
  for (const auto& end : ending_cells(all, remaining, exact_counts))
    total += all[all.cell(end)];
  return total;
}

double fill_chances(const std::vector<Factor>& factors,
                    const HazardCounts& remaining, bool exact_counts,
                    const std::vector<HazardMask>& allowed,
                    std::vector<RoomRisk>& rooms) {
  const std::size_t n = factors.size();
  std::vector<CountTable> prefix(n + 1), suffix(n + 1);
  prefix[0] = suffix[n] = CountTable::unit(remaining);
  for (std::size_t i = 0; i < n; ++i)
    prefix[i + 1] = prefix[i].convolve(factors[i].table);
  for (std::size_t i = n; i-- > 0;)
    suffix[i] = factors[i].table.convolve(suffix[i + 1]);
  const auto ends = ending_cells(prefix[n], remaining, exact_counts);
  double total = 0;
  for (const auto& t : ends) total += prefix[n][prefix[n].cell(t)];
  if (!(total > 0)) return 0;

  for (std::size_t i = 0; i < n; ++i) {
    const Factor& f = factors[i];
    const CountTable rest = prefix[i].convolve(suffix[i + 1]);
    std::vector<double> weight(f.table.cells(), 0.0);
    for (std::size_t c = 0; c < f.table.cells(); ++c) {
      const HazardCounts used = f.table.used(c);
      for (const auto& t : ends) {
        const HazardCounts left{t[0] - used[0], t[1] - used[1], t[2] - used[2]};
        if (rest.fits(left)) weight[c] += rest[rest.cell(left)];
      }
    }
    for (std::size_t k = 0; k < f.rooms.size(); ++k) {
      RoomRisk& risk = rooms[f.rooms[k]];
      // A pool's rooms are interchangeable: the first one's sums hold
      // for all of them.
      if (f.pool && k > 0) {
        risk = rooms[f.rooms[0]];
        continue;
      }
      for (game_api::Hazard h : kAllHazards) {
        double mass = 0;
        for (std::size_t c = 0; c < f.table.cells(); ++c) {
          if (weight[c] == 0) continue;
          const double share = f.pool ? f.table[c] * f.table.used(c)[index(h)] /
                                            double(f.rooms.size())
                                      : f.layouts.hit(c, k, h);
          mass += share * weight[c];
        }
        risk.chance[index(h)] = mass / total;
        const bool proven = f.pool || f.layouts.exact;
        if (proven ? mass > 0 : (allowed[f.rooms[k]] & bit(h)))
          risk.possible |= bit(h);
      }
    }
  }
  return total;
}

double fill_errors(const std::vector<Factor>& factors,
                   const HazardCounts& remaining, bool exact_counts,
                   const std::vector<HazardMask>& allowed,
                   std::vector<RoomRisk>& rooms) {
  std::size_t batches = 0;
  for (const Factor& f : factors)
    if (estimated(f)) batches = std::max(batches, f.layouts.batches.size());
  if (batches < 2) return 0;

  // Per room and hazard: the sum and the sum of squares of its chance
  // over the batches that found some layout.
  std::vector<std::array<double, 2 * kHazardKinds>> sums(rooms.size());
  std::vector<Factor> batch = factors;
  std::size_t counted = 0;
  for (std::size_t b = 0; b < batches; ++b) {
    for (std::size_t i = 0; i < factors.size(); ++i)
      if (estimated(factors[i])) {
        batch[i].layouts = factors[i].layouts.batches[b];
        batch[i].table = batch[i].layouts.totals;
      }
    std::vector<RoomRisk> risks = rooms;
    if (!(fill_chances(batch, remaining, exact_counts, allowed, risks) > 0))
      continue;
    ++counted;
    for (RoomId r = 0; r < rooms.size(); ++r)
      for (int h = 0; h < kHazardKinds; ++h) {
        sums[r][h] += risks[r].chance[h];
        sums[r][kHazardKinds + h] += risks[r].chance[h] * risks[r].chance[h];
      }
  }
  const double k = double(counted);
  const double t = t_quantile_975(int(counted) - 1);
  double largest = 0;
  for (const Factor& f : factors)
    for (RoomId r : f.rooms)
      for (int h = 0; h < kHazardKinds; ++h) {
        // Too few batches found a layout to tell: anything is possible.
        if (counted < 2) {
          rooms[r].error[h] = 1;
          largest = 1;
          continue;
        }
        const double mean = sums[r][h] / k;
        const double variance = std::max(
            0.0, (sums[r][kHazardKinds + h] - k * mean * mean) / (k - 1));
        rooms[r].error[h] = t * std::sqrt(variance / k);
        largest = std::max(largest, rooms[r].error[h]);
      }
  return largest;
}

}  // namespace wumpus::inference
