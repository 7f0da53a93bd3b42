// The `play` subcommand's options, parsed into game::Settings in one
// place: headless play and the terminal UI both start games from here.
#pragma once

#include "app/shape_options.hpp"
#include "game/game.hpp"
#include "game/rules/rules.hpp"
#include "game/settings/settings.hpp"
#include "game/table/table.hpp"

#include "app/cli_fwd.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::app {

struct PlayOptions {
  std::string preset = "classic";  // a name in data/presets, or a .json path
  std::uint32_t size = 0;          // 0: the preset's
  ShapeOptions shape;              // anything unset: the preset's
  // The rooms' tiling, wrap and weave (maze/shape.hpp); empty or unset:
  // the preset's.
  std::string tiling, wrap;
  bool weave = false;
  std::vector<std::string> mods_dirs;
  std::vector<std::string> mods;          // --mod NAME: enable a mod by name
  std::vector<std::string> mod_settings;  // --set MOD.KEY=VALUE
  bool debug_mods = false;                // show mods' print lines
  bool show_path = false;
  // The day's cave (game/layout/daily.hpp): the daily preset, the day's seed,
  // no mods; shaping options are refused with it.
  bool daily = false;
  std::string save_path;
  std::string load_file;
  bool headless = false;
  bool json = false;
  bool ascii = false;     // terminal UI: ASCII even in a UTF-8 locale
  bool agent = false;     // terminal UI: the agent plays, the player watches
  int agent_tick_ms = 0;  // its pace; 0: the UI's default
};

// Registers every option of `play` on `command`, writing into `options`.
void add_play_options(CLI::App& command, PlayOptions& options);
// Only those that shape the cave and its rules (preset, size, algorithm,
// mask, graph, braid, mods): for commands that start many games.
void add_cave_options(CLI::App& command, PlayOptions& options);

// The preset file, then the explicit options over it. Null and *error set
// on an unknown preset, a bad preset file or a bad seed.
std::optional<game::Settings> make_settings(const PlayOptions& options,
                                            std::string* error);

// The built-in Lua rules from the data directory plus every mod of the
// given mods dirs and the user's default mods dir (see app/mods/mods.hpp for
// a game's own choice of mods).
std::shared_ptr<game::Rules> load_rules(
    const std::vector<std::string>& mods_dirs, std::string* error);
// The rules a save is resumed under: its own mods, found on the mod path
// (the --mods dirs first), plus every mod of the --mods dirs and each
// --mod named.
game::Game::RulesFor saved_rules(bool quiet, const PlayOptions& options);

// A single player's table: `save` may name a file, and writes to the
// settings' save path (--save) by default.
game::TableOptions table_options(const game::Settings& settings);

// The terminal UI's game; the UI layer supplies it.
int run_interactive(const PlayOptions& options);
// Line mode: commands in on stdin, the game's words out on stdout.
int play_headless(const PlayOptions& options);

}  // namespace wumpus::app
