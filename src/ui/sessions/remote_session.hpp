// `wumpus connect`: the thin client an SSH session runs. It shows the
// server's lobby, then plays or watches a cave with the same game screen
// as a local game, drawn from the views the server sends.
#pragma once

#include "net/protocol.hpp"
#include "ui/screens/start_menu.hpp"
#include "ui/terminal/terminal.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

struct RemoteOptions {
  std::string socket_path;
  std::string name;  // asked for; the server decides whether to trust it
  TerminalOptions terminal;
  std::string keymap_file;  // the shipped default keymap
  MenuLists menu;           // what creating a cave offers
};

// Returns the process exit status.
int run_remote(const RemoteOptions& options);

// What the lobby's "create" menu asks the server for; `picks_mods` when
// the server offered mods to pick (else it plays its defaults).
net::CaveOptions cave_options(const GameChoice& choice, bool is_private,
                              bool picks_mods);

}  // namespace wumpus::ui
