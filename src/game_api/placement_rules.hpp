// The placement guarantees every cave keeps that a player can reason from
// (the engine checks them all, game/layout/placement.hpp): public, so the
// agent, the advisor and a bot reading the view use the same numbers.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>

namespace wumpus::game_api {

// The Wumpus lies at least this many moves from the entrance, or more when
// the preset's "wumpus_distance" asks (as far as the cave allows), so the
// entrance never smells it.
inline constexpr int kMinWumpusDistance = 2;

inline int wumpus_distance(std::optional<double> asked) {
  const double moves = asked.value_or(kMinWumpusDistance);
  return std::isfinite(moves)
             ? int(std::clamp(moves, double(kMinWumpusDistance), 1e6))
             : kMinWumpusDistance;
}

}  // namespace wumpus::game_api
