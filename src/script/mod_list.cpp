#include "script/mod_list.hpp"

#include "base/data_file.hpp"
#include "base/printable.hpp"
#include "game/rules/rule_sources.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <system_error>

namespace wumpus::script {
namespace fs = std::filesystem;
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(" \t\r");
  return text.substr(first, last - first + 1);
}

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    const std::string item = trim(text.substr(start, comma - start));
    if (!item.empty()) items.push_back(item);
    start = comma + 1;
  }
  return items;
}

bool valid_version(const std::string& version) {
  bool digit = false;
  for (char c : version) {
    if (c == '.' && !digit) return false;
    digit = c != '.';
    if (digit && (c < '0' || c > '9')) return false;
  }
  return digit;
}

bool is_lua_file(const fs::directory_entry& entry) {
  std::error_code ignored;
  return entry.is_regular_file(ignored) && entry.path().extension() == ".lua";
}

bool sorted_entries(const fs::path& dir, std::vector<fs::directory_entry>* out,
                    std::string* error) {
  std::error_code code;
  fs::directory_iterator it(dir, code);
  if (code) {
    *error =
        "cannot read mods directory " + dir.string() + ": " + code.message();
    return false;
  }
  for (const auto& entry : it) out->push_back(entry);
  std::sort(out->begin(), out->end(), [](const auto& a, const auto& b) {
    return a.path().filename() < b.path().filename();
  });
  return true;
}

// A folder with *.lua files (and perhaps a mod.conf): one mod. False
// only on errors; *mod->files stays empty for a folder that is no mod.
bool read_folder_mod(const fs::path& folder, ModInfo* mod,
                     std::vector<std::string>* warnings, std::string* error) {
  std::vector<fs::directory_entry> inner;
  if (!sorted_entries(folder, &inner, error)) return false;
  for (const auto& file : inner)
    if (is_lua_file(file)) mod->files.push_back(file.path().string());
  if (mod->files.empty()) return true;
  mod->name = folder.filename().string();
  mod->path = folder.string();
  std::error_code ignored;
  const fs::path conf = folder / "mod.conf";
  return !fs::exists(conf, ignored) ||
         read_mod_conf(conf.string(), mod, warnings, error);
}

}  // namespace

bool valid_mod_name(const std::string& name) {
  return !name.empty() && name.size() <= 64 &&
         name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") ==
             std::string::npos;
}

bool read_mod_conf(const std::string& path, ModInfo* mod,
                   std::vector<std::string>* warnings, std::string* error) {
  const auto text =
      base::read_data_file(path, "mod.conf", kMaxModConfBytes, error);
  return text && parse_mod_conf(*text, path, mod, warnings, error);
}

bool parse_mod_conf(std::string_view text, const std::string& path,
                    ModInfo* mod, std::vector<std::string>* warnings,
                    std::string* error) {
  int number = 0;
  for (std::string_view rest = text; !rest.empty();) {
    std::string line(base::next_line(rest));
    ++number;
    const std::string where = path + ":" + std::to_string(number) + ": ";
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const auto equals = line.find('=');
    if (equals == std::string::npos) {
      *error = where + "expected key = value";
      return false;
    }
    const std::string key = trim(line.substr(0, equals));
    const std::string value = trim(line.substr(equals + 1));
    if (key == "name") {
      if (!valid_mod_name(value)) {
        *error = where + "a mod name is 1 to 64 lowercase letters, digits or _";
        return false;
      }
      mod->name = value;
    } else if (key == "description") {
      mod->description = base::printable(value);  // the start menu shows it
    } else if (key == "version" || key == "save_compatible") {
      if (!valid_version(value)) {
        *error = where + key + " must be numbers joined by dots, like 1.2";
        return false;
      }
      (key == "version" ? mod->version : mod->save_compatible) = value;
    } else if (key == "depends" || key == "optional_depends") {
      auto& list = key == "depends" ? mod->depends : mod->optional_depends;
      list = split_list(value);
      for (const std::string& name : list)
        if (!valid_mod_name(name)) {
          *error = where + "'" + base::printable(name) + "' is not a mod name";
          return false;
        }
    } else if (key.starts_with("setting.")) {
      if (!valid_mod_name(key.substr(8)) || value.empty() ||
          value != base::printable(value) || value.size() > kMaxSettingBytes ||
          mod->settings.size() >= kMaxSettingsPerMod) {
        *error = where +
                 "a setting is setting.NAME = DEFAULT: NAME 1 to 64 "
                 "lowercase letters, digits or _, DEFAULT printable "
                 "text of at most 256 bytes, 64 settings a mod";
        return false;
      }
      mod->settings.emplace_back(key.substr(8), value);
    } else {
      warnings->push_back(where + "unknown key '" + base::printable(key) +
                          "' ignored (wumpus reads name, description, "
                          "depends, optional_depends, version, "
                          "save_compatible, setting.NAME)");
    }
  }
  if (!mod->save_compatible.empty() &&
      (mod->version.empty() ||
       game::compare_versions(mod->save_compatible, mod->version) > 0)) {
    *error = path + ": save_compatible must not be newer than version";
    return false;
  }
  return true;
}

bool find_mods(const std::vector<std::string>& dirs, std::vector<ModInfo>* mods,
               std::vector<std::string>* warnings, std::string* error) {
  std::map<std::string, std::pair<std::string, std::string>> seen;  // dir, path
  for (const std::string& dir : dirs) {
    std::vector<fs::directory_entry> entries;
    if (!sorted_entries(dir, &entries, error)) return false;
    for (const auto& entry : entries) {
      ModInfo mod;
      std::error_code ignored;
      if (is_lua_file(entry)) {
        mod.name = entry.path().stem().string();
        mod.path = entry.path().string();
        mod.files.push_back(mod.path);
      } else if (entry.is_directory(ignored)) {
        if (!read_folder_mod(entry.path(), &mod, warnings, error)) return false;
        if (mod.files.empty()) continue;
      } else {
        continue;
      }
      const auto [held, fresh] =
          seen.emplace(mod.name, std::pair{dir, mod.path});
      if (fresh) {
        mods->push_back(std::move(mod));
        continue;
      }
      if (held->second.first == dir) {
        *error = "two mods are named '" + mod.name +
                 "': " + held->second.second + " and " + mod.path;
        return false;
      }
      warnings->push_back(held->second.second + " hides " + mod.path +
                          ", a mod of the same name in a later directory");
    }
  }
  return true;
}

bool order_mods(const std::vector<ModInfo>& mods,
                const std::optional<std::set<std::string>>& enabled,
                const std::vector<std::string>& searched,
                std::vector<ModInfo>* ordered, std::string* error) {
  std::string where;
  for (const std::string& dir : searched)
    where += (where.empty() ? " (searched " : ", ") + dir;
  if (!where.empty()) where += ")";
  std::map<std::string, const ModInfo*> by_name;
  for (const ModInfo& mod : mods) by_name[mod.name] = &mod;
  // What is wanted, then what that needs, transitively.
  std::set<std::string> chosen;
  std::vector<std::string> todo;
  for (const ModInfo& mod : mods)
    if (!enabled || enabled->count(mod.name)) todo.push_back(mod.name);
  if (enabled)
    for (const std::string& name : *enabled)
      if (!by_name.count(name)) {
        *error = "no mod named '" + name + "' was found" + where;
        return false;
      }
  while (!todo.empty()) {
    const std::string name = todo.back();
    todo.pop_back();
    if (!chosen.insert(name).second) continue;
    for (const std::string& need : by_name[name]->depends) {
      if (!by_name.count(need)) {
        *error = "mod '" + name + "' (" + by_name[name]->path +
                 ") depends on '" + need + "', which was not found" + where;
        return false;
      }
      todo.push_back(need);
    }
  }
  // Kahn's algorithm, taking the smallest name among the ready mods.
  std::map<std::string, std::set<std::string>> waits_for;
  for (const std::string& name : chosen) {
    auto& needs = waits_for[name];
    for (const std::string& need : by_name[name]->depends) needs.insert(need);
    for (const std::string& want : by_name[name]->optional_depends)
      if (chosen.count(want)) needs.insert(want);
  }
  while (!waits_for.empty()) {
    const auto ready =
        std::find_if(waits_for.begin(), waits_for.end(),
                     [](const auto& w) { return w.second.empty(); });
    if (ready == waits_for.end()) {
      std::string circle;
      for (const auto& [name, needs] : waits_for)
        circle += (circle.empty() ? "" : ", ") + name;
      *error = "these mods depend on each other in a circle: " + circle;
      return false;
    }
    const std::string name = ready->first;
    waits_for.erase(ready);
    for (auto& [other, needs] : waits_for) needs.erase(name);
    ordered->push_back(*by_name[name]);
  }
  return true;
}

}  // namespace wumpus::script
