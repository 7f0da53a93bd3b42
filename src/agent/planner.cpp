#include "agent/planner.hpp"

#include "game_api/kind_names.hpp"

#include "agent/goals.hpp"
#include "agent/guess_value.hpp"
#include "agent/pit_probe.hpp"
#include "agent/shots.hpp"
#include "agent/travel.hpp"

#include <algorithm>
#include <limits>

namespace wumpus::agent {
namespace {

// A sure shot: the Wumpus is in the flight in every layout.
constexpr double kSure = 1 - 1e-9;
// Once awake the Wumpus may be anywhere it could have walked: rooms it
// reaches only this unlikely count as walkable, or the agent would freeze.
constexpr double kAwakeTolerance = 0.02;
// How many turns in all to stand still for a whiff of an awake Wumpus.
constexpr int kMaxIdle = 30;
// How many reachable rooms to try as shooting spots.
constexpr std::size_t kMaxSpots = 256;
// Risky routes weigh a chance of death this many steps.
constexpr double kDeathSteps = 1000;
constexpr int kMaxBatRides = 8;
constexpr const char* kRide = "ride the bats";
constexpr const char* kExplore = "explore";
// A probing shot less likely than this to hit waits until nothing else
// is left: a miss wakes the Wumpus.
constexpr double kMinProbeHit = 0.2;

class Planner {
 public:
  explicit Planner(const PlanInput& in)
      : in_(in),
        view_(*in.view),
        map_(*in.map),
        memory_(*in.memory),
        hazards_(*in.hazards),
        risk_(*in.risk),
        goals_(in),
        here_(view_.room),
        tolerance_(in.wumpus_alive && in.wumpus_awake ? kAwakeTolerance : 0),
        ride_(ride_rules(view_, in.wumpus_alive && !in.wumpus_awake,
                         in.bat_drop_death)),
        // Leaving a pit the rope got the agent out of for the far side
        // would leave it beyond the pit, with no rope to come back.
        only_first_(memory_.findings().known_pit(here_) ? in.came_from
                                                        : maze::kNoRoom),
        safe_(
            map_, here_, [this](maze::RoomId r) { return safe_cost(r); },
            [this](maze::RoomId r) { return walkable(r); }, only_first_) {}

  Decision run() {
    if (view_.outcome != game_api::Outcome::Playing) return {};
    if (goals_.done() && here_ == map_.exit())
      return stay(game_api::Verb::Wait, "climb out");
    if (auto d = take_gold()) return *d;
    if (auto d = flee()) return *d;
    if (auto d = shoot_now()) return *d;
    if (auto d = travel(safe_, targets(), "")) return *d;
    return when_stuck();
  }

 private:
  double pit(maze::RoomId r) const {
    return hazards_.at(r).of(game_api::Hazard::Pit);
  }
  // Entering cannot kill (beyond an awake Wumpus's tolerance), no pit
  // even with a rope to spare, no bats known.
  bool walkable(maze::RoomId r) const {
    return r < map_.size() && risk_.death[r] <= tolerance_ && pit(r) == 0 &&
           !memory_.findings().known_bats(r);
  }
  // A room bats may roost in costs what a ride loses (ride_loss.hpp).
  double safe_cost(maze::RoomId r) const {
    return 1 + kDeathSteps *
                   (risk_.death[r] + risk_.bats[r] * bat_ride_loss(ride_));
  }
  // The chance that bats in `r` drop the agent where it dies.
  double bat_death(maze::RoomId r) const {
    return risk_.bats[r] * in_.bat_drop_death;
  }
  // Any room that is not surely deadly, its risk weighed in steps. A
  // certain pit is never entered, rope or not: beyond it there is no way
  // back.
  bool survivable(maze::RoomId r) const {
    return r < map_.size() && risk_.death[r] < 1 && pit(r) < 1 &&
           !memory_.findings().known_bats(r);
  }
  // With a rope a pit is survived, but the pit then bars the way on and
  // back: a route through a room that may hold one is a poor bet still.
  double risky_cost(maze::RoomId r) const {
    return safe_cost(r) +
           (risk_.rope ? kDeathSteps * roped_fall_loss(ride_) * pit(r) : 0);
  }
  double reveal(maze::RoomId r) const {
    return reveal_chance(map_, memory_, in_.chance_clear, r);
  }

  // --- commands ---
  Decision step_to(maze::RoomId next, maze::RoomId target,
                   std::string reason) const {
    Decision d;
    d.command = move_command(map_, here_, next);
    d.action = {Action::Kind::Move, here_, next, {}, view_.arrows};
    // With a rope a pit does not kill, but the game may be lost beyond
    // it all the same: a bet the rope covers is still a guess. So are
    // bats, which may drop the agent behind pits with no way out.
    d.risk = std::min(1.0, risk_.death[next] + (risk_.rope ? pit(next) : 0) +
                               kBatStrandRisk * risk_.bats[next]);
    d.fatal_risk = std::min(1.0, risk_.death[next] + bat_death(next));
    d.reason = std::move(reason);
    d.target = target;
    return d;
  }
  Decision stay(game_api::Verb verb, std::string reason) const {
    Decision d;
    d.command = game_api::Command{};
    d.command->verb = verb;
    d.action = {Action::Kind::Other, here_, maze::kNoRoom, {}, view_.arrows};
    d.risk = d.fatal_risk = risk_.stay_death;
    d.reason = std::move(reason);
    d.target = here_;
    return d;
  }
  Decision shoot(const Shot& shot, std::string reason) const {
    Decision d;
    d.command = shot_command(map_, here_, shot);
    d.action = {Action::Kind::Shoot, here_, maze::kNoRoom, shot.flight,
                view_.arrows};
    d.risk = d.fatal_risk = goals_.miss_danger(here_, shot);
    d.reason = std::move(reason);
    d.target = shot.flight.empty() ? here_ : shot.flight.back();
    return d;
  }
  Shot best_shot_from(maze::RoomId from) const {
    return best_shot(map_, from, flight_rooms(view_), view_.arrow_rules,
                     [this](maze::RoomId r) { return goals_.wumpus(r); });
  }

  // --- where to go: each target with why, cheapest route wins ---
  struct Target {
    maze::RoomId room;
    const char* reason;
  };
  std::vector<Target> targets() const {
    std::vector<Target> out;
    const bool asleep = goals_.wumpus_alive() && !in_.wumpus_awake;
    if (asleep && view_.arrows > 0 && goals_.may_hit(kSure)) {
      std::size_t tried = 0;
      for (maze::RoomId r : safe_.order())
        if (++tried <= kMaxSpots && (r == here_ || walkable(r)) &&
            goals_.in_range(r) && best_shot_from(r).hit >= kSure) {
          out.push_back({r, "get in range of the Wumpus"});
          break;
        }
      if (!out.empty()) return out;  // nothing else before the kill
    }
    for (const auto& room : map_.seen_rooms()) {
      const maze::RoomId r = room.room;
      if (goals_.need_gold() && goals_.lies_in(r, game_api::builtin::kGold))
        out.push_back({r, "fetch the gold"});
      if (goals_.need_gold() && !goals_.carries(game_api::builtin::kTorch) &&
          goals_.lies_in(r, game_api::builtin::kTorch))
        out.push_back({r, "fetch the torch"});
      if (!goals_.carries(game_api::builtin::kRope) &&
          goals_.lies_in(r, game_api::builtin::kRope))
        out.push_back({r, "fetch the rope"});
    }
    if (goals_.done()) out.push_back({map_.exit(), "walk out"});
    for (maze::RoomId r = 0; r < map_.size(); ++r)
      if (goals_.useful(r)) out.push_back({r, kExplore});
    return out;
  }

  // The first step to the cheapest target the routes reach (walking out
  // and fetching first at equal cost); `prefix` marks a risky route, which
  // also weighs what exploring may reveal (guess_value.hpp).
  std::optional<Decision> travel(const Routes& routes,
                                 const std::vector<Target>& targets,
                                 const std::string& prefix,
                                 bool avoid_pits = true) const {
    const bool safe_only = prefix.empty();
    std::vector<std::pair<const Target*, double>> reached;
    double least_death = 1;
    for (const Target& t : targets) {
      if (t.room >= map_.size() || t.room == here_ || !routes.reaches(t.room))
        continue;
      const bool ride = memory_.findings().known_bats(t.room);
      const bool enterable = safe_only    ? walkable(t.room)
                             : avoid_pits ? survivable(t.room)
                                          : risk_.death[t.room] < 1;
      if (ride ? std::string(t.reason) != kRide : !enterable) continue;
      reached.emplace_back(&t, routes.cost(t.room));
      least_death =
          std::min(least_death,
                   (routes.cost(t.room) - routes.steps(t.room)) / kDeathSteps);
    }
    const Target* best = nullptr;
    double best_cost = std::numeric_limits<double>::infinity();
    for (auto [t, cost] : reached) {
      if (!safe_only && std::string(t->reason) == kExplore)
        cost += kDeathSteps * dead_end_loss(reveal(t->room), least_death);
      if (goals_.done()) cost += map_.cell_distance(t->room, map_.exit());
      if (cost < best_cost - 1e-9) {
        best_cost = cost;
        best = t;
      }
    }
    if (!best) return std::nullopt;
    return step_to(routes.first_step(best->room), best->room,
                   prefix + best->reason);
  }

  // --- the goals that come before travel ---
  std::optional<Decision> take_gold() const {
    if (!goals_.lies_in(here_, game_api::builtin::kGold) ||
        in_.take_failed_here)
      return std::nullopt;
    return stay(game_api::Verb::Take, "pick up the gold");
  }

  // An awake Wumpus may walk in next tick: shoot or step aside, whichever
  // is less likely to end badly.
  std::optional<Decision> flee() const {
    if (risk_.stay_death == 0 || !goals_.wumpus_alive()) return std::nullopt;
    std::optional<Decision> best;
    double best_risk = risk_.stay_death;
    if (view_.arrows > 0) {
      const Shot shot = best_shot_from(here_);
      if (shot.hit > 0 && goals_.miss_danger(here_, shot) < best_risk) {
        best = shoot(shot, "shoot the Wumpus before it walks in");
        best_risk = best->risk;
      }
    }
    for (maze::RoomId next : map_.open(here_)) {
      if (!survivable(next) || (pit(next) > 0 && !risk_.rope)) continue;
      if (only_first_ != maze::kNoRoom && next != only_first_) continue;
      if (risk_.death[next] < best_risk) {
        best_risk = risk_.death[next];
        best = step_to(next, next, "step away from the Wumpus");
      }
    }
    return best;
  }

  std::optional<Decision> shoot_now() const {
    if (!goals_.wumpus_alive() || view_.arrows == 0) return std::nullopt;
    double needed = kSure;
    if (in_.wumpus_awake) needed = view_.arrows > 1 ? 0.5 : 0.75;
    if (!goals_.may_hit(needed)) return std::nullopt;
    const Shot shot = best_shot_from(here_);
    if (shot.hit < needed) return std::nullopt;
    return shoot(shot, "shoot the Wumpus");
  }

  // Nothing safe is left: the guess most likely to win (known bats are a
  // free ride to a random safe room), a shot likely enough to kill the
  // Wumpus, or (awake) a pause to smell it coming; a long shot last.
  Decision when_stuck() const {
    const Routes risky(
        map_, here_, [this](maze::RoomId r) { return risky_cost(r); },
        [this](maze::RoomId r) { return survivable(r); }, only_first_);
    std::vector<Target> wanted = targets();
    for (maze::RoomId r = 0; r < map_.size(); ++r)
      if (memory_.findings().known_bats(r) && in_.bat_rides < kMaxBatRides &&
          in_.bat_drop_death == 0)
        wanted.push_back({r, kRide});
    std::optional<Decision> guess = travel(risky, wanted, "guess: ");
    if (!guess) {
      // Nothing it needs is in reach: learn anything at all instead.
      for (maze::RoomId r = 0; r < map_.size(); ++r)
        if (goals_.informative(r)) wanted.push_back({r, kExplore});
      guess = travel(risky, wanted, "guess: ");
    }
    double guess_loss = 2;
    if (guess)
      guess_loss =
          guess->target < map_.size() &&
                  memory_.findings().known_bats(guess->target)
              ? bat_ride_loss(ride_)
              : (risky.cost(guess->target) - risky.steps(guess->target)) /
                    kDeathSteps;
    // A dead end loses the next guess too: a probing shot weighs both.
    if (guess && guess->reason == std::string("guess: ") + kExplore)
      guess_loss += dead_end_loss(reveal(guess->target), guess_loss);
    if (auto shot = probe(guess_loss, kMinProbeHit)) return *shot;
    if (auto shot = probe_for_pit(guess)) return *shot;
    const bool awake = goals_.wumpus_alive() && in_.wumpus_awake;
    if (awake && risk_.stay_death == 0 && in_.idle_turns < kMaxIdle &&
        guess_loss > 0)
      return stay(game_api::Verb::Wait, "wait for the Wumpus to show itself");
    if (guess) return *guess;
    if (auto shot = probe(guess_loss, 0)) return *shot;
    return through_a_pit();
  }

  // Walled in by pits (bats may drop the agent anywhere): with a rope, out
  // through one of them, never to come back that way.
  Decision through_a_pit() const {
    if (!risk_.rope) return {};
    const Routes out(
        map_, here_, [this](maze::RoomId r) { return risky_cost(r); },
        [this](maze::RoomId r) {
          return r < map_.size() && risk_.death[r] < 1;
        },
        only_first_);
    std::vector<Target> wanted = targets();
    for (maze::RoomId r = 0; r < map_.size(); ++r)
      if (goals_.informative(r)) wanted.push_back({r, kExplore});
    return travel(out, wanted, "guess past a pit: ", false)
        .value_or(Decision{});
  }

  // A shot that may kill the Wumpus, from a safe spot, when its expected
  // cost (a wasted arrow, a woken Wumpus) is below `loss_to_beat`.
  std::optional<Decision> probe(double loss_to_beat, double min_hit) const {
    if (!goals_.wumpus_alive() || view_.arrows == 0 || !goals_.may_hit(min_hit))
      return std::nullopt;
    std::optional<Shot> best;
    maze::RoomId spot = maze::kNoRoom;
    double best_loss = loss_to_beat;
    std::size_t tried = 0;
    for (maze::RoomId r : safe_.order()) {
      if (++tried > kMaxSpots) break;
      if ((r != here_ && !walkable(r)) || !goals_.in_range(r)) continue;
      const Shot shot = best_shot_from(r);
      if (shot.hit <= 0 || shot.hit < min_hit) continue;
      const double wasted = view_.arrows == 1 ? 1.0 : kWakeLoss;
      const double loss = (1 - shot.hit) * wasted +
                          goals_.miss_danger(r, shot) + safe_.steps(r) * 1e-4;
      if (loss < best_loss - 1e-12) {
        best_loss = loss;
        best = shot;
        spot = r;
      }
    }
    if (!best) return std::nullopt;
    if (spot == here_) return shoot(*best, "probe with an arrow");
    return step_to(safe_.first_step(spot), spot,
                   "get in range for a probing shot");
  }

  // A shot into the room `guess` steps into, when the rules tell where an
  // arrow falls into a pit and the knowledge is worth the arrow.
  std::optional<Decision> probe_for_pit(
      const std::optional<Decision>& guess) const {
    if (!guess || view_.arrows == 0) return std::nullopt;
    const auto rule = view_.cave.parameters.find("arrow_finds_pits");
    const maze::RoomId next = guess->action.target;
    if (rule == view_.cave.parameters.end() || rule->second == 0 ||
        guess->action.kind != Action::Kind::Move || next >= map_.size())
      return std::nullopt;
    const ProbeTerms terms{
        pit(next),        goals_.wumpus(next),
        view_.arrows,     goals_.wumpus_alive(),
        in_.wumpus_awake, risk_.rope ? roped_fall_loss(ride_) : 1.0};
    if (!worth_probing(terms)) return std::nullopt;
    return shoot(Shot{{next}, terms.wumpus_hit},
                 "probe for a pit with an arrow");
  }

  const PlanInput& in_;
  const game_api::PlayerView& view_;
  const inference::CaveMap& map_;
  const Memory& memory_;
  const inference::HazardBelief& hazards_;
  const RiskModel& risk_;
  Goals goals_;
  maze::RoomId here_;
  double tolerance_;
  RideRules ride_;
  maze::RoomId only_first_;
  Routes safe_;
};

}  // namespace

Decision plan(const PlanInput& input) {
  Decision decision = Planner(input).run();
  // Out of a pit on the rope, the way back is the only way the planner
  // takes; when it leads nowhere (the agent came through the pit on
  // purpose, walled in by pits), the far side beats giving up.
  if (!decision.command && input.came_from != maze::kNoRoom &&
      input.view->outcome == game_api::Outcome::Playing) {
    PlanInput onward = input;
    onward.came_from = maze::kNoRoom;
    decision = Planner(onward).run();
  }
  return decision;
}

}  // namespace wumpus::agent
