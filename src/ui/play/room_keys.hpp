// Number keys on a room graph, as in the original game: the digits typed
// so far pick a joined room, at once when no other joined room's number
// starts with them, else after Enter.
#pragma once

#include "maze/topology.hpp"

#include <optional>
#include <string>
#include <vector>

namespace wumpus::ui {

struct RoomChoice {
  std::optional<maze::RoomId> go;  // move there now
  bool more = false;               // wait for another digit or Enter
  std::string note;                // why nothing happens (no such room)
};

RoomChoice choose_room(const std::string& digits,
                       const std::vector<maze::RoomId>& joined, bool enter);

}  // namespace wumpus::ui
