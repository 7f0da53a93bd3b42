// Hexagons, triangles, octagons and zeta squares drawn as text: the
// passages read back from the drawing (rooms found by their brackets, a
// run between two rooms of a line, a stroke halfway between rooms of
// consecutive lines) are exactly the maze's, and the marks are the
// entrance, the exit and the solution; polar rings are still refused.
#include "maze/render/render.hpp"
#include "maze/solve.hpp"
#include "maze_fixtures.hpp"
#include "render_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

using TextPassage = std::pair<RoomId, RoomId>;  // lower room first

TextPassage text_passage(RoomId a, RoomId b) {
  return {std::min(a, b), std::max(a, b)};
}

// The passages an ASCII drawing shows, and each room's mark.
struct TextReadBack {
  std::set<TextPassage> passages;
  std::vector<char> marks;
};

TextReadBack read_tile_text(const Topology& t, const std::string& text) {
  const std::vector<std::string> lines = lines_of(text);
  const std::uint32_t w = t.width(), h = t.height();
  REQUIRE(lines.size() == 2 * h - 1);
  TextReadBack result;
  result.marks.assign(t.cell_count(), '?');
  std::vector<std::vector<int>> centres(h);  // per row, the rooms' columns
  for (std::uint32_t y = 0; y < h; ++y) {
    const std::string& line = lines[2 * y];
    for (std::size_t c = 0; c < line.size(); ++c)
      if (line[c] == '(') centres[y].push_back(static_cast<int>(c) + 1);
    REQUIRE(centres[y].size() == w);
    for (std::uint32_t x = 0; x < w; ++x) {
      const auto c = static_cast<std::size_t>(centres[y][x]);
      CHECK(line.at(c + 1) == ')');
      result.marks[y * w + x] = line[c];
      if (x + 1 == w) continue;
      const std::string between = line.substr(
          c + 2, static_cast<std::size_t>(centres[y][x + 1]) - c - 3);
      CHECK((between == std::string(between.size(), '-') ||
             between == std::string(between.size(), ' ')));
      if (between[0] == '-')
        result.passages.insert(text_passage(y * w + x, y * w + x + 1));
    }
  }
  // A stroke between two rows joins the rooms it lies halfway between.
  for (std::uint32_t y = 0; y + 1 < h; ++y) {
    const std::string& line = lines[2 * y + 1];
    for (std::size_t c = 0; c < line.size(); ++c) {
      if (line[c] == ' ') continue;
      int joined = 0;
      for (std::uint32_t a = 0; a < w; ++a)
        for (std::uint32_t b = 0; b < w; ++b) {
          const int dx = centres[y + 1][b] - centres[y][a];
          const char glyph = dx == 0 ? '|' : dx > 0 ? '\\' : '/';
          if (std::abs(dx) <= 4 &&
              centres[y][a] + static_cast<int>(std::lround(dx / 2.0)) ==
                  static_cast<int>(c) &&
              glyph == line[c]) {
            result.passages.insert(text_passage(y * w + a, (y + 1) * w + b));
            ++joined;
          }
        }
      INFO("line " << 2 * y + 1 << " column " << c);
      CHECK(joined == 1);
    }
  }
  return result;
}

std::set<TextPassage> open_room_pairs(const Maze& maze) {
  std::set<TextPassage> passages;
  for (EdgeId edge = 0; edge < maze.topology().edge_slot_count(); ++edge)
    if (maze.is_open(edge)) {
      const auto [a, b] = maze.topology().edge_rooms(edge);
      passages.insert(text_passage(a, b));
    }
  return passages;
}

}  // namespace

TEST_CASE("hex, triangle, upsilon and zeta mazes draw as text",
          "[maze][render][shapes]") {
  const Shape shape =
      GENERATE(Shape::Hex, Shape::Triangle, Shape::Upsilon, Shape::Zeta);
  const auto [w, h] = GENERATE(
      table<std::uint32_t, std::uint32_t>({{2, 1}, {2, 3}, {5, 4}, {8, 7}}));
  const auto topology = tiled(shape, w, h);
  const std::string algorithm = GENERATE("backtracker", "knock-walls");
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Maze maze = carve(topology, algorithm, seed);
    maze.entrance = 0;
    maze.exit = topology->cell_count() - 1;
    const std::vector<RoomId> path = solve(maze);
    INFO(shape_name(shape) << " " << w << "x" << h << " " << algorithm
                           << ", seed " << seed);
    const std::string text = rendered(maze, Format::Ascii, &path);
    const TextReadBack back = read_tile_text(*topology, text);
    CHECK(back.passages == open_room_pairs(maze));
    std::set<RoomId> on_path(path.begin(), path.end());
    for (RoomId room = 0; room < topology->cell_count(); ++room) {
      const char expected = room == maze.entrance ? 'I'
                            : room == maze.exit   ? 'O'
                            : on_path.count(room) ? '*'
                                                  : ' ';
      CHECK(back.marks[room] == expected);
    }
    // Unicode draws the same, with box-drawing strokes.
    const std::string unicode = rendered(maze, Format::Unicode, &path);
    std::string folded = unicode;
    for (const auto& [glyph, ascii] :
         {std::pair{"─", "-"}, {"│", "|"}, {"╲", "\\"}, {"╱", "/"}})
      for (auto at = folded.find(glyph); at != std::string::npos;
           at = folded.find(glyph))
        folded.replace(at, std::string(glyph).size(), ascii);
    CHECK(folded == text);
  }
}

TEST_CASE("polar mazes are still refused as text, saying why",
          "[maze][render][shapes]") {
  const auto polar = tiled(Shape::Polar, 6, 4);
  CHECK(text_drawing_refusal(*polar).find("polar") != std::string::npos);
  for (const Shape shape :
       {Shape::Hex, Shape::Triangle, Shape::Upsilon, Shape::Zeta})
    CHECK(text_drawing_refusal(*tiled(shape, 4, 3)).empty());
}
