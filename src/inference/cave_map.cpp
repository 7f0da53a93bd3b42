#include "inference/cave_map.hpp"

#include "game_api/view_topology.hpp"

#include <algorithm>
#include <cstdlib>

namespace wumpus::inference {

CaveMap::CaveMap(const game_api::PlayerView& view)
    : view_(&view),
      width_(std::max(1u, view.width)),
      height_(std::max(1u, view.height)),
      levels_(std::max(1u, view.levels)),
      grid_(view.grid),
      topology_(game_api::view_topology(view)),
      entrance_(view.entrance),
      exit_(view.exit),
      here_(view.room) {
  // Polar rings hold more rooms than ring 1 times the rings (the view's
  // width and height there).
  size_ = std::max(width_ * height_ * levels_, view.room_count);
  // A view whose sizes no tiling takes is read as a room graph.
  if (topology_ && topology_->cell_count() != size_) topology_.reset();
  slot_.assign(size_, -1);
  for (std::size_t i = 0; i < view.rooms.size(); ++i)
    if (view.rooms[i].room < size_) slot_[view.rooms[i].room] = int(i);
  if (topology_) return;
  openings_.resize(size_);
  for (const auto& seen_room : view.rooms)
    for (RoomId next : seen_room.open_rooms)
      if (next < size_ && !seen(next))
        openings_[next].push_back(seen_room.room);
}

bool CaveMap::visited(RoomId room) const {
  const int s = slot(room);
  return room == here_ || (s >= 0 && view_->rooms[s].visited);
}

const game_api::RoomView* CaveMap::view_of(RoomId room) const {
  const int s = slot(room);
  return s < 0 ? nullptr : &view_->rooms[s];
}

const std::vector<RoomId>& CaveMap::open(RoomId room) const {
  static const std::vector<RoomId> kNone;
  const int s = slot(room);
  return s < 0 ? kNone : view_->rooms[s].open_rooms;
}

bool CaveMap::is_open(RoomId from, RoomId to) const {
  const auto& rooms = open(from);
  return std::find(rooms.begin(), rooms.end(), to) != rooms.end();
}

const std::vector<RoomId>& CaveMap::seen_openings(RoomId unseen) const {
  static const std::vector<RoomId> kNone;
  return unseen < openings_.size() ? openings_[unseen] : kNone;
}

RoomId CaveMap::cell_step(RoomId room, maze::Direction d) const {
  if (!grid_ || !topology_ || room >= size_) return kNoRoom;
  return topology_->step(room, d);
}

std::optional<maze::Direction> CaveMap::direction(RoomId from,
                                                  RoomId to) const {
  for (maze::Direction d : maze::kAllDirections)
    if (cell_step(from, d) == to && to != kNoRoom) return d;
  return std::nullopt;
}

int CaveMap::cell_distance(RoomId a, RoomId b) const {
  if (!grid_ || a >= size_ || b >= size_) return 0;
  const auto coord = [&](RoomId r, int axis) {
    const std::uint32_t values[3] = {r % width_, r / width_ % height_,
                                     r / (width_ * height_)};
    return int(values[axis]);
  };
  int total = 0;
  for (int axis = 0; axis < 3; ++axis)
    total += std::abs(coord(a, axis) - coord(b, axis));
  return total;
}

}  // namespace wumpus::inference
