#include "game/layout/cave.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "maze/braid.hpp"
#include "maze/files/mask_file.hpp"
#include "maze/files/room_graph_file.hpp"
#include "maze/generator.hpp"
#include "maze/solve.hpp"

#include <fmt/core.h>

#include <stdexcept>

namespace wumpus::game {

bool read_cave_files(Settings* settings, std::string* error) {
  const auto read = [&](const std::string& path, const char* what,
                        std::size_t max_bytes, std::string* text) {
    if (path.empty()) return true;
    auto content = base::read_data_file(path, what, max_bytes, error);
    if (content) *text = std::move(*content);
    return content.has_value();
  };
  return read(settings->mask_file, "mask file", maze::kMaxMaskFileBytes,
              &settings->mask_text) &&
         read(settings->graph_file, "room graph file", maze::kMaxGraphFileBytes,
              &settings->graph_text);
}

std::shared_ptr<const maze::Maze> build_cave(const Settings& settings,
                                             maze::Random& random,
                                             std::string* error) {
  if (!validate_settings(settings, error)) return nullptr;
  if (!settings.graph_file.empty() && !settings.mask_file.empty()) {
    *error = "a cave is a room graph or a masked grid, not both";
    return nullptr;
  }
  std::shared_ptr<const maze::Topology> topology;
  if (!settings.graph_file.empty()) {
    auto graph =
        maze::parse_room_graph(settings.graph_text, settings.graph_file, error);
    if (!graph) return nullptr;
    topology = std::make_shared<const maze::Topology>(
        maze::Topology::graph(std::move(*graph)));
  } else if (!settings.mask_file.empty()) {
    const auto mask =
        maze::parse_mask(settings.mask_text, settings.mask_file, error);
    if (!mask) return nullptr;
    if (mask->width > kMaxCaveSide || mask->height > kMaxCaveSide) {
      *error = fmt::format("{}: the mask is {}x{}; a cave is at most {}x{}",
                           base::escaped(settings.mask_file), mask->width,
                           mask->height, kMaxCaveSide, kMaxCaveSide);
      return nullptr;
    }
    topology = std::make_shared<const maze::Topology>(
        maze::Topology::masked(*mask, settings.levels));
  } else if (is_tiled(settings)) {
    try {
      topology = std::make_shared<const maze::Topology>(
          maze::Topology::tiled(tiling_of(settings)));
    } catch (const std::invalid_argument& e) {
      *error = e.what();
      return nullptr;
    }
  } else {
    topology = std::make_shared<const maze::Topology>(
        maze::Topology::grid(settings.width, settings.height, settings.levels));
  }
  if (topology->room_count() < 4) {
    *error = "the cave needs at least 4 rooms";
    return nullptr;
  }
  if (topology->room_count() > kMaxCaveRooms) {
    *error = fmt::format("the cave has {} rooms; a game has at most {}",
                         topology->room_count(), kMaxCaveRooms);
    return nullptr;
  }
  const maze::Generator* generator = maze::find_generator(settings.algorithm);
  if (!maze::can_carve(*generator, *topology)) {
    *error = "algorithm \"" + settings.algorithm +
             "\" cannot carve this cave (it supports " +
             maze::describe_support(generator->supports) + ")";
    return nullptr;
  }
  auto cave = std::make_shared<maze::Maze>(topology);
  cave->algorithm = settings.algorithm;
  cave->seed = settings.seed;
  generator->carve(*cave, random, maze::CarveOptions{});
  if (settings.braid > 0) maze::braid(*cave, settings.braid, random);
  // On other tilings the far corner may be next door (across a wrapped
  // seam) or a few rooms off (polar rings): the exit is the room farthest
  // from the entrance instead, so the way out is long enough to place
  // the hazards off it. Square caves keep their corner, as saves expect.
  if (is_tiled(settings))
    cave->exit = maze::farthest_room(*cave, cave->entrance);
  return cave;
}

std::uint64_t passage_hash(const maze::Maze& maze) {
  // FNV-1a over the topology's size and every open edge slot.
  std::uint64_t hash = 0xcbf29ce484222325ull;
  const auto mix = [&hash](std::uint64_t value) {
    for (int i = 0; i < 8; ++i) {
      hash ^= (value >> (8 * i)) & 0xff;
      hash *= 0x100000001b3ull;
    }
  };
  const auto& topology = maze.topology();
  mix(topology.cell_count());
  mix(topology.room_count());
  mix(maze.entrance);
  mix(maze.exit);
  for (maze::EdgeId e = 0; e < topology.edge_slot_count(); ++e)
    if (topology.edge_exists(e) && maze.is_open(e)) mix(e);
  return hash;
}

}  // namespace wumpus::game
