#include "net/reconnect.hpp"

#include <algorithm>

namespace wumpus::net {
namespace {

constexpr auto kFirstBackoff = std::chrono::milliseconds(250);
constexpr auto kLongestBackoff = std::chrono::seconds(4);
// A server starting up answers a hello within this.
constexpr int kHelloWaitMs = 2000;

}  // namespace

Reconnect::State Reconnect::step(Client& client, std::uint64_t last_seq) {
  const auto now = Clock::now();
  if (!lost_at_) {
    lost_at_ = next_try_ = now;
    backoff_ = kFirstBackoff;
  }
  if (now - *lost_at_ > kGiveUpAfter) return State::GaveUp;
  if (now < next_try_) return State::Trying;
  std::string error;  // shown only if it never comes back: the last reason
  if (client.reconnect(last_seq, kHelloWaitMs, &error)) {
    lost_at_.reset();
    return State::Back;
  }
  if (!client.worth_retrying()) return State::GaveUp;  // refused
  next_try_ = Clock::now() + backoff_;
  backoff_ = std::min<Clock::duration>(backoff_ * 2, kLongestBackoff);
  return State::Trying;
}

int Reconnect::seconds() const {
  if (!lost_at_) return 0;
  return static_cast<int>(
      std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - *lost_at_)
          .count());
}

int Reconnect::wait_ms() const {
  const auto to_try = std::chrono::duration_cast<std::chrono::milliseconds>(
                          next_try_ - Clock::now())
                          .count();
  // The count of seconds moves at least every quarter of a second.
  return static_cast<int>(std::clamp<long long>(to_try, 0, 250));
}

}  // namespace wumpus::net
