// The recordings of closed caves (cave-N.rec in the state directory,
// kept for replay): how many and how old the host lets stay.
#pragma once

#include <cstdint>
#include <set>
#include <string>

namespace wumpus::server {

// Removes the recordings of caves not in `live` beyond the newest
// `kept`, and those last written more than `days` ago. Returns how many
// it removed.
std::size_t prune_recordings(const std::string& dir,
                             const std::set<std::uint32_t>& live,
                             std::size_t kept, std::uint32_t days);

}  // namespace wumpus::server
