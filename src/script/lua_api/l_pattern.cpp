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
#include "script/lua_state.hpp"

#include <cctype>
#include <cstring>

namespace wumpus::script {
namespace {

constexpr int kMaxCaptures = 32;
// Nesting of the matcher's recursion: "pattern too complex" past it.
constexpr int kMaxDepth = 200;
constexpr std::ptrdiff_t kUnfinished = -1;
constexpr std::ptrdiff_t kPosition = -2;
constexpr char kEscape = '%';
constexpr const char* kSpecials = "^$*+?.([%-";
// Steps are charged in batches of this many: the same count on every
// machine, at a cost of one addition per step.
constexpr std::uint32_t kChargeBatch = 256;

struct Capture {
  const char* start;
  std::ptrdiff_t length;  // or kUnfinished, kPosition
};

struct Matcher {
  lua_State* L;
  const char* subject;
  const char* subject_end;
  const char* pattern_end;
  int depth;  // recursion left
  int level;  // captures open or closed
  std::uint32_t steps;
  Capture capture[kMaxCaptures];
};

void step(Matcher* m) {
  if (++m->steps == kChargeBatch) {
    m->steps = 0;
    LuaState::of(m->L).charge(m->L, kChargeBatch);
  }
}

void reset(Matcher* m) {
  m->level = 0;
  m->depth = kMaxDepth;
}

void begin(Matcher* m, lua_State* L, const char* s, std::size_t ls,
           const char* p, std::size_t lp) {
  m->L = L;
  m->subject = s;
  m->subject_end = s + ls;
  m->pattern_end = p + lp;
  m->steps = 0;
  reset(m);
}

// Charges what was not charged yet, when a call ends.
void settle(Matcher* m) {
  LuaState::of(m->L).charge(m->L, m->steps);
  m->steps = 0;
}

unsigned char byte(const char* c) {
  return static_cast<unsigned char>(*c);
}

// Whether c belongs to the class letter `cl` (%a, %d, ...; an upper-case
// letter is the complement; any other character stands for itself).
bool in_class(int c, int cl) {
  bool yes = false;
  switch (std::tolower(cl)) {
    case 'a':
      yes = std::isalpha(c);
      break;
    case 'c':
      yes = std::iscntrl(c);
      break;
    case 'd':
      yes = std::isdigit(c);
      break;
    case 'g':
      yes = std::isgraph(c);
      break;
    case 'l':
      yes = std::islower(c);
      break;
    case 'p':
      yes = std::ispunct(c);
      break;
    case 's':
      yes = std::isspace(c);
      break;
    case 'u':
      yes = std::isupper(c);
      break;
    case 'w':
      yes = std::isalnum(c);
      break;
    case 'x':
      yes = std::isxdigit(c);
      break;
    case 'z':
      yes = c == 0;
      break;  // deprecated in Lua, still accepted
    default:
      return cl == c;
  }
  return std::isupper(cl) ? !yes : yes;
}

// The end of the single-character class starting at p.
const char* class_end(Matcher* m, const char* p) {
  const char c = *p++;
  if (c == kEscape) {
    if (p >= m->pattern_end)
      luaL_error(m->L, "malformed pattern (ends with '%%')");
    return p + 1;
  }
  if (c == '[') {
    if (*p == '^') ++p;
    do {  // the first character of a set is literal, even ']'
      if (p >= m->pattern_end)
        luaL_error(m->L, "malformed pattern (missing ']')");
      const char d = *p++;
      if (d == kEscape && p < m->pattern_end) ++p;
    } while (*p != ']');
    return p + 1;
  }
  return p;
}

// Whether c is in the set [...] from p (at '[') to last (at ']').
bool in_set(int c, const char* p, const char* last) {
  bool wanted = true;
  if (p[1] == '^') {
    wanted = false;
    ++p;
  }
  while (++p < last) {
    if (*p == kEscape) {
      ++p;
      if (in_class(c, byte(p))) return wanted;
    } else if (p[1] == '-' && p + 2 < last) {
      p += 2;
      if (byte(p - 2) <= c && c <= byte(p)) return wanted;
    } else if (byte(p) == c) {
      return wanted;
    }
  }
  return !wanted;
}

bool single_match(Matcher* m, const char* s, const char* p, const char* ep) {
  if (s >= m->subject_end) return false;
  const int c = byte(s);
  switch (*p) {
    case '.':
      return true;
    case kEscape:
      return in_class(c, byte(p + 1));
    case '[':
      return in_set(c, p, ep - 1);
    default:
      return byte(p) == c;
  }
}

const char* match(Matcher* m, const char* s, const char* p);

const char* max_expand(Matcher* m, const char* s, const char* p,
                       const char* ep) {
  std::ptrdiff_t i = 0;
  while (single_match(m, s + i, p, ep)) {
    step(m);
    ++i;
  }
  for (; i >= 0; --i) {  // try the longest run first, then give back
    if (const char* end = match(m, s + i, ep + 1)) return end;
  }
  return nullptr;
}

const char* min_expand(Matcher* m, const char* s, const char* p,
                       const char* ep) {
  for (;;) {
    if (const char* end = match(m, s, ep + 1)) return end;
    if (!single_match(m, s, p, ep)) return nullptr;
    ++s;
  }
}

const char* start_capture(Matcher* m, const char* s, const char* p,
                          std::ptrdiff_t what) {
  if (m->level >= kMaxCaptures) luaL_error(m->L, "too many captures");
  m->capture[m->level] = {s, what};
  ++m->level;
  const char* end = match(m, s, p);
  if (!end) --m->level;
  return end;
}

const char* end_capture(Matcher* m, const char* s, const char* p) {
  int open = m->level - 1;
  while (open >= 0 && m->capture[open].length != kUnfinished) --open;
  if (open < 0) luaL_error(m->L, "invalid pattern capture");
  m->capture[open].length = s - m->capture[open].start;
  const char* end = match(m, s, p);
  if (!end) m->capture[open].length = kUnfinished;
  return end;
}

// %bxy: a balanced run from x to its matching y.
const char* match_balance(Matcher* m, const char* s, const char* p) {
  if (p >= m->pattern_end - 1)
    luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
  if (s >= m->subject_end || *s != *p) return nullptr;
  const char open = p[0], close = p[1];
  int depth = 1;
  while (++s < m->subject_end) {
    step(m);
    if (*s == close) {
      if (--depth == 0) return s + 1;
    } else if (*s == open) {
      ++depth;
    }
  }
  return nullptr;
}

int capture_index(Matcher* m, int digit) {
  const int index = digit - '1';
  if (index < 0 || index >= m->level || m->capture[index].length == kUnfinished)
    luaL_error(m->L, "invalid capture index %%%d", index + 1);
  return index;
}

// %1 ... %9: the text a closed capture matched, again.
const char* match_back_reference(Matcher* m, const char* s, int digit) {
  const Capture& c = m->capture[capture_index(m, digit)];
  const auto length = static_cast<std::size_t>(c.length);
  if (static_cast<std::size_t>(m->subject_end - s) >= length &&
      std::memcmp(c.start, s, length) == 0)
    return s + length;
  return nullptr;
}

// Matches pattern p at s; the end of the match, or null. Tail positions
// loop instead of recursing, so only backtracking points nest.
const char* match(Matcher* m, const char* s, const char* p) {
  if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
  while (p != m->pattern_end) {
    step(m);
    if (*p == '(') {
      s = p[1] == ')' ? start_capture(m, s, p + 2, kPosition)
                      : start_capture(m, s, p + 1, kUnfinished);
      break;
    }
    if (*p == ')') {
      s = end_capture(m, s, p + 1);
      break;
    }
    if (*p == '$' && p + 1 == m->pattern_end) {
      if (s != m->subject_end) s = nullptr;
      break;
    }
    if (*p == kEscape && p[1] == 'b') {
      s = match_balance(m, s, p + 2);
      if (!s) break;
      p += 4;
      continue;
    }
    if (*p == kEscape && p[1] == 'f') {  // %f[set]: a frontier
      p += 2;
      if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
      const char* ep = class_end(m, p);
      const int before = s == m->subject ? '\0' : byte(s - 1);
      const int here = s < m->subject_end ? byte(s) : '\0';
      if (in_set(before, p, ep - 1) || !in_set(here, p, ep - 1)) {
        s = nullptr;
        break;
      }
      p = ep;
      continue;
    }
    if (*p == kEscape && std::isdigit(byte(p + 1))) {
      s = match_back_reference(m, s, byte(p + 1));
      if (!s) break;
      p += 2;
      continue;
    }
    const char* ep = class_end(m, p);
    if (!single_match(m, s, p, ep)) {
      if (*ep == '*' || *ep == '?' || *ep == '-') {  // may match nothing
        p = ep + 1;
        continue;
      }
      s = nullptr;
      break;
    }
    if (*ep == '?') {
      if (const char* end = match(m, s + 1, ep + 1)) {
        s = end;
        break;
      }
      p = ep + 1;
      continue;
    }
    if (*ep == '+') {
      s = max_expand(m, s + 1, p, ep);
      break;
    }
    if (*ep == '*') {
      s = max_expand(m, s, p, ep);
      break;
    }
    if (*ep == '-') {
      s = min_expand(m, s, p, ep);
      break;
    }
    ++s;
    p = ep;
  }
  ++m->depth;
  return s;
}

// Pushes capture i of a match from s to e (the whole match when the
// pattern has no captures and i is 0).
void push_capture(Matcher* m, int i, const char* s, const char* e) {
  if (i >= m->level) {
    if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
    lua_pushlstring(m->L, s, static_cast<std::size_t>(e - s));
    return;
  }
  const Capture& c = m->capture[i];
  if (c.length == kUnfinished) luaL_error(m->L, "unfinished capture");
  if (c.length == kPosition)
    lua_pushinteger(m->L, c.start - m->subject + 1);
  else
    lua_pushlstring(m->L, c.start, static_cast<std::size_t>(c.length));
}

// Pushes every capture (or the whole match, when s is set and there are
// none); returns how many.
int push_captures(Matcher* m, const char* s, const char* e) {
  const int count = m->level == 0 && s ? 1 : m->level;
  luaL_checkstack(m->L, count, "too many captures");
  for (int i = 0; i < count; ++i) push_capture(m, i, s, e);
  return count;
}

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
  begin(&m, L, s, ls, p, lp);
  const char* from = s + init;
  do {
    reset(&m);
    if (const char* end = match(&m, from, p)) {
      settle(&m);
      if (!find) return push_captures(&m, from, end);
      lua_pushinteger(L, from - s + 1);
      lua_pushinteger(L, end - s);
      return push_captures(&m, nullptr, nullptr) + 2;
    }
  } while (from++ < m.subject_end && !anchor);
  settle(&m);
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
  begin(&m, L, s, ls, p, lp);
  for (const char* from = s + lua_tointeger(L, lua_upvalueindex(3));
       from <= m.subject_end; ++from) {
    reset(&m);
    const char* end = match(&m, from, p);
    if (end && end - s != last) {
      settle(&m);
      lua_pushinteger(L, end - s);
      lua_copy(L, -1, lua_upvalueindex(3));
      lua_replace(L, lua_upvalueindex(4));
      return push_captures(&m, from, end);
    }
  }
  settle(&m);
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
      push_capture(m, c - '1', s, e);
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
    const int n = push_captures(m, s, e);
    lua_call(L, n, 1);
  } else if (type == LUA_TTABLE) {
    push_capture(m, 0, s, e);
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
  begin(&m, L, s, ls, p, lp);
  const char* last = nullptr;
  const char* from = s;
  lua_Integer count = 0;
  bool changed = false;
  while (count < most) {
    reset(&m);
    step(&m);
    const char* end = match(&m, from, p);
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
  settle(&m);
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
