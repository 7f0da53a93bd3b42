// How a save keeps its journal: inside it (game.log), or, for a server's
// cave, named in a file of its own (game.journal: its id and how many of
// its entries the save stands on; journal_file.hpp).
#pragma once

#include "game/saves/game_record.hpp"
#include "game/saves/save_snapshot.hpp"
#include "game_api/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::game {

// The key ("log" or "journal") and its value.
std::pair<const char*, nlohmann::json> journal_to_json(
    const SaveSnapshot& game);

// The journal of save object `j` (written as save `version`): its
// entries into `log`, and its id when its file goes on. A journal that
// cannot be read from `journal_path` (or is not at hand, "") is no
// error: `*unusable` says why, and the game goes on from its snapshot.
bool journal_from_json(game_api::JsonReader& r, const nlohmann::json& j,
                       std::int64_t version, const std::string& journal_path,
                       std::vector<LogEntry>* log, std::uint64_t* id,
                       std::optional<std::string>* unusable);

}  // namespace wumpus::game
