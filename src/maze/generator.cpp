#include "maze/generator.hpp"

#include "maze/generators/generators.hpp"

#include <array>

namespace wumpus::maze {
namespace {

constexpr std::string_view kRowByRow =
    "it carves row by row along the rows and columns of a plain rectangle";

// The one table of algorithms, in the order --list prints them.
constexpr std::array kGenerators = {
    Generator{"backtracker",
              "recursive backtracker: a random depth-first walk, long winding "
              "corridors",
              kAnyTopology, true, carve_backtracker},
    Generator{"growing-tree",
              "growing tree: grows from a newest, random or mixed active room "
              "(--cell-selection)",
              kAnyTopology, true, carve_growing_tree},
    Generator{"kruskal",
              "Kruskal: random passages joining unconnected rooms "
              "(union-find); many short dead ends",
              kAnyTopology, true, carve_kruskal},
    Generator{"prim",
              "Prim: minimum spanning tree of random passage weights; "
              "Kruskal's texture",
              kAnyTopology, true, carve_prim},
    Generator{"simple-prim",
              "simplified Prim: joins a random frontier room to the tree; the "
              "most dead ends",
              kAnyTopology, true, carve_simplified_prim},
    Generator{"aldous-broder",
              "Aldous-Broder: a random walk opening into new rooms; uniform "
              "spanning tree (zeta, woven: once the rules settle), slow",
              kAnyTopology, true, carve_aldous_broder},
    Generator{"wilson",
              "Wilson: loop-erased random walks; uniform spanning tree (zeta, "
              "woven: once the rules settle)",
              kAnyTopology, true, carve_wilson},
    Generator{"hunt-and-kill",
              "hunt-and-kill: random walk until stuck, then hunt for a new "
              "start; long corridors",
              kAnyTopology, true, carve_hunt_and_kill},
    Generator{
        "eller",
        "Eller: row by row, keeping one row of sets in memory; any height",
        kRectangle, true, carve_eller, kRowByRow},
    Generator{
        "sidewinder",
        "sidewinder: runs along rows, each opening north once; open top row",
        kRectangle, true, carve_sidewinder, kRowByRow},
    Generator{"binary-tree",
              "binary tree: each room opens north or east; straight north and "
              "east sides",
              kRectangle, true, carve_binary_tree,
              "each room opens north or east, which only a plain rectangle "
              "of square rooms has"},
    Generator{"recursive-division",
              "recursive division: walls with one gap split an open field; "
              "long straight walls",
              kRectangle, true, carve_recursive_division,
              "it splits rectangular chambers with straight walls, which only "
              "a plain rectangle has"},
    Generator{"knock-walls",
              "knock random walls until entrance and exit connect; loops, some "
              "rooms cut off",
              kAnyTopology, false, carve_knock_walls},
    Generator{"isles",
              "isles: random wall walks over an open field (--complexity, "
              "--density); loops",
              kRectangle | kMasked, false, carve_isles,
              "its wall walks follow the corner posts of square rooms"},
    Generator{"rooms",
              "rooms and mazes (Nystrom): halls, a maze between them, doors, "
              "dead ends trimmed (--trim)",
              kRectangle | kMasked, false, carve_rooms,
              "its halls are rectangles of square rooms"},
    Generator{"open",
              "no carving: every passage of the topology open (a room graph as "
              "it is)",
              kAnyTopology & ~(kZeta | kWoven), false, carve_open,
              "zeta diagonals and woven tunnels may not all be open: they "
              "would cross"},
};

}  // namespace

std::span<const Generator> generators() {
  return kGenerators;
}

const Generator* find_generator(std::string_view name) {
  for (const Generator& g : kGenerators)
    if (g.name == name) return &g;
  return nullptr;
}

unsigned support_needed(const Topology& topology) {
  switch (topology.kind()) {
    case Topology::Kind::Graph:
      return kGraph;
    case Topology::Kind::Tiled: {
      static constexpr unsigned kByShape[] = {kRectangle, kHex,     kTriangle,
                                              kPolar,     kUpsilon, kZeta};
      return kByShape[static_cast<int>(topology.shape())];
    }
    case Topology::Kind::Grid:
      break;
  }
  if (!topology.is_plain_grid())
    return (topology.wrap() ? kWrapped : 0u) | (topology.weave() ? kWoven : 0u);
  if (topology.levels() > 1) return kLevels;
  if (topology.has_sealed_walls()) return kMasked | kSealed;
  if (topology.has_mask()) return kMasked;
  return kRectangle;
}

std::string describe_support(unsigned supports) {
  std::string text;
  const auto add = [&](unsigned flag, const char* name) {
    if (!(supports & flag)) return;
    if (!text.empty()) text += ", ";
    text += name;
  };
  add(kRectangle, "rectangle");
  add(kMasked, "masked");
  add(kLevels, "levels");
  add(kGraph, "graph");
  add(kWrapped, "wrapped");
  add(kWoven, "woven");
  add(kHex, "hex");
  add(kTriangle, "triangle");
  add(kPolar, "polar");
  add(kUpsilon, "upsilon");
  add(kZeta, "zeta");
  add(kSealed, "sealed");
  return text;
}

bool can_carve(const Generator& generator, const Topology& topology) {
  const unsigned needed = support_needed(topology);
  return (generator.supports & needed) == needed;
}

std::string describe_topology(const Topology& topology) {
  switch (topology.kind()) {
    case Topology::Kind::Graph:
      return "a room graph";
    case Topology::Kind::Tiled:
      return "a " + std::string(shape_name(topology.shape())) + " grid";
    case Topology::Kind::Grid:
      break;
  }
  if (topology.weave()) return "a woven grid";
  if (topology.wrap()) return "a wrapped grid";
  if (topology.levels() > 1) return "stacked levels";
  if (topology.has_sealed_walls()) return "a grid with sealed walls (@)";
  return topology.has_mask() ? "a masked grid" : "a rectangle";
}

}  // namespace wumpus::maze
