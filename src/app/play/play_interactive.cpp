// The interactive branch of `wumpus play`, and `wumpus` with no arguments:
// the terminal UI, given games made from the same options, presets and
// Lua rules as headless play.
#include "app/commands.hpp"
#include "app/mods/mods.hpp"
#include "app/play/play_options.hpp"
#include "app/play/presets.hpp"
#include "game/game.hpp"
#include "game/layout/daily.hpp"
#include "game/table/local_link.hpp"
#include "maze/generator.hpp"
#include "paths/data_dir.hpp"
#include "ui/screens/mod_rows.hpp"
#include "ui/sessions/local_session.hpp"
#include "ui/terminal/terminal.hpp"

#include <fmt/core.h>
#include <unistd.h>

namespace wumpus::app {
namespace {

// The options of `play`, with what the menu (or the end screen) chose
// over them.
PlayOptions chosen(const PlayOptions& base, const ui::GameChoice& choice) {
  PlayOptions options = base;
  options.daily = choice.preset == game::kDailyChoice;
  if (options.daily) {  // the day's cave takes no shaping
    options.size = 0;
    options.shape = {};
    return options;
  }
  if (!choice.preset.empty()) options.preset = choice.preset;
  if (choice.size != 0 && choice.size != base.size) {
    options.size = choice.size;
    options.shape.width = options.shape.height = std::nullopt;
  }
  if (choice.levels != 0) options.shape.levels = choice.levels;
  if (!choice.mask.empty() || !choice.graph.empty()) {
    options.shape.mask = choice.mask;
    options.shape.graph = choice.graph;
  }
  if (choice.braid >= 0) options.shape.braid = choice.braid;
  if (!choice.algorithm.empty()) options.shape.algorithm = choice.algorithm;
  // The menu starts from the command line's tiling: its choice stands.
  options.tiling = choice.shape;
  options.wrap = choice.wrap;
  options.weave = choice.weave;
  options.shape.seed = choice.seed;
  for (std::string& word : ui::chosen_settings(choice))
    options.mod_settings.push_back(std::move(word));
  return options;
}

// Where a game saves on a hang-up or save-and-quit: the agent's games
// never write over the player's own save.
std::string suspend_path(const PlayOptions& options) {
  return options.agent ? ui::agent_autosave_path() : ui::autosave_path();
}

ui::StartedGame create_game(const PlayOptions& base,
                            const ui::GameChoice& choice, std::string* error) {
  auto settings = make_settings(chosen(base, choice), error);
  if (!settings) return {};
  if (settings->daily.empty()) settings->mods = choice.mods;
  const auto rules = load_rules(*settings, true, error);
  if (!rules) return {};
  keep_mod_storage(*rules);
  auto game = game::Game::create(*settings, rules, error);
  if (!game) return {};
  return {seat_alone(std::move(game), choice.name, table_options(*settings),
                     suspend_path(base))};
}

// A save resumes with the mods it names, found on the mod path, and
// those the command line adds.
ui::StartedGame load_game(const PlayOptions& play, const std::string& path,
                          const std::string& player, const std::string& save_to,
                          std::string* error) {
  auto game = game::Game::load(path, saved_rules(true, play), error);
  if (!game) return {};
  const game::TableOptions options = table_options(game->settings());
  return {seat_alone(std::move(game), player, options, save_to)};
}

int run(const PlayOptions& options, bool start_menu) {
  // A terminal that cannot place its cursor (TERM=dumb, an editor's shell
  // buffer) would show the screen as garbage: it gets line mode.
  const auto term = ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO)
                        ? ui::Terminal::cannot_draw(stdout)
                        : std::nullopt;
  if (term && options.agent) {
    fmt::print(stderr, "wumpus: TERM={} cannot draw the agent's game\n", *term);
    return kExitFailure;
  }
  if (term) {
    fmt::print(stderr,
               "wumpus: TERM={} cannot draw the map, so this game is in "
               "line mode (as wumpus play --headless): type help\n",
               *term);
    return play_headless(options);
  }
  ui::UiOptions ui;
  ui.choice.preset = options.daily ? game::kDailyChoice : options.preset;
  ui.choice.size = options.size;
  ui.choice.levels =
      static_cast<std::uint32_t>(options.shape.levels.value_or(0));
  ui.choice.mask = options.shape.mask;
  ui.choice.graph = options.shape.graph;
  ui.choice.braid = options.shape.braid.value_or(-1);
  ui.choice.algorithm = options.shape.algorithm;
  ui.choice.shape = options.tiling;
  ui.choice.wrap = options.wrap;
  ui.choice.weave = options.weave;
  ui.choice.seed = options.shape.seed;
  ui.start_menu = start_menu;
  ui.ascii = options.ascii;
  ui.agent = options.agent;
  if (options.agent_tick_ms > 0) ui.agent_tick_ms = options.agent_tick_ms;
  ui.load_file = options.load_file;
  ui.keymap_file = paths::data_path("data/keymap");
  ui.help_file = paths::data_path("data/help");
  ui.menu.presets = shipped_presets();
  for (const auto& generator : maze::generators())
    ui.menu.algorithms.emplace_back(generator.name);
  ui.menu.masks = data_names("data/masks", "");
  ui.menu.graphs = data_names("data/maps", "");
  ui.create = [options](const ui::GameChoice& choice, std::string* error) {
    return create_game(options, choice, error);
  };
  ui.load = [options](const std::string& path, const std::string& player,
                      std::string* error) {
    return load_game(options, path, player, suspend_path(options), error);
  };
  for (const script::ModInfo& mod : available_mods(options.mods_dirs))
    ui.menu.mods.push_back({mod.name, mod.description, mod.settings});
  std::string ignored;  // an unreadable mods dir shows when the game starts
  default_mods(options.mods_dirs, options.mods, &ui.choice.mods, &ignored);
  // --set values start the menu's settings (a word without "=" is refused
  // when the game starts).
  for (const std::string& word : options.mod_settings)
    if (const auto equals = word.find('='); equals != std::string::npos)
      ui.choice.settings[word.substr(0, equals)] = word.substr(equals + 1);
  ui.debug_mods = options.debug_mods;
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
