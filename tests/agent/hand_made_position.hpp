// A position for the planner's tests: a hand-made view and, with no
// inference behind them, each room's hazard chances as the test sets
// them (their deaths and bats follow), rooms taken as independent.
#pragma once

#include "agent/planner.hpp"

#include <vector>

namespace wumpus::agent::testing {

struct HandMadePosition {
  game_api::PlayerView view;
  inference::HazardBelief hazards;
  RiskModel risk;
  Memory memory;

  explicit HandMadePosition(game_api::PlayerView made) : view(std::move(made)) {
    hazards.rooms.resize(view.room_count);
    risk.wumpus.assign(view.room_count, 0.0);
    risk.bats.assign(view.room_count, 0.0);
    risk.death.assign(view.room_count, 0.0);
    const inference::CaveMap map(view);
    memory.observe(view, map, {});
  }

  // `room` holds `hazard` with `chance` and nothing else.
  void set(maze::RoomId room, game_api::Hazard hazard, double chance) {
    inference::RoomRisk& r = hazards.rooms[room];
    r.chance = {};
    r.chance[inference::index(hazard)] = chance;
    r.possible = inference::bit(hazard);
    risk.wumpus[room] = hazard == game_api::Hazard::Wumpus ? chance : 0;
    risk.bats[room] = hazard == game_api::Hazard::Bats ? chance : 0;
    risk.death[room] = hazard == game_api::Hazard::Bats ? 0 : chance;
  }

  double independent_clear(const std::vector<maze::RoomId>& rooms) const {
    double clear = 1;
    for (maze::RoomId r : rooms)
      clear *= 1 - hazards.at(r).of(game_api::Hazard::Pit) -
               hazards.at(r).of(game_api::Hazard::Bats);
    return clear;
  }

  // The planner's choice, the Wumpus alive and asleep or not in the cave.
  Decision decide(bool wumpus_alive = true) const {
    const inference::CaveMap map(view);
    PlanInput input;
    input.view = &view;
    input.map = &map;
    input.memory = &memory;
    input.hazards = &hazards;
    input.risk = &risk;
    input.wumpus_alive = wumpus_alive;
    input.chance_clear = [this](const std::vector<maze::RoomId>& rooms) {
      return independent_clear(rooms);
    };
    return plan(input);
  }
};

}  // namespace wumpus::agent::testing
