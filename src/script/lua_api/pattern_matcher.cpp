// The pattern matcher (see pattern_matcher.hpp): Lua 5.4's matching
// rules, with each step charged to the instruction budget.
#include "script/lua_api/pattern_matcher.hpp"

#include "script/lua_state.hpp"

#include <cctype>
#include <cstring>

namespace wumpus::script::pattern {
namespace {

// Nesting of the matcher's recursion: "pattern too complex" past it.
constexpr int kMaxDepth = 200;
constexpr std::ptrdiff_t kUnfinished = -1;
constexpr std::ptrdiff_t kPosition = -2;
// Steps are charged in batches of this many: the same count on every
// machine, at a cost of one addition per step.
constexpr std::uint32_t kChargeBatch = 256;

}  // namespace

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

void settle(Matcher* m) {
  LuaState::of(m->L).charge(m->L, m->steps);
  m->steps = 0;
}

namespace {

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

}  // namespace

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

}  // namespace wumpus::script::pattern
