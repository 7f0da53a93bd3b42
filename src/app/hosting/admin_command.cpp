// `wumpus admin add-key NAME KEYFILE`: lets a player's SSH key in as NAME;
// `wumpus admin setup` (admin_setup.hpp) prepares the account first.
#include "app/commands.hpp"
#include "app/hosting/admin_setup.hpp"
#include "app/hosting/server_address.hpp"
#include "server/host/authorized_keys.hpp"
#include "server/sessions/player_name.hpp"

#include <fmt/core.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>

namespace wumpus::app {
namespace {

struct AddKeyOptions {
  std::string name;
  std::string key_file;
  std::string authorized_keys;
  ServerAddress server;
  std::string wumpus;
};

std::string own_binary() {
  char path[4096];
  const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
  return n > 0 ? std::string(path, static_cast<std::size_t>(n)) : "wumpus";
}

int add_key(const AddKeyOptions& o) {
  std::ifstream in(o.key_file, std::ios::binary);
  if (!in) {
    fmt::print(stderr, "wumpus admin: cannot read {}\n", o.key_file);
    return kExitFailure;
  }
  std::stringstream text;
  text << in.rdbuf();
  std::string path = o.authorized_keys;
  if (path.empty()) {
    const char* home = std::getenv("HOME");
    path = std::string(home ? home : ".") + "/.ssh/authorized_keys";
  }
  if (server::is_others_login(o.name, ::geteuid())) {
    fmt::print(stderr,
               "wumpus admin: {} is a local user's login; give the key "
               "another name\n",
               o.name);
    return kExitFailure;
  }
  std::string error;
  const auto socket = server_socket(o.server, &error);
  if (!socket) {
    fmt::print(stderr, "wumpus admin: {}\n", error);
    return kExitFailure;
  }
  if (!server::add_key(path, o.wumpus.empty() ? own_binary() : o.wumpus,
                       *socket, o.name, text.str(), &error)) {
    fmt::print(stderr, "wumpus admin: {}\n", error);
    return kExitFailure;
  }
  fmt::print("{} may now play as {} (added to {})\n", o.key_file, o.name, path);
  return kExitOk;
}

}  // namespace

void add_admin_command(CLI::App& root, Action& action) {
  auto* admin = root.add_subcommand("admin", "host administration");
  admin->require_subcommand(1);
  auto* command = admin->add_subcommand(
      "add-key", "let a player's SSH public key in under a player name");
  auto options = std::make_shared<AddKeyOptions>();
  command->add_option("NAME", options->name, "the player's name")->required();
  command->add_option("KEYFILE", options->key_file, "their public key file")
      ->required();
  command->add_option("--authorized-keys", options->authorized_keys,
                      "the shared account's authorized_keys "
                      "(default: ~/.ssh/authorized_keys)");
  add_server_address(command, options->server);
  command->add_option("--wumpus", options->wumpus,
                      "the wumpus binary sshd runs (default: this one)");
  command->callback(
      [&action, options] { action = [options] { return add_key(*options); }; });
  add_admin_server_commands(admin, action);
  add_admin_setup(*admin, action, own_binary());
}

}  // namespace wumpus::app
