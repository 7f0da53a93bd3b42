// Draws a tiled cave (hexagons, triangles, polar rings, octagons, zeta
// mazes, wrapped or woven squares) as its rooms at their places
// (tile_layout.hpp) joined by the passages the player knows: no walls,
// since an unknown wall and an unseen passage look alike in the fog. A
// wrapped side is drawn one period wide around the viewport's middle (the
// player, whom follow_player keeps there), with a dotted seam where its
// last room meets its first and the passages crossing it drawn through.
#pragma once

#include "ui/map/map_view.hpp"
#include "ui/map/tile_layout.hpp"

namespace wumpus::ui {

void render_tiles(const game_api::PlayerView& view,
                  const maze::TileLayout& layout, const MapOptions& options,
                  Origin origin, CharGrid& grid);

}  // namespace wumpus::ui
