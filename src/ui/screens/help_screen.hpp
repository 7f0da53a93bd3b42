// The help screen, made for the cave on the screen: the help text, the
// map's marks, what every short form on the status line means, the keys
// as the keymap binds them (only those that act in this cave: the
// tiling's own moves, levels' stairs, shared play's chat, a local game's
// advisor), the commands typed at the prompt for this tiling, and the
// commands the game's mods add.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/play/keymap.hpp"
#include "ui/terminal/screen_frame.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

struct HelpSource {
  std::vector<std::string> text;  // the help file's lines (data/help)
  const Keymap* keymap = nullptr;
  bool unicode = true;
  bool remote = false;  // over a socket: no advisor, reload or debug keys
};

// The help file's lines, or a line saying it is missing.
std::vector<std::string> read_help_text(const std::string& path);

// Whether the action does anything in this cave.
bool acts_here(Action action, const game_api::PlayerView& view, bool remote);

std::vector<std::pair<std::string, Style>> help_screen(
    const HelpSource& source, const game_api::PlayerView& view);

}  // namespace wumpus::ui
