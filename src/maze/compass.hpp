// Which way each passage of a room points, on every tiling that has a
// compass: square rooms (plain, wrapped or woven), hexagons, triangles,
// upsilon octagons and zeta mazes. A game walks and shoots along these
// directions; polar rings and room graphs have none (rooms by number).
#pragma once

#include "maze/direction.hpp"
#include "maze/topology.hpp"

#include <optional>
#include <span>

namespace wumpus::maze {

bool has_compass(const Topology& topology);

// The direction from `room` through `neighbor`, one of room's entries in
// Topology::neighbors: known from the edge slot's owner, so a wrapped
// passage (east from the last column to the first) and a woven tunnel
// (two rooms east, under the one between) point the way they run.
std::optional<Direction> neighbor_direction(const Topology& topology,
                                            RoomId room,
                                            const Neighbor& neighbor);

// The direction from `from` to the neighbouring room `to`, if any.
std::optional<Direction> direction_to(const Topology& topology, RoomId from,
                                      RoomId to);

// The directions a room of this tiling may have, clockwise from north
// (levels' up and down apart): what turning steps through.
std::span<const Direction> compass_rose(const Topology& topology);

}  // namespace wumpus::maze
