#include "app/shared_play.hpp"

#include "paths/user_dirs.hpp"

#include <unistd.h>

#include <cstdlib>

namespace wumpus::app {

std::string default_socket_path() {
  if (const char* path = std::getenv("WUMPUS_SOCKET"); path && *path)
    return path;
  if (const std::string runtime = paths::user_runtime_dir(); !runtime.empty())
    return runtime + "/wumpus.sock";
  return "/tmp/wumpus-" + std::to_string(::getuid()) + ".sock";
}

}  // namespace wumpus::app
