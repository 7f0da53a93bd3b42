// The matcher behind string.find, match, gmatch and gsub: Lua 5.4's
// pattern language, run in C++ so that every step is charged to the
// instruction budget. Plain structs and functions only: a Lua error (or
// the budget) unwinds through here by longjmp, so nothing may need a
// destructor.
#pragma once

#include <lua.hpp>

#include <cstddef>
#include <cstdint>

namespace wumpus::script::pattern {

constexpr int kMaxCaptures = 32;
constexpr char kEscape = '%';
constexpr const char* kSpecials = "^$*+?.([%-";

struct Capture {
  const char* start;
  std::ptrdiff_t length;  // or kUnfinished, kPosition (pattern_matcher.cpp)
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

// Sets m up to match pattern p (lp bytes, without a leading '^') in s.
void begin(Matcher* m, lua_State* L, const char* s, std::size_t ls,
           const char* p, std::size_t lp);
// Forgets the captures of the last attempt, before the next one.
void reset(Matcher* m);
// Counts one step against the budget (charged in batches).
void step(Matcher* m);
// Charges what was not charged yet, when a call ends.
void settle(Matcher* m);
// Matches pattern p at s; the end of the match, or null.
const char* match(Matcher* m, const char* s, const char* p);
// Pushes capture i of a match from s to e (the whole match when the
// pattern has no captures and i is 0).
void push_capture(Matcher* m, int i, const char* s, const char* e);
// Pushes every capture (or the whole match, when s is set and there are
// none); returns how many.
int push_captures(Matcher* m, const char* s, const char* e);

}  // namespace wumpus::script::pattern
