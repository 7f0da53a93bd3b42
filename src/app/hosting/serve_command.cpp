// `wumpus serve`: the shared-play server (see src/server/).
#include "app/commands.hpp"
#include "app/hosting/server_address.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "app/play/presets.hpp"
#include "base/printable.hpp"
#include "game/layout/daily.hpp"
#include "paths/data_dir.hpp"
#include "paths/socket_dir.hpp"
#include "server/host/open_files.hpp"
#include "server/server.hpp"

#include <fmt/core.h>
#include <pwd.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <csignal>
#include <memory>
#include <optional>

namespace wumpus::app {
namespace {

struct ServeOptions {
  std::string socket_path = paths::default_socket_path();
  std::string state_dir = default_state_dir();
  std::string trust_user;  // empty: the user the server runs as
  // The host's limits: a config file, then the flags given, each over
  // the defaults (server/host/limits.hpp).
  std::string config;
  std::vector<std::uint64_t> limits =
      std::vector<std::uint64_t>(server::limit_fields().size());
  std::vector<CLI::Option*> limit_flags;
  // Every cave created plays the built-in rules and these mods, unless
  // its creator picks others from those found.
  std::vector<std::string> mods_dirs;
  std::vector<std::string> mods;
};

// A preset or an algorithm named by a remote player: a name, never a
// path on the server.
bool plain_name(const std::string& name) {
  return std::all_of(name.begin(), name.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '-' || c == '_';
  });
}

// A mask or room graph named by a remote player: the shipped file of that
// name in `folder`, else nullopt. Nothing else on the server is opened.
std::optional<std::string> shipped_file(const std::string& name,
                                        const std::string& folder,
                                        const char* what, std::string* error) {
  if (name.empty()) return std::string();
  const auto names = data_names(folder, "");
  if (std::find(names.begin(), names.end(), name) != names.end())
    return paths::data_path(folder + "/" + name);
  *error = fmt::format("there is no {} named \"{}\" on this server", what,
                       base::printable(name));
  return std::nullopt;
}

// What a creator may pick: every mod found for the server, the host's
// defaults picked unless they choose. Nothing when there are more than
// the protocol carries, or a mods directory cannot be read.
std::optional<net::ModCatalog> mod_catalog(const ServeOptions& serve,
                                           std::string* error) {
  net::ModCatalog catalog;
  for (const script::ModInfo& mod : available_mods(serve.mods_dirs))
    catalog.offered.push_back(
        {mod.name, mod.description.substr(0, net::kMaxModDescription),
         mod.settings});
  if (!default_mods(serve.mods_dirs, serve.mods, &catalog.defaults, error))
    return std::nullopt;
  if (catalog.offered.size() > net::kMaxMods) {
    *error = fmt::format("{} mods found; a server offers at most {}",
                         catalog.offered.size(), net::kMaxMods);
    return std::nullopt;
  }
  return catalog;
}

// The creator's pick, each a mod the server offers.
bool check_picked_mods(const net::ModCatalog& catalog,
                       const std::vector<std::string>& picked,
                       std::string* error) {
  for (const std::string& name : picked)
    if (std::none_of(
            catalog.offered.begin(), catalog.offered.end(),
            [&name](const net::ModOffer& mod) { return mod.name == name; })) {
      *error = fmt::format("this server offers no mod named \"{}\"",
                           base::printable(name));
      return false;
    }
  return true;
}

// A new cave as a remote player asks for it, with the host's mods unless
// the player picked among those offered.
std::unique_ptr<game::Game> create_cave(const ServeOptions& serve,
                                        const net::ModCatalog& catalog,
                                        const net::CaveOptions& cave,
                                        std::string* error) {
  if (!plain_name(cave.preset) || !plain_name(cave.algorithm)) {
    *error = "presets and algorithms are named, not given as paths";
    return nullptr;
  }
  const auto mask = shipped_file(cave.mask, "data/masks", "mask", error);
  const auto graph = shipped_file(cave.graph, "data/maps", "room graph", error);
  if (!mask || !graph) return nullptr;
  if (cave.mods && !check_picked_mods(catalog, *cave.mods, error))
    return nullptr;
  PlayOptions options;
  // A cave asked for as the "daily" preset is the day's cave, scored in
  // the server's daily table.
  options.daily = cave.preset == game::kDailyChoice;
  options.preset = cave.preset;
  options.size = cave.size;
  if (cave.levels != 0) options.shape.levels = cave.levels;
  options.shape.algorithm = cave.algorithm;
  options.shape.mask = *mask;
  options.shape.graph = *graph;
  if (cave.braid >= 0) options.shape.braid = cave.braid;
  options.tiling = cave.shape;
  options.wrap = cave.wrap;
  options.weave = cave.weave;
  options.mods_dirs = serve.mods_dirs;
  options.mods = serve.mods;
  // Checked as --set is: a setting no mod of the cave declares, or of
  // another kind than its default, is refused when the game is made.
  if (!options.daily)
    for (const auto& [key, value] : cave.settings)
      options.mod_settings.push_back(key + "=" + value);
  auto settings = make_settings(options, error);
  if (!settings) return nullptr;
  if (cave.mods && settings->daily.empty()) settings->mods = *cave.mods;
  // Each cave its own Lua state: one cave's mod cannot reach another's.
  const auto rules = load_rules(*settings, true, error);
  if (!rules) return nullptr;
  keep_mod_storage(*rules);
  return game::Game::create(*settings, rules, error);
}

// A bad mod is the host's to fix, before any player arrives: the rules
// of a plain cave must load.
bool check_mods(const ServeOptions& serve, const net::ModCatalog& catalog,
                std::string* error) {
  return create_cave(serve, catalog, net::CaveOptions{}, error) != nullptr;
}

int serve(const ServeOptions& options) {
  std::string problem;
  const auto found = mod_catalog(options, &problem);
  if (!found || !check_mods(options, *found, &problem)) {
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
  if (!options.config.empty() &&
      !server::read_limits_file(options.config, &setup, &problem)) {
    fmt::print(stderr, "wumpus serve: {}\n", problem);
    return kExitUsage;
  }
  for (std::size_t i = 0; i < options.limit_flags.size(); ++i)
    if (options.limit_flags[i]->count() > 0)
      server::limit_fields()[i].set(setup, options.limits[i]);
  const net::ModCatalog& catalog = *found;
  setup.mods = catalog;
  setup.create = [&options, &catalog](const net::CaveOptions& cave,
                                      std::string* error) {
    return create_cave(options, catalog, cave, error);
  };
  // A saved cave resumes with the mods it was made with.
  setup.load = [&options](const std::string& path, std::string* error) {
    auto game =
        game::Game::load(path, saved_rules(true, options.mods_dirs, {}), error);
    // Its players are told too, in the cave.
    if (game && !game->resume_warning().empty())
      fmt::print(stderr, "wumpus serve: {}: {}\n", path,
                 game->resume_warning());
    return game;
  };
  // A cave's `new` is carved with rules of its own, made as a resumed
  // save's are: the cave's game goes on using its own meanwhile.
  setup.carve = [&options](const game::Settings& settings,
                           std::string* error) -> std::optional<game::World> {
    const auto rules =
        saved_rules(true, options.mods_dirs, {})(settings, error);
    if (!rules) return std::nullopt;
    return game::Game::carve(settings, *rules, error);
  };
  std::signal(SIGPIPE, SIG_IGN);
  if (const auto files = server::ensure_open_files(setup.max_sessions);
      !files.empty())
    fmt::print(stderr, "wumpus serve: {}\n", files);
  server::Server server(setup);
  std::string error;
  if (!paths::prepare_socket_dir(options.socket_path, &error) ||
      !server.start(&error)) {
    fmt::print(stderr, "wumpus serve: {}\n", error);
    return kExitFailure;
  }
  fmt::print(stderr, "wumpus serve: listening on {} ({} caves resumed)\n",
             options.socket_path, server.cave_count());
  server.run();
  if (server.unsaved().empty()) {
    fmt::print(stderr, "wumpus serve: stopped, every cave saved\n");
    return kExitOk;
  }
  std::string caves;
  for (const std::uint32_t id : server.unsaved())
    caves += fmt::format("{}{}", caves.empty() ? "" : ", ", id);
  fmt::print(stderr,
             "wumpus serve: stopped, but could not save cave(s) {}: their "
             "last saves on disk are older\n",
             caves);
  return kExitFailure;
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
      ->add_option("--config", options->config,
                   "a file of limits, one KEY = VALUE a line, KEY being a "
                   "limit's flag without its dashes; flags given win")
      ->check(CLI::ExistingFile);
  const server::ServerSetup defaults;
  for (std::size_t i = 0; i < server::limit_fields().size(); ++i) {
    const server::LimitField& limit = server::limit_fields()[i];
    options->limit_flags.push_back(
        command->add_option("--" + limit.key, options->limits[i], limit.help)
            ->check(CLI::Range(limit.min, limit.max))
            ->default_str(std::to_string(limit.get(defaults)))
            ->group("Limits"));
  }
  command->add_option("--mods", options->mods_dirs,
                      "a directory of Lua mods new caves play unless their "
                      "creator picks (repeatable)");
  command->add_option("--mod", options->mods,
                      "a mod new caves play unless their creator picks, by "
                      "name, e.g. one of data/mods (repeatable)");
  command->callback(
      [&action, options] { action = [options] { return serve(*options); }; });
}

}  // namespace wumpus::app
