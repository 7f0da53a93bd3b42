#include "script/cpp_api/rule_loader.hpp"

#include "base/data_file.hpp"
#include "script/cpp_api/protected_call.hpp"
#include "script/lua_api/mod_identity.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/sandbox.hpp"
#include "script/stack_guard.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

namespace wumpus::script {
namespace fs = std::filesystem;
namespace {

// "scripts/pit.lua:7: unexpected symbol" -> file, line and message: the
// first ":<digits>: " ends the position.
game::RuleError syntax_error(const RuleFile& file, const std::string& text) {
  for (std::size_t colon = text.find(':'); colon != std::string::npos;
       colon = text.find(':', colon + 1)) {
    std::size_t end = colon + 1;
    int line = 0;
    while (end < text.size() &&
           std::isdigit(static_cast<unsigned char>(text[end])) &&
           line < 100'000'000)
      line = line * 10 + (text[end++] - '0');
    if (end > colon + 1 && text.compare(end, 2, ": ") == 0)
      return {file.name, "load", line, "", text.substr(end + 2)};
  }
  return {file.name, "load", 0, "", text};
}

// Tells game.register which file and mod are loading (false: none), and
// which mods that one depends on.
void set_loading(lua_State* L, const RuleFile* file, const ModInfo& mod) {
  if (file)
    lua_pushstring(L, file->name.c_str());
  else
    lua_pushboolean(L, 0);
  lua_setfield(L, LUA_REGISTRYINDEX, kLoadingKey);
  lua_pushstring(L, file ? mod.name.c_str() : "");
  lua_setfield(L, LUA_REGISTRYINDEX, kLoadingModKey);
  lua_createtable(L, 0, static_cast<int>(mod.depends.size()));
  if (file)
    for (const auto* list : {&mod.depends, &mod.optional_depends})
      for (const std::string& name : *list) {
        lua_pushboolean(L, 1);
        lua_setfield(L, -2, name.c_str());
      }
  lua_setfield(L, LUA_REGISTRYINDEX, kLoadingDependsKey);
}

// Reads, compiles and runs one file in the environment at `environment`.
bool run_file(LuaState& lua, int environment, const ModInfo& mod,
              RuleFile* file, std::string* error) {
  auto text =
      base::read_data_file(file->path, "rule file", kMaxRuleFileBytes, error);
  if (!text) return false;
  file->content = std::move(*text);
  if (file->content.rfind(LUA_SIGNATURE, 0) == 0) {
    *error = file->name +
             ": bytecode is refused: rule files must be Lua source text";
    return false;
  }
  lua_State* L = lua.get();
  StackGuard guard(L);
  {
    // Nothing here runs rule code; with the cap lifted no push can fail.
    LuaState::UncappedScope uncapped(lua);
    const std::string chunk = "@" + file->name;
    register_chunk(L, chunk.c_str(), mod.name.c_str());
    if (luaL_loadbufferx(L, file->content.data(), file->content.size(),
                         chunk.c_str(), "t") != LUA_OK) {
      *error = syntax_error(*file, lua_tostring(L, -1)).describe();
      return false;
    }
    lua_pushvalue(L, environment);
    lua_setupvalue(L, -2, 1);
    set_loading(L, file, mod);
  }
  game::RuleError failure;
  const bool ok = protected_call(lua, 0, 0, "load", &failure);
  {
    LuaState::UncappedScope uncapped(lua);
    set_loading(L, nullptr, mod);
  }
  // One line, as the reference promises: the file, line and message
  // say where; a traceback of a main chunk adds nothing but noise.
  if (!ok) *error = failure.describe();
  return ok;
}

// How a mod's file is named in messages and tracebacks: by its mod
// ("ghosts/ghost.lua"), never by where the host keeps it, which players
// of a shared cave must not learn.
std::string mod_file_name(const ModInfo& mod, const std::string& path) {
  if (path == mod.path)  // a one-file mod
    return fs::path(path).filename().string();
  return (fs::path(mod.name) / fs::path(path).lexically_relative(mod.path))
      .string();
}

}  // namespace

bool list_rule_units(const RulesOptions& options, std::vector<RuleUnit>* units,
                     std::vector<std::string>* warnings, std::string* error) {
  std::error_code code;
  std::vector<fs::path> scripts;
  for (fs::directory_iterator it(options.scripts_dir, code), end;
       !code && it != end; it.increment(code))
    if (it->path().extension() == ".lua") scripts.push_back(it->path());
  if (code) {
    *error = "cannot read rules directory " + options.scripts_dir + ": " +
             code.message();
    return false;
  }
  std::sort(scripts.begin(), scripts.end());
  for (const fs::path& path : scripts)
    units->push_back(
        {{}, {{path.string(), "scripts/" + path.filename().string(), ""}}});
  std::vector<ModInfo> found, ordered;
  if (!find_mods(options.mods_dirs, &found, warnings, error) ||
      !order_mods(found, options.enabled_mods, options.mods_dirs, &ordered,
                  error))
    return false;
  for (ModInfo& mod : ordered) {
    RuleUnit unit{std::move(mod), {}};
    for (const std::string& path : unit.mod.files)
      unit.files.push_back({path, mod_file_name(unit.mod, path), ""});
    units->push_back(std::move(unit));
  }
  return true;
}

bool load_unit(LuaState& lua, RuleUnit* unit, std::string* error) {
  lua_State* L = lua.get();
  StackGuard guard(L);
  {
    LuaState::UncappedScope uncapped(lua);
    push_environment(L);
  }
  const int environment = lua_gettop(L);
  for (RuleFile& file : unit->files)
    if (!run_file(lua, environment, unit->mod, &file, error)) return false;
  freeze_environment(L, environment);
  return true;
}

std::set<std::string> score_only_files(lua_State* L) {
  StackGuard guard(L);
  std::set<std::string> scoring, playing;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, "sources");
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -1) == LUA_TSTRING && lua_type(L, -2) == LUA_TSTRING)
        (std::string(lua_tostring(L, -2)) == "score" ? scoring : playing)
            .insert(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    lua_pop(L, 2);
  }
  for (const std::string& file : playing) scoring.erase(file);
  return scoring;
}

}  // namespace wumpus::script
