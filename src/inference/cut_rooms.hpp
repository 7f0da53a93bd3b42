// The pool rooms on small cuts (pool_cuts.hpp), counted as the last part
// of the joint exit check: for the rooms the frontier's layouts block, a
// cut whose frontier rooms all block is completed by its pool rooms, so
// those may not all hold a pit or bats. Their layouts are counted for
// each set of such cuts, every pattern of blocking rooms among the pool
// rooms those cuts name tried, the other rooms free.
#pragma once

#include "inference/layout_enumeration.hpp"
#include "inference/pool_cuts.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

namespace wumpus::inference {

class CutRooms {
 public:
  // The cuts' pool rooms must all be among `rooms`.
  CutRooms(Component rooms, const std::vector<RoomCut>& cuts,
           const HazardCounts& limits);
  // The same rooms and cuts, the rooms' masks as `rooms` says (some
  // cleared); sharing what `base` counted that does not depend on them.
  CutRooms(const CutRooms& base, Component rooms);

  const Component& component() const { return rooms_; }
  // The rooms' layouts that complete none of the cuts whose frontier
  // rooms `blocked` all marks (memoised by those cuts).
  const ComponentLayouts& layouts(const std::vector<bool>& blocked) const;
  // Whether no cut's frontier rooms all block only as `later` (rooms
  // `blocked` marks that later components may block) does.
  bool decided(const std::vector<bool>& blocked,
               const std::vector<RoomId>& later) const;

 private:
  struct LocalCut {
    std::vector<RoomId> frontier;
    std::vector<std::size_t> pool;  // indices into the rooms
  };
  // Some rooms' layouts: totals, and hits by room (in `rooms` order) and
  // hazard.
  struct Group {
    std::vector<std::size_t> rooms;
    CountTable totals;
    std::vector<std::array<CountTable, kHazardKinds>> hits;
  };
  // Rooms by what they may hold (mask) and whether they block: how many,
  // four bits each (a group holds at most 15 rooms).
  static constexpr std::size_t kMasks = 1u << kHazardKinds;
  using Signature = std::uint64_t;

  ComponentLayouts count(const std::vector<bool>& active) const;
  Group group_layouts(const std::vector<std::size_t>& rooms,
                      const std::vector<std::uint32_t>& forbidden) const;
  // The layouts of rooms so counted.
  const CountTable& of_signature(const Signature& sig) const;
  // The layouts of free rooms, by how many of each mask.
  using FreeCounts = std::array<std::size_t, kMasks>;
  const CountTable& of_free(const FreeCounts& sizes) const;

  Component rooms_;
  std::vector<LocalCut> cuts_;
  HazardCounts limits_;
  mutable std::map<std::vector<bool>, ComponentLayouts> by_active_;
  std::shared_ptr<std::unordered_map<Signature, CountTable>> by_signature_ =
      std::make_shared<std::unordered_map<Signature, CountTable>>();
  std::shared_ptr<std::map<FreeCounts, CountTable>> by_free_ =
      std::make_shared<std::map<FreeCounts, CountTable>>();
};

}  // namespace wumpus::inference
