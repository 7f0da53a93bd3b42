// The client end of shared play: a connection to `wumpus serve` over its
// Unix socket (the lobby talks through it), and the link a game screen
// drives once seated. It holds only what the server sends: views and
// numbered messages, never the engine.
#pragma once

#include "base/unique_fd.hpp"
#include "game_api/table_link.hpp"
#include "net/protocol.hpp"
#include "net/wire_frame.hpp"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::net {

class Client {
 public:
  // Connects and says hello; waits up to `timeout_ms` for the welcome.
  static std::unique_ptr<Client> connect(const std::string& socket_path,
                                         const std::string& name,
                                         int timeout_ms, std::string* error);
  // After a lost connection: connects again under the same name, asking
  // (with the welcome's token) for the messages after `last_seq`. A seat
  // survives a restart by name: the server seats the player again.
  bool reconnect(std::uint64_t last_seq, int timeout_ms, std::string* error);
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  void send(const ClientMessage& message);
  // Every message that has arrived, without waiting.
  std::vector<ServerMessage> receive();
  // Waits up to timeout_ms for the next message.
  std::optional<ServerMessage> wait(int timeout_ms);

  int fd() const { return fd_.get(); }
  const std::string& name() const { return name_; }
  // The mods this server lets a new cave's creator pick.
  const ModCatalog& mods() const { return mods_; }
  bool closed() const { return !reason_.empty(); }
  const std::string& reason() const { return reason_; }
  // Closed, and worth connecting again: the link broke without a word, or
  // the server said it is stopping (a restart). A kick, a refusal or a
  // bad message is final.
  bool worth_retrying() const;

 private:
  explicit Client(base::UniqueFd fd) : fd_(std::move(fd)) {}
  // Says hello and waits for the welcome; false with *error.
  bool greet(const std::string& name, std::uint64_t last_seq, int timeout_ms,
             std::string* error);
  void read_available();

  base::UniqueFd fd_;
  std::string socket_path_;
  std::string token_;  // the welcome's: resumes the seat's messages
  bool lost_ = false;  // ended without a goodbye
  std::string bye_code_;
  std::string name_;
  ModCatalog mods_;
  FrameDecoder decoder_{kMaxServerFrame};
  std::deque<ServerMessage> inbox_;
  std::string reason_;  // why the connection ended; empty while open
};

}  // namespace wumpus::net
