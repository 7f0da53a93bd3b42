#include "ui/map/tile_layout.hpp"

#include "game_api/view_topology.hpp"

#include <memory>

namespace wumpus::ui {

std::optional<maze::TileLayout> tile_layout(const game_api::PlayerView& view) {
  if (!game_api::is_tiled(view)) return std::nullopt;
  auto topology = game_api::view_topology(view);
  if (!topology) return std::nullopt;
  return maze::TileLayout(
      std::make_shared<const maze::Topology>(std::move(*topology)));
}

}  // namespace wumpus::ui
