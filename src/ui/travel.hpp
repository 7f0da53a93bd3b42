// Travel and auto-explore from what the player knows alone: the rooms
// they remember, the passages known open and what they sensed. Nothing
// here sees the cave; a walk is ordinary moves sent one at a time.
//
// A room is safe to enter when nothing dangerous (a live Wumpus, a pit,
// bats) was seen or met there, and either the player stood in it, or
// they stood next to it (joined by an open passage) and sensed no breeze,
// no stench and no flapping there: it cannot hold a pit, the Wumpus or
// bats. Every other room might be deadly, and walks never enter it.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace wumpus::ui {

class KnownCave {
 public:
  explicit KnownCave(const game::PlayerView& view);

  const game::RoomView* room(maze::RoomId id) const;
  // Known rooms one move away through passages known open.
  std::vector<maze::RoomId> joined(maze::RoomId id) const;
  bool safe(maze::RoomId id) const;
  // The shortest way from `from` to `to` through safe rooms, both ends
  // included (`to` must be safe too); empty when there is none.
  std::vector<maze::RoomId> path(maze::RoomId from, maze::RoomId to) const;
  // The nearest safe room not yet stood in that a safe way reaches.
  std::optional<maze::RoomId> nearest_unexplored(maze::RoomId from) const;

 private:
  std::vector<maze::RoomId> search(maze::RoomId from, maze::RoomId to,
                                   bool any_unvisited) const;

  const game::PlayerView& view_;
  std::unordered_map<maze::RoomId, const game::RoomView*> rooms_;
};

// The room one move from (x, y, z) of `view`'s grid in direction d, or
// kNoRoom off the grid.
maze::RoomId grid_step(const game::PlayerView& view, maze::RoomId room,
                       maze::Direction d);

// The command that moves from `from` to the joined room `to`: a compass
// move on grids, go ROOM on room graphs.
game::Command step_command(const game::PlayerView& view, maze::RoomId from,
                           maze::RoomId to);

// Why a walk should stop after a step that meant to reach `expected`, or
// nothing: the player is elsewhere (bats, a wall), the game ended, or
// something new was sensed, seen, found or said.
std::optional<std::string> walk_news(const game::PlayerView& before,
                                     const game::PlayerView& after,
                                     maze::RoomId expected);

}  // namespace wumpus::ui
