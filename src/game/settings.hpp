// What a game is started with: the cave's shape and carving, the preset's
// numbers for the rules, mods and cheats. Read from a preset file
// (data/presets/*.json) with explicit command-line options overriding it.
#pragma once

#include "game/world.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace wumpus::game {

struct Settings {
  std::string preset = "classic";
  std::uint64_t seed = 0;
  std::uint32_t width = 8, height = 8, levels = 1;
  std::string algorithm = "backtracker";
  std::string mask_file;   // a text mask (see the maze README); "" for none
  std::string graph_file;  // a room graph; "" for a grid
  double braid = 0.0;      // fraction of dead ends removed, in [0, 1]
  std::vector<std::string> mods_dirs;
  bool show_path = false;  // cheat: the view carries the solution path
  std::string save_path;   // where `save` with no file writes
  // The preset's counts and chances, read by the rules: "arrows", "pits",
  // "gold", "bats", "dark", "wumpus_move_chance", "torch_sight", ...
  Parameters parameters;
};

// Reads a preset file into *settings: "size" (or "width"/"height"),
// "levels", "algorithm", "braid" and every number under "parameters".
// Fields the file lacks keep their value. False, with a message naming
// the file and the field, on a missing file, bad JSON or a bad value.
bool apply_preset(const std::string& path, Settings* settings,
                  std::string* error);

// Checks sizes, braid and parameters are in range and the algorithm is
// known; false with a message saying which value is wrong.
bool validate_settings(const Settings& settings, std::string* error);

}  // namespace wumpus::game
