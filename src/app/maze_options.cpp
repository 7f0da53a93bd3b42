#include "app/maze_options.hpp"

#include "maze/limits.hpp"
#include "maze/mask_file.hpp"
#include "maze/room_graph_file.hpp"
#include "paths/data_dir.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>

namespace wumpus::app {
namespace {

// A bare name such as "ring" that is not a file here means the one shipped
// in data/masks or data/maps.
std::string find_data_file(const std::string& path, const std::string& folder) {
  std::error_code ignored;
  if (path.find('/') != std::string::npos ||
      std::filesystem::exists(path, ignored))
    return path;
  const std::string shipped = paths::data_path(folder + "/" + path);
  return std::filesystem::exists(shipped, ignored) ? shipped : path;
}

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
        selection);
    return false;
  }
  return check_fraction("--braid", options.braid, error) &&
         check_fraction("--complexity", options.carve.complexity, error) &&
         check_fraction("--density", options.carve.density, error);
}

std::shared_ptr<const maze::Topology> load_graph(const MazeOptions& options,
                                                 std::string* error) {
  if (!options.mask.empty()) {
    *error = "--mask and --graph cannot be combined";
    return nullptr;
  }
  if (options.width || options.height || options.levels) {
    *error =
        "--graph sets the rooms: --width, --height and --levels do not apply";
    return nullptr;
  }
  auto graph = maze::read_room_graph_file(
      find_data_file(options.graph, "data/maps"), error);
  if (!graph) return nullptr;
  return std::make_shared<const maze::Topology>(
      maze::Topology::graph(std::move(*graph)));
}

std::shared_ptr<const maze::Topology> load_mask(const MazeOptions& options,
                                                std::int64_t levels,
                                                std::string* error) {
  if (options.width || options.height) {
    *error = "--mask sets the size: --width and --height do not apply";
    return nullptr;
  }
  const auto mask =
      maze::read_mask_file(find_data_file(options.mask, "data/masks"), error);
  if (!mask) return nullptr;
  const std::int64_t rooms =
      std::count(mask->rooms.begin(), mask->rooms.end(), true) * levels;
  if (rooms > maze::kMaxRooms) {
    *error = fmt::format("{} on {} levels is {} rooms; at most {} (2^28)",
                         options.mask, levels, rooms, maze::kMaxRooms);
    return nullptr;
  }
  return std::make_shared<const maze::Topology>(
      maze::Topology::masked(*mask, static_cast<std::uint32_t>(levels)));
}

std::shared_ptr<const maze::Topology> make_topology(const MazeOptions& options,
                                                    std::string* error) {
  if (!options.graph.empty()) return load_graph(options, error);
  const std::int64_t levels = options.levels.value_or(1);
  if (!check_range("--levels", levels, 1, maze::kMaxLevels, error))
    return nullptr;
  if (!options.mask.empty()) return load_mask(options, levels, error);
  const std::int64_t width = options.width.value_or(kDefaultWidth);
  const std::int64_t height = options.height.value_or(kDefaultHeight);
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

const char* topology_phrase(unsigned support) {
  switch (support) {
    case maze::kGraph:
      return "a room graph";
    case maze::kLevels:
      return "stacked levels";
    case maze::kMasked:
      return "a masked grid";
    default:
      return "a rectangle";
  }
}

}  // namespace

void add_maze_options(CLI::App& command, MazeOptions& options) {
  command.add_option("-a,--algorithm", options.algorithm,
                     "carving algorithm (see --list)");
  command.add_option("-W,--width", options.width, "rooms across (default 20)");
  command.add_option("-H,--height", options.height, "rooms down (default 10)");
  command.add_option("-L,--levels", options.levels,
                     "stacked levels, joined up and down (default 1)");
  command.add_option(
      "--mask", options.mask,
      "text mask file (or a name in data/masks) picking the rooms");
  command.add_option("--graph", options.graph,
                     "room graph file (or a name in data/maps)");
  command.add_option("-s,--seed", options.seed,
                     "random seed (default: a fresh one)");
  command.add_option("--braid", options.braid,
                     "fraction of dead ends to remove, 0 to 1");
  command.add_flag("--solve", options.solve,
                   "draw the path from entrance to exit");
  command.add_flag("--stats", options.stats, "print the maze's statistics");
  command.add_option("-f,--format", options.format,
                     "ascii, unicode, json, svg or none");
  command.add_option("-o,--output", options.output,
                     "write the maze to this file instead of stdout");
  command.add_option("--cell-selection", options.carve.cell_selection,
                     "growing tree: newest, random or mixed");
  command.add_option("--complexity", options.carve.complexity,
                     "isles: how long each wall walk grows, 0 to 1");
  command.add_option("--density", options.carve.density,
                     "isles: how many wall walks start, 0 to 1");
  command.add_flag("--list", options.list, "list the algorithms and exit");
}

std::optional<MazePlan> plan_maze(const MazeOptions& options,
                                  std::string* error) {
  MazePlan plan;
  plan.generator = maze::find_generator(options.algorithm);
  if (!plan.generator) {
    *error =
        fmt::format("unknown algorithm '{}' (wumpus maze --list shows them)",
                    options.algorithm);
    return std::nullopt;
  }
  const auto format = maze::parse_format(options.format);
  if (!format) {
    *error =
        fmt::format("unknown format '{}' (ascii, unicode, json, svg or none)",
                    options.format);
    return std::nullopt;
  }
  plan.format = *format;
  if (!options.seed.empty()) {
    std::uint64_t seed = 0;
    const char* end = options.seed.data() + options.seed.size();
    const auto [stop, status] = std::from_chars(options.seed.data(), end, seed);
    if (status != std::errc{} || stop != end) {
      *error =
          fmt::format("--seed must be a whole number from 0 to {} (got '{}')",
                      UINT64_MAX, options.seed);
      return std::nullopt;
    }
    plan.seed = seed;
  }
  if (!check_knobs(options, error)) return std::nullopt;
  plan.topology = make_topology(options, error);
  if (!plan.topology) return std::nullopt;
  const unsigned needed = maze::support_needed(*plan.topology);
  if (!(plan.generator->supports & needed)) {
    *error = fmt::format("{} cannot carve {} (it supports: {})",
                         plan.generator->name, topology_phrase(needed),
                         maze::describe_support(plan.generator->supports));
    return std::nullopt;
  }
  return plan;
}

}  // namespace wumpus::app
