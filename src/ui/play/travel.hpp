// Travel and auto-explore from what the player knows alone: the rooms
// they remember, the passages known open and what they sensed. Nothing
// here sees the cave; a walk is ordinary moves sent one at a time.
//
// A room is safe to enter when what the player knows proves it holds no
// pit, no bats and no live Wumpus (ui/advisor/deductions.hpp: what was sensed,
// the announced counts, the placement guarantees, the dead Wumpus), or
// when it holds the dead Wumpus, which never walked (WalkMemory), and
// nothing else is proven there. Every other room might be deadly, and
// walks never enter it.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "ui/advisor/deductions.hpp"

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace wumpus::ui {

// What the screen remembers of the game beyond its latest view, which a
// walk needs and no single view says.
struct WalkMemory {
  // Every view since the cave began showed the Wumpus asleep: it never
  // walked, so it died where it was placed, where no pit nor bats are.
  bool wumpus_stayed = false;
  // Rooms stood in with a lit torch: what lies in a dark one was seen.
  std::unordered_set<maze::RoomId> lit_visits;

  // Called with every view the screen gets, in order.
  void observe(const game_api::PlayerView& view);
};

class KnownCave {
 public:
  // `memory`: what earlier views told (null: nothing remembered).
  explicit KnownCave(const game_api::PlayerView& view,
                     const WalkMemory* memory = nullptr);

  const game_api::RoomView* room(maze::RoomId id) const;
  // Known rooms one move away through passages known open.
  std::vector<maze::RoomId> joined(maze::RoomId id) const;
  bool safe(maze::RoomId id) const;
  const Deductions& deductions() const { return deductions_; }
  // The shortest way from `from` to `to` through safe rooms, both ends
  // included (`to` must be safe too), never passing `avoid` on the way
  // (`to` may be it); empty when there is none.
  std::vector<maze::RoomId> path(maze::RoomId from, maze::RoomId to,
                                 maze::RoomId avoid = maze::kNoRoom) const;
  // Whether a walk should still go to the room: never stood in, or dark
  // and stood in only before the torch was lit (so once there is light).
  bool unexplored(maze::RoomId id) const;
  // The way to the nearest safe unexplored room, never passing or ending
  // in `avoid`; empty when there is none.
  std::vector<maze::RoomId> way_to_unexplored(
      maze::RoomId from, maze::RoomId avoid = maze::kNoRoom) const;
  std::optional<maze::RoomId> nearest_unexplored(maze::RoomId from) const;

 private:
  std::vector<maze::RoomId> search(maze::RoomId from, maze::RoomId to,
                                   maze::RoomId avoid) const;

  const game_api::PlayerView& view_;
  const WalkMemory* memory_;
  std::unordered_map<maze::RoomId, const game_api::RoomView*> rooms_;
  Deductions deductions_;
};

// The room one move from (x, y, z) of `view`'s grid in direction d, or
// kNoRoom off the grid; on a tiled cave, the neighbour that way by its
// tiling's rules (the open one, when the player knows of one).
maze::RoomId grid_step(const game_api::PlayerView& view, maze::RoomId room,
                       maze::Direction d);

// The command that moves from `from` to the joined room `to`: a compass
// move on grids, go ROOM on room graphs.
game_api::Command step_command(const game_api::PlayerView& view,
                               maze::RoomId from, maze::RoomId to);

// The sequence number of the view's newest message from the game (notes
// the screen adds have none); 0 for none.
std::uint64_t last_message_seq(const game_api::PlayerView& view);

// Why a walk should stop after a step that meant to reach `expected`, or
// nothing: the player is elsewhere (bats, a wall), the game ended, or
// something new was sensed, seen, found or said.
std::optional<std::string> walk_news(const game_api::PlayerView& before,
                                     const game_api::PlayerView& after,
                                     maze::RoomId expected);

}  // namespace wumpus::ui
