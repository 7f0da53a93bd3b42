// Rooms no percept ties that close the way to the exit two at a time:
// placement never lays pits and bats out so, and the count knows it
// (pool_cuts.hpp, cut_rooms.hpp), where it once counted those rooms as
// interchangeable.
#include "inference/pool_cuts.hpp"
#include "inference/cut_rooms.hpp"
#include "inference/hazard_inference.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <set>

namespace wumpus::inference {
namespace {

using game_api::Hazard;
using game_api::testing::ViewBuilder;

// 0 1 2
// 3 4 5
// 6 7 8   every passage open (seen by torchlight, say); the player stands
// at the entrance 0 and senses nothing: 1 and 3 are safe. Two pits among
// 2, 4, 5, 6, 7; 5 and 7 together would cut the exit off, every other
// pair leaves a way.
struct CornerExit {
  game_api::PlayerView view = [] {
    ViewBuilder b(3, 3, 2, 0, 0);
    b.corridor({0, 1, 2}).corridor({3, 4, 5}).corridor({6, 7, 8});
    b.corridor({0, 3, 6}).corridor({1, 4, 7}).corridor({2, 5, 8});
    b.visit(0).stand(0);
    return b.build();
  }();
  CaveMap map{view};
  Findings findings = [this] {
    Findings f;
    f.read(view);
    return f;
  }();
  InferenceInput input = rules_in_view(view);
  HazardInference inference{map, findings, input};

  double pit(RoomId r) const {
    return inference.belief().at(r).of(Hazard::Pit);
  }
};

TEST_CASE("pool cuts: two untied rooms that close the exit are never both pits",
          "[inference][pool_cuts]") {
  const CornerExit cave;
  REQUIRE(cave.inference.belief().consistent);
  CHECK(cave.inference.belief().exact);
  // 9 layouts, not C(5, 2) = 10: {5, 7} is not the game's.
  CHECK(cave.pit(5) == Approx(3.0 / 9));  // {2,5} {4,5} {5,6}
  CHECK(cave.pit(7) == Approx(3.0 / 9));
  CHECK(cave.pit(2) == Approx(4.0 / 9));  // {2,4} {2,5} {2,6} {2,7}
  CHECK(cave.pit(4) == Approx(4.0 / 9));
  CHECK(cave.pit(6) == Approx(4.0 / 9));
  CHECK(cave.pit(1) == 0);
  const JointChance both = cave.inference.chance_clear({5, 7});
  CHECK(both.exact);
  CHECK(both.chance == Approx(3.0 / 9));  // {2,4} {2,6} {4,6}
}

// Every layout of a few rooms, tried one by one.
ComponentLayouts every_layout(const Component& rooms,
                              const std::vector<RoomCut>& cuts,
                              const std::vector<bool>& blocked,
                              const HazardCounts& limits) {
  const std::size_t n = rooms.rooms.size();
  ComponentLayouts out;
  out.totals = CountTable(limits);
  out.hits.assign(out.totals.cells() * n * kHazardKinds, 0.0);
  std::vector<int> value(n, -1);
  const auto blocks = [&](RoomId r) {
    const auto at = std::find(rooms.rooms.begin(), rooms.rooms.end(), r);
    const int v = value[at - rooms.rooms.begin()];
    return v == index(Hazard::Pit) || v == index(Hazard::Bats);
  };
  const std::function<void(std::size_t, HazardCounts)> place =
      [&](std::size_t i, HazardCounts used) {
        if (i == n) {
          for (const RoomCut& cut : cuts) {
            const bool active =
                std::all_of(cut.frontier.begin(), cut.frontier.end(),
                            [&](RoomId r) { return bool(blocked[r]); });
            if (active && std::all_of(cut.pool.begin(), cut.pool.end(), blocks))
              return;
          }
          const std::size_t cell = out.totals.cell(used);
          out.totals[cell] += 1;
          for (std::size_t k = 0; k < n; ++k)
            if (value[k] >= 0)
              out.hits[(cell * n + k) * kHazardKinds + value[k]] += 1;
          return;
        }
        place(i + 1, used);
        for (int h = 0; h < kHazardKinds; ++h) {
          if (!(rooms.allowed[i] & (1u << h)) || used[h] == limits[h]) continue;
          value[i] = h;
          ++used[h];
          place(i + 1, used);
          --used[h];
          value[i] = -1;
        }
      };
  place(0, {0, 0, 0});
  return out;
}

// Every set of rooms within the search's limits (1 or 2 pool rooms, up to
// 3 frontier rooms, no more than `most`) that closes some target, tried
// one by one; those holding no other such set (a frontier-only one
// included), then those with a pool room.
std::set<std::vector<RoomId>> every_small_cut(const ExitPaths& paths,
                                              const PoolCutsInput& in) {
  std::vector<RoomId> open_rooms;
  for (RoomId r = 0; r < in.pool.size(); ++r)
    if (in.pool[r] || in.frontier[r]) open_rooms.push_back(r);
  std::vector<std::vector<RoomId>> cuts;
  const std::function<void(std::size_t, std::vector<RoomId>&)> grow =
      [&](std::size_t next, std::vector<RoomId>& rooms) {
        const auto pool = std::count_if(rooms.begin(), rooms.end(),
                                        [&](RoomId r) { return in.pool[r]; });
        if (pool > kCutMostPool ||
            int(rooms.size()) - pool > kCutMostFrontier ||
            int(rooms.size()) > in.most)
          return;
        if (!rooms.empty()) {
          std::vector<bool> blocked = in.blocked;
          for (RoomId r : rooms) blocked[r] = true;
          if (std::any_of(in.targets.begin(), in.targets.end(), [&](RoomId to) {
                return !paths.open_without(blocked, to);
              })) {
            cuts.push_back(rooms);
            return;  // a larger set holds this one
          }
        }
        for (std::size_t i = next; i < open_rooms.size(); ++i) {
          rooms.push_back(open_rooms[i]);
          grow(i + 1, rooms);
          rooms.pop_back();
        }
      };
  std::vector<RoomId> rooms;
  grow(0, rooms);
  std::set<std::vector<RoomId>> minimal;
  for (const auto& cut : cuts) {
    const bool holds_another =
        std::any_of(cuts.begin(), cuts.end(), [&](const auto& other) {
          return other.size() < cut.size() &&
                 std::includes(cut.begin(), cut.end(), other.begin(),
                               other.end());
        });
    const bool has_pool = std::any_of(cut.begin(), cut.end(),
                                      [&](RoomId r) { return in.pool[r]; });
    if (!holds_another && has_pool) minimal.insert(cut);
  }
  return minimal;
}

TEST_CASE("pool cuts: the search finds every small cut, and no other",
          "[inference][pool_cuts]") {
  std::mt19937 random(49);
  int open = 0, with_cuts = 0, most_frontier = 0;
  for (int trial = 0; trial < 300; ++trial) {
    // A 5x5 grid (or, every third trial, the same rooms as a room graph,
    // its unseen rooms maybe all joined), passages random, some rooms
    // unseen (open every way the tiling allows).
    ViewBuilder b(5, 5, 1, 0, 0);
    for (RoomId r = 0; r < 25; ++r) {
      if (r % 5 < 4 && random() % 10 < 7) b.open(r, r + 1);
      if (r < 20 && random() % 10 < 7) b.open(r, r + 5);
      if (random() % 10 < 6) b.see(r);
    }
    b.visit(0).stand(0);
    game_api::PlayerView view = b.build();
    if (trial % 3 == 2) view.grid = false;
    const CaveMap map(view);
    const ExitPaths paths(map);
    PoolCutsInput in;
    in.targets = {24};
    if (random() % 2) in.targets.push_back(RoomId(6 + random() % 18));
    in.blocked.assign(25, false);
    in.frontier.assign(25, false);
    in.pool.assign(25, false);
    for (RoomId r = 1; r < 25; ++r) {
      if (std::count(in.targets.begin(), in.targets.end(), r)) continue;
      const auto kind = random() % 10;
      in.blocked[r] = kind == 0;
      in.frontier[r] = kind >= 1 && kind <= 4;
      in.pool[r] = kind >= 5 && kind <= 7;
    }
    in.most = 1 + int(random() % 6);
    // As the count asks: every target open while nothing else blocks.
    if (!std::all_of(in.targets.begin(), in.targets.end(), [&](RoomId to) {
          return paths.open_without(in.blocked, to);
        }))
      continue;
    ++open;
    INFO("trial " << trial);
    const PoolCuts found = find_pool_cuts(paths, in);
    REQUIRE(found.complete);
    std::set<std::vector<RoomId>> got;
    for (const RoomCut& cut : found.cuts) {
      std::vector<RoomId> rooms = cut.frontier;
      rooms.insert(rooms.end(), cut.pool.begin(), cut.pool.end());
      std::sort(rooms.begin(), rooms.end());
      got.insert(rooms);
    }
    const auto want = every_small_cut(paths, in);
    CHECK(got == want);
    if (!want.empty()) ++with_cuts;
    for (const RoomCut& cut : found.cuts)
      most_frontier += int(cut.frontier.size()) == kCutMostFrontier;
  }
  CHECK(open > 150);
  CHECK(with_cuts > 100);
  CHECK(most_frontier > 20);  // cuts of the most frontier rooms
}

TEST_CASE("pool cuts: the cut rooms' layouts are those filling no live cut",
          "[inference][pool_cuts]") {
  std::mt19937 random(48);
  int constrained = 0;
  for (int trial = 0; trial < 200; ++trial) {
    // Pool rooms 10..10+n, frontier rooms 0..3; cuts of one or two pool
    // rooms with up to two frontier rooms.
    const std::size_t n = 2 + random() % 6;
    Component rooms;
    for (std::size_t i = 0; i < n; ++i) {
      rooms.rooms.push_back(RoomId(10 + i));
      rooms.allowed.push_back(HazardMask(1 + random() % 7));
    }
    std::vector<RoomCut> cuts(1 + random() % 5);
    for (RoomCut& cut : cuts) {
      for (RoomId f = 0; f < 4; ++f)
        if (random() % 3 == 0 && cut.frontier.size() < 2)
          cut.frontier.push_back(f);
      cut.pool.push_back(RoomId(10 + random() % n));
      const RoomId second = RoomId(10 + random() % n);
      if (random() % 2 && second != cut.pool[0]) cut.pool.push_back(second);
      std::sort(cut.pool.begin(), cut.pool.end());
    }
    std::vector<bool> blocked(10 + n, false);
    for (RoomId f = 0; f < 4; ++f) blocked[f] = random() % 2;
    const HazardCounts limits{int(random() % 4), int(random() % 3),
                              int(random() % 2)};
    const CutRooms counted(rooms, cuts, limits);
    const ComponentLayouts& got = counted.layouts(blocked);
    const ComponentLayouts want = every_layout(rooms, cuts, blocked, limits);
    CHECK(got.exact);
    for (std::size_t c = 0; c < want.totals.cells(); ++c)
      CHECK(got.totals[c] == Approx(want.totals[c]));
    REQUIRE(got.hits.size() == want.hits.size());
    for (std::size_t i = 0; i < want.hits.size(); ++i)
      CHECK(got.hits[i] == Approx(want.hits[i]));
    const CutRooms unconstrained(rooms, {}, limits);
    if (unconstrained.layouts(blocked).totals[0] != want.totals[0] ||
        std::vector<double>(unconstrained.layouts(blocked).hits) != want.hits)
      ++constrained;
  }
  CHECK(constrained > 50);  // cuts that changed the count
}

}  // namespace
}  // namespace wumpus::inference
