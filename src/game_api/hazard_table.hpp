// The one table of the built-in rules' hazards: the kinds a player must
// never step into unawares, each sensed next door through an open
// passage. What the kind is called in the world, what it makes players
// sense, and how the front ends mark and count it all come from here;
// the agent's Hazard is this one, and the deduction checker's enum is
// checked against it where the engine fills it (game/layout/deducible.cpp).
#pragma once

#include "game_api/kind_names.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wumpus::game_api {

// X(Enum, kind, percept next door, map mark, label, brief count mark,
//   one, many, told from, sensed here): the mark stands in a room proven
// to hold it and for a player's note naming the kind, the label beside it
// in the legend; the status line counts the
// hazard ("2 pits", brief "O2") when the game has at least `told from`
// of them (a single Wumpus goes without saying); a walk stops "You stop:
// a breeze here." on its percept.
#define WUMPUS_HAZARDS(X)                                                      \
  X(Pit, builtin::kPit, builtin::kBreeze, U'o', "pit", "O", "pit", "pits", 0,  \
    "a breeze here")                                                           \
  X(Bats, builtin::kBats, builtin::kFlapping, U'b', "bats", "B", "bat roost",  \
    "bat roosts", 0, "flapping here")                                          \
  X(Wumpus, builtin::kWumpus, builtin::kStench, U'!', "Wumpus", "W", "Wumpus", \
    "Wumpuses", 2, "a stench here")

#define WUMPUS_HAZARD_ENUM(id, kind, percept, mark, label, brief, one, many, \
                           from, here)                                       \
  id,
enum class Hazard : std::uint8_t { WUMPUS_HAZARDS(WUMPUS_HAZARD_ENUM) };
#undef WUMPUS_HAZARD_ENUM

struct HazardEntry {
  Hazard hazard;
  std::string_view kind;     // of the things: "pit"
  std::string_view percept;  // sensed next door: "breeze"
  char32_t mark;             // on the map: 'o'
  std::string_view label;    // beside the mark in the legend: "pit"
  std::string_view brief;    // counted in brief: "O"
  std::string_view one, many;
  int told_from;
  std::string_view sensed_here;
};

#define WUMPUS_HAZARD_ENTRY(id, kind, percept, mark, label, brief, one, many, \
                            from, here)                                       \
  HazardEntry{Hazard::id, kind, percept, mark, label,                         \
              brief,      one,  many,    from, here},
inline constexpr std::array kHazards{WUMPUS_HAZARDS(WUMPUS_HAZARD_ENTRY)};
#undef WUMPUS_HAZARD_ENTRY

inline constexpr int kHazardCount = static_cast<int>(kHazards.size());

constexpr const HazardEntry& hazard_entry(Hazard hazard) {
  return kHazards[static_cast<std::size_t>(hazard)];
}
// The hazard whose things are of `kind`, or null.
constexpr const HazardEntry* hazard_of_kind(std::string_view kind) {
  for (const HazardEntry& entry : kHazards)
    if (entry.kind == kind) return &entry;
  return nullptr;
}
// The hazard sensed next door as `percept`, or null.
constexpr const HazardEntry* hazard_of_percept(std::string_view percept) {
  for (const HazardEntry& entry : kHazards)
    if (entry.percept == percept) return &entry;
  return nullptr;
}

namespace hazard_table_checks {
constexpr bool well_formed() {
  for (std::size_t i = 0; i < kHazards.size(); ++i) {
    if (static_cast<std::size_t>(kHazards[i].hazard) != i) return false;
    for (std::size_t j = i + 1; j < kHazards.size(); ++j)
      if (kHazards[i].kind == kHazards[j].kind ||
          kHazards[i].percept == kHazards[j].percept ||
          kHazards[i].mark == kHazards[j].mark)
        return false;
  }
  return true;
}
}  // namespace hazard_table_checks
static_assert(hazard_table_checks::well_formed());
// The agent keeps a room's possible hazards as bits of a byte.
static_assert(kHazardCount <= 8);

}  // namespace wumpus::game_api
