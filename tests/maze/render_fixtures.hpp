// Helpers for the renderer tests: rendering to a string, splitting lines,
// and a small hand-carved maze whose drawings are known exactly.
#pragma once

#include "maze/render/render.hpp"

#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace wumpus::maze::fixtures {

inline std::string rendered(const Maze& maze, Format format,
                            const std::vector<RoomId>* solution = nullptr) {
  std::ostringstream out;
  render(out, maze, format, solution);
  return out.str();
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// A 3x2 maze: the top row is one corridor, the left column goes down to a
// dead end, and the right column leads down to the exit.
//   (0,0)-(1,0)-(2,0)
//     |           |
//   (0,1)  (1,1)-(2,1)
inline Maze hand_carved() {
  auto topology = std::make_shared<const Topology>(Topology::grid(3, 2));
  Maze maze(topology);
  const auto open = [&](RoomId room, Direction d) {
    maze.open(topology->grid_edge(room, d));
  };
  open(0, Direction::East);
  open(1, Direction::East);
  open(0, Direction::South);
  open(2, Direction::South);
  open(4, Direction::East);
  maze.algorithm = "by hand";
  maze.seed = 7;
  return maze;
}

// The path from the hand-carved maze's entrance (0,0) to its exit (2,1).
inline const std::vector<RoomId> kHandCarvedSolution = {0, 1, 2, 5};

}  // namespace wumpus::maze::fixtures
