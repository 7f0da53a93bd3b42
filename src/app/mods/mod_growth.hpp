// What `wumpus mod check` learns by letting a player wait in a fresh
// game: state that grows while nothing happens has no bound, whether the
// mod keeps it in the world (a variable, a property) or in the Lua heap
// (a table a hook's closure appends to).
#pragma once

#include "game/rules/rules.hpp"
#include "game/settings/settings.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::app {

struct GrowthReport {
  int waited = 0;  // turns waited between the two measurements
  // One line per kind of state that grew past its allowance; none: flat.
  std::vector<std::string> growing;
};

// Lets a player of a game made from `settings` wait, measuring what the
// rules keep after a few turns and after many more. Nothing, with
// *error, when the game cannot start; `waited` is 0 when the player's
// game ended before the second measurement.
std::optional<GrowthReport> probe_growth(
    const game::Settings& settings, const std::shared_ptr<game::Rules>& rules,
    std::string* error);

}  // namespace wumpus::app
