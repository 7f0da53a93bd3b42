// Headless play: commands from a stream, one a line; what the player
// perceives printed after each, as plain lines or one JSON event a line.
// Same seed and input, same output: tests, replays and scripted players
// drive the game this way.
#pragma once

#include "game/game.hpp"

#include <iosfwd>

namespace wumpus::app {

// Plays `player` in `game` until `in` ends; returns the exit status.
int run_headless(game::Game& game, game::PlayerId player, std::istream& in,
                 std::ostream& out, bool json);

}  // namespace wumpus::app
