#include "app/maze/maze_given.hpp"

#include "app/shape_options.hpp"
#include "maze/files/block_file.hpp"
#include "maze/files/json_file.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <memory>

namespace wumpus::app {
namespace {

// All of stdin, or nullopt with *error set past `max_bytes`.
std::optional<std::string> read_stdin(std::string_view what,
                                      std::size_t max_bytes,
                                      std::string* error) {
  std::string text;
  char chunk[1 << 16];
  for (;;) {
    const std::size_t got = std::fread(chunk, 1, sizeof chunk, stdin);
    text.append(chunk, got);
    if (text.size() > max_bytes) {
      *error = fmt::format("-: a {} is at most {} bytes", what, max_bytes);
      return std::nullopt;
    }
    if (got < sizeof chunk) break;
  }
  if (std::ferror(stdin)) {
    *error = fmt::format("-: reading the {} from stdin failed", what);
    return std::nullopt;
  }
  return text;
}

std::optional<maze::BlockGrid> read_blocks(const MazeOptions& options,
                                           std::string* error) {
  if (options.blocks != "-")
    return maze::read_block_file(find_data_file(options.blocks, "data/blocks"),
                                 error);
  const auto text = read_stdin("block file", maze::kMaxBlockFileBytes, error);
  if (!text) return std::nullopt;
  return maze::parse_blocks(*text, "-", error);
}

std::optional<maze::Maze> read_json(const std::string& path,
                                    std::string* error) {
  if (path != "-") return maze::read_maze_json_file(path, error);
  const auto text = read_stdin("maze file", maze::kMaxMazeJsonBytes, error);
  if (!text) return std::nullopt;
  return maze::parse_maze_json(*text, "-", error);
}

// The option that would carve or reshape a maze given as it is, if any.
const char* carving_option(const MazeOptions& options) {
  const ShapeOptions& shape = options.shape;
  if (!shape.algorithm.empty()) return "--algorithm";
  if (!shape.seed.empty()) return "--seed";
  if (shape.width) return "--width";
  if (shape.height) return "--height";
  if (shape.levels) return "--levels";
  if (!shape.mask.empty()) return "--mask";
  if (!shape.graph.empty()) return "--graph";
  if (shape.braid) return "--braid";
  if (options.tiling != "square") return "--shape";
  if (!options.wrap.empty()) return "--wrap";
  if (options.weave) return "--weave";
  if (!options.symmetry.empty()) return "--symmetry";
  if (options.unicursal) return "--unicursal";
  if (options.sparse) return "--sparse";
  if (options.animate) return "--animate";
  return nullptr;
}

std::shared_ptr<const maze::Topology> topology_of(const maze::BlockGrid& grid) {
  return std::make_shared<const maze::Topology>(
      maze::Topology::masked(grid.mask, 1, grid.sealed));
}

}  // namespace

void add_given_options(CLI::App& command, MazeOptions& options) {
  command.add_option("--load", options.load,
                     "a maze in wumpus JSON (- for stdin), solved and drawn "
                     "as it is");
  command.add_flag("--keep-passages", options.keep_passages,
                   "--blocks: keep the grid's own passages (a maze given, "
                   "to solve) instead of carving inside its outline");
}

bool wants_given(const MazeOptions& options) {
  return !options.load.empty() || options.keep_passages;
}

bool plan_given(const MazeOptions& options, MazePlan& plan,
                std::string* error) {
  const char* given = options.load.empty() ? "--keep-passages" : "--load";
  if (!options.load.empty() && !options.blocks.empty()) {
    *error = "--load and --blocks each give the maze: use one";
    return false;
  }
  if (options.keep_passages && options.blocks.empty()) {
    *error = "--keep-passages keeps the passages of a --blocks file";
    return false;
  }
  if (const char* carving = carving_option(options)) {
    *error =
        fmt::format("{} solves and draws a maze as it is: {} does not apply",
                    given, carving);
    return false;
  }
  if (!options.load.empty()) {
    plan.given = read_json(options.load, error);
  } else if (const auto grid = read_blocks(options, error)) {
    plan.given = maze::drawn_maze(*grid, topology_of(*grid));
  }
  if (!plan.given) return false;
  plan.topology = plan.given->shared_topology();
  return true;
}

bool plan_blocks(const MazeOptions& options, MazePlan& plan,
                 std::string* error) {
  if (!options.shape.mask.empty() || !options.shape.graph.empty() ||
      options.shape.width || options.shape.height || options.shape.levels) {
    *error =
        "--blocks sets the rooms: --mask, --graph, --width, --height and "
        "--levels do not apply";
    return false;
  }
  const auto grid = read_blocks(options, error);
  if (!grid) return false;
  plan.topology = topology_of(*grid);
  plan.entrance = grid->entrance;
  plan.exit = grid->exit;
  return true;
}

}  // namespace wumpus::app
