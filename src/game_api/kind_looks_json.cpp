// The looks a mod's rules give their kinds, as the view's "kinds" field:
// kind -> {name, glyph, colour} and, when the rules gave them, percept,
// percept_glyph, percept_colour, counted, hazard. A peer's looks end up drawn
// on a terminal, so a glyph must be one visible character, never a control.
#include "game_api/view_json.hpp"
#include "game_api/view_json_parts.hpp"

#include "base/printable.hpp"

#include <utility>

namespace wumpus::game_api {
namespace {

using json = nlohmann::json;

// The longest kind (or display name of one) and colour a view carries.
inline constexpr std::size_t kMaxKindName = 64;
inline constexpr std::size_t kMaxColourName = 16;

bool look_from_json(JsonReader& r, const json& j, KindLook* look,
                    const std::string& where) {
  if (!j.is_object()) return r.fail(where, "must be an object") != nullptr;
  if (!r.text(j, "name", kMaxKindName, &look->name, where) ||
      !r.string(j, "glyph", &look->glyph, where) ||
      !r.text(j, "colour", kMaxColourName, &look->colour, where))
    return false;
  // A kind's percept, count and hazard go only when the rules gave them.
  if (j.contains("percept") &&
      (!r.text(j, "percept", kMaxKindName, &look->percept, where) ||
       !r.string(j, "percept_glyph", &look->percept_glyph, where) ||
       !r.text(j, "percept_colour", kMaxColourName, &look->percept_colour,
               where)))
    return false;
  if ((j.contains("counted") &&
       !r.boolean(j, "counted", &look->counted, where)) ||
      (j.contains("hazard") && !r.boolean(j, "hazard", &look->hazard, where)))
    return false;
  // Empty: the mod gave no glyph, and the kind is drawn by its initial.
  for (const auto& [field, glyph] :
       {std::pair{".glyph", &look->glyph},
        std::pair{".percept_glyph", &look->percept_glyph}})
    if (!glyph->empty() && !base::one_visible_character(*glyph))
      return r.fail(where + field, "must be one printable character") !=
             nullptr;
  return true;
}

}  // namespace

namespace detail {

json kinds_to_json(const std::map<std::string, KindLook>& kinds) {
  json out = json::object();
  for (const auto& [kind, look] : kinds) {
    json& each = out[kind] = {
        {"name", look.name}, {"glyph", look.glyph}, {"colour", look.colour}};
    if (!look.percept.empty()) {
      each["percept"] = look.percept;
      each["percept_glyph"] = look.percept_glyph;
      each["percept_colour"] = look.percept_colour;
    }
    if (look.counted) each["counted"] = true;
    if (look.hazard) each["hazard"] = true;
  }
  return out;
}

bool kinds_from_json(JsonReader& r, const json& j,
                     std::map<std::string, KindLook>* kinds) {
  const std::string where = "view.kinds";
  if (j.size() > kMaxViewStrings)
    return r.fail(where, "is too long") != nullptr;
  for (const auto& [kind, value] : j.items()) {
    if (kind.empty() || kind.size() > kMaxKindName)
      return r.fail(where, "must name kinds in 1 to " +
                               std::to_string(kMaxKindName) + " bytes") !=
             nullptr;
    // The name goes into an error a terminal may show.
    if (!look_from_json(r, value, &(*kinds)[kind],
                        where + "." + base::printable(kind)))
      return false;
  }
  return true;
}

}  // namespace detail
}  // namespace wumpus::game_api
