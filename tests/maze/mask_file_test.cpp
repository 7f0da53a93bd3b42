#include "maze/files/mask_file.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace wumpus::maze;

namespace {

std::optional<Mask> parse_mask_text(const std::string& text,
                                    std::string* error) {
  return parse_mask(text, "m", error);
}

std::string mask_path(const std::string& name) {
  return std::string(WUMPUS_SOURCE_DIR) + "/data/masks/" + name;
}

}  // namespace

TEST_CASE("mask files mark rooms with X # * and holes with . or space",
          "[maze][mask]") {
  std::string error;
  const auto mask = parse_mask_text("; a comment\nX#*\n. X\n  *\n", &error);
  REQUIRE(mask);
  CHECK(mask->width == 3);
  CHECK(mask->height == 3);
  CHECK(mask->rooms == std::vector<bool>{true, true, true,    //
                                         false, false, true,  //
                                         false, false, true});
}

TEST_CASE("mask files pad ragged lines and drop trailing blank lines",
          "[maze][mask]") {
  std::string error;
  const auto mask = parse_mask_text("XXX\r\n; comment\nX.X\nX\n\n\n", &error);
  REQUIRE(mask);
  CHECK(mask->width == 3);
  CHECK(mask->height == 3);
  CHECK(mask->rooms == std::vector<bool>{true, true, true, true, false, true,
                                         true, false, false});
}

TEST_CASE("mask files refuse bad input with file:line messages",
          "[maze][mask]") {
  std::string error;
  SECTION("a bad character") {
    CHECK_FALSE(parse_mask_text("XX\nXq\n", &error));
    CHECK(error ==
          "m:2: bad character 'q' in column 2 (rooms are X, # or *; "
          "holes are . or space)");
  }
  SECTION("no rooms") {
    CHECK_FALSE(parse_mask_text("; only\n...\n\n", &error));
    CHECK(error.find("m: the mask has no rooms") == 0);
  }
  SECTION("an empty file") {
    CHECK_FALSE(parse_mask_text("", &error));
    CHECK(error.find("no rooms") != std::string::npos);
  }
  SECTION("rooms that touch only at a corner are not connected") {
    CHECK_FALSE(parse_mask_text("X.\n.X\n", &error));
    CHECK(error.find("m:2: the room in column 2 is not connected") == 0);
  }
  SECTION("an island") {
    CHECK_FALSE(parse_mask_text("XXXX\n; gap\n....\nX..X\n", &error));
    CHECK(error.find("m:4: the room in column 1") == 0);
  }
  SECTION("a missing file") {
    CHECK_FALSE(read_mask_file("/nonexistent/mask", &error));
    CHECK(error ==
          "/nonexistent/mask: cannot open the mask file (No such file or "
          "directory)");
  }
  SECTION("a directory") {
    CHECK_FALSE(read_mask_file(WUMPUS_SOURCE_DIR, &error));
    CHECK(error.find("is a directory") != std::string::npos);
  }
}

TEST_CASE("mask files are bounded by the largest mask the library carves",
          "[maze][mask]") {
  std::string error;
  SECTION("a line wider than the widest maze") {
    CHECK_FALSE(
        parse_mask_text("X\n" + std::string(kMaxSide + 1, '.') + "\n", &error));
    CHECK(error.find("m:2: the line is longer than 16384 characters") == 0);
  }
  SECTION("a comment line counts too") {
    CHECK_FALSE(
        parse_mask_text(";" + std::string(kMaxSide, ' ') + "\nX\n", &error));
    CHECK(error.find("m:1: the line is longer") == 0);
  }
  SECTION("more rows than the tallest maze") {
    std::string tall;
    for (int i = 0; i <= kMaxSide; ++i) tall += "X\n";
    CHECK_FALSE(parse_mask_text(tall, &error));
    CHECK(error == "m:16385: the mask is taller than 16384 rows");
  }
  SECTION("blank lines after the last row are not rows") {
    const auto mask =
        parse_mask_text("X\n" + std::string(kMaxSide + 5, '\n'), &error);
    REQUIRE(mask);
    CHECK(mask->height == 1);
  }
  // Each bound apart: a mask both widest and tallest is 2^28 rooms, seconds
  // to allocate and nothing more to learn.
  SECTION("the widest mask still parses") {
    const auto mask =
        parse_mask_text(std::string(kMaxSide, 'X') + "\n", &error);
    INFO(error);
    REQUIRE(mask);
    CHECK(mask->width == kMaxSide);
  }
  SECTION("the tallest mask still parses") {
    std::string text;
    for (int i = 0; i < kMaxSide; ++i) text += "X\n";
    const auto mask = parse_mask_text(text, &error);
    INFO(error);
    REQUIRE(mask);
    CHECK(mask->height == kMaxSide);
  }
}

TEST_CASE("mask errors quote bad bytes escaped, never raw", "[maze][mask]") {
  std::string error;
  CHECK_FALSE(parse_mask("X\x1b[2J\n", "evil\x1b]0;name\x07", &error));
  CHECK(error ==
        "evil\\x1b]0;name\\x07:1: bad character '\\x1b' in column 2 (rooms "
        "are X, # or *; holes are . or space)");
}

TEST_CASE("the shipped masks load and are connected", "[maze][mask]") {
  const auto name =
      GENERATE(as<std::string>{}, "triangle", "disc", "ring", "wumpus");
  std::string error;
  const auto mask = read_mask_file(mask_path(name), &error);
  INFO(error);
  REQUIRE(mask);
  const Topology topology = Topology::masked(*mask);
  CHECK(topology.room_count() > 100);
  CHECK(topology.room_count() < topology.cell_count());
}

TEST_CASE("the ring mask has a hole in the middle", "[maze][mask]") {
  std::string error;
  const auto mask = read_mask_file(mask_path("ring"), &error);
  REQUIRE(mask);
  const std::uint32_t cx = mask->width / 2, cy = mask->height / 2;
  CHECK_FALSE(mask->rooms[cy * mask->width + cx]);
  CHECK(mask->rooms[cy * mask->width + 2]);  // the ring's west side
}
