// The shapes' neighbour rules exactly as docs/mazes.md states them, checked
// room by room against Topology, and every perfect generator that lists a
// shape carving spanning trees of it over many seeds, reproducibly.
#include "maze/generator.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

using Cell = std::pair<int, int>;  // [x,y], or [ring,index] on polar

// docs/mazes.md's rules, written independently of topology_tiled.cpp.
std::set<Cell> rule_neighbours(Shape shape, int w, int h, unsigned wrap,
                               bool weave, Cell cell) {
  const auto [x, y] = cell;
  std::vector<Cell> candidates;
  const auto add = [&](int nx, int ny) { candidates.emplace_back(nx, ny); };
  switch (shape) {
    case Shape::Square:
      add(x + 1, y), add(x - 1, y), add(x, y + 1), add(x, y - 1);
      if ((wrap & kWrapX) && x == 0) add(w - 1, y);
      if ((wrap & kWrapX) && x == w - 1) add(0, y);
      if ((wrap & kWrapY) && y == 0) add(x, h - 1);
      if ((wrap & kWrapY) && y == h - 1) add(x, 0);
      // Two apart in a line, when the room between has both neighbours on
      // the other axis.
      if (weave && y > 0 && y < h - 1) add(x + 2, y), add(x - 2, y);
      if (weave && x > 0 && x < w - 1) add(x, y + 2), add(x, y - 2);
      break;
    case Shape::Hex:
      add(x + 1, y), add(x - 1, y);
      for (int dy : {-1, 1}) {
        if (y % 2 == 0)
          add(x - 1, y + dy), add(x, y + dy);
        else
          add(x, y + dy), add(x + 1, y + dy);
      }
      break;
    case Shape::Triangle:
      add(x + 1, y), add(x - 1, y);
      if ((x + y) % 2 == 0)
        add(x, y + 1);
      else
        add(x, y - 1);
      break;
    case Shape::Upsilon:
    case Shape::Zeta:
      add(x + 1, y), add(x - 1, y), add(x, y + 1), add(x, y - 1);
      if (shape == Shape::Zeta || (x + y) % 2 == 0)
        for (int dx : {-1, 1})
          for (int dy : {-1, 1}) add(x + dx, y + dy);
      break;
    case Shape::Polar:
      break;
  }
  std::set<Cell> inside;
  for (auto [nx, ny] : candidates)
    if (nx >= 0 && nx < w && ny >= 0 && ny < h) inside.emplace(nx, ny);
  return inside;
}

// Polar: along the ring modulo its count; rooms i of ring r (a rooms) and
// j of ring r+1 (b rooms) when i·b < (j+1)·a and j·a < (i+1)·b.
std::set<Cell> polar_neighbours(const std::vector<std::uint32_t>& rings,
                                Cell cell) {
  const auto [r, i] = cell;
  std::set<Cell> out;
  const long count = rings[r];
  if (r > 0) {
    out.emplace(r, (i + 1) % count);
    out.emplace(r, (i + count - 1) % count);
  }
  for (int other : {r - 1, r + 1}) {
    if (other < 0 || other >= static_cast<int>(rings.size())) continue;
    const bool inner_is_me = other == r + 1;
    const long a = inner_is_me ? count : rings[other];
    const long b = inner_is_me ? rings[other] : count;
    for (long k = 0; k < static_cast<long>(rings[other]); ++k) {
      const long inner = inner_is_me ? i : k, outer = inner_is_me ? k : i;
      if (inner * b < (outer + 1) * a && outer * a < (inner + 1) * b)
        out.emplace(other, static_cast<int>(k));
    }
  }
  return out;
}

Cell cell_of(const Topology& t, RoomId room) {
  if (t.shape() == Shape::Polar)
    return {static_cast<int>(t.ring_of(room)),
            static_cast<int>(t.index_in_ring(room))};
  return {static_cast<int>(t.x_of(room)), static_cast<int>(t.y_of(room))};
}

std::vector<NamedTopology> shaped_cases() {
  std::vector<NamedTopology> all;
  for (Shape shape : {Shape::Hex, Shape::Triangle, Shape::Upsilon, Shape::Zeta})
    for (auto [w, h] : {std::pair{1u, 1u},
                        {1u, 6u},
                        {7u, 1u},
                        {2u, 2u},
                        {2u, 7u},
                        {5u, 4u},
                        {9u, 8u}}) {
      if (shape == Shape::Triangle && w == 1 && h > 1) continue;
      all.push_back({std::string(shape_name(shape)) + " " + std::to_string(w) +
                         "x" + std::to_string(h),
                     tiled(shape, w, h)});
    }
  for (auto [first, rings] :
       {std::pair{6u, 1u}, {3u, 2u}, {6u, 5u}, {16u, 3u}, {5u, 9u}})
    all.push_back(
        {"polar " + std::to_string(first) + "/" + std::to_string(rings),
         tiled(Shape::Polar, first, rings)});
  for (unsigned wrap : {0u + kWrapX, 0u + kWrapY, kWrapX | kWrapY})
    all.push_back({"wrap " + std::string(wrap_name(wrap)) + " 5x4",
                   tiled(Shape::Square, 5, 4, wrap)});
  all.push_back({"wrap xy 3x3", tiled(Shape::Square, 3, 3, kWrapX | kWrapY)});
  all.push_back({"weave 6x5", tiled(Shape::Square, 6, 5, kWrapNone, true)});
  all.push_back({"weave 9x9", tiled(Shape::Square, 9, 9, kWrapNone, true)});
  all.push_back({"weave 2x7", tiled(Shape::Square, 2, 7, kWrapNone, true)});
  return all;
}

}  // namespace

TEST_CASE("every shape's neighbours are exactly docs/mazes.md's rules",
          "[maze][shapes]") {
  for (const NamedTopology& c : shaped_cases()) {
    const Topology& t = *c.topology;
    INFO(c.name);
    std::vector<std::uint32_t> rings;
    for (std::uint32_t r = 0; r < t.ring_count(); ++r)
      rings.push_back(t.ring_size(r));
    for (std::uint32_t r = 1; r < rings.size(); ++r) CHECK(rings[r] >= 3);
    std::set<EdgeId> edges_seen;
    for (RoomId room = 0; room < t.cell_count(); ++room) {
      const Cell cell = cell_of(t, room);
      const std::set<Cell> expected =
          t.shape() == Shape::Polar
              ? polar_neighbours(rings, cell)
              : rule_neighbours(t.shape(), static_cast<int>(t.width()),
                                static_cast<int>(t.height()), t.wrap(),
                                t.weave(), cell);
      Neighbor around[Maze::kMaxNeighbors];
      const int n = t.neighbors(room, around);
      REQUIRE(n <= t.max_degree());
      std::set<Cell> found;
      for (int i = 0; i < n; ++i) {
        found.insert(cell_of(t, around[i].room));
        // The edge joins exactly these two rooms, and exists.
        REQUIRE(t.edge_exists(around[i].edge));
        const auto [a, b] = t.edge_rooms(around[i].edge);
        CHECK(std::set<RoomId>{a, b} == std::set<RoomId>{room, around[i].room});
        edges_seen.insert(around[i].edge);
      }
      INFO("room " << cell.first << "," << cell.second);
      CHECK(static_cast<std::size_t>(n) == found.size());
      CHECK(found == expected);
    }
    // Every existing edge slot is some room's neighbour.
    std::size_t existing = 0;
    for (EdgeId e = 0; e < t.edge_slot_count(); ++e)
      existing += t.edge_exists(e);
    CHECK(existing == edges_seen.size());
  }
}

TEST_CASE("polar rings split so rooms stay roughly square", "[maze][shapes]") {
  const TopologyPtr t = tiled(Shape::Polar, 6, 8);
  REQUIRE(t->ring_count() == 8);
  CHECK(t->ring_size(0) == 1);
  CHECK(t->ring_size(1) == 6);
  for (std::uint32_t r = 2; r < 8; ++r) {
    CHECK(t->ring_size(r) % t->ring_size(r - 1) == 0);
    const double width = 2 * 3.14159 * r / t->ring_size(r);
    CHECK(width > 0.5);
    CHECK(width < 2.0);
  }
}

TEST_CASE("shapes that cannot be built are refused with the reason",
          "[maze][shapes]") {
  CHECK_THROWS_WITH(tiled(Shape::Square, 2, 5, kWrapX),
                    Catch::Contains("at least 3 rooms"));
  CHECK_THROWS_WITH(tiled(Shape::Square, 5, 2, kWrapY),
                    Catch::Contains("at least 3 rooms"));
  CHECK_THROWS_WITH(tiled(Shape::Polar, 2, 4), Catch::Contains("3 to 16"));
  CHECK_THROWS_WITH(tiled(Shape::Polar, 17, 4), Catch::Contains("3 to 16"));
  CHECK_THROWS_WITH(tiled(Shape::Triangle, 1, 3),
                    Catch::Contains("2 rooms across"));
  CHECK_THROWS_WITH(tiled(Shape::Hex, 4, 4, kWrapX),
                    Catch::Contains("square rooms"));
}

TEST_CASE("every perfect generator listing a shape carves its spanning trees",
          "[maze][shapes][generators][property]") {
  const std::string name = GENERATE(from_range(perfect_generator_names()));
  const Generator& generator = *find_generator(name);
  const std::uint64_t seed = GENERATE(range(1, 16));
  for (const NamedTopology& c : shaped_cases()) {
    if (!can_carve(generator, *c.topology)) continue;
    const Maze maze = carve(c.topology, name, seed);
    INFO(name << " on " << c.name << ", seed " << seed);
    REQUIRE(is_perfect(maze));
    const Topology& t = *c.topology;
    for (EdgeId e = 0; e < t.edge_slot_count(); ++e) {
      if (!maze.is_open(e)) continue;
      if (t.shape() == Shape::Zeta && e % 4 == 2 && e / 4 + 1 < t.cell_count())
        CHECK_FALSE(maze.is_open((e / 4 + 1) * 4 + 3));  // no crossing
      if (t.weave() && e % 4 >= 2) {
        // The room a tunnel runs under joins its two other neighbours only.
        const RoomId middle = e / 4 + (e % 4 == 2 ? 1 : t.width());
        Neighbor open[Maze::kMaxNeighbors];
        const int n = maze.open_neighbors(middle, open);
        REQUIRE(n == 2);
        const auto [a, b] = t.edge_rooms(e);
        for (int i = 0; i < n; ++i) {
          CHECK(open[i].room != a);
          CHECK(open[i].room != b);
          CHECK(open[i].edge % 4 < 2);
        }
      }
    }
    // Byte-reproducible per seed.
    CHECK(passage_bits_equal(maze, carve(c.topology, name, seed)));
  }
}

TEST_CASE("generic generators list every shape, row-based ones refuse",
          "[maze][shapes][generators]") {
  for (const char* name :
       {"backtracker", "growing-tree", "kruskal", "prim", "simple-prim",
        "aldous-broder", "wilson", "hunt-and-kill"})
    CHECK((find_generator(name)->supports & kAnyShape) == kAnyShape);
  for (const char* name :
       {"eller", "sidewinder", "binary-tree", "recursive-division"}) {
    const Generator& g = *find_generator(name);
    CHECK_FALSE(can_carve(g, *tiled(Shape::Hex, 4, 4)));
    CHECK_FALSE(g.limits.empty());
  }
}

TEST_CASE("weaving makes some passages run under rooms",
          "[maze][shapes][weave]") {
  const TopologyPtr t = tiled(Shape::Square, 20, 20, kWrapNone, true);
  int tunnels = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const Maze maze = carve(t, "backtracker", seed);
    for (EdgeId e = 0; e < t->edge_slot_count(); ++e)
      tunnels += maze.is_open(e) && e % 4 >= 2;
  }
  CHECK(tunnels > 0);
}
