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
    return !topology_->has_passage_rules() || passage_rule_allows(edge);
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
  bool passage_rule_allows(EdgeId edge) const;  // passage_rules.cpp

  std::shared_ptr<const Topology> topology_;
  std::vector<std::uint64_t> bits_;
  std::vector<Change>* journal_ = nullptr;
};

}  // namespace wumpus::maze
