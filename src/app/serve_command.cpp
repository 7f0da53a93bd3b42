// `wumpus serve`: the shared-play server (see src/server/).
#include "app/commands.hpp"
#include "app/mods.hpp"
#include "app/play_options.hpp"
#include "app/shared_play.hpp"
#include "paths/user_dirs.hpp"
#include "server/server.hpp"

#include <fmt/core.h>
#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <memory>

namespace wumpus::app {
namespace {

struct ServeOptions {
  std::string socket_path = default_socket_path();
  std::string state_dir = paths::user_data_dir() + "/server";
  std::string trust_user;  // empty: the user the server runs as
  std::uint32_t away_seconds = 120;
  std::uint32_t kick_seconds = 1800;
  // Every cave created plays the built-in rules and these mods.
  std::vector<std::string> mods_dirs;
  std::vector<std::string> mods;
};

// A preset or a room graph named by a remote player: a shipped name,
// never a path on the server.
bool plain_name(const std::string& name) {
  return std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '-' || c == '_';
  });
}

// A new cave as a remote player asks for it, with the host's mods.
std::unique_ptr<game::Game> create_cave(const ServeOptions& serve,
                                        const net::CaveOptions& cave,
                                        std::string* error) {
  if (!plain_name(cave.preset) || !plain_name(cave.graph) ||
      !plain_name(cave.algorithm)) {
    *error = "presets, graphs and algorithms are named, not given as paths";
    return nullptr;
  }
  PlayOptions options;
  options.preset = cave.preset;
  options.size = cave.size;
  if (cave.levels != 0) options.shape.levels = cave.levels;
  options.shape.algorithm = cave.algorithm;
  options.shape.graph = cave.graph;
  if (cave.braid >= 0) options.shape.braid = cave.braid;
  options.mods_dirs = serve.mods_dirs;
  options.mods = serve.mods;
  const auto settings = make_settings(options, error);
  if (!settings) return nullptr;
  // Each cave its own Lua state: one cave's mod cannot reach another's.
  const auto rules = load_rules(*settings, true, error);
  if (!rules) return nullptr;
  return game::Game::create(*settings, rules, error);
}

// A bad mod is the host's to fix, before any player arrives: the rules
// of a plain cave must load.
bool check_mods(const ServeOptions& serve, std::string* error) {
  return create_cave(serve, net::CaveOptions{}, error) != nullptr;
}

int serve(const ServeOptions& options) {
  std::string problem;
  if (!check_mods(options, &problem)) {
    fmt::print(stderr, "wumpus serve: {}\n", problem);
    return kExitFailure;
  }
  server::ServerSetup setup;
  setup.socket_path = options.socket_path;
  setup.state_dir = options.state_dir;
  setup.trusted_uid = ::geteuid();
  if (!options.trust_user.empty()) {
    const passwd* user = getpwnam(options.trust_user.c_str());
    if (!user) {
      fmt::print(stderr, "wumpus serve: no user named {}\n",
                 options.trust_user);
      return kExitUsage;
    }
    setup.trusted_uid = user->pw_uid;
  }
  setup.away_after = std::chrono::seconds(options.away_seconds);
  setup.kick_after = std::chrono::seconds(options.kick_seconds);
  setup.create = [&options](const net::CaveOptions& cave, std::string* error) {
    return create_cave(options, cave, error);
  };
  // A saved cave resumes with the mods it was made with.
  setup.load = [](const std::string& path, std::string* error) {
    return game::Game::load(path, saved_rules(true), error);
  };
  std::signal(SIGPIPE, SIG_IGN);
  server::Server server(setup);
  std::string error;
  if (!server.start(&error)) {
    fmt::print(stderr, "wumpus serve: {}\n", error);
    return kExitFailure;
  }
  fmt::print(stderr, "wumpus serve: listening on {} ({} caves resumed)\n",
             options.socket_path, server.cave_count());
  server.run();
  fmt::print(stderr, "wumpus serve: stopped, every cave saved\n");
  return kExitOk;
}

}  // namespace

void add_serve_command(CLI::App& root, Action& action) {
  auto* command =
      root.add_subcommand("serve", "host shared caves for players over SSH");
  auto options = std::make_shared<ServeOptions>();
  command
      ->add_option("--socket", options->socket_path,
                   "the Unix socket clients connect to")
      ->capture_default_str();
  command
      ->add_option("--state", options->state_dir,
                   "where caves and scores are kept")
      ->capture_default_str();
  command->add_option("--trust-user", options->trust_user,
                      "the shared account whose clients may name their "
                      "player (default: the user running the server)");
  command
      ->add_option("--away", options->away_seconds,
                   "seconds idle before a player shows as away")
      ->check(CLI::Range(1u, 86400u))
      ->capture_default_str();
  command
      ->add_option("--kick", options->kick_seconds,
                   "seconds idle before a player is disconnected")
      ->check(CLI::Range(1u, 604800u))
      ->capture_default_str();
  command->add_option("--mods", options->mods_dirs,
                      "a directory of Lua mods every cave plays (repeatable)");
  command->add_option("--mod", options->mods,
                      "a mod every cave plays, by name, e.g. one of "
                      "data/mods (repeatable)");
  command->callback(
      [&action, options] { action = [options] { return serve(*options); }; });
}

}  // namespace wumpus::app
