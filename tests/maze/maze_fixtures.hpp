// Shared helpers for the maze tests: topologies of every kind, carving with
// a named generator and seed, and the measures a maze test checks
// (connectivity, passage counts, dead ends).
#pragma once

#include "maze/generator.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wumpus::maze::fixtures {

using TopologyPtr = std::shared_ptr<const Topology>;

// A topology and the name a failing test case reports it by.
struct NamedTopology {
  std::string name;
  TopologyPtr topology;
};

inline TopologyPtr rectangle(std::uint32_t width, std::uint32_t height,
                             std::uint32_t levels = 1) {
  return std::make_shared<const Topology>(
      Topology::grid(width, height, levels));
}

// A grid (width and height at least 3) with two holes that leave the rooms
// connected: one in the middle and the top-right corner.
inline TopologyPtr holed(std::uint32_t width, std::uint32_t height,
                         std::uint32_t levels = 1) {
  Mask mask{width, height, std::vector<bool>(width * height, true)};
  mask.rooms[(height / 2) * width + width / 2] = false;
  mask.rooms[width - 1] = false;
  return std::make_shared<const Topology>(Topology::masked(mask, levels));
}

// The 20-room cave of the original Hunt the Wumpus.
inline TopologyPtr dodecahedron() {
  static constexpr int kTunnels[20][3] = {
      {1, 4, 7},    {0, 2, 9},   {1, 3, 11},   {2, 4, 13},   {0, 3, 5},
      {4, 6, 14},   {5, 7, 16},  {0, 6, 8},    {7, 9, 17},   {1, 8, 10},
      {9, 11, 18},  {2, 10, 12}, {11, 13, 19}, {3, 12, 14},  {5, 13, 15},
      {14, 16, 19}, {6, 15, 17}, {8, 16, 18},  {10, 17, 19}, {12, 15, 18}};
  RoomGraph graph;
  graph.room_count = 20;
  for (RoomId a = 0; a < 20; ++a)
    for (int b : kTunnels[a])
      if (a < static_cast<RoomId>(b)) graph.edges.emplace_back(a, b);
  return std::make_shared<const Topology>(Topology::graph(std::move(graph)));
}

// A ring of `rooms` rooms (at least 3): its spanning trees are the ring
// less any one edge.
inline TopologyPtr cycle(std::uint32_t rooms) {
  RoomGraph graph;
  graph.room_count = rooms;
  for (RoomId room = 0; room < rooms; ++room)
    graph.edges.emplace_back(room, (room + 1) % rooms);
  return std::make_shared<const Topology>(Topology::graph(std::move(graph)));
}

// A connected random graph: a random tree plus up to `extra` more edges,
// no loops, no duplicate edges, no room above Maze::kMaxNeighbors.
inline TopologyPtr random_graph(std::uint32_t rooms, std::uint32_t extra,
                                std::uint64_t seed) {
  Random random(seed);
  RoomGraph graph;
  graph.room_count = rooms;
  std::vector<int> degree(rooms, 0);
  const auto linked = [&](RoomId a, RoomId b) {
    return std::find(graph.edges.begin(), graph.edges.end(),
                     std::pair{std::min(a, b), std::max(a, b)}) !=
           graph.edges.end();
  };
  const auto link = [&](RoomId a, RoomId b) {
    if (a == b || linked(a, b) || degree[a] == Maze::kMaxNeighbors ||
        degree[b] == Maze::kMaxNeighbors)
      return false;
    graph.edges.emplace_back(std::min(a, b), std::max(a, b));
    ++degree[a];
    ++degree[b];
    return true;
  };
  for (RoomId room = 1; room < rooms; ++room)
    while (!link(room, random.below(room))) {
    }
  for (std::uint32_t i = 0; i < extra; ++i)
    link(random.below(rooms), random.below(rooms));
  return std::make_shared<const Topology>(Topology::graph(std::move(graph)));
}

// One level of `shape` rooms, `width` across (polar: ring 1) and
// `height` down (polar: rings), maybe wrapped or woven.
inline TopologyPtr tiled(Shape shape, std::uint32_t width, std::uint32_t height,
                         unsigned wrap = kWrapNone, bool weave = false) {
  return std::make_shared<const Topology>(
      Topology::tiled({shape, width, height, wrap, weave}));
}

// The names of every registered generator that carves perfect mazes.
inline std::vector<std::string> perfect_generator_names() {
  std::vector<std::string> names;
  for (const Generator& g : generators())
    if (g.perfect) names.emplace_back(g.name);
  return names;
}

// A fresh maze on `topology` carved by the generator called `name`.
inline Maze carve(TopologyPtr topology, std::string_view name,
                  std::uint64_t seed, const CarveOptions& options = {}) {
  const Generator* generator = find_generator(name);
  if (!generator)
    throw std::invalid_argument("no generator " + std::string(name));
  Maze maze(std::move(topology));
  Random random(seed);
  generator->carve(maze, random, options);
  return maze;
}

// Rooms reachable from the first room through open passages.
inline std::uint32_t reachable_rooms(const Maze& maze) {
  const Topology& topology = maze.topology();
  std::vector<bool> seen(topology.cell_count(), false);
  std::vector<RoomId> stack{topology.first_room()};
  seen[stack.back()] = true;
  std::uint32_t count = 0;
  Neighbor open[Maze::kMaxNeighbors];
  while (!stack.empty()) {
    const RoomId room = stack.back();
    stack.pop_back();
    ++count;
    const int n = maze.open_neighbors(room, open);
    for (int i = 0; i < n; ++i) {
      if (seen[open[i].room]) continue;
      seen[open[i].room] = true;
      stack.push_back(open[i].room);
    }
  }
  return count;
}

inline bool is_connected(const Maze& maze) {
  return reachable_rooms(maze) == maze.topology().room_count();
}

// Every open passage is an edge of the topology between two rooms (no bit
// set in a slot the topology denies, nor past the last slot).
inline bool passages_valid(const Maze& maze) {
  const Topology& topology = maze.topology();
  std::uint64_t valid = 0;
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
    if (!maze.is_open(edge)) continue;
    if (!topology.edge_exists(edge)) return false;
    const auto [a, b] = topology.edge_rooms(edge);
    if (!topology.is_room(a) || !topology.is_room(b)) return false;
    ++valid;
  }
  return valid == maze.passage_count();
}

// A perfect maze: a spanning tree of the rooms, nothing outside them.
inline bool is_perfect(const Maze& maze) {
  return passages_valid(maze) &&
         maze.passage_count() + 1 == maze.topology().room_count() &&
         is_connected(maze);
}

// Rooms with exactly one open passage.
inline std::uint32_t dead_ends(const Maze& maze) {
  const Topology& topology = maze.topology();
  Neighbor open[Maze::kMaxNeighbors];
  std::uint32_t count = 0;
  for (RoomId room = 0; room < topology.cell_count(); ++room)
    if (topology.is_room(room) && maze.open_neighbors(room, open) == 1) ++count;
  return count;
}

inline double dead_end_ratio(const Maze& maze) {
  return static_cast<double>(dead_ends(maze)) / maze.topology().room_count();
}

// The open edge slots of a maze with at most 64 of them, as bits: equal
// keys are equal mazes.
inline std::uint64_t passage_bits(const Maze& maze) {
  std::uint64_t bits = 0;
  for (EdgeId edge = 0; edge < maze.topology().edge_slot_count(); ++edge)
    if (maze.is_open(edge)) bits |= std::uint64_t{1} << edge;
  return bits;
}

// Whether two mazes on one topology have the same passages open.
inline bool passage_bits_equal(const Maze& a, const Maze& b) {
  for (EdgeId edge = 0; edge < a.topology().edge_slot_count(); ++edge)
    if (a.is_open(edge) != b.is_open(edge)) return false;
  return true;
}

// Each step of a walk moves through an open passage.
inline bool walk_steps_open(const Maze& maze, const std::vector<RoomId>& walk) {
  Neighbor open[Maze::kMaxNeighbors];
  for (std::size_t i = 1; i < walk.size(); ++i) {
    const int n = maze.open_neighbors(walk[i - 1], open);
    bool joined = false;
    for (int k = 0; k < n; ++k) joined = joined || open[k].room == walk[i];
    if (!joined) return false;
  }
  return true;
}

// The rooms of a one-level grid that touch its outer wall.
inline std::vector<RoomId> outer_rooms(const Topology& topology) {
  std::vector<RoomId> rooms;
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    const std::uint32_t x = topology.x_of(room), y = topology.y_of(room);
    if (topology.is_room(room) &&
        (x == 0 || y == 0 || x + 1 == topology.width() ||
         y + 1 == topology.height()))
      rooms.push_back(room);
  }
  return rooms;
}

// Pearson's chi-square statistic of how often each outcome was seen,
// against `outcomes` equally likely ones seen `expected` times each; an
// outcome never seen counts as seen zero times.
template <typename Key>
double chi_square_uniform(const std::map<Key, int>& counts,
                          std::size_t outcomes, double expected) {
  double statistic = 0;
  for (const auto& [outcome, observed] : counts)
    statistic += (observed - expected) * (observed - expected) / expected;
  const auto unseen = static_cast<double>(outcomes - counts.size());
  return statistic + unseen * expected;
}

// The chi-square quantile for `outcomes` - 1 degrees of freedom with
// upper tail 1e-6 (Wilson-Hilferty): a fair sampler exceeds it with
// probability below 1e-6 (and, the seeds being fixed, never).
inline double chi_square_bound(long outcomes) {
  const double df = static_cast<double>(outcomes - 1);
  constexpr double kZ = 4.753;  // the normal quantile with upper tail 1e-6
  const double a = 2 / (9 * df);
  return df * std::pow(1 - a + kZ * std::sqrt(a), 3);
}

// Whether two mazes of one topology open the same passages.
inline bool same_passages(const Maze& a, const Maze& b) {
  for (EdgeId e = 0; e < a.topology().edge_slot_count(); ++e)
    if (a.is_open(e) != b.is_open(e)) return false;
  return true;
}

}  // namespace wumpus::maze::fixtures
