// The cave as one view shows it: which room ids there are, which passages
// are known open (a room once seen, even from afar, shows all its
// passages), and where the passages of rooms never seen might lead: to
// any neighbour the tiling's public rules allow (rebuilt from the view's
// shape, size, wrap and weave) that does not wall them off, or on a room
// graph to the seen rooms known to open to them. Rebuilt from every view;
// what a player remembers beyond it lives elsewhere.
#pragma once

#include "game_api/player_view.hpp"
#include "inference/hazards.hpp"
#include "maze/maze.hpp"
#include "maze/topology.hpp"

#include <optional>
#include <vector>

namespace wumpus::inference {

class CaveMap {
 public:
  explicit CaveMap(const game_api::PlayerView& view);

  // Room ids run over [0, size()); on a masked grid some are holes, which
  // the agent cannot tell from rooms it has not seen.
  std::uint32_t size() const { return size_; }
  // Square rooms walked by compass (moves and shots name directions).
  bool grid() const { return grid_; }
  // The tiling's neighbour rules are known (every cave but a room graph).
  bool has_geometry() const { return topology_.has_value(); }
  RoomId entrance() const { return entrance_; }
  RoomId exit() const { return exit_; }
  RoomId here() const { return here_; }

  bool seen(RoomId room) const { return slot(room) >= 0; }
  // Every room seen, as the view lists them (in id order).
  const std::vector<game_api::RoomView>& seen_rooms() const {
    return view_->rooms;
  }
  bool visited(RoomId room) const;
  // What the view says of a seen room; null for a room never seen.
  const game_api::RoomView* view_of(RoomId room) const;
  // The open passages of a seen room (none known for an unseen one).
  const std::vector<RoomId>& open(RoomId room) const;
  bool is_open(RoomId from, RoomId to) const;

  // Calls f(next) for every room a passage from `room` might reach: the
  // open ones of a seen room; for an unseen room each neighbour the tiling
  // allows whose known passages do not wall it off; for an unseen room of
  // a room graph the seen rooms known to open to it (the unseen rest of a
  // graph is treated as one pool by the callers that need it).
  template <class F>
  void for_each_possible(RoomId room, F&& f) const;
  // Calls f(next) for every room a passage from `room` is known to reach:
  // the open ones of a seen room, the seen rooms open to an unseen one.
  template <class F>
  void for_each_known(RoomId room, F&& f) const;

  // Which way `to` lies from `from` on a grid, if they are neighbours.
  std::optional<maze::Direction> direction(RoomId from, RoomId to) const;
  // Grid geometry ignoring walls: the cell one step away, or kNoRoom.
  RoomId cell_step(RoomId room, maze::Direction d) const;
  // Steps between two cells ignoring walls (0 on room graphs).
  int cell_distance(RoomId a, RoomId b) const;
  // Calls f(next) for every neighbour the tiling allows, walls ignored
  // (none on a room graph).
  template <class F>
  void for_each_neighbour(RoomId room, F&& f) const;

  // Unseen rooms of a room graph that seen rooms open to, by room.
  const std::vector<RoomId>& seen_openings(RoomId unseen) const;

 private:
  // for_each_possible, or with `known_only` for_each_known.
  template <class F>
  void for_each_passage(RoomId room, bool known_only, F&& f) const;
  int slot(RoomId room) const { return room < size_ ? slot_[room] : -1; }

  const game_api::PlayerView* view_;
  std::uint32_t size_ = 0;
  std::uint32_t width_ = 0, height_ = 0, levels_ = 1;
  bool grid_ = true;
  std::optional<maze::Topology> topology_;  // none for a room graph
  RoomId entrance_ = kNoRoom, exit_ = kNoRoom, here_ = kNoRoom;
  std::vector<int> slot_;                      // index into view.rooms, or -1
  std::vector<std::vector<RoomId>> openings_;  // graphs: unseen -> seen
};

template <class F>
void CaveMap::for_each_possible(RoomId room, F&& f) const {
  for_each_passage(room, false, f);
}

template <class F>
void CaveMap::for_each_known(RoomId room, F&& f) const {
  for_each_passage(room, true, f);
}

template <class F>
void CaveMap::for_each_passage(RoomId room, bool known_only, F&& f) const {
  if (seen(room)) {
    for (RoomId next : open(room)) f(next);
    return;
  }
  if (!topology_) {
    for (RoomId next : seen_openings(room)) f(next);
    return;
  }
  // A seen neighbour shows whether it opens here; an unseen one may.
  for_each_neighbour(room, [&](RoomId next) {
    if (seen(next) ? is_open(next, room) : !known_only) f(next);
  });
}

template <class F>
void CaveMap::for_each_neighbour(RoomId room, F&& f) const {
  if (!topology_ || room >= topology_->cell_count()) return;
  maze::Neighbor next[maze::Maze::kMaxNeighbors];
  const int count = topology_->neighbors(room, next);
  for (int i = 0; i < count; ++i) f(next[i].room);
}

}  // namespace wumpus::inference
