// The options of `wumpus maze` that choose the room tiling (--shape,
// --wrap, --weave) and the maze's ends (--entrance, --exit), and their
// checks; maze_options.cpp calls them while it plans a maze.
#pragma once

#include "app/maze/maze_options.hpp"
#include "maze/shape.hpp"

#include <memory>
#include <optional>
#include <string>

namespace wumpus::app {

void add_tiling_options(CLI::App& command, MazeOptions& options);

// The tiling the options ask for (sizes not yet filled in), or nullopt
// with *error set.
std::optional<maze::Tiling> plan_tiling(const MazeOptions& options,
                                        std::string* error);

// A topology of any tiling but the plain square grid, sized and checked.
std::shared_ptr<const maze::Topology> make_tiled(const MazeOptions& options,
                                                 maze::Tiling tiling,
                                                 std::string* error);

// Fills plan.entrance, plan.exit and plan.exit_far from --entrance and
// --exit, checked to be rooms of `topology`.
bool plan_ends(const MazeOptions& options, const maze::Topology& topology,
               MazePlan& plan, std::string* error);

}  // namespace wumpus::app
