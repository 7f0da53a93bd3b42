// Growing tree: keeps a set of active rooms, picks one, carves to a random
// unvisited neighbour (which joins the set) or retires it when it has none.
// Which room it picks sets the texture: the newest gives the backtracker's
// long corridors, a random one the short branches of Prim (the cell-adding
// method of the Prolog seed program), mixed flips a coin each time.
#include "maze/generators/generators.hpp"
#include "maze/generators/neighborhood.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace wumpus::maze {
namespace {

enum class Selection { Newest, Random, Mixed };

Selection parse_selection(const std::string& text) {
  if (text == "newest") return Selection::Newest;
  if (text == "random") return Selection::Random;
  if (text == "mixed") return Selection::Mixed;
  throw std::invalid_argument("unknown cell selection \"" + text +
                              "\" (newest, random or mixed)");
}

// The selection is a template argument so that the backtracker's loop
// (always the newest) has no per-step switch and retires by pop_back.
template <Selection kSelection>
std::uint32_t pick(std::uint32_t size, Random& random) {
  if constexpr (kSelection == Selection::Newest) {
    return size - 1;
  } else if constexpr (kSelection == Selection::Random) {
    return random.below(size);
  } else {
    return random.next() & 1 ? size - 1 : random.below(size);
  }
}

template <Selection kSelection>
void grow_from_active(Maze& maze, Random& shared_random) {
  // A local copy keeps the generator's state in registers: the stores of
  // the carve could alias it.
  Random random = shared_random;
  const Topology& topology = maze.topology();
  const Neighborhood neighbors(topology);
  const bool has_rules = topology.has_passage_rules();
  std::vector<bool> visited(topology.cell_count(), false);
  std::vector<RoomId> active;
  const RoomId start = topology.first_room();
  active.push_back(start);
  visited[start] = true;
  // Retires in O(1) while keeping the newest room last, so "newest" still
  // means the most recently added one.
  const auto retire = [&](std::uint32_t index) {
    const auto size = static_cast<std::uint32_t>(active.size());
    if (kSelection != Selection::Newest && index + 1 < size) {
      active[index] = active[size - 2];
      active[size - 2] = active[size - 1];
    }
    active.pop_back();
  };
  Neighbor fresh[Maze::kMaxNeighbors];
  while (!active.empty()) {
    const auto size = static_cast<std::uint32_t>(active.size());
    const std::uint32_t index = pick<kSelection>(size, random);
    const int found = neighbors.matching(active[index], visited, false, fresh);
    const int count = has_rules ? allowed_only(maze, fresh, found) : found;
    if (count == 0) {
      retire(index);
      continue;
    }
    const Neighbor next =
        fresh[random.below_or_zero(static_cast<std::uint32_t>(count))];
    maze.open(next.edge);
    visited[next.room] = true;
    // A room that just used up its last unvisited neighbour retires now
    // instead of when next picked: picks of live rooms stay uniform (or
    // newest), and a pick that would only retire it is saved.
    if (count == 1) retire(index);
    active.push_back(next.room);
  }
  shared_random = random;
}

}  // namespace

void carve_growing_tree(Maze& maze, Random& random,
                        const CarveOptions& options) {
  switch (parse_selection(options.cell_selection)) {
    case Selection::Newest:
      return grow_from_active<Selection::Newest>(maze, random);
    case Selection::Random:
      return grow_from_active<Selection::Random>(maze, random);
    case Selection::Mixed:
      return grow_from_active<Selection::Mixed>(maze, random);
  }
}

}  // namespace wumpus::maze
