// `wumpus agent`: the agent plays many games in this process and the
// batch is summed up: win rate, guesses, deaths, turns against the
// solver's, speed; one JSON line a game with --json.
#include "app/agent/agent_report.hpp"
#include "app/commands.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

namespace wumpus::app {
namespace {

// A bar on stderr, redrawn in place, only when stderr is a terminal.
class ProgressBar {
 public:
  explicit ProgressBar(int total)
      : total_(total), shown_(isatty(STDERR_FILENO) == 1) {}
  void update(int done) {
    if (!shown_ || total_ == 0) return;
    const int width = 40, filled = done * width / total_;
    fmt::print(stderr, "\r[{}{}] {}/{}", std::string(filled, '#'),
               std::string(width - filled, ' '), done, total_);
    if (done == total_) fmt::print(stderr, "\r{}\r", std::string(70, ' '));
    std::fflush(stderr);
  }

 private:
  int total_;
  bool shown_;
};

void print_decision(std::uint64_t seed, const agent::Decision& d,
                    const game_api::PlayerView& after) {
  const std::string command =
      d.command ? game_api::format_command(*d.command) : "(none)";
  const std::string estimate =
      d.risk > 0 && d.risk_error > 0
          ? fmt::format(" ± {:.3f}, estimated", d.risk_error)
          : "";
  fmt::print(stderr, "seed {} turn {}: {} ({}, risk {:.3f}{}) -> room {}", seed,
             after.turn, command, d.reason, d.risk, estimate, after.room);
  for (auto it = after.messages.rbegin();
       it != after.messages.rend() && it->turn == after.turn; ++it)
    if (it->kind != "info") fmt::print(stderr, " [{}]", it->kind);
  fmt::print(stderr, "\n");
}

int run_agent_batch(const BatchOptions& options, bool json) {
  ProgressBar bar(options.games);
  const auto start = std::chrono::steady_clock::now();
  const auto results = run_batch(options, [&](int done) { bar.update(done); });
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  const BatchSummary summary = summarise(results, seconds);
  for (const auto& r : results)
    if (!r.error.empty()) {
      fmt::print(stderr, "wumpus agent: seed {}: {}\n", r.seed, r.error);
      break;
    }
  if (json) {
    for (const auto& r : results) std::cout << game_json(r).dump() << "\n";
    std::cout << summary_json(summary).dump() << "\n";
  } else {
    std::cout << format_summary(summary, options);
  }
  std::cout.flush();
  return summary.games == 0 && summary.errors > 0 ? kExitFailure : kExitOk;
}

}  // namespace

void add_agent_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand(
      "agent", "let the agent play many games and report how it did");
  auto options = std::make_shared<BatchOptions>();
  auto json = std::make_shared<bool>(false);
  add_cave_options(*command, options->cave);
  command->add_option("--games", options->games, "how many games")
      ->check(CLI::Range(1, 10'000'000));
  command->add_option("--seed-from", options->seed_from,
                      "the first game's seed; the others follow");
  command->add_option("--jobs", options->jobs, "games played at once")
      ->check(CLI::Range(1, 64));
  command->add_flag("--json", *json, "one JSON line a game, then a summary");
  command->add_flag(
      "--oracle", options->oracle,
      "check each guessed step's stated risk against an independent count "
      "of the layouts (slow)");
  auto trace = std::make_shared<bool>(false);
  command->add_flag("--trace", *trace,
                    "print every decision (seed, turn, command, why, risk) "
                    "on stderr");
  command->callback([&action, options, json, trace] {
    if (*trace) options->trace = print_decision;
    action = [options, json] { return run_agent_batch(*options, *json); };
  });
}

}  // namespace wumpus::app
