// Table: the lines saying who comes, who goes and who asks for a vote,
// posted at most once per kEventLinesEvery; those said meanwhile wait
// and go out together as one line, repeats counted. A player coming and
// going in a loop (each time charged as chat by a server) then puts one
// line a second at most into everyone else's log, however they alternate.
#include "game/table/table.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::game {
namespace {

// "bob leaves the cave (3 times); bob is back (3 times)." A line held
// alone goes out as it was said.
std::string coalesced_event_lines(
    const std::vector<std::pair<std::string, std::size_t>>& held) {
  if (held.size() == 1 && held.front().second == 1) return held.front().first;
  std::string out;
  for (const auto& [line, count] : held) {
    std::string text = line;
    if (!text.empty() && text.back() == '.') text.pop_back();
    if (!out.empty()) out += "; ";
    out += text;
    if (count > 1) out += fmt::format(" ({} times)", count);
  }
  return out + ".";
}

}  // namespace

void Table::post_event(const std::string& text) {
  if (options_.local) return post_all("info", text);
  const auto same =
      std::find_if(held_events_.begin(), held_events_.end(),
                   [&text](const auto& held) { return held.first == text; });
  if (same != held_events_.end())
    ++same->second;
  else
    held_events_.emplace_back(text, 1);
  post_held_events();
}

void Table::post_held_events() {
  if (held_events_.empty() ||
      (events_posted_at_ && now_ < *events_posted_at_ + kEventLinesEvery))
    return;
  post_all("info", coalesced_event_lines(held_events_));
  held_events_.clear();
  events_posted_at_ = now_;
  ++version_;
}

}  // namespace wumpus::game
