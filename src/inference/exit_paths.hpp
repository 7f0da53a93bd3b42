// Which rooms lie on every way from the entrance to the exit, in the most
// open cave the agent's map allows (unseen rooms may open to every
// neighbour; on a room graph the unseen rooms may all be joined). The
// placement guarantees keep every pit and bats off the way to the exit,
// so a layout that cuts the entrance from the exit cannot be the game's.
#pragma once

#include "inference/cave_map.hpp"

#include <vector>

namespace wumpus::inference {

class ExitPaths {
 public:
  explicit ExitPaths(const CaveMap& map);

  // Whether the exit can be reached from the entrance without entering
  // any room `blocked` marks (indexed by room id).
  bool open_without(const std::vector<bool>& blocked) const;
  // Of `candidates`, the rooms every way to the exit avoiding `blocked`
  // passes.
  std::vector<RoomId> separators(const std::vector<RoomId>& candidates,
                                 const std::vector<bool>& blocked) const;

 private:
  bool reaches(const std::vector<bool>* blocked, RoomId removed,
               std::vector<RoomId>* parent) const;

  const CaveMap& map_;
  std::vector<RoomId> unseen_pool_;  // room graphs only
};

}  // namespace wumpus::inference
