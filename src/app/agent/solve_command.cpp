// `wumpus solve`: the omniscient solver plays one game, reading the hidden
// layout, and prints its commands: the yardstick `wumpus agent` compares
// its turns against.
#include "app/commands.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "game/layout/solver.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>

namespace wumpus::app {
namespace {

int run_solve(const PlayOptions& options, bool json) {
  std::string error;
  const auto fail = [&] {
    fmt::print(stderr, "wumpus solve: {}\n", error);
    return kExitFailure;
  };
  const auto settings = make_settings(options, &error);
  if (!settings) return fail();
  const auto rules = load_rules(*settings, false, &error);
  if (!rules) return fail();
  auto game = game::Game::create(*settings, rules, &error);
  if (!game) return fail();
  const game_api::PlayerId player = game->add_player("solver");
  std::vector<game_api::Command> commands;
  const game::SolveResult result =
      game::solve_game(*game, player, 10000, &commands);
  const std::uint32_t turns = game->world().player(player)->turns;
  std::vector<std::string> lines;
  for (const auto& command : commands)
    lines.push_back(game_api::format_command(command));
  if (json) {
    const nlohmann::json out = {
        {"seed", settings->seed}, {"preset", settings->preset},
        {"won", result.won},      {"turns", turns},
        {"commands", lines},      {"problem", result.problem}};
    std::cout << out.dump() << "\n";
    return kExitOk;
  }
  const game_api::CaveInfo cave = game->cave_info(true);
  fmt::print("wumpus solve: {} cave, preset {}, seed {}\n", cave.shape,
             cave.preset, cave.seed);
  for (const auto& line : lines) fmt::print("{}\n", line);
  if (result.won)
    fmt::print("won in {} turns ({} commands)\n", turns, lines.size());
  else
    fmt::print("not won: {}\n", result.problem);
  return kExitOk;
}

}  // namespace

void add_solve_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand(
      "solve", "the omniscient solver's plan for one game (it sees all)");
  auto options = std::make_shared<PlayOptions>();
  auto json = std::make_shared<bool>(false);
  add_cave_options(*command, *options);
  add_seed_option(*command, options->shape)->required();
  command->add_flag("--json", *json, "one JSON object: won, turns, commands");
  command->callback([&action, options, json] {
    action = [options, json] { return run_solve(*options, *json); };
  });
}

}  // namespace wumpus::app
