// The terminal game from start to end: opens the terminal, offers to
// resume a game saved by a hang-up, shows the start menu, plays, records
// the score and offers "again / new maze / quit". The app supplies how
// games are created and loaded (settings, presets, Lua rules and the
// table live there), so this layer sees only a link to its seat.
#pragma once

#include "game_api/table_link.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::ui {

// What the start menu picks; empty or zero fields keep the preset's.
struct GameChoice {
  std::string preset;
  std::uint32_t size = 0;
  std::string algorithm;
  std::string seed;  // empty: a fresh seed
};

struct StartedGame {
  std::unique_ptr<game::TableLink> link;  // null on failure, with *error set
};

struct UiOptions {
  GameChoice choice;
  bool start_menu = false;  // show the options screen before the first game
  bool ascii = false;
  // The agent plays each game, one step every agent_tick_ms, until the
  // player takes over.
  bool agent = false;
  int agent_tick_ms = 300;
  std::string load_file;             // resume this save instead of starting
  std::string keymap_file;           // the shipped default keymap
  std::string help_file;             // the shipped help text
  std::vector<std::string> presets;  // offered by the start menu
  std::vector<std::string> algorithms;
  // Both make the game's link; its suspend() saves to autosave_path().
  std::function<StartedGame(const GameChoice&, const std::string& player,
                            std::string* error)>
      create;
  std::function<StartedGame(const std::string& path, const std::string& player,
                            std::string* error)>
      load;
};

// Returns the process exit status.
int run_ui(const UiOptions& options);

// "autosave.json" in the player's data directory.
std::string autosave_path();

}  // namespace wumpus::ui
