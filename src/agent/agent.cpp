#include "agent/agent.hpp"

#include "agent/preset_parameter.hpp"

#include <algorithm>

namespace wumpus::agent {
namespace {

constexpr double kDefaultMoveChance = 0.75;

}  // namespace

Decision Agent::decide(const game_api::PlayerView& view) {
  const inference::CaveMap map(view);
  const Step step = memory_.observe(view, map, last_);
  if (last_.kind == Action::Kind::Move && view.room == last_.target)
    came_from_ = last_.from;
  inference::InferenceInput input = inference::rules_in_view(view);
  const inference::HazardCounts& totals = input.totals;
  const bool alive = !view.wumpus_dead &&
                     totals[inference::index(game_api::Hazard::Wumpus)] > 0;
  const double move_chance =
      preset_parameter(view, "wumpus_move_chance", kDefaultMoveChance);

  if (!alive) {
    tracker_.stop();
  } else if (memory_.wumpus_awake()) {
    if (step.woke || !tracker_.active()) tracker_.wake(belief_.hazards);
    tracker_.update(step, map, move_chance);
  }

  input.wumpus_asleep = alive && !memory_.wumpus_awake();
  input.limits.seed = view.turn + 1;
  Belief belief;
  belief.hazards = inference_.update(view, memory_.findings(), input).belief();
  belief.wumpus_awake = alive && memory_.wumpus_awake();
  belief.risk = assess_risk(map, belief.hazards, tracker_, view,
                            {alive, belief.wumpus_awake, move_chance});

  PlanInput plan_input;
  plan_input.view = &view;
  plan_input.map = &map;
  plan_input.memory = &memory_;
  plan_input.hazards = &belief.hazards;
  plan_input.risk = &belief.risk;
  plan_input.chance_clear = [this](const std::vector<maze::RoomId>& r) {
    return inference_.chance_clear(r).chance;
  };
  plan_input.wumpus_alive = alive;
  plan_input.wumpus_awake = belief.wumpus_awake;
  plan_input.move_chance = move_chance;
  plan_input.take_failed_here =
      last_take_ && last_.from == view.room && view.gold == gold_before_;
  plan_input.idle_turns = idle_turns_;
  plan_input.came_from = came_from_;
  plan_input.bat_rides = bat_rides_;
  // Bats that may drop it anywhere but their roosts: into a pit, or onto
  // a living Wumpus.
  if (preset_parameter(view, "bats_drop_anywhere", 0) != 0 &&
      view.room_count > 0)
    plan_input.bat_drop_death =
        std::min(1.0, (totals[inference::index(game_api::Hazard::Pit)] +
                       (alive ? 1.0 : 0.0)) /
                          view.room_count);
  belief.decision = plan(plan_input);
  belief.decision.risk_error = belief.hazards.error;

  const Decision& d = belief.decision;
  last_ = d.action;
  if (d.action.kind == Action::Kind::Move &&
      memory_.findings().known_bats(d.action.target))
    ++bat_rides_;
  last_take_ = d.command && d.command->verb == game_api::Verb::Take;
  gold_before_ = view.gold;
  // Waiting for an awake Wumpus to show itself is worth a while, not a
  // whole game: every wait counts, however they are spread.
  if (d.command && d.command->verb == game_api::Verb::Wait) ++idle_turns_;
  if (d.command && d.risk > 0) {
    ++guesses_;
    max_risk_ = std::max(max_risk_, d.risk);
  }
  if (d.command) max_fatal_risk_ = std::max(max_fatal_risk_, d.fatal_risk);
  if (d.command && d.fatal_risk > 0) ++fatal_steps_;
  belief_ = std::move(belief);
  return belief_.decision;
}

}  // namespace wumpus::agent
