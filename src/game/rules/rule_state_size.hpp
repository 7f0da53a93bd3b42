// How much of a save the rules' own state takes (variables and the
// properties of things, rooms and players), and its largest part: a save
// past the bound is refused naming what grew, the previous one kept.
#pragma once

#include "game/world/world.hpp"

#include <cstddef>
#include <string>

namespace wumpus::game {

// A save keeps at most this much rule state; the shipped rules keep a
// few KiB even on the largest cave.
inline constexpr std::size_t kMaxRuleStateBytes = std::size_t{16} << 20;

struct RuleStatePart {
  std::string what;  // "variable 'hoard'", "properties of 'ghosts:ghost'"
  std::size_t bytes = 0;
};

// The bytes of every key and value the rules keep in `world`, and the
// largest part into *largest.
std::size_t rule_state_bytes(const World& world, RuleStatePart* largest);

// False with *error when `world` keeps more than kMaxRuleStateBytes.
bool rule_state_fits(const World& world, std::string* error);

}  // namespace wumpus::game
