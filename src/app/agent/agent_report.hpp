// What a batch of agent games comes to: win rates split by whether the
// agent had to risk its life, deaths by cause, turns against the solver's,
// speed and decision times; as text or one JSON object.
#pragma once

#include "app/agent/agent_batch.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace wumpus::app {

// A step this likely to kill is a real decision (issue #21: on classic,
// at least one game in six should need one).
inline constexpr double kDeadlyRisk = 0.10;

struct BatchSummary {
  int games = 0, errors = 0, won = 0;
  int safe_games = 0, safe_won = 0;  // no command risked death
  int guess_games = 0, guess_won = 0;
  // Games with a step that could kill (bat rides and roped pits aside).
  int fatal_games = 0, fatal_won = 0;
  // Games with a step at least kDeadlyRisk likely to kill.
  int deadly_games = 0;
  // Ambiguous moments (steps that risked death) per game: the median and
  // the mean over all games.
  double ambiguous_median = 0, ambiguous_mean = 0;
  std::map<std::string, int> losses;       // by cause
  std::vector<std::uint64_t> safe_losses;  // seeds: each one is a bug
  double turns_per_win = 0;
  double solver_turns_per_win = 0;   // the solver, on the seeds both won
  double agent_turns_on_shared = 0;  // the agent, on those same seeds
  int solver_won = 0;
  double seconds = 0;
  double decision_p50 = 0, decision_p99 = 0, decision_max = 0;  // seconds
  long decisions = 0;
  // --oracle: guessed steps checked, not counted, off by more than
  // kOracleTolerance (or an estimate's stated error), and estimated by
  // the agent; seeds with one.
  int oracle_guesses = 0, oracle_uncounted = 0, oracle_off = 0,
      oracle_estimated = 0;
  // Guessed steps certainly deadly, or taken while a room proven safe that
  // leads on was a walk away; games that died with such a last guess.
  int oracle_deadly = 0, oracle_safe_left = 0;
  int deaths_deadly = 0, deaths_safe_left = 0;
  std::vector<std::uint64_t> oracle_off_seeds;
};

BatchSummary summarise(const std::vector<GameResult>& results, double seconds);

std::string format_summary(const BatchSummary& s, const BatchOptions& options);
nlohmann::json summary_json(const BatchSummary& s);
nlohmann::json game_json(const GameResult& result);

}  // namespace wumpus::app
