#include "app/maze/maze_tiling.hpp"

#include "base/printable.hpp"
#include "maze/limits.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <charconv>
#include <stdexcept>
#include <vector>

namespace wumpus::app {
namespace {

std::string shape_names() {
  std::string names;
  for (maze::Shape shape : maze::all_shapes()) {
    if (!names.empty()) names += ", ";
    names += maze::shape_name(shape);
  }
  return names;
}

// "X,Y" or "X,Y,Z" as numbers, or nullopt.
std::optional<std::vector<std::uint32_t>> parse_point(const std::string& text) {
  std::vector<std::uint32_t> numbers;
  const char* at = text.data();
  const char* end = at + text.size();
  while (true) {
    std::uint32_t value = 0;
    const auto [next, ec] = std::from_chars(at, end, value);
    if (ec != std::errc() || next == at) return std::nullopt;
    numbers.push_back(value);
    if (next == end) break;
    if (*next != ',') return std::nullopt;
    at = next + 1;
  }
  if (numbers.size() < 2 || numbers.size() > 3) return std::nullopt;
  return numbers;
}

// The room at a point of the topology's coordinates: [x,y] ([x,y,z] on
// levels), [ring,index] on a polar grid; kNoRoom when there is none.
maze::RoomId room_at(const maze::Topology& topology,
                     const std::vector<std::uint32_t>& point) {
  if (topology.kind() == maze::Topology::Kind::Graph) return maze::kNoRoom;
  if (topology.shape() == maze::Shape::Polar) {
    if (point.size() != 2 || point[0] >= topology.ring_count() ||
        point[1] >= topology.ring_size(point[0]))
      return maze::kNoRoom;
    return topology.ring_room(point[0], point[1]);
  }
  const std::uint32_t z = point.size() == 3 ? point[2] : 0;
  if (point[0] >= topology.width() || point[1] >= topology.height() ||
      z >= topology.levels())
    return maze::kNoRoom;
  const maze::RoomId room = topology.cell(point[0], point[1], z);
  return topology.is_room(room) ? room : maze::kNoRoom;
}

bool plan_end(const char* name, const std::string& text,
              const maze::Topology& topology, std::optional<maze::RoomId>& room,
              std::string* error) {
  if (text.empty()) return true;
  if (topology.kind() == maze::Topology::Kind::Graph) {
    *error = fmt::format(
        "{} takes X,Y on a grid; a room graph's ends are its "
        "first and last rooms",
        name);
    return false;
  }
  const auto point = parse_point(text);
  if (!point) {
    *error = fmt::format("{} must be X,Y (or X,Y,Z on levels; got '{}')", name,
                         base::printable(text));
    return false;
  }
  room = room_at(topology, *point);
  if (*room == maze::kNoRoom) {
    *error = fmt::format("{} {} is not a room of this maze", name,
                         base::printable(text));
    return false;
  }
  return true;
}

}  // namespace

void add_tiling_options(CLI::App& command, MazeOptions& options) {
  command.add_option(
      "--shape", options.tiling,
      fmt::format("the rooms' tiling: {} (default square)", shape_names()));
  command.add_option(
      "--blocks", options.blocks,
      "a block grid file (- for stdin): carve inside its outline");
  command.add_option("--wrap", options.wrap,
                     "square rooms: join opposite sides, x, y or xy");
  command.add_flag("--weave", options.weave,
                   "square rooms: let passages run under rooms");
  command.add_option("--entrance", options.entrance,
                     "the entrance room, X,Y (polar: RING,INDEX)");
  command.add_option("--exit", options.exit,
                     "the exit room, X,Y, or far: the room farthest from the "
                     "entrance");
  command.add_option("--solver", options.solver,
                     fmt::format("how --solve finds the way (see "
                                 "--list-solvers; default {})",
                                 maze::kDefaultSolver));
  command.add_flag("--list-solvers", options.list_solvers,
                   "list the solvers and exit");
}

std::optional<maze::Tiling> plan_tiling(const MazeOptions& options,
                                        std::string* error) {
  maze::Tiling tiling;
  const auto shape = maze::parse_shape(options.tiling);
  if (!shape) {
    *error = fmt::format("unknown shape '{}' ({})",
                         base::printable(options.tiling), shape_names());
    return std::nullopt;
  }
  tiling.shape = *shape;
  if (!options.wrap.empty()) {
    const auto wrap = maze::parse_wrap(options.wrap);
    if (!wrap) {
      *error = fmt::format("--wrap must be x, y or xy (got '{}')",
                           base::printable(options.wrap));
      return std::nullopt;
    }
    tiling.wrap = *wrap;
  }
  tiling.weave = options.weave;
  if (tiling.shape != maze::Shape::Square && (tiling.wrap || tiling.weave)) {
    *error = "--wrap and --weave need square rooms (--shape square)";
    return std::nullopt;
  }
  if (!options.blocks.empty() &&
      (tiling.shape != maze::Shape::Square || tiling.wrap || tiling.weave)) {
    *error =
        "--blocks reads square rooms: --shape, --wrap and --weave do "
        "not apply";
    return std::nullopt;
  }
  return tiling;
}

std::shared_ptr<const maze::Topology> make_tiled(const MazeOptions& options,
                                                 maze::Tiling tiling,
                                                 std::string* error) {
  if (!options.shape.mask.empty() || !options.shape.graph.empty() ||
      options.shape.levels.value_or(1) != 1) {
    *error = fmt::format(
        "--mask, --graph and --levels apply to plain square rooms, not to {}",
        tiling.wrap || tiling.weave ? "--wrap or --weave"
                                    : "--shape " + options.tiling);
    return nullptr;
  }
  const bool polar = tiling.shape == maze::Shape::Polar;
  const std::int64_t width = options.shape.width.value_or(
      polar ? kDefaultPolarFirstRing : kDefaultWidth);
  const std::int64_t height = options.shape.height.value_or(kDefaultHeight);
  if (width < 1 || width > maze::kMaxSide || height < 1 ||
      height > maze::kMaxSide) {
    *error = fmt::format("--width and --height must be from 1 to {}",
                         maze::kMaxSide);
    return nullptr;
  }
  tiling.width = static_cast<std::uint32_t>(width);
  tiling.height = static_cast<std::uint32_t>(height);
  try {
    auto topology =
        std::make_shared<const maze::Topology>(maze::Topology::tiled(tiling));
    if (topology->room_count() > maze::kMaxRooms) {
      *error = fmt::format("that is {} rooms; at most {} (2^28)",
                           topology->room_count(), maze::kMaxRooms);
      return nullptr;
    }
    return topology;
  } catch (const std::invalid_argument& e) {
    *error = e.what();
    return nullptr;
  }
}

bool plan_ends(const MazeOptions& options, const maze::Topology& topology,
               MazePlan& plan, std::string* error) {
  if (!plan_end("--entrance", options.entrance, topology, plan.entrance, error))
    return false;
  if (options.exit == "far") {
    plan.exit_far = true;
    return true;
  }
  return plan_end("--exit", options.exit, topology, plan.exit, error);
}

}  // namespace wumpus::app
