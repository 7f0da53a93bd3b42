// The checksum a save carries over its "game" object: FNV-1a, 64 bits, of
// the object's canonical JSON text, so any damaged byte shows. Tools that
// rewrite a save on purpose (tests, the fuzzer) seal it again with this.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace wumpus::game {

// 16 lowercase hex digits.
std::string save_checksum(const nlohmann::json& game);
// The same over the object's text as `game.dump()` wrote it.
std::string save_checksum_of_text(std::string_view game_text);

}  // namespace wumpus::game
