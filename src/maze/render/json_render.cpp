// JSON: the stable maze format of DESIGN.md, written element by element.
// Grids give cells as [x,y] ([x,y,z] on stacked levels, [ring,index] on
// polar grids) and passages as [x1,y1,x2,y2] (or with z's); room graphs
// give room indices instead.
#include "maze/render/output_buffer.hpp"
#include "maze/render/render.hpp"

#include <nlohmann/json.hpp>

namespace wumpus::maze {
namespace {

std::string_view topology_name(const Topology& topology) {
  if (topology.kind() == Topology::Kind::Graph) return "graph";
  if (topology.levels() > 1) return "levels";
  return topology.has_mask() ? "masked" : "rectangle";
}

// Writes rooms in the coordinates the topology uses.
class RoomWriter {
 public:
  RoomWriter(OutputBuffer& out, const Topology& topology)
      : out_(out), topology_(topology) {}

  // "x,y", "x,y,z" or the room index, without brackets.
  void coordinates(RoomId room) {
    if (topology_.kind() == Topology::Kind::Graph) {
      out_.put_number(room);
      return;
    }
    if (topology_.shape() == Shape::Polar) {
      out_.put_number(topology_.ring_of(room));
      out_.put(",");
      out_.put_number(topology_.index_in_ring(room));
      return;
    }
    out_.put_number(topology_.x_of(room));
    out_.put(",");
    out_.put_number(topology_.y_of(room));
    if (topology_.levels() > 1) {
      out_.put(",");
      out_.put_number(topology_.z_of(room));
    }
  }
  // A room as a JSON value: [x,y], [x,y,z] or an index.
  void value(RoomId room) {
    const bool bracket = topology_.kind() != Topology::Kind::Graph;
    if (bracket) out_.put("[");
    coordinates(room);
    if (bracket) out_.put("]");
  }

 private:
  OutputBuffer& out_;
  const Topology& topology_;
};

}  // namespace

void render_json(std::ostream& out, const Maze& maze,
                 const std::vector<RoomId>* solution) {
  const Topology& topology = maze.topology();
  OutputBuffer buffer(out);
  RoomWriter rooms(buffer, topology);
  buffer.print("{{\"version\":{},\n\"topology\":\"{}\",\n", kJsonFormatVersion,
               topology_name(topology));
  const bool polar = topology.shape() == Shape::Polar;
  buffer.print("\"shape\":\"{}\",\n\"wrap\":\"{}\",\n\"weave\":{},\n",
               shape_name(topology.shape()), wrap_name(topology.wrap()),
               topology.weave());
  // Polar: the rooms of ring 1 and the rings, as --width and --height.
  buffer.print("\"width\":{},\n\"height\":{},\n",
               polar && topology.ring_count() > 1 ? topology.ring_size(1)
                                                  : topology.width(),
               topology.height());
  if (polar) {
    buffer.put("\"rings\":[");
    for (std::uint32_t ring = 0; ring < topology.ring_count(); ++ring) {
      if (ring > 0) buffer.put(",");
      buffer.put_number(topology.ring_size(ring));
    }
    buffer.put("],\n");
  }
  if (topology.is_grid() && topology.levels() > 1)
    buffer.print("\"levels\":{},\n", topology.levels());
  if (topology.kind() == Topology::Kind::Graph)
    buffer.print("\"rooms\":{},\n", topology.room_count());
  buffer.print("\"algorithm\":{},\n\"seed\":{},\n\"cells\":[",
               nlohmann::json(maze.algorithm).dump(), maze.seed);
  const char* separator = "";
  for (RoomId room = 0; room < topology.cell_count(); ++room) {
    if (!topology.is_room(room)) continue;
    buffer.put(separator);
    rooms.value(room);
    separator = ",";
  }
  buffer.put("],\n\"passages\":[");
  separator = "";
  for (EdgeId edge = 0; edge < topology.edge_slot_count(); ++edge) {
    if (!maze.is_open(edge)) continue;
    const auto [a, b] = topology.edge_rooms(edge);
    buffer.put(separator);
    buffer.put("[");
    rooms.coordinates(a);
    buffer.put(",");
    rooms.coordinates(b);
    buffer.put("]");
    separator = ",";
  }
  buffer.put("],\n\"entrance\":");
  rooms.value(maze.entrance);
  buffer.put(",\n\"exit\":");
  rooms.value(maze.exit);
  if (solution) {
    buffer.put(",\n\"solution\":[");
    separator = "";
    for (RoomId room : *solution) {
      buffer.put(separator);
      rooms.value(room);
      separator = ",";
    }
    buffer.put("]");
  }
  if (const RoomGraph* graph = topology.room_graph();
      graph && !graph->names.empty())
    buffer.print(",\n\"names\":{}", nlohmann::json(graph->names).dump());
  buffer.put("}\n");
}

}  // namespace wumpus::maze
