// `wumpus maze`: carve, braid, solve, measure and print one maze.
#include "app/commands.hpp"
#include "app/maze/maze_animation.hpp"
#include "app/maze/maze_options.hpp"

#include "maze/braid.hpp"
#include "maze/labyrinth.hpp"
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

void print_solvers() {
  for (const maze::Solver& s : maze::solvers())
    fmt::print("{:<19} {}\n", s.name, s.description);
}

void print_stats(std::FILE* out, const maze::MazeStats& stats,
                 const maze::Solver& solver, const maze::SolverRun& run) {
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
  fmt::print(out, "solver {}: visited {} rooms, a walk of {} rooms, {}\n",
             solver.name, run.rooms_visited, run.walk.size(),
             run.solution.empty() ? "no solution found" : "solved");
}

// A given maze with the ends the options ask for.
maze::Maze given(const MazePlan& plan) {
  maze::Maze maze = *plan.given;
  if (plan.entrance) maze.entrance = *plan.entrance;
  if (plan.exit) maze.exit = *plan.exit;
  if (plan.exit_far) maze.exit = maze::farthest_room(maze, maze.entrance);
  return maze;
}

// Carves the maze the plan asks for, with its variations, ends and name.
maze::Maze carve(const MazePlan& plan, const MazeOptions& options,
                 std::uint64_t seed, std::vector<maze::Maze::Change>* journal) {
  maze::Maze maze(plan.topology);
  maze.algorithm = plan.generator->name;
  maze.seed = seed;
  if (plan.entrance) maze.entrance = *plan.entrance;
  if (plan.exit) maze.exit = *plan.exit;
  maze::Random random(seed);
  maze.record_into(journal);
  if (plan.symmetry)
    maze::carve_symmetric(maze, *plan.generator, *plan.symmetry, random,
                          options.carve);
  else
    plan.generator->carve(maze, random, options.carve);
  const double braid = options.shape.braid.value_or(0);
  if (braid > 0) maze::braid(maze, braid, random);
  if (options.sparse)
    maze::cull_dead_ends(maze, static_cast<std::uint32_t>(*options.sparse));
  maze.record_into(nullptr);
  if (options.unicursal) maze = maze::unicursal(maze);
  if (plan.exit_far) maze.exit = maze::farthest_room(maze, maze.entrance);
  return maze;
}

int run_maze(const MazeOptions& options) {
  if (options.list) {
    print_list();
    return kExitOk;
  }
  if (options.list_solvers) {
    print_solvers();
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

  std::vector<maze::Maze::Change> journal;
  const auto carved = [&] {
    const std::uint64_t seed = plan->seed.value_or(maze::Random::fresh_seed());
    if (!plan->seed) fmt::print(stderr, "seed: {}\n", seed);
    return carve(*plan, options, seed, options.animate ? &journal : nullptr);
  };
  maze::Maze maze = plan->given ? given(*plan) : carved();

  maze::SolverRun solving;
  if (options.solve || options.stats) solving = plan->solver->solve(maze);
  const std::vector<maze::RoomId>& solution = solving.solution;
  if (options.animate) {
    maze::CarvingFrames frames(
        maze, std::move(journal),
        options.solve ? solving.walk : std::vector<maze::RoomId>{},
        plan->format);
    if (const auto misfit = animation_misfit(frames.advance(0)))
      return usage_error(*misfit);
    if (!play_animation(frames, options.speed)) return kExitFailure;
  }
  maze::render(out, maze, plan->format, options.solve ? &solution : nullptr);
  out.flush();
  if (!out) {
    fmt::print(stderr, "wumpus maze: writing the maze failed\n");
    return kExitFailure;
  }
  if (options.stats) {
    // Figures after a text drawing; beside a JSON, SVG or block document
    // on stdout they go to stderr so the document stays valid.
    const bool document = plan->format == maze::Format::Json ||
                          plan->format == maze::Format::Svg ||
                          plan->format == maze::Format::Blocks;
    print_stats(document && options.output.empty() ? stderr : stdout,
                maze::measure(maze, solution), *plan->solver, solving);
  }
  return kExitOk;
}

}  // namespace

void add_maze_command(CLI::App& root, Action& action) {
  auto* command =
      root.add_subcommand("maze", "carve, solve, measure and print a maze");
  auto options = std::make_shared<MazeOptions>();
  add_maze_options(*command, *options);
  command->callback([&action, options] {
    action = [options] { return run_maze(*options); };
  });
}

}  // namespace wumpus::app
