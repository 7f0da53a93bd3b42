// `wumpus maze`: carve, braid, solve, measure and print one maze.
#include "app/commands.hpp"
#include "app/maze_options.hpp"

#include "maze/braid.hpp"
#include "maze/solve.hpp"
#include "maze/stats.hpp"

#include <fmt/core.h>
#include <fmt/ostream.h>
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>

namespace wumpus::app {
namespace {

int usage_error(const std::string& message) {
  fmt::print(stderr, "wumpus maze: {}\n", message);
  return kExitUsage;
}

void print_list() {
  for (const maze::Generator& g : maze::generators())
    fmt::print("{:<19} {} [{}]\n", g.name, g.description,
               maze::describe_support(g.supports));
}

void print_stats(std::FILE* out, const maze::MazeStats& stats) {
  fmt::print(out, "rooms: {}\npassages: {}\n", stats.rooms, stats.passages);
  fmt::print(out, "dead ends: {} ({:.1f}%)\n", stats.dead_ends,
             stats.dead_end_percent);
  fmt::print(out, "junctions: {}\n", stats.junctions);
  if (stats.isolated > 0)
    fmt::print(out, "isolated rooms: {}\n", stats.isolated);
  if (stats.corridor_shapes)
    fmt::print(out, "corridors: {} (straight {}, turning {})\n",
               stats.corridors, stats.straight_corridors,
               stats.turning_corridors);
  else
    fmt::print(out, "corridors: {}\n", stats.corridors);
  fmt::print(out, "solution: {} steps, {:.1f}% of rooms on it\n",
             stats.solution_length, stats.solution_percent);
  fmt::print(out, "diameter: {} ({})\n", stats.diameter,
             stats.diameter_exact ? "exact" : "lower bound");
}

int run(const MazeOptions& options) {
  if (options.list) {
    print_list();
    return kExitOk;
  }
  std::string error;
  const auto plan = plan_maze(options, &error);
  if (!plan) return usage_error(error);
  std::ofstream file;
  if (!options.output.empty()) {
    file.open(options.output, std::ios::binary);
    if (!file)
      return usage_error(fmt::format("cannot write {}: {}", options.output,
                                     std::strerror(errno)));
  }
  std::ostream& out = options.output.empty() ? std::cout : file;

  const std::uint64_t seed = plan->seed.value_or(maze::Random::fresh_seed());
  if (!plan->seed) fmt::print(stderr, "seed: {}\n", seed);
  maze::Maze maze(plan->topology);
  maze.algorithm = plan->generator->name;
  maze.seed = seed;
  maze::Random random(seed);
  plan->generator->carve(maze, random, options.carve);
  const double braid = options.shape.braid.value_or(0);
  if (braid > 0) maze::braid(maze, braid, random);

  std::vector<maze::RoomId> solution;
  if (options.solve || options.stats) solution = maze::solve(maze);
  maze::render(out, maze, plan->format, options.solve ? &solution : nullptr);
  out.flush();
  if (!out) {
    fmt::print(stderr, "wumpus maze: writing the maze failed\n");
    return kExitFailure;
  }
  if (options.stats) {
    // Figures after a text drawing; beside a JSON or SVG document on stdout
    // they go to stderr so the document stays valid.
    const bool document =
        plan->format == maze::Format::Json || plan->format == maze::Format::Svg;
    print_stats(document && options.output.empty() ? stderr : stdout,
                maze::measure(maze, solution));
  }
  return kExitOk;
}

}  // namespace

void add_maze_command(CLI::App& root, Action& action) {
  auto* command =
      root.add_subcommand("maze", "carve, solve, measure and print a maze");
  auto options = std::make_shared<MazeOptions>();
  add_maze_options(*command, *options);
  command->callback(
      [&action, options] { action = [options] { return run(*options); }; });
}

}  // namespace wumpus::app
