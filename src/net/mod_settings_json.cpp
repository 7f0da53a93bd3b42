#include "net/mod_settings_json.hpp"

namespace wumpus::net {
namespace {

using json = nlohmann::json;

// As a mod.conf allows: a few names and short values each.
constexpr std::size_t kMaxSettings = 64;
constexpr std::size_t kMaxChosen = 256;
constexpr std::size_t kMaxKey = 129;  // "mod.key", each part a name
constexpr std::size_t kMaxValue = 256;

bool short_string(const json& j, std::size_t limit) {
  return j.is_string() && j.get_ref<const std::string&>().size() <= limit;
}

}  // namespace

json offered_settings_to_json(const SettingList& settings) {
  json out = json::array();
  for (const auto& [name, fallback] : settings)
    out.push_back(json::array({name, fallback}));
  return out;
}

bool offered_settings_from_json(game_api::JsonReader& r, const json& j,
                                SettingList* out, const std::string& where) {
  const json* list = r.array(j, "settings", where);
  if (!list) return false;
  if (list->size() > kMaxSettings)
    return r.fail(where + ".settings", "is too long") != nullptr;
  for (const json& pair : *list) {
    if (!pair.is_array() || pair.size() != 2 ||
        !short_string(pair[0], kMaxKey) || !short_string(pair[1], kMaxValue))
      return r.fail(where + ".settings", "must hold [name, default] pairs") !=
             nullptr;
    out->emplace_back(pair[0].get<std::string>(), pair[1].get<std::string>());
  }
  return true;
}

bool chosen_settings_from_json(game_api::JsonReader& r, const json& j,
                               std::map<std::string, std::string>* out,
                               const std::string& where) {
  const json* chosen = r.object(j, "settings", where);
  if (!chosen) return false;
  if (chosen->size() > kMaxChosen)
    return r.fail(where + ".settings", "is too long") != nullptr;
  for (const auto& [key, value] : chosen->items()) {
    if (key.size() > kMaxKey || !short_string(value, kMaxValue))
      return r.fail(where + ".settings",
                    "must map short names to short text") != nullptr;
    (*out)[key] = value.get<std::string>();
  }
  return true;
}

}  // namespace wumpus::net
