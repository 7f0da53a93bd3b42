// The lines saying who comes, who goes and who asks for a vote, posted at
// most once per kEvery; those said meanwhile wait and go out together as
// one line, repeats counted. A player coming and going in a loop (each
// time charged as chat by a server) then puts one line a second at most
// into everyone else's log, however they alternate.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::game {

class EventLines {
 public:
  using Time = std::chrono::steady_clock::time_point;
  static constexpr std::chrono::seconds kEvery{1};

  void hold(const std::string& text);
  // The lines held, as one ("bob leaves the cave (3 times); bob is
  // back."), once kEvery has passed since the last; nothing before, or
  // when none are held.
  std::optional<std::string> take(Time now);
  // When the lines held may go out; nothing when none wait.
  std::optional<Time> due() const;

 private:
  std::vector<std::pair<std::string, std::size_t>> held_;
  std::optional<Time> posted_at_;
};

}  // namespace wumpus::game
