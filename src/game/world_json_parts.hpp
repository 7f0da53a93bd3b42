// What the save codecs of a world (world_json.cpp) and of settings
// (settings_json.cpp) share: the largest numbers read, and lists of
// strings.
#pragma once

#include "game_api/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace wumpus::game::detail {

inline constexpr std::int64_t kMaxCount = 1'000'000'000;
inline constexpr std::int64_t kMaxId = 0xfffffffe;

// The strings of the array j[key]; false, with the field named, when it
// is missing or holds anything else.
bool strings_from_json(JsonReader& r, const nlohmann::json& j,
                       const std::string& key, std::vector<std::string>* out,
                       const std::string& where);

}  // namespace wumpus::game::detail
