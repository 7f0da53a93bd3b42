// The placement guarantees every cave keeps that a player can reason from
// (the engine checks them all, game/layout/placement.hpp): public, so the
// agent, the advisor and a bot reading the view use the same numbers.
#pragma once

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>

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

// The guarantees a cave keeps, as the view tells them to front ends and
// bots (the JSON view's cave.guarantees): the layout is drawn again until
// each holds (game::check_placement).
struct PlacementGuarantees {
  // Nothing lies in the entrance room.
  bool entrance_empty = true;
  // No pit (nor a mod's hazard) lies next to the entrance: it never
  // feels a breeze.
  bool no_pit_next_to_entrance = true;
  // The exit, every gold, torch and rope, and the Wumpus can be reached
  // from the entrance without entering a pit's or bats' room.
  bool reachable_avoiding_pits_and_bats = true;
  // No room closer to the entrance than this (in moves) holds the Wumpus,
  // as far as the cave allows: in a cave with no room that far, it lies in
  // one of the farthest.
  int wumpus_distance = kMinWumpusDistance;
  // The preset's first-moves promise (game/layout/first_moves.hpp): for
  // this many moves a proven-safe way on or a guess under 30 % deadly.
  int fair_first_moves = 0;
};

inline PlacementGuarantees placement_guarantees(
    const std::map<std::string, double>& parameters) {
  const auto parameter = [&](const char* name) -> std::optional<double> {
    const auto at = parameters.find(name);
    if (at == parameters.end()) return std::nullopt;
    return at->second;
  };
  PlacementGuarantees guarantees;
  guarantees.wumpus_distance = wumpus_distance(parameter("wumpus_distance"));
  const double first = parameter("fair_first_moves").value_or(0);
  guarantees.fair_first_moves =
      std::isfinite(first) ? int(std::clamp(first, 0.0, 1e6)) : 0;
  return guarantees;
}

}  // namespace wumpus::game_api
