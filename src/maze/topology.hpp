// The shape mazes are carved on: which rooms exist and which pairs of rooms
// a passage may join. Generators see only this interface, so one algorithm
// carves rectangles, masks, stacked levels, hexagons, triangles, rings and
// arbitrary room graphs alike.
#pragma once

#include "maze/direction.hpp"
#include "maze/divisor.hpp"
#include "maze/shape.hpp"

#include <array>
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

// Walls between two rooms of a mask that no passage may ever open (a block
// grid's `@`), per cell: the wall on its east side and the one on its
// south side, row-major like Mask::rooms. Empty: there are none.
struct SealedWalls {
  std::vector<bool> east, south;
};

// An undirected graph of rooms; edges are pairs of room indices.
struct RoomGraph {
  std::uint32_t room_count = 0;
  std::vector<std::pair<RoomId, RoomId>> edges;
  std::vector<std::string> names;  // optional, one per room
};

class Topology {
 public:
  // Grid: square rooms in a width × height (× levels) array, maybe wrapped
  // or woven; Tiled: another shape's rooms (Shape, shape.hpp); Graph: a
  // room graph with no geometry.
  enum class Kind { Grid, Graph, Tiled };

  static Topology grid(std::uint32_t width, std::uint32_t height,
                       std::uint32_t levels = 1);
  // One level of `tiling.shape` rooms (square ones maybe wrapped or woven);
  // polar takes its rings from tiling.height and tiling.width. Throws
  // std::invalid_argument, saying why, for a tiling that cannot be built.
  static Topology tiled(const Tiling& tiling);
  // A grid whose rooms are the mask's true cells, repeated on every level,
  // as are the sealed walls.
  static Topology masked(const Mask& mask, std::uint32_t levels = 1,
                         const SealedWalls& sealed = {});
  static Topology graph(RoomGraph graph);

  Kind kind() const { return kind_; }
  // Square rooms in a grid (is_plain_grid: neither wrapped nor woven, the
  // rectangles, masks and levels whose compass directions a game walks).
  bool is_grid() const { return kind_ == Kind::Grid; }
  bool is_plain_grid() const {
    return kind_ == Kind::Grid && wrap_ == kWrapNone && !weave_;
  }
  bool has_mask() const { return !mask_bits_.empty(); }
  // Whether some walls between two neighbouring rooms are sealed:
  // those pairs have no edge, so neither carving nor braiding opens them.
  bool has_sealed_walls() const { return !sealed_bits_.empty(); }
  bool is_sealed(EdgeId edge) const {
    return !sealed_bits_.empty() &&
           ((sealed_bits_[edge >> 6] >> (edge & 63)) & 1);
  }
  Shape shape() const { return shape_; }
  unsigned wrap() const { return wrap_; }
  bool weave() const { return weave_; }
  // Whether opening a passage may depend on the passages already open
  // (zeta diagonals may not cross; a woven room crossed by a passage under
  // it joins only its two neighbours on the other axis): see passage_rules.
  bool has_passage_rules() const { return shape_ == Shape::Zeta || weave_; }
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
  // The two rooms an edge joins, the slot's owner first. Inline for plain
  // grids, whose edges a carve (Kruskal, Prim) looks up in random order:
  // a table, not a switch on the slot, which would mispredict.
  std::pair<RoomId, RoomId> edge_rooms(EdgeId edge) const {
    if (!is_plain_grid()) return shaped_edge_rooms(edge);
    const RoomId room = edge / kGridSlots;
    return {room, room + grid_slot_steps_[edge % kGridSlots]};
  }

  int max_degree() const { return max_degree_; }
  // Writes the rooms adjacent to `room` (in a fixed order) into `out`,
  // which must hold max_degree() entries, and returns how many.
  int neighbors(RoomId room, Neighbor* out) const {
    if (kind_ == Kind::Graph) return graph_neighbors(room, out);
    if (!is_plain_grid()) return tiled_neighbors(room, out);
    int count = 0;
    for (Direction d : kAllDirections) {
      const RoomId next = step(room, d);
      if (next == kNoRoom) continue;
      const EdgeId edge = grid_edge(room, d);
      if (!is_sealed(edge)) out[count++] = {next, edge};
    }
    return count;
  }

  // Grid geometry: level 0 is the top, "down" goes to the next level.
  RoomId cell(std::uint32_t x, std::uint32_t y, std::uint32_t z = 0) const {
    return (z * height_ + y) * width_ + x;
  }
  // Polar rooms are [ring, index] instead: see ring_of and index_in_ring.
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
      default:  // a square grid has no diagonals
        break;
    }
    return next != kNoRoom && is_room(next) ? next : kNoRoom;
  }

  // The edge slot between `room` and its grid neighbour in direction d
  // (each room owns the slots to its east, south and lower neighbours;
  // a woven grid's room also owns its tunnels two east and two south).
  static constexpr int kGridSlots = 3;
  static constexpr int kTiledSlots = 4;
  int slots_per_room() const { return slots_; }
  EdgeId grid_edge(RoomId room, Direction d) const {
    switch (d) {
      case Direction::East:
        return room * slots_;
      case Direction::South:
        return room * slots_ + 1;
      case Direction::Down:
        return room * slots_ + 2;
      case Direction::West:
        return (room - 1) * slots_;
      case Direction::North:
        return (room - width_) * slots_ + 1;
      case Direction::Up:
        return (room - width_ * height_) * slots_ + 2;
      default:
        break;
    }
    return kNoEdge;
  }

  // Polar rings: how many, the rooms of ring r, and where a room lies.
  std::uint32_t ring_count() const {
    return static_cast<std::uint32_t>(ring_sizes_.size());
  }
  std::uint32_t ring_size(std::uint32_t ring) const {
    return ring_sizes_[ring];
  }
  std::uint32_t ring_of(RoomId room) const;
  std::uint32_t index_in_ring(RoomId room) const {
    return room - ring_starts_[ring_of(room)];
  }
  RoomId ring_room(std::uint32_t ring, std::uint32_t index) const {
    return ring_starts_[ring] + index;
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
  // Neighbours by the shape's rules (topology_tiled.cpp).
  int tiled_neighbors(RoomId room, Neighbor* out) const;
  bool tiled_edge_exists(EdgeId edge) const;
  // Where a room's edge slot leads, or kNoRoom where it leads nowhere.
  RoomId slot_target(RoomId room, int slot) const;
  // The same for a grid room at column x, row y: no division, for the
  // neighbour search that knows them.
  RoomId grid_slot_target(RoomId room, std::uint32_t x, std::uint32_t y,
                          int slot) const;
  std::pair<RoomId, RoomId> shaped_edge_rooms(EdgeId edge) const;
  // The rules' answers, which the interior tables below shortcut.
  int ruled_neighbors(RoomId room, std::uint32_t x, std::uint32_t y,
                      Neighbor* out) const;
  int polar_neighbors(RoomId room, Neighbor* out) const;
  RoomId polar_slot_target(RoomId room, int slot) const;
  void record_interior();
  static Topology polar(std::uint32_t rings, std::uint32_t first_ring);
  void seal_walls(const Mask& mask, const SealedWalls& sealed);

  Kind kind_ = Kind::Grid;
  Shape shape_ = Shape::Square;
  unsigned wrap_ = kWrapNone;
  bool weave_ = false;
  int slots_ = kGridSlots;
  std::uint32_t width_ = 0, height_ = 0, levels_ = 1;
  Divisor width_divisor_;
  // Plain grid edge slots: the step to the east, south and lower room.
  RoomId grid_slot_steps_[kGridSlots] = {};
  std::uint32_t cell_count_ = 0, room_count_ = 0, edge_slot_count_ = 0;
  int max_degree_ = 0;
  std::vector<std::uint64_t> mask_bits_;    // empty: every cell is a room
  std::vector<std::uint64_t> sealed_bits_;  // per edge slot; empty: none
  // Room graphs: adjacency in compressed rows (offsets into neighbours_).
  std::shared_ptr<const RoomGraph> graph_;
  std::vector<std::uint32_t> offsets_;
  std::vector<Neighbor> adjacency_;
  // Polar: rooms per ring and the id of each ring's room 0.
  std::vector<std::uint32_t> ring_sizes_, ring_starts_;
  // Polar rings in runs of one size, so that ring_of needs one division
  // after a search of a few runs rather than of every ring.
  struct RingRun {
    RoomId first_room;
    std::uint32_t first_ring, ring_size;
    Divisor by_size;
  };
  std::vector<RingRun> ring_runs_;
  // Tiled and wrapped or woven grids: away from the border (interior_margin_
  // rooms from every side; 0: no table), the rooms of one parity class (of
  // column and row) have the same neighbours at the same id steps, recorded
  // from the rules once (record_interior), so the searches read a table.
  struct InteriorClass {
    int count = 0;
    std::uint32_t room_steps[8] = {}, edge_steps[8] = {};  // modulo 2^32
    std::uint32_t own_steps[kTiledSlots] = {};  // 0: the slot leads nowhere
  };
  std::uint32_t interior_margin_ = 0;
  std::array<InteriorClass, 4> interior_{};
};

}  // namespace wumpus::maze
