#include "app/maze/maze_variations.hpp"

#include "base/printable.hpp"
#include "maze/labyrinth.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <unistd.h>

namespace wumpus::app {

void add_variation_options(CLI::App& command, MazeOptions& options) {
  command.add_option("--symmetry", options.symmetry,
                     "a symmetric perfect maze: x, y, xy or radial");
  command.add_flag("--unicursal", options.unicursal,
                   "a labyrinth: one path through every room");
  command.add_option("--sparse", options.sparse,
                     "cull this many rounds of dead ends, leaving rock");
  command.add_flag("--animate", options.animate,
                   "draw the carving (and the solver's walk) step by step in "
                   "the terminal; any key skips");
  command.add_option("--speed", options.speed,
                     "--animate: steps a second (default 200)");
}

namespace {

bool plan_animation(const MazeOptions& options, const MazePlan& plan,
                    std::string* error) {
  if (plan.format != maze::Format::Ascii &&
      plan.format != maze::Format::Unicode) {
    *error = "--animate draws text: use --format ascii or unicode";
    return false;
  }
  if (!options.output.empty() || !isatty(STDOUT_FILENO)) {
    *error = "--animate draws in a terminal: stdout must be one (no --output)";
    return false;
  }
  if (options.unicursal) {
    *error = "--animate shows the carving, which --unicursal redraws whole";
    return false;
  }
  if (!(options.speed >= 1 && options.speed <= 1e9)) {
    *error = fmt::format(
        "--speed must be from 1 to 1e9 steps a second (got "
        "{})",
        options.speed);
    return false;
  }
  return true;
}

}  // namespace

bool plan_variations(const MazeOptions& options, MazePlan& plan,
                     std::string* error) {
  const bool braided = options.shape.braid.value_or(0) > 0;
  if (!options.symmetry.empty()) {
    plan.symmetry = maze::parse_symmetry(options.symmetry);
    if (!plan.symmetry) {
      *error = fmt::format("--symmetry must be x, y, xy or radial (got '{}')",
                           base::printable(options.symmetry));
      return false;
    }
    const auto why =
        maze::symmetry_refusal(*plan.symmetry, *plan.topology, *plan.generator);
    if (!why.empty()) {
      *error = fmt::format("--symmetry {} cannot be carved here: {}",
                           options.symmetry, why);
      return false;
    }
    if (braided) {
      *error =
          "--symmetry and --braid: braiding opens walls at random and "
          "would break the symmetry";
      return false;
    }
  }
  if (options.sparse && (*options.sparse < 0 || *options.sparse > 1000000)) {
    *error = fmt::format("--sparse must be from 0 to 1000000 (got {})",
                         *options.sparse);
    return false;
  }
  if (options.animate && !plan_animation(options, plan, error)) return false;
  if (!options.unicursal) return true;
  if (const auto why = maze::unicursal_refusal(*plan.topology); !why.empty()) {
    *error = fmt::format("--unicursal cannot be made here: {}", why);
    return false;
  }
  if (!plan.generator->perfect || braided || options.sparse.value_or(0) > 0) {
    *error =
        "--unicursal walks round the walls of a perfect maze: not with "
        "--braid, --sparse or an algorithm that leaves loops";
    return false;
  }
  if (!options.exit.empty()) {
    *error =
        "--unicursal puts the exit beside the entrance: --exit does not "
        "apply";
    return false;
  }
  return true;
}

}  // namespace wumpus::app
