// The frames --animate plays: from the closed maze, change by change, to
// the carved one, then the walk; every generator's journal replays to
// exactly the maze it carved.
#include "maze/render/carving_frames.hpp"
#include "maze_fixtures.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace wumpus::maze;
using namespace wumpus::maze::fixtures;

namespace {

std::string drawing(const Maze& maze, const std::vector<RoomId>* marks) {
  std::ostringstream out;
  render(out, maze, Format::Ascii, marks);
  return out.str();
}

}  // namespace

TEST_CASE("a carving's journal replays to the maze it carved",
          "[maze][animate]") {
  for (const Generator& g : generators()) {
    if (!(g.supports & kRectangle)) continue;
    Maze maze(rectangle(9, 6));
    std::vector<Maze::Change> journal;
    maze.record_into(&journal);
    Random random(4);
    g.carve(maze, random, {});
    maze.record_into(nullptr);
    INFO(g.name);
    CHECK_FALSE(journal.empty());
    CarvingFrames frames(maze, journal, {}, Format::Ascii);
    const Maze closed(maze.shared_topology());
    CHECK(frames.advance(0) == drawing(closed, nullptr));
    std::string last;
    while (frames.done() < frames.steps()) last = frames.advance(7);
    CHECK(last == drawing(maze, nullptr));
  }
}

TEST_CASE("the walk is drawn after the carving, room by room",
          "[maze][animate]") {
  Maze maze(rectangle(5, 4));
  std::vector<Maze::Change> journal;
  maze.record_into(&journal);
  Random random(2);
  find_generator("kruskal")->carve(maze, random, {});
  maze.record_into(nullptr);
  const std::vector<RoomId> walk = {0, 1, 2};
  CarvingFrames frames(maze, journal, walk, Format::Ascii);
  CHECK(frames.steps() == journal.size() + 3);
  frames.advance(journal.size());
  const std::vector<RoomId> two = {0, 1};
  CHECK(frames.advance(2) == drawing(maze, &two));
  CHECK(frames.advance(100) == drawing(maze, &walk));
  CHECK(frames.done() == frames.steps());
}
