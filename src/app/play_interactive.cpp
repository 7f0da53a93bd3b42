// The interactive branch of `wumpus play`, and `wumpus` with no arguments:
// the terminal UI, given games made from the same options, presets and
// Lua rules as headless play.
#include "app/commands.hpp"
#include "app/play_options.hpp"
#include "game/game.hpp"
#include "game/local_link.hpp"
#include "maze/generator.hpp"
#include "paths/data_dir.hpp"
#include "ui/session.hpp"

#include <algorithm>
#include <filesystem>

namespace wumpus::app {
namespace {

ui::StartedGame create_game(const PlayOptions& base,
                            const ui::GameChoice& choice,
                            const std::string& player, std::string* error) {
  PlayOptions options = base;
  if (!choice.preset.empty()) options.preset = choice.preset;
  if (choice.size != 0 && choice.size != base.size) {
    options.size = choice.size;
    options.width = options.height = 0;
  }
  if (!choice.algorithm.empty()) options.algorithm = choice.algorithm;
  options.seed = choice.seed;
  const auto settings = make_settings(options, error);
  if (!settings) return {};
  const auto rules = load_rules(settings->mods_dirs, error);
  if (!rules) return {};
  auto game = game::Game::create(*settings, rules, error);
  if (!game) return {};
  return {seat_alone(std::move(game), player, table_options(*settings),
                     ui::autosave_path())};
}

ui::StartedGame load_game(const PlayOptions& base, const std::string& path,
                          const std::string& player, std::string* error) {
  const auto rules = load_rules(base.mods_dirs, error);
  if (!rules) return {};
  auto game = game::Game::load(path, rules, error);
  if (!game) return {};
  const game::TableOptions options = table_options(game->settings());
  return {seat_alone(std::move(game), player, options, ui::autosave_path())};
}

int run(const PlayOptions& options, bool start_menu) {
  ui::UiOptions ui;
  ui.choice = {options.preset, options.size, options.algorithm, options.seed};
  ui.start_menu = start_menu;
  ui.ascii = options.ascii;
  ui.agent = options.agent;
  if (options.agent_tick_ms > 0) ui.agent_tick_ms = options.agent_tick_ms;
  ui.load_file = options.load_file;
  ui.keymap_file = paths::data_path("data/keymap");
  ui.help_file = paths::data_path("data/help");
  ui.presets = preset_names();
  for (const auto& generator : maze::generators())
    ui.algorithms.emplace_back(generator.name);
  ui.create = [options](const ui::GameChoice& choice, const std::string& player,
                        std::string* error) {
    return create_game(options, choice, player, error);
  };
  ui.load = [options](const std::string& path, const std::string& player,
                      std::string* error) {
    return load_game(options, path, player, error);
  };
  return ui::run_ui(ui);
}

}  // namespace

int run_interactive(const PlayOptions& options) {
  return run(options, false);
}

int run_default_game() {
  return run(PlayOptions{}, true);
}

}  // namespace wumpus::app
