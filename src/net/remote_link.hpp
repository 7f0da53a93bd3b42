// The link a game screen drives once seated in a cave on the server: it
// holds the views and numbered messages the server sends, and when the
// connection drops for a reason worth it (a restart, a broken link) it
// connects again by itself, with back-off, and takes the seat back.
#pragma once

#include "net/client.hpp"
#include "net/reconnect.hpp"

#include <deque>
#include <string>

namespace wumpus::net {

// A seat (or a spectator's place) in a cave on the server.
class RemoteLink : public game_api::TableLink {
 public:
  // `client` must outlive the link. A spectator's link (seat.watching)
  // sends only chat, and `watch NAME` to follow another player.
  RemoteLink(Client& client, const Seated& seat);

  void send(std::string_view line) override;
  void send(const game_api::Input& input) override;
  bool update() override;
  const game_api::PlayerView& view() const override { return view_; }
  // None while the connection is down: its end would read as ready.
  int wait_fd() const override { return client_.closed() ? -1 : client_.fd(); }
  int wait_ms() const override;
  bool closed() const override {
    return (client_.closed() && !reconnecting()) || left_ || !broken_.empty();
  }
  std::string trouble() const override;
  std::string closed_reason() const override;
  bool suspend(std::string* error) override;

  // Takes in one message; false when it was not for the game.
  bool take(const ServerMessage& message);

 private:
  void note(const std::string& text, const std::string& kind = "error");
  bool reconnecting() const { return client_.worth_retrying() && !gave_up_; }
  // The connection is down: tries again when due; true when the screen
  // should be drawn again.
  bool retry();
  // Back after a reconnect: the seat (or the watched player) again.
  bool rejoin(const ServerMessage& message);

  Client& client_;
  Seated seat_;
  bool left_ = false;
  std::string broken_;     // why the server's views cannot be followed
  bool has_view_ = false;  // a whole view came: deltas apply to it
  game_api::PlayerView view_;
  std::deque<game_api::Message> log_;
  std::uint64_t last_seq_ = 0;  // of the messages taken: no line twice
  Reconnect reconnect_;
  bool gave_up_ = false;
  bool rejoining_ = false;  // reconnected; the seat not yet back
  int shown_seconds_ = -1;
};

}  // namespace wumpus::net
