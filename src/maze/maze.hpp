// A carved maze: a topology plus which of its possible passages are open,
// one bit per edge slot (three bits a room on grids), with the entrance,
// exit and how it was made.
#pragma once

#include "maze/topology.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::maze {

class Maze {
 public:
  explicit Maze(std::shared_ptr<const Topology> topology);

  const Topology& topology() const { return *topology_; }
  std::shared_ptr<const Topology> shared_topology() const { return topology_; }

  bool is_open(EdgeId edge) const {
    return (bits_[edge >> 6] >> (edge & 63)) & 1;
  }
  void open(EdgeId edge) {
    bits_[edge >> 6] |= std::uint64_t{1} << (edge & 63);
    if (journal_) [[unlikely]]
      journal_->push_back({edge, true});
  }
  // Whether the topology's passage rules let `edge` open now, given the
  // passages already open (always, but on zeta and woven grids).
  bool may_open(EdgeId edge) const {
    if (!topology_->has_passage_rules()) return true;
    if (topology_->shape() == Shape::Zeta) return zeta_may_open(edge);
    return weave_allows(edge);
  }
  // Zeta's rule, inline because carving asks it of every candidate: the
  // diagonal [x,y]-[x+1,y+1] (slot 2) and [x+1,y]-[x,y+1] ([x+1,y]'s slot 3)
  // cross, so one opens only while the other is closed. Beside an existing
  // diagonal the crossing slot is always in range, and a slot that leads
  // nowhere is never open. No branch: an orthogonal edge reads its own
  // bit, which is in range, and ignores it.
  bool zeta_may_open(EdgeId edge) const {
    constexpr EdgeId slots = Topology::kTiledSlots;
    const EdgeId slot = edge % slots;
    static constexpr EdgeId kToCrossing[slots] = {0, 0, slots + 1,
                                                  0 - (slots + 1)};
    return !(bool{slot >= 2} & is_open(edge + kToCrossing[slot]));
  }
  // Whether a woven grid's room has a passage running under it.
  bool is_crossed(RoomId room) const;
  void close(EdgeId edge) {
    bits_[edge >> 6] &= ~(std::uint64_t{1} << (edge & 63));
    if (journal_) [[unlikely]]
      journal_->push_back({edge, false});
  }

  // One change a carving made, in order: `wumpus maze --animate` replays
  // them. While a journal is set, open and close append to it (it must
  // outlive its use; null stops the recording).
  struct Change {
    EdgeId edge;
    bool opened;
  };
  void record_into(std::vector<Change>* journal) { journal_ = journal; }
  // Grid shorthand: is the passage from `room` towards d open?
  bool is_open(RoomId room, Direction d) const {
    return topology_->step(room, d) != kNoRoom &&
           is_open(topology_->grid_edge(room, d));
  }

  // Like Topology::neighbors, but only through open passages.
  int open_neighbors(RoomId room, Neighbor* out) const {
    Neighbor all[kMaxNeighbors];
    const int n = topology_->neighbors(room, all);
    int count = 0;
    for (int i = 0; i < n; ++i)
      if (is_open(all[i].edge)) out[count++] = all[i];
    return count;
  }
  // Upper bound on any room's degree that callers size buffers with;
  // room graphs of higher degree are refused when loaded.
  static constexpr int kMaxNeighbors = 16;

  std::uint64_t passage_count() const;
  void close_all();
  void open_all();  // every edge of the topology: the room graph "as is"

  RoomId entrance = kNoRoom;
  RoomId exit = kNoRoom;
  std::string algorithm;
  std::uint64_t seed = 0;

 private:
  bool weave_allows(EdgeId edge) const;  // passage_rules.cpp

  std::shared_ptr<const Topology> topology_;
  std::vector<std::uint64_t> bits_;
  std::vector<Change>* journal_ = nullptr;
};

}  // namespace wumpus::maze
