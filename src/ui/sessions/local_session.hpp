// The terminal game from start to end: opens the terminal, offers to
// resume a game saved by a hang-up, shows the start menu, plays, records
// the score and offers "again / new cave / menu / quit". The app supplies
// how games are created and loaded (settings, presets, Lua rules and the
// table live there), so this layer sees only a link to its seat.
#pragma once

#include "game_api/table_link.hpp"
#include "ui/screens/game_choice.hpp"
#include "ui/screens/start_menu.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::ui {

struct StartedGame {
  std::unique_ptr<game_api::TableLink>
      link;  // null on failure, with *error set
};

struct UiOptions {
  GameChoice choice;
  bool start_menu = false;  // show the options screen before the first game
  bool ascii = false;
  // The agent plays each game, one step every agent_tick_ms, until the
  // player takes over.
  bool agent = false;
  int agent_tick_ms = 300;
  std::string load_file;    // resume this save instead of starting
  std::string keymap_file;  // the shipped default keymap
  std::string help_file;    // the shipped help text
  MenuLists menu;           // what the start menu offers, mods included
  bool debug_mods = false;  // show mods' debug lines from the start
  // Both make the game's link; its suspend() saves to autosave_path().
  std::function<StartedGame(const GameChoice&, std::string* error)> create;
  std::function<StartedGame(const std::string& path, const std::string& player,
                            std::string* error)>
      load;
};

// Returns the process exit status.
int run_ui(const UiOptions& options);

// "autosave.json" in the player's data directory.
std::string autosave_path();
// Where a game the agent started saves (`play --agent`, taken over and
// then saved): never the player's own autosave.
std::string agent_autosave_path();

// The player's name: $WUMPUS_NAME, else the login name ($USER, $LOGNAME,
// the password entry), else "player";
// printable, at most 16 bytes.
std::string default_player_name();

}  // namespace wumpus::ui
