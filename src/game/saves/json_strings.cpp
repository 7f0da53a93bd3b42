// A list of strings in a save's or a preset's JSON, for the world's and
// the settings' readers alike.
#include "game/saves/world_json_parts.hpp"

#include <string>
#include <vector>

namespace wumpus::game::detail {

bool strings_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                       const std::string& key, std::vector<std::string>* out,
                       const std::string& where) {
  const nlohmann::json* list = r.array(j, key, where);
  if (!list) return false;
  for (const auto& item : *list) {
    if (!item.is_string())
      return r.fail(where + "." + key, "must hold strings") != nullptr;
    out->push_back(item.get<std::string>());
  }
  return true;
}

}  // namespace wumpus::game::detail
