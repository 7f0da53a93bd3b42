// Writes a whole file or nothing: a temporary file in the same directory,
// synced, renamed over the old one, then the directory synced. A crash
// leaves the old file or the new one, never half of either. Every file
// the game or the server writes goes through here.
#pragma once

#include <string>

namespace wumpus::game {

bool write_atomically(const std::string& path, const std::string& text,
                      std::string* error);

}  // namespace wumpus::game
