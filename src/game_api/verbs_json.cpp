// The verbs the mods add, as the view's "verbs" field: a list of {name,
// help, args}. A peer's help ends up on a terminal, so it must be
// printable text, and a name must be one a mod could register.
#include "game_api/view_json.hpp"
#include "game_api/view_json_parts.hpp"

#include "base/printable.hpp"

#include <algorithm>

namespace wumpus::game_api {
namespace {

using json = nlohmann::json;

inline constexpr std::size_t kMaxVerbName = 24;
inline constexpr std::size_t kMaxVerbHelp = 200;

bool valid_name(const std::string& name) {
  return !name.empty() && name.size() <= kMaxVerbName &&
         std::all_of(name.begin(), name.end(), [](char c) {
           return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
         });
}

}  // namespace

namespace detail {

json verbs_to_json(const VerbSpecs& verbs) {
  json out = json::array();
  for (const VerbSpec& verb : verbs)
    out.push_back({{"name", verb.name},
                   {"help", verb.help},
                   {"args", verb_args_name(verb.args)}});
  return out;
}

bool verbs_from_json(JsonReader& r, const json& list, VerbSpecs* verbs) {
  const std::string where = "view.verbs";
  if (list.size() > kMaxViewStrings)
    return r.fail(where, "is too long") != nullptr;
  for (const json& j : list) {
    VerbSpec verb;
    std::string args;
    if (!j.is_object()) return r.fail(where, "must hold objects") != nullptr;
    if (!r.text(j, "name", kMaxVerbName, &verb.name, where) ||
        !r.text(j, "help", kMaxVerbHelp, &verb.help, where) ||
        !r.text(j, "args", 8, &args, where))
      return false;
    const auto parsed = parse_verb_args(args);
    if (!valid_name(verb.name))
      return r.fail(where + ".name", "must be lowercase letters, digits, _") !=
             nullptr;
    if (base::printable(verb.help) != verb.help)
      return r.fail(where + ".help", "must be printable text") != nullptr;
    if (!parsed)
      return r.fail(where + ".args", "must be none, word, room or text") !=
             nullptr;
    verb.args = *parsed;
    verbs->push_back(std::move(verb));
  }
  return true;
}

}  // namespace detail
}  // namespace wumpus::game_api
