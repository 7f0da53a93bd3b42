// The omniscient solver: plays a game through the Game API while reading
// its hidden state, to show a layout is winnable (property tests) and to
// drive benchmarks. Kills the Wumpus from the room next to it, fetches the
// torch when gold lies in the dark, picks up every gold, walks out.
#pragma once

#include "game/game.hpp"

#include <string>

namespace wumpus::game {

struct SolveResult {
  bool won = false;
  int commands = 0;
  std::string problem;  // why it gave up, when it did not win
};

// Plays the game to its end (or max_commands); the commands it gave go
// into *commands when given (`wumpus solve` prints them).
SolveResult solve_game(Game& game, game_api::PlayerId player,
                       int max_commands = 10000,
                       std::vector<game_api::Command>* commands = nullptr);

}  // namespace wumpus::game
