// Ways through the most open cave the map allows (unseen rooms may open to
// every neighbour the tiling allows; on a room graph the unseen rooms may
// all be joined). The placement guarantees keep every pit and bats off
// some way from the entrance to the exit and to each thing needed to win,
// so a layout that cuts one of those ways cannot be the game's; and no
// room is nearer the entrance than it is here.
#pragma once

#include "inference/cave_map.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace wumpus::inference {

class ExitPaths {
 public:
  explicit ExitPaths(const CaveMap& map);

  // Whether `to` (the exit unless given) can be reached from the entrance
  // without entering any room `blocked` marks (indexed by room id).
  bool open_without(const std::vector<bool>& blocked) const;
  bool open_without(const std::vector<bool>& blocked, RoomId to) const;
  // Of `candidates` (sorted), the rooms every way to `to` avoiding
  // `blocked` passes.
  std::vector<RoomId> separators(const std::vector<RoomId>& candidates,
                                 const std::vector<bool>& blocked,
                                 RoomId to) const;
  // The same for each of `targets`, in one search, with whether every
  // target is reached avoiding `blocked`.
  std::vector<RoomId> separators(const std::vector<RoomId>& candidates,
                                 const std::vector<bool>& blocked,
                                 const std::vector<RoomId>& targets,
                                 bool* all_reached) const;
  // Moves from the entrance to each room at least (-1: unreachable).
  std::vector<int> fewest_moves() const;
  // The rooms a passage from `room` might reach; on a room graph an
  // unseen room may also reach every room of `unseen_pool()`.
  std::span<const RoomId> passages(RoomId room) const {
    return {passages_begin(room), passages_end(room)};
  }
  const std::vector<RoomId>& unseen_pool() const { return unseen_pool_; }
  RoomId entrance() const { return map_.entrance(); }

 private:
  bool reaches(RoomId to, const std::vector<bool>* blocked,
               std::vector<int>* moves) const;
  // The rooms a passage from `room` might reach, as the map says (read
  // once: the joint exit check asks many times).
  const RoomId* passages_begin(RoomId room) const {
    return passages_.data() + first_[room];
  }
  const RoomId* passages_end(RoomId room) const {
    return passages_.data() + first_[room + 1];
  }

  const CaveMap& map_;
  std::vector<RoomId> unseen_pool_;  // room graphs only
  std::vector<std::size_t> first_;   // by room, into passages_
  std::vector<RoomId> passages_;
  // Scratch for reaches(): a room is reached when its stamp is `stamp_`.
  mutable std::vector<std::uint32_t> reached_stamp_;
  mutable std::vector<RoomId> queue_;
  mutable std::uint32_t stamp_ = 0;
};

}  // namespace wumpus::inference
