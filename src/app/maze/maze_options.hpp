// The options of `wumpus maze` and their checks: turning the command line
// into a topology and a generator, or into one clear error line.
#pragma once

#include "app/shape_options.hpp"
#include "maze/generator.hpp"
#include "maze/render/render.hpp"
#include "maze/solvers/solver.hpp"
#include "maze/symmetry.hpp"

#include "app/cli_fwd.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace wumpus::app {

inline constexpr std::int64_t kDefaultWidth = 20;
inline constexpr std::int64_t kDefaultHeight = 10;

inline constexpr const char* kDefaultAlgorithm = "backtracker";

inline constexpr std::int64_t kDefaultPolarFirstRing = 6;

struct MazeOptions {
  // Unset sizes: 20 by 10 on one level, or what the mask or graph says;
  // no seed: a fresh one, printed on stderr.
  ShapeOptions shape;
  std::string tiling = "square";  // --shape: the room tiling
  std::string blocks;             // --blocks: a block grid as the outline
  bool keep_passages = false;     // --blocks as drawn, not carved anew
  std::string load;               // --load: a maze in our JSON
  std::string wrap;               // "", x, y or xy
  bool weave = false;
  std::string entrance, exit;  // "X,Y" (exit also "far"); empty: corners
  std::string solver = std::string(maze::kDefaultSolver);
  std::string symmetry;  // "", x, y, xy or radial
  bool unicursal = false;
  bool animate = false;
  double speed = 200;  // --animate: steps a second
  std::optional<std::int64_t> sparse;
  bool list_solvers = false;
  bool solve = false;
  bool stats = false;
  bool list = false;
  std::string format = "ascii";
  std::string output;
  maze::CarveOptions carve;
};

// Registers every option on the `maze` subcommand, bound to `options`.
void add_maze_options(CLI::App& command, MazeOptions& options);

// What a checked command line asks for.
struct MazePlan {
  const maze::Generator* generator = nullptr;
  std::shared_ptr<const maze::Topology> topology;
  maze::Format format = maze::Format::Ascii;
  std::optional<std::uint64_t> seed;
  std::optional<maze::RoomId> entrance, exit;
  bool exit_far = false;  // the room farthest from the entrance
  const maze::Solver* solver = nullptr;
  std::optional<maze::Symmetry> symmetry;
  // A maze given (--load, --blocks with --keep-passages), not carved.
  std::optional<maze::Maze> given;
};

// Checks the options and loads the mask or graph; on bad input returns
// nullopt with `*error` set to one line (without the "wumpus maze: ").
std::optional<MazePlan> plan_maze(const MazeOptions& options,
                                  std::string* error);

}  // namespace wumpus::app
