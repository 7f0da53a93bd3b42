#include "maze/generator.hpp"

#include "maze/generators/generators.hpp"

#include <array>

namespace wumpus::maze {
namespace {

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
              "spanning tree, slow",
              kAnyTopology, true, carve_aldous_broder},
    Generator{"wilson",
              "Wilson: loop-erased random walks; uniform spanning tree, "
              "unbiased texture",
              kAnyTopology, true, carve_wilson},
    Generator{"hunt-and-kill",
              "hunt-and-kill: random walk until stuck, then hunt for a new "
              "start; long corridors",
              kAnyTopology, true, carve_hunt_and_kill},
    Generator{
        "eller",
        "Eller: row by row, keeping one row of sets in memory; any height",
        kRectangle, true, carve_eller},
    Generator{
        "sidewinder",
        "sidewinder: runs along rows, each opening north once; open top row",
        kRectangle, true, carve_sidewinder},
    Generator{"binary-tree",
              "binary tree: each room opens north or east; straight north and "
              "east sides",
              kRectangle, true, carve_binary_tree},
    Generator{"recursive-division",
              "recursive division: walls with one gap split an open field; "
              "long straight walls",
              kRectangle, true, carve_recursive_division},
    Generator{"knock-walls",
              "knock random walls until entrance and exit connect; loops, some "
              "rooms cut off",
              kAnyTopology, false, carve_knock_walls},
    Generator{"isles",
              "isles: random wall walks over an open field (--complexity, "
              "--density); loops",
              kRectangle | kMasked, false, carve_isles},
    Generator{"open",
              "no carving: every passage of the topology open (a room graph as "
              "it is)",
              kAnyTopology, false, carve_open},
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
  if (!topology.is_grid()) return kGraph;
  if (topology.levels() > 1) return kLevels;
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
  return text;
}

}  // namespace wumpus::maze
