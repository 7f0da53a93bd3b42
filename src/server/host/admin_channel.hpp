// The host's channel to a running server, apart from the players': a
// Unix socket in a directory only the server's user may enter
// (SOCKET.admin/sock beside the players' SOCKET), served only to root
// or the user running the server (the peer's SO_PEERCRED). The player
// client never opens it, and a player behind sshd's forced command can
// run nothing but that client. One request a connection: a JSON line
// {"command", "argument"}, answered by one JSON line {"ok", "text"}.
#pragma once

#include <asio.hpp>

#include <functional>
#include <optional>
#include <string>

namespace wumpus::server {

struct AdminRequest {
  // caves, players, close, kick, limits, damaged, mute, unmute, ban,
  // unban, moderation
  std::string command;
  // The cave or the player, for close, kick and the moderation orders
  // ("NAME MINUTES" for a mute of some minutes).
  std::string argument;
};
struct AdminReply {
  bool ok = false;
  std::string text;
};

// Where the admin socket of the server listening on `player_socket` is.
std::string admin_socket_path(const std::string& player_socket);

class AdminChannel {
 public:
  using Handler = std::function<AdminReply(const AdminRequest&)>;
  // `handler` runs on the event loop.
  AdminChannel(asio::any_io_executor loop, std::string path, Handler handler);

  // Makes the private directory and listens; false with *error when the
  // directory is not the server user's alone.
  bool open(std::string* error);
  void close();

 private:
  void accept();

  asio::local::stream_protocol::acceptor acceptor_;
  std::string path_;
  Handler handler_;
};

// Asks the server at `player_socket` over its admin channel; nothing,
// with *error, when it cannot be reached or does not answer in time.
std::optional<AdminReply> ask_server(const std::string& player_socket,
                                     const AdminRequest& request,
                                     std::string* error);

}  // namespace wumpus::server
