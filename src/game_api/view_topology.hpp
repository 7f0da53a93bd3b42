// The cave's neighbour rules rebuilt from what a view says of its shape
// (the sizes and the tiling): every rule is public, only the passages
// are secret, and those come from the rooms the player has seen. Front
// ends use it for directions (maze/compass.hpp) and for drawing.
#pragma once

#include "game_api/player_view.hpp"
#include "maze/topology.hpp"

#include <optional>

namespace wumpus::game_api {

// Another tiling than square rooms walked as a plain grid: hexagons,
// triangles, rings, octagons, zeta mazes, wrapped or woven squares.
bool is_tiled(const PlayerView& view);

// Whether the player walks by compass (north, northeast, ...): on square
// grids and every tiling but polar rings; room graphs and rings go by
// room number.
bool walks_by_compass(const PlayerView& view);

// Whether rooms have diagonal sides: hexagons, upsilon octagons, zeta.
bool has_diagonals(const PlayerView& view);

// Null for a room graph (and for sizes no topology takes). A masked
// grid comes back whole: the mask's holes are rooms never seen.
std::optional<maze::Topology> view_topology(const PlayerView& view);

}  // namespace wumpus::game_api
