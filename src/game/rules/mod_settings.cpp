#include "game/rules/mod_settings.hpp"

#include "base/printable.hpp"

#include <charconv>
#include <cstdint>
#include <variant>

namespace wumpus::game {
namespace {

// Which kind of value a setting takes: an integer where a number is
// declared is a number too.
bool same_kind(const Value& declared, const Value& chosen) {
  if (std::holds_alternative<double>(declared))
    return std::holds_alternative<double>(chosen) ||
           std::holds_alternative<std::int64_t>(chosen);
  return declared.index() == chosen.index();
}

const char* kind_name(const Value& value) {
  switch (value.index()) {
    case 0:
      return "true or false";
    case 1:
      return "an integer";
    case 2:
      return "a number";
    default:
      return "text";
  }
}

}  // namespace

Value setting_value(std::string_view text) {
  if (text == "true") return true;
  if (text == "false") return false;
  const char* end = text.data() + text.size();
  std::int64_t integer = 0;
  if (auto [at, code] = std::from_chars(text.data(), end, integer);
      code == std::errc() && at == end && !text.empty())
    return integer;
  double number = 0;
  if (auto [at, code] = std::from_chars(text.data(), end, number);
      code == std::errc() && at == end && !text.empty())
    return number;
  return std::string(text);
}

bool settings_in_force(const Settings& settings, const Rules& rules,
                       std::map<std::string, Value>* out, std::string* error) {
  *out = rules.declared_settings();
  for (const auto& [key, text] : settings.mod_settings) {
    const auto declared = out->find(key);
    if (declared == out->end()) {
      *error = "no mod loaded declares the setting '" + base::printable(key) +
               "' (mod.conf: setting.NAME = DEFAULT)";
      return false;
    }
    Value chosen = setting_value(text);
    if (!same_kind(declared->second, chosen)) {
      *error = "the setting '" + key + "' takes " +
               kind_name(declared->second) + ", not '" + base::printable(text) +
               "'";
      return false;
    }
    if (std::holds_alternative<double>(declared->second))
      if (const auto* whole = std::get_if<std::int64_t>(&chosen))
        chosen = static_cast<double>(*whole);
    declared->second = std::move(chosen);
  }
  return true;
}

}  // namespace wumpus::game
