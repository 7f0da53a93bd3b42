// What a game is started with, as the start menu and `wumpus play` choose
// it; empty or zero fields keep the preset's.
#pragma once

#include "game_api/guess_policy.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::ui {

struct GameChoice {
  std::string preset;
  std::uint32_t size = 0;    // rooms a side; 0: the preset's
  std::uint32_t levels = 0;  // 0: the preset's
  // The cave's shape by name: a mask (data/masks) or a room graph
  // (data/maps); both empty: a rectangle.
  std::string mask, graph;
  // The rooms' tiling ("hex", ...) and wrap ("x", "y", "xy"); empty:
  // the preset's. weave: passages under rooms (square rooms).
  std::string shape, wrap;
  bool weave = false;
  double braid = -1;      // below 0: the preset's
  std::string algorithm;  // empty: the preset's (a graph: every tunnel open)
  std::string seed;       // empty: a fresh seed
  std::string name;       // the player's name, in the game and the scores
  std::vector<std::string> mods;  // the mods to play with, by name
  // Mods' settings the player changed: "ghosts.count" -> "5" (--set).
  std::map<std::string, std::string> settings;
  bool replay = false;  // the same cave again: scored as a replay
};

// A mod the start menu offers (see mod_picker.hpp).
struct ModEntry {
  std::string name;
  std::string description;  // from its mod.conf; may be empty
  // Its mod.conf's `setting.NAME = DEFAULT` lines: name, default.
  std::vector<std::pair<std::string, std::string>> settings{};
};

// A preset as the start menu shows it.
struct PresetInfo {
  std::string name;
  std::string description;  // one line
  std::uint32_t size = 8, levels = 1;
  double braid = 0;
  std::string algorithm;
  game_api::GuessPolicy policy = game_api::GuessPolicy::Guess;
  std::string shape = "square";  // the rooms' tiling
};

// How a menu states a guess policy, in a few words.
inline const char* policy_words(game_api::GuessPolicy policy) {
  return policy == game_api::GuessPolicy::Deduce ? "no guess needed"
                                                 : "may need a guess";
}

}  // namespace wumpus::ui
