// The --carver of wumpus_net_load: one player carving big caves in a loop
// (`new SIDE`, each after the last is played) in a cave of its own, and a
// lobby client asking for the list of caves ten times a second, each
// answer timed: what one player's carving costs everyone else.
#pragma once

#include "net/client.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace wumpus::bench {

class CarveLoad {
 public:
  // Connects both and starts them; nothing, with *error, when either
  // cannot connect or the carver's cave is refused.
  static std::unique_ptr<CarveLoad> start(const std::string& socket_path,
                                          std::uint32_t side,
                                          std::string* error);
  ~CarveLoad();
  CarveLoad(const CarveLoad&) = delete;
  CarveLoad& operator=(const CarveLoad&) = delete;

  // The lobby's answer times since the last call, in milliseconds; a
  // request unanswered when the run stops counts as its wait so far.
  std::vector<double> take_lobby_ms();
  // Caves carved so far.
  std::uint64_t carves() const { return carves_; }
  // Why the carver stopped, if it did.
  std::string problem() const;

 private:
  CarveLoad() = default;
  void carve_loop();
  void lobby_loop();
  void fail(std::string why);

  std::uint32_t side_ = 0;
  std::unique_ptr<net::Client> carver_, lobby_;
  std::atomic<bool> stopping_{false};
  std::atomic<std::uint64_t> carves_{0};
  mutable std::mutex mutex_;
  std::vector<double> lobby_ms_;
  std::string problem_;
  std::thread carving_, asking_;
};

}  // namespace wumpus::bench
