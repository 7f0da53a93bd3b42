// `wumpus connect`: the thin client an SSH session runs. It shows the
// server's lobby, then plays or watches a cave with the same game screen
// as a local game, drawn from the views the server sends.
#pragma once

#include "ui/terminal.hpp"

#include <string>
#include <vector>

namespace wumpus::ui {

struct RemoteOptions {
  std::string socket_path;
  std::string name;  // asked for; the server decides whether to trust it
  TerminalOptions terminal;
  std::string keymap_file;  // the shipped default keymap
  std::vector<std::string> presets;
  std::vector<std::string> algorithms;
};

// Returns the process exit status.
int run_remote(const RemoteOptions& options);

}  // namespace wumpus::ui
