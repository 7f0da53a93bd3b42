// `wumpus maze --animate`: the carving (and the solver's walk) drawn step
// by step on the terminal's alternate screen at --speed steps a second;
// any key skips to the end, Ctrl-C too (the terminal is restored either
// way, the main screen as it was).
#pragma once

#include "maze/render/carving_frames.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace wumpus::app {

inline constexpr double kDefaultAnimationSpeed = 200;  // steps a second

// Why a drawing the size of `frame` cannot be animated on stdout's
// terminal as it is now (it would wrap or scroll), or nullopt if it can.
std::optional<std::string> animation_misfit(std::string_view frame);

// Plays the frames on stdout (a terminal), reading keys from stdin when
// it is one. Returns false when interrupted by a signal.
bool play_animation(maze::CarvingFrames& frames, double speed);

}  // namespace wumpus::app
