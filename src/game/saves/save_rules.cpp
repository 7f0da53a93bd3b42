#include "game/saves/save_rules.hpp"

#include "game/rules/rule_sources.hpp"

namespace wumpus::game {

namespace {
using json = nlohmann::json;
}  // namespace

json sources_to_json(const std::vector<RuleSource>& sources) {
  json out = json::array();
  for (const RuleSource& s : sources)
    out.push_back({{"mod", s.mod},
                   {"version", s.version},
                   {"save_compatible", s.save_compatible},
                   {"file", s.file},
                   {"hash", s.hash}});
  return out;
}

bool sources_from_json(game_api::JsonReader& r, const json& list,
                       std::vector<RuleSource>* out) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = "game.rules.sources[" + std::to_string(i) + "]";
    RuleSource s;
    if (!r.string(list[i], "mod", &s.mod, at) ||
        !r.string(list[i], "version", &s.version, at) ||
        !r.string(list[i], "save_compatible", &s.save_compatible, at) ||
        !r.string(list[i], "file", &s.file, at) ||
        !r.string(list[i], "hash", &s.hash, at))
      return false;
    out->push_back(std::move(s));
  }
  return true;
}

json names_to_json(const std::vector<std::string>& names) {
  json out = json::array();
  for (const std::string& name : names) out.push_back(name);
  return out;
}

bool mod_names_from_json(game_api::JsonReader& r, const json& object,
                         const std::string& where,
                         std::vector<std::string>* out) {
  return !object.contains("stopped_mods") ||
         r.strings(object, "stopped_mods", 4096, 256, out, where);
}

bool same_rules(game_api::JsonReader& r, const json& rules_json,
                const std::string& saved_name, const std::string& fingerprint,
                const Rules& rules, std::string* error) {
  if (rules.plays_as(fingerprint)) return true;
  std::string why = "the rules loaded now are \"" + rules.name() + "\"";
  // Rules that name no files (tests' fakes) have only the fingerprint.
  if (rules_json.contains("sources") && !rules.sources().empty()) {
    const json* list = r.array(rules_json, "sources", "game.rules");
    std::vector<RuleSource> saved;
    if (!list || !sources_from_json(r, *list, &saved)) return false;
    if (sources_compatible(saved, rules.sources(), &why)) return true;
  }
  *error = "it was saved under other rules (\"" + saved_name + "\"): " + why +
           "; start it with the same rules and mods";
  return false;
}

std::optional<std::string> why_not_replayed(std::int64_t version,
                                            const json& rules_json,
                                            const std::string& fingerprint,
                                            const Checkpoint& checkpoint,
                                            const Rules& rules) {
  if (version < 4) return "";
  if (!checkpoint.fresh) return checkpoint.outgrown;
  if (rules.plays_as(fingerprint)) return std::nullopt;
  std::vector<RuleSource> saved;
  std::string ignored;
  game_api::JsonReader r(&ignored);
  if (const json* list = rules_json.contains("sources")
                             ? r.array(rules_json, "sources", "game.rules")
                             : nullptr;
      list && sources_from_json(r, *list, &saved)) {
    const std::string changes = describe_changes(saved, rules.sources());
    if (!changes.empty()) return "the mods changed since the save: " + changes;
  }
  return "the rules changed since the save";
}

}  // namespace wumpus::game
