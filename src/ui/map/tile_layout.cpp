#include "ui/map/tile_layout.hpp"

#include "game_api/view_topology.hpp"

#include <tuple>

namespace wumpus::ui {

std::shared_ptr<const maze::TileLayout> tile_layout(
    const game_api::PlayerView& view) {
  if (!game_api::is_tiled(view)) return nullptr;
  // The last tiling asked for, per thread (a client draws on one).
  using Tiling =
      std::tuple<maze::Shape, std::uint32_t, std::uint32_t, unsigned, bool>;
  thread_local Tiling last_tiling;
  thread_local std::shared_ptr<const maze::TileLayout> last_layout;
  const Tiling tiling{view.shape, view.width, view.height, view.wrap,
                      view.weave};
  if (last_layout && tiling == last_tiling) return last_layout;
  auto topology = game_api::view_topology(view);
  if (!topology) return nullptr;
  last_layout = std::make_shared<const maze::TileLayout>(
      std::make_shared<const maze::Topology>(std::move(*topology)));
  last_tiling = tiling;
  return last_layout;
}

}  // namespace wumpus::ui
