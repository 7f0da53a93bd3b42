// The rules part of a save: the rules' files (mod, version, hash), the
// mods stopped at their memory cap, and what they allow a load to do
// with them: resume at all, and replay the journal.
#pragma once

#include "game/rules/rules.hpp"
#include "game/saves/game_record.hpp"
#include "game_api/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wumpus::game {

nlohmann::json sources_to_json(const std::vector<RuleSource>& sources);
bool sources_from_json(game_api::JsonReader& r, const nlohmann::json& list,
                       std::vector<RuleSource>* out);
nlohmann::json names_to_json(const std::vector<std::string>& names);
// An optional list of mods' names (those stopped at their cap), under
// "stopped_mods".
bool mod_names_from_json(game_api::JsonReader& r, const nlohmann::json& object,
                         const std::string& where,
                         std::vector<std::string>* out);
// Whether a save's rules are the rules loaded now: the same fingerprint,
// or (saves of version 3, which name their files) differences only in
// mods that declare the saved version save-compatible. Otherwise *error
// says which files changed.
bool same_rules(game_api::JsonReader& r, const nlohmann::json& rules_json,
                const std::string& saved_name, const std::string& fingerprint,
                const Rules& rules, std::string* error);
// Why a save's journal cannot be replayed, or nothing when it can; ""
// (nothing to warn of) for saves older than journals.
std::optional<std::string> why_not_replayed(std::int64_t version,
                                            const nlohmann::json& rules_json,
                                            const std::string& fingerprint,
                                            const Checkpoint& checkpoint,
                                            const Rules& rules);

}  // namespace wumpus::game
