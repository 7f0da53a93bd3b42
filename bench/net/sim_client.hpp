// One simulated player of the load generator: a non-blocking Unix socket
// speaking the shared-play protocol in raw frames. It decodes only the
// few small messages it must (its welcome, the cave it is seated in);
// views, deltas and messages are told apart by their type and counted,
// never parsed, so thousands of them cost the generator little next to
// the server it measures.
#pragma once

#include "net/protocol.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace wumpus::bench {

using Clock = std::chrono::steady_clock;

enum class FrameType {
  View,
  Delta,
  Messages,
  Welcome,
  Seated,
  Problem,
  Bye,
  Other
};

class SimClient {
 public:
  enum class Stage { Connecting, Greeting, Joining, Seated, Closed };
  using FrameHandler =
      std::function<void(FrameType, std::size_t bytes, std::string_view body)>;

  SimClient(std::size_t index, std::string name)
      : index(index), name_(std::move(name)) {}
  ~SimClient();
  SimClient(const SimClient&) = delete;
  SimClient& operator=(const SimClient&) = delete;

  // Starts connecting and queues the hello (speaking `protocol`); false
  // with *error.
  bool connect(const std::string& socket_path, int protocol,
               std::string* error);
  void send(const net::ClientMessage& message);
  // Writes what the socket takes; false once it has failed.
  bool flush();
  bool wants_write() const { return sent_ < out_.size(); }
  // Reads everything available, calling `on_frame` for each whole frame;
  // false once the connection has ended (see closed_reason()).
  bool read(const FrameHandler& on_frame);
  void close(std::string reason);

  int fd() const { return fd_; }
  const std::string& name() const { return name_; }
  const std::string& closed_reason() const { return closed_reason_; }

  const std::size_t index;  // its place in the run: cave = index / per cave
  Stage stage = Stage::Connecting;
  bool asked = false;        // has asked to create or join its cave
  std::uint32_t cave = 0;    // the server's id of the cave seated in
  bool awaiting = false;     // a command sent, no answer yet
  Clock::time_point sent{};  // when that command went out
  Clock::time_point next{};  // when the next one is due

 private:
  std::string name_;
  int fd_ = -1;
  std::string out_;
  std::size_t sent_ = 0;
  std::string in_;
  std::string closed_reason_;
};

// What kind of server message a frame's JSON body is, without parsing
// it: a quote inside a string is escaped, so the first "type":" is the
// message's own.
FrameType frame_type(std::string_view body);

}  // namespace wumpus::bench
