// What a cave's game save does not hold but a restart must keep: the
// round it reached, when each seat last acted and when the cave was
// last active, kept as wall-clock times in cave-N.table.json beside the
// save, so a resumed cave's idle times and round go on from where they
// were (the steady clock the server runs on restarts with the host).
#pragma once

#include "server/caves/cave_store.hpp"

#include <string>

namespace wumpus::server {

// The cave's clock as the file holds it.
std::string cave_clock_text(const Cave& cave);

// Sets the resumed cave's round, seats' last inputs and activity from
// the file's text; a missing or damaged file leaves them as they are.
void restore_cave_clock(Cave& cave, const std::string& text);

// The latest of the cave's opening and its seats' last inputs.
std::chrono::steady_clock::time_point last_active(const Cave& cave);

}  // namespace wumpus::server
