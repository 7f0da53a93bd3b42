#include "maze/render/render.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <set>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;
using nlohmann::json;

namespace {

// A room as the JSON format writes it.
json coordinates(const Topology& t, RoomId room) {
  if (!t.is_grid()) return room;
  if (t.levels() > 1) return {t.x_of(room), t.y_of(room), t.z_of(room)};
  return {t.x_of(room), t.y_of(room)};
}

// The room a JSON coordinate names.
RoomId room_at(const Topology& t, const json& value) {
  if (!t.is_grid()) return value.get<RoomId>();
  const std::uint32_t z = value.size() == 3 ? value[2].get<std::uint32_t>() : 0;
  return t.cell(value[0], value[1], z);
}

}  // namespace

TEST_CASE("json writes the documented fields of a known maze",
          "[maze][render][json]") {
  const Maze maze = hand_carved();
  const json doc =
      json::parse(rendered(maze, Format::Json, &kHandCarvedSolution));
  CHECK(doc["version"] == kJsonFormatVersion);
  CHECK(doc["topology"] == "rectangle");
  CHECK(doc["width"] == 3);
  CHECK(doc["height"] == 2);
  CHECK_FALSE(doc.contains("levels"));
  CHECK(doc["algorithm"] == "by hand");
  CHECK(doc["seed"] == 7);
  CHECK(doc["cells"] == json::parse("[[0,0],[1,0],[2,0],[0,1],[1,1],[2,1]]"));
  CHECK(doc["passages"] ==
        json::parse("[[0,0,1,0],[0,0,0,1],[1,0,2,0],[2,0,2,1],[1,1,2,1]]"));
  CHECK(doc["entrance"] == json::parse("[0,0]"));
  CHECK(doc["exit"] == json::parse("[2,1]"));
  CHECK(doc["solution"] == json::parse("[[0,0],[1,0],[2,0],[2,1]]"));
  CHECK_FALSE(json::parse(rendered(maze, Format::Json)).contains("solution"));
}

TEST_CASE("json lists every room and round-trips the passages exactly",
          "[maze][render][json]") {
  const std::uint64_t seed = GENERATE(range(1, 9));
  const auto topology = GENERATE(
      rectangle(1, 1), rectangle(9, 4), rectangle(3, 4, 3), holed(6, 5),
      holed(4, 4, 2), dodecahedron(), random_graph(30, 20, 5));
  const Maze maze = carve(topology, "backtracker", seed);
  const std::vector<RoomId> path = solve(maze);
  const json doc = json::parse(rendered(maze, Format::Json, &path));
  std::set<RoomId> cells;
  for (const json& cell : doc["cells"]) {
    const RoomId room = room_at(*topology, cell);
    CHECK(topology->is_room(room));
    CHECK(cell == coordinates(*topology, room));
    cells.insert(room);
  }
  CHECK(cells.size() == topology->room_count());
  CHECK(doc["cells"].size() == topology->room_count());
  Maze copy(topology);
  for (const json& passage : doc["passages"]) {
    const std::size_t half = passage.size() / 2;
    const json a(passage.begin(), passage.begin() + half);
    const json b(passage.begin() + half, passage.end());
    const RoomId ra = half == 1 ? a[0].get<RoomId>() : room_at(*topology, a);
    const RoomId rb = half == 1 ? b[0].get<RoomId>() : room_at(*topology, b);
    Neighbor around[Maze::kMaxNeighbors];
    const int n = topology->neighbors(ra, around);
    const auto found = std::find_if(around, around + n,
                                    [&](Neighbor x) { return x.room == rb; });
    REQUIRE(found != around + n);
    copy.open(found->edge);
  }
  CHECK(copy.passage_count() == maze.passage_count());
  for (EdgeId edge = 0; edge < topology->edge_slot_count(); ++edge)
    CHECK(copy.is_open(edge) == maze.is_open(edge));
  CHECK(room_at(*topology, doc["entrance"]) == maze.entrance);
  CHECK(room_at(*topology, doc["exit"]) == maze.exit);
  REQUIRE(doc["solution"].size() == path.size());
  for (std::size_t i = 0; i < path.size(); ++i)
    CHECK(room_at(*topology, doc["solution"][i]) == path[i]);
  if (topology->levels() > 1) CHECK(doc["levels"] == topology->levels());
  if (!topology->is_grid()) CHECK(doc["rooms"] == topology->room_count());
}

TEST_CASE("json names the rooms of a named graph and escapes text",
          "[maze][render][json]") {
  RoomGraph graph;
  graph.room_count = 2;
  graph.edges = {{0, 1}};
  graph.names = {"the \"gate\"", "hall\\"};
  Maze maze(std::make_shared<const Topology>(Topology::graph(graph)));
  maze.open_all();
  maze.algorithm = "open";
  const json doc = json::parse(rendered(maze, Format::Json));
  CHECK(doc["topology"] == "graph");
  CHECK(doc["names"] == json{"the \"gate\"", "hall\\"});
  CHECK(doc["cells"] == json{0, 1});
  CHECK(doc["passages"] == json::parse("[[0,1]]"));
  CHECK(doc["entrance"] == 0);
  CHECK(doc["exit"] == 1);
}

TEST_CASE("json of the same seed is identical", "[maze][render][json]") {
  const auto topology = GENERATE(rectangle(12, 7), holed(5, 6, 2));
  const std::uint64_t seed = GENERATE(3, 99);
  CHECK(rendered(carve(topology, "backtracker", seed), Format::Json) ==
        rendered(carve(topology, "backtracker", seed), Format::Json));
}
