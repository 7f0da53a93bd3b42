// Getting about: the cheapest ways from where the agent stands to every
// room it may walk through (known passages, rooms whose entry cannot
// kill it, bats avoided), and the command for one step.
#pragma once

#include "agent/risk_model.hpp"
#include "game_api/command.hpp"
#include "inference/cave_map.hpp"

#include <functional>
#include <vector>

namespace wumpus::agent {

class Routes {
 public:
  // From `start`, leading on only through seen rooms `passable` allows;
  // every room one step past them is reached too (as a route's end), so
  // callers judge the last step themselves.
  // With `only_first`, the first step may go only there (standing in a
  // pit the rope got it out of, only back the way the agent came).
  Routes(const inference::CaveMap& map, maze::RoomId start,
         const std::function<double(maze::RoomId)>& step_cost,
         const std::function<bool(maze::RoomId)>& passable,
         maze::RoomId only_first = maze::kNoRoom);

  bool reaches(maze::RoomId room) const;
  double cost(maze::RoomId room) const;
  int steps(maze::RoomId room) const;
  // The first room on the way to `room` (maze::kNoRoom when it is the start or
  // cannot be reached).
  maze::RoomId first_step(maze::RoomId room) const;
  // Rooms reached, cheapest first (ties by id).
  const std::vector<maze::RoomId>& order() const { return order_; }

 private:
  maze::RoomId start_;
  std::vector<double> cost_;
  std::vector<int> steps_;
  std::vector<maze::RoomId> parent_;
  std::vector<maze::RoomId> order_;
};

// The command that walks from `from` into its neighbour `to`.
game_api::Command move_command(const inference::CaveMap& map, maze::RoomId from,
                               maze::RoomId to);

}  // namespace wumpus::agent
