#include "maze/generators/neighborhood.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

std::vector<TopologyPtr> topologies() {
  // Widths of 1 and 2 and a wide, flat grid stress the precomputed
  // divisions; masks and levels the hole and level checks.
  return {rectangle(1, 1),       rectangle(1, 7),
          rectangle(7, 1),       rectangle(2, 3, 2),
          rectangle(4099, 3, 2), rectangle(3, 2, 5),
          holed(5, 6),           holed(4, 4, 3),
          dodecahedron(),        random_graph(30, 40, 2)};
}

bool same(const Neighbor& a, const Neighbor& b) {
  return a.room == b.room && a.edge == b.edge;
}

}  // namespace

TEST_CASE("Neighborhood lists what Topology::neighbors lists",
          "[maze][generators][neighborhood]") {
  for (const TopologyPtr& topology : topologies()) {
    const Neighborhood neighborhood(*topology);
    std::vector<bool> odd(topology->cell_count());
    for (RoomId room = 0; room < odd.size(); ++room) odd[room] = room % 2;
    Neighbor expected[Maze::kMaxNeighbors], got[Maze::kMaxNeighbors];
    for (RoomId room = 0; room < topology->cell_count(); ++room) {
      if (!topology->is_room(room)) continue;
      const int n = topology->neighbors(room, expected);
      INFO("room " << room << " of " << topology->cell_count());
      REQUIRE(neighborhood(room, got) == n);
      CHECK(std::equal(got, got + n, expected, same));
      // matching() keeps the neighbours with the wanted flag, in order.
      Neighbor wanted[Maze::kMaxNeighbors];
      const int kept = static_cast<int>(
          std::copy_if(expected, expected + n, wanted,
                       [&](const Neighbor& x) { return odd[x.room]; }) -
          wanted);
      REQUIRE(neighborhood.matching(room, odd, true, got) == kept);
      CHECK(std::equal(got, got + kept, wanted, same));
    }
  }
}

TEST_CASE("a random step goes to a neighbour, and following it returns it",
          "[maze][generators][neighborhood]") {
  Random random(7);
  for (const TopologyPtr& topology : topologies()) {
    if (topology->room_count() < 2) continue;  // no step to take
    const Neighborhood neighborhood(*topology);
    Neighborhood::Position at = neighborhood.locate(topology->first_room());
    Neighbor around[Maze::kMaxNeighbors];
    for (int step = 0; step < 2000; ++step) {
      const RoomId from = at.room;
      const std::uint8_t move = neighborhood.random_step(at, random);
      const Neighbor followed = neighborhood.follow(from, move);
      const int n = topology->neighbors(from, around);
      INFO("step " << step << " from room " << from);
      REQUIRE(followed.room == at.room);
      CHECK(std::any_of(around, around + n,
                        [&](const Neighbor& x) { return same(x, followed); }));
      // The coordinates the walk carries stay those of its room.
      const Neighborhood::Position located = neighborhood.locate(at.room);
      CHECK((located.x == at.x && located.y == at.y && located.z == at.z));
    }
  }
}
