// Where a block grid's outline lets the outside in: the one-block gap in
// an @ line (or a # border) nearest the rooms the outside reached, named by
// line and column; an outline that closes, or a # border at the grid's
// edge, keeps everything inside.
#include "block_fixtures.hpp"
#include "maze/files/block_file.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

TEST_CASE("a gap in the outline is named by its line and column",
          "[maze][blocks]") {
  // A gap in the bottom line: the outside reaches the rooms by it.
  CHECK_THAT(block_grid_error("@@@@@@@\n"
                              "@   # @\n"
                              "@ ### @\n"
                              "@     @\n"
                              "@@@ @@@\n"),
             Catch::Contains("test:5:") && Catch::Contains("open at column 4"));
  // A side too short: the gap where it should meet the corner.
  CHECK_THAT(block_grid_error("@@@@@@@\n"
                              "@ #   @\n"
                              "@ # # \n"
                              "@   # @\n"
                              "@@@@@@@\n"),
             Catch::Contains("test:3:") && Catch::Contains("open at column 7"));
  // Nothing inside at all: the gap is still named.
  CHECK_THAT(block_grid_error("@@@\n@ @\n@ @\n"),
             Catch::Contains("test:3:") && Catch::Contains("open at column 2"));
}

TEST_CASE("a # border at the grid's edge is an outline too", "[maze][blocks]") {
  std::string error;
  const auto grid = parse_blocks("#####\n#   #\n#####\n", "test", &error);
  INFO(error);
  REQUIRE(grid);
  CHECK(grid->mask.width == 2);
  CHECK(grid->mask.rooms == std::vector<bool>{true, true});
}

TEST_CASE("a grid shifted off the room blocks is refused where it shows",
          "[maze][blocks]") {
  // printf ' @@@@@@@\n @ # # @\n @@@@@@@\n': one column off, the # blocks
  // fall where rooms go.
  CHECK_THAT(block_grid_error(" @@@@@@@\n @ # # @\n @@@@@@@\n"),
             Catch::Contains("test:2:") && Catch::Contains("column 4") &&
                 Catch::Contains("shifted"));
}
