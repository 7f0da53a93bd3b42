#include "script/cpp_api/protected_call.hpp"

#include "base/printable.hpp"
#include "base/printable_lines.hpp"
#include "script/lua_api/mod_identity.hpp"
#include "script/stack_guard.hpp"

#include <cstring>

namespace wumpus::script {
namespace {

// The message handler: runs where the error was raised, so it can see the
// failing frame. Returns a table {message, file, line, traceback}.
int traceback_handler(lua_State* L) {
  LuaState::UncappedScope uncapped(LuaState::of(L));
  if (lua_type(L, 1) != LUA_TSTRING && lua_type(L, 1) != LUA_TNUMBER)
    lua_pushfstring(L, "error object is a %s value, not a message",
                    luaL_typename(L, 1));
  else
    lua_pushvalue(L, 1);
  const int message = lua_gettop(L);
  lua_createtable(L, 0, 4);
  lua_pushvalue(L, message);
  lua_setfield(L, -2, "message");
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); ++level) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline <= 0) continue;  // C functions: blame their caller
    lua_pushstring(L, ar.short_src);
    lua_setfield(L, -2, "file");
    lua_pushstring(L, ar.source);  // whose code: see blame_exporter
    lua_setfield(L, -2, "source");
    lua_pushinteger(L, ar.currentline);
    lua_setfield(L, -2, "line");
    break;
  }
  luaL_traceback(L, L, nullptr, 1);
  lua_setfield(L, -2, "traceback");
  return 1;
}

std::string string_field(lua_State* L, int table, const char* key) {
  lua_getfield(L, table, key);
  std::string out = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
  lua_pop(L, 1);
  return out;
}

// "file:12: boom" -> "boom" when the prefix repeats the error's place.
std::string strip_position(const std::string& message, const std::string& file,
                           int line) {
  const std::string prefix = file + ":" + std::to_string(line) + ": ";
  if (!file.empty() && message.rfind(prefix, 0) == 0)
    return message.substr(prefix.size());
  return message;
}

// A traceback made printable, every line but its first indented as
// luaL_traceback indents them: a newline inside a name a mod chose (a
// table's key) joins its line instead of starting a forged one.
std::string printable_traceback(const std::string& text) {
  std::string out = base::printable_lines(text);
  for (std::size_t at = out.find('\n'); at != std::string::npos;
       at = out.find('\n', at + 1))
    if (at + 1 < out.size() && out[at + 1] != '\t') out[at] = ' ';
  return out;
}

// An error raised in another mod's code than the called function's (a
// function it exported) names both mods.
void blame_exporter(lua_State* L, int report, int function,
                    game::RuleError* error) {
  const int top = lua_gettop(L);
  lua_getfield(L, report, "source");
  const char* source = lua_tostring(L, -1);
  ModName raised, called;
  lua_Debug ar;
  lua_pushvalue(L, function);
  const bool known =
      source && lua_isfunction(L, -1) && lua_getinfo(L, ">S", &ar) &&
      mod_of_source(L, source, raised) && mod_of_source(L, ar.source, called);
  if (known && std::strcmp(raised, called) != 0) {
    error->message += " (raised in ";
    error->message += describe_mod(L, raised);
    error->message += " code, called by ";
    error->message += describe_mod(L, called);
    error->message += ")";
  }
  lua_settop(L, top);
}

void fill_from_report(lua_State* L, int report, game::RuleError* error) {
  if (lua_type(L, report) == LUA_TSTRING) {  // the handler itself failed
    error->message = lua_tostring(L, report);
    return;
  }
  if (!lua_istable(L, report)) {
    error->message = "error without a message";
    return;
  }
  error->message = string_field(L, report, "message");
  error->traceback = string_field(L, report, "traceback");
  const std::string file = string_field(L, report, "file");
  if (!file.empty()) {
    error->file = file;
    lua_getfield(L, report, "line");
    error->line = static_cast<int>(lua_tointeger(L, -1));
    lua_pop(L, 1);
  }
}

}  // namespace

game::RuleError function_error(lua_State* L, int index, const std::string& hook,
                               const std::string& message) {
  game::RuleError error;
  error.hook = hook;
  error.message = message;
  lua_Debug ar;
  lua_pushvalue(L, index);
  if (lua_isfunction(L, -1) && lua_getinfo(L, ">S", &ar)) {
    error.file = ar.short_src;
    error.line = ar.linedefined;
  } else {
    lua_pop(L, 1);
  }
  return error;
}

namespace {

// The report of a failed call: the error handler's report on top of the
// stack, the function to blame at `function`.
game::RuleError failure_of(LuaState& lua, int status, int function,
                           const std::string& hook) {
  lua_State* L = lua.get();
  game::RuleError failure = function_error(L, function, hook, "");
  const int report = lua_gettop(L);
  if (lua.must_reraise(status)) {
    fill_from_report(L, report, &failure);
    failure.message = lua.abort_message();
    if (!lua.abort_file().empty()) {
      failure.file = lua.abort_file();
      failure.line = lua.abort_line();
      failure.traceback = lua.abort_traceback();
    }
  } else {
    fill_from_report(L, report, &failure);
  }
  failure.message = strip_position(failure.message, failure.file, failure.line);
  if (lua_istable(L, report)) blame_exporter(L, report, function, &failure);
  failure.message = base::printable(failure.message);  // one line
  failure.traceback = printable_traceback(failure.traceback);
  return failure;
}

}  // namespace

bool protected_call(LuaState& lua, int nargs, int nresults,
                    const std::string& hook, game::RuleError* error) {
  lua_State* L = lua.get();
  // Below the call: the function again, to blame should it fail (asked
  // only then: hooks run several times a turn), and the message handler.
  const int function = lua_gettop(L) - nargs;
  const int handler = function + 1;
  lua_pushvalue(L, function);
  lua_insert(L, function);
  lua_pushcfunction(L, traceback_handler);
  lua_insert(L, handler);
  LuaState::CallScope scope(lua);
  const int status = lua_pcall(L, nargs, nresults, handler);
  if (status == LUA_OK) {
    lua_remove(L, handler);
    lua_remove(L, function);
    return true;
  }
  game::RuleError failure = failure_of(lua, status, function, hook);
  lua_settop(L, function - 1);
  if (lua.abort() == Abort::Memory) lua_gc(L, LUA_GCCOLLECT, 0);
  if (error) *error = std::move(failure);
  return false;
}

void push_message_handler(lua_State* L) {
  lua_pushcfunction(L, traceback_handler);
}

bool protected_call_ref(LuaState& lua, int handler, int function_ref, int nargs,
                        int nresults, const char* hook,
                        game::RuleError* error) {
  lua_State* L = lua.get();
  const int below = lua_gettop(L) - nargs - 1;
  LuaState::CallScope scope(lua);
  const int status = lua_pcall(L, nargs, nresults, handler);
  if (status == LUA_OK) return true;
  lua_rawgeti(L, LUA_REGISTRYINDEX, function_ref);
  lua_insert(L, -2);  // the function under the report
  game::RuleError failure = failure_of(lua, status, lua_gettop(L) - 1, hook);
  lua_settop(L, below);
  if (lua.abort() == Abort::Memory) lua_gc(L, LUA_GCCOLLECT, 0);
  if (error) *error = std::move(failure);
  return false;
}

}  // namespace wumpus::script
