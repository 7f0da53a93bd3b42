// For tests that write saves by hand: the checksum a save carries.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

namespace wumpus::game::testing {

// FNV-1a of the game's canonical JSON, as save.cpp computes it.
inline std::string save_checksum(const nlohmann::json& game) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : game.dump()) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(hash));
  return text;
}

}  // namespace wumpus::game::testing
