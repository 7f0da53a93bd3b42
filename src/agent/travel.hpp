// Getting about: the cheapest ways from where the agent stands to every
// room it may walk through (known passages, rooms whose entry cannot
// kill it, bats avoided), and the command for one step.
#pragma once

#include "agent/cave_map.hpp"
#include "agent/risk_model.hpp"
#include "game_api/command.hpp"

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
  Routes(const CaveMap& map, RoomId start,
         const std::function<double(RoomId)>& step_cost,
         const std::function<bool(RoomId)>& passable,
         RoomId only_first = kNoRoom);

  bool reaches(RoomId room) const;
  double cost(RoomId room) const;
  int steps(RoomId room) const;
  // The first room on the way to `room` (kNoRoom when it is the start or
  // cannot be reached).
  RoomId first_step(RoomId room) const;
  // Rooms reached, cheapest first (ties by id).
  const std::vector<RoomId>& order() const { return order_; }

 private:
  RoomId start_;
  std::vector<double> cost_;
  std::vector<int> steps_;
  std::vector<RoomId> parent_;
  std::vector<RoomId> order_;
};

// The command that walks from `from` into its neighbour `to`.
game_api::Command move_command(const CaveMap& map, RoomId from, RoomId to);

}  // namespace wumpus::agent
