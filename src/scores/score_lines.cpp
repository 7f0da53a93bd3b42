#include "scores/score_lines.hpp"

#include "base/fit_words.hpp"
#include "base/utf8.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <utility>

namespace wumpus::scores {
namespace {

// The columns' widths; the cave's is the most it gets. "v" is the rules
// version the game was played under: scores of other versions were
// counted by another formula.
constexpr int kNameWidth = 10, kOutcomeWidth = 19, kPresetWidth = 8,
              kPolicyWidth = 6, kVersionWidth = 2, kCaveWidth = 17;
// What comes before the cave: rank, points and the columns above, with
// their gaps.
constexpr int kBeforeCave = 4 + 6 + 2 + kNameWidth + 1 + kOutcomeWidth + 1 +
                            kPresetWidth + 1 + kPolicyWidth + 1 +
                            kVersionWidth + 1;

int text_width(const std::string& text) {
  return static_cast<int>(base::from_utf8(text).size());
}

// A text column: cut after its last whole word that fits, with "…",
// padded to the column's width.
std::string score_column(const std::string& text, int width) {
  const std::string fitted = base::fit_words(text, width, true);
  return fitted + std::string(std::max(0, width - text_width(fitted)), ' ');
}

// The columns up to the cave, every one padded to its width; the cave's
// as wide as `width` leaves it, at most kCaveWidth.
std::string score_row(const std::string& rank, const std::string& points,
                      const std::string& name, const std::string& outcome,
                      const std::string& preset, const std::string& policy,
                      const std::string& version, const std::string& cave,
                      int width) {
  return fmt::format(
      "{:>2}. {:>6}  {} {} {} {} {} {}", rank, points,
      score_column(name, kNameWidth), score_column(outcome, kOutcomeWidth),
      score_column(preset, kPresetWidth), score_column(policy, kPolicyWidth),
      score_column(version, kVersionWidth),
      score_column(cave, std::clamp(width - kBeforeCave, 4, kCaveWidth)));
}

std::string without_trailing_blanks(std::string line) {
  line.erase(line.find_last_not_of(' ') + 1);
  return line;
}

}  // namespace

std::string score_header() {
  return without_trailing_blanks(score_row("#", "points", "name", "outcome",
                                           "preset", "policy", "v", "cave",
                                           kCaveWidth + kBeforeCave));
}

std::vector<std::string> score_lines(const ScoreEntry& entry, std::size_t rank,
                                     int width) {
  // Rows recorded before the preset was kept say nothing of it.
  const std::string line = without_trailing_blanks(
      score_row(std::to_string(rank), std::to_string(entry.points), entry.name,
                entry.won ? "won" : entry.cause,
                entry.preset.empty() ? "-" : entry.preset,
                game_api::guess_policy_name(entry.policy),
                fmt::format("v{}", entry.rules_version), entry.maze, width));
  std::string marks;
  for (const auto& [marked, word] : {std::pair{entry.replay, "(replay)"},
                                     std::pair{entry.advised, "(advised)"},
                                     std::pair{entry.cheated, "(cheat)"}})
    if (marked) marks += std::string(marks.empty() ? "" : " ") + word;
  if (marks.empty()) return {line};
  // The marks follow the cave, or go under it (or as near as the width
  // lets them) when the row would not fit.
  if (text_width(line) + 1 + text_width(marks) <= width)
    return {line + " " + marks};
  const int indent = std::clamp(width - text_width(marks), 0, kBeforeCave);
  return {line, std::string(indent, ' ') + marks};
}

}  // namespace wumpus::scores
