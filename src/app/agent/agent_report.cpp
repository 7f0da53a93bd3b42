#include "app/agent/agent_report.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::app {
namespace {

double percent(int part, int whole) {
  return whole == 0 ? 0.0 : 100.0 * part / whole;
}

// How an agent's game ended: one still playing ran out of commands.
const char* agent_ending(game_api::Outcome outcome) {
  switch (outcome) {
    case game_api::Outcome::Won:
      return "won";
    case game_api::Outcome::Dead:
      return "dead";
    case game_api::Outcome::Playing:
      break;
  }
  return "stopped";
}

double quantile(std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const std::size_t at =
      std::min(sorted.size() - 1, std::size_t(q * double(sorted.size())));
  return sorted[at];
}

}  // namespace

BatchSummary summarise(const std::vector<GameResult>& results, double seconds) {
  BatchSummary s;
  s.seconds = seconds;
  std::vector<double> times, ambiguous;
  long win_turns = 0, shared = 0, shared_agent = 0, shared_solver = 0;
  for (const auto& r : results) {
    if (!r.error.empty()) {
      ++s.errors;
      continue;
    }
    ++s.games;
    const bool won = r.agent.outcome == game_api::Outcome::Won;
    s.won += won;
    s.solver_won += r.solver_won;
    if (r.agent.fatal_risk > 0) {
      ++s.fatal_games;
      s.fatal_won += won;
    }
    s.deadly_games += r.agent.fatal_risk >= kDeadlyRisk;
    ambiguous.push_back(r.agent.fatal_steps);
    if (r.agent.guessed) {
      ++s.guess_games;
      s.guess_won += won;
    } else {
      ++s.safe_games;
      s.safe_won += won;
      if (!won) s.safe_losses.push_back(r.seed);
    }
    if (won) {
      win_turns += r.agent.turns;
      if (r.solver_won) {
        ++shared;
        shared_agent += r.agent.turns;
        shared_solver += r.solver_turns;
      }
    } else {
      ++s.losses[r.agent.cause.empty() ? "unknown" : r.agent.cause];
    }
    s.oracle_guesses += r.oracle.guesses;
    s.oracle_uncounted += r.oracle.uncounted;
    s.oracle_off += r.oracle.off;
    s.oracle_estimated += r.oracle.estimated;
    if (r.oracle.off > 0) s.oracle_off_seeds.push_back(r.seed);
    s.oracle_deadly += r.oracle.deadly;
    s.oracle_safe_left += r.oracle.safe_left;
    const bool died = r.agent.outcome == game_api::Outcome::Dead;
    s.deaths_deadly += died && r.oracle.last_deadly;
    s.deaths_safe_left += died && r.oracle.last_safe_left;
    times.insert(times.end(), r.agent.decision_seconds.begin(),
                 r.agent.decision_seconds.end());
  }
  if (s.won) s.turns_per_win = double(win_turns) / s.won;
  if (shared) {
    s.agent_turns_on_shared = double(shared_agent) / shared;
    s.solver_turns_per_win = double(shared_solver) / shared;
  }
  std::sort(ambiguous.begin(), ambiguous.end());
  s.ambiguous_median = quantile(ambiguous, 0.5);
  for (double a : ambiguous) s.ambiguous_mean += a / double(ambiguous.size());
  std::sort(times.begin(), times.end());
  s.decisions = long(times.size());
  s.decision_p50 = quantile(times, 0.5);
  s.decision_p99 = quantile(times, 0.99);
  s.decision_max = times.empty() ? 0 : times.back();
  return s;
}

std::string format_summary(const BatchSummary& s, const BatchOptions& options) {
  std::string text = fmt::format(
      "wumpus agent: {} games, preset {}, seeds {} to {}\n", s.games,
      options.cave.preset, options.seed_from,
      options.seed_from + std::uint64_t(std::max(0, options.games - 1)));
  text += fmt::format("won: {} ({:.1f}%)\n", s.won, percent(s.won, s.games));
  text +=
      fmt::format("  needing no risky guess: {} of {} won ({:.1f}%)\n",
                  s.safe_won, s.safe_games, percent(s.safe_won, s.safe_games));
  text += fmt::format("  after a risky guess:    {} of {} won ({:.1f}%)\n",
                      s.guess_won, s.guess_games,
                      percent(s.guess_won, s.guess_games));
  text += fmt::format(
      "  with a possibly fatal step (bats and roped pits aside): {} games "
      "({:.1f}%), {} won ({:.1f}%)\n",
      s.fatal_games, percent(s.fatal_games, s.games), s.fatal_won,
      percent(s.fatal_won, s.fatal_games));
  text += fmt::format(
      "  with a step at least {:.0f}% deadly: {} games ({:.1f}%); ambiguous "
      "moments a game: median {:g}, mean {:.2f}\n",
      kDeadlyRisk * 100, s.deadly_games, percent(s.deadly_games, s.games),
      s.ambiguous_median, s.ambiguous_mean);
  if (!s.safe_losses.empty()) {
    text += "  lost without a guess (bugs), seeds:";
    for (std::uint64_t seed : s.safe_losses) text += fmt::format(" {}", seed);
    text += "\n";
  }
  if (options.oracle) {
    text += fmt::format(
        "oracle: {} guessed steps ({} estimated by the agent, held to their "
        "stated error), {} off by more than {:g}, {} the oracle could not "
        "count\n",
        s.oracle_guesses, s.oracle_estimated, s.oracle_off, kOracleTolerance,
        s.oracle_uncounted);
    text += fmt::format(
        "  certainly deadly: {} steps ({} deaths); taken while a room "
        "proven safe led on: {} steps ({} deaths)\n",
        s.oracle_deadly, s.deaths_deadly, s.oracle_safe_left,
        s.deaths_safe_left);
    if (!s.oracle_off_seeds.empty()) {
      text += "  off in seeds:";
      for (std::uint64_t seed : s.oracle_off_seeds)
        text += fmt::format(" {}", seed);
      text += "\n";
    }
  }
  if (!s.losses.empty()) {
    text += "losses:";
    for (const auto& [cause, count] : s.losses)
      text += fmt::format(" {} {};", cause, count);
    text.back() = '\n';
  }
  text += fmt::format("turns per win: {:.1f}", s.turns_per_win);
  if (options.solver)
    text += fmt::format(
        " (on seeds both won: agent {:.1f}, solver {:.1f}; solver won {} of "
        "{})",
        s.agent_turns_on_shared, s.solver_turns_per_win, s.solver_won, s.games);
  text += "\n";
  text += fmt::format("speed: {:.0f} games/s ({} jobs, {:.2f} s)\n",
                      s.seconds > 0 ? s.games / s.seconds : 0.0, options.jobs,
                      s.seconds);
  text += fmt::format(
      "decision time: median {:.3f} ms, p99 {:.3f} ms, max {:.1f} ms ({} "
      "decisions)\n",
      s.decision_p50 * 1e3, s.decision_p99 * 1e3, s.decision_max * 1e3,
      s.decisions);
  if (s.errors)
    text += fmt::format("games that failed to start: {}\n", s.errors);
  return text;
}

nlohmann::json summary_json(const BatchSummary& s) {
  return {{"event", "summary"},
          {"games", s.games},
          {"won", s.won},
          {"win_rate", s.games ? double(s.won) / s.games : 0.0},
          {"safe_games", s.safe_games},
          {"safe_won", s.safe_won},
          {"guess_games", s.guess_games},
          {"guess_won", s.guess_won},
          {"fatal_games", s.fatal_games},
          {"fatal_won", s.fatal_won},
          {"deadly_games", s.deadly_games},
          {"ambiguous_median", s.ambiguous_median},
          {"ambiguous_mean", s.ambiguous_mean},
          {"safe_loss_seeds", s.safe_losses},
          {"losses", s.losses},
          {"turns_per_win", s.turns_per_win},
          {"agent_turns_on_shared", s.agent_turns_on_shared},
          {"solver_turns_per_win", s.solver_turns_per_win},
          {"solver_won", s.solver_won},
          {"seconds", s.seconds},
          {"games_per_second", s.seconds > 0 ? s.games / s.seconds : 0.0},
          {"decision_ms_p50", s.decision_p50 * 1e3},
          {"decision_ms_p99", s.decision_p99 * 1e3},
          {"oracle_guesses", s.oracle_guesses},
          {"oracle_off", s.oracle_off},
          {"oracle_estimated", s.oracle_estimated},
          {"oracle_uncounted", s.oracle_uncounted},
          {"oracle_deadly", s.oracle_deadly},
          {"oracle_safe_left", s.oracle_safe_left},
          {"deaths_deadly", s.deaths_deadly},
          {"deaths_safe_left", s.deaths_safe_left},
          {"errors", s.errors}};
}

nlohmann::json game_json(const GameResult& r) {
  if (!r.error.empty())
    return {{"event", "game"}, {"seed", r.seed}, {"error", r.error}};
  nlohmann::json misses = nlohmann::json::array();
  for (const OracleMiss& m : r.oracle.misses)
    misses.push_back(
        {{"turn", m.turn},
         {"room", m.room},
         {"hazard", std::string(game_api::hazard_entry(m.hazard).kind)},
         {"stated", m.stated},
         {"oracle", m.oracle}});
  return {{"event", "game"},
          {"seed", r.seed},
          {"oracle_guesses", r.oracle.guesses},
          {"oracle_misses", misses},
          {"oracle_deadly", r.oracle.deadly},
          {"oracle_safe_left", r.oracle.safe_left},
          {"outcome", agent_ending(r.agent.outcome)},
          {"cause", r.agent.cause},
          {"guessed", r.agent.guessed},
          {"guesses", r.agent.guesses},
          {"max_risk", r.agent.max_risk},
          {"fatal_risk", r.agent.fatal_risk},
          {"ambiguous_moments", r.agent.fatal_steps},
          {"turns", r.agent.turns},
          {"commands", r.agent.commands},
          {"score", r.agent.score},
          {"solver_won", r.solver_won},
          {"solver_turns", r.solver_turns}};
}

}  // namespace wumpus::app
