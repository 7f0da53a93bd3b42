// What the two fillers share: filling dead ends among the rooms still open.
#pragma once

#include "maze/maze.hpp"

#include <cstdint>
#include <vector>

namespace wumpus::maze {

// Every room of the topology, flagged open (true) or not a room.
std::vector<bool> open_room_flags(const Topology& topology);

// Fills, among the rooms `open_rooms` marks, every dead end (and room with
// no open neighbour) but the entrance and the exit, again and again until
// none is left; appends the filled rooms to `filled` and returns how many.
std::uint64_t fill_dead_ends(const Maze& maze, std::vector<bool>& open_rooms,
                             std::vector<RoomId>& filled);

}  // namespace wumpus::maze
