// Many games played by the agent in this process, a seed each, spread
// over worker threads (each with its own Lua rules), with the omniscient
// solver playing the same seed as the yardstick.
#pragma once

#include "agent/driver.hpp"
#include "app/agent/oracle_check.hpp"
#include "app/play/play_options.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace wumpus::app {

struct BatchOptions {
  PlayOptions cave;  // preset, size, algorithm, ... (the seed is ignored)
  int games = 100;
  std::uint64_t seed_from = 1;
  int jobs = 1;
  bool solver = true;  // also let the solver play each seed
  // Check the risk of every guessed step against the oracle
  // (risk_oracle.hpp).
  bool oracle = false;
  // Told every decision of every game as it is carried out (--trace).
  std::function<void(std::uint64_t seed, const agent::Decision&,
                     const game_api::PlayerView&)>
      trace;
};

struct GameResult {
  std::uint64_t seed = 0;
  std::string error;  // the game could not be set up
  agent::GameRecord agent;
  bool solver_won = false;
  std::uint32_t solver_turns = 0;
  OracleCheck oracle;
};

// Plays every game; `progress(done)` is called as games finish (from the
// worker threads, one at a time). Results come in seed order.
std::vector<GameResult> run_batch(const BatchOptions& options,
                                  const std::function<void(int)>& progress);

}  // namespace wumpus::app
