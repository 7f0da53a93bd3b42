// Holds a server's thread where a test put it (a carve on the maker's
// worker, a view on a cave's strand) until the test lets it go.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace wumpus::server::testing {

class HeldGate {
 public:
  // Waits for open(), for 10 s at most, so a failed test still ends.
  void enter_and_wait() {
    std::unique_lock lock(mutex_);
    ++entered_;
    changed_.notify_all();
    changed_.wait_for(lock, std::chrono::seconds(10), [this] { return open_; });
  }
  bool entered_within(std::chrono::milliseconds wait) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, wait, [this] { return entered_ > 0; });
  }
  void open() {
    std::lock_guard lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  int entered_ = 0;
  bool open_ = false;
};

}  // namespace wumpus::server::testing
