#include "app/play_options.hpp"

#include "app/mods.hpp"
#include "game/cave.hpp"
#include "maze/random.hpp"
#include "paths/data_dir.hpp"

#include <charconv>
#include <filesystem>

namespace wumpus::app {

namespace {

// A bare name that is not a file here means one shipped in `folder`.
std::string shipped_or_given(const std::string& name,
                             const std::string& folder) {
  if (name.empty() || name.find('/') != std::string::npos ||
      std::filesystem::exists(name))
    return name;
  return paths::data_path(folder + name);
}

}  // namespace

void add_cave_options(CLI::App& command, PlayOptions& o) {
  command.add_option("--preset", o.preset,
                     "easy, classic, hard, or a preset .json file");
  command.add_option("--size", o.size, "rooms a side (square cave)")
      ->check(CLI::Range(1, 1000));
  command.add_option("--width", o.width, "rooms across")
      ->check(CLI::Range(1, 1000));
  command.add_option("--height", o.height, "rooms down")
      ->check(CLI::Range(1, 1000));
  command.add_option("--levels", o.levels, "stacked levels")
      ->check(CLI::Range(1, 16));
  command.add_option("--algorithm", o.algorithm,
                     "carving algorithm (wumpus maze --list)");
  command.add_option(
      "--mask", o.mask_file,
      "a mask file shaping the cave (a bare name: data/masks/NAME)");
  command.add_option("--graph", o.graph_file,
                     "a room graph file (a bare name: data/maps/NAME)");
  command
      .add_option("--braid", o.braid, "fraction of dead ends opened, 0 to 1")
      ->check(CLI::Range(0.0, 1.0));
  command.add_option("--mods", o.mods_dirs,
                     "a directory of Lua mods, all played (repeatable)");
  command.add_option("--mod", o.mods,
                     "play a mod by name, e.g. one of data/mods (repeatable)");
}

void add_play_options(CLI::App& command, PlayOptions& o) {
  add_cave_options(command, o);
  command.add_option("--seed", o.seed,
                     "the seed of the cave and of every chance");
  command.add_flag("--debug-mods", o.debug_mods,
                   "show mods' print and game.log lines (debug messages)");
  command.add_flag("--show-path", o.show_path,
                   "cheat: show the way out (marked in the score)");
  command.add_option("--save", o.save_path,
                     "the file `save` writes by default");
  command.add_option("--load", o.load_file, "resume a saved game")
      ->check(CLI::ExistingFile);
  command.add_flag("--headless", o.headless,
                   "read commands from stdin, print what is perceived");
  command.add_flag("--json", o.json, "with --headless: one JSON event a line");
  command.add_flag("--ascii", o.ascii,
                   "draw the map in ASCII even in a UTF-8 locale");
  command.add_flag("--agent", o.agent,
                   "the agent plays in the terminal; t takes over");
  command
      .add_option("--tick-ms", o.agent_tick_ms,
                  "with --agent: milliseconds between its steps")
      ->check(CLI::Range(10, 60'000));
}

std::optional<game::Settings> make_settings(const PlayOptions& o,
                                            std::string* error) {
  game::Settings settings;
  const bool is_file =
      o.preset.find('/') != std::string::npos || o.preset.ends_with(".json");
  const std::string path =
      is_file ? o.preset
              : paths::data_path("data/presets/" + o.preset + ".json");
  if (!game::apply_preset(path, &settings, error)) return std::nullopt;
  settings.preset = o.preset;
  if (o.seed.empty()) {
    settings.seed = maze::Random::fresh_seed();
  } else {
    const auto [end, problem] = std::from_chars(
        o.seed.data(), o.seed.data() + o.seed.size(), settings.seed);
    if (problem != std::errc() || end != o.seed.data() + o.seed.size()) {
      *error = "--seed must be a whole number from 0 to 18446744073709551615";
      return std::nullopt;
    }
  }
  if (o.size) settings.width = settings.height = o.size;
  if (o.width) settings.width = o.width;
  if (o.height) settings.height = o.height;
  if (o.levels) settings.levels = o.levels;
  if (o.braid >= 0) settings.braid = o.braid;
  settings.mask_file = shipped_or_given(o.mask_file, "data/masks/");
  settings.graph_file = shipped_or_given(o.graph_file, "data/maps/");
  // A room graph is played as drawn (the dodecahedron: the original cave,
  // every tunnel open) unless an algorithm is asked for.
  if (!o.algorithm.empty())
    settings.algorithm = o.algorithm;
  else if (!settings.graph_file.empty())
    settings.algorithm = "open";
  // Absolute, so a save resumed from elsewhere finds its mods again.
  for (const std::string& dir : o.mods_dirs)
    settings.mods_dirs.push_back(std::filesystem::absolute(dir).string());
  std::vector<std::string> mods;
  if (!default_mods(settings.mods_dirs, o.mods, &mods, error))
    return std::nullopt;
  settings.mods = std::move(mods);
  settings.show_path = o.show_path;
  settings.save_path = o.save_path;
  if (!game::validate_settings(settings, error) ||
      !game::read_cave_files(&settings, error))
    return std::nullopt;
  return settings;
}

std::shared_ptr<game::Rules> load_rules(
    const std::vector<std::string>& mods_dirs, std::string* error) {
  game::Settings settings;
  settings.mods_dirs = mods_dirs;
  return load_rules(settings, false, error);
}

game::Game::RulesFor saved_rules(bool quiet) {
  return [quiet](const game::Settings& saved, std::string* error) {
    return load_rules(saved, quiet, error);
  };
}

game::TableOptions table_options(const game::Settings& settings) {
  game::TableOptions options;
  options.local = true;
  options.save_path = settings.save_path;
  return options;
}

}  // namespace wumpus::app
