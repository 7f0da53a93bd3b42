// The advisor's target held steady. The agent picks the cheapest target
// afresh at every view, so a player following its advice would see the
// target jump as each step shows new rooms. The advisor keeps the room it
// named while the same goal still leads there safely and the player
// follows, and says what changed when it lets go: "gold seen", "(3,1)
// may not be safe now", "you went another way".
#pragma once

#include "agent/agent.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

struct Heading {
  maze::RoomId target = maze::kNoRoom;  // where the advice leads
  maze::RoomId next = maze::kNoRoom;    // the first step there
  // What changed since the last target, said once; empty: nothing new.
  std::string change;
};

class AdvisorAim {
 public:
  // Where to head on `view`: the agent's `decision` (a move), or the
  // target kept from before when nothing the player learnt changes it.
  Heading steer(const game_api::PlayerView& view, const agent::Belief& belief,
                const agent::Decision& decision);
  // A decision that moves nowhere (a shot, a pick-up, nothing left): the
  // next target is a new one.
  void let_go() { kept_.reset(); }
  void forget() { *this = AdvisorAim(); }

 private:
  struct Kept {
    maze::RoomId room = maze::kNoRoom;
    std::string goal;       // the agent's reason: "explore", "fetch the gold"
    std::size_t steps = 0;  // from the player's room when last advised
  };
  std::string note_change(const game_api::PlayerView& view, std::string change);

  std::optional<Kept> kept_;
  std::string change_;
  std::uint32_t change_turn_ = 0;
};

// The rooms of the way from the player to `to` through rooms the agent
// counts safe (no chance of a pit, bats or death), both ends included;
// empty when there is none.
std::vector<maze::RoomId> safe_way(const game_api::PlayerView& view,
                                   const agent::Belief& belief,
                                   maze::RoomId to);

}  // namespace wumpus::ui
