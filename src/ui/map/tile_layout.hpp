// Where each room of a tiled cave sits on the map's canvas: the maze's
// own tile geometry (maze/render/tile_layout.hpp), which a maze's text
// output shares, built from the rules the view states.
#pragma once

#include "game_api/player_view.hpp"
#include "maze/render/tile_layout.hpp"

#include <optional>

namespace wumpus::ui {

// None when the view is no tiled cave.
std::optional<maze::TileLayout> tile_layout(const game_api::PlayerView& view);

}  // namespace wumpus::ui
