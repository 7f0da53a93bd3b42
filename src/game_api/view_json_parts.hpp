// Internal to the view codec: the JSON form of each part of a view
// (view_parts.cpp, kind_looks_json.cpp, verbs_json.cpp), an encoder for the
// field list (view_fields.cpp) and a validating decoder for view_from_json
// (view_json.cpp). Not for use outside game_api.
#pragma once

#include "game_api/json_reader.hpp"
#include "game_api/player_view.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wumpus::game_api::detail {

inline constexpr std::int64_t kMaxCount = 1'000'000'000;

nlohmann::json direction_to_json(maze::Direction direction);
nlohmann::json goals_to_json(const PlayerView::Goals& goals);
nlohmann::json table_to_json(const TableView& table);
nlohmann::json others_to_json(const std::vector<OtherPlayer>& others);
nlohmann::json reveal_to_json(const Reveal& reveal);
nlohmann::json kinds_to_json(const std::map<std::string, KindLook>& kinds);
nlohmann::json verbs_to_json(const VerbSpecs& verbs);

// Each reads json[key] (or, for the parts, the part's object) into *out
// and names the field on failure; `where` is the enclosing field's name.
bool outcome_from(JsonReader& r, const nlohmann::json& j,
                  const std::string& key, Outcome* out,
                  const std::string& where);
bool direction_from(JsonReader& r, const nlohmann::json& j,
                    const std::string& key, maze::Direction* out,
                    const std::string& where);
bool room_views_from(JsonReader& r, const nlohmann::json& list,
                     std::vector<RoomView>* rooms, const std::string& where);
bool rooms_from_json(JsonReader& r, const nlohmann::json& list,
                     std::vector<maze::RoomId>* out, const std::string& where);
bool reveal_from_json(JsonReader& r, const nlohmann::json& j, Reveal* reveal);
bool cave_from_json(JsonReader& r, const nlohmann::json& j, CaveInfo* cave);
bool table_from_json(JsonReader& r, const nlohmann::json& j, TableView* table);
bool others_from_json(JsonReader& r, const nlohmann::json& list,
                      std::vector<OtherPlayer>* others);
bool kinds_from_json(JsonReader& r, const nlohmann::json& j,
                     std::map<std::string, KindLook>* kinds);
bool verbs_from_json(JsonReader& r, const nlohmann::json& list,
                     VerbSpecs* verbs);

}  // namespace wumpus::game_api::detail
