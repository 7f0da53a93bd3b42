// Shared play in plain lines, for terminals that cannot draw the map.
#pragma once

#include "ui/sessions/remote_session.hpp"

#include <string>

namespace wumpus::app {

// Connects and plays in lines on standard input and output; `term` names
// the terminal that cannot draw. Returns the process exit status.
int run_remote_lines(const ui::RemoteOptions& options, const std::string& term);

}  // namespace wumpus::app
