// The JSON form of a world's changing state and of settings, as saves
// store them. Reading validates every field and range: a damaged value is
// an error naming the field, never a silent misreading.
#pragma once

#include "game/settings/settings.hpp"
#include "game/world/world.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace wumpus::game {

nlohmann::json world_to_json(const World& world);
// Fills `world` (built on the right maze and parameters) from `json`.
// Saves of version 1 kept the players' logs in the world: those come out
// in *old_messages when it is given.
bool world_from_json(
    const nlohmann::json& json, World* world, std::string* error,
    std::map<game_api::PlayerId, std::vector<game_api::Message>>* old_messages =
        nullptr);

// A message log as saves store it (numbers are implied by the order).
nlohmann::json messages_to_json(const std::vector<game_api::Message>& messages);
bool messages_from_json(const nlohmann::json& json,
                        std::vector<game_api::Message>* out, std::string* error,
                        const std::string& where);

nlohmann::json settings_to_json(const Settings& settings);
bool settings_from_json(const nlohmann::json& json, Settings* settings,
                        std::string* error);

}  // namespace wumpus::game
