#include "game/table/event_lines.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::game {

void EventLines::hold(const std::string& text) {
  const auto same =
      std::find_if(held_.begin(), held_.end(),
                   [&text](const auto& held) { return held.first == text; });
  if (same != held_.end())
    ++same->second;
  else
    held_.emplace_back(text, 1);
}

std::optional<std::string> EventLines::take(Time now) {
  if (held_.empty() || (posted_at_ && now < *posted_at_ + kEvery))
    return std::nullopt;
  posted_at_ = now;
  // A line held alone goes out as it was said.
  if (held_.size() == 1 && held_.front().second == 1)
    return std::exchange(held_, {}).front().first;
  std::string out;
  for (const auto& [line, count] : held_) {
    std::string text = line;
    if (!text.empty() && text.back() == '.') text.pop_back();
    if (!out.empty()) out += "; ";
    out += text;
    if (count > 1) out += fmt::format(" ({} times)", count);
  }
  held_.clear();
  return out + ".";
}

std::optional<EventLines::Time> EventLines::due() const {
  if (held_.empty() || !posted_at_) return std::nullopt;
  return *posted_at_ + kEvery;
}

}  // namespace wumpus::game
