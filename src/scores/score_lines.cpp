#include "scores/score_lines.hpp"

#include <fmt/core.h>

namespace wumpus::scores {
namespace {

// Outcomes and caves are cut to fit an 80-column terminal; the padding
// of the last column is not left dangling. "v" is the rules version the
// game was played under: scores of other versions were counted by
// another formula.
template <typename... Args>
std::string row(const Args&... columns) {
  std::string line = fmt::format(
      "{:>2}. {:>6}  {:<10.10} {:<19.19} {:<8.8} {:<6.6} {:<2.2} "
      "{:<17.17}{}{}{}",
      columns...);
  line.erase(line.find_last_not_of(' ') + 1);
  return line;
}

}  // namespace

std::string score_header() {
  return row("#", "points", "name", "outcome", "preset", "policy", "v", "cave",
             "", "", "");
}

std::string score_line(const ScoreEntry& entry, std::size_t rank) {
  // Rows recorded before the preset was kept say nothing of it.
  return row(rank, entry.points, entry.name, entry.won ? "won" : entry.cause,
             entry.preset.empty() ? "-" : entry.preset, entry.policy,
             fmt::format("v{}", entry.rules_version), entry.maze,
             entry.replay ? " (replay)" : "", entry.advised ? " (advised)" : "",
             entry.cheated ? " (cheat)" : "");
}

}  // namespace wumpus::scores
