#include "game/world/timers.hpp"

#include "game/rules/mod_quotas.hpp"

#include <algorithm>

namespace wumpus::game {

std::size_t Timers::of(const std::string& owner) const {
  return static_cast<std::size_t>(
      std::count_if(timers_.begin(), timers_.end(),
                    [&](const Timer& t) { return t.owner == owner; }));
}

bool Timers::add(Timer timer) {
  if (of(timer.owner) >= quota::kTimersPerMod) return false;
  timers_.push_back(std::move(timer));
  return true;
}

std::vector<Timer> Timers::take_due(std::uint32_t turn) {
  std::vector<Timer> due, later;
  for (Timer& timer : timers_)
    (timer.due <= turn ? due : later).push_back(std::move(timer));
  timers_ = std::move(later);
  return due;
}

}  // namespace wumpus::game
