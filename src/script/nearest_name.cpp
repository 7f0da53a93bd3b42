#include "script/nearest_name.hpp"

#include <algorithm>

namespace wumpus::script {
namespace {

// Levenshtein distance, one row at a time.
std::size_t distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1,
                         diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string nearest_name(const std::string& wrong,
                         const std::vector<std::string>& candidates) {
  const std::size_t most = std::max<std::size_t>(2, wrong.size() / 3);
  std::string best;
  std::size_t best_distance = most + 1;
  for (const std::string& candidate : candidates) {
    const std::size_t d = distance(wrong, candidate);
    if (d > 0 && d < best_distance) {
      best = candidate;
      best_distance = d;
    }
  }
  return best;
}

std::string did_you_mean(const std::string& wrong,
                         const std::vector<std::string>& candidates) {
  const std::string near = nearest_name(wrong, candidates);
  return near.empty() ? "" : " (did you mean '" + near + "'?)";
}

}  // namespace wumpus::script
