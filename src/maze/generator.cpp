#include "maze/generator.hpp"

#include "maze/generators/generators.hpp"

#include <array>

namespace wumpus::maze {
namespace {

// The one table of algorithms, in the order --list prints them.
constexpr std::array kGenerators = {
    Generator{"backtracker",
              "recursive backtracker: a random depth-first walk, long winding corridors",
              kAnyTopology, true, carve_backtracker},
    Generator{"eller",
              "Eller: row by row, keeping one row of sets in memory; any height",
              kRectangle, true, carve_eller},
    Generator{"sidewinder",
              "sidewinder: runs along rows, each opening north once; open top row",
              kRectangle, true, carve_sidewinder},
    Generator{"binary-tree",
              "binary tree: each room opens north or east; straight north and east sides",
              kRectangle, true, carve_binary_tree},
    Generator{"recursive-division",
              "recursive division: walls with one gap split an open field; long straight walls",
              kRectangle, true, carve_recursive_division},
};

}  // namespace

std::span<const Generator> generators() { return kGenerators; }

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
