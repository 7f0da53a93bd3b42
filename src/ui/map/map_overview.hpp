// The whole-map view (DCSS's X): the drawn level of any cave on one
// screen. A map that fits is drawn as usual; a bigger one shrinks to one
// character a room (its most telling mark: you, the exit, a hazard, a
// thing, a note, else a dot where you have been), and a cave too big
// even for that is shown a page at a time, panned with the movement
// keys. Only the page on screen is drawn: the cost is the screen's size
// and the rooms seen, never the cave's (a million rooms page as fast).
#pragma once

#include "game_api/player_view.hpp"
#include "maze/direction.hpp"
#include "ui/map/map_view.hpp"
#include "ui/terminal/char_grid.hpp"

#include <string>

namespace wumpus::ui {

// A room only seen, never stood in, in the letter-a-room view.
char32_t seen_only_glyph(bool unicode);

class MapOverview {
 public:
  // Starts centred on the player, on the page `area_width` x
  // `area_height` the view is drawn in.
  void start(const game_api::PlayerView& view, int area_width, int area_height);
  // Starts again when the terminal's size changed.
  void fit(const game_api::PlayerView& view, int area_width, int area_height);
  // Half a page that way (diagonals both ways); stops at the edges.
  void pan(const game_api::PlayerView& view, maze::Direction d);
  void centre_on_player(const game_api::PlayerView& view);
  // Draws the page into `grid` (cleared first), sized to the area.
  void draw(const game_api::PlayerView& view, const MapOptions& options,
            CharGrid& grid) const;
  // "whole map", "whole map, a letter a room | columns 41-120 of 200,
  // rows 1-22 of 200": the title bar's.
  std::string caption(const game_api::PlayerView& view) const;

 private:
  // The cave's extent in the overview's cells.
  int cave_width(const game_api::PlayerView& view) const;
  int cave_height(const game_api::PlayerView& view) const;
  void clamp(const game_api::PlayerView& view);

  bool full_scale_ = true;  // the usual map fits the area whole
  int area_width_ = 0, area_height_ = 0;
  int left_ = 0, top_ = 0;  // the page's first cell
};

}  // namespace wumpus::ui
