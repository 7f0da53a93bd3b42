// The frames of `wumpus maze --animate`: the carving replayed change by
// change from the closed maze, then the solver's walk room by room, each
// frame a text drawing (ASCII or Unicode) of the maze as it stands.
#pragma once

#include "maze/maze.hpp"
#include "maze/render/render.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace wumpus::maze {

class CarvingFrames {
 public:
  // `final` is the carved maze, `journal` the changes that made it from
  // the closed maze, `walk` the solver's walk (maybe empty); `format` is
  // Ascii or Unicode, whose drawing of `final` must exist.
  CarvingFrames(const Maze& final, std::vector<Maze::Change> journal,
                std::vector<RoomId> walk, Format format);

  // Steps in all: the changes, then the rooms of the walk.
  std::size_t steps() const { return journal_.size() + walk_.size(); }
  std::size_t done() const { return done_; }

  // Moves `count` steps on (not past the end) and returns the drawing.
  std::string advance(std::size_t count);

 private:
  Maze maze_;
  std::vector<Maze::Change> journal_;
  std::vector<RoomId> walk_;
  Format format_;
  std::size_t done_ = 0;
};

}  // namespace wumpus::maze
