#include "ui/terminal/layout.hpp"

#include <algorithm>

namespace wumpus::ui {

Layout compute_layout(int width, int height) {
  Layout layout;
  if (width < kMinWidth || height < kMinHeight) {
    layout.too_small = true;
    return layout;
  }
  // The log gets a quarter of the height (at least 5 lines); the map the
  // rest, between the title bar and the two status lines.
  const int log_height = std::max(5, height / 4);
  layout.title = {0, 0, width, 1};
  layout.prompt = {0, height - 1, width, 1};
  layout.log = {0, height - 1 - log_height, width, log_height};
  layout.goals = {0, layout.log.y - 1, width, 1};
  layout.status = {0, layout.goals.y - 1, width, 1};
  layout.map = {0, 1, width, layout.status.y - 1};
  return layout;
}

}  // namespace wumpus::ui
