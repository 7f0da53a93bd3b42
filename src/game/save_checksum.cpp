#include "game/save_checksum.hpp"

#include <fmt/core.h>

#include <cstdint>

namespace wumpus::game {

std::string save_checksum(const nlohmann::json& game) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : game.dump()) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return fmt::format("{:016x}", hash);
}

}  // namespace wumpus::game
