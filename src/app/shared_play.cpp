#include "app/shared_play.hpp"

#include <unistd.h>

#include <cstdlib>

namespace wumpus::app {

std::string default_socket_path() {
  if (const char* path = std::getenv("WUMPUS_SOCKET"); path && *path)
    return path;
  if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); runtime && *runtime)
    return std::string(runtime) + "/wumpus.sock";
  return "/tmp/wumpus-" + std::to_string(::getuid()) + ".sock";
}

}  // namespace wumpus::app
