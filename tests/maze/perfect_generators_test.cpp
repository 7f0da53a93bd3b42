// Every registered perfect generator, on every topology it supports, many
// seeds and sizes: the result is a spanning tree of the rooms.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"
#include "seed_budget.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

std::vector<NamedTopology> shapes() {
  std::vector<NamedTopology> all = {
      {"1x1", rectangle(1, 1)},
      {"1x9", rectangle(1, 9)},
      {"9x1", rectangle(9, 1)},
      {"2x2", rectangle(2, 2)},
      {"5x7", rectangle(5, 7)},
      {"8x6", rectangle(8, 6)},
      {"16x16", rectangle(16, 16)},
      {"holed 3x3", holed(3, 3)},
      {"holed 7x4", holed(7, 4)},
      {"holed 10x10", holed(10, 10)},
      {"levels 1x1x2", rectangle(1, 1, 2)},
      {"levels 1x5x3", rectangle(1, 5, 3)},
      {"levels 4x3x2", rectangle(4, 3, 2)},
      {"levels 5x5x4", rectangle(5, 5, 4)},
      {"holed levels 5x4x3", holed(5, 4, 3)},
      {"one-room graph", random_graph(1, 0, 1)},
      {"dodecahedron", dodecahedron()},
  };
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    all.push_back({"random graph " + std::to_string(seed),
                   random_graph(60, 40 * seed, seed)});
  all.push_back({"dense random graph", random_graph(40, 400, 9)});
  return all;
}

}  // namespace

TEST_CASE("the fixtures build the topologies they promise",
          "[maze][fixtures]") {
  CHECK(dodecahedron()->room_count() == 20);
  CHECK(dodecahedron()->edge_slot_count() == 30);
  CHECK(dodecahedron()->max_degree() == 3);
  CHECK(holed(7, 4)->room_count() == 26);
  CHECK(random_graph(60, 40, 1)->max_degree() <= Maze::kMaxNeighbors);
  // The room graph used as is, and the full grid, are connected.
  for (const NamedTopology& shape : shapes()) {
    Maze whole(shape.topology);
    whole.open_all();
    INFO(shape.name);
    CHECK(is_connected(whole));
    CHECK(passages_valid(whole));
  }
}

TEST_CASE("every perfect generator carves a spanning tree of every topology",
          "[maze][generators][property]") {
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  const Generator& generator = *find_generator(name);
  int carved = 0;
  for (const NamedTopology& shape : shapes()) {
    if (!(generator.supports & support_needed(*shape.topology))) continue;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const Maze maze = carve(shape.topology, name, seed);
      INFO(name << " on " << shape.name << ", seed " << seed);
      REQUIRE(passages_valid(maze));
      REQUIRE(maze.passage_count() == shape.topology->room_count() - 1);
      REQUIRE(is_connected(maze));
      ++carved;
    }
  }
  CHECK(carved > 0);
}

TEST_CASE("every perfect generator is deterministic for a seed",
          "[maze][generators][determinism]") {
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  if (!(find_generator(name)->supports & kRectangle)) return;
  const TopologyPtr topology = rectangle(31, 17);
  for (std::uint64_t seed : {1u, 77u, 123456789u}) {
    const Maze first = carve(topology, name, seed);
    const Maze second = carve(topology, name, seed);
    const Maze other = carve(topology, name, seed + 1);
    bool same = true, differs = false;
    for (EdgeId edge = 0; edge < topology->edge_slot_count(); ++edge) {
      same = same && first.is_open(edge) == second.is_open(edge);
      differs = differs || first.is_open(edge) != other.is_open(edge);
    }
    INFO(name << ", seed " << seed);
    CHECK(same);
    // Only generators that draw no random numbers could repeat; none of
    // the perfect ones on a 31x17 grid is that regular.
    CHECK(differs);
  }
}

TEST_CASE("generators end on a mask whose rooms are not all connected",
          "[maze][generators][property]") {
  // The mask loader refuses such masks, but a generator handed one must
  // still stop: it carves (at least) the first room's component as a tree.
  Mask mask{7, 3, std::vector<bool>(21, true)};
  for (std::uint32_t y = 0; y < 3; ++y) mask.rooms[y * 7 + 3] = false;
  const auto split = std::make_shared<const Topology>(Topology::masked(mask));
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  if (!(find_generator(name)->supports & kMasked)) return;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const Maze maze = carve(split, name, seed);
    INFO(name << ", seed " << seed);
    CHECK(passages_valid(maze));
    CHECK(reachable_rooms(maze) == 9);
    CHECK(maze.passage_count() < split->room_count() - 1);
  }
}

// A wrapped side of three rooms with tunnels joins two rooms twice: the
// tunnel from [0,y] to [2,y] and the wrapped passage from [2,y] to [0,y].
// Each room must still join the tree once (simple-prim joined some twice).
TEST_CASE(
    "every perfect generator stays perfect on small wrapped sides "
    "with tunnels",
    "[maze][generators][property]") {
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  const Generator& generator = *find_generator(name);
  const unsigned wrap = GENERATE(0u + kWrapX, 0u + kWrapY, kWrapX | kWrapY);
  const auto [width, height] = GENERATE(table<std::uint32_t, std::uint32_t>(
      {{3, 3}, {3, 4}, {4, 3}, {3, 5}, {5, 3}, {4, 4}, {3, 7}}));
  const TopologyPtr topology =
      tiled(Shape::Square, width, height, wrap, /*weave=*/true);
  if (!can_carve(generator, *topology)) return;
  for (int seed = 1; seed <= wumpus::testing::seed_budget(300); ++seed) {
    const Maze maze = carve(topology, name, seed);
    INFO(name << " on " << width << "x" << height << " wrap " << wrap_name(wrap)
              << " woven, seed " << seed);
    REQUIRE(is_perfect(maze));
  }
}
