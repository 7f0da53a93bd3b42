// The table of carving algorithms: each has a name, a one-line description,
// the topologies it can carve, and a function that carves a closed maze.
#pragma once

#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <span>
#include <string>
#include <string_view>

namespace wumpus::maze {

// Topologies an algorithm supports, as bit flags.
enum TopologySupport : unsigned {
  kRectangle = 1u << 0,
  kMasked = 1u << 1,
  kLevels = 1u << 2,
  kGraph = 1u << 3,
  kAnyTopology = kRectangle | kMasked | kLevels | kGraph,
  kAnyGrid = kRectangle | kMasked | kLevels,
};

// Knobs some algorithms read; every one has a sensible default.
struct CarveOptions {
  std::string cell_selection = "mixed";  // growing tree: newest|random|mixed
  double complexity = 0.75;              // isles
  double density = 0.75;                 // isles
};

// Carves into `maze`, whose passages are all closed on entry. The maze's
// topology is one the generator's `supports` flags allow.
using CarveFunction = void (*)(Maze& maze, Random& random,
                               const CarveOptions& options);

struct Generator {
  std::string_view name;
  std::string_view description;
  unsigned supports;
  bool perfect;  // produces a spanning tree (exactly rooms - 1 passages)
  CarveFunction carve;
};

std::span<const Generator> generators();
const Generator* find_generator(std::string_view name);

// The support flag a topology needs ("levels" wins over "masked").
unsigned support_needed(const Topology& topology);

// "rectangle, masked, levels, graph" for --list.
std::string describe_support(unsigned supports);

}  // namespace wumpus::maze
