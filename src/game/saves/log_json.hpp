// The JSON form of a command-log entry, shared by saves and recordings.
#pragma once

#include "game/game.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace wumpus::game {

nlohmann::json log_entry_to_json(const LogEntry& entry);
// `version` 1 is the log of version-1 saves: {player, text, join}, every
// command followed by the world's turn.
bool log_entry_from_json(const nlohmann::json& json, std::int64_t version,
                         LogEntry* entry, std::string* error,
                         const std::string& where);

}  // namespace wumpus::game
