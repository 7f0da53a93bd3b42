// Where `wumpus serve` keeps its state by default, and how `wumpus
// admin` finds the server to ask: as the unit and docs/hosting.md start it,
// not only at the default socket (server/host/server_lock.hpp records each
// running server's socket in its state directory).
#pragma once

#include "app/cli_fwd.hpp"

#include <optional>
#include <string>

namespace wumpus::app {

// serve's --state when none is given: the user's data home.
std::string default_state_dir();
// The shipped unit's StateDirectory (data/wumpus-serve.service).
inline constexpr const char* kUnitStateDir = "/var/lib/wumpus";

// What an admin command was told about the server.
struct ServerAddress {
  std::string socket_path;  // --socket; empty: find it
  std::string state_dir;    // --state; empty: the usual places
};

// Adds --socket and --state to `command`.
void add_server_address(CLI::App* command, ServerAddress& address);

// The socket to ask: --socket; else the one recorded by the server
// holding --state (nullopt with *error when none does); else by the
// server holding default_state_dir() or kUnitStateDir; else the default
// socket.
std::optional<std::string> server_socket(const ServerAddress& address,
                                         std::string* error);

}  // namespace wumpus::app
