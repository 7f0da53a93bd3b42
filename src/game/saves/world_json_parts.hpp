// What the save codecs of a world (world_json.cpp) and of settings
// (settings_json.cpp) share: the largest numbers read, and lists of
// strings.
#pragma once

#include "game/world/world.hpp"
#include "game_api/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace wumpus::game::detail {

inline constexpr std::int64_t kMaxCount = 1'000'000'000;
using game_api::kMaxId;

// The strings of the array j[key]; false, with the field named, when it
// is missing or holds anything else.
bool strings_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                       const std::string& key, std::vector<std::string>* out,
                       const std::string& where);

// What a player remembers of each room (world_json_knowledge.cpp): the
// player's "knowledge" list, and back into a player whose map is empty.
nlohmann::json knowledge_to_json(const Player& player);
bool knowledge_from_json(game_api::JsonReader& r, const World& world,
                         const nlohmann::json& list, Player* player,
                         const std::string& where);

// What mods wrote on the cave (world_json_cave.cpp): rooms' names and
// descriptions and passage edits into a world's JSON, and back onto a
// world holding the bare carve; marks into and out of a player's JSON.
void cave_edits_to_json(const World& world, nlohmann::json* out);
bool cave_edits_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                          World* world, const std::string& where);
void marks_to_json(const Player& player, nlohmann::json* out);
bool marks_from_json(game_api::JsonReader& r, const World& world,
                     const nlohmann::json& j, Player* player,
                     const std::string& where);

}  // namespace wumpus::game::detail
