#include "app/play/play_options.hpp"

#include "app/maze/maze_options.hpp"
#include "app/mods/mods.hpp"
#include "base/printable.hpp"
#include "game/layout/cave.hpp"
#include "game/layout/daily.hpp"
#include "maze/random.hpp"
#include "paths/data_dir.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <filesystem>

namespace wumpus::app {
void add_cave_options(CLI::App& command, PlayOptions& o) {
  command.add_option("--preset", o.preset,
                     "easy, classic, hard, or a preset .json file");
  command.add_option("--size", o.size, "rooms a side (square cave)")
      ->check(CLI::Range(1u, game::kMaxCaveSide));
  add_shape_options(command, o.shape);
  // A game's cave is far smaller than the largest maze: what the rules
  // can set up (game/settings/settings.hpp).
  const auto sides =
      CLI::Range(std::int64_t{1}, std::int64_t{game::kMaxCaveSide});
  command.get_option("--width")->check(sides);
  command.get_option("--height")->check(sides);
  command.get_option("--levels")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{game::kMaxCaveLevels}));
  command.add_option("--shape", o.tiling,
                     "the rooms' tiling: square, hex, triangle, polar, "
                     "upsilon or zeta");
  command.add_option("--wrap", o.wrap,
                     "square rooms: join opposite sides, x, y or xy");
  command.add_flag("--weave", o.weave,
                   "square rooms: let passages run under rooms");
  command.add_option("--mods", o.mods_dirs,
                     "a directory of Lua mods, all played (repeatable)");
  command.add_option("--mod", o.mods,
                     "play a mod by name, e.g. one of data/mods (repeatable)");
  command.add_option("--set", o.mod_settings,
                     "a mod's setting, MOD.KEY=VALUE, over the default its "
                     "mod.conf declares (repeatable)");
}

void add_play_options(CLI::App& command, PlayOptions& o) {
  add_cave_options(command, o);
  add_seed_option(command, o.shape);
  command.add_flag("--debug-mods", o.debug_mods,
                   "show mods' print and game.log lines (debug messages)");
  auto* daily = command.add_flag(
      "--daily", o.daily,
      "the day's cave: the same for everyone this UTC day, its own scores");
  for (const char* shaping :
       {"--seed", "--preset", "--size", "--width", "--height", "--levels",
        "--algorithm", "--mask", "--graph", "--braid", "--mods", "--mod"})
    daily->excludes(command.get_option(shaping));
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

namespace {

// Copies `value` into `*out` when it is from 1 to `high`. The command
// line checks these already; the server's caves come without it.
bool take_in_range(const std::optional<std::int64_t>& value, std::int64_t high,
                   const char* option, std::uint32_t* out, std::string* error) {
  if (!value) return true;
  if (*value < 1 || *value > high) {
    *error =
        fmt::format("{} must be from 1 to {} (got {})", option, high, *value);
    return false;
  }
  *out = static_cast<std::uint32_t>(*value);
  return true;
}

// --shape, --wrap and --weave over the preset's. A polar cave asked for
// on the command line has 6 rooms in ring 1 unless --width says.
bool apply_tiling(const PlayOptions& o, game::Settings* settings,
                  std::string* error) {
  // What needs square rooms (a mask, a graph, levels, a wrap, a weave)
  // asked for here wins over the preset's tiling, unless --shape is given.
  const bool square_only = !o.shape.mask.empty() || !o.shape.graph.empty() ||
                           (o.shape.levels && *o.shape.levels > 1) ||
                           !o.wrap.empty() || o.weave;
  if (square_only && o.tiling.empty()) {
    settings->shape = maze::Shape::Square;
    settings->wrap = 0;
    settings->weave = false;
  }
  if (!o.tiling.empty()) {
    const auto shape = maze::parse_shape(o.tiling);
    if (!shape) {
      *error = fmt::format(
          "unknown shape '{}' (square, hex, triangle, polar, upsilon, zeta)",
          base::printable(o.tiling));
      return false;
    }
    settings->shape = *shape;
    if (*shape == maze::Shape::Polar && !o.shape.width)
      settings->width = static_cast<std::uint32_t>(kDefaultPolarFirstRing);
  }
  if (!o.wrap.empty()) {
    const auto wrap = maze::parse_wrap(o.wrap);
    if (!wrap) {
      *error = fmt::format("--wrap must be x, y or xy (got '{}')",
                           base::printable(o.wrap));
      return false;
    }
    settings->wrap = *wrap;
  }
  if (o.weave) settings->weave = true;
  return true;
}

}  // namespace

std::optional<game::Settings> make_settings(const PlayOptions& o,
                                            std::string* error) {
  if (o.daily &&
      (o.preset != game::kDailyPreset || o.size || o.shape.width ||
       o.shape.height || o.shape.levels || o.shape.braid ||
       !o.shape.algorithm.empty() || !o.shape.mask.empty() ||
       !o.shape.graph.empty() || !o.shape.seed.empty() || !o.mods.empty())) {
    // The day's cave is the same for everyone: only what does not shape
    // it is kept (a server's create form sends the rest as it stood).
    PlayOptions day;
    day.daily = true;
    day.show_path = o.show_path;
    day.save_path = o.save_path;
    return make_settings(day, error);
  }
  game::Settings settings;
  const std::string preset = o.daily ? game::kDailyPreset : o.preset;
  const bool is_file =
      preset.find('/') != std::string::npos || preset.ends_with(".json");
  const std::string path =
      is_file ? preset : paths::data_path("data/presets/" + preset + ".json");
  if (!game::apply_preset(path, &settings, error)) return std::nullopt;
  // A preset file is named by its stem, as the shipped ones are by name,
  // so titles, saves' summaries and score tables stay short.
  settings.preset =
      is_file ? std::filesystem::path(preset).stem().string() : preset;
  if (o.daily) {
    settings.daily = game::today_utc();
    settings.seed = game::daily_seed(settings.daily);
    settings.seed_chosen = true;
  } else if (o.shape.seed.empty()) {
    settings.seed = maze::Random::fresh_seed();
  } else {
    const auto seed = parse_seed(o.shape.seed, error);
    if (!seed) return std::nullopt;
    settings.seed = *seed;
    settings.seed_chosen = true;
  }
  if (o.size) {
    if (!take_in_range(o.size, game::kMaxCaveSide, "--size", &settings.width,
                       error))
      return std::nullopt;
    settings.height = settings.width;
  }
  if (!take_in_range(o.shape.width, game::kMaxCaveSide, "--width",
                     &settings.width, error) ||
      !take_in_range(o.shape.height, game::kMaxCaveSide, "--height",
                     &settings.height, error) ||
      !take_in_range(o.shape.levels, game::kMaxCaveLevels, "--levels",
                     &settings.levels, error))
    return std::nullopt;
  if (o.shape.braid) settings.braid = *o.shape.braid;
  if (!apply_tiling(o, &settings, error)) return std::nullopt;
  settings.mask_file = find_data_file(o.shape.mask, "data/masks");
  settings.graph_file = find_data_file(o.shape.graph, "data/maps");
  // A room graph is played as drawn (the dodecahedron: the original cave,
  // every tunnel open) unless an algorithm is asked for.
  if (!o.shape.algorithm.empty())
    settings.algorithm = o.shape.algorithm;
  else if (!settings.graph_file.empty())
    settings.algorithm = "open";
  // Absolute, so a restart finds them from any working directory (saves
  // name mods, never directories).
  for (const std::string& dir : o.mods_dirs)
    settings.mods_dirs.push_back(std::filesystem::absolute(dir).string());
  std::vector<std::string> mods;
  // The day's cave is the same for everyone: no one's own mods.
  if (!o.daily && !default_mods(settings.mods_dirs, o.mods, &mods, error))
    return std::nullopt;
  settings.mods = std::move(mods);
  for (const std::string& choice : o.mod_settings) {
    const auto equals = choice.find('=');
    const auto dot = choice.find('.');
    if (equals == std::string::npos || dot == std::string::npos || dot == 0 ||
        dot + 1 >= equals ||
        settings.mod_settings.size() >= game::kMaxModSettings) {
      *error =
          "--set wants MOD.KEY=VALUE, not '" + base::printable(choice) + "'";
      return std::nullopt;
    }
    settings.mod_settings[choice.substr(0, equals)] = choice.substr(equals + 1);
  }
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

game::Game::RulesFor saved_rules(bool quiet, const PlayOptions& options) {
  std::vector<std::string> dirs;
  for (const std::string& dir : options.mods_dirs)
    dirs.push_back(std::filesystem::absolute(dir).string());
  std::vector<std::string> added = mods_in(dirs);
  added.insert(added.end(), options.mods.begin(), options.mods.end());
  return saved_rules(quiet, std::move(dirs), std::move(added));
}

game::TableOptions table_options(const game::Settings& settings) {
  game::TableOptions options;
  options.local = true;
  options.save_path = settings.save_path;
  return options;
}

}  // namespace wumpus::app
