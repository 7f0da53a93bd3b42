// Lua calls C++: string.find, match, gmatch and gsub, with a matcher of
// our own that charges every step to the instruction budget. Lua's
// matcher runs in C where the count hook never fires, so a pattern that
// backtracks (("a"):rep(5000):find(".-.-.-.-b")) stalled a hook for
// minutes. The pattern language is Lua 5.4's, unchanged: classes (%a %d
// ...), sets, the quantifiers * + - ?, anchors, captures, back
// references, %b and %f; the functions keep their arguments and results.
// Everything here is plain C++ without destructors between calls into
// Lua, since a Lua error (or the budget) unwinds by longjmp.
#include "script/lua_api/api.hpp"
#include "script/lua_api/pattern_matcher.hpp"
#include "script/lua_state.hpp"

#include <cctype>
#include <cstring>

namespace wumpus::script {
namespace {

using pattern::kEscape;
using pattern::kSpecials;
using pattern::Matcher;

// A start position as Lua's string functions read it: negative counts
// from the end; 0 and anything before the start mean 1.
std::size_t start_position(lua_Integer position, std::size_t length) {
  if (position > 0) return static_cast<std::size_t>(position);
  if (position == 0 || position < -static_cast<lua_Integer>(length)) return 1;
  return length + static_cast<std::size_t>(position) + 1;
}

bool has_specials(const char* p, std::size_t lp) {
  std::size_t done = 0;
  do {  // strpbrk stops at a zero byte: look past each one
    if (std::strpbrk(p + done, kSpecials)) return true;
    done += std::strlen(p + done) + 1;
  } while (done <= lp);
  return false;
}

const char* find_plain(const char* s, std::size_t ls, const char* p,
                       std::size_t lp) {
  if (lp == 0) return s;
  if (lp > ls) return nullptr;
  const char* last = s + (ls - lp);
  for (const char* at = s; at <= last; ++at) {
    at = static_cast<const char*>(
        std::memchr(at, *p, static_cast<std::size_t>(last - at) + 1));
    if (!at) return nullptr;
    if (std::memcmp(at + 1, p + 1, lp - 1) == 0) return at;
  }
  return nullptr;
}

int find_or_match(lua_State* L, bool find) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  const std::size_t init = start_position(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    // A plain search: linear, charged like a scan.
    LuaState::of(L).charge(L, (ls - init) / 64 + 1);
    if (const char* at = find_plain(s + init, ls - init, p, lp)) {
      lua_pushinteger(L, at - s + 1);
      lua_pushinteger(L, static_cast<lua_Integer>(at - s + lp));
      return 2;
    }
    luaL_pushfail(L);
    return 1;
  }
  Matcher m;
  const bool anchor = *p == '^';
  if (anchor) {
    ++p;
    --lp;
  }
  pattern::begin(&m, L, s, ls, p, lp);
  const char* from = s + init;
  do {
    pattern::reset(&m);
    if (const char* end = pattern::match(&m, from, p)) {
      pattern::settle(&m);
      if (!find) return pattern::push_captures(&m, from, end);
      lua_pushinteger(L, from - s + 1);
      lua_pushinteger(L, end - s);
      return pattern::push_captures(&m, nullptr, nullptr) + 2;
    }
  } while (from++ < m.subject_end && !anchor);
  pattern::settle(&m);
  luaL_pushfail(L);
  return 1;
}

int l_find(lua_State* L) {
  return find_or_match(L, true);
}

int l_match(lua_State* L) {
  return find_or_match(L, false);
}

// The iterator gmatch returns. Upvalues: the subject, the pattern, where
// the next search starts, where the last match ended (-1: none), so an
// empty match right after a match is not found again.
int gmatch_step(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = lua_tolstring(L, lua_upvalueindex(1), &ls);
  const char* p = lua_tolstring(L, lua_upvalueindex(2), &lp);
  const lua_Integer last = lua_tointeger(L, lua_upvalueindex(4));
  Matcher m;
  pattern::begin(&m, L, s, ls, p, lp);
  for (const char* from = s + lua_tointeger(L, lua_upvalueindex(3));
       from <= m.subject_end; ++from) {
    pattern::reset(&m);
    const char* end = pattern::match(&m, from, p);
    if (end && end - s != last) {
      pattern::settle(&m);
      lua_pushinteger(L, end - s);
      lua_copy(L, -1, lua_upvalueindex(3));
      lua_replace(L, lua_upvalueindex(4));
      return pattern::push_captures(&m, from, end);
    }
  }
  pattern::settle(&m);
  lua_pushinteger(L, static_cast<lua_Integer>(ls) + 1);
  lua_replace(L, lua_upvalueindex(3));
  return 0;
}

int l_gmatch(lua_State* L) {
  std::size_t ls = 0;
  luaL_checklstring(L, 1, &ls);
  luaL_checkstring(L, 2);
  std::size_t init = start_position(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) init = ls + 1;  // no match at all
  lua_settop(L, 2);
  lua_pushinteger(L, static_cast<lua_Integer>(init));
  lua_pushinteger(L, -1);
  lua_pushcclosure(L, gmatch_step, 4);
  return 1;
}

// Appends the replacement string (argument 3) for the match s..e: %0 is
// the whole match, %1-%9 captures, %% a percent sign.
void add_replacement_string(Matcher* m, luaL_Buffer* b, const char* s,
                            const char* e) {
  lua_State* L = m->L;
  std::size_t length = 0;
  const char* text = lua_tolstring(L, 3, &length);
  const char* end = text + length;
  for (const char* at;
       (at = static_cast<const char*>(
            std::memchr(text, kEscape, static_cast<std::size_t>(end - text))));
       text = at + 2) {
    luaL_addlstring(b, text, static_cast<std::size_t>(at - text));
    const char c = at + 1 < end ? at[1] : '\0';
    if (c == kEscape) {
      luaL_addchar(b, kEscape);
    } else if (c == '0') {
      luaL_addlstring(b, s, static_cast<std::size_t>(e - s));
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      pattern::push_capture(m, c - '1', s, e);
      luaL_tolstring(L, -1, nullptr);
      lua_remove(L, -2);
      luaL_addvalue(b);
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", kEscape);
    }
  }
  luaL_addlstring(b, text, static_cast<std::size_t>(end - text));
}

// Appends what replaces the match s..e; false when the match is kept
// (a function or table gave false or nil).
bool add_replacement(Matcher* m, luaL_Buffer* b, const char* s, const char* e,
                     int type) {
  lua_State* L = m->L;
  if (type == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    const int n = pattern::push_captures(m, s, e);
    lua_call(L, n, 1);
  } else if (type == LUA_TTABLE) {
    pattern::push_capture(m, 0, s, e);
    lua_gettable(L, 3);
  } else {
    add_replacement_string(m, b, s, e);
    return true;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    luaL_addlstring(b, s, static_cast<std::size_t>(e - s));
    return false;
  }
  if (!lua_isstring(L, -1))
    luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return true;
}

int l_gsub(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  const int type = lua_type(L, 3);
  const lua_Integer most =
      luaL_optinteger(L, 4, static_cast<lua_Integer>(ls) + 1);
  luaL_argexpected(L,
                   type == LUA_TNUMBER || type == LUA_TSTRING ||
                       type == LUA_TFUNCTION || type == LUA_TTABLE,
                   3, "string/function/table");
  const bool anchor = *p == '^';
  if (anchor) {
    ++p;
    --lp;
  }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  Matcher m;
  pattern::begin(&m, L, s, ls, p, lp);
  const char* last = nullptr;
  const char* from = s;
  lua_Integer count = 0;
  bool changed = false;
  while (count < most) {
    pattern::reset(&m);
    pattern::step(&m);
    const char* end = pattern::match(&m, from, p);
    if (end && end != last) {
      ++count;
      changed = add_replacement(&m, &b, from, end, type) || changed;
      from = last = end;
    } else if (from < m.subject_end) {
      luaL_addchar(&b, *from++);
    } else {
      break;
    }
    if (anchor) break;
  }
  pattern::settle(&m);
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, from, static_cast<std::size_t>(m.subject_end - from));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, count);
  return 2;
}

const luaL_Reg kPatterns[] = {
    {"find", l_find}, {"match", l_match}, {"gmatch", l_gmatch},
    {"gsub", l_gsub}, {nullptr, nullptr},
};

}  // namespace

void open_pattern(lua_State* L) {
  lua_getglobal(L, "string");
  luaL_setfuncs(L, kPatterns, 0);
  lua_pop(L, 1);
}

}  // namespace wumpus::script
