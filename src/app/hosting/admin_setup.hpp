// `wumpus admin setup`: what a host runs once, as root, so that the
// docs/hosting.md's recipe works on a fresh account: the shared account's
// ~/.ssh and authorized_keys, the systemd unit running `serve` as that
// account, and the sshd Match block (with its UTF-8 locale); each step
// done unless done already, and said.
#pragma once

#include "app/commands.hpp"

#include <string>

namespace wumpus::app {

// Adds `setup` under `admin`; `wumpus` is the binary the unit runs.
void add_admin_setup(CLI::App& admin, Action& action,
                     const std::string& wumpus);

}  // namespace wumpus::app
