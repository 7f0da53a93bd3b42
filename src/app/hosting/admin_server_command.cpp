// `wumpus admin caves|players|close|kick|limits|damaged|remove-key`, and
// the moderation orders `mute|unmute|ban|unban|moderation`:
// the host's questions and orders to a running server, over its admin
// channel (server/host/admin_channel.hpp), which no player can reach.
#include "app/commands.hpp"
#include "app/hosting/server_address.hpp"
#include "server/host/admin_channel.hpp"
#include "server/host/remove_key.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <memory>
#include <optional>

namespace wumpus::app {
namespace {

struct AskOptions {
  server::AdminRequest request;
  ServerAddress server;
};

// The server's answer; nothing, with *error, when it cannot be found or
// reached.
std::optional<server::AdminReply> ask_found(const ServerAddress& address,
                                            const server::AdminRequest& request,
                                            std::string* error) {
  const auto socket = server_socket(address, error);
  if (!socket) return std::nullopt;
  return server::ask_server(*socket, request, error);
}

int ask(const AskOptions& o) {
  std::string error;
  const auto reply = ask_found(o.server, o.request, &error);
  if (!reply) {
    fmt::print(stderr, "wumpus admin: {}\n", error);
    return kExitFailure;
  }
  fmt::print(reply->ok ? stdout : stderr, "{}", reply->text);
  return reply->ok ? kExitOk : kExitFailure;
}

struct RemoveKeyOptions {
  std::string name;
  std::string authorized_keys;
  ServerAddress server;
};

// The keys go; a player still connected with one is let go too.
int remove_key(const RemoveKeyOptions& o) {
  std::string path = o.authorized_keys;
  if (path.empty()) {
    const char* home = std::getenv("HOME");
    path = std::string(home ? home : ".") + "/.ssh/authorized_keys";
  }
  std::size_t removed = 0;
  std::string error;
  if (!server::remove_key(path, o.name, &removed, &error)) {
    fmt::print(stderr, "wumpus admin: {}\n", error);
    return kExitFailure;
  }
  fmt::print("{} key(s) of {} removed from {}\n", removed, o.name, path);
  // Not connected is fine; not knowing is not: they may still be playing.
  const auto kicked = ask_found(o.server, {"kick", o.name}, &error);
  if (!kicked) {
    fmt::print(stderr,
               "wumpus admin: key removed, but {} could not be disconnected: "
               "{}\n",
               o.name, error);
    return kExitFailure;
  }
  fmt::print("{}", kicked->text);
  return kExitOk;
}

void add_question(CLI::App* admin, Action& action, const std::string& name,
                  const std::string& help, const char* argument = nullptr,
                  const char* argument_help = nullptr) {
  auto* command = admin->add_subcommand(name, help);
  auto options = std::make_shared<AskOptions>();
  options->request.command = name;
  if (argument)
    command->add_option(argument, options->request.argument, argument_help)
        ->required();
  add_server_address(command, options->server);
  command->callback(
      [&action, options] { action = [options] { return ask(*options); }; });
}

struct MuteOptions {
  std::string name;
  std::uint32_t minutes = 0;  // 0: until unmuted
  ServerAddress server;
};

void add_mute(CLI::App* admin, Action& action) {
  auto* command = admin->add_subcommand(
      "mute", "refuse a player's chat, for some minutes or until unmuted");
  auto options = std::make_shared<MuteOptions>();
  command->add_option("NAME", options->name, "the player's name")->required();
  command
      ->add_option("MINUTES", options->minutes,
                   "how long (default: until unmuted)")
      ->check(CLI::Range(1, 525600));
  add_server_address(command, options->server);
  command->callback([&action, options] {
    action = [options] {
      AskOptions ask_options{{"mute", options->name}, options->server};
      if (options->minutes)
        ask_options.request.argument += " " + std::to_string(options->minutes);
      return ask(ask_options);
    };
  });
}

}  // namespace

void add_admin_server_commands(CLI::App* admin, Action& action) {
  add_question(admin, action, "caves", "list the server's caves");
  add_question(admin, action, "players", "list the players connected");
  add_question(admin, action, "close",
               "close a cave, letting its players go (its recording stays)",
               "CAVE", "the cave's number");
  add_question(admin, action, "kick", "let a connected player go", "NAME",
               "the player's name");
  add_question(admin, action, "limits", "show the server's limits");
  add_question(admin, action, "damaged",
               "list cave files the server could not take up");
  add_mute(admin, action);
  add_question(admin, action, "unmute", "let a muted player chat again", "NAME",
               "the player's name");
  add_question(admin, action, "ban",
               "refuse a player at login from now on, and let them go", "NAME",
               "the player's name");
  add_question(admin, action, "unban", "let a banned player log in again",
               "NAME", "the player's name");
  add_question(admin, action, "moderation", "list the players muted or banned");
  auto* command = admin->add_subcommand(
      "remove-key", "take a player's keys out, and let them go if connected");
  auto options = std::make_shared<RemoveKeyOptions>();
  command->add_option("NAME", options->name, "the player's name")->required();
  command->add_option("--authorized-keys", options->authorized_keys,
                      "the shared account's authorized_keys "
                      "(default: ~/.ssh/authorized_keys)");
  add_server_address(command, options->server);
  command->callback([&action, options] {
    action = [options] { return remove_key(*options); };
  });
}

}  // namespace wumpus::app
