#include "app/commands.hpp"

#include "maze/generator.hpp"

#include <fmt/core.h>

#include <memory>

namespace wumpus::app {

void add_maze_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand("maze", "carve, solve, measure and print a maze");
  auto list = std::make_shared<bool>(false);
  command->add_flag("--list", *list, "list the algorithms and exit");
  command->callback([&action, list] {
    action = [list] {
      if (*list) {
        for (const auto& g : maze::generators())
          fmt::print("{:<16} {} [{}]\n", g.name, g.description,
                     maze::describe_support(g.supports));
      }
      return kExitOk;
    };
  });
}

}  // namespace wumpus::app
