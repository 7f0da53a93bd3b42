// What to do next, from the agent's belief: shoot when the Wumpus is
// surely (or, once awake, likely enough) in an arrow's flight; pick up
// gold; fetch gold, the torch and the rope when they are seen and safely
// reached; walk out once the gold is carried and the Wumpus dead; explore
// rooms proven safe; and only when nothing safe is left, the guess most
// likely to win (agent/guess_value.hpp) or a probing shot.
#pragma once

#include "agent/guess_value.hpp"
#include "agent/memory.hpp"
#include "agent/risk_model.hpp"
#include "game_api/command.hpp"
#include "inference/cave_map.hpp"
#include "inference/hazard_inference.hpp"

#include <optional>
#include <string>

namespace wumpus::agent {

struct Decision {
  std::optional<game_api::Command> command;  // none: nothing worth doing left
  Action action;                             // for the next view's reading
  // What the command bets: the chance of death, plus a pit the rope
  // makes survivable and bats that may strand the agent (a guess all the
  // same).
  double risk = 0;
  // The chance it kills, and nothing else: a bat ride, or a pit the rope
  // gets the agent out of, counts 0.
  double fatal_risk = 0;
  // When the hazard chances were estimated, not counted: the largest
  // stated error of any of them, which bounds the risk's error per room.
  double risk_error = 0;
  std::string reason;                   // "explore", "shoot the Wumpus", ...
  maze::RoomId target = maze::kNoRoom;  // where it is heading
};

struct PlanInput {
  const game_api::PlayerView* view = nullptr;
  const inference::CaveMap* map = nullptr;
  const Memory* memory = nullptr;
  const inference::HazardBelief* hazards = nullptr;
  ChanceClear chance_clear;  // over the same layouts as `hazards`
  const RiskModel* risk = nullptr;
  bool wumpus_alive = true;
  bool wumpus_awake = false;
  double move_chance = 0.75;  // an awake Wumpus's chance to move a tick
  // The last `take` here brought nothing: do not repeat it.
  bool take_failed_here = false;
  int idle_turns = 0;  // turns spent waiting on the Wumpus so far
  maze::RoomId came_from =
      maze::kNoRoom;  // the room the agent last walked in from
  int bat_rides = 0;  // times it let known bats carry it off
  // The chance a bat ride drops the agent into a deadly room: 0 where
  // bats carry only to safe rooms (the preset's "bats_drop_anywhere").
  double bat_drop_death = 0;
};

Decision plan(const PlanInput& input);

}  // namespace wumpus::agent
