#include "script/cpp_api/hook_check.hpp"

#include "script/hook_table.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/nearest_name.hpp"
#include "script/stack_guard.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace wumpus::script {
namespace {

// Every quoted "on_..." name in the source texts.
std::set<std::string> quoted_events(const std::vector<RuleUnit>& units) {
  std::set<std::string> names;
  for (const RuleUnit& unit : units)
    for (const RuleFile& file : unit.files) {
      const std::string& text = file.content;
      for (std::size_t at = text.find("on_"); at != std::string::npos;
           at = text.find("on_", at + 1)) {
        if (at == 0 || (text[at - 1] != '"' && text[at - 1] != '\'')) continue;
        std::size_t end = at + 3;
        while (end < text.size() &&
               (std::isalnum(static_cast<unsigned char>(text[end])) ||
                text[end] == '_'))
          ++end;
        if (end < text.size() && text[end] == text[at - 1])
          names.insert(text.substr(at, end - at));
      }
    }
  return names;
}

}  // namespace

std::vector<std::string> unraised_hooks(lua_State* L,
                                        const std::vector<RuleUnit>& units) {
  StackGuard guard(L);
  const std::set<std::string> raised = quoted_events(units);
  std::vector<std::string> known;
  for (const HookSpec& hook : kHooks) known.emplace_back(hook.name);
  known.insert(known.end(), raised.begin(), raised.end());
  std::vector<std::string> warnings;
  lua_getfield(L, LUA_REGISTRYINDEX, kKindsKey);
  const auto count = static_cast<lua_Integer>(lua_rawlen(L, -1));
  for (lua_Integer i = 1; i <= count; ++i) {
    lua_rawgeti(L, -1, i);
    lua_getfield(L, -1, "kind");
    const std::string kind = lua_tostring(L, -1);
    lua_getfield(L, -2, "hooks");
    lua_getfield(L, -3, "sources");
    std::vector<std::pair<std::string, std::string>> hooks;  // name, file
    lua_pushnil(L);
    while (lua_next(L, -3)) {
      lua_pop(L, 1);
      const std::string name = lua_tostring(L, -1);
      lua_getfield(L, -2, name.c_str());
      hooks.emplace_back(name, lua_isstring(L, -1) ? lua_tostring(L, -1) : "");
      lua_pop(L, 1);
    }
    std::sort(hooks.begin(), hooks.end());
    for (const auto& [name, file] : hooks) {
      if (std::find(known.begin(), known.end(), name) != known.end()) continue;
      warnings.push_back(file + ": kind '" + kind + "' hooks '" + name +
                         "', which nothing raises" + did_you_mean(name, known));
    }
    lua_pop(L, 4);
  }
  return warnings;
}

}  // namespace wumpus::script
