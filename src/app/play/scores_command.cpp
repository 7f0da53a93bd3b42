// `wumpus scores`: the high-score table on the terminal, the player's own
// or a server's (--file), every game but the daily ones, or a day's daily
// table (--daily [DATE]).
#include "app/commands.hpp"
#include "game/layout/daily.hpp"
#include "paths/user_dirs.hpp"
#include "scores/score_board.hpp"
#include "scores/score_lines.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <filesystem>
#include <memory>

namespace wumpus::app {
namespace {

struct ScoresOptions {
  std::string file;  // empty: the player's own
  bool daily = false;
  std::string day;  // with daily; empty: today (UTC)
  int count = 20;
};

int list_scores(ScoresOptions options) {
  if (options.daily && options.day.empty()) options.day = game::today_utc();
  if (options.daily && !game::valid_day(options.day)) {
    fmt::print(stderr, "wumpus scores: --daily takes a date as YYYY-MM-DD\n");
    return kExitUsage;
  }
  const std::string file =
      options.file.empty() ? paths::user_scores_file() : options.file;
  if (options.daily)
    fmt::print("The daily cave of {} (classic, seed {}):\n", options.day,
               game::daily_seed(options.day));
  else
    fmt::print("High scores (daily caves apart: wumpus scores --daily):\n");
  // Listing creates nothing: no database yet is an empty table.
  std::error_code missing;
  if (!std::filesystem::exists(file, missing)) {
    fmt::print("No scores yet.\n");
    return kExitOk;
  }
  std::string error;
  const auto board = scores::ScoreBoard::open(file, &error);
  const auto best = board ? board->top(options.count, &error,
                                       options.daily ? options.day : "")
                          : std::vector<scores::ScoreEntry>{};
  if (!error.empty()) {
    fmt::print(stderr, "wumpus scores: {}\n", error);
    return kExitFailure;
  }
  if (best.empty()) {
    fmt::print("No scores yet.\n");
    return kExitOk;
  }
  fmt::print("{}\n", scores::score_header());
  for (std::size_t i = 0; i < best.size(); ++i)
    for (const std::string& line : scores::score_lines(best[i], i + 1))
      fmt::print("{}\n", line);
  return kExitOk;
}

}  // namespace

void add_scores_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand(
      "scores", "list the high scores, or a day's daily cave's (--daily)");
  auto options = std::make_shared<ScoresOptions>();
  auto* daily =
      command
          ->add_option("--daily", options->day,
                       "the daily table of DATE (YYYY-MM-DD; default today, "
                       "UTC)")
          ->expected(0, 1);
  command->add_option("--file", options->file,
                      "a score database (default: your own)");
  command->add_option("--count", options->count, "how many rows")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  command->callback([&action, options, daily] {
    options->daily = daily->count() > 0;
    action = [options] { return list_scores(*options); };
  });
}

}  // namespace wumpus::app
