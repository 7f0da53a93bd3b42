#include "maze/braid.hpp"

#include "maze/solve.hpp"

#include <cmath>
#include <cstdint>
#include <vector>

namespace wumpus::maze {
namespace {

int open_degree(const Maze& maze, const Neighborhood& around, RoomId room) {
  Neighbor open[Maze::kMaxNeighbors];
  return open_neighbors(maze, around, room, open);
}

// How much opening a wall towards a room of this open degree changes the
// dead-end count at that room, as a preference: best first.
int rank_of(int degree) {
  if (degree == 1) return 0;  // another dead end: both go
  if (degree >= 2) return 1;  // a room in the maze: no new dead end
  return 2;                   // a room closed off: it becomes a dead end
}

}  // namespace

void braid(Maze& maze, double fraction, Random& random) {
  const Topology& topology = maze.topology();
  const Neighborhood around(topology);
  std::vector<RoomId> dead_ends;
  for (RoomId room = 0; room < topology.cell_count(); ++room)
    if (topology.is_room(room) && open_degree(maze, around, room) == 1)
      dead_ends.push_back(room);
  const auto target = static_cast<std::int64_t>(
      std::llround(fraction * static_cast<double>(dead_ends.size())));
  random.shuffle(dead_ends);

  std::int64_t removed = 0;
  Neighbor all[Maze::kMaxNeighbors];
  Neighbor best[Maze::kMaxNeighbors];
  for (RoomId room : dead_ends) {
    if (removed >= target) break;
    if (open_degree(maze, around, room) != 1)
      continue;  // a neighbour opened it
    const int n = around(room, all);
    int best_rank = 3, count = 0;
    for (int i = 0; i < n; ++i) {
      if (maze.is_open(all[i].edge) || !maze.may_open(all[i].edge)) continue;
      const int rank = rank_of(open_degree(maze, around, all[i].room));
      if (rank < best_rank) {
        best_rank = rank;
        count = 0;
      }
      if (rank == best_rank) best[count++] = all[i];
    }
    if (count == 0) continue;  // no other neighbour: stays a dead end
    maze.open(best[random.below(static_cast<std::uint32_t>(count))].edge);
    removed += best_rank == 0 ? 2 : best_rank == 1 ? 1 : 0;
  }
}

}  // namespace wumpus::maze
