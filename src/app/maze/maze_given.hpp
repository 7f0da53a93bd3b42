// `wumpus maze` on mazes given rather than carved, and on block grids:
// --load FILE reads a maze in our own JSON, --blocks FILE with
// --keep-passages reads a block grid as it is drawn; either is solved and
// drawn as it is. FILE `-` reads stdin, the one exception to "regular
// files only", under the same size caps.
#pragma once

#include "app/maze/maze_options.hpp"

#include <string>

namespace wumpus::app {

void add_given_options(CLI::App& command, MazeOptions& options);

// Whether the options give a maze rather than ask for one to be carved.
bool wants_given(const MazeOptions& options);

// Reads the given maze into plan.given and plan.topology; false with
// *error set on bad input or an option that would carve.
bool plan_given(const MazeOptions& options, MazePlan& plan, std::string* error);

// The --blocks file (or stdin) as the shape to carve in: the topology, and
// the ends it marks as the plan's entrance and exit.
bool plan_blocks(const MazeOptions& options, MazePlan& plan,
                 std::string* error);

}  // namespace wumpus::app
