// The `wumpus` binary: parses the command line and hands over to the
// chosen subcommand. All the work lives in the layer libraries.
#include "app/commands.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <new>
#include <string>

int main(int argc, char** argv) {
  using namespace wumpus::app;
  CLI::App root{"wumpus: Hunt the Wumpus in freshly carved mazes"};
  root.require_subcommand(0, 1);
  root.set_version_flag("--version", "wumpus " WUMPUS_VERSION,
                        "print the version and exit");
  Action action;
  add_maze_command(root, action);
  add_play_command(root, action);
  add_serve_command(root, action);
  add_connect_command(root, action);
  add_admin_command(root, action);
  add_replay_command(root, action);
  add_agent_command(root, action);
  add_solve_command(root, action);
  add_mod_command(root, action);
  add_scores_command(root, action);
  try {
    root.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return root.exit(error);  // --help
    // One line naming the command, never a help dump: scripts and people
    // both read the first line of stderr.
    std::string command = "wumpus";
    for (const CLI::App* sub : root.get_subcommands())
      command += " " + sub->get_name();
    std::string message = error.what();
    std::replace(message.begin(), message.end(), '\n', ' ');
    fmt::print(stderr, "{}: {} (see --help)\n", command, message);
    return kExitUsage;
  }
  if (!action) action = run_default_game;  // plain `wumpus`: the terminal game
  try {
    return action();
  } catch (const std::bad_alloc&) {
    // Printed with what little memory is left: no formatting.
    std::fputs(
        "wumpus: out of memory (try a smaller maze, or free some memory)\n",
        stderr);
    return kExitFailure;
  } catch (const std::exception& error) {
    fmt::print(stderr, "wumpus: {}\n", error.what());
    return kExitFailure;
  }
}
