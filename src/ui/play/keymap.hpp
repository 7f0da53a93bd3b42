// Which key does what: read from data/keymap, then from the player's own
// $XDG_CONFIG_HOME/wumpus/keymap. The help screen is built from it
// (ui/screens/help_screen.hpp).
#pragma once

#include "maze/direction.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wumpus::ui {

enum class Action {
  MoveNorth,
  MoveEast,
  MoveSouth,
  MoveWest,
  MoveUp,
  MoveDown,
  // Caves whose rooms have diagonal sides (hexagons, octagons, zeta
  // mazes): bound apart, over the keys' usual actions there only.
  MoveNorthEast,
  MoveSouthEast,
  MoveSouthWest,
  MoveNorthWest,
  Go,
  TurnLeft,
  TurnRight,
  TurnAround,
  FaceNorth,
  FaceEast,
  FaceSouth,
  FaceWest,
  Shoot,
  Travel,
  Explore,
  ExploreRidingBats,
  Take,
  Use,
  Wait,
  Look,
  Inventory,
  Prompt,
  Say,
  Help,
  LogOlder,
  LogNewer,
  Redraw,
  SaveQuit,
  Quit,
  Reload,       // the rules and mods again from disk (a local game)
  ToggleDebug,  // show or hide mods' debug lines in the log
  WalkSpeed,    // travel and explore: fast, instant, slow
  ToggleMarks,  // the map's marks of what the percepts prove
  Note,         // a note of the player's own on a room
  ChatHistory,  // the cave's chat so far, in a box
  Advisor,      // the agent's risk of each room on the map (score advised)
  LookAt,       // the map cursor over a room: what is known of it
  WholeMap,     // the whole cave's map on one screen, paged if need be
};

struct ActionInfo {
  Action action;
  std::string_view name;         // as written in keymap files
  std::string_view description;  // as shown in the help
};

// Every action, in the order the help lists them.
const std::vector<ActionInfo>& action_infos();
std::optional<Action> parse_action(std::string_view name);
const ActionInfo& action_info(Action action);

// Keys are ncurses key codes (what getch returns). Names: a printable
// character, ^X for Ctrl-X, or up, down, left, right, pgup, pgdn, home,
// end, insert, delete, backspace, enter, tab, esc, space, hash, f1..f12.
std::optional<int> parse_key(std::string_view name);
std::string key_name(int key);

// The diagonal moves, whose keys (y u b n, as in NetHack) mean their
// usual action (use, note) in caves without diagonals.
bool is_diagonal_move(Action action);

class Keymap {
 public:
  void bind(int key, Action action) {
    (is_diagonal_move(action) ? diagonal_ : bindings_)[key] = action;
  }
  void unbind(int key) {
    bindings_.erase(key);
    diagonal_.erase(key);
  }
  // `diagonals`: the cave's rooms have diagonal sides, so a key bound to a
  // diagonal move moves.
  std::optional<Action> lookup(int key, bool diagonals = false) const;
  std::vector<int> keys_for(Action action) const;

  // Applies `KEY ACTION` lines (`KEY none` unbinds). A bad line is skipped
  // and reported as "SOURCE:LINE: why" in *errors; the others still apply.
  void parse(std::string_view text, const std::string& source,
             std::vector<std::string>* errors);
  // Reads a file with parse(); false (and a message) when it can't be read.
  bool load(const std::string& path, std::vector<std::string>* errors);

 private:
  std::map<int, Action> bindings_;
  std::map<int, Action> diagonal_;  // the diagonal moves' keys
};

// The shipped defaults (data/keymap), then the player's override if it
// exists. Problems (a missing defaults file, bad lines) go to *errors.
Keymap load_keymap(const std::string& defaults_file,
                   std::vector<std::string>* errors);

// The first key bound to `action`, by name ("(unbound)" when none).
std::string first_key(const Keymap& keymap, Action action);

// The direction of a move action (move-north ... move-down).
std::optional<maze::Direction> move_direction(Action action);

}  // namespace wumpus::ui
