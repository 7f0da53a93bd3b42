// `wumpus play`: starts or resumes a game, then hands it to headless play
// or to the terminal UI.
#include "app/commands.hpp"

#include "app/mods/mods.hpp"
#include "app/play/headless.hpp"
#include "app/play/play_options.hpp"
#include "game/table/local_link.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

namespace wumpus::app {

int play_headless(const PlayOptions& options) {
  std::string error;
  const auto fail = [&] {
    fmt::print(stderr, "wumpus play: {}\n", error);
    return kExitFailure;
  };
  const auto settings = make_settings(options, &error);
  if (!settings) return fail();
  std::unique_ptr<game::Game> game;
  if (options.load_file.empty()) {
    const auto rules = load_rules(*settings, false, &error);
    if (!rules) return fail();
    keep_mod_storage(*rules);
    game = game::Game::create(*settings, rules, &error);
  } else {
    game = game::Game::load(options.load_file, saved_rules(false, options),
                            &error);
  }
  if (!game) return fail();
  const HeadlessStart start = headless_start(*game);
  const game::TableOptions table = table_options(game->settings());
  auto link = seat_alone(std::move(game), "player", table);
  return run_headless(*link, start, std::cin, std::cout, options.json,
                      options.debug_mods);
}

void add_play_command(CLI::App& root, Action& action) {
  auto* command = root.add_subcommand("play", "play Hunt the Wumpus");
  auto options = std::make_shared<PlayOptions>();
  add_play_options(*command, *options);
  command->callback([&action, options] {
    action = [options] {
      if (options->json && !options->headless) {
        fmt::print(stderr, "wumpus play: --json needs --headless\n");
        return kExitUsage;
      }
      if (options->agent && options->headless) {
        fmt::print(stderr,
                   "wumpus play: --agent plays in the terminal, not "
                   "--headless (see wumpus agent)\n");
        return kExitUsage;
      }
      return options->headless ? play_headless(*options)
                               : run_interactive(*options);
    };
  });
}

}  // namespace wumpus::app
