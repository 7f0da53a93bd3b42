#include "maze/render/render.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <regex>
#include <utility>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

std::size_t count_of(const std::string& text, const std::string& word) {
  std::size_t count = 0;
  for (auto at = text.find(word); at != std::string::npos;
       at = text.find(word, at + 1))
    ++count;
  return count;
}

// Every element opens and closes: each line is a declaration, a
// self-closing element, a <text> with its content, or an open or close of
// <svg> or <g>, and the opens match the closes.
void check_well_formed(const std::string& svg) {
  const std::vector<std::string> lines = lines_of(svg);
  REQUIRE(lines.size() >= 3);
  CHECK(lines.front() == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
  CHECK(lines.back() == "</svg>");
  const std::regex element(
      R"(<[a-z]+( [a-zA-Z0-9:-]+="[^"<>]*")*/>|<text( [a-zA-Z0-9:-]+="[^"<>]*")*>[^<>]*</text>|<(svg|g)( [a-zA-Z0-9:-]+="[^"<>]*")*>|</(svg|g)>)");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    INFO(lines[i]);
    CHECK(std::regex_match(lines[i], element));
  }
  CHECK(count_of(svg, "<g ") == count_of(svg, "</g>"));
  CHECK(count_of(svg, "<svg ") == 1);
}

}  // namespace

TEST_CASE("svg draws one line per wall of a grid", "[maze][render][svg]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const auto [w, h, levels] = GENERATE(
      std::tuple{1u, 1u, 1u}, std::tuple{8u, 5u, 1u}, std::tuple{4u, 3u, 3u});
  const auto topology = rectangle(w, h, levels);
  const Maze maze = carve(topology, "backtracker", seed);
  const std::string svg = rendered(maze, Format::Svg);
  check_well_formed(svg);
  // Every cell side is a wall except open passages within a level and the
  // entrance and exit openings.
  std::uint64_t level_passages = 0;
  for (EdgeId e = 0; e < topology->edge_slot_count(); ++e)
    if (maze.is_open(e) && e % Topology::kGridSlots != 2) ++level_passages;
  const std::uint64_t sides = levels * (w * (h + 1) + h * (w + 1));
  CHECK(count_of(svg, "<line ") == sides - level_passages - 2);
  CHECK(count_of(svg, "<polyline") == 0);
  if (levels > 1) CHECK(count_of(svg, ">level ") == levels);
}

TEST_CASE("svg draws the solution as red polylines, one per level stretch",
          "[maze][render][svg]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const auto topology =
      GENERATE(rectangle(7, 6), rectangle(3, 3, 3), holed(6, 6));
  const Maze maze = carve(topology, "backtracker", seed);
  const std::vector<RoomId> path = solve(maze);
  const std::string svg = rendered(maze, Format::Svg, &path);
  check_well_formed(svg);
  std::size_t stretches = 1;
  for (std::size_t i = 1; i < path.size(); ++i)
    if (topology->z_of(path[i]) != topology->z_of(path[i - 1])) ++stretches;
  CHECK(count_of(svg, "<polyline") == stretches);
  CHECK(count_of(svg, "stroke=\"red\"") == 1);
  // Points are separated by spaces: one more point than spaces per line.
  std::size_t points = 0;
  for (const std::string& line : lines_of(svg))
    if (line.rfind("<polyline", 0) == 0)
      points += count_of(line.substr(line.find("points=")), " ") + 1;
  CHECK(points == path.size());
}

TEST_CASE("svg draws a room graph as nodes joined by its passages",
          "[maze][render][svg]") {
  Maze maze = carve(dodecahedron(), "backtracker", 4);
  const std::vector<RoomId> path = solve(maze);
  const std::string svg = rendered(maze, Format::Svg, &path);
  check_well_formed(svg);
  CHECK(count_of(svg, "<line ") == 19);
  CHECK(count_of(svg, "<circle ") == 20);
  CHECK(count_of(svg, "<polyline") == 1);
  CHECK(count_of(svg, "fill=\"green\"") == 1);  // the entrance
}

TEST_CASE("svg escapes room names", "[maze][render][svg]") {
  RoomGraph graph;
  graph.room_count = 2;
  graph.edges = {{0, 1}};
  graph.names = {"<gate>", "a & b"};
  Maze maze(std::make_shared<const Topology>(Topology::graph(graph)));
  maze.open_all();
  const std::string svg = rendered(maze, Format::Svg);
  check_well_formed(svg);
  CHECK(svg.find("&lt;gate&gt;") != std::string::npos);
  CHECK(svg.find("a &amp; b") != std::string::npos);
}

TEST_CASE("svg marks the entrance and exit with or without a solution",
          "[maze][render][svg]") {
  Maze maze = carve(rectangle(5, 4), "backtracker", 2);
  maze.entrance = 5;  // on the west side
  maze.exit = 14;     // on the east side
  const std::string svg = rendered(maze, Format::Svg);
  check_well_formed(svg);
  CHECK(count_of(svg, "<circle ") == 2);
  CHECK(count_of(svg, "fill=\"green\"") == 1);
  CHECK(count_of(svg, "fill=\"blue\"") == 1);
}

TEST_CASE("svg breaks a wrapped solution at the seams it crosses",
          "[maze][render][svg]") {
  const unsigned wrap = GENERATE(0u + kWrapX, 0u + kWrapY, kWrapX | kWrapY);
  const auto topology = tiled(Shape::Square, 8, 6, wrap);
  const std::regex pair(R"((\d+),(\d+))");
  std::size_t seams_crossed = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Maze maze = carve(topology, "backtracker", seed);
    const std::vector<RoomId> path = solve(maze);
    const std::string svg = rendered(maze, Format::Svg, &path);
    check_well_formed(svg);
    // Along each polyline no step is longer than one room (16 pixels).
    for (const std::string& line : lines_of(svg)) {
      if (line.rfind("<polyline", 0) != 0) continue;
      std::vector<std::pair<int, int>> points;
      for (std::sregex_iterator it(line.begin(), line.end(), pair), end;
           it != end; ++it)
        points.emplace_back(std::stoi((*it)[1]), std::stoi((*it)[2]));
      for (std::size_t i = 1; i < points.size(); ++i) {
        INFO(line);
        CHECK(std::abs(points[i].first - points[i - 1].first) +
                  std::abs(points[i].second - points[i - 1].second) <=
              16);
      }
    }
    seams_crossed += count_of(svg, "<polyline") - 1;
  }
  CHECK(seams_crossed > 0);
}
