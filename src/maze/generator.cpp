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
