// Where each pane goes on a terminal of a given size: a title bar, the
// map, the status line, the goals line, the message log and the prompt
// line.
#pragma once

namespace wumpus::ui {

inline constexpr int kMinWidth = 80;
inline constexpr int kMinHeight = 24;

struct Rect {
  int x = 0, y = 0, width = 0, height = 0;
};

struct Layout {
  bool too_small = false;  // below kMinWidth x kMinHeight: draw nothing else
  Rect title, map, status, goals, log, prompt;
};

Layout compute_layout(int width, int height);

}  // namespace wumpus::ui
