// Player names are one player whatever their case: the server seats
// "Alice" in alice's seat, and clients show and match names the same way.
#pragma once

#include <string>
#include <string_view>

namespace wumpus::net {

// Whether two spellings name one player ("Alice" is alice).
bool same_name(std::string_view a, std::string_view b);
// The name every spelling of it shares ("Alice" and "ALICE": "alice").
std::string folded_name(std::string name);

}  // namespace wumpus::net
