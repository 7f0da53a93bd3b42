// Composes the whole screen into a CharGrid: title bar, map, status line,
// message log, prompt line and an optional centred box (help, questions,
// end screen). Pure drawing: the terminal only copies the grid out.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/map/map_overview.hpp"
#include "ui/map/map_view.hpp"
#include "ui/terminal/char_grid.hpp"
#include "ui/text/message_log.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::ui {

// A box drawn over the middle of the screen.
struct Overlay {
  std::string title;
  std::vector<std::pair<std::string, Style>> lines;
  int scroll = 0;  // first line shown, for lists taller than the screen
};

struct FrameInput {
  const game_api::PlayerView* view = nullptr;  // null: no game on screen
  MapOptions map;
  std::string title;       // left part of the title bar
  std::string prompt;      // the prompt line as shown (label + text)
  int prompt_cursor = -1;  // column of the cursor on it; -1 hides it
  const Overlay* overlay = nullptr;
  // A room to keep in view instead of the player (the travel cursor).
  std::optional<maze::RoomId> focus;
  // The whole-map view, over everything between the title and the prompt.
  const MapOverview* overview = nullptr;
};

// Where the terminal should put its cursor (x < 0: hidden).
struct CursorSpot {
  int x = -1, y = -1;
};

// The colour of a message of this kind in the log.
Style message_style(const std::string& kind);

// Draws `input` over the whole of `screen` (already sized to the
// terminal). `origin` is the map's scroll position, kept between frames;
// `log` keeps the log's scrollback.
CursorSpot compose_frame(const FrameInput& input, Origin& origin,
                         MessageLog& log, CharGrid& screen);

// Draws a box centred on `screen`; used by compose_frame and menus.
void draw_overlay(const Overlay& overlay, bool unicode, CharGrid& screen);

}  // namespace wumpus::ui
