// The oracle's exact count of the untied rooms' layouts under the
// guarantee that pits and bats leave every kept way open, against every
// layout tried one by one on small random caves.
#include "app/agent/oracle_cuts.hpp"

#include <catch2/catch.hpp>

#include <deque>
#include <random>

using namespace wumpus;
using maze::RoomId;

namespace {

struct SmallCave {
  std::vector<std::vector<RoomId>> passages;
  std::vector<RoomId> must_reach;
  std::vector<bool> blocked;
  std::vector<unsigned> masks;
  app::OracleTally left{};
};

// Rooms on a grid, each passage to a right or lower neighbour open with
// chance 3/4; room 0 is the entrance, the last room the exit.
SmallCave random_cave(std::mt19937& random, int width, int height) {
  SmallCave cave;
  const int n = width * height;
  cave.passages.resize(n);
  std::bernoulli_distribution open(0.75);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const RoomId r = RoomId(y * width + x);
      if (x + 1 < width && open(random)) {
        cave.passages[r].push_back(r + 1);
        cave.passages[r + 1].push_back(r);
      }
      if (y + 1 < height && open(random)) {
        cave.passages[r].push_back(RoomId(r + width));
        cave.passages[r + width].push_back(r);
      }
    }
  cave.must_reach = {RoomId(n - 1)};
  if (std::bernoulli_distribution(0.5)(random))
    cave.must_reach.push_back(RoomId(n / 2));
  cave.blocked.assign(n, false);
  cave.masks.assign(n, 0);
  std::uniform_int_distribution<unsigned> mask(0, 7);
  for (RoomId r = 1; r < RoomId(n); ++r) {
    if (std::count(cave.must_reach.begin(), cave.must_reach.end(), r)) continue;
    if (std::bernoulli_distribution(0.1)(random))
      cave.blocked[r] = true;
    else
      cave.masks[r] = mask(random);
  }
  cave.left = {std::uniform_int_distribution<int>(0, 3)(random),
               std::uniform_int_distribution<int>(0, 2)(random),
               std::uniform_int_distribution<int>(0, 1)(random)};
  return cave;
}

bool small_cave_open(const SmallCave& cave, const std::vector<bool>& blocked) {
  std::vector<bool> reached(cave.passages.size(), false);
  std::deque<RoomId> queue{0};
  reached[0] = true;
  while (!queue.empty()) {
    const RoomId at = queue.front();
    queue.pop_front();
    for (RoomId next : cave.passages[at])
      if (!reached[next] && !blocked[next]) {
        reached[next] = true;
        queue.push_back(next);
      }
  }
  return std::all_of(cave.must_reach.begin(), cave.must_reach.end(),
                     [&](RoomId r) { return reached[r]; });
}

// Every layout, one by one.
class EveryLayout {
 public:
  explicit EveryLayout(const SmallCave& cave)
      : cave_(cave),
        blocked_(cave.blocked),
        ways_(app::oracle_cell(cave.left, cave.left) + 1, 0.0) {}
  std::vector<double> count() {
    place(0);
    return ways_;
  }

 private:
  void place(RoomId r) {
    if (r == cave_.masks.size()) {
      if (small_cave_open(cave_, blocked_))
        ways_[app::oracle_cell(used_, cave_.left)] += 1;
      return;
    }
    place(r + 1);
    for (int h = 0; h < 3; ++h) {
      if (!(cave_.masks[r] & (1u << h)) || used_[h] == cave_.left[h]) continue;
      ++used_[h];
      blocked_[r] = h < 2;
      place(r + 1);
      blocked_[r] = false;
      --used_[h];
    }
  }
  const SmallCave& cave_;
  std::vector<bool> blocked_;
  app::OracleTally used_{};
  std::vector<double> ways_;
};

}  // namespace

TEST_CASE("the untied rooms' layouts are counted as trying each one would") {
  std::mt19937 random(20261128);
  int counted = 0, closed_somewhere = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const SmallCave cave = random_cave(random, 4, 3);
    if (!small_cave_open(cave, cave.blocked)) continue;
    const auto counts =
        app::untied_layouts({cave.passages, 0, cave.must_reach}, cave.blocked,
                            cave.masks, cave.left);
    REQUIRE(counts);
    const std::vector<double> expected = EveryLayout(cave).count();
    CHECK(*counts == expected);
    ++counted;
    // The cases where some layout closes a way are the ones that matter.
    SmallCave open_cave = cave;
    open_cave.passages.assign(cave.passages.size(), {});
    for (RoomId r = 0; r < cave.passages.size(); ++r)
      for (RoomId next = 0; next < cave.passages.size(); ++next)
        if (next != r) open_cave.passages[r].push_back(next);
    const std::vector<double> unchecked = EveryLayout(open_cave).count();
    if (unchecked != expected) ++closed_somewhere;
  }
  CHECK(counted > 200);
  CHECK(closed_somewhere > 50);
}

TEST_CASE("a way no room can close counts every layout, a closed one none") {
  // Entrance 0, exit 3; 1 and 2 side by side between them.
  SmallCave cave;
  cave.passages = {{1, 2}, {0, 3}, {0, 3}, {1, 2}};
  cave.must_reach = {3};
  cave.blocked = {false, false, false, false};
  cave.masks = {0, 3, 3, 0};  // 1 and 2 may hold a pit or bats
  cave.left = {2, 0, 0};
  auto counts = app::untied_layouts({cave.passages, 0, cave.must_reach},
                                    cave.blocked, cave.masks, cave.left);
  REQUIRE(counts);
  // No pit: 1 way; one pit: 2; two pits close both ways: 0.
  CHECK((*counts)[app::oracle_cell({0, 0, 0}, cave.left)] == 1);
  CHECK((*counts)[app::oracle_cell({1, 0, 0}, cave.left)] == 2);
  CHECK((*counts)[app::oracle_cell({2, 0, 0}, cave.left)] == 0);
  cave.blocked = {false, true, true, false};
  cave.masks = {0, 0, 0, 0};
  counts = app::untied_layouts({cave.passages, 0, cave.must_reach},
                               cave.blocked, cave.masks, cave.left);
  REQUIRE(counts);
  CHECK((*counts)[app::oracle_cell({0, 0, 0}, cave.left)] == 0);
}
