// When to try a lost connection again: at once, then after a quarter of a
// second, doubling up to four seconds, for two minutes. The lobby and a
// seated game share it; both keep the last screen up meanwhile.
#pragma once

#include "net/client.hpp"

#include <chrono>
#include <cstdint>
#include <optional>

namespace wumpus::net {

class Reconnect {
 public:
  enum class State { Trying, Back, GaveUp };
  static constexpr auto kGiveUpAfter = std::chrono::minutes(2);

  // One step: a connection attempt when one is due. `last_seq`: the last
  // message the player saw.
  State step(Client& client, std::uint64_t last_seq);
  // Whole seconds since the connection was lost.
  int seconds() const;
  // Milliseconds until step() has something to do (a try, or the count).
  int wait_ms() const;

 private:
  using Clock = std::chrono::steady_clock;
  std::optional<Clock::time_point> lost_at_;
  Clock::time_point next_try_;
  Clock::duration backoff_{};
};

}  // namespace wumpus::net
