// The load generator's clients and their schedule: N simulated players
// seated four to a cave (the first of each creates it), then phases in
// which every player sends commands at a given rate, each answered
// command timed from its sending to the first frame back. Players in one
// cave are spread evenly over the period, so a frame that answers a
// cave-mate's command is not taken for the answer to one's own.
#pragma once

#include "bench/net/sim_client.hpp"
#include "bench/net/view_probe.hpp"
#include "net/protocol.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::bench {

struct LoadPlan {
  std::string socket_path;
  std::size_t clients = 500;
  std::size_t per_cave = 4;
  net::CaveOptions cave;
  std::uint64_t seed = 1;  // the players' choices of command
  // The hello's version: an older server (full views only) is measured
  // with its own.
  int protocol = net::kProtocolVersion;
};

struct FrameCount {
  std::uint64_t frames = 0;
  std::uint64_t bytes = 0;
};

struct PhaseResult {
  double seconds = 0;
  double rate_per_client = 0;
  std::uint64_t sent = 0;
  std::uint64_t answered = 0;
  // Sends skipped because the player's last command was still unanswered.
  std::uint64_t skipped = 0;
  std::vector<double> latencies_ms;
  FrameCount views, deltas, messages, other;
  std::size_t closed = 0;  // players the server let go during the phase
  std::string closed_reason;
};

class LoadRun {
 public:
  explicit LoadRun(LoadPlan plan);
  ~LoadRun();

  // Connects `batch` players at a time and seats them all; false with
  // *error when one is refused or `timeout` passes.
  bool seat_all(std::size_t batch, std::chrono::seconds timeout,
                std::string* error);
  // Every seated player sends `rate` commands a second for `duration`;
  // then answers are awaited up to a second more.
  PhaseResult run(double rate, std::chrono::milliseconds duration);
  std::size_t open_clients() const;
  // The first cave's players' view updates, priced as sent and as whole
  // views, summed over the run so far.
  UpdateBytes update_bytes() const;

 private:
  void watch(SimClient& client);
  // Waits up to `timeout_ms` for sockets, handling whatever arrived.
  void pump(int timeout_ms);
  void on_frame(SimClient& client, FrameType type, std::size_t bytes,
                std::string_view body);
  void ask_for_seat(SimClient& client);
  void send_command(SimClient& client);
  std::size_t cave_of(const SimClient& client) const;

  LoadPlan plan_;
  int epoll_ = -1;
  std::vector<std::unique_ptr<SimClient>> clients_;
  std::vector<std::uint32_t> cave_ids_;  // by cave index; 0 until created
  std::string problem_;                  // a refusal while seating
  PhaseResult* phase_ = nullptr;         // where a running phase counts
  Clock::time_point phase_end_{};
  std::uint64_t random_;
  std::vector<ViewProbe> probes_;  // one per player of the first cave
};

// The value at `percent` (nearest rank) of `values`, which it sorts.
double percentile(std::vector<double>& values, double percent);

}  // namespace wumpus::bench
