// Chances estimated from random probes, when there are too many layouts
// to count: on random positions, the exact chance lies within the
// stated error about as often as a 95 % interval promises; and the
// joint exit check, past its budget, counts the components as one.
#include "inference/hazard_inference.hpp"

#include "game_api/view_builder.hpp"
#include "maze/random.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <optional>

namespace wumpus::inference {
namespace {

using game_api::Hazard;
using game_api::testing::ViewBuilder;

constexpr std::uint32_t kWidth = 6, kHeight = 5;
constexpr int kPits = 4, kBats = 2;

std::vector<RoomId> grid_neighbours(RoomId r) {
  const std::uint32_t x = r % kWidth, y = r / kWidth;
  std::vector<RoomId> out;
  if (x > 0) out.push_back(r - 1);
  if (x + 1 < kWidth) out.push_back(r + 1);
  if (y > 0) out.push_back(r - kWidth);
  if (y + 1 < kHeight) out.push_back(r + kWidth);
  return out;
}

// An open grid with pits and bats hidden at random, and the player's
// walk from the entrance through up to `steps` rooms free of them, each
// with what it senses; nothing when the layout is one placement would
// not make (the exit cut off).
std::optional<game_api::PlayerView> random_position(std::uint64_t seed,
                                                    int steps) {
  maze::Random random(seed);
  const RoomId rooms = kWidth * kHeight, exit = rooms - 1;
  std::vector<std::optional<Hazard>> hidden(rooms);
  for (auto [hazard, count] :
       {std::pair{Hazard::Pit, kPits}, std::pair{Hazard::Bats, kBats}})
    for (int placed = 0; placed < count;) {
      const RoomId r = random.below(rooms);
      if (r == 0 || r == exit || hidden[r]) continue;
      hidden[r] = hazard;
      ++placed;
    }
  // Breadth first from the entrance, round pits and bats.
  std::vector<bool> reached(rooms, false);
  std::deque<RoomId> queue{0};
  reached[0] = true;
  std::vector<RoomId> order;
  while (!queue.empty()) {
    const RoomId r = queue.front();
    queue.pop_front();
    order.push_back(r);
    for (RoomId n : grid_neighbours(r))
      if (!reached[n] && !hidden[n]) {
        reached[n] = true;
        queue.push_back(n);
      }
  }
  if (!reached[exit]) return std::nullopt;

  ViewBuilder b(kWidth, kHeight, kPits, kBats, 0);
  for (RoomId r = 0; r < rooms; ++r)
    for (RoomId n : grid_neighbours(r))
      if (n > r) b.open(r, n);
  order.resize(std::min<std::size_t>(order.size(), std::size_t(steps)));
  for (RoomId r : order) {
    std::vector<std::string> percepts;
    for (RoomId n : grid_neighbours(r)) {
      if (hidden[n] == Hazard::Pit) percepts.push_back("breeze");
      if (hidden[n] == Hazard::Bats) percepts.push_back("flapping");
    }
    std::sort(percepts.begin(), percepts.end());
    percepts.erase(std::unique(percepts.begin(), percepts.end()),
                   percepts.end());
    b.visit(r, percepts);
  }
  b.stand(order.back());
  return b.build();
}

HazardBelief infer_with(const game_api::PlayerView& view,
                        const EnumerationLimits& limits) {
  const CaveMap map(view);
  Findings findings;
  findings.read(view);
  InferenceInput input = rules_in_view(view);
  input.limits = limits;
  return infer_hazards(map, findings, input);
}

TEST_CASE(
    "inference: chances estimated past the node budget state an error "
    "that covers the exact ones",
    "[inference]") {
  EnumerationLimits probing;
  probing.node_budget = 1;  // estimate every component
  int chances = 0, covered = 0, positions = 0;
  double widest = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const auto view = random_position(seed, 7);
    if (!view) continue;
    const HazardBelief exact = infer_with(*view, {});
    if (!exact.exact || !exact.consistent || exact.frontier == 0) continue;
    ++positions;
    CHECK(exact.error == 0);
    probing.seed = seed;
    const HazardBelief estimate = infer_with(*view, probing);
    INFO("seed " << seed);
    CHECK_FALSE(estimate.exact);
    for (RoomId r = 0; r < exact.rooms.size(); ++r)
      for (Hazard h : {Hazard::Pit, Hazard::Bats}) {
        const double error = estimate.at(r).error_of(h);
        CHECK(error <= estimate.error);
        widest = std::max(widest, error);
        // Rooms every layout leaves alike are not worth counting.
        if (error == 0 && estimate.at(r).of(h) == exact.at(r).of(h)) continue;
        ++chances;
        covered +=
            std::abs(estimate.at(r).of(h) - exact.at(r).of(h)) <= error + 1e-12;
      }
  }
  INFO(covered << " of " << chances << " chances covered, " << positions
               << " positions, widest error " << widest);
  REQUIRE(positions >= 20);
  // A 95 % interval from ten batches: well over 85 % in the long run.
  CHECK(covered >= 0.85 * chances);
  CHECK(widest < 0.1);
}

TEST_CASE(
    "inference: past the joint check's budget the components are "
    "counted as one",
    "[inference]") {
  // The two frontier groups of "two frontier groups that close the exit
  // only together": the way on passes 2 or 11, so pits in both are not a
  // layout. Combined or searched as one, the count is exact.
  ViewBuilder b(5, 4, 2, 0, 0);
  b.corridor({0, 1, 2, 3}).open(1, 6).corridor({0, 5, 10, 11, 12});
  b.open(10, 15).exit(19);
  b.visit(0).visit(1, {"breeze"}).visit(5).visit(10, {"breeze"}).stand(10);
  EnumerationLimits limits;
  limits.joint_branch_budget = 0;
  const HazardBelief belief = infer_with(b.build(), limits);
  CHECK(belief.exact);
  CHECK(belief.at(2).of(Hazard::Pit) == Approx(1.0 / 3));
  CHECK(belief.at(6).of(Hazard::Pit) == Approx(2.0 / 3));
  // Estimated as one, too, within the stated error.
  limits.node_budget = 1;
  const HazardBelief estimate = infer_with(b.build(), limits);
  CHECK_FALSE(estimate.exact);
  CHECK(std::abs(estimate.at(2).of(Hazard::Pit) - 1.0 / 3) <=
        estimate.at(2).error_of(Hazard::Pit) + 0.02);
}

}  // namespace
}  // namespace wumpus::inference
