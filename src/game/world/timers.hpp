// The timers the rules set (`game.after`): a custom event raised, with the
// arguments it was given, once the world's turn reaches its due turn. A
// closure cannot be saved, so a timer names its event and holds only
// values; the timers live in the world, so they are saved, undone with a
// failed command and replayed like everything else the rules keep.
#pragma once

#include "game/world/property_bag.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace wumpus::game {

struct Timer {
  std::uint32_t due = 0;  // the world's turn it fires on
  std::string event;      // "on_door_closes"
  std::vector<Value> args;
  std::string owner;  // the mod that set it ("" for the built-in rules)

  friend bool operator==(const Timer&, const Timer&) = default;
};
inline constexpr std::size_t kMaxTimerArgs = 8;
inline constexpr std::uint32_t kMaxTimerTurns = 1'000'000;

class Timers {
 public:
  // False when the owner already keeps its quota of timers
  // (quota::kTimersPerMod): one mod cannot take the others' timers.
  bool add(Timer timer);
  std::size_t of(const std::string& owner) const;
  // The timers due by `turn`, oldest set first; they are gone after.
  std::vector<Timer> take_due(std::uint32_t turn);
  const std::vector<Timer>& all() const { return timers_; }
  bool empty() const { return timers_.empty(); }
  // A save's timers, as they were.
  void restore(std::vector<Timer> timers) { timers_ = std::move(timers); }

  friend bool operator==(const Timers&, const Timers&) = default;

 private:
  std::vector<Timer> timers_;
};

}  // namespace wumpus::game
