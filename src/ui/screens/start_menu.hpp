// The start menu: every choice `wumpus play` offers, one field a line
// (preset with its description, size, levels, shape, algorithm, braid,
// seed, the player's name and the mods, picked in their own list).
// Up and down pick a field, left and right step its value, typing
// replaces it (digits; letters in the name), d plays the dodecahedron
// (or the rectangle again), Enter starts.
#pragma once

#include "ui/screens/game_choice.hpp"
#include "ui/terminal/screen_frame.hpp"
#include "ui/terminal/terminal.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

// One line of the menu.
struct MenuField {
  std::string label;
  std::function<std::string(const GameChoice&)> value;
  // Left (-1) or right (+1).
  std::function<void(GameChoice&, int step)> step;
  // A printable key typed; `fresh` when it is the first since the field
  // was picked, so it replaces the value instead of extending it. Null:
  // the field takes no typing. Backspace comes as 8.
  std::function<void(GameChoice&, int key, bool fresh)> type;
  bool text = false;  // letters are typed, not menu keys (the name)
};

struct MenuLists {
  std::vector<PresetInfo> presets;
  std::vector<std::string> algorithms, masks, graphs;
  // Every mod found: a Mods line sums up the chosen ones and m opens the
  // mod picker (none found: no line).
  std::vector<ModEntry> mods;
  // A server's cave: what shapes the cave is asked (preset, size, levels,
  // shape, algorithm, braid) and the mods the server offers; the server
  // picks the seed, and names come from the SSH key.
  bool cave_only = false;
};

// The original cave, one key (d) from the first menu when it is shipped.
inline constexpr char kDodecahedron[] = "dodecahedron";
bool offers_dodecahedron(const MenuLists& lists);

// The fields in order: the built-in ones, then the Mods line.
std::vector<MenuField> menu_fields(const MenuLists& lists);

// The menu's box with `field` picked; `problem` (the last choice failed,
// a kept save) is shown under the fields.
Overlay menu_overlay(const GameChoice& choice, const MenuLists& lists,
                     const std::vector<MenuField>& fields, int field,
                     const std::string& problem);

// Where the player is in the menu.
struct MenuState {
  int field = 0;
  bool fresh = true;  // no key typed since the field was picked
};
// Applies one key: moves between fields, changes values (d toggles the
// dodecahedron's outline); says whether
// the game starts, the player quits or wants the mod picker (m).
enum class MenuKey { Stay, Start, Quit, PickMods };
MenuKey menu_key(int key, const std::vector<MenuField>& fields,
                 MenuState& state, GameChoice& choice);

// Shows the menu until Enter (the choice) or quit (nothing).
std::optional<GameChoice> start_menu(Terminal& terminal, GameChoice choice,
                                     const MenuLists& lists,
                                     const std::string& problem);

}  // namespace wumpus::ui
