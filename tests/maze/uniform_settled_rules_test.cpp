// Wilson and Aldous-Broder on the shapes with passage rules (zeta, weave)
// draw trees as settled_graph.hpp defines uniform there: each way the
// rules can settle (a zeta square's kept diagonal, a woven grid's
// crossings) with its probability, then a uniform spanning tree among
// those that contain the settled crossings and use nothing refused. On
// grids small enough to list every spanning tree, the exact probability
// of each tree is summed over the settlings and the counts drawn pass a
// chi-square test; they always obey the rules and are perfect.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// Edge slots as bits (every topology here has under 64 slots).
using SlotBits = std::uint64_t;

SlotBits slot_bit(EdgeId edge) {
  return SlotBits{1} << edge;
}

// One way the rules settle: how likely, the passages it opens, and the
// passages a tree may use (the opened ones included).
struct Settling {
  double probability;
  SlotBits opened;
  SlotBits allowed;
};

SlotBits existing_slots(const Topology& topology) {
  SlotBits edges = 0;
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
    if (topology.edge_exists(edge)) edges |= slot_bit(edge);
  return edges;
}

// Every spanning tree made of `allowed` edges that contains `opened`.
std::vector<SlotBits> trees_containing(const Topology& topology,
                                       SlotBits allowed, SlotBits opened) {
  std::vector<EdgeId> edges;
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge)
    if (allowed & slot_bit(edge)) edges.push_back(edge);
  const std::uint32_t rooms = topology.room_count();
  std::vector<SlotBits> trees;
  // Each subset of rooms - 1 edges without a loop is a spanning tree.
  const auto is_forest = [&](SlotBits chosen) {
    std::vector<RoomId> parent(rooms);
    for (RoomId room = 0; room < rooms; ++room) parent[room] = room;
    const auto root = [&](RoomId room) {
      while (parent[room] != room) room = parent[room];
      return room;
    };
    for (const EdgeId edge : edges) {
      if (!(chosen & slot_bit(edge))) continue;
      const auto [a, b] = topology.edge_rooms(edge);
      const RoomId ra = root(a), rb = root(b);
      if (ra == rb) return false;
      parent[ra] = rb;
    }
    return true;
  };
  const auto choose = [&](auto& self, std::size_t next, SlotBits chosen,
                          std::uint32_t count) -> void {
    if (count == rooms - 1) {
      if ((chosen & opened) == opened && is_forest(chosen))
        trees.push_back(chosen);
      return;
    }
    if (next == edges.size()) return;
    self(self, next + 1, chosen | slot_bit(edges[next]), count + 1);
    self(self, next + 1, chosen, count);
  };
  choose(choose, 0, 0, 0);
  return trees;
}

std::map<SlotBits, double> tree_probabilities(
    const Topology& topology, const std::vector<Settling>& settlings) {
  std::map<SlotBits, double> probability;
  for (const Settling& s : settlings) {
    const std::vector<SlotBits> trees =
        trees_containing(topology, s.allowed, s.opened);
    for (const SlotBits tree : trees)
      probability[tree] += s.probability / static_cast<double>(trees.size());
  }
  return probability;
}

// Zeta: each square of four rooms keeps one diagonal, by a fair coin.
std::vector<Settling> zeta_settlings(const Topology& topology) {
  const int slots = topology.slots_per_room();
  std::vector<std::pair<EdgeId, EdgeId>> crossings;
  for (std::uint32_t y = 0; y + 1 < topology.height(); ++y)
    for (std::uint32_t x = 0; x + 1 < topology.width(); ++x) {
      const RoomId room = y * topology.width() + x;
      crossings.emplace_back(room * slots + 2, (room + 1) * slots + 3);
    }
  std::vector<Settling> settlings;
  const double each = std::ldexp(1.0, -static_cast<int>(crossings.size()));
  for (SlotBits keep = 0; keep < (SlotBits{1} << crossings.size()); ++keep) {
    SlotBits allowed = existing_slots(topology);
    for (std::size_t i = 0; i < crossings.size(); ++i)
      allowed &=
          ~slot_bit((keep >> i) & 1 ? crossings[i].first : crossings[i].second);
    settlings.push_back({each, 0, allowed});
  }
  return settlings;
}

// A woven 3x3 grid: its middle room is crossed by a fair coin, the tunnel
// east or south by another; no other tunnel is used.
std::vector<Settling> weave_3x3_settlings(const Topology& topology) {
  const auto edge = [&](RoomId room, int slot) {
    return slot_bit(room * topology.slots_per_room() + slot);
  };
  constexpr int kEast = 0, kSouth = 1, kTunnelEast = 2, kTunnelSouth = 3;
  const SlotBits tunnels = edge(3, kTunnelEast) | edge(1, kTunnelSouth);
  const SlotBits plain = existing_slots(topology) & ~tunnels;
  const SlotBits east_tunnel = edge(3, kTunnelEast);
  const SlotBits north_south = edge(1, kSouth) | edge(4, kSouth);
  const SlotBits south_tunnel = edge(1, kTunnelSouth);
  const SlotBits west_east = edge(3, kEast) | edge(4, kEast);
  return {
      {0.5, 0, plain},
      {0.25, east_tunnel | north_south, (plain & ~west_east) | east_tunnel},
      {0.25, south_tunnel | west_east, (plain & ~north_south) | south_tunnel}};
}

// The passages opened in a carver's order: all but tunnels, then tunnels,
// each allowed by the rules when it opens.
bool obeys_passage_rules(const Maze& carved) {
  const Topology& topology = carved.topology();
  Maze replay(carved.shared_topology());
  const auto tunnel = [&](EdgeId edge) {
    return topology.weave() && edge % topology.slots_per_room() >= 2;
  };
  for (const bool tunnels : {false, true})
    for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
      if (!carved.is_open(edge) || tunnel(edge) != tunnels) continue;
      if (!replay.may_open(edge)) return false;
      replay.open(edge);
    }
  return true;
}

struct RulesCase {
  const char* label;
  TopologyPtr topology;
  std::vector<Settling> settlings;
  int samples;
};

std::vector<RulesCase> rules_cases() {
  const TopologyPtr zeta_2x2 = tiled(Shape::Zeta, 2, 2);
  const TopologyPtr zeta_3x2 = tiled(Shape::Zeta, 3, 2);
  const TopologyPtr weave_3x3 =
      tiled(Shape::Square, 3, 3, kWrapNone, /*weave=*/true);
  return {{"zeta 2x2", zeta_2x2, zeta_settlings(*zeta_2x2), 2000},
          {"zeta 3x2", zeta_3x2, zeta_settlings(*zeta_3x2), 12000},
          {"woven 3x3", weave_3x3, weave_3x3_settlings(*weave_3x3), 16000}};
}

}  // namespace

TEST_CASE("the settled distributions add up, and zeta 2x2 is as computed",
          "[maze][generators][uniform][rules]") {
  for (const RulesCase& c : rules_cases()) {
    double total = 0;
    for (const auto& [tree, p] : tree_probabilities(*c.topology, c.settlings))
      total += p;
    CHECK(total == Approx(1.0));
  }
  // Of zeta 2x2's 12 trees with no crossing, the 4 without a diagonal
  // come out half the time: 1/2 (kept diagonal unused) of 4 in 8 trees.
  const RulesCase zeta = rules_cases()[0];
  const auto probability = tree_probabilities(*zeta.topology, zeta.settlings);
  CHECK(probability.size() == 12);
  double no_diagonal = 0;
  for (const auto& [tree, p] : probability)
    if ((tree & 0xCCCC) == 0) no_diagonal += p;  // slots 2 and 3 of each room
  CHECK(no_diagonal == Approx(0.5));
}

TEST_CASE(
    "Wilson and Aldous-Broder are uniform on zeta and woven grids once the "
    "rules settle",
    "[maze][generators][uniform][rules]") {
  const std::string name = GENERATE("wilson", "aldous-broder");
  for (const RulesCase& c : rules_cases()) {
    const auto probability = tree_probabilities(*c.topology, c.settlings);
    std::map<SlotBits, int> counts;
    bool perfect = true, lawful = true;
    for (int i = 0; i < c.samples; ++i) {
      const Maze maze = carve(c.topology, name, 7000 + i);
      perfect = perfect && is_perfect(maze);
      lawful = lawful && obeys_passage_rules(maze);
      ++counts[passage_bits(maze)];
    }
    double statistic = 0;
    bool only_possible_trees = true;
    for (const auto& [tree, p] : probability) {
      const double expected = p * c.samples;
      const auto seen = counts.find(tree);
      const double observed = seen == counts.end() ? 0 : seen->second;
      statistic += (observed - expected) * (observed - expected) / expected;
    }
    for (const auto& [tree, n] : counts)
      only_possible_trees = only_possible_trees && probability.count(tree);
    const auto trees = static_cast<long>(probability.size());
    INFO(name << " on " << c.label << ": " << trees << " trees, chi-square "
              << statistic << ", bound " << chi_square_bound(trees));
    CHECK(perfect);
    CHECK(lawful);
    CHECK(only_possible_trees);
    CHECK(statistic < chi_square_bound(trees));
  }
}

TEST_CASE(
    "Wilson and Aldous-Broder obey the rules on larger zeta and woven "
    "grids",
    "[maze][generators][rules][property]") {
  const std::string name = GENERATE("wilson", "aldous-broder");
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{1, 1}, {1, 5}, {5, 1}, {4, 4}, {7, 3}, {9, 9}, {16, 5}}));
  const unsigned wrap = GENERATE(0u + kWrapNone, kWrapX | kWrapY);
  if (wrap && (width < 3 || height < 3)) return;  // a wrapped side needs 3
  const TopologyPtr shapes[] = {
      tiled(Shape::Zeta, width, height),
      tiled(Shape::Square, width, height, wrap, /*weave=*/true)};
  for (const TopologyPtr& topology : shapes)
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const Maze maze = carve(topology, name, seed);
      INFO(name << " on " << width << "x" << height << " "
                << shape_name(topology->shape()) << " wrap " << wrap_name(wrap)
                << ", seed " << seed);
      CHECK(is_perfect(maze));
      CHECK(obeys_passage_rules(maze));
    }
}
