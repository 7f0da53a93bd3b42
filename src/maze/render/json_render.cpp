// JSON: the stable maze format of DESIGN.md, written element by element.
// Grids give cells as [x,y] ([x,y,z] on stacked levels) and passages as
// [x1,y1,x2,y2] (or with z's); room graphs give room indices instead.
#include "maze/render/output_buffer.hpp"
#include "maze/render/render.hpp"

#include <nlohmann/json.hpp>

namespace wumpus::maze {
namespace {

std::string_view topology_name(const Topology& topology) {
  if (!topology.is_grid()) return "graph";
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
    if (!topology_.is_grid()) {
      out_.put_number(room);
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
    const bool bracket = topology_.is_grid();
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
  buffer.print("\"width\":{},\n\"height\":{},\n", topology.width(),
               topology.height());
  if (topology.is_grid() && topology.levels() > 1)
    buffer.print("\"levels\":{},\n", topology.levels());
  if (!topology.is_grid())
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
