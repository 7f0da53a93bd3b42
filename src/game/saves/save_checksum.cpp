#include "game/saves/save_checksum.hpp"

#include <fmt/core.h>

#include <cstdint>

namespace wumpus::game {

std::string save_checksum(const nlohmann::json& game) {
  return save_checksum_of_text(game.dump());
}

std::string save_checksum_of_text(std::string_view game_text) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char c : game_text) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return fmt::format("{:016x}", hash);
}

}  // namespace wumpus::game
