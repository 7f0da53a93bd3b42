// Headless play: commands from a stream, one a line; what the player
// perceives printed after each, as plain lines or one JSON event a line.
// Same seed and input, same output: tests, replays and scripted players
// drive the game this way.
#pragma once

#include "game/game.hpp"
#include "game_api/table_link.hpp"

#include <iosfwd>

namespace wumpus::app {

// What the first line tells: how the game was made. The app knows it
// (it made the game); the player's view does not carry the seed.
struct HeadlessStart {
  std::string preset;
  std::uint64_t seed = 0;
  std::string algorithm;
  std::string rules;
};
HeadlessStart headless_start(const game::Game& game);

// Plays the link's seat until `in` ends; returns the exit status. Mods'
// "debug" messages are printed only with `debug_mods`.
int run_headless(game_api::TableLink& link, const HeadlessStart& start,
                 std::istream& in, std::ostream& out, bool json,
                 bool debug_mods = false);

}  // namespace wumpus::app
