// `wumpus maze --animate`: the carving (and the solver's walk) drawn step
// by step in the terminal at --speed steps a second; any key skips to
// the end, Ctrl-C too (the terminal is restored either way).
#pragma once

#include "maze/render/carving_frames.hpp"

namespace wumpus::app {

inline constexpr double kDefaultAnimationSpeed = 200;  // steps a second

// Plays the frames on stdout (a terminal), reading keys from stdin when
// it is one. Returns false when interrupted by a signal.
bool play_animation(maze::CarvingFrames& frames, double speed);

}  // namespace wumpus::app
