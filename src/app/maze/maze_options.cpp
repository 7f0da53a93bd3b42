#include "app/maze/maze_options.hpp"

#include "app/maze/maze_given.hpp"
#include "app/maze/maze_tiling.hpp"
#include "app/maze/maze_variations.hpp"
#include "base/printable.hpp"
#include "maze/files/mask_file.hpp"
#include "maze/files/room_graph_file.hpp"
#include "maze/limits.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdint>

namespace wumpus::app {
namespace {

bool check_range(const char* name, std::int64_t value, std::int64_t low,
                 std::int64_t high, std::string* error) {
  if (value >= low && value <= high) return true;
  *error =
      fmt::format("{} must be from {} to {} (got {})", name, low, high, value);
  return false;
}

bool check_fraction(const char* name, double value, std::string* error) {
  if (value >= 0 && value <= 1) return true;
  *error = fmt::format("{} must be between 0 and 1 (got {})", name, value);
  return false;
}

bool check_knobs(const MazeOptions& options, std::string* error) {
  const std::string& selection = options.carve.cell_selection;
  if (selection != "newest" && selection != "random" && selection != "mixed") {
    *error = fmt::format(
        "--cell-selection must be newest, random or mixed (got '{}')",
        base::printable(selection));
    return false;
  }
  return check_fraction("--complexity", options.carve.complexity, error) &&
         check_fraction("--density", options.carve.density, error) &&
         check_fraction("--trim", options.carve.trim, error);
}

std::shared_ptr<const maze::Topology> load_graph(const MazeOptions& options,
                                                 std::string* error) {
  if (!options.shape.mask.empty()) {
    *error = "--mask and --graph cannot be combined";
    return nullptr;
  }
  if (options.shape.width || options.shape.height || options.shape.levels) {
    *error =
        "--graph sets the rooms: --width, --height and --levels do not apply";
    return nullptr;
  }
  auto graph = maze::read_room_graph_file(
      find_data_file(options.shape.graph, "data/maps"), error);
  if (!graph) return nullptr;
  return std::make_shared<const maze::Topology>(
      maze::Topology::graph(std::move(*graph)));
}

std::shared_ptr<const maze::Topology> load_mask(const MazeOptions& options,
                                                std::int64_t levels,
                                                std::string* error) {
  if (options.shape.width || options.shape.height) {
    *error = "--mask sets the size: --width and --height do not apply";
    return nullptr;
  }
  const auto mask = maze::read_mask_file(
      find_data_file(options.shape.mask, "data/masks"), error);
  if (!mask) return nullptr;
  const std::int64_t rooms =
      std::count(mask->rooms.begin(), mask->rooms.end(), true) * levels;
  if (rooms > maze::kMaxRooms) {
    *error = fmt::format("{} on {} levels is {} rooms; at most {} (2^28)",
                         base::printable(options.shape.mask), levels, rooms,
                         maze::kMaxRooms);
    return nullptr;
  }
  return std::make_shared<const maze::Topology>(
      maze::Topology::masked(*mask, static_cast<std::uint32_t>(levels)));
}

std::shared_ptr<const maze::Topology> make_topology(const MazeOptions& options,
                                                    MazePlan& plan,
                                                    std::string* error) {
  const auto tiling = plan_tiling(options, error);
  if (!tiling) return nullptr;
  if (tiling->shape != maze::Shape::Square || tiling->wrap || tiling->weave)
    return make_tiled(options, *tiling, error);
  if (!options.blocks.empty())
    return plan_blocks(options, plan, error) ? plan.topology : nullptr;
  if (!options.shape.graph.empty()) return load_graph(options, error);
  const std::int64_t levels = options.shape.levels.value_or(1);
  if (!check_range("--levels", levels, 1, maze::kMaxLevels, error))
    return nullptr;
  if (!options.shape.mask.empty()) return load_mask(options, levels, error);
  const std::int64_t width = options.shape.width.value_or(kDefaultWidth);
  const std::int64_t height = options.shape.height.value_or(kDefaultHeight);
  if (!check_range("--width", width, 1, maze::kMaxSide, error) ||
      !check_range("--height", height, 1, maze::kMaxSide, error))
    return nullptr;
  const std::int64_t rooms = width * height * levels;
  if (rooms > maze::kMaxRooms) {
    *error = fmt::format("{}x{}x{} is {} rooms; at most {} (2^28)", width,
                         height, levels, rooms, maze::kMaxRooms);
    return nullptr;
  }
  return std::make_shared<const maze::Topology>(maze::Topology::grid(
      static_cast<std::uint32_t>(width), static_cast<std::uint32_t>(height),
      static_cast<std::uint32_t>(levels)));
}

}  // namespace

void add_maze_options(CLI::App& command, MazeOptions& options) {
  add_shape_options(command, options.shape);
  add_seed_option(command, options.shape);
  command.get_option("--algorithm")
      ->description(fmt::format("carving algorithm (see --list; default {})",
                                kDefaultAlgorithm));
  command.get_option("--width")->description(
      fmt::format("rooms across (default {})", kDefaultWidth));
  command.get_option("--height")
      ->description(fmt::format("rooms down (default {})", kDefaultHeight));
  command.get_option("--levels")
      ->description("stacked levels, joined up and down (default 1)");
  command.add_flag("--solve", options.solve,
                   "draw the path from entrance to exit");
  command.add_flag("--stats", options.stats, "print the maze's statistics");
  command.add_option("-f,--format", options.format,
                     "ascii, unicode, json, svg, blocks or none");
  command.add_option("-o,--output", options.output,
                     "write the maze to this file instead of stdout");
  command.add_option("--cell-selection", options.carve.cell_selection,
                     "growing tree: newest, random or mixed");
  command.add_option("--complexity", options.carve.complexity,
                     "isles: how long each wall walk grows, 0 to 1");
  command.add_option("--density", options.carve.density,
                     "isles: how many wall walks start, 0 to 1");
  command.add_option("--trim", options.carve.trim,
                     "rooms: chance each dead-end corridor is trimmed, 0 to 1");
  command.add_flag("--list", options.list, "list the algorithms and exit");
  add_tiling_options(command, options);
  add_variation_options(command, options);
  add_given_options(command, options);
}

namespace {

// The generator, seed and topology of a maze to carve.
bool plan_carving(const MazeOptions& options, MazePlan& plan,
                  std::string* error) {
  const std::string& algorithm = options.shape.algorithm.empty()
                                     ? kDefaultAlgorithm
                                     : options.shape.algorithm;
  plan.generator = maze::find_generator(algorithm);
  if (!plan.generator) {
    *error =
        fmt::format("unknown algorithm '{}' (wumpus maze --list shows them)",
                    base::printable(algorithm));
    return false;
  }
  if (!options.shape.seed.empty()) {
    plan.seed = parse_seed(options.shape.seed, error);
    if (!plan.seed) return false;
  }
  if (!check_knobs(options, error)) return false;
  plan.topology = make_topology(options, plan, error);
  if (!plan.topology) return false;
  if (!maze::can_carve(*plan.generator, *plan.topology)) {
    const std::string_view why = plan.generator->limits;
    *error = fmt::format(
        "{} cannot carve {}{}{} (it supports: {})", plan.generator->name,
        maze::describe_topology(*plan.topology), why.empty() ? "" : ": ", why,
        maze::describe_support(plan.generator->supports));
    return false;
  }
  return true;
}

}  // namespace

std::optional<MazePlan> plan_maze(const MazeOptions& options,
                                  std::string* error) {
  MazePlan plan;
  const auto format = maze::parse_format(options.format);
  if (!format) {
    *error = fmt::format(
        "unknown format '{}' (ascii, unicode, json, svg, blocks or none)",
        options.format);
    return std::nullopt;
  }
  plan.format = *format;
  const bool given = wants_given(options);
  if (given ? !plan_given(options, plan, error)
            : !plan_carving(options, plan, error))
    return std::nullopt;
  if (!plan_ends(options, *plan.topology, plan, error) ||
      (!given && !plan_variations(options, plan, error)))
    return std::nullopt;
  plan.solver = maze::find_solver(options.solver);
  if (!plan.solver) {
    *error = fmt::format("unknown solver '{}' (wumpus maze --list-solvers)",
                         base::printable(options.solver));
    return std::nullopt;
  }
  if (const auto why = maze::solver_refusal(*plan.solver, *plan.topology);
      !why.empty()) {
    *error = fmt::format("the {} solver cannot solve {}: {}", plan.solver->name,
                         maze::describe_topology(*plan.topology), why);
    return std::nullopt;
  }
  if (const auto why = maze::format_refusal(plan.format, *plan.topology);
      !why.empty()) {
    *error = fmt::format("--format {} cannot draw {}: {}", options.format,
                         maze::describe_topology(*plan.topology), why);
    return std::nullopt;
  }
  return plan;
}

}  // namespace wumpus::app
