// The client end of shared play: a connection to `wumpus serve` over its
// Unix socket (the lobby talks through it), and the link a game screen
// drives once seated. It holds only what the server sends: views and
// numbered messages, never the engine.
#pragma once

#include "base/unique_fd.hpp"
#include "game_api/table_link.hpp"
#include "net/frame.hpp"
#include "net/protocol.hpp"

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

 private:
  explicit Client(base::UniqueFd fd) : fd_(std::move(fd)) {}
  void read_available();

  base::UniqueFd fd_;
  std::string name_;
  ModCatalog mods_;
  FrameDecoder decoder_{kMaxServerFrame};
  std::deque<ServerMessage> inbox_;
  std::string reason_;  // why the connection ended; empty while open
};

// A seat (or a spectator's place) in a cave on the server.
class RemoteLink : public game::TableLink {
 public:
  // `client` must outlive the link. A spectator's link (seat.watching)
  // sends only chat, and `watch NAME` to follow another player.
  RemoteLink(Client& client, const Seated& seat);

  void send(std::string_view line) override;
  void send(const game::Input& input) override;
  bool update() override;
  const game::PlayerView& view() const override { return view_; }
  int wait_fd() const override { return client_.fd(); }
  bool closed() const override {
    return client_.closed() || left_ || !broken_.empty();
  }
  std::string closed_reason() const override;
  bool suspend(std::string* error) override;

  // Takes in one message; false when it was not for the game.
  bool take(const ServerMessage& message);

 private:
  // A spectator's line that is not chat: `watch NAME`, or a reminder.
  void spectator_line(std::string_view line);
  void note(const std::string& text);

  Client& client_;
  Seated seat_;
  bool left_ = false;
  std::string broken_;     // why the server's views cannot be followed
  bool has_view_ = false;  // a whole view came: deltas apply to it
  game::PlayerView view_;
  std::deque<game::Message> log_;
};

}  // namespace wumpus::net
