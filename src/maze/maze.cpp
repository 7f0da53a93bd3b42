#include "maze/maze.hpp"

#include <bit>
#include <stdexcept>

namespace wumpus::maze {

Maze::Maze(std::shared_ptr<const Topology> topology)
    : entrance(topology->first_room()),
      exit(topology->last_room()),
      topology_(std::move(topology)),
      bits_((topology_->edge_slot_count() + 63) / 64, 0) {
  if (topology_->max_degree() > kMaxNeighbors)
    throw std::invalid_argument("a room has more than 16 neighbours");
}

std::uint64_t Maze::passage_count() const {
  std::uint64_t count = 0;
  for (std::uint64_t word : bits_) count += std::popcount(word);
  return count;
}

void Maze::close_all() {
  std::fill(bits_.begin(), bits_.end(), 0);
}

void Maze::open_all() {
  close_all();
  for (EdgeId e = 0; e < topology_->edge_slot_count(); ++e)
    if (topology_->edge_exists(e)) open(e);
}

}  // namespace wumpus::maze
