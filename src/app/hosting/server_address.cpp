#include "app/hosting/server_address.hpp"

#include "paths/socket_dir.hpp"
#include "paths/user_dirs.hpp"
#include "server/host/server_lock.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

namespace wumpus::app {

std::string default_state_dir() {
  return paths::user_data_dir() + "/server";
}

void add_server_address(CLI::App* command, ServerAddress& address) {
  command->add_option("--socket", address.socket_path,
                      "the socket of the server (default: that of the server "
                      "running on --state)");
  command->add_option("--state", address.state_dir,
                      fmt::format("the state directory of the server "
                                  "(default: {} or {})",
                                  default_state_dir(), kUnitStateDir));
}

std::optional<std::string> server_socket(const ServerAddress& address,
                                         std::string* error) {
  if (!address.socket_path.empty()) return address.socket_path;
  if (!address.state_dir.empty()) {
    if (const auto found =
            server::running_server(server::state_lock_path(address.state_dir)))
      return found->socket_path;
    *error = fmt::format("no server is running on {}", address.state_dir);
    return std::nullopt;
  }
  for (const std::string& state :
       {default_state_dir(), std::string(kUnitStateDir)})
    if (const auto found =
            server::running_server(server::state_lock_path(state)))
      return found->socket_path;
  return paths::default_socket_path();
}

}  // namespace wumpus::app
