// The hazards the agent reasons about, as bits of a room's "what could be
// here" mask: the built-in rules' pit (deadly without a rope), bats (a
// free random carry) and the Wumpus (deadly while it lives).
#pragma once

#include "maze/topology.hpp"

#include <array>
#include <cstdint>

namespace wumpus::agent {

using maze::kNoRoom;
using maze::RoomId;

enum class Hazard : std::uint8_t { Pit, Bats, Wumpus };
inline constexpr int kHazardKinds = 3;
inline constexpr std::array<Hazard, kHazardKinds> kAllHazards = {
    Hazard::Pit, Hazard::Bats, Hazard::Wumpus};

using HazardMask = std::uint8_t;
inline constexpr HazardMask bit(Hazard h) {
  return HazardMask(1u << unsigned(h));
}
inline constexpr HazardMask kAnyHazard = 0b111;

// How many of each hazard: pits, bats, Wumpuses.
using HazardCounts = std::array<int, kHazardKinds>;

inline constexpr int index(Hazard h) {
  return static_cast<int>(h);
}

}  // namespace wumpus::agent
