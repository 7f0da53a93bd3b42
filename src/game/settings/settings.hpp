// What a game is started with: the cave's shape and carving, the preset's
// numbers for the rules, mods and cheats. Read from a preset file
// (data/presets/*.json) with explicit command-line options overriding it.
#pragma once

#include "game/world/world.hpp"
#include "game_api/guess_policy.hpp"
#include "game_api/puzzle_grade.hpp"
#include "maze/shape.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::game {

struct Settings {
  std::string preset = "classic";
  std::uint64_t seed = 0;
  std::uint32_t width = 8, height = 8, levels = 1;
  std::string algorithm = "backtracker";
  // The rooms' tiling (maze/shape.hpp): square unless a preset or --shape
  // says otherwise; polar reads width as the rooms of ring 1 and height as
  // the rings. Wrap and weave apply to square rooms only.
  maze::Shape shape = maze::Shape::Square;
  unsigned wrap = maze::kWrapNone;
  bool weave = false;
  // A masked or room-graph cave ("" for a plain grid): the file as named,
  // for titles and messages, and its text (read_cave_files). The cave is
  // carved from the text, which saves carry, so loading a save never
  // opens a path the save names.
  std::string mask_file, mask_text;
  std::string graph_file, graph_text;
  double braid = 0.0;  // fraction of dead ends removed, in [0, 1]
  game_api::GuessPolicy policy = game_api::GuessPolicy::Guess;
  // Deduce: the version of the deduction checker that proved the cave
  // (inference::kCheckerVersion when made); the same seed makes the same
  // cave only under that version. 0 under Guess.
  int checker_version = 0;
  // Deduce: the puzzle's grade (game_api/puzzle_grade.hpp) and, when
  // hard, the version of the grade's rule that proved it
  // (inference::kHardGradeVersion when made; 0 when standard).
  game_api::PuzzleGrade puzzle_grade = game_api::PuzzleGrade::Standard;
  int grade_version = 0;
  // The version of the built-in rules the game is played under
  // (scripts/rules.conf): 0 asks for the newest, and the game takes the
  // version of the rules it is given. Saves and recordings keep it, so a
  // resumed or replayed game loads that version again; those from before
  // versions say none and are version 1.
  int rules_version = 0;
  std::vector<std::string> mods_dirs;
  // The mods chosen for this game, by name (each with what it depends
  // on); unset: every mod found in mods_dirs. Saves keep it, so a game
  // resumes with the mods it was played with.
  std::optional<std::vector<std::string>> mods;
  bool show_path = false;  // cheat: the view carries the solution path
  // The cave was played before (a restart, or "again" from the end
  // screen): its score is marked as a replay.
  bool replay = false;
  // The seed was given (--seed, the menu's Seed field, the daily cave),
  // not drawn fresh; or the game was resumed from a save. Either cave may
  // have been finished before: the score table checks (see
  // scores::ScoreEntry::replay).
  bool seed_chosen = false;
  bool resumed = false;
  // A daily cave: its UTC day ("2026-11-26"), from which the seed
  // follows (game/layout/daily.hpp); "" for any other game.
  std::string daily;
  // The player showed the advisor: the score is marked as advised.
  bool advised = false;
  std::string save_path;  // where `save` with no file writes
  // The player's choices for mods' settings ("ghosts.count" -> "3", from
  // --set), over the defaults the mods declare (mod_settings.hpp).
  std::map<std::string, std::string> mod_settings;
  // The preset's counts and chances, read by the rules: "arrows",
  // "arrow_range", "pits", "gold", "bats", "dark", "wumpus_move_chance",
  // "torch_sight", ...
  Parameters parameters;
};

// Reads a preset file into *settings: "size" (or "width"/"height"),
// "levels", "algorithm", "braid", the rooms' "shape", "wrap" and
// "weave", every number under "parameters", and the guess "policy"
// ("guess", the default when absent, or "deduce", with an optional
// "checker_version" that must be this wumpus's and an optional
// "puzzle_grade", "standard" or "hard"). Other fields the file
// lacks keep their value. False, with a message naming
// the file and the field, on a missing or oversized file, bad JSON or a
// bad value.
bool apply_preset(const std::string& path, Settings* settings,
                  std::string* error);
// The same from the file's text; `name` is what messages call it.
bool parse_preset(std::string_view text, const std::string& name,
                  Settings* settings, std::string* error);
// The most settings a game may choose for its mods.
inline constexpr std::size_t kMaxModSettings = 256;

// Far more than any preset needs.
inline constexpr std::size_t kMaxPresetBytes = std::size_t{1} << 20;

// The most rooms a game's cave may have, levels included: what the rules'
// setup budget is scaled for (see script/limits.hpp), and as many as the
// largest room graph file.
inline constexpr std::uint32_t kMaxCaveRooms = std::uint32_t{1} << 20;
// The largest side of a grid or mask, and the most levels.
inline constexpr std::uint32_t kMaxCaveSide = 1000;
inline constexpr std::uint32_t kMaxCaveLevels = 16;

// Whether the cave is carved on another tiling than plain square rooms
// (maze::Topology::tiled), and that tiling with the settings' sizes.
bool is_tiled(const Settings& settings);
maze::Tiling tiling_of(const Settings& settings);

// Checks sizes, braid and parameters are in range and the algorithm is
// known; false with a message saying which value is wrong.
bool validate_settings(const Settings& settings, std::string* error);

}  // namespace wumpus::game
