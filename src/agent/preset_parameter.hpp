// The preset's numbers as the view states them (CaveInfo::parameters),
// which the agent reads its rules from.
#pragma once

#include "game_api/player_view.hpp"

namespace wumpus::agent {

// The preset's number `key`, or `fallback` when it does not say.
inline double preset_parameter(const game_api::PlayerView& view,
                               const char* key, double fallback) {
  const auto it = view.cave.parameters.find(key);
  return it == view.cave.parameters.end() ? fallback : it->second;
}

}  // namespace wumpus::agent
