// Saves (Game::load_text) under the built-in Lua rules. An input that is a
// JSON object with a "game" is sealed with its checksum first, so that
// mutations reach the loader itself instead of all stopping at the
// checksum; caves over a few thousand rooms are skipped.
#include "builtin_rules.hpp"
#include "game/game.hpp"
#include "game/saves/save_checksum.hpp"
#include "game_api/json_parse.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

using wumpus::fuzz::builtin_rules;
using wumpus::fuzz::member;
using wumpus::fuzz::small_cave;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  static const auto rules = builtin_rules();
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  if (auto document = wumpus::game_api::parse_json(text, &error);
      document && document->is_object() && document->contains("game")) {
    const auto* game = member(&*document, "game");
    if (!small_cave(member(game, "settings")) ||
        !small_cave(member(member(game, "checkpoint"), "settings")))
      return 0;
    (*document)["checksum"] = wumpus::game::save_checksum(*game);
    text = document->dump();
  }
  wumpus::game::Game::load_text(text, "fuzz", rules, &error);
  return 0;
}
