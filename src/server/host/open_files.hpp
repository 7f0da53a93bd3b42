// Whether `wumpus serve` may hold a descriptor for every player it takes.
// Each connection is one open file; a limit below max_sessions means
// accept failing (EMFILE) while the server believes it has room.
#pragma once

#include <cstddef>
#include <string>

namespace wumpus::server {

// Descriptors the server holds besides its connections: the listening
// socket, the score board, saves and recordings being written, Lua.
inline constexpr std::size_t kOpenFilesReserve = 64;

// Raises the soft RLIMIT_NOFILE toward the hard limit when it is below
// what `sessions` connections need. Returns what the host should hear:
// that it was raised, or that even the hard limit falls short (and what
// that means); "" when the limit was enough already.
std::string ensure_open_files(std::size_t sessions);

}  // namespace wumpus::server
