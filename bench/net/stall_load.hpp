// The --carver and --saver of wumpus_net_load: one player making the
// server do heavy work for one big cave in a loop (carving a `new SIDE`
// each after the last is played, or saving a SIDExSIDE cave each after
// the last is written), beside a lobby client asking for the list of
// caves ten times a second and a joiner joining that big cave and
// leaving it once a second, each answer timed: what one player's big
// cave costs everyone else.
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

enum class StallWork { Carve, Save };

class StallLoad {
 public:
  // Connects the three and starts them; nothing, with *error, when one
  // cannot connect or the big cave is refused.
  static std::unique_ptr<StallLoad> start(const std::string& socket_path,
                                          StallWork work, std::uint32_t side,
                                          std::string* error);
  ~StallLoad();
  StallLoad(const StallLoad&) = delete;
  StallLoad& operator=(const StallLoad&) = delete;

  // The answer times since the last call, in milliseconds, of the
  // lobby's lists and of the joins; a request unanswered when the run
  // stops counts as its wait so far.
  std::vector<double> take_lobby_ms();
  std::vector<double> take_join_ms();
  // Caves carved or saves written so far.
  std::uint64_t done() const { return done_; }
  // Why a client stopped, if one did.
  std::string problem() const;

 private:
  StallLoad() = default;
  void work_loop();
  void lobby_loop();
  void join_loop();
  void fail(std::string why);
  void note(std::vector<double>& times,
            std::chrono::steady_clock::duration took);

  StallWork work_ = StallWork::Carve;
  std::uint32_t side_ = 0;
  std::uint32_t cave_ = 0;  // the big cave
  std::unique_ptr<net::Client> worker_, lobby_, joiner_;
  std::atomic<bool> stopping_{false};
  std::atomic<std::uint64_t> done_{0};
  mutable std::mutex mutex_;
  std::vector<double> lobby_ms_, join_ms_;
  std::string problem_;
  std::thread working_, asking_, joining_;
};

}  // namespace wumpus::bench
