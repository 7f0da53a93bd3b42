// Isles: the classic "maze by random walls". It starts from an open field
// and seeds wall walks that wander between the corner posts of the rooms.
// `density` says how many walks are seeded (a fraction of the rooms),
// `complexity` how long each may grow (a fraction of 5 × (width + height)
// steps, the scale of the classic algorithm).
//
// Why the entrance always reaches the exit: a walk only ever steps onto a
// post no wall touches yet, so each new wall segment joins a fresh post to
// the wall network and never closes a loop of walls. Walls that enclose no
// region cut no room off (planar duality), so every room of a connected
// field stays reachable. Posts on the border or beside a hole of the mask
// start out taken, which also keeps walks from sealing a hole's rim.
#include "maze/generators/generators.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace wumpus::maze {
namespace {

// The (width + 1) × (height + 1) posts at the rooms' corners; a wall
// segment between two neighbouring posts closes the passage it crosses.
class Posts {
 public:
  explicit Posts(Maze& maze)
      : maze_(maze),
        topology_(maze.topology()),
        columns_(topology_.width() + 1),
        rows_(topology_.height() + 1),
        taken_(std::size_t{columns_} * rows_, false) {
    for (std::uint32_t y = 0; y < rows_; ++y)
      for (std::uint32_t x = 0; x < columns_; ++x)
        if (!all_rooms_around(x, y)) taken_[index(x, y)] = true;
  }

  std::uint32_t count() const { return columns_ * rows_; }

  // Walks from post `start` for at most `steps` steps, each to a random
  // neighbouring post that is still free, drawing the wall it crosses.
  void walk(std::uint32_t start, std::uint64_t steps, Random& random) {
    std::uint32_t x = start % columns_, y = start / columns_;
    taken_[start] = true;
    for (std::uint64_t s = 0; s < steps; ++s) {
      int choices[4];
      int count = 0;
      for (int d = 0; d < 4; ++d)
        if (free(x + kDx[d], y + kDy[d])) choices[count++] = d;
      if (count == 0) return;
      const int d = choices[random.below(static_cast<std::uint32_t>(count))];
      draw_wall(x, y, d);
      x += kDx[d];
      y += kDy[d];
      taken_[index(x, y)] = true;
    }
  }

 private:
  static constexpr int kDx[4] = {1, -1, 0, 0};
  static constexpr int kDy[4] = {0, 0, 1, -1};

  std::size_t index(std::uint32_t x, std::uint32_t y) const {
    return std::size_t{y} * columns_ + x;
  }
  // Out-of-range coordinates wrap to huge values and read as not free.
  bool free(std::uint32_t x, std::uint32_t y) const {
    return x < columns_ && y < rows_ && !taken_[index(x, y)];
  }
  bool is_room(std::uint32_t x, std::uint32_t y) const {
    return x < topology_.width() && y < topology_.height() &&
           topology_.is_room(topology_.cell(x, y));
  }
  // Post (x, y) touches rooms (x-1, y-1), (x, y-1), (x-1, y) and (x, y).
  bool all_rooms_around(std::uint32_t x, std::uint32_t y) const {
    return is_room(x - 1, y - 1) && is_room(x, y - 1) && is_room(x - 1, y) &&
           is_room(x, y);
  }
  // The wall from post (x, y) in direction d; both rooms beside it exist
  // because the post it leads to is free.
  void draw_wall(std::uint32_t x, std::uint32_t y, int d) {
    if (kDy[d] == 0) {  // horizontal: between rooms above and below it
      const std::uint32_t left = kDx[d] > 0 ? x : x - 1;
      maze_.close(
          topology_.grid_edge(topology_.cell(left, y - 1), Direction::South));
    } else {  // vertical: between rooms left and right of it
      const std::uint32_t top = kDy[d] > 0 ? y : y - 1;
      maze_.close(
          topology_.grid_edge(topology_.cell(x - 1, top), Direction::East));
    }
  }

  Maze& maze_;
  const Topology& topology_;
  std::uint32_t columns_, rows_;
  std::vector<bool> taken_;
};

}  // namespace

void carve_isles(Maze& maze, Random& random, const CarveOptions& options) {
  const Topology& topology = maze.topology();
  maze.open_all();
  Posts posts(maze);
  // Negative knobs mean "none", not a wrap-around to huge counts.
  const auto islands = static_cast<std::uint64_t>(
      std::llround(std::max(0.0, options.density) * topology.room_count()));
  const auto steps = static_cast<std::uint64_t>(std::llround(
      std::max(0.0, options.complexity) * 5.0 *
      (static_cast<double>(topology.width()) + topology.height())));
  for (std::uint64_t i = 0; i < islands; ++i)
    posts.walk(random.below(posts.count()), steps, random);
}

}  // namespace wumpus::maze
