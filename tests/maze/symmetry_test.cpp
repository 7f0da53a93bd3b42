// Symmetric mazes are perfect and symmetric for every symmetry, every
// parity of the sides and every perfect algorithm that carves masks; the
// combinations that cannot be perfect are refused with the reason.
#include "maze/symmetry.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

RoomId image(const Topology& t, Symmetry symmetry, RoomId room, int which) {
  const std::uint32_t x = t.x_of(room), y = t.y_of(room);
  const std::uint32_t mx = t.width() - 1 - x, my = t.height() - 1 - y;
  switch (symmetry) {
    case Symmetry::X:
      return t.cell(mx, y);
    case Symmetry::Y:
      return t.cell(x, my);
    case Symmetry::Radial:
      return t.cell(mx, my);
    case Symmetry::XY:
      return which == 0 ? t.cell(mx, y) : t.cell(x, my);
  }
  return room;
}

bool symmetric(const Maze& maze, Symmetry symmetry) {
  const Topology& t = maze.topology();
  for (EdgeId e = 0; e < t.edge_slot_count(); ++e) {
    if (!maze.is_open(e)) continue;
    const auto [a, b] = t.edge_rooms(e);
    for (int which = 0; which < (symmetry == Symmetry::XY ? 2 : 1); ++which) {
      const RoomId ia = image(t, symmetry, a, which);
      const RoomId ib = image(t, symmetry, b, which);
      const auto d = t.direction_between(ia, ib);
      if (!d || !maze.is_open(t.grid_edge(ia, *d))) return false;
    }
  }
  return true;
}

std::vector<std::string> mask_carvers() {
  std::vector<std::string> names;
  for (const Generator& g : generators())
    if (g.perfect && (g.supports & kMasked)) names.emplace_back(g.name);
  return names;
}

}  // namespace

TEST_CASE("symmetric mazes are perfect and symmetric",
          "[maze][symmetry][property]") {
  const std::string name = GENERATE(from_range(mask_carvers()));
  const Generator& generator = *find_generator(name);
  for (Symmetry symmetry :
       {Symmetry::X, Symmetry::Y, Symmetry::XY, Symmetry::Radial}) {
    for (auto [w, h] : {std::pair{1u, 1u},
                        {1u, 6u},
                        {6u, 1u},
                        {2u, 3u},
                        {7u, 7u},
                        {8u, 5u},
                        {5u, 8u},
                        {10u, 6u},
                        {9u, 11u}}) {
      const TopologyPtr t = rectangle(w, h);
      if (!symmetry_refusal(symmetry, *t, generator).empty()) continue;
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Maze maze(t);
        Random random(seed);
        carve_symmetric(maze, generator, symmetry, random, {});
        INFO(name << " " << static_cast<int>(symmetry) << " on " << w << "x"
                  << h << ", seed " << seed);
        CHECK(is_perfect(maze));
        CHECK(symmetric(maze, symmetry));
      }
    }
  }
}

TEST_CASE("symmetries that cannot be perfect are refused with the reason",
          "[maze][symmetry]") {
  const Generator& kruskal = *find_generator("kruskal");
  CHECK_THAT(std::string(
                 symmetry_refusal(Symmetry::Radial, *rectangle(6, 4), kruskal)),
             Catch::Contains("even by even"));
  CHECK_THAT(
      std::string(symmetry_refusal(Symmetry::XY, *rectangle(4, 4), kruskal)),
      Catch::Contains("half turn"));
  CHECK(symmetry_refusal(Symmetry::X, *rectangle(4, 4), kruskal).empty());
  CHECK_FALSE(symmetry_refusal(Symmetry::X, *holed(5, 5), kruskal).empty());
  CHECK_FALSE(
      symmetry_refusal(Symmetry::X, *rectangle(5, 5), *find_generator("eller"))
          .empty());
  CHECK_FALSE(symmetry_refusal(Symmetry::X, *rectangle(5, 5),
                               *find_generator("knock-walls"))
                  .empty());
}
