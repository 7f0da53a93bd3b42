// The `wumpus` binary: parses the command line and hands over to the
// chosen subcommand. All the work lives in the layer libraries.
#include "app/commands.hpp"

#include <fmt/core.h>

#include <exception>

int main(int argc, char** argv) {
  using namespace wumpus::app;
  CLI::App root{"wumpus: Hunt the Wumpus in freshly carved mazes"};
  root.require_subcommand(0, 1);
  Action action;
  add_maze_command(root, action);
  add_play_command(root, action);
  try {
    root.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int status = root.exit(error);
    return status == 0 ? kExitOk : kExitUsage;
  }
  if (!action) action = run_default_game;  // plain `wumpus`: the terminal game
  try {
    return action();
  } catch (const std::exception& error) {
    fmt::print(stderr, "wumpus: {}\n", error.what());
    return kExitFailure;
  }
}
