#include "ui/screens/mod_rows.hpp"

#include <curses.h>
#include <fmt/core.h>

#include <algorithm>
#include <charconv>

namespace wumpus::ui {
namespace {

// Long enough for any number; mod.conf caps a setting's text alike.
constexpr std::size_t kMaxValueChars = 64;

std::string key_of(const ModEntry& mod, int setting) {
  return mod.name + "." + mod.settings[static_cast<std::size_t>(setting)].first;
}

// A step of a whole number, or a flip of true/false; "" when the value
// is neither.
std::string stepped(const std::string& value, int step) {
  if (value == "true" || value == "false")
    return value == "true" ? "false" : "true";
  long long number = 0;
  const char* end = value.data() + value.size();
  const auto [stop, status] = std::from_chars(value.data(), end, number);
  if (status != std::errc{} || stop != end || value.empty()) return "";
  return std::to_string(number + step);
}

}  // namespace

bool mod_ticked(const GameChoice& choice, const std::string& mod) {
  return std::find(choice.mods.begin(), choice.mods.end(), mod) !=
         choice.mods.end();
}

std::vector<ModRow> mod_rows(const std::vector<ModEntry>& mods,
                             const GameChoice& choice) {
  std::vector<ModRow> rows;
  for (int m = 0; m < static_cast<int>(mods.size()); ++m) {
    rows.push_back({m, -1});
    if (!mod_ticked(choice, mods[static_cast<std::size_t>(m)].name)) continue;
    const auto count =
        static_cast<int>(mods[static_cast<std::size_t>(m)].settings.size());
    for (int s = 0; s < count; ++s) rows.push_back({m, s});
  }
  return rows;
}

std::string setting_text(const ModEntry& mod, int setting,
                         const GameChoice& choice) {
  const auto& [name, fallback] =
      mod.settings[static_cast<std::size_t>(setting)];
  const auto set = choice.settings.find(key_of(mod, setting));
  if (set == choice.settings.end())
    return fmt::format("{} = {} (default)", name, fallback);
  return fmt::format("{} = {}", name, set->second);
}

bool edit_setting(const ModEntry& mod, int setting, int key, bool* fresh,
                  GameChoice* choice) {
  const std::string key_name = key_of(mod, setting);
  const std::string& fallback =
      mod.settings[static_cast<std::size_t>(setting)].second;
  const auto set = choice->settings.find(key_name);
  std::string value = set == choice->settings.end() ? fallback : set->second;
  if (key == KEY_LEFT || key == KEY_RIGHT) {
    const std::string next = stepped(value, key == KEY_RIGHT ? 1 : -1);
    if (next.empty()) return true;
    value = next;
  } else if (key == KEY_BACKSPACE || key == 127 || key == 8) {
    if (!value.empty()) value.pop_back();
  } else if (key > ' ' && key < 127) {
    if (*fresh) value.clear();
    if (value.size() < kMaxValueChars) value.push_back(static_cast<char>(key));
  } else {
    return false;
  }
  *fresh = false;
  if (value.empty() || value == fallback)
    choice->settings.erase(key_name);
  else
    choice->settings[key_name] = value;
  return true;
}

std::vector<std::string> chosen_settings(const GameChoice& choice) {
  std::vector<std::string> words;
  for (const auto& [key, value] : choice.settings)
    if (mod_ticked(choice, key.substr(0, key.find('.'))))
      words.push_back(key + "=" + value);
  return words;
}

}  // namespace wumpus::ui
