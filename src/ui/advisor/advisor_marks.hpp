// The advisor's marks on the map, one meaning each and the same as M's
// where both speak of a room (ui/advisor/deductions.hpp): ' safe, o a
// pit, ! the Wumpus, b bats. What only the advisor knows adds to them:
// a digit, the tenths of a chance of death; #, certain death by a hazard
// it cannot name; and beside the centre, b for bats that may be there
// and r where the player's rope would pull them out of a pit.
#pragma once

#include "agent/agent.hpp"
#include "ui/terminal/glyphs.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

// A room's advisor marks: the centre, and the side cells beside it
// (Style::Blank: nothing there).
struct AdvisorMark {
  Mark centre;
  AsideMarks aside;
};

AdvisorMark advisor_mark(const agent::Belief& belief, maze::RoomId room);

// "' safe  1-9 tenths deadly ...  r beside: your rope saves you from the
// pit", for the log when it is shown.
std::string advisor_legend();
// The help's lines on the advisor's marks beyond M's.
std::vector<std::string> advisor_help_lines();

}  // namespace wumpus::ui
