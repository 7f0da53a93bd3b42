#include "game_api/view_topology.hpp"

#include <stdexcept>

namespace wumpus::game_api {

bool is_tiled(const PlayerView& view) {
  return !view.grid &&
         (view.shape != maze::Shape::Square || view.wrap || view.weave);
}

bool walks_by_compass(const PlayerView& view) {
  return view.grid || (is_tiled(view) && view.shape != maze::Shape::Polar);
}

bool has_diagonals(const PlayerView& view) {
  return is_tiled(view) && (view.shape == maze::Shape::Hex ||
                            view.shape == maze::Shape::Upsilon ||
                            view.shape == maze::Shape::Zeta);
}

std::optional<maze::Topology> view_topology(const PlayerView& view) {
  if (view.width == 0 || view.height == 0) return std::nullopt;
  if (view.grid)
    return maze::Topology::grid(view.width, view.height, view.levels);
  if (!is_tiled(view)) return std::nullopt;
  try {
    return maze::Topology::tiled(
        {view.shape, view.width, view.height, view.wrap, view.weave});
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

}  // namespace wumpus::game_api
