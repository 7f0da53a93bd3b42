// The server a load run measures: a real `wumpus serve`, spawned on a
// socket in a fresh temporary directory (its caves saved there, every
// 2 s, as a host's would be) and stopped with SIGTERM at the end. Its CPU
// time is read from /proc, apart from the simulated clients'.
#pragma once

#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

namespace wumpus::bench {

class LoadServer {
 public:
  // Starts `wumpus` (the binary at `program`) serving, with `extra`
  // words after its own (limits), and waits for its socket; nothing,
  // with *error, when it does not come up.
  static std::unique_ptr<LoadServer> spawn(
      const std::string& program, const std::vector<std::string>& extra,
      std::string* error);
  ~LoadServer();
  LoadServer(const LoadServer&) = delete;
  LoadServer& operator=(const LoadServer&) = delete;

  const std::string& socket_path() const { return socket_path_; }
  // CPU seconds the server has used so far (user and system).
  double cpu_seconds() const;
  // Seconds its event loop has spent ready to run but waiting for a CPU:
  // on a busy machine this, not the server's work, makes commands wait.
  double queued_seconds() const;
  // Stops it (SIGTERM: it saves every cave); its exit status, or -1.
  int stop();

 private:
  LoadServer() = default;

  std::string dir_;
  std::string socket_path_;
  pid_t pid_ = -1;
};

}  // namespace wumpus::bench
