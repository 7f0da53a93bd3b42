#include "game/saves/log_json.hpp"

#include "game_api/json_reader.hpp"

#include <optional>

namespace wumpus::game {
namespace {

constexpr const char* kKindNames[] = {"join", "line", "tick",    "restart",
                                      "new",  "say",  "advised", "leave"};
constexpr int kKinds = sizeof kKindNames / sizeof kKindNames[0];

std::optional<LogEntry::Kind> kind_named(const std::string& name) {
  for (int i = 0; i < kKinds; ++i)
    if (name == kKindNames[i]) return static_cast<LogEntry::Kind>(i);
  return std::nullopt;
}

}  // namespace

nlohmann::json log_entry_to_json(const LogEntry& entry) {
  nlohmann::json out = {{"kind", kKindNames[static_cast<int>(entry.kind)]},
                        {"player", entry.player},
                        {"text", entry.text},
                        {"ticked", entry.ticked}};
  if (entry.failed) out["failed"] = true;
  if (!entry.stopped_mods.empty()) out["stopped_mods"] = entry.stopped_mods;
  return out;
}

bool log_entry_from_json(const nlohmann::json& j, std::int64_t version,
                         LogEntry* entry, std::string* error,
                         const std::string& where) {
  game_api::JsonReader r(error);
  if (!r.number(j, "player", 0, 0xffffffff, &entry->player, where) ||
      !r.string(j, "text", &entry->text, where))
    return false;
  if (version == 1) {
    bool join = false;
    if (!r.boolean(j, "join", &join, where)) return false;
    entry->kind = join ? LogEntry::Kind::Join : LogEntry::Kind::Line;
    entry->ticked = true;
    return true;
  }
  std::string kind;
  if (!r.string(j, "kind", &kind, where) ||
      !r.boolean(j, "ticked", &entry->ticked, where))
    return false;
  const auto named = kind_named(kind);
  if (!named) return r.fail(where + ".kind", "is unknown") != nullptr;
  entry->kind = *named;
  return (!j.contains("failed") ||
          r.boolean(j, "failed", &entry->failed, where)) &&
         (!j.contains("stopped_mods") ||
          r.strings(j, "stopped_mods", 4096, 256, &entry->stopped_mods, where));
}

}  // namespace wumpus::game
