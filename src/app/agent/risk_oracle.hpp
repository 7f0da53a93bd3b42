// A second count of what a guess risks, apart from the agent's inference,
// for `wumpus agent --oracle`: one flat search assigns hazards to every
// room a percept ties (no components, pools or joint checks), and for
// each set of tied rooms it leaves holding a pit or bats, the rest of the
// cave is counted exactly under the placement guarantees
// (oracle_cuts.hpp). Each layout is checked against the percepts, the
// counts and the placement guarantees on the most open cave the view
// allows. It shares the agent's model (every layout the rules allow
// equally likely; unseen passages as open as the tiling lets them be),
// not its code.
#pragma once

#include "game_api/hazard_table.hpp"
#include "game_api/player_view.hpp"

#include <array>
#include <cstddef>
#include <vector>

namespace wumpus::app {

struct OracleRisk {
  // False when the view is a room graph, no layout agrees with it, or
  // the search ran past its budget.
  bool counted = false;
  std::array<double, game_api::kHazardCount> chance{};  // by Hazard
};

// The chance of each hazard in `room`, given everything `view` shows and
// the rooms a gold, torch or rope was seen in earlier (`things_seen`: the
// view forgets what was picked up); the Wumpus is counted only while it
// sleeps.
OracleRisk oracle_risk(const game_api::PlayerView& view, maze::RoomId room,
                       bool wumpus_asleep,
                       const std::vector<maze::RoomId>& things_seen = {},
                       std::size_t node_budget = 3'000'000);

}  // namespace wumpus::app
