// What each player may still do: token buckets for requests, chat,
// logins and cave creation, kept by case-folded player name rather than
// by connection (every SSH player shares the hosting uid), so a player
// who reconnects finds the budget they left.
#pragma once

#include "server/host/limits.hpp"

#include <chrono>
#include <cstdint>
#include <string>
#include <unordered_map>

namespace wumpus::server {

// Steady use never notices it; a burst saved up while quiet is spent
// first, then one token every 1/rate seconds.
class TokenBucket {
 public:
  using Time = std::chrono::steady_clock::time_point;
  bool take(double per_second, double burst, Time now, double tokens = 1);
  // Whether it has refilled: a full bucket is the same as a new one.
  bool full(double per_second, Time now) const;

 private:
  double spent_ = 0;  // tokens below a full bucket, as of at_
  Time at_{};
};

class PlayerBudgets {
 public:
  using Time = TokenBucket::Time;
  // `limits` must outlive the budgets.
  explicit PlayerBudgets(const Limits& limits) : limits_(limits) {}

  bool take_request(const std::string& name, Time now);
  bool take_chat(const std::string& name, Time now);
  bool take_login(const std::string& name, Time now);
  // `caves` of the hour's caves at once (none: always granted).
  bool take_creation(const std::string& name, Time now,
                     std::uint64_t caves = 1);
  // Forgets players whose every bucket has refilled, so the map holds
  // only those who are spending.
  void forget_rested(Time now);
  std::size_t size() const { return budgets_.size(); }

 private:
  struct Budget {
    TokenBucket requests, chats, logins, creations;
  };
  Budget& of(const std::string& name);

  const Limits& limits_;
  std::unordered_map<std::string, Budget> budgets_;
};

}  // namespace wumpus::server
