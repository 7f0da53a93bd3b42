// Player names, the one home of their rule: what a name may be (3 to 16
// of A-Z a-z 0-9 _ -, as shared play accepts it and the start menu lets
// one type), and that a name is one player whatever its case: the server
// seats "Alice" in alice's seat, and clients show and match names alike.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace wumpus::game_api {

inline constexpr std::size_t kMinNameBytes = 3;
inline constexpr std::size_t kMaxNameBytes = 16;

// Whether `c` may stand in a name: A-Z a-z 0-9 _ -.
bool is_name_character(char c);
// Whether `name` is a player name as shared play accepts it.
bool valid_player_name(std::string_view name);
// What a name may be, for messages: "3 to 16 of A-Z a-z 0-9 _ -".
std::string name_rule();

// Whether two spellings name one player ("Alice" is alice).
bool same_name(std::string_view a, std::string_view b);
// The name every spelling of it shares ("Alice" and "ALICE": "alice").
std::string folded_name(std::string name);

}  // namespace wumpus::game_api
