// One server per state directory and per socket. `serve` holds a lock
// on STATE/serve.lock and on SOCKET.lock while it runs, each file saying
// its pid, socket and state directory: two servers on one state would
// both save cave-1.json and drift apart, and a second one on a socket
// would take it over. The same record tells `wumpus admin` which socket
// serves a state directory. The locks are the kernel's (open file
// description locks), so a server killed with -9 leaves none behind.
#pragma once

#include "base/unique_fd.hpp"

#include <optional>
#include <string>

namespace wumpus::server {

// What a lock file says about the server holding it.
struct LockRecord {
  long pid = 0;
  std::string socket_path;
  std::string state_dir;
};

std::string state_lock_path(const std::string& state_dir);
std::string socket_lock_path(const std::string& socket_path);

class ServerLock {
 public:
  // Takes both locks and records this process in them; nullopt, with
  // *error naming the server already running (its pid and socket), when
  // either is held.
  static std::optional<ServerLock> take(const std::string& state_dir,
                                        const std::string& socket_path,
                                        std::string* error);

 private:
  ServerLock(base::UniqueFd state, base::UniqueFd socket)
      : state_(std::move(state)), socket_(std::move(socket)) {}
  base::UniqueFd state_;
  base::UniqueFd socket_;
};

// The server holding the lock file at `lock_path`, if one runs; taking
// no lock itself, so asking never stops a server from starting.
std::optional<LockRecord> running_server(const std::string& lock_path);

}  // namespace wumpus::server
