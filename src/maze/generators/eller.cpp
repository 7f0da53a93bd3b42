// Eller's algorithm: carves a rectangle one row at a time. Only the current
// row's set labels (and scratch arrays of the same width) live in memory, so
// beyond the passage bits its memory grows with the width, never the height.
#include "maze/generators/generators.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace wumpus::maze {
namespace {

constexpr double kJoinChance = 0.5;  // open a wall between two sets in a row
constexpr double kDropChance = 0.5;  // extend a room down (beyond the one
                                     // every set needs)
constexpr std::uint32_t kFresh = 0xffffffffu;

// The set labels of one row: union-find over the labels [0, width), which
// are renumbered before each new row so they never outgrow the width.
class RowSets {
 public:
  explicit RowSets(std::uint32_t width)
      : label_(width),
        parent_(width),
        last_(width),
        dropped_(width),
        used_(width) {
    for (std::uint32_t x = 0; x < width; ++x) label_[x] = parent_[x] = x;
  }

  std::uint32_t set_of(std::uint32_t x) { return find(label_[x]); }
  void merge(std::uint32_t x, std::uint32_t y) {
    parent_[find(label_[y])] = find(label_[x]);
  }

  // Decides which rooms of the row extend down (every set at least once)
  // and calls open_down(x) for them; then relabels for the next row, where
  // the other rooms start sets of their own.
  template <typename OpenDown>
  void drop(Random& random, OpenDown open_down) {
    const auto width = static_cast<std::uint32_t>(label_.size());
    for (std::uint32_t x = 0; x < width; ++x) {
      label_[x] = find(label_[x]);
      last_[label_[x]] = x;
      dropped_[label_[x]] = false;
    }
    for (std::uint32_t x = 0; x < width; ++x) {
      const std::uint32_t set = label_[x];
      if (random.chance(kDropChance) || (x == last_[set] && !dropped_[set])) {
        dropped_[set] = true;
        open_down(x);
      } else {
        label_[x] = kFresh;
      }
    }
    std::fill(used_.begin(), used_.end(), false);
    for (std::uint32_t x = 0; x < width; ++x)
      if (label_[x] != kFresh) used_[label_[x]] = true;
    std::uint32_t next_free = 0;
    for (std::uint32_t x = 0; x < width; ++x) {
      if (label_[x] != kFresh) continue;
      while (used_[next_free]) ++next_free;
      label_[x] = next_free;
      used_[next_free] = true;
    }
    for (std::uint32_t x = 0; x < width; ++x) parent_[x] = x;
  }

 private:
  std::uint32_t find(std::uint32_t label) {
    while (parent_[label] != label) {
      parent_[label] = parent_[parent_[label]];
      label = parent_[label];
    }
    return label;
  }

  std::vector<std::uint32_t> label_;   // per column
  std::vector<std::uint32_t> parent_;  // per label
  std::vector<std::uint32_t> last_;    // per label: its rightmost column
  std::vector<bool> dropped_;          // per label: extended down already
  std::vector<bool> used_;             // per label: taken in the next row
};

}  // namespace

void carve_eller(Maze& maze, Random& random, const CarveOptions&) {
  const Topology& topology = maze.topology();
  const std::uint32_t width = topology.width(), height = topology.height();
  RowSets sets(width);
  for (std::uint32_t y = 0; y < height; ++y) {
    const RoomId row = topology.cell(0, y);
    const bool last_row = y + 1 == height;
    for (std::uint32_t x = 0; x + 1 < width; ++x) {
      if (sets.set_of(x) == sets.set_of(x + 1)) continue;
      // The last row joins every set left apart, which connects the maze.
      if (!last_row && !random.chance(kJoinChance)) continue;
      maze.open(topology.grid_edge(row + x, Direction::East));
      sets.merge(x, x + 1);
    }
    if (last_row) break;
    sets.drop(random, [&](std::uint32_t x) {
      maze.open(topology.grid_edge(row + x, Direction::South));
    });
  }
}

}  // namespace wumpus::maze
