// Where `wumpus serve` listens and `wumpus connect` reaches it. A Unix
// socket is only as trustworthy as its directory: whoever can write
// there can put their own socket in its place and show a victim their
// lobby. So the default is a directory only its owner can write, and
// both ends refuse a directory others can write or another user owns.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>

namespace wumpus::paths {

// $WUMPUS_SOCKET, else $XDG_RUNTIME_DIR/wumpus.sock, else
// private_socket_dir()/wumpus.sock.
std::string default_socket_path();
// Without a runtime directory: TMPDIR (or /tmp)/wumpus-UID, mode 0700.
std::string private_socket_dir();

// Checks the directory holding `socket_path`: it must exist, be a
// directory, and be writable by no one but its owner; and, when `owner`
// is given, belong to that user or to root. False with *error naming
// the directory and what is wrong.
bool safe_socket_dir(const std::string& socket_path, std::optional<uid_t> owner,
                     std::string* error);

// For the server: makes the socket's directory when it is missing (mode
// 0700), then checks it is safe and belongs to this process's user (or
// root).
bool prepare_socket_dir(const std::string& socket_path, std::string* error);

}  // namespace wumpus::paths
