// Symmetric perfect mazes (`wumpus maze --symmetry x|y|xy|radial`) on
// plain rectangles: `x` mirrors room [x,y] to [width-1-x,y], `y` to
// [x,height-1-y], `xy` both, `radial` is the half turn to
// [width-1-x,height-1-y]. A part of the grid that no symmetry maps onto
// itself is carved by the chosen generator, copied onto its images, and
// joined by passages the symmetries keep, so the maze is a spanning tree.
#pragma once

#include "maze/generator.hpp"

#include <optional>
#include <string_view>

namespace wumpus::maze {

enum class Symmetry { X, Y, XY, Radial };

std::optional<Symmetry> parse_symmetry(std::string_view name);

// Why no perfect maze of `topology` has this symmetry (or why it is not
// offered there), or empty when carve_symmetric can make one.
std::string_view symmetry_refusal(Symmetry symmetry, const Topology& topology,
                                  const Generator& generator);

// Carves the closed `maze` (a plain rectangle symmetry_refusal accepts)
// as a symmetric perfect maze.
void carve_symmetric(Maze& maze, const Generator& generator, Symmetry symmetry,
                     Random& random, const CarveOptions& options);

}  // namespace wumpus::maze
