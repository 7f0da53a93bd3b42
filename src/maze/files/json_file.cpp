#include "maze/files/json_file.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "maze/limits.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <vector>

namespace wumpus::maze {
namespace {

using nlohmann::json;

// Why the document is refused; turned into the one error line at the end.
struct Refused : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const json& field(const json& doc, const char* key) {
  const auto it = doc.find(key);
  if (it == doc.end()) throw Refused(fmt::format("no \"{}\"", key));
  return *it;
}

std::uint32_t size_field(const json& doc, const char* key, std::uint32_t low,
                         std::uint32_t high) {
  const json& value = field(doc, key);
  if (!value.is_number_unsigned() || value.get<std::uint64_t>() < low ||
      value.get<std::uint64_t>() > high)
    throw Refused(fmt::format("\"{}\" must be a whole number from {} to {}",
                              key, low, high));
  return value.get<std::uint32_t>();
}

std::string string_field(const json& doc, const char* key,
                         const char* fallback) {
  const auto it = doc.find(key);
  if (it == doc.end()) return fallback;
  if (!it->is_string())
    throw Refused(fmt::format("\"{}\" must be a string", key));
  return it->get<std::string>();
}

std::shared_ptr<const Topology> graph_topology(const json& doc) {
  RoomGraph graph;
  graph.room_count = size_field(doc, "rooms", 1, kMaxRooms);
  const json& passages = field(doc, "passages");
  if (!passages.is_array()) throw Refused("\"passages\" must be a list");
  for (std::size_t i = 0; i < passages.size(); ++i) {
    const json& p = passages[i];
    if (!p.is_array() || p.size() != 2 || !p[0].is_number_unsigned() ||
        !p[1].is_number_unsigned() || p[0] >= graph.room_count ||
        p[1] >= graph.room_count || p[0] == p[1])
      throw Refused(
          fmt::format("passages[{}] must join two different rooms below {}", i,
                      graph.room_count));
    graph.edges.emplace_back(p[0].get<RoomId>(), p[1].get<RoomId>());
  }
  if (const auto names = doc.find("names"); names != doc.end()) {
    if (!names->is_array() || names->size() != graph.room_count ||
        !std::all_of(names->begin(), names->end(),
                     [](const json& n) { return n.is_string(); }))
      throw Refused("\"names\" must be one string a room");
    graph.names = names->get<std::vector<std::string>>();
  }
  auto topology =
      std::make_shared<const Topology>(Topology::graph(std::move(graph)));
  if (topology->max_degree() > Maze::kMaxNeighbors)
    throw Refused("a room has more than 16 passages");
  return topology;
}

// The room a JSON value names in the topology's coordinates.
RoomId room_of(const Topology& topology, const json& value) {
  if (topology.kind() == Topology::Kind::Graph)
    return value.is_number_unsigned() && value < topology.room_count()
               ? value.get<RoomId>()
               : kNoRoom;
  if (!value.is_array() || value.size() < 2 || value.size() > 3 ||
      !std::all_of(value.begin(), value.end(),
                   [](const json& n) { return n.is_number_unsigned(); }))
    return kNoRoom;
  const std::uint64_t a = value[0], b = value[1];
  if (topology.shape() == Shape::Polar)
    return value.size() == 2 && a < topology.ring_count() &&
                   b < topology.ring_size(static_cast<std::uint32_t>(a))
               ? topology.ring_room(static_cast<std::uint32_t>(a),
                                    static_cast<std::uint32_t>(b))
               : kNoRoom;
  const std::uint64_t z = value.size() == 3 ? value[2].get<std::uint64_t>() : 0;
  if ((value.size() == 3) != (topology.levels() > 1) || a >= topology.width() ||
      b >= topology.height() || z >= topology.levels())
    return kNoRoom;
  const RoomId room = topology.cell(static_cast<std::uint32_t>(a),
                                    static_cast<std::uint32_t>(b),
                                    static_cast<std::uint32_t>(z));
  return topology.is_room(room) ? room : kNoRoom;
}

std::shared_ptr<const Topology> grid_topology(const json& doc) {
  const auto shape = parse_shape(string_field(doc, "shape", "square"));
  const std::string wrap_text = string_field(doc, "wrap", "");
  const auto wrap = wrap_text.empty() ? std::optional<unsigned>(kWrapNone)
                                      : parse_wrap(wrap_text);
  if (!shape) throw Refused("unknown \"shape\"");
  if (!wrap) throw Refused("\"wrap\" must be \"\", \"x\", \"y\" or \"xy\"");
  const auto weave = doc.find("weave");
  if (weave != doc.end() && !weave->is_boolean())
    throw Refused("\"weave\" must be true or false");
  Tiling tiling{*shape, size_field(doc, "width", 1, kMaxSide),
                size_field(doc, "height", 1, kMaxSide), *wrap,
                weave != doc.end() && weave->get<bool>()};
  const std::string kind = string_field(doc, "topology", "rectangle");
  const std::uint32_t levels =
      doc.contains("levels") ? size_field(doc, "levels", 1, kMaxLevels) : 1;
  if (std::uint64_t{tiling.width} * tiling.height * levels > kMaxRooms)
    throw Refused(fmt::format("more than {} rooms (2^28)", kMaxRooms));
  if (kind == "masked" || (kind == "levels" && *shape == Shape::Square)) {
    // The mask is the cells of the first level, the same on every level.
    const auto whole = std::make_shared<const Topology>(
        Topology::grid(tiling.width, tiling.height, levels));
    Mask mask{tiling.width, tiling.height,
              std::vector<bool>(std::size_t{tiling.width} * tiling.height)};
    for (const json& cell : field(doc, "cells")) {
      const RoomId room = room_of(*whole, cell);
      if (room == kNoRoom) throw Refused("a cell outside the grid");
      mask.rooms[room % (tiling.width * tiling.height)] = true;
    }
    if (std::find(mask.rooms.begin(), mask.rooms.end(), true) ==
        mask.rooms.end())
      throw Refused("no cells");
    return std::make_shared<const Topology>(Topology::masked(mask, levels));
  }
  if (kind != "rectangle")
    throw Refused("\"topology\" must be rectangle, masked, levels or graph");
  try {
    return std::make_shared<const Topology>(Topology::tiled(tiling));
  } catch (const std::invalid_argument& e) {
    throw Refused(e.what());
  }
}

Maze read_maze(const json& doc) {
  if (!doc.is_object()) throw Refused("not a maze: a JSON object expected");
  const json& version = field(doc, "version");
  if (version != 1 && version != 2)
    throw Refused("\"version\" must be 1 or 2 (this reader's versions)");
  const bool graph = string_field(doc, "topology", "rectangle") == "graph";
  Maze maze(graph ? graph_topology(doc) : grid_topology(doc));
  const Topology& topology = maze.topology();
  const json& cells = field(doc, "cells");
  if (!cells.is_array() || cells.size() != topology.room_count())
    throw Refused(
        fmt::format("\"cells\" must list the {} rooms", topology.room_count()));
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (room_of(topology, cells[i]) == kNoRoom)
      throw Refused(fmt::format("cells[{}] is not a room", i));
  const json& passages = field(doc, "passages");
  if (!passages.is_array()) throw Refused("\"passages\" must be a list");
  std::vector<EdgeId> edges;
  Neighbor around[Maze::kMaxNeighbors];
  for (std::size_t i = 0; i < passages.size(); ++i) {
    const json& p = passages[i];
    const std::size_t half = p.is_array() ? p.size() / 2 : 0;
    const json a =
        half ? json(json::array_t(p.begin(), p.begin() + half)) : json();
    const json b =
        half ? json(json::array_t(p.begin() + half, p.end())) : json();
    const RoomId from = graph ? room_of(topology, p[0]) : room_of(topology, a);
    const RoomId to = graph ? room_of(topology, p[1]) : room_of(topology, b);
    EdgeId edge = kNoEdge;
    const int n = from == kNoRoom ? 0 : topology.neighbors(from, around);
    for (int k = 0; k < n; ++k)
      if (around[k].room == to) edge = around[k].edge;
    if (edge == kNoEdge || (p.is_array() && p.size() % 2 != 0))
      throw Refused(
          fmt::format("passages[{}] does not join two neighbouring rooms", i));
    edges.push_back(edge);
  }
  // The rules (zeta's crossing diagonals, weave's tunnels) are checked as
  // a carver meets them: a tunnel after the corridor it runs under.
  const auto tunnel = [&](EdgeId edge) {
    return topology.weave() && edge % topology.slots_per_room() >= 2;
  };
  for (const bool tunnels : {false, true})
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (tunnel(edges[i]) != tunnels || maze.is_open(edges[i])) continue;
      if (!maze.may_open(edges[i]))
        throw Refused(fmt::format(
            "passages[{}] breaks the shape's rules (crossing diagonals, or a "
            "tunnel under a room that is no straight corridor)",
            i));
      maze.open(edges[i]);
    }
  maze.entrance = room_of(topology, field(doc, "entrance"));
  maze.exit = room_of(topology, field(doc, "exit"));
  if (maze.entrance == kNoRoom || maze.exit == kNoRoom)
    throw Refused("\"entrance\" and \"exit\" must be rooms");
  maze.algorithm = string_field(doc, "algorithm", "");
  if (const auto seed = doc.find("seed");
      seed != doc.end() && seed->is_number_unsigned())
    maze.seed = seed->get<std::uint64_t>();
  return maze;
}

}  // namespace

std::optional<Maze> parse_maze_json(std::string_view text,
                                    const std::string& name,
                                    std::string* error) {
  const std::string file = base::escaped(name);
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    // The byte it stopped at, as a line and column.
    const std::size_t at = std::min<std::size_t>(e.byte, text.size());
    const std::size_t before = at > 0 ? at - 1 : 0;
    const auto line = 1 + std::count(text.begin(), text.begin() + before, '\n');
    const std::size_t start = text.rfind('\n', before > 0 ? before - 1 : 0);
    const std::size_t column = start == std::string_view::npos || before == 0
                                   ? before + 1
                                   : before - start;
    *error = fmt::format("{}:{}: not JSON at column {}", file, line, column);
    return std::nullopt;
  } catch (const json::out_of_range&) {
    // The only one parsing throws: a number past a double's range.
    *error = fmt::format("{}: a number too large to read", file);
    return std::nullopt;
  }
  try {
    return read_maze(doc);
  } catch (const Refused& e) {
    *error = fmt::format("{}: {}", file, e.what());
  } catch (const json::exception& e) {
    *error = fmt::format("{}: a field of the wrong type ({})", file, e.what());
  }
  return std::nullopt;
}

std::optional<Maze> read_maze_json_file(const std::string& path,
                                        std::string* error) {
  const auto text =
      base::read_data_file(path, "maze file", kMaxMazeJsonBytes, error);
  if (!text) return std::nullopt;
  return parse_maze_json(*text, path, error);
}

}  // namespace wumpus::maze
