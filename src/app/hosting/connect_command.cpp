// `wumpus connect`: the client an SSH session runs (see
// src/ui/sessions/remote_session).
#include "app/commands.hpp"
#include "app/hosting/connect_lines.hpp"
#include "app/play/presets.hpp"
#include "maze/generator.hpp"
#include "paths/data_dir.hpp"
#include "paths/socket_dir.hpp"
#include "ui/sessions/remote_session.hpp"
#include "ui/terminal/terminal.hpp"

#include <fmt/core.h>
#include <langinfo.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace wumpus::app {
namespace {

// Said to a player whose session has no terminal: over SSH that is `ssh
// -T`, or ssh run from a script, and they can act on nothing else.
constexpr const char* kNoTerminal =
    "wumpus connect: this game is drawn in a terminal, and this session "
    "has none.\nLog in from a terminal window with `ssh -t HOST` (not "
    "`ssh -T`, and not from a pipe or a script).\n";

// The screen is drawn with Unicode only under a UTF-8 locale, and sshd
// passes the player's LANG and LC_* (Debian's AcceptEnv), which may name
// one this host lacks (en_US.UTF-8 on a minimal server) or none at all:
// then the game would draw in ASCII. So the client sets its own, unless
// what it was given works; --ascii is the way to ask for ASCII.
void own_locale() {
  if (std::setlocale(LC_ALL, "") != nullptr &&
      std::strcmp(nl_langinfo(CODESET), "UTF-8") == 0)
    return;
  ::setenv("LC_ALL", "C.UTF-8", 1);
}

}  // namespace

void add_connect_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand(
      "connect", "join the shared caves of a `wumpus serve` on this host");
  auto options = std::make_shared<ui::RemoteOptions>();
  options->socket_path = paths::default_socket_path();
  auto* socket =
      command
          ->add_option("--socket", options->socket_path, "the server's socket")
          ->capture_default_str();
  command->add_option("--name", options->name,
                      "the player's name (set by the host's authorized_keys; "
                      "otherwise your login)");
  command->add_flag("--ascii", options->terminal.ascii, "draw with ASCII only");
  command->callback([&action, options, socket] {
    // A socket named by the user is theirs to trust; the default one must
    // be in a directory of their own (or root's), or someone may have
    // made it first to catch the connection.
    const bool chosen = socket->count() > 0 || std::getenv("WUMPUS_SOCKET");
    action = [options, chosen] {
      std::string error;
      if (!paths::safe_socket_dir(
              options->socket_path,
              chosen ? std::nullopt : std::optional<uid_t>(::getuid()),
              &error)) {
        fmt::print(stderr, "wumpus connect: {}\n", error);
        return kExitFailure;
      }
      // After the socket's check: a squatted directory is worth knowing of
      // whatever the session.
      if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO)) {
        fmt::print(stderr, "{}", kNoTerminal);
        return kExitFailure;
      }
      own_locale();
      const auto term = ui::Terminal::cannot_draw(stdout);
      options->keymap_file = paths::data_path("data/keymap");
      options->menu.presets = shipped_presets();
      for (const auto& generator : maze::generators())
        options->menu.algorithms.emplace_back(generator.name);
      // Shipped masks and room graphs only: a server opens no player's
      // files.
      options->menu.masks = data_names("data/masks", "");
      options->menu.graphs = data_names("data/maps", "");
      options->menu.cave_only = true;
      // A terminal that cannot place its cursor gets plain lines.
      if (term) return run_remote_lines(*options, *term);
      return ui::run_remote(*options);
    };
  });
}

}  // namespace wumpus::app
