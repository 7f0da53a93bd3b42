#include "maze/render/render.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

// UTF-8 lines as code points, so columns can be indexed.
std::vector<std::u32string> code_point_lines(const std::string& text) {
  std::vector<std::u32string> lines(1);
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    char32_t c = byte;
    std::size_t length = 1;
    if (byte >= 0xe0) {
      c = (byte & 0x0f) << 12 | (text[i + 1] & 0x3f) << 6 |
          (text[i + 2] & 0x3f);
      length = 3;
    }
    i += length;
    if (c == U'\n')
      lines.emplace_back();
    else
      lines.back() += c;
  }
  lines.pop_back();
  return lines;
}

// The arms of each box-drawing corner: up 1, right 2, down 4, left 8.
const std::map<char32_t, unsigned> kArms = {
    {U' ', 0},  {U'╵', 1},  {U'╶', 2},  {U'└', 3}, {U'╷', 4},  {U'│', 5},
    {U'┌', 6},  {U'├', 7},  {U'╴', 8},  {U'┘', 9}, {U'─', 10}, {U'┴', 11},
    {U'┐', 12}, {U'┤', 13}, {U'┬', 14}, {U'┼', 15}};

}  // namespace

TEST_CASE("unicode draws a known maze with joined corners", "[maze][render]") {
  const Maze maze = hand_carved();
  CHECK(rendered(maze, Format::Unicode) ==
        "╷  ╶─────┐\n"
        "│        │\n"
        "│  ┌──╴  │\n"
        "│  │     │\n"
        "└──┴──╴  ╵\n");
}

TEST_CASE("unicode corners join exactly the walls that meet there",
          "[maze][render]") {
  const std::uint64_t seed = GENERATE(range(1, 11));
  const auto topology =
      GENERATE(rectangle(1, 1), rectangle(7, 1), rectangle(9, 6), holed(7, 5),
               rectangle(3, 4, 2));
  const Maze maze = carve(topology, "backtracker", seed);
  const auto lines = code_point_lines(rendered(maze, Format::Unicode));
  const std::uint32_t w = topology->width(), h = topology->height();
  const std::size_t block = 2 * h + 1 + (topology->levels() > 1 ? 2 : 0);
  for (std::uint32_t z = 0; z < topology->levels(); ++z) {
    const std::size_t top = z * block + (topology->levels() > 1 ? 1 : 0);
    // Lines end at their last wall: columns past the end are blank.
    const auto at = [&](std::size_t row, std::size_t column) {
      const std::u32string& line = lines.at(top + row);
      return column < line.size() ? line[column] : U' ';
    };
    for (std::uint32_t y = 0; y <= h; ++y) {
      for (std::uint32_t x = 0; x <= w; ++x) {
        INFO("seed " << seed << " corner " << x << "," << y << "," << z);
        unsigned arms = 0;
        if (y > 0 && at(2 * y - 1, 3 * x) == U'│') arms |= 1;
        if (x < w && at(2 * y, 3 * x + 1) == U'─') arms |= 2;
        if (y < h && at(2 * y + 1, 3 * x) == U'│') arms |= 4;
        if (x > 0 && at(2 * y, 3 * x - 1) == U'─') arms |= 8;
        REQUIRE(kArms.count(at(2 * y, 3 * x)) == 1);
        CHECK(kArms.at(at(2 * y, 3 * x)) == arms);
      }
    }
  }
}

TEST_CASE("unicode and ascii draw the same walls", "[maze][render]") {
  const std::uint64_t seed = GENERATE(range(1, 6));
  const Maze maze = carve(holed(9, 7, 2), "backtracker", seed);
  const auto unicode = code_point_lines(rendered(maze, Format::Unicode));
  const auto ascii = lines_of(rendered(maze, Format::Ascii));
  REQUIRE(unicode.size() == ascii.size());
  for (std::size_t i = 0; i < ascii.size(); ++i) {
    REQUIRE(unicode[i].size() == ascii[i].size());  // both trimmed alike
    for (std::size_t j = 0; j < ascii[i].size(); ++j) {
      const char32_t u = unicode[i][j];
      const char a = ascii[i][j];
      if (a == '-')
        CHECK(u == U'─');
      else if (a == '|')
        CHECK(u == U'│');
      else if (a == '+')
        CHECK(kArms.count(u) == 1);
      else
        CHECK(u == static_cast<char32_t>(a));
    }
  }
}
