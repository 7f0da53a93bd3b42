#include "game/saves/save_journal.hpp"

#include "base/hex.hpp"
#include "game/saves/journal_file.hpp"
#include "game/saves/log_json.hpp"

namespace wumpus::game {
namespace {

using json = nlohmann::json;

bool log_from_json(game_api::JsonReader& r, const json& log,
                   std::int64_t version, std::vector<LogEntry>* out) {
  for (std::size_t i = 0; i < log.size(); ++i) {
    LogEntry entry;
    const std::string at = "game.log[" + std::to_string(i) + "]";
    if (!log_entry_from_json(log[i], version, &entry, r.error(), at))
      return false;
    out->push_back(std::move(entry));
  }
  return true;
}

}  // namespace

std::optional<std::string> SaveSnapshot::text_after_journal(
    const std::string& save_path, JournalFileState* file, std::string* error) {
  if (!write_journal(journal_path_for(save_path), journal_id, log_first, log,
                     file, error))
    return std::nullopt;
  journal_lost = file->lost;
  return text();
}

std::pair<const char*, json> journal_to_json(const SaveSnapshot& game) {
  // Only a server's table lets entries go (into the file it names).
  if (!game.journal_in_file) {
    json log = json::array();
    for (const auto& entry : game.log) log.push_back(log_entry_to_json(entry));
    return {"log", std::move(log)};
  }
  if (!game.journal_lost.empty())
    return {"journal", {{"lost", game.journal_lost}}};
  return {"journal",
          {{"id", base::hex64(game.journal_id)},
           {"entries", game.log_first + game.log.size()}}};
}

bool journal_from_json(game_api::JsonReader& r, const json& j,
                       std::int64_t version, const std::string& journal_path,
                       std::vector<LogEntry>* log, std::uint64_t* id,
                       std::optional<std::string>* unusable) {
  if (version < 5 || !j.contains("journal")) {
    const json* log_json = r.array(j, "log", "game");
    return log_json && log_from_json(r, *log_json, version, log);
  }
  const json* named = r.object(j, "journal", "game");
  if (!named) return false;
  std::string why, id_text;
  if (named->contains("lost")) {
    if (!r.string(*named, "lost", &why, "game.journal")) return false;
    *unusable = "its journal was lost: " + why;
    return true;
  }
  std::uint64_t entries = 0;
  if (!r.string(*named, "id", &id_text, "game.journal") ||
      !r.number(*named, "entries", 0, std::uint64_t(1) << 40, &entries,
                "game.journal"))
    return false;
  const auto named_id = base::parse_hex64(id_text);
  if (!named_id || *named_id == 0)
    return r.fail("game.journal.id", "is not a journal's id") != nullptr;
  *id = *named_id;
  if (journal_path.empty())
    why = "its journal's file is not at hand";
  else
    read_journal(journal_path, *id, entries, log, &why);
  if (!why.empty()) {
    log->clear();
    *id = 0;
    *unusable = "its journal cannot be read: " + why;
  }
  return true;
}

}  // namespace wumpus::game
