// The JSON form of a world's changing state and of settings, as saves
// store them. Reading validates every field and range: a damaged value is
// an error naming the field, never a silent misreading.
#pragma once

#include "game/settings.hpp"
#include "game/world.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace wumpus::game {

nlohmann::json world_to_json(const World& world);
// Fills `world` (built on the right maze and parameters) from `json`.
bool world_from_json(const nlohmann::json& json, World* world,
                     std::string* error);

nlohmann::json settings_to_json(const Settings& settings);
bool settings_from_json(const nlohmann::json& json, Settings* settings,
                        std::string* error);

}  // namespace wumpus::game
