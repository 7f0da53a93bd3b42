// Room graph files: any undirected graph of rooms, such as the dodecahedron
// cave of the original Hunt the Wumpus. Format (one item a line, `#` starts
// a comment): `rooms N` first, then `A B` per passage between rooms A and B
// (numbered from 0), and optionally `name A text` to name a room.
#pragma once

#include "maze/topology.hpp"

#include <istream>
#include <optional>
#include <string>

namespace wumpus::maze {

// The largest room graph a file may declare.
inline constexpr std::uint32_t kMaxGraphRooms = 1u << 20;

// Reads and validates the graph at `path`: no edge out of range, no loops,
// no duplicate edges, no room of degree above Maze::kMaxNeighbors, and all
// rooms connected. On failure returns nullopt and sets `*error` to one line
// naming the file and line.
std::optional<RoomGraph> read_room_graph_file(const std::string& path,
                                              std::string* error);

// The same from a stream; `name` is what error messages call it.
std::optional<RoomGraph> parse_room_graph(std::istream& in,
                                          const std::string& name,
                                          std::string* error);

}  // namespace wumpus::maze
