// A walk in progress, travel to a chosen room or auto-explore (DCSS's
// `o`): one ordinary move a step, chosen again from the latest view and
// sent like a key press, until the goal or something new.
#pragma once

#include "game_api/command.hpp"
#include "game_api/player_view.hpp"
#include "ui/play/travel.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace wumpus::ui {

// A step the walk takes only if the player says yes: into the exit when
// that ends the game (travel and explore never win by themselves).
struct WalkQuestion {
  game_api::Command step;
  std::string question;
};

class Walk {
 public:
  static Walk travel(maze::RoomId target) { return Walk(target); }
  // `ride_bats`: once no unexplored room is known to be safe, walk to the
  // nearest bats known to roost and let them carry you to a random room
  // (asked first where they may drop you anywhere, a pit included).
  // `ride_key`: the key the player's keymap gives to riding, named when
  // a plain explore stops at bats.
  static Walk explore(bool ride_bats = false, std::string ride_key = "") {
    Walk walk(maze::kNoRoom);
    walk.ride_bats_ = ride_bats;
    walk.ride_key_ = std::move(ride_key);
    return walk;
  }

  // The next move from where the view stands, a move to ask about first,
  // or why the walk is over (arrived, nothing left to explore, no safe
  // way). Explore never passes the exit while stepping in would win;
  // when the only way on does, it stops next to the exit and asks. From
  // a room not safe (a pit the rope saved you from), a step after which
  // the only way back crosses that room is asked about first too.
  // `memory`: what earlier views told (ui/play/travel.hpp).
  std::variant<game_api::Command, WalkQuestion, std::string> next(
      const game_api::PlayerView& view, const WalkMemory* memory = nullptr);
  // Judges the step just taken: why the walk stops (something new, the
  // goal reached), or nothing to go on.
  std::optional<std::string> after_step(const game_api::PlayerView& before,
                                        const game_api::PlayerView& after);
  bool exploring() const { return target_ == maze::kNoRoom; }

 private:
  explicit Walk(maze::RoomId target) : target_(target) {}

  // The way to the nearest known bats through safe rooms, the bats' room
  // last; empty when none is reachable.
  static std::vector<maze::RoomId> way_to_bats(const KnownCave& cave,
                                               maze::RoomId from);

  maze::RoomId target_;  // kNoRoom: explore
  bool ride_bats_ = false;
  std::string ride_key_;
  maze::RoomId expected_ = maze::kNoRoom;  // where the last step leads
  int steps_ = 0;
};

}  // namespace wumpus::ui
