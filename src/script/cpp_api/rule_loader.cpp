#include "script/cpp_api/rule_loader.hpp"

#include "script/cpp_api/protected_call.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/sandbox.hpp"
#include "script/stack_guard.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace wumpus::script {
namespace fs = std::filesystem;
namespace {

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
        "cannot read rules directory " + dir.string() + ": " + code.message();
    return false;
  }
  for (const auto& entry : it) out->push_back(entry);
  std::sort(out->begin(), out->end(), [](const auto& a, const auto& b) {
    return a.path().filename() < b.path().filename();
  });
  return true;
}

bool list_mods(const std::string& dir, std::vector<RuleFile>* files,
               std::string* error) {
  std::vector<fs::directory_entry> entries;
  if (!sorted_entries(dir, &entries, error)) return false;
  for (const auto& entry : entries) {
    const std::string name = entry.path().filename().string();
    if (is_lua_file(entry)) {
      files->push_back({entry.path().string(), entry.path().string(),
                        entry.path().stem().string()});
      continue;
    }
    std::error_code ignored;
    if (!entry.is_directory(ignored)) continue;
    std::vector<fs::directory_entry> inner;
    if (!sorted_entries(entry.path(), &inner, error)) return false;
    for (const auto& file : inner)
      if (is_lua_file(file))
        files->push_back({file.path().string(), file.path().string(), name});
  }
  return true;
}

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

}  // namespace

bool list_rule_files(const RulesOptions& options, std::vector<RuleFile>* files,
                     std::string* error) {
  std::vector<fs::directory_entry> entries;
  if (!sorted_entries(options.scripts_dir, &entries, error)) return false;
  for (const auto& entry : entries)
    if (is_lua_file(entry))
      files->push_back({entry.path().string(),
                        "scripts/" + entry.path().filename().string(), ""});
  for (const std::string& dir : options.mods_dirs)
    if (!list_mods(dir, files, error)) return false;
  return true;
}

bool load_rule_file(LuaState& lua, const RuleFile& file, std::string* content,
                    std::string* error) {
  std::ifstream in(file.path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (!in) {
    *error = file.name + ": cannot read the file";
    return false;
  }
  *content = bytes.str();
  if (content->rfind(LUA_SIGNATURE, 0) == 0) {
    *error = file.name +
             ": bytecode is refused: rule files must be Lua "
             "source text";
    return false;
  }
  lua_State* L = lua.get();
  StackGuard guard(L);
  int environment = 0;
  {
    // Nothing here runs rule code; with the cap lifted no push can fail.
    LuaState::UncappedScope uncapped(lua);
    const std::string chunk = "@" + file.name;
    if (luaL_loadbufferx(L, content->data(), content->size(), chunk.c_str(),
                         "t") != LUA_OK) {
      *error = syntax_error(file, lua_tostring(L, -1)).describe();
      return false;
    }
    push_environment(L);
    lua_pushvalue(L, -1);
    lua_setupvalue(L, -3, 1);
    lua_insert(L, -2);  // the environment below the chunk
    environment = lua_gettop(L) - 1;
    lua_pushboolean(L, 1);
    lua_setfield(L, LUA_REGISTRYINDEX, kLoadingKey);
  }
  game::RuleError failure;
  const bool ok = protected_call(lua, 0, 0, "load", &failure);
  lua_pushboolean(L, 0);  // an existing key: no allocation
  lua_setfield(L, LUA_REGISTRYINDEX, kLoadingKey);
  if (!ok) {
    *error = failure.describe();
    if (!failure.traceback.empty()) *error += "\n" + failure.traceback;
    return false;
  }
  freeze_environment(L, environment);
  return true;
}

}  // namespace wumpus::script
