// Taking a player's keys out of the shared account's authorized_keys
// (the lines authorized_keys.hpp writes), so they can no longer log in.
#pragma once

#include <string>

namespace wumpus::server {

// Removes every line letting a key in as `name` (any case), atomically;
// how many through *removed. False, with *error, when the file cannot
// be read or written, or no line names the player.
bool remove_key(const std::string& path, const std::string& name,
                std::size_t* removed, std::string* error);

}  // namespace wumpus::server
