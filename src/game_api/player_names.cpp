#include "game_api/player_names.hpp"

#include "base/ascii.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace wumpus::game_api {

bool is_name_character(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '-';
}

bool valid_player_name(std::string_view name) {
  return name.size() >= kMinNameBytes && name.size() <= kMaxNameBytes &&
         std::all_of(name.begin(), name.end(), is_name_character);
}

std::string name_rule() {
  return fmt::format("{} to {} of A-Z a-z 0-9 _ -", kMinNameBytes,
                     kMaxNameBytes);
}

bool same_name(std::string_view a, std::string_view b) {
  return base::ascii_iequal(a, b);
}

std::string folded_name(std::string name) {
  return base::ascii_lower(std::move(name));
}

}  // namespace wumpus::game_api
