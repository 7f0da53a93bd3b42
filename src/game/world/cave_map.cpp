#include "game/world/cave_map.hpp"

#include <algorithm>

namespace wumpus::game {

CaveMap::CaveMap(std::shared_ptr<const maze::Maze> maze)
    : maze_(std::move(maze)), carved_(maze_) {
  solution_ = path(maze_->entrance, maze_->exit);
}

std::vector<RoomId> CaveMap::rooms() const {
  std::vector<RoomId> out;
  const auto& topology = maze_->topology();
  out.reserve(topology.room_count());
  for (RoomId r = 0; r < topology.cell_count(); ++r)
    if (topology.is_room(r)) out.push_back(r);
  return out;
}

bool CaveMap::is_room(RoomId room) const {
  return maze_->topology().is_room(room);
}

std::vector<RoomId> CaveMap::neighbours(RoomId room) const {
  std::vector<RoomId> out;
  if (!is_room(room)) return out;
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = maze_->topology().neighbors(room, all);
  for (int i = 0; i < n; ++i) out.push_back(all[i].room);
  return out;
}

std::vector<RoomId> CaveMap::open_neighbours(RoomId room) const {
  std::vector<RoomId> out;
  if (!is_room(room)) return out;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze_->open_neighbors(room, open);
  for (int i = 0; i < n; ++i) out.push_back(open[i].room);
  return out;
}

bool CaveMap::is_open(RoomId a, RoomId b) const {
  if (!is_room(a)) return false;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze_->open_neighbors(a, open);
  return std::any_of(open, open + n, [b](const maze::Neighbor& next) {
    return next.room == b;
  });
}

RoomId CaveMap::step(RoomId room, maze::Direction d) const {
  const auto& topology = maze_->topology();
  if (!is_room(room) || !maze::has_compass(topology)) return kNoRoom;
  if (topology.is_plain_grid())
    return maze_->is_open(room, d) ? topology.step(room, d) : kNoRoom;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  const int n = maze_->open_neighbors(room, open);
  for (int i = 0; i < n; ++i)
    if (maze::neighbor_direction(topology, room, open[i]) == d)
      return open[i].room;
  return kNoRoom;
}

bool CaveMap::has_side(RoomId room, maze::Direction d) const {
  const auto& topology = maze_->topology();
  if (!is_room(room) || !maze::has_compass(topology)) return false;
  maze::Neighbor all[maze::Maze::kMaxNeighbors];
  const int n = topology.neighbors(room, all);
  for (int i = 0; i < n; ++i)
    if (maze::neighbor_direction(topology, room, all[i]) == d) return true;
  return false;
}

std::vector<RoomId> CaveMap::path(RoomId from, RoomId to,
                                  const std::set<RoomId>& avoid) const {
  if (!is_room(from) || !is_room(to)) return {};
  // Breadth first over flat arrays: the solver asks this every step.
  std::vector<RoomId> came_from(maze_->topology().cell_count(), kNoRoom);
  std::vector<RoomId> frontier{from};
  frontier.reserve(came_from.size());
  came_from[from] = from;
  maze::Neighbor open[maze::Maze::kMaxNeighbors];
  for (std::size_t head = 0; head < frontier.size(); ++head) {
    const RoomId room = frontier[head];
    if (room == to) break;
    const int n = maze_->open_neighbors(room, open);
    for (int i = 0; i < n; ++i) {
      const RoomId next = open[i].room;
      if (came_from[next] != kNoRoom) continue;
      if (next != to && avoid.count(next)) continue;
      came_from[next] = room;
      frontier.push_back(next);
    }
  }
  if (came_from[to] == kNoRoom) return {};
  std::vector<RoomId> out{to};
  while (out.back() != from) out.push_back(came_from[out.back()]);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace wumpus::game
