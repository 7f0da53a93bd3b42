// Where each room of a tiled cave sits on the map's canvas: the maze's
// own tile geometry (maze/render/tile_layout.hpp), which a maze's text
// output shares, built from the rules the view states.
#pragma once

#include "game_api/player_view.hpp"
#include "maze/render/tile_layout.hpp"

#include <memory>

namespace wumpus::ui {

// Null when the view is no tiled cave. Built once per tiling and shared:
// every painter of a frame (map, scroll, overview) asks for it, and the
// tiling changes only with the cave.
std::shared_ptr<const maze::TileLayout> tile_layout(
    const game_api::PlayerView& view);

}  // namespace wumpus::ui
