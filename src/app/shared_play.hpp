// What `serve`, `connect` and `admin` share: where the server's socket
// and state live by default.
#pragma once

#include <string>

namespace wumpus::app {

// $WUMPUS_SOCKET, else $XDG_RUNTIME_DIR/wumpus.sock, else
// /tmp/wumpus-UID.sock.
std::string default_socket_path();

}  // namespace wumpus::app
