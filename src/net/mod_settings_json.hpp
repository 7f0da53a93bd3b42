// Mods' settings on the wire: what a server offers with each mod (its
// mod.conf's names and defaults) and what a cave's creator chose. Both
// are optional fields, bounded in count and size like every other.
#pragma once

#include "game_api/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::net {

using SettingList = std::vector<std::pair<std::string, std::string>>;

// A mod's settings as [[name, default], ...].
nlohmann::json offered_settings_to_json(const SettingList& settings);
bool offered_settings_from_json(game_api::JsonReader& r,
                                const nlohmann::json& j, SettingList* out,
                                const std::string& where);

// The creator's choices as {"mod.key": "value", ...}.
bool chosen_settings_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                               std::map<std::string, std::string>* out,
                               const std::string& where);

}  // namespace wumpus::net
