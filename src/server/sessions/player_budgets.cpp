#include "server/sessions/player_budgets.hpp"

#include "server/sessions/player_name.hpp"

#include <algorithm>

namespace wumpus::server {
namespace {

double per_minute(std::uint32_t n) {
  return n / 60.0;
}

double per_hour(std::uint32_t n) {
  return n / 3600.0;
}

}  // namespace

bool TokenBucket::take(double per_second, double burst, Time now,
                       double tokens) {
  const double rested = std::chrono::duration<double>(now - at_).count();
  spent_ = std::max(0.0, spent_ - rested * per_second);
  at_ = now;
  if (spent_ + tokens > burst) return false;
  spent_ += tokens;
  return true;
}

bool TokenBucket::full(double per_second, Time now) const {
  return spent_ <=
         std::chrono::duration<double>(now - at_).count() * per_second;
}

PlayerBudgets::Budget& PlayerBudgets::of(const std::string& name) {
  return budgets_[folded_name(name)];
}

bool PlayerBudgets::take_request(const std::string& name, Time now) {
  return of(name).requests.take(limits_.requests_per_second,
                                limits_.request_burst, now);
}

bool PlayerBudgets::take_chat(const std::string& name, Time now) {
  return of(name).chats.take(per_minute(limits_.chats_per_minute),
                             limits_.chat_burst, now);
}

// A player may log in a minute's worth at once: enough for a flaky
// connection, not for a reconnect loop.
bool PlayerBudgets::take_login(const std::string& name, Time now) {
  return of(name).logins.take(per_minute(limits_.logins_per_minute),
                              limits_.logins_per_minute, now);
}

// Likewise an hour's caves at once.
bool PlayerBudgets::take_creation(const std::string& name, Time now,
                                  std::uint64_t caves) {
  return caves == 0 || of(name).creations.take(per_hour(limits_.caves_per_hour),
                                               limits_.caves_per_hour, now,
                                               static_cast<double>(caves));
}

void PlayerBudgets::forget_rested(Time now) {
  const Limits& l = limits_;
  for (auto it = budgets_.begin(); it != budgets_.end();) {
    const Budget& b = it->second;
    const bool rested = b.requests.full(l.requests_per_second, now) &&
                        b.chats.full(per_minute(l.chats_per_minute), now) &&
                        b.logins.full(per_minute(l.logins_per_minute), now) &&
                        b.creations.full(per_hour(l.caves_per_hour), now);
    it = rested ? budgets_.erase(it) : std::next(it);
  }
}

}  // namespace wumpus::server
