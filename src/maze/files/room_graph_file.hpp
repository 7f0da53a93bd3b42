// Room graph files: any undirected graph of rooms, such as the dodecahedron
// cave of the original Hunt the Wumpus. Format (one item a line, `#` starts
// a comment): `rooms N` first, then `A B` per passage between rooms A and B
// (numbered from 0), and optionally `name A text` to name a room.
#pragma once

#include "maze/topology.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wumpus::maze {

// The largest room graph a file may declare, and the largest file and
// line read: every room at its most passages, "A B" each, with room to
// spare for names.
inline constexpr std::uint32_t kMaxGraphRooms = 1u << 20;
inline constexpr std::size_t kMaxGraphFileBytes = std::size_t{256} << 20;
inline constexpr std::size_t kMaxGraphLine = 4096;

// Reads and validates the graph at `path`: no edge out of range, no loops,
// no duplicate edges, no room of degree above Maze::kMaxNeighbors, and all
// rooms connected. On failure returns nullopt and sets `*error` to one line
// naming the file and line.
std::optional<RoomGraph> read_room_graph_file(const std::string& path,
                                              std::string* error);

// The same from the file's text; `name` is what error messages call it.
std::optional<RoomGraph> parse_room_graph(std::string_view text,
                                          const std::string& name,
                                          std::string* error);

}  // namespace wumpus::maze
