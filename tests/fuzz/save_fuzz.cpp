// Saves (Game::load_text) under the built-in Lua rules. An input that is a
// JSON object with a "game" is sealed with its checksum first, so that
// mutations reach the loader itself instead of all stopping at the
// checksum; caves over a few thousand rooms are skipped, since carving
// them is not the parser's work and would only slow the search.
#include "game/game.hpp"
#include "game_api/json_parse.hpp"
#include "game/save_checksum.hpp"
#include "paths/data_dir.hpp"
#include "script/lua_rules.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>

namespace {

constexpr double kMaxRooms = 4096;

std::shared_ptr<wumpus::game::Rules> builtin_rules() {
  wumpus::script::RulesOptions options;
  options.scripts_dir = wumpus::paths::data_path("scripts");
  std::string error;
  std::shared_ptr<wumpus::game::Rules> rules =
      wumpus::script::LuaRules::load(options, &error);
  if (!rules) {
    std::fprintf(stderr, "save fuzzer: %s\n", error.c_str());
    std::abort();
  }
  return rules;
}

const nlohmann::json* member(const nlohmann::json* json, const char* key) {
  if (json == nullptr || !json->is_object()) return nullptr;
  const auto found = json->find(key);
  return found == json->end() ? nullptr : &*found;
}

bool small_cave(const nlohmann::json* settings) {
  double rooms = 1;
  for (const char* key : {"width", "height", "levels"})
    if (const auto* side = member(settings, key); side && side->is_number())
      rooms *= side->get<double>();
  return rooms <= kMaxRooms;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  static const auto rules = builtin_rules();
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  if (auto document = wumpus::game::parse_json(text, &error);
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
