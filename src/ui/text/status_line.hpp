// The two lines under the map: where the player is and what they carry,
// and (in shared play, after whom the round waits for) what winning still
// needs with what is underfoot, as the player knows them.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/terminal/char_grid.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

// "room 12 at 3,4 | level 2 of 3 | facing east | arrows 3 | gold 0 |
// items: none | cave: 2 pits, 2 bats | turn 2" (positions from 0, levels
// from 1; a room graph has no position and no facing; the hazards the
// game announced). Longer than `width` columns (0: no limit), parts take
// their short forms ("r12 3,4 | L2/3 | east | ...", items first) until it
// fits, then the items are cut, then parts dropped: the turn stays.
std::string status_line(const game_api::PlayerView& view, int width = 0);
// A stretch of a bar's text in its own style.
struct BarPart {
  std::string text;
  Style style = Style::Bar;
  friend bool operator==(const BarPart&, const BarPart&) = default;
};

// Shared play: "round 3, 24 s left: waiting for bob (ann acted)", those
// awaited and those who acted each in their colour; nothing when nobody is
// awaited. The seconds are the table's deadline_seconds, which the screen
// counts down between views.
std::vector<BarPart> round_note(const game_api::TableView& table);

// The round note, then "to win: ✓ gold  ✗ Wumpus dead  ✗ out by the exit
// | here: stairs down"; ASCII marks are [x] and [ ].
std::vector<BarPart> goal_parts(const game_api::PlayerView& view, bool unicode);
// The same as one string.
std::string goal_line(const game_api::PlayerView& view, bool unicode);

}  // namespace wumpus::ui
