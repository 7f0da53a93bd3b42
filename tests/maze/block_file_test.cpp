// Block grids: the documents' triangle read back as its 36 rooms, carved
// perfect; writing and reading round-trip on rectangles and masks; bad
// input refused with a line that says where and why.
#include "maze/files/block_file.hpp"
#include "block_fixtures.hpp"
#include "maze/render/render.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// The example of issue 23, as the documents draw it.
constexpr const char* kDocumentsTriangle =
    "          @@@\n"
    "          @ @\n"
    "        @@@ @@@\n"
    "        @   # @\n"
    "      @@@ ### @@@\n"
    "      @   #   # @\n"
    "    @@@## # ### @@@\n"
    "    @       #     @\n"
    "  @@@ ######### # @@@\n"
    "  @   #   #   # #   @\n"
    "@@@ # # ### # # ### @@@\n"
    "@   #   #   # # #   # @\n"
    "@@@@@@@@@@@@@@@@@@@@@@@\n";

BlockGrid parsed_grid(const std::string& text) {
  std::string error;
  const auto grid = parse_blocks(text, "test", &error);
  INFO(error);
  REQUIRE(grid);
  return *grid;
}

Mask parsed(const std::string& text) {
  return parsed_grid(text).mask;
}

std::size_t count_rooms(const Mask& mask) {
  return static_cast<std::size_t>(
      std::count(mask.rooms.begin(), mask.rooms.end(), true));
}

}  // namespace

TEST_CASE("the documents' triangle reads back as a perfect maze of 36 rooms",
          "[maze][blocks]") {
  const Mask mask = parsed(kDocumentsTriangle);
  CHECK(mask.width == 11);
  CHECK(mask.height == 6);
  CHECK(count_rooms(mask) == 36);
  const auto topology =
      std::make_shared<const Topology>(Topology::masked(mask));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Maze maze = carve(topology, "backtracker", seed);
    CHECK(is_perfect(maze));
    // Written again, it has the same outline and a new inside.
    CHECK(parsed(blocks_of(maze)).rooms == mask.rooms);
  }
}

TEST_CASE("block grids round-trip on rectangles and masks", "[maze][blocks]") {
  const std::string algorithm = GENERATE("kruskal", "wilson", "backtracker");
  for (const TopologyPtr& topology :
       {rectangle(1, 1), rectangle(9, 4), holed(7, 6), holed(12, 12)}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const Maze maze = carve(topology, algorithm, seed);
      const std::string text = blocks_of(maze);
      const Mask mask = parsed(text);
      INFO(text);
      CHECK(count_rooms(mask) == topology->room_count());
      for (RoomId room = 0; room < topology->cell_count(); ++room)
        CHECK(mask.rooms[room] == topology->is_room(room));
      // Each passage block between two rooms is open as the maze is.
      std::vector<std::string> rows;
      std::istringstream lines(text);
      for (std::string line; std::getline(lines, line);) rows.push_back(line);
      const auto block = [&](std::size_t x, std::size_t y) {
        return x < rows[y].size() ? rows[y][x] : ' ';
      };
      std::size_t open = 0;
      for (RoomId room = 0; room < topology->cell_count(); ++room) {
        if (!topology->is_room(room)) continue;
        const std::size_t x = topology->x_of(room), y = topology->y_of(room);
        for (Direction d : {Direction::East, Direction::South}) {
          if (topology->step(room, d) == kNoRoom) continue;
          const char c = d == Direction::East ? block(2 * x + 2, 2 * y + 1)
                                              : block(2 * x + 1, 2 * y + 2);
          CHECK((c == ' ') == maze.is_open(room, d));
          open += c == ' ';
        }
      }
      CHECK(open == topology->room_count() - 1);
    }
  }
}

TEST_CASE("block grids say where and why they are refused", "[maze][blocks]") {
  CHECK_THAT(block_grid_error("@@@\n@x@\n@@@\n"),
             Catch::Contains("test:2:") && Catch::Contains("column 2"));
  CHECK_THAT(block_grid_error(""), Catch::Contains("no rooms"));
  CHECK_THAT(block_grid_error("@@@@@\n@@@@@\n@@@@@\n"),
             Catch::Contains("no rooms"));
  // Two rooms an @ parts: nothing may join them.
  CHECK_THAT(block_grid_error("@@@@@\n@ @ @\n@@@@@\n"),
             Catch::Contains("test:2:") && Catch::Contains("walled off"));
  CHECK_THAT(block_grid_error("@@@@@@@\n@ @@@ @\n@@@@@@@\n"),
             Catch::Contains("walled off"));
  CHECK_THAT(block_grid_error(std::string(kMaxBlockLine + 1, '@') + "\n"),
             Catch::Contains("at most"));
  // Windows line ends read as Unix ones.
  CHECK(count_rooms(parsed("@@@\r\n@ @\r\n@@@\r\n")) == 1);
}

TEST_CASE("block files are read bounded", "[maze][blocks]") {
  std::string error;
  CHECK_FALSE(read_block_file("/dev/zero", &error));
  CHECK_THAT(error, Catch::Contains("/dev/zero"));
  CHECK_FALSE(read_block_file("/nonexistent/blocks", &error));
  const std::string shipped =
      std::string(WUMPUS_SOURCE_DIR) + "/data/blocks/triangle";
  const auto grid = read_block_file(shipped, &error);
  INFO(error);
  REQUIRE(grid);
  CHECK(count_rooms(grid->mask) == 36);
}
