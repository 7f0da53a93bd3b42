#include "maze/files/room_graph_file.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus::maze;

namespace {

std::optional<RoomGraph> parse(const std::string& text, std::string* error) {
  return parse_room_graph(text, "g", error);
}

std::string map_path(const std::string& name) {
  return std::string(WUMPUS_SOURCE_DIR) + "/data/maps/" + name;
}

}  // namespace

TEST_CASE("room graph files list rooms, passages and names",
          "[maze][graph-file]") {
  std::string error;
  const auto graph = parse(
      "# a triangle with a tail\nrooms 4  # four\n0 1\n1 2\n2 0\n"
      "name 3 the  tail \n2 3\n",
      &error);
  INFO(error);
  REQUIRE(graph);
  CHECK(graph->room_count == 4);
  CHECK(graph->edges ==
        std::vector<std::pair<RoomId, RoomId>>{{0, 1}, {1, 2}, {2, 0}, {2, 3}});
  CHECK(graph->names == std::vector<std::string>{"0", "1", "2", "the  tail"});
}

TEST_CASE("room graph files without names leave names empty",
          "[maze][graph-file]") {
  std::string error;
  const auto graph = parse("rooms 1\n", &error);
  REQUIRE(graph);
  CHECK(graph->room_count == 1);
  CHECK(graph->edges.empty());
  CHECK(graph->names.empty());
}

TEST_CASE("room graph files refuse bad graphs with file:line messages",
          "[maze][graph-file]") {
  std::string error;
  const auto refuses = [&](const std::string& text, const std::string& start) {
    INFO(text);
    CHECK_FALSE(parse(text, &error));
    CHECK(error.substr(0, start.size()) == start);
  };
  refuses("0 1\n", "g:1: the file must start with `rooms N`");
  refuses("", "g: no `rooms N` line");
  refuses("rooms 0\n", "g:1: expected `rooms N` with N from 1 to");
  refuses("rooms x\n", "g:1: expected `rooms N`");
  refuses("rooms 2\nrooms 2\n", "g:2: `rooms` given twice");
  refuses("rooms 2\n0 2\n", "g:2: room 2 is out of range (rooms are 0 to 1)");
  refuses("rooms 2\n1 1\n", "g:2: room 1 is joined to itself");
  refuses("rooms 2\n0 1\n1 0\n", "g:3: the passage 1 0 is listed twice");
  refuses("rooms 2\n0 1 2\n", "g:2: expected `A B`");
  refuses("rooms 2\n0 -1\n", "g:2: expected `A B`");
  refuses("rooms 2\nname 0\n", "g:2: expected `name A text`");
  refuses("rooms 2\nname 0 a\nname 0 b\n", "g:3: room 0 is named twice");
  refuses("rooms 3\n0 1\n", "g: room 2 cannot be reached from room 0");
  std::string star = "rooms 18\n";
  for (int i = 1; i < 18; ++i) star += "0 " + std::to_string(i) + "\n";
  refuses(star, "g:18: room 0 has more than 16 passages");
  refuses("rooms 2\n# " + std::string(kMaxGraphLine, '-') + "\n",
          "g:2: the line is longer than 4096 characters");
  refuses("rooms 2\nname 1 \x1b[31mred\n0 1\n",
          "g:2: the name of room 1 has a control character");
  CHECK_FALSE(read_room_graph_file("/nonexistent/map", &error));
  CHECK(error ==
        "/nonexistent/map: cannot open the room graph file (No such file or "
        "directory)");
}

TEST_CASE("the dodecahedron is the original 20-room cave",
          "[maze][graph-file]") {
  std::string error;
  const auto graph = read_room_graph_file(map_path("dodecahedron"), &error);
  INFO(error);
  REQUIRE(graph);
  CHECK(graph->room_count == 20);
  CHECK(graph->edges.size() == 30);
  std::vector<int> degree(20, 0);
  for (auto [a, b] : graph->edges) {
    ++degree[a];
    ++degree[b];
  }
  CHECK(degree == std::vector<int>(20, 3));
}

TEST_CASE("the castle map loads with its names", "[maze][graph-file]") {
  std::string error;
  const auto graph = read_room_graph_file(map_path("castle"), &error);
  INFO(error);
  REQUIRE(graph);
  CHECK(graph->room_count == 10);
  CHECK(graph->edges.size() == 13);
  CHECK(graph->names.at(3) == "great hall");
}
