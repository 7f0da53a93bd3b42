// The table of carving algorithms: each has a name, a one-line description,
// the topologies it can carve, and a function that carves a closed maze.
#pragma once

#include "maze/maze.hpp"
#include "maze/random.hpp"

#include <span>
#include <string>
#include <string_view>

namespace wumpus::maze {

// Topologies an algorithm supports, as bit flags: square rooms (a plain
// rectangle, masked, stacked, wrapped or woven), the other shapes, graphs.
enum TopologySupport : unsigned {
  kRectangle = 1u << 0,
  kMasked = 1u << 1,
  kLevels = 1u << 2,
  kGraph = 1u << 3,
  kWrapped = 1u << 4,
  kWoven = 1u << 5,
  kHex = 1u << 6,
  kTriangle = 1u << 7,
  kPolar = 1u << 8,
  kUpsilon = 1u << 9,
  kZeta = 1u << 10,
  kSealed = 1u << 11,  // square rooms with walls no passage opens (@)
  kAnyGrid = kRectangle | kMasked | kLevels | kSealed,
  kAnyShape = kWrapped | kWoven | kHex | kTriangle | kPolar | kUpsilon | kZeta,
  kAnyTopology = kAnyGrid | kGraph | kAnyShape,
};

// Knobs some algorithms read; every one has a sensible default.
struct CarveOptions {
  std::string cell_selection = "mixed";  // growing tree: newest|random|mixed
  double complexity = 0.75;              // isles
  double density = 0.75;                 // isles
  double trim = 0.75;  // rooms: chance a dead-end corridor is trimmed back
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
  // Why it cannot carve the shapes it does not support, for the refusal.
  std::string_view limits = {};
};

std::span<const Generator> generators();
const Generator* find_generator(std::string_view name);

// The support flags a topology needs: one ("levels" wins over "masked"),
// or both of kWrapped and kWoven on a grid that is both.
unsigned support_needed(const Topology& topology);
bool can_carve(const Generator& generator, const Topology& topology);

// "rectangle, masked, levels, graph, hex, ..." for --list.
std::string describe_support(unsigned supports);
// "a hex grid", "stacked levels", ... for a refusal.
std::string describe_topology(const Topology& topology);

}  // namespace wumpus::maze
