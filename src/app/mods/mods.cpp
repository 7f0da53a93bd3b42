#include "app/mods/mods.hpp"

#include "paths/data_dir.hpp"
#include "paths/user_dirs.hpp"
#include "script/lua_rules.hpp"
#include "script/rules_log.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

namespace wumpus::app {
namespace fs = std::filesystem;
namespace {

// The dirs that exist, each once (the same folder named twice would
// find each of its mods twice).
std::vector<std::string> existing_once(const std::vector<std::string>& dirs) {
  std::vector<std::string> out;
  std::set<fs::path> seen;
  for (const std::string& dir : dirs) {
    std::error_code code;
    const fs::path canonical = fs::canonical(dir, code);
    if (code) {
      out.push_back(dir);  // reading it will say what is wrong
      continue;
    }
    if (seen.insert(canonical).second) out.push_back(dir);
  }
  return out;
}

std::vector<std::string> with_user_dir(std::vector<std::string> dirs) {
  const std::string user = paths::user_data_dir() + "/mods";
  std::error_code ignored;
  if (fs::is_directory(user, ignored)) dirs.push_back(user);
  return dirs;
}

// Every mod of `dirs`, by name, the first of a name winning.
std::vector<script::ModInfo> available_mods_in(
    const std::vector<std::string>& dirs) {
  std::vector<script::ModInfo> found;
  std::vector<std::string> ignored;
  std::string error;
  for (const std::string& dir : dirs)
    script::find_mods({dir}, &found, &ignored, &error);  // unreadable: skip
  // The stable sort keeps the first found of a name ahead: unique keeps it.
  std::stable_sort(
      found.begin(), found.end(),
      [](const auto& a, const auto& b) { return a.name < b.name; });
  found.erase(std::unique(found.begin(), found.end(),
                          [](const auto& a, const auto& b) {
                            return a.name == b.name;
                          }),
              found.end());
  return found;
}

}  // namespace

std::vector<std::string> mod_search_dirs(
    const std::vector<std::string>& mods_dirs) {
  std::vector<std::string> dirs = with_user_dir(mods_dirs);
  std::error_code ignored;
  if (fs::is_directory(paths::data_path("data/mods"), ignored))
    dirs.push_back(paths::data_path("data/mods"));
  return existing_once(dirs);
}

bool default_mods(const std::vector<std::string>& mods_dirs,
                  const std::vector<std::string>& named,
                  std::vector<std::string>* mods, std::string* error) {
  std::vector<script::ModInfo> found;
  std::vector<std::string> ignored;
  if (!script::find_mods(existing_once(with_user_dir(mods_dirs)), &found,
                         &ignored, error))
    return false;
  std::set<std::string> names;
  for (const script::ModInfo& mod : found) names.insert(mod.name);
  const auto everywhere = available_mods(mods_dirs);
  for (const std::string& name : named) {
    const bool exists = std::any_of(
        everywhere.begin(), everywhere.end(),
        [&](const script::ModInfo& mod) { return mod.name == name; });
    if (!exists) {
      *error = "no mod named '" + name + "' in " +
               paths::data_path("data/mods") +
               ", your mods directory or the --mods directories";
      return false;
    }
    names.insert(name);
  }
  mods->assign(names.begin(), names.end());
  return true;
}

std::vector<script::ModInfo> available_mods(
    const std::vector<std::string>& mods_dirs) {
  return available_mods_in(mod_search_dirs(mods_dirs));
}

std::shared_ptr<game::Rules> load_rules(const game::Settings& settings,
                                        bool quiet, std::string* error) {
  script::RulesOptions options;
  options.scripts_dir = paths::data_path("scripts");
  options.version = settings.rules_version;  // a save's, or 0: the newest
  options.mods_dirs = mod_search_dirs(settings.mods_dirs);
  std::vector<std::string> mods;
  if (settings.mods)
    mods = *settings.mods;
  else if (!default_mods(settings.mods_dirs, {}, &mods, error))
    return nullptr;
  options.enabled_mods.emplace(mods.begin(), mods.end());
  std::shared_ptr<script::LuaRules> rules =
      script::LuaRules::load(options, error);
  if (!rules) return nullptr;
  std::string ignored;  // no log file: the UI's debug lines still show
  rules->set_log_file(paths::user_data_dir() + "/mods.log", &ignored);
  if (quiet) rules->set_error_sink(nullptr);
  return rules;
}

std::vector<std::string> mods_in(const std::vector<std::string>& dirs) {
  std::vector<std::string> names;
  for (const script::ModInfo& mod : available_mods_in(existing_once(dirs)))
    names.push_back(mod.name);
  return names;
}

void keep_mod_storage(game::Rules& rules) {
  auto* lua = dynamic_cast<script::LuaRules*>(&rules);
  if (!lua) return;
  // The directory is made when a mod first stores something.
  lua->set_storage_dir(paths::user_data_dir() + "/mod_storage");
}

game::Game::RulesFor saved_rules(bool quiet, std::vector<std::string> dirs,
                                 std::vector<std::string> added) {
  return [=](const game::Settings& saved,
             std::string* error) -> std::shared_ptr<game::Rules> {
    game::Settings settings = saved;
    settings.mods_dirs = dirs;
    std::error_code ignored;
    for (const std::string& dir : saved.mods_dirs)
      if (fs::is_directory(dir, ignored)) settings.mods_dirs.push_back(dir);
    if (settings.mods) {
      std::set<std::string> found;
      for (const script::ModInfo& mod : available_mods(settings.mods_dirs))
        found.insert(mod.name);
      for (const std::string& name : *settings.mods)
        if (!found.count(name)) {
          std::string path;
          for (const std::string& dir : mod_search_dirs(settings.mods_dirs))
            path += (path.empty() ? "" : ", ") + dir;
          *error = "this game was saved with mod '" + name +
                   "', which is not on the mod path (" + path +
                   "); give its directory with --mods DIR";
          return nullptr;
        }
      for (const std::string& name : added)
        if (std::find(settings.mods->begin(), settings.mods->end(), name) ==
            settings.mods->end())
          settings.mods->push_back(name);
    }
    auto rules = load_rules(settings, quiet, error);
    if (rules) keep_mod_storage(*rules);
    return rules;
  };
}

}  // namespace wumpus::app
