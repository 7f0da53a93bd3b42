// The shape mazes are carved on: which rooms exist and which pairs of rooms
// a passage may join. Generators see only this interface, so one algorithm
// carves rectangles, masks, stacked levels and arbitrary room graphs alike.
#pragma once

#include "maze/direction.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::maze {

using RoomId = std::uint32_t;  // index into the topology's cell space
using EdgeId = std::uint32_t;  // index of a possible passage
inline constexpr RoomId kNoRoom = 0xffffffffu;
inline constexpr EdgeId kNoEdge = 0xffffffffu;

struct Neighbor {
  RoomId room;
  EdgeId edge;
};

// Which cells of a W×H grid are rooms (row-major, true = room).
struct Mask {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::vector<bool> rooms;
};

// An undirected graph of rooms; edges are pairs of room indices.
struct RoomGraph {
  std::uint32_t room_count = 0;
  std::vector<std::pair<RoomId, RoomId>> edges;
  std::vector<std::string> names;  // optional, one per room
};

class Topology {
 public:
  enum class Kind { Grid, Graph };

  static Topology grid(std::uint32_t width, std::uint32_t height,
                       std::uint32_t levels = 1);
  // A grid whose rooms are the mask's true cells, repeated on every level.
  static Topology masked(const Mask& mask, std::uint32_t levels = 1);
  static Topology graph(RoomGraph graph);

  Kind kind() const { return kind_; }
  bool is_grid() const { return kind_ == Kind::Grid; }
  bool has_mask() const { return !mask_bits_.empty(); }
  std::uint32_t width() const { return width_; }
  std::uint32_t height() const { return height_; }
  std::uint32_t levels() const { return levels_; }

  // Room ids run over [0, cell_count()); on a masked grid some are holes.
  std::uint32_t cell_count() const { return cell_count_; }
  std::uint32_t room_count() const { return room_count_; }
  bool is_room(RoomId id) const {
    if (id >= cell_count_) return false;
    if (mask_bits_.empty()) return true;
    return (mask_bits_[id >> 6] >> (id & 63)) & 1;
  }

  // Edge ids run over [0, edge_slot_count()); not every slot is an edge.
  std::uint32_t edge_slot_count() const { return edge_slot_count_; }
  bool edge_exists(EdgeId edge) const;
  std::pair<RoomId, RoomId> edge_rooms(EdgeId edge) const;

  int max_degree() const { return max_degree_; }
  // Writes the rooms adjacent to `room` (in a fixed order) into `out`,
  // which must hold max_degree() entries, and returns how many.
  int neighbors(RoomId room, Neighbor* out) const {
    if (kind_ == Kind::Graph) return graph_neighbors(room, out);
    int count = 0;
    for (Direction d : kAllDirections) {
      const RoomId next = step(room, d);
      if (next != kNoRoom) out[count++] = {next, grid_edge(room, d)};
    }
    return count;
  }

  // Grid geometry: level 0 is the top, "down" goes to the next level.
  RoomId cell(std::uint32_t x, std::uint32_t y, std::uint32_t z = 0) const {
    return (z * height_ + y) * width_ + x;
  }
  std::uint32_t x_of(RoomId id) const { return id % width_; }
  std::uint32_t y_of(RoomId id) const { return id / width_ % height_; }
  std::uint32_t z_of(RoomId id) const { return id / (width_ * height_); }

  // The room one step away, or kNoRoom past an edge of the grid or a hole.
  RoomId step(RoomId room, Direction d) const {
    const std::uint32_t x = x_of(room), y = y_of(room), z = z_of(room);
    RoomId next = kNoRoom;
    switch (d) {
      case Direction::North:
        if (y > 0) next = room - width_;
        break;
      case Direction::South:
        if (y + 1 < height_) next = room + width_;
        break;
      case Direction::West:
        if (x > 0) next = room - 1;
        break;
      case Direction::East:
        if (x + 1 < width_) next = room + 1;
        break;
      case Direction::Up:
        if (z > 0) next = room - width_ * height_;
        break;
      case Direction::Down:
        if (z + 1 < levels_) next = room + width_ * height_;
        break;
    }
    return next != kNoRoom && is_room(next) ? next : kNoRoom;
  }

  // The edge slot between `room` and its grid neighbour in direction d
  // (each room owns the slots to its east, south and lower neighbours).
  static constexpr int kGridSlots = 3;
  EdgeId grid_edge(RoomId room, Direction d) const {
    switch (d) {
      case Direction::East:
        return room * kGridSlots;
      case Direction::South:
        return room * kGridSlots + 1;
      case Direction::Down:
        return room * kGridSlots + 2;
      case Direction::West:
        return (room - 1) * kGridSlots;
      case Direction::North:
        return (room - width_) * kGridSlots + 1;
      case Direction::Up:
        return (room - width_ * height_) * kGridSlots + 2;
    }
    return kNoEdge;
  }

  // Which way `to` lies from `from`, if they are grid neighbours.
  std::optional<Direction> direction_between(RoomId from, RoomId to) const;

  // The first and last rooms in scan order: the top-left and far corners
  // of a grid, where a maze's entrance and exit go by default.
  RoomId first_room() const;
  RoomId last_room() const;

  const RoomGraph* room_graph() const { return graph_.get(); }

 private:
  int graph_neighbors(RoomId room, Neighbor* out) const;

  Kind kind_ = Kind::Grid;
  std::uint32_t width_ = 0, height_ = 0, levels_ = 1;
  std::uint32_t cell_count_ = 0, room_count_ = 0, edge_slot_count_ = 0;
  int max_degree_ = 0;
  std::vector<std::uint64_t> mask_bits_;  // empty: every cell is a room
  // Room graphs: adjacency in compressed rows (offsets into neighbours_).
  std::shared_ptr<const RoomGraph> graph_;
  std::vector<std::uint32_t> offsets_;
  std::vector<Neighbor> adjacency_;
};

}  // namespace wumpus::maze
