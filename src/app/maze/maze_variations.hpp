// The options of `wumpus maze` that vary a carved maze (--symmetry,
// --unicursal, --sparse) and their checks, which refuse a combination that
// cannot hold with the reason.
#pragma once

#include "app/maze/maze_options.hpp"

#include <string>

namespace wumpus::app {

void add_variation_options(CLI::App& command, MazeOptions& options);

// Fills plan.symmetry from the options, checked against the plan's
// topology and generator; false with *error set when refused.
bool plan_variations(const MazeOptions& options, MazePlan& plan,
                     std::string* error);

}  // namespace wumpus::app
